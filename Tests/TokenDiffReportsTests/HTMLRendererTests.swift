import Foundation
import Testing
import TokenDiffCore
import TokenDiffTestSupport

@testable import TokenDiffReports

@Suite struct HTMLRendererTests {
  static func between(_ html: String, _ open: String, _ close: String) -> String? {
    guard let start = html.range(of: open),
      let end = html.range(of: close, range: start.upperBound..<html.endIndex)
    else { return nil }
    return String(html[start.upperBound..<end.lowerBound])
  }

  @Test func theContentSecurityPolicyAllowsOnlyTheHashedStyleAndScript() throws {
    let html = HTMLReportRenderer.render(SampleReports.full)
    let style = try #require(Self.between(html, "<style>", "</style>"))
    let script = try #require(Self.between(html, "<script>", "</script>"))
    let policy = try #require(
      Self.between(html, "http-equiv=\"Content-Security-Policy\" content=\"", "\"")
    )
    #expect(policy.hasPrefix("default-src 'none'; "))
    #expect(policy.contains("style-src \(SHA256.cspSource(style));"))
    #expect(policy.contains("script-src \(SHA256.cspSource(script));"))
    #expect(!policy.contains("unsafe"))
    #expect(Browser.occurrences(of: "<script", in: html) == 1)
    #expect(Browser.occurrences(of: "<style", in: html) == 1)
    #expect(!html.contains(" style=\""), "no style attributes: the policy would block them")
    #expect(!html.contains("http://") && !html.contains("https://"), "nothing remote")
  }

  @Test func listsEveryChangeWithSwatchesAndFilters() {
    let report = SampleReports.full
    let html = HTMLReportRenderer.render(report)
    #expect(Browser.occurrences(of: "<tr class=\"change\"", in: html) == report.changes.count)
    #expect(html.contains(".c\(0){--c:#00000080}"))
    #expect(html.contains("--c:#3b63fb}"))
    #expect(html.contains("<span class=\"sw c"))
    #expect(html.contains("<code>#3b63fb</code><span class=\"words\">vivid blue</span>"))
    #expect(html.contains("<input type=\"radio\" name=\"mode\" value=\"dark\">"))
    #expect(html.contains("<option value=\"value-changed\">Value changed (5)</option>"))
    #expect(html.contains("<label for=\"search\">Search token names</label>"))
    #expect(html.contains("<span class=\"pv c"))
    #expect(html.contains("<strong>3.94:1</strong> <span class=\"bad\">fails</span>"))
    #expect(html.contains("What moved the most"))
    #expect(html.contains("<th scope=\"col\"><button type=\"button\">Token</button></th>"))
    #expect(html.contains("visible (ΔE 12.3)"))
  }

  /// Broken tokens are breaking changes too (the change table says so), so next to a broken
  /// count the card counts the other ones and says so: "0 breaking changes" beside "6 broken"
  /// read as a contradiction.
  @Test func theBreakingCardDoesNotContradictTheBrokenCard() {
    let html = HTMLReportRenderer.render(SampleReports.full)
    #expect(html.contains("<span class=\"n\">1</span><span class=\"l\">broken</span>"))
    #expect(
      html.contains("<span class=\"n\">2</span><span class=\"l\">other breaking changes</span>")
    )
    #expect(!html.contains("<span class=\"l\">breaking changes</span>"))
  }

  /// A check has no regressions, only failing pairs: its card counted regressions and showed
  /// "0 contrast regressions" under a verdict that said "2 failing contrast pairs".
  @Test func aCheckCountsFailingContrastPairs() {
    let report = SampleReports.failingCheck
    let html = HTMLReportRenderer.render(report)
    #expect(html.contains("2 failing contrast pairs"))
    #expect(
      html.contains(
        "<span class=\"n\">2</span><span class=\"l\">failing contrast pairs</span>"
      )
    )
    #expect(!html.contains("<span class=\"l\">contrast regressions</span>"))
    #expect(html.contains("<th scope=\"col\"><button type=\"button\">Measured</button></th>"))
    #expect(!html.contains("<button type=\"button\">Before</button>"))
  }

  /// One pair failing in three modes (a size group its colours do not depend on) is one
  /// failing pair in the headline; the summary's tallies still count each mode.
  @Test func theHeadlineCountsPairsNotModes() {
    var report = SampleReports.failingCheck
    let first = report.contrast[0]
    report.contrast = ["Size=S", "Size=M", "Size=L"].map { size in
      var result = first
      result.mode = "Color=Light, \(size)"
      return result
    }
    let text = TextReportRenderer.render(report)
    #expect(text.contains("1 failing contrast pair"), "\(text)")
    #expect(!text.contains("3 failing contrast pairs"))
  }

  /// `tokendiff check` of a folder with one token said "1 tokens".
  @Test func oneTokenIsSingular() {
    var report = SampleReports.full
    report.tokenCounts = TokenCounts(base: 1, head: 2)
    #expect(TextReportRenderer.render(report).contains("1 token → 2 tokens\n"))
    #expect(HTMLReportRenderer.render(report).contains("1 token → 2 tokens"))
    #expect(ReleaseNotesRenderer.render(report).contains("1 token → 2 tokens."))
    report.tokenCounts = TokenCounts(base: nil, head: 1)
    #expect(TextReportRenderer.render(report).contains("\n1 token\n"))
  }

  @Test func linksToTheHeadCommitOnlyWhenTheRepositoryIsKnown() {
    let options = RenderOptions(repositoryURL: "https://github.com/acme/tokens")
    let html = HTMLReportRenderer.render(SampleReports.full, options: options)
    #expect(
      html.contains(
        "<a href=\"https://github.com/acme/tokens/blob/\(SampleReports.headCommit)/tokens/color.tokens.json#L14\">"
      )
    )
  }

  @Test func sha256MatchesTheStandardVectors() {
    func hex(_ text: String) -> String {
      SHA256.digest(Array(text.utf8)).map { String($0, radix: 16) }.map {
        $0.count == 1 ? "0" + $0 : $0
      }.joined()
    }
    #expect(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    )
    #expect(hex(String(repeating: "a", count: 1_000)).hasPrefix("41edece42d63e8d9bf515a9ba6932e1c"))
    #expect(SHA256.base64(Array("hello".utf8)) == "aGVsbG8=")
    #expect(SHA256.base64(Array("hi".utf8)) == "aGk=")
  }

  /// The page passes the rule it reports on: WCAG 2 AA (4.5:1) for every text colour on every
  /// surface, in both themes.
  @Test(arguments: [HTMLPalette.light, HTMLPalette.dark])
  func thePageColoursPassAA(theme: HTMLPalette.Theme) throws {
    func luminance(_ hex: String) -> Double {
      let digits = Array(hex.dropFirst())
      return stride(from: 0, to: 6, by: 2).enumerated().map { index, start in
        let channel = Double(Int(String(digits[start...start + 1]), radix: 16) ?? 0) / 255
        let linear = channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        return linear * [0.2126, 0.7152, 0.0722][index]
      }.reduce(0, +)
    }
    func ratio(_ a: String, _ b: String) -> Double {
      let (x, y) = (luminance(a), luminance(b))
      return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }
    for text in HTMLPalette.textColors {
      for surface in HTMLPalette.surfaces {
        let pair = try (#require(theme.hex(text)), #require(theme.hex(surface)))
        #expect(ratio(pair.0, pair.1) >= 4.5, "\(theme.name): \(text) on \(surface)")
      }
    }
    let onAccent = try ratio(#require(theme.hex("accent-text")), #require(theme.hex("accent")))
    #expect(onAccent >= 4.5, "\(theme.name): selected pill text")
    let focus = try ratio(#require(theme.hex("focus")), #require(theme.hex("surface")))
    #expect(focus >= 3, "\(theme.name): focus ring (non-text contrast)")
  }

  @Test func colourWordsNameTheColour() {
    func words(_ hex: String) -> String? { ColorWords.describe(SampleReports.color(hex)) }
    #expect(words("#ffffff") == "white")
    #expect(words("#000000") == "black")
    #expect(words("#808080") == "grey")
    #expect(words("#ff0000") == "vivid red")
    #expect(words("#0265dc") == "vivid blue")
    #expect(words("#2d9d78") == "teal")
    #expect(words("#8b4513") == "dark brown")
    #expect(words("#00000080") == "translucent black (50% opacity)")
    #expect(words("#ffffff00") == "transparent")
  }
}
