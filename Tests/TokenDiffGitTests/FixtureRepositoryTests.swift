import Foundation
import Testing
import TokenDiffGit
import TokenDiffTestSupport

@Suite struct FixtureRepositoryTests {
  @Test func givesTheSameSHAsOnEveryMachine() throws {
    let first = try FixtureRepository()
    let second = try FixtureRepository(bare: true)
    let a = try first.commit(["tokens.json": "{}"], message: "base")
    let b = try second.commit(["tokens.json": "{}"], message: "base")
    #expect(a == b)
    // Observed once; a change means the author, time or tree encoding drifted.
    #expect(a == "c9028ceaacd1f9f60ad918f263c3733b0ff9ab25")
    let next = try first.commit(["tokens.json": "{\"a\":1}"], message: "head", step: 1)
    #expect(next == "96db4216009999d889a4a14f9dd6d039707b0aa5")
  }

  @Test func keepsTheWorkingTreeEqualToHead() throws {
    let fixture = try FixtureRepository()
    try fixture.commit(["a/b/c.json": "1", "old.json": "x"], message: "first", step: 0)
    let untracked = fixture.directory.appendingPathComponent("untracked.txt")
    try Data("mine".utf8).write(to: untracked)

    try fixture.commit(
      ["a/b.json": "2", "link.json": "ignored"],
      message: "second",
      step: 1,
      symlinks: ["current": "a/b.json"]
    )

    let files = FileManager.default
    #expect(!files.fileExists(atPath: fixture.directory.appendingPathComponent("old.json").path))
    #expect(!files.fileExists(atPath: fixture.directory.appendingPathComponent("a/b").path))
    let b = try String(
      contentsOf: fixture.directory.appendingPathComponent("a/b.json"),
      encoding: .utf8
    )
    #expect(b == "2")
    let link = try files.destinationOfSymbolicLink(
      atPath: fixture.directory.appendingPathComponent("current").path
    )
    #expect(link == "a/b.json")
    #expect(files.fileExists(atPath: untracked.path))
    #expect(files.fileExists(atPath: fixture.directory.appendingPathComponent(".git/HEAD").path))
  }

  @Test func checksOutABranchIntoTheWorkingTree() throws {
    let fixture = try FixtureRepository()
    let base = try fixture.commit(["a.json": "base"], message: "base", step: 0)
    try fixture.commit(["a.json": "main", "main-only.json": "1"], message: "main", step: 1)
    try fixture.branch("feature", at: base)
    try fixture.checkoutBranch("feature")
    let feature = try fixture.commit(["a.json": "feature"], message: "feature", step: 2)

    let a = fixture.directory.appendingPathComponent("a.json")
    #expect(try String(contentsOf: a, encoding: .utf8) == "feature")
    #expect(
      !FileManager.default.fileExists(
        atPath: fixture.directory.appendingPathComponent("main-only.json").path
      )
    )
    #expect(try fixture.repository.commitID(of: "feature") == feature)
    #expect(try fixture.repository.commitID(of: "feature~1") == base)

    try fixture.checkoutBranch("main")
    #expect(try String(contentsOf: a, encoding: .utf8) == "main")
    #expect(
      FileManager.default.fileExists(
        atPath: fixture.directory.appendingPathComponent("main-only.json").path
      )
    )
  }

  @Test func removesItsFolderWhenReleased() throws {
    var fixture: FixtureRepository? = try FixtureRepository()
    let folder = try #require(fixture?.directory)
    try fixture?.commit(["a.json": "{}"], message: "base")
    #expect(FileManager.default.fileExists(atPath: folder.path))
    fixture = nil
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }

  @Test func locatesTheFixturesFolder() {
    #expect(Fixtures.root.lastPathComponent == "Fixtures")
    let package = Fixtures.root.deletingLastPathComponent().appendingPathComponent("Package.swift")
    #expect(FileManager.default.fileExists(atPath: package.path))
  }
}
