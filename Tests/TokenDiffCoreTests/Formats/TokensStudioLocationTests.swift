import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// Each theme's row cites the file that theme writes the token in, even when two themes write
/// it alike (NVE's shape: light and dark retarget a token the same way, each in its own set).
@Suite struct TokensStudioLocationTests {
  static func files(light: String, dark: String) -> [String: String] {
    [
      "$themes.json": """
      [{"id": "1", "name": "light", "group": "scheme", "selectedTokenSets": {"core": "source", "light": "enabled"}},
       {"id": "2", "name": "dark", "group": "scheme", "selectedTokenSets": {"core": "source", "dark": "enabled"}},
       {"id": "3", "name": "dim", "group": "scheme", "selectedTokenSets": {"core": "source", "dim": "enabled"}}]
      """,
      "$metadata.json": ##"{"tokenSetOrder": ["core", "light", "dark", "dim"]}"##,
      "core.json": """
      {"blue": {"value": "#0000ff", "type": "color"}, "red": {"value": "#ff0000", "type": "color"},
       "grey": {"value": "#888888", "type": "color"}}
      """,
      "light.json": ##"{"fg": {"value": "\##(light)", "type": "color"}}"##,
      "dark.json": ##"{"fg": {"value": "\##(dark)", "type": "color"}}"##,
      "dim.json": ##"{"fg": {"value": "{grey}", "type": "color"}}"##,
    ]
  }

  @Test func eachThemesRowCitesItsOwnFile() {
    let report = makeDiffReport(
      base: .discovered(Self.files(light: "{blue}", dark: "{blue}")),
      head: .discovered(Self.files(light: "{red}", dark: "{red}")),
      policy: ResolutionPolicy()
    )
    let cited = report.changes.map { "\($0.mode ?? "-") \($0.location.file)" }.sorted()
    #expect(cited == ["scheme=dark dark.json", "scheme=light light.json"], "\(report.changes)")
  }

  /// `explain` reads the same modes: each theme's definition is the one its file holds.
  @Test func explainCitesEachThemesFile() throws {
    let revision = RevisionResolver.resolve(
      .discovered(Self.files(light: "{red}", dark: "{red}")),
      policy: ResolutionPolicy()
    )
    let explanation = try #require(TokenExplanation.explain(TokenPath(dotted: "fg"), in: revision))
    let files = explanation.modes.map { "\($0.mode ?? "-") \($0.location.file)" }
    #expect(files == ["scheme=light light.json", "scheme=dark dark.json", "scheme=dim dim.json"])
  }
}
