import Foundation
import Testing
import TokenDiffCore
import TokenDiffReports
import TokenDiffTestSupport

/// `--annotations github`: workflow commands for broken and forbidden tokens and contrast
/// regressions, escaped as the runner reads them.
@Suite struct AnnotationTests {
  /// A diff in which `color.text` breaks, `color.brand` becomes forbidden red, and a contrast
  /// pair on `color.link` regresses, in files whose names need escaping.
  static let report: Report = {
    let file = "tokens/a,b: c%.tokens.json"
    let base = RevisionSnapshot.test(
      [
        file: """
        {"color": {
          "brand": {"$type": "color", "$value": "#0055ff"},
          "text": {"$type": "color", "$value": "{color.brand}"},
          "link": {"$type": "color", "$value": "#333333"}
        }}
        """
      ],
      revision: "main"
    )
    let head = RevisionSnapshot.test(
      [
        file: """
        {"color": {
          "brand": {"$type": "color", "$value": "#ff0000"},
          "text": {"$type": "color", "$value": "{color.gone}"},
          "link": {"$type": "color", "$value": "#999999"}
        }}
        """
      ],
      revision: "feature"
    )
    var policy = ResolutionPolicy()
    if let red = ForbiddenColor(spelling: "#ff0000") { policy.forbidden = [red] }
    var report = makeDiffReport(base: base, head: head, policy: policy)
    report.contrast = [
      ContrastResult(
        foreground: TokenPath(dotted: "color.link"),
        background: TokenPath(dotted: "color.surface"),
        mode: "dark",
        requirement: ContrastRequirement(name: "AA normal text", minimumRatio: 4.5),
        before: ContrastMeasurement(
          ratio: 5.123,
          passes: true,
          foreground: "#333333",
          background: "#ffffff"
        ),
        after: ContrastMeasurement(
          ratio: 2.847,
          passes: false,
          foreground: "#999999",
          background: "#ffffff"
        ),
        status: .regression
      ),
      ContrastResult(
        foreground: TokenPath(dotted: "color.other"),
        background: TokenPath(dotted: "color.surface"),
        mode: nil,
        requirement: ContrastRequirement(name: "AA normal text", minimumRatio: 4.5),
        before: nil,
        after: nil,
        status: .unchanged
      ),
    ]
    return report
  }()

  @Test func escapesMessagesAndProperties() {
    let line = WorkflowCommand.line(
      "error",
      properties: [("file", "a,b:c%.json"), ("title", "x\ny")],
      message: "50% done\r\nnext: a,b"
    )
    #expect(line == "::error file=a%2Cb%3Ac%25.json,title=x%0Ay::50%25 done%0D%0Anext: a,b")
  }

  @Test func flagsBrokenForbiddenAndContrastRegressions() {
    let lines = GitHubAnnotationRenderer.render(Self.report).split(separator: "\n").map(
      String.init
    )
    let file = "file=tokens/a%2Cb%3A c%25.tokens.json"
    #expect(lines.count == 3, "the broken finding covers the broken change: \(lines)")
    #expect(lines.allSatisfy { $0.hasPrefix("::error \(file),line=") }, "\(lines)")
    #expect(lines.contains { $0.contains("title=Broken reference (tokendiff)::'color.text'") })
    #expect(lines.contains { $0.contains("title=Forbidden value (tokendiff)::'color.brand'") })
    let contrast = lines.first { $0.contains("Contrast regression") }
    #expect(
      contrast?.hasSuffix(
        "::'color.link' on 'color.surface' (dark) fell from 5.12:1 to 2.84:1, below AA normal text (4.5:1)"
      ) == true,
      "\(contrast ?? "")"
    )
    // The regression points at the line of the token whose change caused it.
    let linkChange = Self.report.changes.first { $0.token.description == "color.link" }
    #expect(contrast?.contains(",line=\(linkChange?.location.line ?? 0),") == true)
  }

  @Test func aCleanReportHasNoAnnotation() {
    let same = RevisionSnapshot.test([
      "t.tokens.json": ##"{"a": {"$type": "color", "$value": "#fff"}}"##
    ])
    let report = makeDiffReport(base: same, head: same, policy: ResolutionPolicy())
    #expect(GitHubAnnotationRenderer.render(report).isEmpty)
  }

  /// A check with `count` broken aliases, one per line of one file.
  static func brokenAliases(_ count: Int) -> Report {
    let members = (0..<count).map { #""t\#($0)": {"$type": "color", "$value": "{gone.\#($0)}"}"# }
    let snapshot = RevisionSnapshot.test(
      ["tokens/x.tokens.json": "{\n" + members.joined(separator: ",\n") + "\n}"],
      revision: "head"
    )
    return makeCheckReport(snapshot, policy: ResolutionPolicy())
  }

  /// GitHub shows 10 error annotations per step and drops the rest silently: the tenth says how
  /// many more there are, and they stay in the log as plain lines.
  @Test func beyondTenAnnotationsTheTenthSaysHowManyMore() {
    let lines = GitHubAnnotationRenderer.render(Self.brokenAliases(15))
      .split(separator: "\n").map(String.init)
    #expect(lines.count == 16, "\(lines)")
    #expect(lines.prefix(9).allSatisfy { $0.hasPrefix("::error file=tokens/x.tokens.json,line=") })
    #expect(lines[9].hasPrefix("::error title=6 more (tokendiff)::6 more errors are not annotated"))
    #expect(lines.dropFirst(10).allSatisfy { $0.hasPrefix("error: tokens/x.tokens.json:") })
    #expect(lines.filter { $0.hasPrefix("::") }.count == 10)

    let ten = GitHubAnnotationRenderer.render(Self.brokenAliases(10))
      .split(separator: "\n").map(String.init)
    #expect(ten.count == 10)
    #expect(ten.allSatisfy { $0.hasPrefix("::error file=") })
  }
}
