import Foundation
import Testing
import TokenDiffCore
import TokenDiffTestSupport

@testable import TokenDiffReports

/// The comment as GitHub shows it: rendered by cmark-gfm, the library GitHub renders comments
/// with, and checked in the HTML a reviewer sees.
@Suite(.enabled(if: GitHubMarkdown.isAvailable, Comment(rawValue: GitHubMarkdown.missingMessage)))
struct CommentThroughCmarkTests {
  static func html(_ report: Report) throws -> String {
    try GitHubMarkdown.html(MarkdownReportRenderer.render(report))
  }

  @Test func theFirstThingShownIsPassOrFailAndWhatFails() throws {
    let failing = try Self.html(SampleReports.full)
    let firstHeading = try #require(failing.range(of: "<h3>"))
    #expect(
      failing[firstHeading.upperBound...].hasPrefix(
        "❌ tokendiff fails: 1 broken token, 1 forbidden value</h3>"
      )
    )
    var passing = SampleReports.full
    passing.failures = []
    #expect(try Self.html(passing).contains("<h3>✅ tokendiff passes</h3>"))
  }

  /// GitHub draws a colour chip for a `<code>` element holding exactly `#rrggbb`, which only a
  /// backtick code span makes (GitHub drops the chip from raw `<code>` HTML).
  @Test func coloursAreCodeSpansGitHubDrawsChipsFor() throws {
    let markdown = MarkdownReportRenderer.render(SampleReports.full)
    #expect(markdown.contains("`#0265dc`"))
    let html = try GitHubMarkdown.html(markdown)
    #expect(html.contains("<code>#0265dc</code>"))
    #expect(html.contains("<code>#3b63fb</code>"))
    // An eight-digit colour is also shown opaque, for the chip, with its alpha in words.
    #expect(html.contains("<code>#00000080</code> (<code>#000000</code> at 50%)"))
  }

  @Test func everyTableKeepsItsColumnsAndHasNoEmptyOne() throws {
    for report in [SampleReports.full, SampleReports.huge(count: 50)] {
      let tables = GitHubMarkdown.tables(try Self.html(report))
      #expect(tables.count >= 5)
      for table in tables {
        let width = table[0].count
        #expect(table.allSatisfy { $0.count == width }, "\(table[0])")
        for column in 0..<width {
          let cells = table.dropFirst().map { $0[column] }
          #expect(cells.contains { !$0.isEmpty }, "column '\(table[0][column])' is empty")
        }
      }
    }
  }

  @Test func aSharedAliasIsNamedOnceAndEachBrokenTokenOnce() throws {
    let html = try Self.html(SampleReports.full)
    #expect(html.contains("through <code>{color.blue.500}</code>"))
    #expect(!html.contains("(<code>{color.blue.500}</code>) → "))
    let broken = try #require(
      SampleReports.full.changes.first { $0.kind == .broken }?.token.description
    )
    #expect(Browser.occurrences(of: "<code>\(broken)</code>", in: html) == 1)
  }

  @Test func theMostVisibleChangesComeFirst() throws {
    var report = SampleReports.full
    report.changes = [
      SampleReports.change(
        "a.faint",
        .valueChanged,
        before: SampleReports.state(SampleReports.color("#777777")),
        after: SampleReports.state(SampleReports.color("#787878")),
        impact: .visual,
        magnitude: ChangeMagnitude(deltaE: 0.4, perceptibility: .imperceptible)
      ),
      SampleReports.change(
        "b.loud",
        .valueChanged,
        before: SampleReports.state(SampleReports.color("#ff0000")),
        after: SampleReports.state(SampleReports.color("#0000ff")),
        impact: .visual,
        magnitude: ChangeMagnitude(deltaE: 52, perceptibility: .visible)
      ),
      SampleReports.change(
        "c.size",
        .valueChanged,
        before: SampleReports.state(.dimension(Dimension(value: 8, unit: "px")), type: .dimension),
        after: SampleReports.state(.dimension(Dimension(value: 12, unit: "px")), type: .dimension),
        impact: .visual,
        magnitude: ChangeMagnitude(delta: 4, unit: "px", percent: 50)
      ),
    ]
    let html = try Self.html(report)
    let positions = try ["b.loud", "c.size", "a.faint"].map {
      try #require(html.range(of: "<code>\($0)</code>")?.lowerBound, "\($0)")
    }
    #expect(positions == positions.sorted(), "visible colour, then size, then imperceptible")
  }

  @Test func removedModesAreNamedAsBreaking() throws {
    var report = SampleReports.full
    report.modes = ModeList.matched(
      base: ["compact", "dark", "light"],
      head: ["dark", "light", "brand"]
    )
    let html = try Self.html(report)
    #expect(html.contains("<strong>Removed: <code>compact</code></strong> (breaking"))
    #expect(html.contains("Added: <code>brand</code>"))
  }

  @Test func theFooterNamesTheVersion() throws {
    #expect(
      try Self.html(SampleReports.full).contains("<sub>tokendiff \(ToolVersion.current)</sub>")
    )
  }
}
