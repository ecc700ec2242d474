import Foundation
import Testing
import TokenDiffCore
import TokenDiffTestSupport

@testable import TokenDiffReports

/// Token names, values, descriptions, modes and revision names that try to run script, close
/// the comment's `<details>`, break a table, open a code span, mention someone or show an image
/// render inert in every format.
@Suite struct HostileInputTests {
  static let payload = Inertness.payload

  static var report: Report {
    var report = SampleReports.full
    let name = TokenPath(["color", "evil " + payload])
    report.base?.revision = "main" + payload
    report.head.revision = "feature" + payload
    report.modes = ModeList(base: ["dark" + payload], head: ["dark" + payload])
    for index in report.changes.indices {
      report.changes[index].token = TokenPath(
        report.changes[index].token.segments + [payload]
      )
      report.changes[index].mode = report.changes[index].mode.map { $0 + payload }
      report.changes[index].note = "description " + payload
      report.changes[index].location.file = "tokens/" + payload + ".json"
    }
    report.changes.append(
      SampleReports.change(
        name.description,
        .valueChanged,
        before: SampleReports.state(.string(payload), type: .string),
        after: SampleReports.state(.string(payload + "2"), type: .string, alias: payload),
        via: payload,
        note: payload,
        from: payload
      )
    )
    for index in report.findings.indices {
      report.findings[index].finding.message = payload
      report.findings[index].finding.token = name
      report.findings[index].finding.mode = payload
    }
    report.contrast[0].foreground = name
    report.contrast[0].after?.note = payload
    report.contrast[0].after?.foreground = payload
    report.blastRadius[0].token = name
    report.failures = [payload]
    return report
  }

  static let options = RenderOptions(
    repositoryURL: "https://github.com/acme/tokens",
    fullReportURL: "https://acme.example/report.html"
  )

  @Test func markdownIsInert() {
    let markdown = MarkdownReportRenderer.render(Self.report, options: Self.options)
    Inertness.expectInertMarkdown(markdown)
    // The only code spans are the colour chips, which hold nothing but `#` and hex digits.
    let withoutChips = markdown.replacingOccurrences(
      of: "`#[0-9a-f]{6}`",
      with: "",
      options: .regularExpression
    )
    #expect(!withoutChips.contains("`"), "backticks from token files are character references")
    #expect(
      markdown.contains("&#64;&#8205;someone"),
      "the mention is broken by a zero-width joiner"
    )
    Inertness.expectTablesKeepTheirColumns(markdown)
  }

  @Test func releaseNotesAreInert() throws {
    let notes = ReleaseNotesRenderer.render(Self.report)
    // Token names are code spans fenced by more backticks than they contain...
    #expect(
      notes.contains("```color.legacy.x<script>alert(1)</script></details>|a|`b` ``c`` @someone")
    )
    // ...and outside the code spans nothing is left unescaped.
    let outside = Inertness.removingCodeSpans(notes)
    #expect(!outside.contains("`"))
    Inertness.expectInertMarkdown(outside)
    #expect(!outside.contains("</details>"))
  }

  @Test func htmlIsInert() {
    let html = HTMLReportRenderer.render(Self.report, options: Self.options)
    #expect(Browser.occurrences(of: "<script", in: html) == 1)
    #expect(!html.contains("alert(1)</"))
    #expect(!html.contains("</details>"))
    #expect(!html.contains("<img"))
    #expect(html.contains("x&lt;script&gt;alert(1)&lt;/script&gt;&lt;/details&gt;|a|`b`"))
    #expect(!html.contains("--c:x"), "a hostile colour never reaches the style sheet")
  }

  @Test func textAndJSONKeepTheTextExactly() throws {
    let text = TextReportRenderer.render(Self.report)
    #expect(text.contains(Self.payload))
    let json = JSONReportRenderer.render(Self.report)
    let document = try JSONDocument.parse(json)
    guard case .object(let root) = document, case .array(let changes)? = root["changes"],
      case .object(let last)? = changes.last
    else {
      Issue.record("unexpected JSON shape")
      return
    }
    #expect(last["via"] == .string(Self.payload))
    #expect(last["from"] == .string(Self.payload))
  }

  /// A right-to-left override in a token name reorders what follows it on screen (`evil` +
  /// U+202E + `txt.exe` shows as `evilexe.txt`), so a reviewer would read another name: every
  /// format people read shows bidirectional controls escaped; JSON keeps them exactly.
  @Test func bidirectionalControlsAreShownEscaped() throws {
    var report = SampleReports.full
    let name = "color.evil\u{202E}gnp.\u{2066}x"
    let removed = try #require(report.changes.firstIndex { $0.kind == .removed })
    report.changes[removed].token = TokenPath(dotted: name)
    report.changes[removed].note = "see \u{202E}reversed"
    let rendered = [
      TextReportRenderer.render(report),
      MarkdownReportRenderer.render(report, options: Self.options),
      HTMLReportRenderer.render(report, options: Self.options),
      ReleaseNotesRenderer.render(report),
    ]
    for output in rendered {
      #expect(!output.unicodeScalars.contains("\u{202E}"))
      #expect(!output.unicodeScalars.contains("\u{2066}"))
    }
    #expect(rendered[0].contains("color.evil\\u{202e}gnp.\\u{2066}x"))
    #expect(rendered[1].contains("color.evil&#92;u{202e}gnp.&#92;u{2066}x"))
    #expect(rendered[2].contains("color.evil\\u{202e}gnp.\\u{2066}x"))
    #expect(rendered[3].contains("color.evil\\u{202e}gnp.\\u{2066}x"))
    #expect(JSONReportRenderer.render(report).unicodeScalars.contains("\u{202E}"))
  }

  @Test func everyFormatIsDeterministic() {
    for format in ReportFormat.allCases {
      #expect(
        format.render(Self.report, options: Self.options)
          == format.render(Self.report, options: Self.options)
      )
    }
    #expect(ReleaseNotesRenderer.render(Self.report) == ReleaseNotesRenderer.render(Self.report))
  }
}
