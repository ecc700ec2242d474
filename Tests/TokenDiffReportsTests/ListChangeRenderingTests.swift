import Testing
import TokenDiffCore
import TokenDiffReports
import TokenDiffTestSupport

/// A long list value that changed (bitkey's icon registry: one item among a hundred) is said
/// as the items it adds and removes, in every human format, each item escaped.
@Suite struct ListChangeRenderingTests {
  static let fonts = (1...30).map { "Font \($0)" }

  static func report(_ before: [String], _ after: [String]) -> Report {
    func file(_ names: [String]) -> [String: String] {
      let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
      return [
        "t.tokens.json": #"{"font": {"$type": "fontFamily", "stack": {"$value": [\#(list)]}}}"#
      ]
    }
    return makeDiffReport(
      base: .test(file(before)),
      head: .test(file(after)),
      policy: ResolutionPolicy()
    )
  }

  @Test func aLongListSaysWhatItAddsAndRemoves() {
    let after = Array(Self.fonts.dropFirst(2)) + ["Inter<b>"] + ["Font 30"]
    let report = Self.report(Self.fonts, after)
    let text = ReportFormat.text.render(report)
    #expect(
      text.contains("30 items → 30: added Inter<b>, Font 30; removed Font 1, Font 2"),
      "\(text)"
    )
    let markdown = ReportFormat.markdown.render(report)
    let added = "added <code>Inter&#60;b&#62;</code>, <code>Font 30</code>;"
    #expect(markdown.contains(added), "\(markdown)")
    #expect(!markdown.contains("Inter<b>"))
    let html = ReportFormat.html.render(report)
    #expect(html.contains("<code>Inter&lt;b&gt;</code>"))
    #expect(!html.contains("Inter<b>"))
  }

  @Test func manyItemsAreCountedAndAReorderIsSaidSo() {
    let many = Self.report(Self.fonts, Self.fonts + (31...40).map { "Font \($0)" })
    #expect(
      ReportFormat.text.render(many).contains(
        "added Font 31, Font 32, Font 33, Font 34, Font 35, … (10 in all); removed none"
      )
    )
    // A reorder says nothing a list change could: the two lists are shown.
    let reordered = ReportFormat.text.render(Self.report(Self.fonts, Self.fonts.reversed()))
    #expect(!reordered.contains("items →") && reordered.contains(#"["Font 30", "Font 29""#))
  }

  @Test func aShortListIsShownWhole() {
    let report = Self.report(["A", "B"], ["A", "C"])
    #expect(ReportFormat.text.render(report).contains(#"["A", "B"] → ["A", "C"]"#))
  }
}
