import Foundation
import Testing
import TokenDiffGit
import TokenDiffTestSupport

/// A copy holding only the tip of `main`, as a CI checkout with `fetch-depth: 1` does.
@Suite struct ShallowCopyTests {
  private let fixture: FixtureRepository
  private let parent: String
  private let tip: String
  private let folder: TemporaryFolder
  private let shallow: GitRepository

  init() throws {
    fixture = try FixtureRepository()
    parent = try fixture.commit(["tokens/a.json": "1"], message: "parent", step: 0)
    tip = try fixture.commit(["tokens/a.json": "2", "tokens/b.json": "3"], message: "tip", step: 1)
    folder = try TemporaryFolder()
    shallow = try fixture.repository.makeShallowCopy(
      at: folder.url.appendingPathComponent("clone").path,
      keeping: tip,
      branch: "main"
    )
  }

  @Test func isShallowAndKeepsTheTip() throws {
    #expect(shallow.isShallow)
    #expect(!fixture.repository.isShallow)
    #expect(try shallow.commitID(of: "HEAD") == tip)
    #expect(try shallow.commitID(of: "main") == tip)
    #expect(try shallow.commitID(of: tip) == tip)
  }

  @Test func keepsTheTreeAndBlobsOfTheTip() throws {
    let entries = try shallow.treeEntries(ofCommit: tip)
    #expect(entries == (try fixture.repository.treeEntries(ofCommit: tip)))
    let b = try #require(entries.first { $0.path == "tokens/b.json" })
    #expect(try shallow.blobContents(b.objectID) == Array("3".utf8))
  }

  @Test func isSeenAsShallowWhenReopened() throws {
    let reopened = try GitRepository(
      discoveringFrom: folder.url.appendingPathComponent("clone").path
    )
    #expect(reopened.isShallow)
  }

  @Test func reportsTheDroppedParentAsNotFound() throws {
    for revision in [parent, "HEAD~1"] {
      let error = #expect(throws: GitError.self) {
        try shallow.commitID(of: revision)
      }
      #expect(error?.code == .revisionNotFound, "\(revision)")
    }
  }

  /// A commit the shallow copy does not hold is `.revisionNotFound`, as from `commitID(of:)`.
  @Test func reportsAMergeBaseWithAMissingCommitAsNotFound() throws {
    let error = #expect(throws: GitError.self) {
      try shallow.mergeBase(tip, parent)
    }
    #expect(error?.code == .revisionNotFound)
  }

  /// libgit2 1.5 fails here (it walks to the missing parent of the tip); the boundary commit
  /// counts as a root instead, as in `git`.
  @Test func findsAMergeBaseAtTheShallowBoundary() throws {
    let local = try shallow.commit(
      tree: [:],
      message: "local work",
      time: 1_700_000_600,
      parents: [tip],
      updating: nil
    )
    #expect(try shallow.mergeBase(local, tip) == tip)
    #expect(try shallow.mergeBase(tip, local) == tip)
    #expect(try shallow.mergeBase(tip, tip) == tip)
  }

  /// Both commits are present, but what they share is beyond the shallow boundary.
  @Test func reportsAMergeBaseBeyondTheShallowBoundaryAsMissingHistory() throws {
    let local = try shallow.commit(
      tree: [:],
      message: "local work",
      time: 1_700_000_600,
      parents: [tip],
      updating: nil
    )
    let unrelated = try shallow.commit(
      tree: [:],
      message: "other root",
      time: 1_600_000_000,
      parents: [],
      updating: nil
    )
    let error = #expect(throws: GitError.self) {
      try shallow.mergeBase(local, unrelated)
    }
    #expect(error?.code == .missingHistory)
  }
}
