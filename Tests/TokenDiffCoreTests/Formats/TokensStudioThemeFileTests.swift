import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// What a Tokens Studio project's theme files do to findings and changes, from real
/// repositories (kpsolo/cis-design-tokens, Decathlon/vitamin-design, AletheiaDS/DesignTokens).
struct TokensStudioThemeFileTests {
  private static let themes = ##"""
    [{"id": "1", "name": "a", "selectedTokenSets": {"a": "enabled"}},
     {"id": "2", "name": "b", "selectedTokenSets": {"b": "enabled"}}]
    """##

  private static func project(a: String, b: String) -> RevisionSnapshot {
    .test([
      "$metadata.json": ##"{"tokenSetOrder": ["a", "b"]}"##, "$themes.json": themes,
      "a.json": a, "b.json": b,
    ])
  }

  private static let bad =
    ##"{"ok": {"value": "#ffffff", "type": "color"}, "bad": {"value": "transaparent", "type": "color"}}"##
  private static let fixed =
    ##"{"ok": {"value": "#ffffff", "type": "color"}, "bad": {"value": "transparent", "type": "color"}}"##

  /// The same mistake in two themes' files is two findings, each in its theme; fixing one
  /// leaves the other as it was, not new.
  @Test func aMistakeInTwoThemesFilesIsTwoFindings() {
    let check = makeCheckReport(Self.project(a: Self.bad, b: Self.bad), policy: ResolutionPolicy())
    let invalid = check.findings.map(\.finding).filter { $0.kind == .invalidValue }
    #expect(
      invalid.map { "\($0.location?.file ?? "") \($0.mode ?? "")" } == [
        "a.json theme=a", "b.json theme=b",
      ]
    )
    let diff = makeDiffReport(
      base: Self.project(a: Self.bad, b: Self.bad),
      head: Self.project(a: Self.fixed, b: Self.bad),
      policy: ResolutionPolicy()
    )
    let head = diff.findings.filter { $0.revision == .head && $0.finding.kind == .invalidValue }
    #expect(head.map(\.finding.location?.file) == ["b.json"])
    #expect(head.allSatisfy { !$0.isNew })
  }

  /// A set file that stops parsing: its parse error, not its tokens removed nor a note that
  /// it holds none.
  @Test func aSetFileThatStopsParsingRemovesNoToken() {
    let good =
      ##"{"bg": {"value": "#ffffff", "type": "color"}, "fg": {"value": "#000000", "type": "color"}}"##
    let broken =
      ##"{"bg": {"value": "#ffffff", "type": "color"}, "fg": {"value": "#000000", "type": "color"},}"##
    let diff = makeDiffReport(
      base: Self.project(a: good, b: good),
      head: Self.project(a: broken, b: good),
      policy: ResolutionPolicy()
    )
    #expect(diff.changes.filter { $0.kind == .removed }.isEmpty, "\(diff.changes.map(\.token))")
    let head = diff.findings.filter { $0.revision == .head }.map(\.finding)
    #expect(head.map(\.kind) == [.parseError], "\(head.map(\.message))")
    #expect(FailOn.default.failures(in: diff) == ["1 broken"])
  }

  /// An empty set is a note in the single-file form, as in a folder of set files.
  @Test func anEmptySetOfASingleFileIsANote() {
    let revision = RevisionResolver.resolve(
      .test([
        "tokens.json":
          ##"{"core": {"c": {"value": "#ffffff", "type": "color"}}, "brand": {}, "$themes": [{"id": "1", "name": "t", "selectedTokenSets": {"core": "enabled", "brand": "enabled"}}], "$metadata": {"tokenSetOrder": ["core", "brand"]}}"##
      ]),
      policy: ResolutionPolicy()
    )
    #expect(
      revision.findings.map { "\($0.severity) \($0.message)" } == [
        "note the set 'brand' holds no tokens"
      ]
    )
  }
}
