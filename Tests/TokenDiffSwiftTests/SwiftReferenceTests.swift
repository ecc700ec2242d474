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
}
