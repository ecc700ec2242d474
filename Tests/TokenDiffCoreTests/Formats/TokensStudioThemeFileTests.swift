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

  /// A value a theme group gains that another group already had is a mode added, not compared
  /// with the group's old value (Mattilsynet/design: `Main color=inverted`).
  @Test func aValueAnotherGroupHadIsStillAModeAdded() {
    func revision(gaining: Bool) -> RevisionSnapshot {
      var themes = [
        ##"{"id": "b", "name": "base", "group": "Base", "selectedTokenSets": {"base": "enabled"}}"##,
        ##"{"id": "m1", "name": "primary", "group": "Main color", "selectedTokenSets": {"main/primary": "enabled"}}"##,
        ##"{"id": "s1", "name": "inverted", "group": "Support color", "selectedTokenSets": {"support/inverted": "enabled"}}"##,
      ]
      var files = [
        "base.json":
          ##"{"primary": {"bg": {"value": "#0000ff", "type": "color"}}, "inverted": {"bg": {"value": "#000000", "type": "color"}}}"##,
        "main/primary.json": ##"{"main": {"bg": {"value": "{primary.bg}", "type": "color"}}}"##,
        "support/inverted.json":
          ##"{"support": {"bg": {"value": "{inverted.bg}", "type": "color"}}}"##,
      ]
      if gaining {
        themes.insert(
          ##"{"id": "m2", "name": "inverted", "group": "Main color", "selectedTokenSets": {"main/inverted": "enabled"}}"##,
          at: 2
        )
        files["main/inverted.json"] =
          ##"{"main": {"bg": {"value": "{inverted.bg}", "type": "color"}}}"##
      }
      files["$themes.json"] = "[" + themes.joined(separator: ",") + "]"
      files["$metadata.json"] =
        ##"{"tokenSetOrder": ["base", "main/primary", "main/inverted", "support/inverted"]}"##
      return .test(files)
    }
    let report = makeDiffReport(
      base: revision(gaining: false),
      head: revision(gaining: true),
      policy: ResolutionPolicy()
    )
    #expect(report.changes.isEmpty, "\(report.changes.map { "\($0.token) \($0.mode ?? "")" })")
    #expect(report.modes.added == ["Main color=inverted"])
  }

  /// A change over every compared mode is described over them, not split by the values of the
  /// group a mode added extends.
  @Test func aModeAddedDoesNotSplitAChangeOverTheOthers() {
    func revision(_ target: String, colors: [String]) -> RevisionSnapshot {
      var themes: [String] = []
      for scheme in ["light", "dark"] {
        themes.append(
          ##"{"id": "\##(scheme)", "name": "\##(scheme)", "group": "Scheme", "selectedTokenSets": {"\##(scheme)": "enabled"}}"##
        )
      }
      for color in colors {
        themes.append(
          ##"{"id": "c\##(color)", "name": "\##(color)", "group": "Colors", "selectedTokenSets": {"colors": "enabled"}}"##
        )
      }
      return .test([
        "light.json":
          ##"{"red": {"value": "#ff0000", "type": "color"}, "accent": {"value": "#ff0000", "type": "color"}}"##,
        "dark.json":
          ##"{"red": {"value": "#880000", "type": "color"}, "accent": {"value": "#880000", "type": "color"}}"##,
        "colors.json": ##"{"danger": {"value": "{\##(target)}", "type": "color"}}"##,
        "$themes.json": "[" + themes.joined(separator: ",") + "]",
        "$metadata.json": ##"{"tokenSetOrder": ["light", "dark", "colors"]}"##,
      ])
    }
    let report = makeDiffReport(
      base: revision("red", colors: ["a", "b"]),
      head: revision("accent", colors: ["a", "b", "c"]),
      policy: ResolutionPolicy()
    )
    #expect(report.modes.added == ["Colors=c"])
    #expect(report.changes.map { $0.mode ?? "" }.sorted() == ["Scheme=dark", "Scheme=light"])
  }

  /// A helper's reduction: a brand folder renamed (a mode removed, one added) in the commit
  /// that overrides a component size in the other brand. The change holds in every compared
  /// mode, but not in the new brand, which keeps the old size: it is `brand=acme`, never every
  /// mode.
  @Test func aChangeInEveryComparedModeNamesThemWhenTheHeadHasOthers() {
    func revision(_ second: String, acmeHeight: String?) -> RevisionSnapshot {
      var files = [
        "tokens/components/input.json":
          ##"{"input": {"height": {"$value": "50px", "$type": "dimension"}}}"##,
        "tokens/brands/acme/colors.json":
          ##"{"brand": {"primary": {"$value": "#0066cc", "$type": "color"}}}"##,
        "tokens/brands/\(second)/colors.json":
          ##"{"brand": {"primary": {"$value": "#cc6600", "$type": "color"}}}"##,
      ]
      if let acmeHeight {
        files["tokens/brands/acme/input.json"] =
          ##"{"input": {"height": {"$value": "\##(acmeHeight)", "$type": "dimension"}}}"##
      }
      return .discovered(files)
    }
    let report = makeDiffReport(
      base: revision("brand-b", acmeHeight: nil),
      head: revision("firstwatch", acmeHeight: "48px"),
      policy: ResolutionPolicy()
    )
    let rows = report.changes.map { "\($0.token) \($0.mode ?? "every mode")" }
    #expect(rows == ["input.height brand=acme"], "\(rows) \(report.modes)")
  }
}
