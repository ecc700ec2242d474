import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// A Style Dictionary build of a base and an override source: changing the override changes
/// every alias of the token it overrides (helper-found shape: only the overridden token was
/// reported, its aliases in the base file read the base's own value).
@Suite struct OverrideAliasDiffTests {
  static func files(primary: String) -> [String: String] {
    [
      "config.json":
        #"{"source": ["tokens/core/**/*.json", "tokens/overrides/**/*.json"], "platforms": {"css": {"transformGroup": "css", "files": [{"destination": "v.css", "format": "css/variables"}]}}}"#,
      "tokens/core/color.json":
        ##"{"color": {"primary": {"value": "#111111"}, "text": {"value": "{color.primary.value}"}, "bg": {"value": "#ffffff"}}}"##,
      "tokens/overrides/color.json": ##"{"color": {"primary": {"value": "\##(primary)"}}}"##,
    ]
  }

  @Test func anAliasOfAnOverriddenTokenChangesWithTheOverride() {
    let report = makeDiffReport(
      base: .discovered(Self.files(primary: "#ff0000")),
      head: .discovered(Self.files(primary: "#00aa00")),
      policy: ResolutionPolicy()
    )
    let rows = report.changes.map { "\($0.kind) \($0.token) \($0.after?.value?.text ?? "-")" }
    #expect(
      rows == ["valueChanged color.primary #00aa00", "valueChanged color.text #00aa00"],
      "\(rows)"
    )
  }

  /// A file that overrides a token the base file defines (Style Dictionary merges its sources,
  /// the later winning): added, it changes the token's value rather than adding a token; an
  /// edit to the definition it shadows changes nothing (sparknz' SET-Tokens).
  @Test func anOverridingFileReplacesTheDefinitionItShadows() {
    let config =
      #"{"source": ["tokens/**/*.json"], "platforms": {"css": {"transformGroup": "css", "files": [{"destination": "v.css", "format": "css/variables"}]}}}"#
    func base(_ background: String) -> String {
      ##"{"color": {"base": {"red": {"value": "#ff0000"}, "blue": {"value": "#0000ff"}, "green": {"value": "#00ff00"}}, "bg": {"value": "{color.base.\##(background).value}"}}}"##
    }
    let override = ##"{"color": {"bg": {"value": "{color.base.blue.value}"}}}"##
    func rows(_ before: [String: String], _ after: [String: String]) -> [String] {
      makeDiffReport(
        base: .discovered(before.merging(["config.json": config]) { $1 }),
        head: .discovered(after.merging(["config.json": config]) { $1 }),
        policy: ResolutionPolicy()
      ).changes.map {
        "\($0.kind) \($0.token) \($0.after?.value?.text ?? "-") \($0.location.file)"
      }
    }
    let added = rows(
      ["tokens/a.json": base("red")],
      ["tokens/a.json": base("red"), "tokens/b.json": override]
    )
    #expect(added == ["aliasRetargeted color.bg #0000ff tokens/b.json"], "\(added)")
    let shadowedEdit = rows(
      ["tokens/a.json": base("red"), "tokens/b.json": override],
      ["tokens/a.json": base("green"), "tokens/b.json": override]
    )
    #expect(shadowedEdit.isEmpty, "\(shadowedEdit)")
  }
}
