import SwiftUI

// Semantic colours: what views read.
extension ShapeStyle where Self == Color {
  static var inkPrimary: Color { RawColor.night900 }
  static var inkMuted: Color { return RawColor.slate500 }
  static var canvas: Color { RawColor.mist50 }
  static var brandAccent: Color { RawColor.violet500 }
  static var focusRing: Color { Color(light: RawColor.violet500, dark: RawColor.violet300) }
}

enum Gaps {
  static let tight: CGFloat = RawSize.s4
  static let regular: CGFloat = RawSize.s8
  static let roomy: CGFloat = RawSize.s16
}
