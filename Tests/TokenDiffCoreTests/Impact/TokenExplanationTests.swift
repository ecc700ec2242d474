import Testing
import TokenDiffCore
import TokenDiffTestSupport

@Suite struct TokenExplanationTests {
  /// Figma SDS names its group defaults `$root` (`color.background.brand.$root`). Aliases reach
  /// such a token by the group's name, and so does `explain`: it used to answer "no token
  /// 'color.background.brand'".
  @Test func aGroupWithARootTokenIsExplainedByItsName() throws {
    let revision = RevisionResolver.resolve(
      .test([
        "t.tokens.json": ##"""
        {"brand": {"$type": "color", "$root": {"$value": "#0066cc"}, "hover": {"$value": "#004c99"}},
         "link": {"$type": "color", "$value": "{brand}"}}
        """##
      ]),
      policy: ResolutionPolicy()
    )
    let explanation = try #require(
      TokenExplanation.explain(TokenPath(dotted: "brand"), in: revision)
    )
    #expect(explanation.token.description == "brand.$root")
    #expect(TokenExplanation.explain(TokenPath(dotted: "nothing"), in: revision) == nil)
  }
}
