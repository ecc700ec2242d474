import Foundation
import Testing
import TokenDiffTestSupport

/// The second half of the fork-safe setup: the Action in a `workflow_run` job posts a report an
/// earlier run wrote, and only to the pull request whose head that run compared.
@Suite(.serialized) struct WorkflowRunTests {
  /// Writes report.md, report.json and pull-request as the pull_request run's artifact has them.
  static func artifact(
    from fixture: FixtureRepository,
    base: String,
    head: String,
    pullRequest: Int
  ) throws -> URL {
    let folder = fixture.directory.deletingLastPathComponent()
      .appendingPathComponent("tokendiff-artifact-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (format, file) in [("markdown", "report.md"), ("json", "report.json")] {
      let result = try TokenDiffExecutable.run(
        [
          "\(base)...\(head)", "--format", format, "--output",
          folder.appendingPathComponent(file).path,
        ],
        in: fixture.directory
      )
      #expect(result.status == 0, "\(result.standardError)")
    }
    try Data("\(pullRequest)\n".utf8).write(to: folder.appendingPathComponent("pull-request"))
    return folder
  }

  static func runCommentJob(
    api: FakeGitHubAPI,
    workspace: URL,
    artifact: URL,
    headSHA: String
  ) throws -> LocalActionRunner.Run {
    // A workflow_run from a fork lists no pull request: the number comes from the artifact.
    let runner = try LocalActionRunner.forTest(
      workspace: workspace,
      api: api,
      event: [
        "workflow_run": ["head_sha": headSHA, "pull_requests": [Any](), "event": "pull_request"]
      ],
      eventName: "workflow_run"
    )
    defer { runner.removeScratch() }
    return try runner.run(inputs: [
      "report-dir": artifact.path, "github-token": api.token,
      "head": headSHA,
    ])
  }

  @Test func postsTheArtifactsReportToItsPullRequest() throws {
    let fixture = try FixtureRepository()
    let base = try fixture.commit(ActionTests.tokens(brand: "#ff6600"), message: "base", step: 0)
    let head = try fixture.commit(ActionTests.tokens(brand: "#ff7700"), message: "brand", step: 1)
    let artifact = try Self.artifact(from: fixture, base: base, head: head, pullRequest: 12)
    defer { try? FileManager.default.removeItem(at: artifact) }
    let api = try FakeGitHubAPI()
    api.setHead(of: 12, to: head)
    let trusted = try FixtureRepository()  // the default branch's checkout: no tokens needed

    let run = try Self.runCommentJob(
      api: api,
      workspace: trusted.directory,
      artifact: artifact,
      headSHA: head
    )
    #expect(run.succeeded, "\(run.log)")
    #expect(run.outputs["comment"] == "created")
    #expect(api.comments(on: 12).first?.body.contains("color.brand") == true)
    #expect(api.requests.contains("GET /repos/octo/tokens/pulls/12"), "the head was checked")
  }

  @Test func refusesAReportForAnotherCommit() throws {
    let fixture = try FixtureRepository()
    let base = try fixture.commit(ActionTests.tokens(brand: "#ff6600"), message: "base", step: 0)
    let head = try fixture.commit(ActionTests.tokens(brand: "#ff7700"), message: "brand", step: 1)
    let artifact = try Self.artifact(from: fixture, base: base, head: head, pullRequest: 12)
    defer { try? FileManager.default.removeItem(at: artifact) }
    let api = try FakeGitHubAPI()
    api.setHead(of: 12, to: String(repeating: "a", count: 40))

    let run = try Self.runCommentJob(
      api: api,
      workspace: fixture.directory,
      artifact: artifact,
      headSHA: head
    )
    #expect(!run.succeeded)
    #expect(run.failedStep == "comment")
    #expect(run.log.contains("the report belongs to another commit"))
    #expect(api.comments(on: 12).isEmpty)
  }

  /// A fork controls the artifact. Markdown it uploads is never posted: the comment is
  /// rendered from the JSON by the action's own tokendiff, so a hostile report.md (mentions,
  /// links, images) does not reach the pull request.
  @Test func neverPostsTheArtifactsMarkdown() throws {
    let fixture = try FixtureRepository()
    let base = try fixture.commit(ActionTests.tokens(brand: "#ff6600"), message: "base", step: 0)
    let head = try fixture.commit(ActionTests.tokens(brand: "#ff7700"), message: "brand", step: 1)
    let artifact = try Self.artifact(from: fixture, base: base, head: head, pullRequest: 12)
    defer { try? FileManager.default.removeItem(at: artifact) }
    let hostile =
      "<!-- tokendiff -->\n@everyone please approve ![x](https://evil.example/x.png) [click](https://evil.example)\n"
    try Data(hostile.utf8).write(to: artifact.appendingPathComponent("report.md"))
    let api = try FakeGitHubAPI()
    api.setHead(of: 12, to: head)
    let trusted = try FixtureRepository()

    let run = try Self.runCommentJob(
      api: api,
      workspace: trusted.directory,
      artifact: artifact,
      headSHA: head
    )
    #expect(run.succeeded, "\(run.log)")
    let body = try #require(api.comments(on: 12).first?.body)
    #expect(body.contains("color.brand"), "the report, rendered from its JSON")
    for planted in ["@everyone", "evil.example", "please approve"] {
      #expect(!body.contains(planted), "\(planted) came from the artifact's Markdown")
    }
  }

  /// A hostile report.json: text that tries Markdown, HTML and mentions comes out escaped;
  /// one that breaks the contract posts nothing at all.
  @Test func aHostileJSONIsEscapedOrRefused() throws {
    let fixture = try FixtureRepository()
    let base = try fixture.commit(ActionTests.tokens(brand: "#ff6600"), message: "base", step: 0)
    let head = try fixture.commit(ActionTests.tokens(brand: "#ff7700"), message: "brand", step: 1)
    let artifact = try Self.artifact(from: fixture, base: base, head: head, pullRequest: 12)
    defer { try? FileManager.default.removeItem(at: artifact) }
    let json = artifact.appendingPathComponent("report.json")
    let original = try String(contentsOf: json, encoding: .utf8)
    let payload = Inertness.payload.replacingOccurrences(of: "\"", with: "\\\"")
    try Data(
      original.replacingOccurrences(of: "\"token\": \"", with: "\"token\": \"" + payload).utf8
    ).write(to: json)
    let api = try FakeGitHubAPI()
    api.setHead(of: 12, to: head)
    let trusted = try FixtureRepository()
    let run = try Self.runCommentJob(
      api: api,
      workspace: trusted.directory,
      artifact: artifact,
      headSHA: head
    )
    #expect(run.succeeded, "\(run.log)")
    let body = try #require(api.comments(on: 12).first?.body)
    #expect(body.contains("alert(1)"), "the text is there, escaped")
    Inertness.expectInertMarkdown(body)

    // Now a report that breaks the contract: a kind no tokendiff writes.
    try Data(
      original.replacingOccurrences(
        of: "\"kind\": \"value-changed\"",
        with: "\"kind\": \"@everyone\""
      )
      .utf8
    ).write(to: json)
    let refusing = try FakeGitHubAPI()
    refusing.setHead(of: 12, to: head)
    let refused = try Self.runCommentJob(
      api: refusing,
      workspace: trusted.directory,
      artifact: artifact,
      headSHA: head
    )
    #expect(!refused.succeeded)
    #expect(refused.log.contains("kind: not one of the allowed values"), "\(refused.log)")
    #expect(refusing.comments(on: 12).isEmpty, "nothing is posted")
  }
}
