import Testing
import TokenDiffCore
import TokenDiffSwift

/// Which declarations become tokens, and how they are named.
@Suite struct SwiftDeclarationTests {
  @Test func staticLetsNestedTypesAndExtensionsAreTokens() {
    let document = SwiftFixture.document([
      "Raw.swift": """
      enum RawColor {
        static let brand500 = Color(hex: "#5856D6")
        static var ink900: Color = Color(hex: "#1A1A2E")
      }
      enum SemanticTokens {
        enum Colors {
          public static let brandPrimary = RawColor.brand500
        }
      }
      """,
      "Shape.swift": """
      extension ShapeStyle where Self == Color {
        static var textPrimary: Color { RawColor.ink900 }
        static var textMuted: Color { return RawColor.brand500 }
      }
      extension Color {
        static let canvas = Color(hex: "#FFFFFF")
      }
      struct CardStyle {
        let radius: CGFloat = 12
        var computed: CGFloat { 16 }
        var notAToken: CGFloat { let a = 1; return a }
      }
      """,
    ])
    let paths = Set(document.tokens.map(\.path.description))
    #expect(
      paths == [
        "RawColor.brand500", "RawColor.ink900", "SemanticTokens.Colors.brandPrimary",
        "Color.textPrimary", "Color.textMuted", "Color.canvas", "CardStyle.radius",
        "CardStyle.computed",
      ]
    )
    let primary = SwiftFixture.token("SemanticTokens.Colors.brandPrimary", in: document)
    #expect(primary?.aliasTarget == TokenPath(dotted: "RawColor.brand500"))
    #expect(primary?.location == SourceLocation(file: "Raw.swift", line: 7, column: 23))
  }

  @Test func layersComeFromTypeAndFolderNames() {
    let document = SwiftFixture.document([
      "DS/RawTokens/Palette.swift": "enum Palette { static let a = Color(hex: \"#000000\") }",
      "DS/Semantic.swift": "enum SemanticColors { static let b = Palette.a }",
      "DS/Button.swift": "enum ButtonComponentTokens { static let c = SemanticColors.b }",
      "DS/ColorRaw.swift":
        "extension ColorRawTokens { static let d: ColorRawToken = \"#FFFFFFFF\" }",
      "DS/Other.swift": "enum Spacing { static let e: CGFloat = 4 }",
    ])
    #expect(SwiftFixture.token("Palette.a", in: document)?.declaredLayer == .raw)
    #expect(SwiftFixture.token("SemanticColors.b", in: document)?.declaredLayer == .semantic)
    #expect(
      SwiftFixture.token("ButtonComponentTokens.c", in: document)?.declaredLayer == .component
    )
    #expect(SwiftFixture.token("ColorRawTokens.d", in: document)?.declaredLayer == .raw)
    #expect(SwiftFixture.token("Spacing.e", in: document)?.declaredLayer == nil)
  }

  /// Swift deprecates a token with `@available(…, deprecated…)`: read as `$deprecated`, with
  /// its message or new name as the reason; an availability that deprecates nothing is not.
  @Test func availabilityDeprecationIsTheTokensDeprecation() {
    let document = SwiftFixture.document([
      "BrandTokens.swift": """
      enum BrandTokens {
        @available(*, deprecated, message: "use newBrand")
        static let oldBrand = Color(hex: "#000000")
        @available(iOS, deprecated: 17.0, renamed: "newBrand")
        static let olderBrand = Color(hex: "#000000")
        @available(iOS 15, *)
        static let newBrand = Color(hex: "#111111")
      }
      """
    ])
    let deprecation = { (name: String) in
      SwiftFixture.token("BrandTokens." + name, in: document)?.deprecation
    }
    #expect(deprecation("oldBrand") == .deprecated(reason: "use newBrand"))
    #expect(deprecation("olderBrand") == .deprecated(reason: "renamed to newBrand"))
    #expect(deprecation("newBrand") == nil)
  }
}
