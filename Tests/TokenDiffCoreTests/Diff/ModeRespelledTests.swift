import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// A Figma Variables export names its files after its modes (`alias/darkmode.tokens.json`), and
/// a mode renamed in Figma renames the file (`alias/Dark Mode.tokens.json`). The value respelled
/// is the same mode renamed: its changes are compared with the old spelling's, not lost behind
/// a mode removed and another added (usds' shape: 15 value changes were "no token changes").
@Suite struct ModeRespelledTests {
  static func files(dark: String, light: String, muted: String) -> [String: String] {
    [
      "tokens/base.tokens.json":
        ##"{"color": {"$type": "color", "steel": {"300": {"$value": "#d4d9e3"}, "800": {"$value": "#363b40"}, "900": {"$value": "#111111"}}}}"##,
      "tokens/alias/\(dark).tokens.json":
        #"{"text": {"muted": {"$type": "color", "$value": "{color.steel.\#(muted)}"}}}"#,
      "tokens/alias/\(light).tokens.json":
        #"{"text": {"muted": {"$type": "color", "$value": "{color.steel.900}"}}}"#,
    ]
  }

  @Test func aModeFileRespelledKeepsItsChanges() {
    let report = makeDiffReport(
      base: .discovered(Self.files(dark: "darkmode", light: "lightmode", muted: "300")),
      head: .discovered(Self.files(dark: "Dark Mode", light: "Light Mode", muted: "800")),
      policy: ResolutionPolicy()
    )
    let rows = report.changes.map { "\($0.kind) \($0.token) \($0.mode ?? "-")" }
    #expect(rows == ["aliasRetargeted text.muted alias=Dark Mode"], "\(rows)")
    #expect(
      report.modes.renamed == [
        ModeRename(from: "alias=darkmode", to: "alias=Dark Mode"),
        ModeRename(from: "alias=lightmode", to: "alias=Light Mode"),
      ],
      "\(report.modes)"
    )
    #expect(report.modes.added.isEmpty && report.modes.removed.isEmpty, "\(report.modes)")
  }

  @Test func spellingsSetCaseSpacesPunctuationAndAClosingModeWordAside() {
    for value in ["Dark Mode", "dark-mode", "darkmode", "Dark", "dark_theme"] {
      #expect(ModeRenames.spelling(value) == "dark", "\(value)")
    }
    #expect(ModeRenames.spelling("mode") == "mode")
    #expect(ModeRenames.spelling("High Contrast") == "highcontrast")
    func found(_ base: [String], _ head: [String]) -> [ModeRename] {
      ModeRenames.found(base: [:], head: [:], baseModes: base, headModes: head)
    }
    #expect(
      found(["theme=dark"], ["theme=dark-mode"]) == [
        ModeRename(from: "theme=dark", to: "theme=dark-mode")
      ]
    )
    // Another dimension, or two head values of one spelling: no rename.
    #expect(found(["theme=dark"], ["scheme=Dark Mode"]).isEmpty)
    #expect(found(["theme=dark"], ["theme=Dark Mode", "theme=dark-mode"]).isEmpty)
    // A pair with an identity is renamed by its identity alone: another id is another theme,
    // unless it is the one value of its dimension on both sides (then always on, the same one).
    #expect(
      ModeRenames.found(
        base: ["theme=dark": "d1", "theme=light": "l"],
        head: ["theme=Dark Mode": "d2", "theme=light": "l"],
        baseModes: ["theme=dark", "theme=light"],
        headModes: ["theme=Dark Mode", "theme=light"]
      ).isEmpty
    )
    #expect(
      ModeRenames.found(
        base: ["theme=dark": "d1"],
        head: ["theme=Dark Mode": "d2"],
        baseModes: ["theme=dark"],
        headModes: ["theme=Dark Mode"]
      ) == [ModeRename(from: "theme=dark", to: "theme=Dark Mode")]
    )
    // A value both revisions have is no rename, whatever else is spelled like it.
    #expect(found(["theme=dark"], ["theme=dark", "theme=Dark Mode"]).isEmpty)
  }

  /// A folder whose `s` is no plural names its dimension as it is.
  @Test func aliasIsNoPlural() {
    #expect(AlternativeFiles.dimensionName("alias") == "alias")
    #expect(AlternativeFiles.dimensionName("status") == "status")
    #expect(AlternativeFiles.dimensionName("brands") == "brand")
    #expect(AlternativeFiles.dimensionName("families") == "family")
  }
}
