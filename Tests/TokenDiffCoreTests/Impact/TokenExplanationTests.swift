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

  /// Two files of a folder define one path (a theme naming no set leaves both read as drafts
  /// of one set): the value explained is the one that wins, and so is its alias chain.
  @Test func theChainExplainedIsTheWinningDefinitions() throws {
    let revision = RevisionResolver.resolve(
      .discovered([
        "t/$themes.json": ##"[{"name": "light", "selectedTokenSets": {"ghost": "enabled"}}]"##,
        "t/prim.json":
          ##"{"color": {"$type": "color", "white": {"$value": "#ffffff"}, "ink": {"$value": "#111111"}}}"##,
        "t/dark.json": ##"{"color": {"$type": "color", "bg": {"$value": "{color.ink}"}}}"##,
        "t/light.json": ##"{"color": {"$type": "color", "bg": {"$value": "{color.white}"}}}"##,
      ]),
      policy: ResolutionPolicy()
    )
    let explanation = try #require(
      TokenExplanation.explain(TokenPath(dotted: "color.bg"), in: revision)
    )
    let view = try #require(explanation.modes.first)
    let chain = view.aliasChain.map(\.description)
    let target = view.value?.text == "#111111" ? "color.ink" : "color.white"
    #expect(chain.contains(target), "\(chain) for \(view.value?.text ?? "-")")
    #expect(explanation.locations.count == 2)
  }
}
