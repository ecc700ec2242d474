import Foundation
import Testing
import TokenDiffTestSupport

/// The Swift token scenarios of `Fixtures/Scenarios/swift-*`: their reports in `Reports/` and
/// the rules each one shows.
@Suite struct SwiftScenarioTests {
  static let scenarios = ["swift-layers"]

  @Test(arguments: scenarios)
  func scenarioReportsMatchTheirGoldens(scenario: String) throws {
    let fixture = try FixtureRepository(scenario: scenario)
    for (format, fileExtension) in ReportsTests.formats {
      let result = try TokenDiffExecutable.run(
        ["base..head", "--format", format],
        in: fixture.directory
      )
      #expect(result.status == 1, "the scenario has broken or forbidden tokens")
      #expect(result.standardError.isEmpty)
      try expectGolden(
        result.standardOutput,
        at: Goldens.reports.appendingPathComponent("\(scenario).\(fileExtension)")
      )
    }
    let notes = try TokenDiffExecutable.run(["notes", "base..head"], in: fixture.directory)
    #expect(notes.status == 0, "\(notes.standardError)")
    try expectGolden(
      notes.standardOutput,
      at: Goldens.reports.appendingPathComponent("\(scenario).notes.md")
    )
  }

  /// A re-sorted, re-commented Swift file (and lower-case hex) reports nothing.
  @Test(arguments: scenarios)
  func aReformattingCommitChangesNoToken(scenario: String) throws {
    let fixture = try FixtureRepository(scenario: scenario)
    let run = try runJSON(["base..reformat", "--fail-on", "never"], in: fixture.directory)
    #expect(run.result.status == 0, "\(run.result.standardError)")
    #expect(run.changes.isEmpty, "\(run.changeLines)")
    #expect(run.findings.isEmpty)
  }

  @Test func aRawChangeReachesSemanticAndComponentTokens() throws {
    let fixture = try FixtureRepository(scenario: "swift-layers")
    let run = try runJSON(["base..head", "--fail-on", "never"], in: fixture.directory)
    let semantic = try #require(run.change("Color.brandAccent", "value-changed"))
    #expect(semantic["via"] as? String == "RawColor.violet500")
    #expect(semantic["layer"] as? String == "semantic")
    let component = try #require(run.change("BadgeComponentTokens.outline", "value-changed"))
    #expect(component["via"] as? String == "RawColor.violet500")
    #expect(component["layer"] as? String == "component")
  }

  @Test func aRemapAndADarkOnlyChangeAreAliasRetargets() throws {
    let fixture = try FixtureRepository(scenario: "swift-layers")
    let run = try runJSON(["base..head", "--fail-on", "never"], in: fixture.directory)
    let remap = try #require(run.change("Color.inkMuted", "alias-retargeted"))
    #expect(remap.string("after.aliasOf") == "RawColor.slate600")
    let focus = run.changes.filter {
      $0["token"] as? String == "Color.focusRing" && $0["kind"] as? String == "alias-retargeted"
    }
    #expect(focus.map { $0["mode"] as? String } == ["dark"])
  }

  @Test func aRemovedSemanticTokenBreaksTheComponentReferringToIt() throws {
    let fixture = try FixtureRepository(scenario: "swift-layers")
    let run = try runJSON(["base..head", "--fail-on", "never"], in: fixture.directory)
    #expect(run.change("Color.canvas", "removed") != nil)
    let broken = try #require(run.change("BadgeComponentTokens.fill", "broken"))
    #expect(broken["file"] as? String == "Sources/Theme/ComponentTokens/BadgeComponentTokens.swift")
    #expect(broken["line"] as? Int == 4)
    let finding = try #require(run.findings(ofKind: "broken-reference").first)
    #expect(finding["column"] as? Int == 28)
  }
}
