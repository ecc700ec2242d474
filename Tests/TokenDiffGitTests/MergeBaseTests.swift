import Testing
import TokenDiffGit
import TokenDiffTestSupport

@Suite struct MergeBaseTests {
  @Test func findsTheCommitWhereTwoBranchesForked() throws {
    let fixture = try FixtureRepository()
    try fixture.commit(["a.json": "root"], message: "root", step: 0)
    let fork = try fixture.commit(["a.json": "fork"], message: "fork", step: 1)
    let mainTip = try fixture.commit(["a.json": "main"], message: "main work", step: 2)
    try fixture.branch("feature", at: fork)
    try fixture.checkoutBranch("feature")
    try fixture.commit(["a.json": "f1"], message: "feature 1", step: 3)
    let featureTip = try fixture.commit(["a.json": "f2"], message: "feature 2", step: 4)

    let repository = fixture.repository
    #expect(try repository.commitID(of: "main") == mainTip)
    #expect(try repository.mergeBase(mainTip, featureTip) == fork)
    #expect(try repository.mergeBase(featureTip, mainTip) == fork)
    #expect(try repository.mergeBase(fork, featureTip) == fork)
  }

  @Test func reportsHistoriesWithNothingInCommon() throws {
    let fixture = try FixtureRepository()
    let mainRoot = try fixture.commit(["a.json": "main"], message: "main", step: 0)
    try fixture.repository.setHead(toBranch: "orphan")
    let orphanRoot = try fixture.commit(["b.json": "orphan"], message: "orphan", step: 1)
    #expect(try fixture.repository.commitID(of: "orphan") == orphanRoot)

    let error = #expect(throws: GitError.self) {
      try fixture.repository.mergeBase(mainRoot, orphanRoot)
    }
    #expect(error?.code == .noMergeBase)
  }

  @Test func reportsACommitThatIsNotInTheRepository() throws {
    let fixture = try FixtureRepository()
    let root = try fixture.commit(["a.json": "main"], message: "main")
    let error = #expect(throws: GitError.self) {
      try fixture.repository.mergeBase(root, "0123456789abcdef0123456789abcdef01234567")
    }
    #expect(error?.code == .revisionNotFound)
  }
}
