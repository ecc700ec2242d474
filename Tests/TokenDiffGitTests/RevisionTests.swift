import Testing
import TokenDiffGit
import TokenDiffTestSupport

@Suite struct RevisionTests {
  /// Three commits on `main`, with `first` and `second` remembered.
  private static func history() throws -> (FixtureRepository, [String]) {
    let fixture = try FixtureRepository()
    let shas = [
      try fixture.commit(["a.json": "1"], message: "first", step: 0),
      try fixture.commit(["a.json": "2"], message: "second", step: 1),
      try fixture.commit(["a.json": "3"], message: "third", step: 2),
    ]
    return (fixture, shas)
  }

  @Test func resolvesABranch() throws {
    let (fixture, shas) = try Self.history()
    try fixture.branch("feature/colours", at: shas[1])
    #expect(try fixture.repository.commitID(of: "main") == shas[2])
    #expect(try fixture.repository.commitID(of: "feature/colours") == shas[1])
    #expect(try fixture.repository.commitID(of: "refs/heads/feature/colours") == shas[1])
  }

  @Test func resolvesATagNamedLikeAScopedPackage() throws {
    let (fixture, shas) = try Self.history()
    try fixture.tag("@scope/pkg@1.2.3", at: shas[0])
    #expect(try fixture.repository.commitID(of: "@scope/pkg@1.2.3") == shas[0])
  }

  @Test func resolvesATagWithASlash() throws {
    let (fixture, shas) = try Self.history()
    try fixture.tag("release/v1", at: shas[1])
    #expect(try fixture.repository.commitID(of: "release/v1") == shas[1])
  }

  @Test func peelsAnAnnotatedTagToItsCommit() throws {
    let (fixture, shas) = try Self.history()
    try fixture.tag("v1.0.0", at: shas[0], annotated: true)
    let tagObject = try #require(fixture.repository.currentTarget(of: "refs/tags/v1.0.0"))
    #expect(tagObject != shas[0])  // the reference names the tag object...
    #expect(try fixture.repository.commitID(of: "v1.0.0") == shas[0])  // ...peeled to the commit
  }

  @Test func resolvesAncestorsOfHeadAndOfABranch() throws {
    let (fixture, shas) = try Self.history()
    #expect(try fixture.repository.commitID(of: "HEAD") == shas[2])
    #expect(try fixture.repository.commitID(of: "HEAD~1") == shas[1])
    #expect(try fixture.repository.commitID(of: "main~1") == shas[1])
    #expect(try fixture.repository.commitID(of: "main~2") == shas[0])
  }

  @Test func resolvesShortAndFullSHAs() throws {
    let (fixture, shas) = try Self.history()
    #expect(try fixture.repository.commitID(of: String(shas[1].prefix(7))) == shas[1])
    #expect(try fixture.repository.commitID(of: shas[0]) == shas[0])
  }

  @Test(arguments: [
    "no-such-branch", "v9.9.9", "HEAD~10", "0123456789abcdef0123456789abcdef01234567", "main..HEAD",
  ])
  func reportsAnUnknownRevision(_ revision: String) throws {
    let (fixture, _) = try Self.history()
    let error = #expect(throws: GitError.self) {
      try fixture.repository.commitID(of: revision)
    }
    #expect(error?.code == .revisionNotFound)
  }

  @Test(arguments: ["HEAD", "main", ""])
  func reportsRevisionsOfAnEmptyRepositoryAsNotFound(_ revision: String) throws {
    let fixture = try FixtureRepository()
    let error = #expect(throws: GitError.self) {
      try fixture.repository.commitID(of: revision)
    }
    #expect(error?.code == .revisionNotFound)
  }

  @Test func reportsABlobAsNotACommit() throws {
    let (fixture, shas) = try Self.history()
    let blob = try #require(fixture.repository.treeEntries(ofCommit: shas[0]).first).objectID
    for revision in [blob, "main:a.json", "main^{tree}"] {
      let error = #expect(throws: GitError.self) {
        try fixture.repository.commitID(of: revision)
      }
      #expect(error?.code == .notACommit, "\(revision)")
    }
  }

  @Test func reportsAnAmbiguousShortSHA() throws {
    // 1000 blobs: their ids are fixed, and among them two share their first four hex digits.
    let fixture = try FixtureRepository()
    let files = Dictionary(uniqueKeysWithValues: (0..<1000).map { ("\($0).txt", "\($0)") })
    let commit = try fixture.commit(files, message: "many blobs")
    let ids = try fixture.repository.treeEntries(ofCommit: commit).map(\.objectID)
    let prefixes = Dictionary(grouping: ids) { String($0.prefix(4)) }
    let shared = try #require(prefixes.first { $0.value.count > 1 }?.key)

    let error = #expect(throws: GitError.self) {
      try fixture.repository.commitID(of: shared)
    }
    #expect(error?.code == .ambiguous)
  }
}
