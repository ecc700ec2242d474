import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// Tokens written inside a token: DTCG does not allow them, Terrazzo reads them.
@Suite struct TokensInsideTokensTests {
  /// figmug-ui's Terrazzo files: a token holding tokens, which DTCG does not allow and
  /// Terrazzo reads (515 false findings when its children were left out).
  @Test func tokensInsideATokenAreReadWithAWarning() throws {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": """
      {"color": {"bg": {"$type": "color", "$value": "#ffffff",
                        "brand": {"$value": "#0d99ff"}}},
       "button": {"$type": "color", "$value": "{color.bg.brand}"}}
      """
    ])
    let finding = try #require(set.findings(for: "color.bg").first)
    #expect(finding.severity == .warning)
    #expect(finding.message.contains("read as tokens of their own"))
    #expect(set.findings.count == 1, "\(set.findings.map(\.message))")
    #expect(set.token("color.bg.brand")?.value?.text == "#0d99ff")
    #expect(set.token("button")?.value?.text == "#0d99ff")
  }
}
