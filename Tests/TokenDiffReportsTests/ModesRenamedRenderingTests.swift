import Foundation
import Testing
import TokenDiffCore
import TokenDiffReports
import TokenDiffTestSupport

/// A value of a dimension renamed under the same identity (a Tokens Studio theme's `id`) is
/// named in every format as breaking, its names escaped like any other text from token files.
@Suite struct ModesRenamedRenderingTests {
  static var report: Report {
    var report = SampleReports.full
    report.modes = ModeList.matched(
      base: ["Color=Dark", "Color=Light"],
      head: ["Color=Dark <b>Mode</b>", "Color=Light"],
      renamed: [ModeRename(from: "Color=Dark", to: "Color=Dark <b>Mode</b>")]
    )
    return report
  }

  @Test func theModeListSaysRenamedNotRemovedAndAdded() {
    #expect(Self.report.modes.removed.isEmpty)
    #expect(Self.report.modes.added.isEmpty)
  }

  @Test func jsonListsEachRename() throws {
    let json = JSONReportRenderer.render(Self.report)
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    )
    let modes = try #require(root["modes"] as? [String: Any])
    let renamed = try #require(modes["renamed"] as? [[String: String]])
    #expect(renamed == [["from": "Color=Dark", "to": "Color=Dark <b>Mode</b>"]])
    // `tokendiff render` reads it back (the schema it checks against allows it).
    let read = try JSONReportReader.read(Array(json.utf8))
    #expect(read.modes == Self.report.modes)
    // Absent when nothing was renamed, as in every report before.
    let plain = JSONReportRenderer.render(SampleReports.full)
    #expect(!plain.contains("\"renamed\": ["))
  }

  @Test func textMarkdownNotesAndHTMLNameItAsBreaking() {
    let text = TextReportRenderer.render(Self.report)
    #expect(text.contains("renamed (breaking): Color=Dark → Color=Dark <b>Mode</b>"), "\(text)")
    let markdown = MarkdownReportRenderer.render(Self.report)
    #expect(
      markdown.contains(
        "**Renamed: <code>Color=Dark</code> → <code>Color=Dark &#60;b&#62;Mode&#60;/b&#62;</code>**"
      ),
      "\(markdown)"
    )
    #expect(!markdown.contains("<b>Mode</b>"))
    let notes = ReleaseNotesRenderer.render(Self.report)
    #expect(
      notes.contains("### Modes renamed (1)\n\n- `Color=Dark` → `Color=Dark <b>Mode</b>`: breaking")
    )
    let html = HTMLReportRenderer.render(Self.report)
    #expect(html.contains("renamed (breaking): Color=Dark → Color=Dark &lt;b&gt;Mode&lt;/b&gt;"))
    #expect(!html.contains("<b>Mode</b>"))
  }
}

/// A diff whose token changes break nothing but which removes or renames a mode does not say
/// "nothing breaking" beside the modes line's "(breaking)" (designsystemet's theme rename:
/// "75 additions, nothing breaking, suggested bump: major").
@Suite struct BreakingModeChangesVerdictTests {
  @Test func aRemovedOrRenamedModeIsCountedAsBreaking() {
    var report = SampleReports.full
    report.changes = report.changes.filter { $0.kind == .added }
    report.findings = []
    report.failures = []
    #expect(!report.changes.isEmpty)
    let plain = TextReportRenderer.render(report)
    #expect(plain.contains("nothing breaking"), "\(plain)")
    report.modes = ModeList.matched(
      base: ["Color=Dark", "Color=Dim", "Color=Light"],
      head: ["Color=Dark Mode", "Color=Light"],
      renamed: [ModeRename(from: "Color=Dark", to: "Color=Dark Mode")]
    )
    let text = TextReportRenderer.render(report)
    #expect(text.contains("2 breaking mode changes"), "\(text)")
    #expect(!text.contains("nothing breaking"), "\(text)")
  }
}
