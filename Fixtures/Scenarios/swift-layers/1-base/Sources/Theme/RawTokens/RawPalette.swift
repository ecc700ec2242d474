import SwiftUI

// Raw values: never used by views directly.
enum RawColor {
  static let night900 = Color(hex: "#14142B")
  static let slate500 = Color(hex: "#6E6E80")
  static let mist50 = Color(hex: "#F4F4F8")
  static let violet500 = Color(hex: "#6A4CE0")
  static let violet300 = Color(red: 0.67, green: 0.6, blue: 0.96, opacity: 1)
}

enum RawSize {
  static let s4: CGFloat = 4
  static let s8: CGFloat = 8
  static let s16: CGFloat = 16
  static let s24 = CGFloat(24)
}
