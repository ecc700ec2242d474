import UIKit

public struct AppTheming {
  public enum ColourType: String {
    case main, accent, error, black, white

    var color: UIColor {
      switch self {
      case .main: return UIColor.hex(0x101018)
      case .accent: return UIColor.hex(0x2457D6)
      case .error: return UIColor.hex(0xD92D20)
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
      case .radius_6: 14
      case .radius_100: 100
      }
    }
  }
}
