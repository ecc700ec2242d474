import Foundation
import Testing
import TokenDiffGit
import TokenDiffTestSupport

@Suite struct ScenarioTests {
  @Test func buildsOneCommitPerStepOfTheSmokeScenario() throws {
    let fixture = try FixtureRepository(scenario: "git-smoke")
    let repository = fixture.repository
    let base = try repository.commitID(of: "base")
    let head = try repository.commitID(of: "head")
    #expect(try repository.commitID(of: "HEAD") == head)
    #expect(try repository.commitID(of: "head~1") == base)
    #expect(try repository.treeEntries(ofCommit: head).map(\.path) == ["tokens/a.tokens.json"])
    let blob = try #require(repository.treeEntries(ofCommit: base).first).objectID
    let expected = try Data(
      contentsOf: Fixtures.scenario("git-smoke").appendingPathComponent(
        "1-base/tokens/a.tokens.json"
      )
    )
    #expect(try repository.blobContents(blob) == Array(expected))
  }

  @Test func ordersStepsByNumberTagsThemAndSkipsRootFiles() throws {
    let folder = try TemporaryFolder()
    let files: [String: String] = [
      "scenario.json": "{}",
      "1-base/tokens/a.json": "1",
      "2-fix/tokens/a.json": "2",
      "2-fix/.hidden/b.json": "h",
      "10-head/tokens/a.json": "10",
    ]
    for (path, contents) in files {
      let url = folder.url.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(),
        withIntermediateDirectories: true
      )
      try Data(contents.utf8).write(to: url)
    }

    let fixture = try FixtureRepository(scenarioFolder: folder.url)
    let repository = fixture.repository

    let base = try repository.commitID(of: "base")
    let fix = try repository.commitID(of: "fix")
    let head = try repository.commitID(of: "head")
    #expect(try repository.commitID(of: "HEAD") == head)
    #expect(try repository.commitID(of: "HEAD~1") == fix)
    #expect(try repository.commitID(of: "HEAD~2") == base)
    #expect(
      try repository.treeEntries(ofCommit: fix).map(\.path) == [".hidden/b.json", "tokens/a.json"]
    )
    #expect(try repository.treeEntries(ofCommit: head).map(\.path) == ["tokens/a.json"])
    let headBlob = try #require(repository.treeEntries(ofCommit: head).first).objectID
    #expect(try repository.blobContents(headBlob) == Array("10".utf8))
    let workingCopy = fixture.directory.appendingPathComponent("tokens/a.json")
    #expect(try String(contentsOf: workingCopy, encoding: .utf8) == "10")
  }
}
