import Foundation
import Testing
import TokenDiffTestSupport

/// genshi-design-system: Tokens Studio names a set after its Figma collection, and a collection
/// hidden from publishing starts with a dot (`.primitive/default`). The default exclusions left
/// dot-folders out, so every alias into the set was broken (416 false errors).
@Suite struct TokensStudioHiddenSetTests {
  static func files(primary: String) -> [String: String] {
    [
      "$metadata.json": #"{"tokenSetOrder": [".primitive/default", "color/value"]}"#,
      "$themes.json":
        #"[{"id": "t1", "name": "default", "selectedTokenSets": {".primitive/default": "source", "color/value": "enabled"}}]"#,
      ".primitive/default.json":
        #"{"color": {"brand": {"100": {"value": "\#(primary)", "type": "color"}}}}"#,
      "color/value.json":
        #"{"text": {"brand": {"value": "{color.brand.100}", "type": "color"}}}"#,
      // Dot-folders outside a project, dependencies inside one, and files whose own name
      // starts with a dot (a set of no name, `.json`) stay unread.
      "brand/.json": #"{"z": {"value": "{missing}", "type": "color"}}"#,
      ".github/tokens/stale.json": #"{"x": {"$value": "{missing}"}}"#,
      // An editor's local history beside a project at the root: no set the project names.
      ".history/color/value_20230101120000.json":
        #"{"text": {"brand": {"value": "{color.brand.900}", "type": "color"}}}"#,
      "node_modules/.cache/x.json": #"{"y": {"value": "{missing}", "type": "color"}}"#,
    ]
  }

  @Test func aSetInADotFolderOfAProjectIsRead() throws {
    let fixture = try FixtureRepository()
    try fixture.commit(Self.files(primary: "#004ca6"), message: "base", step: 0)
    try fixture.commit(Self.files(primary: "#0050b0"), message: "head", step: 1)
    let check = try runJSON(["check", "HEAD"], in: fixture.directory)
    #expect(check.findings.isEmpty, "\(check.findings)")
    let diff = try runJSON(["HEAD~1..HEAD"], in: fixture.directory)
    #expect(
      diff.changeLines == ["text.brand value-changed"],
      "\(diff.changeLines)"
    )
    #expect(diff.change("text.brand", "value-changed")?.string("via") == "color.brand.100")
  }
}
