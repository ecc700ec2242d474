import SwiftUI

enum BrandTokens {
  static let mark = Color("BrandMark")
  static let canvas = Color("Canvas")
  static let ink = Color(uiColor: .label)
}
