import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// A theme group added beside others is a new dimension: every old mode meets the new modes
/// that keep its values, even when the new group's option names are another group's
/// (`Type: Desktop|Mobile`, then `Space: Desktop|Mobile`, as Figma collections often name them).
@Suite struct ThemeGroupAddedTests {
  static func themes(space: Bool) -> String {
    var themes = [
      #"{"id": "c1", "name": "Light", "group": "Color", "selectedTokenSets": {"color/Light": "enabled"}}"#,
      #"{"id": "c2", "name": "Dark", "group": "Color", "selectedTokenSets": {"color/Dark": "enabled"}}"#,
      #"{"id": "t1", "name": "Desktop", "group": "Type", "selectedTokenSets": {"type/Desktop": "enabled"}}"#,
      #"{"id": "t2", "name": "Mobile", "group": "Type", "selectedTokenSets": {"type/Mobile": "enabled"}}"#,
    ]
    if space {
      themes += [
        #"{"id": "s1", "name": "Desktop", "group": "Space", "selectedTokenSets": {"space/Desktop": "enabled"}}"#,
        #"{"id": "s2", "name": "Mobile", "group": "Space", "selectedTokenSets": {"space/Mobile": "enabled"}}"#,
      ]
    }
    return "[" + themes.joined(separator: ",\n") + "]"
  }

  static func files(space: Bool) -> [String: String] {
    var files = [
      "tokens/$themes.json": themes(space: space),
      "tokens/color/Light.json": ##"{"ink": {"$type": "color", "$value": "#000000"}}"##,
      "tokens/color/Dark.json": ##"{"ink": {"$type": "color", "$value": "#ffffff"}}"##,
      "tokens/type/Desktop.json": #"{"font": {"$type": "number", "$value": 16}}"#,
      "tokens/type/Mobile.json": #"{"font": {"$type": "number", "$value": 12}}"#,
    ]
    if space {
      files["tokens/space/Desktop.json"] = #"{"gap": {"$type": "number", "$value": 24}}"#
      files["tokens/space/Mobile.json"] = #"{"gap": {"$type": "number", "$value": 8}}"#
    }
    return files
  }

  @Test func aNewGroupOfTheSameOptionNamesChangesNothingElse() {
    let report = makeDiffReport(
      base: .discovered(Self.files(space: false)),
      head: .discovered(Self.files(space: true)),
      policy: ResolutionPolicy()
    )
    let rows = report.changes.map { "\($0.kind) \($0.token) \($0.mode ?? "-")" }
    #expect(report.changes.allSatisfy { $0.token == TokenPath(dotted: "gap") }, "\(rows)")
    #expect(report.changes.allSatisfy { $0.kind == .added }, "\(rows)")
  }

  @Test func aModeMeetsTheModeOfItsOwnGroupNotOneSharingAValueName() {
    let base = [
      "Color=Dark, Type=Desktop", "Color=Dark, Type=Mobile", "Color=Light, Type=Desktop",
      "Color=Light, Type=Mobile",
    ]
    #expect(
      ModeName.match("Color=Dark, Type=Mobile, Space=Desktop", in: base, preferring: [])
        == "Color=Dark, Type=Mobile"
    )
  }
}
