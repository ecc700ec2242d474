import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// A `$themes.json` that stops parsing (a trailing comma, BrunoAires-Emergn/tokens-denisstrong
/// `305726c`) is its parse error, which fails the run; the tokens of its sets are unknown, not
/// removed (it was 426 breaking removals).
struct TokensStudioThemesParseErrorTests {
  private func project(themes: String) -> RevisionSnapshot {
    .discovered([
      "tokens/$themes.json": themes,
      "tokens/$metadata.json": ##"{"tokenSetOrder": ["core", "light", "dark"]}"##,
      "tokens/core.json": ##"{"ink": {"value": "#111111", "type": "color"}}"##,
      "tokens/light.json": ##"{"text": {"value": "{ink}", "type": "color"}}"##,
      "tokens/dark.json": ##"{"text": {"value": "#eeeeee", "type": "color"}}"##,
    ])
  }

  private let themes = ##"""
    [{"id": "l", "name": "Light", "group": "Mode", "selectedTokenSets": {"core": "source", "light": "enabled"}},
     {"id": "d", "name": "Dark", "group": "Mode", "selectedTokenSets": {"core": "source", "dark": "enabled"}}]
    """##

  @Test func aThemesFileThatStopsParsingRemovesNoToken() {
    let broken = themes.replacing("}}]", with: "}},]")
    let report = makeDiffReport(
      base: project(themes: themes),
      head: project(themes: broken),
      policy: ResolutionPolicy()
    )
    #expect(
      report.changes.filter { $0.kind == .removed }.isEmpty,
      "\(report.changeSummary)"
    )
    #expect(
      report.findings.contains {
        $0.finding.kind == .parseError && $0.finding.location?.file == "tokens/$themes.json"
      }
    )
  }
}
