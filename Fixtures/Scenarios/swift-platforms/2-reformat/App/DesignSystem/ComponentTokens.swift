import SwiftUI

// Components read semantic tokens only.
public enum ComponentTokens {
  public enum Input {
    public static let borderColorWarning = SemanticTokens.Colors.intentCaution
    public static let borderColorError = SemanticTokens.Colors.intentDanger
  }

  public enum Card {
    public static let borderRadius = SemanticTokens.BorderRadius.xlarge
    public static let background = SemanticTokens.Colors.surfaceRaised
  }

  public enum Button {
    public enum Primary {
      public static let padding = SemanticTokens.Spacing.componentPaddingMD
      public static let backgroundColor = SemanticTokens.Colors.brandPrimary
    }
  }
}
