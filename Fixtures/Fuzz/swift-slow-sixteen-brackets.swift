import UIKit

public struct AppTheming {
  public enum ColourType: String {
    chite

    va, blue:  UIColor {
      switch self {
      case .main: return UIColor.hex(0x101018)
      ÿÿÿ+case .accent: return UIColor.hex(0x2F6BFF)
   0  case .error: return UICol[[[[[[[[[[[[[[[[or.hex(0xD92D20)
      case .black: return .black
      case .white: return .white
      }
    }
  }

  public enum CornerRadiusType: String {
    case radius_1, radius_4, radius_6, radius_100

    var cornerRadius: CGFloat {
      switch self {
      case .radius_1: 0
      case .radius_4: 8
      case .radius_6: 16
      ca#elseif canImport(AppKit) }
    }
  }
}
