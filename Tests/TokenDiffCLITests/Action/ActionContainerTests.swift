import Foundation
import Testing
import TokenDiffTestSupport

/// A `container:` job runs as root on a checkout that belongs to the runner's user, and git
/// refuses a repository owned by someone else. tokendiff says so plainly, and the action marks
/// the checkout safe before it runs. Needs root to give the checkout to another user.
@Suite(.enabled(if: geteuid() == 0, "needs root to chown the checkout to another user"))
struct ActionContainerTests {
  static let runnerUser: UInt32 = 1001

  static func chown(_ folder: URL, to uid: UInt32) throws {
    let walker = FileManager.default.enumerator(atPath: folder.path)
    var paths = [folder.path]
    while let relative = walker?.nextObject() as? String {
      paths.append(folder.appendingPathComponent(relative).path)
    }
    for path in paths { lchown(path, uid, uid) }
  }

  @Test func aCheckoutOfAnotherUserGetsAClearMessage() throws {
    let fixture = try FixtureRepository()
    let base = try fixture.commit(ActionTests.tokens(brand: "#ff6600"), message: "base", step: 0)
    let head = try fixture.commit(ActionTests.tokens(brand: "#ff7700"), message: "head", step: 1)
    try Self.chown(fixture.directory, to: Self.runnerUser)
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("tokendiff-home-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    let result = try TokenDiffExecutable.run(
      ["\(base)..\(head)"],
      in: fixture.directory,
      environment: ["HOME": home.path]
    )
    #expect(result.status == 2)
    #expect(result.standardError.contains("belongs to another user (uid \(Self.runnerUser))"))
    #expect(result.standardError.contains("git config --global --add safe.directory"))
    #expect(!result.standardError.contains("not inside a git repository"))
  }

  @Test func theActionMarksTheCheckoutSafeAndRuns() throws {
    let fixture = try FixtureRepository()
    let base = try fixture.commit(ActionTests.tokens(brand: "#ff6600"), message: "base", step: 0)
    let head = try fixture.commit(ActionTests.tokens(brand: "#ff7700"), message: "head", step: 1)
    try Self.chown(fixture.directory, to: Self.runnerUser)
    let api = try FakeGitHubAPI()
    var runner = try LocalActionRunner.forTest(
      workspace: fixture.directory,
      api: api,
      event: ["pull_request": ["number": 3, "base": ["sha": base], "head": ["sha": head]]],
      eventName: "pull_request"
    )
    defer { runner.removeScratch() }
    runner.replacing["trust"] = nil  // the step under test runs
    let run = try runner.run(inputs: ["github-token": api.token])
    #expect(run.succeeded, "\(run.log)")
    #expect(run.ran.first == "trust")
    #expect(run.log.contains("belongs to uid \(Self.runnerUser)"))
    #expect(run.log.contains("marked it safe for git"))
    #expect(run.outputs["exit-status"] == "0")
    #expect(run.outputs["value-changed"] == "2")
    #expect(api.comments(on: 3).count == 1)
  }
}
