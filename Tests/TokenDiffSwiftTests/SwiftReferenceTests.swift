import Testing
import TokenDiffCore
import TokenDiffSwift

/// How names written in Swift are followed to the tokens they mean.
@Suite struct SwiftReferenceTests {
  @Test func qualifiedUnqualifiedImplicitAndProviderReferencesResolve() {
    let document = SwiftFixture.document([
      "Tokens.swift": """
      extension Color {
        static let accentPrimary = Color(hex: "#017CFF")
      }
      enum Palette {
        static let base = Color(hex: "#000000")
        static let alias = base
        static let highlight: Color = .accentPrimary
      }
      class ColorProvider {
        var bgPrimary: Color { Palette.base }
      }
      class ButtonComponentTokens {
        let colors: ColorProvider
        var fill: Color { colors.bgPrimary }
      }
      """
    ])
    let targets = Dictionary(
      uniqueKeysWithValues: document.tokens.map {
        ($0.path.description, $0.aliasTarget?.description)
      }
    )
    #expect(targets["Palette.alias"] == "Palette.base")
    #expect(targets["Palette.highlight"] == "Color.accentPrimary")
    #expect(targets["ColorProvider.bgPrimary"] == "Palette.base")
    #expect(targets["ButtonComponentTokens.fill"] == "ColorProvider.bgPrimary")
  }

  @Test func anUnresolvableReferenceIsAFindingAtTheSwiftLine() {
    let revision = SwiftFixture.revision([
      "Semantic.swift": """
      enum SemanticColors {
        static let text = Color(hex: "#111111")
      }
      enum CardComponentTokens {
        static let title = SemanticColors.text
        static let body = SemanticColors.removed
      }
      """
    ])
    let broken = revision.findings.filter { $0.kind == .brokenReference }
    #expect(broken.count == 1)
    #expect(broken.first?.token == TokenPath(dotted: "CardComponentTokens.body"))
    #expect(broken.first?.location == SourceLocation(file: "Semantic.swift", line: 6, column: 21))
  }

  @Test func systemColoursStayOpaqueAndAreNeverBroken() {
    let revision = SwiftFixture.revision([
      "Tokens.swift": """
      extension Color { static let brand = Color(hex: "#123456") }
      enum SemanticColors {
        static let clear: Color = .clear
        static let label = UIColor.label
        static let background = Color(uiColor: .systemBackground)
      }
      """
    ])
    #expect(!revision.findings.contains { $0.kind == .brokenReference })
  }

  /// A call of a switch-table function with one case is that row (microsoft/fluentui-apple's
  /// `GlobalTokens.neutralColor(.grey14)`), so a palette change reaches what calls it.
  @Test func aCallOfASwitchTableWithACaseIsItsRow() {
    let revision = SwiftFixture.revision([
      "GlobalTokens.swift": """
      enum GlobalTokens {
        enum NeutralColorToken { case white, grey14 }
        static func neutralColor(_ token: NeutralColorToken) -> Color {
          switch token {
          case .white: return Color(hex: "#FFFFFF")
          case .grey14: return Color(hex: "#242424")
          }
        }
        static let ink = neutralColor(.grey14)
      }
      enum AliasTokens {
        static let foreground1 = GlobalTokens.neutralColor(.grey14)
        static let other = GlobalTokens.neutralColor(.missing)
        static let initialized = Color(.brand)
      }
      extension Color { static let brand = Color(hex: "#445566") }
      """
    ])
    let tokens = SwiftFixture.baseline(revision)
    #expect(
      tokens["AliasTokens.foreground1"]?.aliasOf?.description == "GlobalTokens.neutralColor.grey14"
    )
    #expect(tokens["AliasTokens.foreground1"]?.value?.text == "#242424")
    #expect(tokens["GlobalTokens.ink"]?.aliasOf?.description == "GlobalTokens.neutralColor.grey14")
    // A case the table does not have stays the call it is.
    #expect(tokens["AliasTokens.other"]?.aliasOf == nil)
    // An initializer is no table: `Color(.brand)` is `Color(UIColor.brand)`.
    #expect(tokens["AliasTokens.initialized"]?.aliasOf == nil)
  }
}
