import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// A group renamed whose tokens share values (`nav.*` to `header.*`, all `#ffffff`): each token
/// is renamed to the token of the same name in the new group, not left as removed and added
/// (canopy: 716 removed and 716 added, a major release, for one group renamed).
@Suite struct GroupRenameTests {
  static func files(group: String) -> [String: String] {
    [
      "tokens/c.json": ##"""
      {"\##(group)": {"bg": {"$type": "color", "$value": "#ffffff"}, "text": {"$type": "color", "$value": "#ffffff"}, "border": {"$type": "color", "$value": "#ffffff"}},
       "other": {"$type": "color", "$value": "#ffffff"}}
      """##
    ]
  }

  @Test func aGroupRenamedIsEachTokenRenamed() {
    let report = makeDiffReport(
      base: .discovered(Self.files(group: "nav")),
      head: .discovered(Self.files(group: "header")),
      policy: ResolutionPolicy()
    )
    let rows = report.changes.map { "\($0.kind) \($0.from?.description ?? "-") \($0.token)" }
    #expect(
      rows == [
        "renamed nav.bg header.bg", "renamed nav.border header.border",
        "renamed nav.text header.text",
      ],
      "\(rows)"
    )
    #expect(report.changes.allSatisfy { $0.note == RenameRule.group.rawValue }, "\(report.changes)")
  }

  /// One token moved to another name alone is no group's rename: its pairing is left to the
  /// name rules (`a.x` and `b.x` share too few words: removed and added, as before).
  @Test func oneSegmentRenamedForOneTokenIsNoGroup() {
    let report = makeDiffReport(
      base: .discovered(["t.json": ##"{"a": {"x": {"$type": "color", "$value": "#ffffff"}}}"##]),
      head: .discovered([
        "t.json":
          ##"{"b": {"x": {"$type": "color", "$value": "#ffffff"}}, "c": {"y": {"$type": "color", "$value": "#ffffff"}}}"##
      ]),
      policy: ResolutionPolicy()
    )
    let rows = report.changes.map { "\($0.kind) \($0.token)" }
    #expect(rows == ["removed a.x", "added b.x", "added c.y"], "\(rows)")
  }
}
