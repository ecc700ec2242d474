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
}
