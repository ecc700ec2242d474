import Foundation
import Testing
import TokenDiffGit
import TokenDiffTestSupport

/// Every way of naming the two revisions, on a small repository built at test time.
@Suite struct RevisionFormsTests {
  static let base = """
    {"color": {"$type": "color",
      "brand": {"$value": "#0066cc"},
      "text": {"$value": "{color.brand}"}}}
    """

  /// main: base → brand darkened; feature (from base): adds color.accent.
  static func history(bare: Bool = false) throws -> (
    FixtureRepository, base: String, main: String, feature: String
  ) {
    let fixture = try FixtureRepository(bare: bare)
    let first = try fixture.commit(["tokens/color.tokens.json": base], message: "base", step: 0)
    try fixture.tag("@scope/tokens@1.0.0", at: first)
    try fixture.tag("release/v1", at: first, annotated: true)
    let second = try fixture.commit(
      ["tokens/color.tokens.json": base.replacingOccurrences(of: "#0066cc", with: "#0055aa")],
      message: "darken brand",
      step: 1
    )
    try fixture.branch("feature", at: first)
    let accent = base.replacingOccurrences(
      of: "\"brand\"",
      with: "\"accent\": {\"$value\": \"#ff7900\"}, \"brand\""
    )
    let third = try fixture.repository.commit(
      tree: ["tokens/color.tokens.json": .file(Array(accent.utf8))],
      message: "accent",
      time: 1_700_000_000 + 120,
      parents: [first],
      updating: "refs/heads/feature"
    )
    return (fixture, first, second, third)
  }

  @Test func twoDotsComparesHeadWithBase() throws {
    let (fixture, _, _, _) = try Self.history()
    let run = try runJSON(["main..feature"], in: fixture.directory)
    #expect(run.result.status == 0)
    #expect(
      run.changeLines == [
        "color.accent added", "color.brand value-changed", "color.text value-changed",
      ]
    )
    #expect(run.report.string("base.revision") == "main")
    #expect(run.change("color.text", "value-changed")?["via"] as? String == "color.brand")
  }

  @Test func threeDotsComparesWithTheMergeBase() throws {
    let (fixture, base, _, feature) = try Self.history()
    let run = try runJSON(["main...feature"], in: fixture.directory)
    #expect(run.changeLines == ["color.accent added"])
    #expect(run.report.string("base.commit") == base)
    #expect(run.report.string("head.commit") == feature)
  }

  @Test(arguments: [
    "@scope/tokens@1.0.0..main", "release/v1..main", "HEAD~1..HEAD", "main~1..main",
  ])
  func tagsAndAncestryNamesResolve(range: String) throws {
    let (fixture, _, _, _) = try Self.history()
    let run = try runJSON([range], in: fixture.directory)
    #expect(run.result.status == 0, "\(run.result.standardError)")
    #expect(run.changeLines == ["color.brand value-changed", "color.text value-changed"])
    #expect(
      run.change("color.brand", "value-changed")?["after"].flatMap {
        ($0 as? [String: Any])?["value"]
      } as? String == "#0055aa"
    )
  }

  @Test func shortCommitIdsResolve() throws {
    let (fixture, base, main, _) = try Self.history()
    let run = try runJSON(["\(base.prefix(7))..\(main.prefix(8))"], in: fixture.directory)
    #expect(run.changeLines.count == 2)
    #expect(run.report.string("head.commit") == main)
  }

  @Test func theWorkingTreeIsComparedWithHeadOrARevision() throws {
    let (fixture, _, _, _) = try Self.history()
    let clean = try runJSON([], in: fixture.directory)
    #expect(clean.changes.isEmpty)
    #expect(clean.report.string("head.revision") == "working tree")
    let file = fixture.directory.appendingPathComponent("tokens/color.tokens.json")
    let edited = Self.base.replacingOccurrences(of: "#0066cc", with: "#111111")
    try Data(edited.utf8).write(to: file)
    let dirty = try runJSON([], in: fixture.directory)
    #expect(dirty.changeLines == ["color.brand value-changed", "color.text value-changed"])
    let againstTag = try runJSON(["@scope/tokens@1.0.0"], in: fixture.directory)
    #expect(againstTag.change("color.brand", "value-changed")?.string("before.value") == "#0066cc")
  }

  @Test func aSubfolderFindsTheRepositoryAbove() throws {
    let (fixture, _, _, _) = try Self.history()
    let run = try runJSON(["main..feature"], in: fixture.directory.appendingPathComponent("tokens"))
    #expect(run.changeLines.count == 3)
  }

  @Test func bareRepositoriesWork() throws {
    let (fixture, _, _, _) = try Self.history(bare: true)
    let elsewhere = FileManager.default.temporaryDirectory
    let run = try runJSON(["main...feature", "--repo", fixture.directory.path], in: elsewhere)
    #expect(run.changeLines == ["color.accent added"])
    let workingTree = try TokenDiffExecutable.run(
      ["--repo", fixture.directory.path],
      in: elsewhere
    )
    #expect(workingTree.status == 2)
    #expect(workingTree.standardError.contains("bare"))
  }
}
