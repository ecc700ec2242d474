import Foundation
import Testing
import TokenDiffGit
import TokenDiffTestSupport

@Suite struct OpenRepositoryTests {
  @Test func discoversTheRepositoryFromANestedFolder() throws {
    let fixture = try FixtureRepository()
    let head = try fixture.commit(["tokens/brand/color.tokens.json": "{}"], message: "base")
    let nested = fixture.directory.appendingPathComponent("tokens/brand", isDirectory: true)

    let repository = try GitRepository(discoveringFrom: nested.path)

    #expect(repository.workingDirectory == realPath(fixture.directory))
    #expect(!repository.isBare)
    #expect(try repository.commitID(of: "HEAD") == head)
  }

  @Test func discoversTheRepositoryFromInsideDotGit() throws {
    let fixture = try FixtureRepository()
    let head = try fixture.commit(["a.json": "{}"], message: "base")
    let gitFolder = fixture.directory.appendingPathComponent(".git/refs", isDirectory: true)

    let repository = try GitRepository(discoveringFrom: gitFolder.path)

    #expect(try repository.commitID(of: "HEAD") == head)
  }

  @Test func opensABareRepository() throws {
    let fixture = try FixtureRepository(bare: true)
    let head = try fixture.commit(["a.json": "{}"], message: "base")

    let repository = try GitRepository(discoveringFrom: fixture.directory.path)

    #expect(repository.isBare)
    #expect(repository.workingDirectory == nil)
    #expect(!repository.isShallow)
    #expect(!repository.isIgnored("a.json"))
    #expect(try repository.commitID(of: "main") == head)
  }

  @Test func reportsAFolderOutsideAnyRepository() throws {
    let folder = try TemporaryFolder()
    let error = #expect(throws: GitError.self) {
      try GitRepository(discoveringFrom: folder.url.path)
    }
    #expect(error?.code == .notARepository)
    #expect(error?.function == "git_repository_open_ext")
  }

  @Test func reportsAPathThatDoesNotExist() throws {
    let folder = try TemporaryFolder()
    let missing = folder.url.appendingPathComponent("no/such/folder").path
    let error = #expect(throws: GitError.self) {
      try GitRepository(discoveringFrom: missing)
    }
    #expect(error?.code == .notARepository)
  }

  @Test func reopensTheSameRepositoryForAnotherThread() throws {
    let fixture = try FixtureRepository()
    let head = try fixture.commit(["tokens/a.tokens.json": "{}"], message: "base")
    let nested = fixture.directory.appendingPathComponent("tokens", isDirectory: true)
    let repository = try GitRepository(discoveringFrom: nested.path)

    let second = try repository.reopened()

    #expect(second.workingDirectory == repository.workingDirectory)
    #expect(try second.commitID(of: "HEAD") == head)
  }

  @Test func reopensABareRepository() throws {
    let fixture = try FixtureRepository(bare: true)
    let head = try fixture.commit(["a.json": "{}"], message: "base")

    let second = try GitRepository(discoveringFrom: fixture.directory.path).reopened()

    #expect(second.isBare)
    #expect(try second.commitID(of: "main") == head)
  }
}
