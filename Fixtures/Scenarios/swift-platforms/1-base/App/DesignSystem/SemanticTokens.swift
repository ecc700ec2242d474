import SwiftUI

public enum SemanticTokens {
  public enum Colors {
    #if canImport(UIKit)
    public static let surfacePrimary = Color(uiColor: .systemBackground)
    public static let surfaceRaised = Color(uiColor: .secondarySystemBackground)
    #elseif canImport(AppKit)
    public static let surfacePrimary = Color(nsColor: .windowBackgroundColor)
    public static let surfaceRaised = Color(nsColor: .underPageBackgroundColor)
    #endif
    public static let brandPrimary = Color(hex: "#0A84FF")
    public static let intentDanger = Color(hex: "#E5484D")
    public static let intentCaution = Color(hex: "#F5A524")
  }

  public enum Spacing {
    public static let componentPaddingSM: CGFloat = 8
    public static let componentPaddingMD: CGFloat = 16
  }

  public enum BorderRadius {
    public static let medium: CGFloat = 8
    public static let xlarge: CGFloat = 20
  }
}
