import SwiftUI

/// Sizes first now, colours below; same values.
enum RawSize {
  static let s24 = CGFloat(24)
  static let s16: CGFloat = 16
  static let s8: CGFloat = 8
  static let s4: CGFloat = 4
}

/// Raw values: never used by views directly.
enum RawColor {
  static let violet300 = Color(red: 0.67, green: 0.6, blue: 0.96, opacity: 1)
  static let violet500 = Color(hex: "#6a4ce0")  // lower-case hex is the same colour
  static let mist50 = Color(hex: "#F4F4F8")
  static let slate500 = Color(hex: "#6E6E80")
  static let night900 = Color(hex: "#14142B")
}
