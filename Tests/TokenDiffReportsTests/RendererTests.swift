import Foundation
import Testing
import TokenDiffCore
import TokenDiffReports
import TokenDiffTestSupport

@Suite struct RendererTests {
  /// A diff whose token names, values and descriptions try to inject Markdown, HTML, mentions,
  /// table cells and terminal escapes.
  static let hostile: Report = {
    let name =
      "evil|<img src=x onerror=alert(1)>@octocat ![x](https://e.test/a.png) `tick` *b* [l](j:x)"
    let base = RevisionSnapshot.test(
      ["t.tokens.json": #"{"g": {"$type": "string", "\#(name)": {"$value": "a"}}}"#],
      revision: "main"
    )
    let head = RevisionSnapshot.test(
      [
        "t.tokens.json":
          #"{"g": {"$type": "string", "\#(name)": {"$value": "b\u001b[31m|<script>"}}}"#
      ],
      revision: "feature<script>"
    )
    return makeDiffReport(base: base, head: head, policy: ResolutionPolicy())
  }()

  @Test func markdownEscapesEverythingFromTokenFiles() {
    let markdown = ReportFormat.markdown.render(Self.hostile)
    #expect(markdown.hasPrefix("<!-- tokendiff -->\n"))
    for forbidden in ["<img", "<script", "@octocat", "![", "](", "`tick`", "*b*", "\u{1b}", "|<"] {
      #expect(!markdown.contains(forbidden), "\(forbidden) must be escaped")
    }
    #expect(markdown.contains("onerror"))
    Inertness.expectTablesKeepTheirColumns(markdown, minimumRows: 2)
  }

  @Test func textNeutralisesTerminalEscapes() {
    let text = ReportFormat.text.render(Self.hostile)
    #expect(!text.contains("\u{1b}"))
    #expect(text.contains("\\u{1b}[31m"))
  }

  @Test func jsonRoundTripsHostileText() throws {
    let json = ReportFormat.json.render(Self.hostile)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    )
    let changes = try #require(object["changes"] as? [[String: Any]])
    #expect(changes.count == 1)
    #expect((changes[0]["token"] as? String)?.hasSuffix("[l](j:x)") == true)
    #expect(
      ((changes[0]["after"] as? [String: Any])?["value"] as? String) == "b\u{1b}[31m|<script>"
    )
    #expect((object["head"] as? [String: Any])?["revision"] as? String == "feature<script>")
  }

  @Test func jsonContractHasItsMembersAndSortedKeys() throws {
    let json = ReportFormat.json.render(Self.hostile)
    #expect(
      json.hasPrefix(
        "{\n  \"base\": {\n    \"commit\": null,\n    \"revision\": \"main\"\n  },\n  \"blastRadius\": ["
      )
    )
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    )
    #expect(object["schemaVersion"] as? Int == 1)
    let summary = try #require(object["summary"] as? [String: Int])
    for kind in ChangeKind.allCases { #expect(summary[kind.rawValue] != nil) }
    #expect(summary["value-changed"] == 1)
    let change = try #require((object["changes"] as? [[String: Any]])?.first)
    #expect(
      Set(change.keys) == [
        "token", "kind", "mode", "dimensions", "layer", "file", "line", "before", "after", "via",
        "impact", "layerSource",
      ]
    )
  }

  @Test func anEmptyDiffSaysSo() {
    let same = RevisionSnapshot.test(["t.tokens.json": #"{"a": {"$type": "number", "$value": 1}}"#])
    let report = makeDiffReport(base: same, head: same, policy: ResolutionPolicy())
    #expect(ReportFormat.text.render(report).contains("no token changes"))
    #expect(ReportFormat.markdown.render(report).contains("no token changes"))
  }

  /// A token removed with a light and a dark value is two entries and one breaking change, as a
  /// token added with two values is one addition.
  @Test func aTokenRemovedInTwoModesIsOneBreakingChange() {
    let report = Self.changesOnly(
      ["theme=dark", "theme=light"].map { mode in
        SampleReports.change(
          "crumb.bg",
          .removed,
          mode: mode,
          before: SampleReports.state(SampleReports.color("#2b2b2b")),
          impact: .breaking
        )
      }
    )
    let text = ReportFormat.text.render(report)
    #expect(text.contains("1 breaking change,"), "\(text)")
    #expect(!text.contains("2 breaking changes"))
  }

  /// The sample report with `changes` and no findings or contrast. Pure.
  static func changesOnly(_ changes: [TokenChange]) -> Report {
    var report = SampleReports.full
    report.changes = changes
    report.findings = []
    report.contrast = []
    report.contrastTallies = []
    return report
  }

  /// meganz/MEGADesignToken: a token added with a light and a dark value is two entries and
  /// one addition; every format counts it as the headline does.
  @Test func sectionsCountAddedTokensAsTheHeadlineDoes() {
    let report = Self.changesOnly(
      [("theme=dark", "#6e747d"), ("theme=light", "#04101e")].map { mode, value in
        SampleReports.change(
          "alt",
          .added,
          mode: mode,
          after: SampleReports.state(SampleReports.color(value)),
          impact: .additive
        )
      } + [
        SampleReports.change(
          "transparent",
          .added,
          after: SampleReports.state(SampleReports.color("#000000b3")),
          impact: .additive
        )
      ]
    )
    let text = ReportFormat.text.render(report)
    #expect(text.contains("2 additions"), "\(text)")
    #expect(text.contains("Added (2 tokens, 3 entries)"), "\(text)")
    let markdown = ReportFormat.markdown.render(report)
    #expect(markdown.contains("<summary>Added (2 tokens, 3 entries)</summary>"), "\(markdown)")
    #expect(markdown.contains("| **2** |"), "\(markdown)")
    let html = ReportFormat.html.render(report)
    #expect(html.contains("(2 tokens, 3 entries)</option>"))
  }

  /// A note about a whole folder names no file: no empty place before its kind.
  @Test func aFindingWithoutAFileHasNoEmptyPlace() {
    var report = SampleReports.full
    report.findings = [
      ReportedFinding(
        revision: nil,
        finding: Finding(
          kind: .skippedFile,
          location: SourceLocation(file: "", line: 1, column: 1),
          message: "dist/ holds 6 token files but is build output; it is not read"
        ),
        isNew: false
      )
    ]
    let text = ReportFormat.text.render(report)
    #expect(text.contains("  note: skipped-file: dist/ holds 6 token files"), "\(text)")
    #expect(!text.contains(": : "))
  }

  @Test func renderingIsDeterministic() {
    for format in ReportFormat.allCases {
      #expect(format.render(Self.hostile) == format.render(Self.hostile))
    }
  }
}
