import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// A type added to a group whose tokens had none is no change of their values: Figma plugin
/// exports add `"$type": "color"` to groups of untyped `"#19B35C"` (surveyjs: 576 of 640 value
/// changes were this).
@Suite struct TypeAddedTests {
  static func file(groupType: String, b: String = "#3b3b3b") -> String {
    ##"""
    {"user": {\##(groupType)
      "a": {"$value": "#19B35C"},
      "b": {"$value": "\##(b)"},
      "c": {"$value": "{user.a}"},
      "gap": {"$value": "8", "$type": "spacing"}
    }}
    """##
  }

  @Test func aTypeAddedToTheGroupChangesNoValue() {
    let report = makeDiffReport(
      base: .test(["t.json": Self.file(groupType: "")]),
      head: .test(["t.json": Self.file(groupType: #""$type": "color","#)]),
      policy: ResolutionPolicy()
    )
    #expect(report.changes.isEmpty, "\(report.changes.map { "\($0.token) \($0.kind)" })")
  }

  @Test func aValueThatMovesWithTheTypeAddedIsStillAChange() {
    let report = makeDiffReport(
      base: .test(["t.json": Self.file(groupType: "")]),
      head: .test(["t.json": Self.file(groupType: #""$type": "color","#, b: "#3b3b3c")]),
      policy: ResolutionPolicy()
    )
    #expect(report.changes.map(\.token.description) == ["user.b"])
    #expect(report.changes.map(\.kind) == [.valueChanged])
  }

  /// A type taken away is still a change: builds then emit the text as written.
  @Test func aTypeTakenAwayIsAChange() {
    let report = makeDiffReport(
      base: .test(["t.json": Self.file(groupType: #""$type": "color","#)]),
      head: .test(["t.json": Self.file(groupType: "")]),
      policy: ResolutionPolicy()
    )
    #expect(report.changes.map(\.token.description).contains("user.b"))
  }
}
