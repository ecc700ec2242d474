import Foundation
import Testing
import TokenDiffCore
import TokenDiffTestSupport

@testable import TokenDiffReports

@Suite struct MarkdownRendererTests {
  static let options = RenderOptions(
    repositoryURL: "https://github.com/acme/tokens",
    fullReportURL: "https://acme.example/runs/42/report.html"
  )

  /// A check measures one revision: its contrast table said "0 regressions" and had an empty
  /// Before column next to failing pairs.
  @Test func aCheckListsFailingContrastPairsWithoutBefore() {
    let report = SampleReports.failingCheck
    let markdown = MarkdownReportRenderer.render(report, options: Self.options)
    #expect(markdown.contains("#### Contrast (2 pairs, 2 failing)"))
    #expect(markdown.contains("| Text on surface | Mode | Needs | Measured | Status |"))
    #expect(!markdown.contains("regression"))
    #expect(!markdown.contains("| — |"))
  }

  @Test func leadsWithTheVerdictThenBrokenAndForbidden() throws {
    let markdown = MarkdownReportRenderer.render(SampleReports.full, options: Self.options)
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "<!-- tokendiff -->")
    // The first line a reviewer sees says pass or fail, and what fails.
    #expect(lines[1] == "### ❌ tokendiff fails: 1 broken token, 1 forbidden value")
    #expect(
      lines[3]
        == "main (fedcba987654) → feature/rebrand (0123456789ab): 1 broken, 1 forbidden, 1 contrast regression, 2 other breaking changes, 5 visual changes in 2 modes, 1 addition, 1 deprecation, suggested bump: major"
    )
    // The sample's warning was already in the base: not news. Once new, the verdict counts it.
    var withNewWarning = SampleReports.full
    for index in withNewWarning.findings.indices { withNewWarning.findings[index].isNew = true }
    #expect(
      MarkdownReportRenderer.render(withNewWarning, options: Self.options).contains(
        "1 deprecation, 1 other new finding, suggested bump"
      )
    )
    let order = [
      "#### Broken and forbidden (2)", "| Change | Impact |", "#### What moved the most",
      "#### Contrast (2 pairs, 1 regression)", "<summary>Removed (1)</summary>",
      "<summary>Value changed (5)</summary>",
      "<summary>Other findings (1)</summary>",
    ]
    let positions = try order.map { try #require(markdown.range(of: $0)?.lowerBound, "\($0)") }
    #expect(positions == positions.sorted())
  }

  @Test func showsColoursAsHexAndWordsWithHowVisibleAndVia() {
    let markdown = MarkdownReportRenderer.render(SampleReports.full)
    #expect(
      markdown.contains(
        "| <code>color.accent</code> | dark | `#0265dc` vivid blue → `#3b63fb` vivid blue, through <code>{color.blue.500}</code> | visible (ΔE 12.3) | <code>color.blue.500</code> |"
      ),
      "colours are code spans GitHub draws a chip for; an alias both sides share is named once"
    )
    #expect(markdown.contains("<code>#00000080</code> (`#000000` at 50%)"))
    #expect(markdown.contains("translucent black (50% opacity)"))
    #expect(markdown.contains("| +2px (+50%) |"))
    #expect(markdown.contains("moves 2"))
    #expect(
      markdown.contains("| <code>color.blue.500</code> | raw | 0 | 2 | 1 | **3** |"),
      "no Mode column when no row has a mode"
    )
    #expect(markdown.contains("3.94:1 fails, APCA Lc -62.3"))
    #expect(markdown.contains("| Value changed | visual | 1 | 4 | 0 | **5** |"))
  }

  @Test func linksFindingsToTheHeadCommitWhenTheRepositoryIsKnown() {
    let linked = MarkdownReportRenderer.render(SampleReports.full, options: Self.options)
    #expect(
      linked.contains(
        "[<code>tokens/color.tokens.json:14</code>](https://github.com/acme/tokens/blob/\(SampleReports.headCommit)/tokens/color.tokens.json#L14)"
      )
    )
    #expect(linked.contains("/tokens/brand%20colors.json#L30)"))
    let plain = MarkdownReportRenderer.render(SampleReports.full)
    #expect(plain.contains("| <code>tokens/color.tokens.json:14</code> |"))
    #expect(!plain.contains("]("))
  }

  @Test func readsTheRepositoryFromGitHubActions() {
    #expect(
      RenderOptions.repositoryURL(environment: [
        "GITHUB_SERVER_URL": "https://github.com/", "GITHUB_REPOSITORY": "acme/tokens",
      ]) == "https://github.com/acme/tokens"
    )
    #expect(RenderOptions.repositoryURL(environment: ["GITHUB_REPOSITORY": "acme/tokens"]) == nil)
    #expect(MarkdownLinks.safeURL("javascript:alert(1)") == nil)
    #expect(MarkdownLinks.safeURL("https://e.test/a b)|") == "https://e.test/a%20b%29%7C")
  }

  @Test func shortSectionsStartOpenLongOnesClosed() {
    let markdown = MarkdownReportRenderer.render(SampleReports.huge(count: 30))
    #expect(markdown.contains("<details open>\n<summary>Removed (1)</summary>"))
    #expect(markdown.contains("<details>\n<summary>Value changed (35)</summary>"))
  }

  /// The issue's limit: ten thousand changed tokens still make a comment GitHub accepts, led by
  /// the verdict and every broken and forbidden finding.
  @Test func tenThousandChangesFitInOneComment() throws {
    let report = SampleReports.huge(count: 10_000)
    let markdown = MarkdownReportRenderer.render(report, options: Self.options)
    #expect(markdown.utf8.count <= 65_000, "\(markdown.utf8.count) characters")
    #expect(markdown.contains("<summary>Value changed (10005)</summary>"))
    let lines = markdown.split(separator: "\n").map(String.init)
    #expect(lines[0] == "<!-- tokendiff -->")
    #expect(lines[1] == "### ❌ tokendiff fails: 1 broken token, 1 forbidden value")
    #expect(lines[2].contains(": 1 broken, 1 forbidden, 1 contrast regression,"))
    #expect(lines[2].contains("10005 visual changes in 2 modes"))
    #expect(lines.contains("#### Broken and forbidden (42)"))
    for index in 0..<40 {
      #expect(markdown.contains("<code>component.button.variant-\(index)</code>"))
    }
    let attention = try #require(markdown.range(of: "#### Broken and forbidden"))
    let firstDetails = try #require(markdown.range(of: "<details"))
    #expect(attention.lowerBound < firstDetails.lowerBound)
    #expect(!markdown.contains("<summary>Broken"), "each broken token is listed once")
    #expect(
      markdown.contains(
        "more in the [full report](https://acme.example/runs/42/report.html)."
      )
    )
    // Value changes lose rows, broken and removed keep theirs.
    #expect(markdown.contains("<code>color.link</code>"))
    #expect(markdown.contains("<code>color.legacy</code>"))
    #expect(
      Browser.occurrences(of: "<details", in: markdown)
        == Browser.occurrences(of: "</details>", in: markdown)
    )
  }

  @Test func aTinyBudgetStillKeepsTheVerdict() {
    let options = RenderOptions(markdownLimit: 2_000)
    let markdown = MarkdownReportRenderer.render(SampleReports.huge(count: 500), options: options)
    #expect(markdown.utf8.count <= 2_000, "\(markdown.utf8.count)")
    #expect(markdown.contains("### ❌ tokendiff fails: "))
    #expect(markdown.contains(": 1 broken, 1 forbidden"))
  }

  @Test func renderingIsDeterministic() {
    let report = SampleReports.huge(count: 300)
    #expect(MarkdownReportRenderer.render(report) == MarkdownReportRenderer.render(report))
  }
}

@Suite struct TextRendererTests {
  @Test func showsTheNewMembersOfTheContract() {
    let text = TextReportRenderer.render(SampleReports.full)
    #expect(text.contains("suggested bump: major"))
    #expect(
      text.contains(
        "Blast radius (1)\n  color.blue.500 (raw) moved 2 semantic, 1 component"
      )
    )
    #expect(text.contains("#0265dc → #3b63fb  visible (ΔE 12.3)  moves 2"))
  }

  @Test func oneTokenIsSingular() {
    var report = SampleReports.full
    report.tokenCounts = TokenCounts(base: 0, head: 1)
    #expect(TextReportRenderer.render(report).contains("\n0 tokens → 1 token\n"))
    report.tokenCounts = TokenCounts(base: nil, head: 1)
    #expect(TextReportRenderer.render(report).contains("\n1 token\n"))
  }
}

/// The same limit through the whole pipeline: two revisions of a 10,000-token set, parsed,
/// resolved and diffed, every value changed, some aliases broken and some values forbidden.
@Suite struct TenThousandTokenPipelineTests {
  static func tokens(_ count: Int, hex: (Int) -> String, extra: String) -> String {
    var members = (0..<count).map { index in
      #""c\#(index)": {"$value": "\#(hex(index))"}"#
    }
    members.append(extra)
    return ##"{"palette": {"$type": "color", "## + members.joined(separator: ", ") + "}}"
  }

  @Test func aTenThousandTokenChangeFitsWithItsBrokenAndForbiddenFirst() throws {
    func hex(_ value: Int) -> String {
      let digits = String(value, radix: 16)
      return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }
    let aliases = (0..<5).map { #""link\#($0)": {"$value": "{palette.c\#($0)}"}"# }
    let broken = (0..<5).map { #""link\#($0)": {"$value": "{palette.gone\#($0)}"}"# }
    let base = RevisionSnapshot.test(
      [
        "tokens.json": Self.tokens(
          10_000,
          hex: { hex($0 * 97) },
          extra: aliases.joined(separator: ", ")
        )
      ],
      revision: "v1"
    )
    let head = RevisionSnapshot.test(
      [
        "tokens.json": Self.tokens(
          10_000,
          hex: { $0 < 3 ? "#ff000000" : hex($0 * 97 + 1) },
          extra: broken.joined(separator: ", ")
        )
      ],
      revision: "v2"
    )
    let report = makeDiffReport(base: base, head: head, policy: ResolutionPolicy())
    #expect(report.changes.count >= 10_000)
    let markdown = MarkdownReportRenderer.render(report)
    #expect(markdown.utf8.count <= 65_000, "\(markdown.utf8.count) characters")
    let lines = markdown.split(separator: "\n").map(String.init)
    #expect(lines[0] == MarkdownReportRenderer.marker)
    #expect(lines[1].hasPrefix("### "), "\(lines[1])")
    #expect(lines[2].hasPrefix("v1 → v2: 5 broken, 3 forbidden, "), "\(lines[2])")
    #expect(lines.prefix(5).contains("#### Broken and forbidden (8)"), "right after the verdict")
    for index in 0..<5 { #expect(markdown.contains("<code>palette.link\(index)</code>")) }
    for index in 0..<3 { #expect(markdown.contains("<code>palette.c\(index)</code>")) }
    #expect(markdown.contains("more in the full report"))
  }
}
