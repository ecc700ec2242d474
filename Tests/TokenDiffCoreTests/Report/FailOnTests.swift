import Testing
import TokenDiffCore
import TokenDiffTestSupport

@Suite struct FailOnTests {
  private let base = RevisionSnapshot.test([
    "t.tokens.json":
      ##"{"a": {"$type": "color", "$value": "#000"}, "old": {"$type": "color", "$value": "{gone}"}}"##
  ])

  @Test func brokenCountsOnlyWhatTheHeadNewlyBroke() throws {
    let unchanged = makeDiffReport(base: base, head: base, policy: ResolutionPolicy())
    #expect(FailOn.default.failures(in: unchanged).isEmpty)
    let head = RevisionSnapshot.test([
      "t.tokens.json":
        ##"{"a": {"$type": "color", "$value": "{nope}"}, "old": {"$type": "color", "$value": "{gone}"}}"##
    ])
    let report = makeDiffReport(base: base, head: head, policy: ResolutionPolicy())
    #expect(FailOn.default.failures(in: report) == ["1 broken"])
    #expect(try FailOn(["never"]).failures(in: report).isEmpty)
  }

  /// A token of a Tokens Studio file no theme uses and the project does not list, in a folder
  /// of its own: `check` reports its breakage as a warning, and a diff does not fail on it
  /// either. (Beside the project's listed sets, such a file is a set no theme uses, not
  /// output: `TokensStudioDraftSetTests`.)
  @Test func aBreakageTheHeadWarnsOfDoesNotFail() {
    func project(_ extra: String) -> RevisionSnapshot {
      .discovered([
        "tokens/$themes.json":
          ##"[{"id": "t1", "name": "Light", "selectedTokenSets": {"core": "enabled"}}]"##,
        "tokens/$metadata.json": ##"{"tokenSetOrder": ["core"]}"##,
        "tokens/core.json": ##"{"red": {"value": "#ff0000", "type": "color"}}"##,
        "tokens/extra/extra.json": extra,
      ])
    }
    let report = makeDiffReport(
      base: project(##"{"x": {"value": "#00ff00", "type": "color"}}"##),
      head: project(##"{"x": {"value": "{nothing}", "type": "color"}}"##),
      policy: ResolutionPolicy()
    )
    #expect(report.changes.map(\.kind) == [.broken])
    #expect(FailOn.default.failures(in: report).isEmpty)
    let check = makeCheckReport(
      project(##"{"x": {"value": "{nothing}", "type": "color"}}"##),
      policy: ResolutionPolicy()
    )
    #expect(FailOn.default.failures(in: check).isEmpty)
  }

  @Test func aFileThatStopsParsingIsBroken() {
    let head = RevisionSnapshot.test(["t.tokens.json": "{ not json"])
    let report = makeDiffReport(base: base, head: head, policy: ResolutionPolicy())
    #expect(FailOn.default.failures(in: report) == ["1 broken"])
  }

  @Test func checkCountsEveryFinding() throws {
    let report = makeCheckReport(base, policy: ResolutionPolicy())
    #expect(FailOn.default.failures(in: report) == ["1 broken"])
    #expect(try FailOn(["forbidden"]).failures(in: report).isEmpty)
    #expect(try FailOn(["broken-reference"]).failures(in: report) == ["1 broken-reference"])
  }

  @Test func changeKindsCanFailARun() throws {
    let head = RevisionSnapshot.test([
      "t.tokens.json": ##"{"old": {"$type": "color", "$value": "{gone}"}}"##
    ])
    let report = makeDiffReport(base: base, head: head, policy: ResolutionPolicy())
    #expect(try FailOn(["removed"]).failures(in: report) == ["1 removed"])
    #expect(throws: ConfigurationError.self) { try FailOn(["sometimes"]) }
  }

  @Test func anEmptyListIsAnErrorThatPointsToNever() {
    let error = #expect(throws: ConfigurationError.self) { try FailOn(["", " "]) }
    #expect(error?.message.contains("never") == true)
  }
}
