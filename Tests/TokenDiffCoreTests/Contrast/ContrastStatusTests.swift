import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// New, removed, degraded and renamed pairs in a diff.
@Suite struct ContrastStatusTests {
  static func snapshot(_ tokens: String) -> RevisionSnapshot {
    .test(["t.tokens.json": "{\"color\": {\"$type\": \"color\", \(tokens)}}"])
  }

  static func settings(margin: ContrastMargin) throws -> ContrastSettings {
    ContrastSettings(
      rules: [
        ContrastPairRule(
          foreground: [try TokenNamePattern.parse("color.text.*").get()],
          background: [try TokenNamePattern.parse("color.surface").get()]
        )
      ],
      margin: margin
    )
  }

  @Test func pairsAppearDisappearAndDegrade() throws {
    let base = Self.snapshot(
      ##""surface": {"$value": "#ffffff"}, "text": {"a": {"$value": "#000000"}, "b": {"$value": "#333333"}}"##
    )
    let head = Self.snapshot(
      ##""surface": {"$value": "#ffffff"}, "text": {"a": {"$value": "#444444"}, "c": {"$value": "#111111"}}"##
    )
    let report = makeDiffReport(
      base: base,
      head: head,
      policy: ResolutionPolicy(contrast: try Self.settings(margin: .ratio(0.5)))
    )
    let statuses = Dictionary(
      uniqueKeysWithValues: report.contrast.map { ($0.foreground.description, $0.status) }
    )
    let expected: [String: ContrastStatus] = [
      "color.text.a": .degraded, "color.text.b": .removed, "color.text.c": .new,
    ]
    #expect(statuses == expected)
    // 21 → 9.74 is more than 10 % lost; with a 60 % margin it is within.
    let lenient = makeDiffReport(
      base: base,
      head: head,
      policy: ResolutionPolicy(contrast: try Self.settings(margin: .fraction(0.6)))
    )
    #expect(
      lenient.contrast.first { $0.foreground.description == "color.text.a" }?.status == .unchanged
    )
    #expect(ContrastMargin.fraction(0.1).isExceeded(from: 10, to: 8.9))
    #expect(!ContrastMargin.ratio(0.5).isExceeded(from: 10, to: 9.6))
  }

  @Test func anUnchangedPairIsCountedButNotListed() throws {
    let same = Self.snapshot(
      ##""surface": {"$value": "#ffffff"}, "text": {"a": {"$value": "#000000"}}"##
    )
    let report = makeDiffReport(
      base: same,
      head: same,
      policy: ResolutionPolicy(contrast: try Self.settings(margin: .ratio(0.5)))
    )
    #expect(report.contrast.isEmpty)
    #expect(report.contrastTallies == [ContrastTally(mode: nil, status: .unchanged, count: 1)])
  }
}
