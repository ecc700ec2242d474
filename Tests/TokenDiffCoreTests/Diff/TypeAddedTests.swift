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

  /// dynui-max's move from Style Dictionary's `value` to DTCG's typed `$value`: a family list
  /// read as its names and a zero read as a length are the values they were (and `"0px"`
  /// typed, as before). A family that moved is still a change.
  @Test func aMoveToTypedValuesKeepsFamiliesAndZeros() {
    let legacy =
      #"{"font": {"sans": {"value": "Inter, 'Segoe UI', sans-serif"}}, "radius": {"none": {"value": "0"}, "zero": {"value": "0px"}}}"#
    func typed(_ family: String) -> String {
      #"{"font": {"sans": {"$type": "fontFamily", "$value": "\#(family)"}}, "radius": {"none": {"$type": "dimension", "$value": "0"}, "zero": {"$type": "dimension", "$value": "0px"}}}"#
    }
    let config = #"{"source": ["tokens/**/*.json"], "platforms": {"css": {"buildPath": "build/"}}}"#
    func snapshot(_ tokens: String) -> RevisionSnapshot {
      .discovered(["config.json": config, "tokens/t.json": tokens])
    }
    let same = makeDiffReport(
      base: snapshot(legacy),
      head: snapshot(typed("Inter, 'Segoe UI', sans-serif")),
      policy: ResolutionPolicy()
    )
    #expect(same.changes.isEmpty, "\(same.changes.map { "\($0.token) \($0.kind)" })")
    let moved = makeDiffReport(
      base: snapshot(legacy),
      head: snapshot(typed("Inter, sans-serif")),
      policy: ResolutionPolicy()
    )
    #expect(moved.changes.map(\.token.description) == ["font.sans"])
  }
}
