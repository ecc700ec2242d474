import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// A hand-written `$themes.json` naming `semantic/light` for the file
/// `semantic/light.tokens.json` (which Tokens Studio names `semantic/light.tokens`): the theme
/// names a set that does not exist, which is reported, and the files it evidently means make
/// its modes (MerlinZuni's shape: the plugin later rewrote the names, changing no token).
struct TokensStudioEvidentSetTests {
  static func files(suffix: String) -> [String: String] {
    [
      "tokens/$themes.json": """
      [{"id": "l", "name": "light", "group": "mode", "selectedTokenSets": {"primitives/color\(suffix)": "source", "semantic/light\(suffix)": "enabled"}},
       {"id": "d", "name": "dark", "group": "mode", "selectedTokenSets": {"primitives/color\(suffix)": "source", "semantic/dark\(suffix)": "enabled"}}]
      """,
      "tokens/primitives/color.tokens.json":
        ##"{"color": {"$type": "color", "white": {"$value": "#ffffff"}, "ink": {"$value": "#111111"}}}"##,
      "tokens/semantic/light.tokens.json":
        ##"{"color": {"$type": "color", "bg": {"$value": "{color.white}"}}}"##,
      "tokens/semantic/dark.tokens.json":
        ##"{"color": {"$type": "color", "bg": {"$value": "{color.ink}"}}}"##,
    ]
  }

  @Test func aSetNamedWithoutItsTokensSuffixIsReportedAndReadAsThatSet() throws {
    let revision = RevisionResolver.resolve(
      .discovered(Self.files(suffix: "")),
      policy: ResolutionPolicy()
    )
    let broken = revision.findings.filter { $0.kind == .brokenReference }.map(\.message)
    #expect(broken.count == 4, "\(broken)")
    #expect(
      broken.contains {
        $0.contains("set 'semantic/light', which has no file semantic/light.json")
          && $0.contains("tokens/semantic/light.tokens.json 'semantic/light.tokens'")
      },
      "\(broken)"
    )
    let background = try #require(
      TokenExplanation.explain(TokenPath(dotted: "color.bg"), in: revision)
    )
    let values = background.modes.map { "\($0.mode ?? "-") \($0.value?.text ?? "-")" }
    #expect(values.sorted() == ["mode=dark #111111", "mode=light #ffffff"], "\(values)")
  }

  @Test func namingTheSetsAsTheToolDoesChangesNoToken() {
    let report = makeDiffReport(
      base: .discovered(Self.files(suffix: "")),
      head: .discovered(Self.files(suffix: ".tokens")),
      policy: ResolutionPolicy()
    )
    #expect(report.changes.isEmpty, "\(report.changes.map { "\($0.token) \($0.kind)" })")
    #expect(report.modes.base == report.modes.head)
    #expect(report.modes.head == ["mode=dark", "mode=light"])
  }

  @Test func aSetThatExistsIsNeverReadAsItsTokensTwin() {
    let paths: Set<String> = ["t/core.json", "t/core.tokens.json"]
    #expect(
      TokensStudioSets.filesOrEvident(ofSet: "core", folder: "t", among: paths) == ["t/core.json"]
    )
    #expect(TokensStudioSets.filesOrEvident(ofSet: "ghost", folder: "t", among: paths) == [])
    #expect(
      TokensStudioSets.filesOrEvident(ofSet: "core", folder: "t", among: ["t/core.tokens.json"])
        == ["t/core.tokens.json"]
    )
  }

  /// A set the metadata lists by the name without `.tokens` and no theme uses is a draft like
  /// any other: a change in it is not reported.
  @Test func anEvidentDraftIsADraft() {
    func files(_ value: String) -> [String: String] {
      [
        "$themes.json": ##"[{"name": "t", "selectedTokenSets": {"core": "enabled"}}]"##,
        "$metadata.json": ##"{"tokenSetOrder": ["core", "extra"]}"##,
        "core.json": ##"{"x": {"$type": "color", "$value": "#ff0000"}}"##,
        "extra.tokens.json": ##"{"draft": {"$type": "color", "$value": "\##(value)"}}"##,
      ]
    }
    let report = makeDiffReport(
      base: .discovered(files("#00ff00")),
      head: .discovered(files("#0000ff")),
      policy: ResolutionPolicy()
    )
    #expect(report.changes.isEmpty, "\(report.changes.map(\.token))")
  }
}
