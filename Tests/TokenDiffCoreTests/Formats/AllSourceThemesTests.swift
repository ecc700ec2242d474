import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// Themes that enable no set, every set `source`, kept for a build that names its sets itself
/// (publy-korea: `token-transformer tokens.json transformed/mobile.json Mobile`): their sets
/// are read as enabled, so their tokens are reported and their changes seen.
@Suite struct AllSourceThemesTests {
  static func file(_ weight: String) -> [String: String] {
    let text = #"""
      {"Mobile": {"font-weight": {"bold": {"value": "\#(weight)", "type": "fontWeights"}}},
       "PC": {"font-weight": {"bold": {"value": "\#(weight)", "type": "fontWeights"}}},
       "$themes": [
         {"id": "m", "name": "Mobile", "selectedTokenSets": {"Mobile": "source"}, "group": "APP"},
         {"id": "p", "name": "PC", "selectedTokenSets": {"PC": "source"}, "group": "APP"}],
       "$metadata": {"tokenSetOrder": ["Mobile", "PC"]}}
      """#
    return ["tokens.json": text]
  }

  @Test func aChangeInThemesOfSourceSetsIsReported() {
    let report = makeDiffReport(
      base: .discovered(Self.file("800")),
      head: .discovered(Self.file("700")),
      policy: ResolutionPolicy()
    )
    #expect(report.tokenCounts.head > 0)
    // One change, in both themes (each theme's set holds the same weight).
    #expect(
      report.changes.map { "\($0.token) \($0.kind.rawValue) \($0.mode ?? "every mode")" } == [
        "font-weight.bold value-changed every mode"
      ]
    )
    #expect(report.modes.head == ["APP=Mobile", "APP=PC"])
  }

  /// Themes that select no set at all (the plugin writes `{}` after a sync with nothing
  /// ticked; donate-mate's build reads `tokens.json` itself): the project is read as one
  /// without themes, every set enabled, so its changes are seen.
  @Test(arguments: [
    ##"[{"id": "light", "name": "Light", "selectedTokenSets": {}}]"##,
    ##"[{"id": "light", "name": "Light", "selectedTokenSets": {"tokens": "disabled"}}]"##,
  ])
  func themesThatSelectNothingReadEverySet(themes: String) {
    func files(_ color: String) -> [String: String] {
      [
        "$themes.json": themes,
        "$metadata.json": ##"{"tokenSetOrder": ["tokens"]}"##,
        "tokens.json":
          ##"{"brand": {"value": "\##(color)", "type": "color"}, "ink": {"value": "{brand}", "type": "color"}}"##,
      ]
    }
    let report = makeDiffReport(
      base: .discovered(files("#ff0000")),
      head: .discovered(files("#00ff00")),
      policy: ResolutionPolicy()
    )
    #expect(report.tokenCounts.head == 2)
    #expect(report.changes.map(\.token.description).sorted() == ["brand", "ink"])
  }
}
