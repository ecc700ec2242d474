import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// guivezula/design-system-web-multibrand: Style Dictionary's CTI `attributes` carry a `type`
/// (`"spacing"`), which read as a Tokens Studio type made the file Tokens Studio's, and its
/// shadow lists were then evaluated as math (3 false errors).
@Suite struct StyleDictionaryAttributesTests {
  static let shadow = "0px 4px 16px -2px rgb({color.grey-rgb} / {opacity.low})"

  @Test func aTypeInsideAttributesDoesNotMakeTheFileTokensStudios() throws {
    let files = [
      "tokens/shape.json": """
      {
        "opacity": { "low": { "value": ".08" } },
        "color": { "grey-rgb": { "value": "61 61 61" } },
        "spacing": { "sm": { "value": "4px", "attributes": { "category": "size", "type": "spacing" } } },
        "shadow": { "level-1": { "value": "\(Self.shadow)" } }
      }
      """
    ]
    #expect(TokenParser.parse(.test(files)).tokens.allSatisfy { $0.dialect == .styleDictionary })
    let set = ResolvedTokenSet.test(files)
    #expect(set.findings.isEmpty, "\(set.findings)")
    let shadow = try #require(set.token("shadow.level-1"))
    #expect(shadow.dependencies.map(\.description).sorted() == ["color.grey-rgb", "opacity.low"])
  }

  /// Tokens Studio (and sd-transforms) evaluate what they can of a list of values and keep the
  /// text: a shadow or padding written as one string is CSS, not a broken expression. Its
  /// references are still read.
  @Test func aListOfValuesInATokensStudioFileIsKeptAsText() throws {
    let files = [
      "tokens.json": """
      {
        "size": { "sm": { "value": "4", "type": "spacing" } },
        "shadow": {
          "list": { "value": "0px {size.sm} 16px -2px rgb(0 0 0 / 0.1)" },
          "sum": { "value": "{size.sm} +", "type": "spacing" }
        }
      }
      """
    ]
    #expect(TokenParser.parse(.test(files)).tokens.allSatisfy { $0.dialect == .tokensStudio })
    let set = ResolvedTokenSet.test(files)
    #expect(set.findings(for: "shadow.list").isEmpty, "\(set.findings)")
    #expect(set.token("shadow.list")?.dependencies.map(\.description) == ["size.sm"])
    // An expression that is not a list is still an error.
    #expect(set.findings(for: "shadow.sum").map(\.kind) == [.invalidValue])
  }
}
