import Testing
import TokenDiffGit
import TokenDiffTestSupport

@Suite struct TreeEntriesTests {
  private static let submoduleCommit = "0123456789abcdef0123456789abcdef01234567"

  private static func fixture() throws -> (FixtureRepository, String) {
    let fixture = try FixtureRepository()
    let sha = try fixture.commit(
      [
        "tokens/z.tokens.json": "{\"z\":1}",
        "tokens/brand/a.tokens.json": "{\"a\":1}",
        "README.md": "# tokens",
        "tokens-extra.json": "{}",
      ],
      message: "tree",
      symlinks: ["tokens/current.json": "brand/a.tokens.json"],
      submodules: ["vendor/design-system": submoduleCommit],
      executables: ["scripts/build.sh": "#!/bin/sh\n"]
    )
    return (fixture, sha)
  }

  @Test func listsNestedPathsSortedByPath() throws {
    let (fixture, sha) = try Self.fixture()
    let paths = try fixture.repository.treeEntries(ofCommit: sha).map(\.path)
    #expect(
      paths == [
        "README.md",
        "scripts/build.sh",
        "tokens-extra.json",
        "tokens/brand/a.tokens.json",
        "tokens/current.json",
        "tokens/z.tokens.json",
        "vendor/design-system",
      ]
    )
  }

  @Test func reportsTheKindOfEachEntry() throws {
    let (fixture, sha) = try Self.fixture()
    let kinds = Dictionary(
      uniqueKeysWithValues: try fixture.repository.treeEntries(ofCommit: sha).map {
        ($0.path, $0.kind)
      }
    )
    #expect(kinds["README.md"] == .file)
    #expect(kinds["scripts/build.sh"] == .executable)
    #expect(kinds["tokens/current.json"] == .symlink)
    #expect(kinds["vendor/design-system"] == .submodule)
  }

  @Test func readsASymlinkTargetAsItsBlob() throws {
    let (fixture, sha) = try Self.fixture()
    let link = try #require(
      fixture.repository.treeEntries(ofCommit: sha).first { $0.path == "tokens/current.json" }
    )
    #expect(try fixture.repository.blobContents(link.objectID) == Array("brand/a.tokens.json".utf8))
  }

  @Test func reportsTheSubmoduleCommit() throws {
    let (fixture, sha) = try Self.fixture()
    let submodule = try #require(
      fixture.repository.treeEntries(ofCommit: sha).first { $0.kind == .submodule }
    )
    #expect(submodule.objectID == Self.submoduleCommit)
  }

  @Test func readsFileContents() throws {
    let (fixture, sha) = try Self.fixture()
    let file = try #require(
      fixture.repository.treeEntries(ofCommit: sha).first { $0.path == "tokens/z.tokens.json" }
    )
    #expect(try fixture.repository.blobContents(file.objectID) == Array("{\"z\":1}".utf8))
  }

  @Test func readsAnEmptyBlob() throws {
    let fixture = try FixtureRepository()
    let sha = try fixture.commit(["empty.json": ""], message: "empty")
    let file = try #require(fixture.repository.treeEntries(ofCommit: sha).first)
    #expect(try fixture.repository.blobContents(file.objectID) == [])
  }

  @Test func reportsAMissingBlob() throws {
    let (fixture, sha) = try Self.fixture()
    let missing = #expect(throws: GitError.self) {
      try fixture.repository.blobContents(Self.submoduleCommit)
    }
    #expect(missing?.code == .notFound)
    let notABlob = #expect(throws: GitError.self) {
      try fixture.repository.blobContents(sha)
    }
    #expect(notABlob?.code == .notFound)
  }

  @Test func reportsAMissingCommit() throws {
    let (fixture, sha) = try Self.fixture()
    let missing = #expect(throws: GitError.self) {
      try fixture.repository.treeEntries(ofCommit: Self.submoduleCommit)
    }
    #expect(missing?.code == .revisionNotFound)
    let blob = try #require(fixture.repository.treeEntries(ofCommit: sha).first).objectID
    let notACommit = #expect(throws: GitError.self) {
      try fixture.repository.treeEntries(ofCommit: blob)
    }
    #expect(notACommit?.code == .notACommit)
  }
}
