import SwiftUI

enum BadgeComponentTokens {
  static let fill: Color = .canvas
  static let label: Color = .inkPrimary
  static let outline = Color.brandAccent
  static let inset: CGFloat = Gaps.regular
  static let corner: CGFloat = 12
}
