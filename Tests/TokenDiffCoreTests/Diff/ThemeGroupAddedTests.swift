import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// A theme group added beside others is a new dimension: every old mode meets the new modes
/// that keep its values, even when the new group's option names are another group's
/// (`Type: Desktop|Mobile`, then `Space: Desktop|Mobile`, as Figma collections often name them).
@Suite struct ThemeGroupAddedTests {
  static func themes(space: Bool, spaceFirst: Bool = false) -> String {
    var themes = [
      #"{"id": "c1", "name": "Light", "group": "Color", "selectedTokenSets": {"color/Light": "enabled"}}"#,
      #"{"id": "c2", "name": "Dark", "group": "Color", "selectedTokenSets": {"color/Dark": "enabled"}}"#,
      #"{"id": "t1", "name": "Desktop", "group": "Type", "selectedTokenSets": {"type/Desktop": "enabled"}}"#,
      #"{"id": "t2", "name": "Mobile", "group": "Type", "selectedTokenSets": {"type/Mobile": "enabled"}}"#,
    ]
    if space {
      let spaceThemes = [
        #"{"id": "s1", "name": "Desktop", "group": "Space", "selectedTokenSets": {"space/Desktop": "enabled"}}"#,
        #"{"id": "s2", "name": "Mobile", "group": "Space", "selectedTokenSets": {"space/Mobile": "enabled"}}"#,
      ]
      themes = spaceFirst ? spaceThemes + themes : themes + spaceThemes
    }
    return "[" + themes.joined(separator: ",\n") + "]"
  }

  static func files(space: Bool, spaceFirst: Bool = false) -> [String: String] {
    var files = [
      "tokens/$themes.json": themes(space: space, spaceFirst: spaceFirst),
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
    #expect(!report.changes.isEmpty)
    #expect(report.changes.allSatisfy { $0.token == TokenPath(dotted: "gap") }, "\(rows)")
    #expect(report.changes.allSatisfy { $0.kind == .added }, "\(rows)")
  }

  /// The same, with the new group listed first in `$themes.json` (its values then come
  /// first among the head mode's contexts).
  @Test func aNewGroupListedFirstChangesNothingElse() {
    let head = Self.files(space: true, spaceFirst: true)
    let report = makeDiffReport(
      base: .discovered(Self.files(space: false)),
      head: .discovered(head),
      policy: ResolutionPolicy()
    )
    let rows = report.changes.map { "\($0.kind) \($0.token) \($0.mode ?? "-")" }
    #expect(report.modes.head.first?.hasPrefix("Space=") == true, "\(report.modes.head)")
    #expect(!report.changes.isEmpty)
    #expect(report.changes.allSatisfy { $0.token == TokenPath(dotted: "gap") }, "\(rows)")
    #expect(
      ModeName.match(
        "Space=Desktop, Type=Mobile",
        in: ["Type=Desktop", "Type=Mobile"],
        preferring: []
      ) == "Type=Mobile"
    )
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
