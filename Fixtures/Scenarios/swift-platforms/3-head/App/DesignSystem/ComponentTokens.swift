import SwiftUI

public enum ComponentTokens {
  public enum Button {
    public enum Primary {
      public static let backgroundColor = SemanticTokens.Colors.brandPrimary
      public static let padding = SemanticTokens.Spacing.componentPaddingMD
    }
  }

  public enum Card {
    public static let background = SemanticTokens.Colors.surfaceRaised
    public static let borderRadius = SemanticTokens.BorderRadius.xlarge
  }

  public enum Input {
    public static let borderColorError = SemanticTokens.Colors.intentDanger
    public static let borderColorWarning = SemanticTokens.Colors.intentCaution
  }
}
