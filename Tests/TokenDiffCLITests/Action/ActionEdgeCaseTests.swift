import Foundation
import Testing
import TokenDiffTestSupport

/// The Action where real workflows differ from the usual pull request: a repository without
/// tokens, a folder with a space in its name, a `push` event, an oversized report folder.
@Suite(.serialized) struct ActionEdgeCaseTests {
  /// A pull request in a repository that has no design tokens says so and passes, unless the
  /// workflow asks for token files.
  @Test func noTokenFilesPassesWithANoteUnlessRequired() throws {
    let fixture = try FixtureRepository()
    let api = try FakeGitHubAPI()
    let base = try fixture.commit(["README.md": "# app"], message: "base", step: 0)
    let head = try fixture.commit(["README.md": "# app\n\nmore"], message: "docs", step: 1)

    let lenient = try ActionTests.runAction(
      in: fixture,
      api: api,
      pullRequest: 3,
      base: base,
      head: head
    )
    #expect(lenient.succeeded, "\(lenient.log)")
    #expect(lenient.outputs["exit-status"] == "0")
    #expect(lenient.outputs["empty"] == "true")
    #expect(lenient.outputs["head-tokens"] == nil, "not an output of the action")
    #expect(lenient.summary.contains("no design tokens"), "\(lenient.summary)")
    #expect(lenient.log.contains("::notice title=tokendiff::no design tokens"))
    #expect(lenient.outputs["comment"] == "skipped")
    #expect(api.comments(on: 3).isEmpty)

    let strict = try ActionTests.runAction(
      in: fixture,
      api: api,
      pullRequest: 3,
      base: base,
      head: head,
      inputs: ["require-token-files": "true"]
    )
    #expect(!strict.succeeded)
    #expect(strict.failedStep == "decide")
    #expect(strict.failedStatus == 2)
    #expect(strict.log.contains("no token files"))
  }

  /// `working-directory` with a space in it: every path is quoted.
  @Test func aWorkingDirectoryWithASpace() throws {
    let fixture = try FixtureRepository()
    let api = try FakeGitHubAPI()
    let base = try fixture.commit(ActionTests.tokens(brand: "#ff6600"), message: "base", step: 0)
    let head = try fixture.commit(ActionTests.tokens(brand: "#ff7700"), message: "brand", step: 1)
    let workspace = FileManager.default.temporaryDirectory
      .appendingPathComponent("tokendiff workspace \(UUID().uuidString)")
    try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: workspace) }
    try FileManager.default.createSymbolicLink(
      at: workspace.appendingPathComponent("design tokens"),
      withDestinationURL: fixture.directory
    )

    let run = try ActionTests.runAction(
      workspace: workspace,
      api: api,
      pullRequest: 4,
      base: base,
      head: head,
      inputs: ["working-directory": "design tokens"]
    )
    #expect(run.succeeded, "\(run.log)")
    #expect(run.outputs["value-changed"] == "2")
    #expect(run.outputs["comment"] == "created")
  }

  /// On `push` there is no pull request: without a base the step says what to set; with one,
  /// the report is made and no comment is attempted, even with `comment: true`.
  @Test func aPushEventReportsWithoutCommenting() throws {
    let fixture = try FixtureRepository()
    let api = try FakeGitHubAPI()
    let base = try fixture.commit(ActionTests.tokens(brand: "#ff6600"), message: "base", step: 0)
    let head = try fixture.commit(ActionTests.tokens(brand: "#ff7700"), message: "brand", step: 1)

    func push(_ inputs: [String: String]) throws -> LocalActionRunner.Run {
      let runner = try LocalActionRunner.forTest(
        workspace: fixture.directory,
        api: api,
        event: ["after": head, "before": base],
        eventName: "push"
      )
      defer { runner.removeScratch() }
      var all = inputs
      all["github-token"] = api.token
      all["comment"] = "true"
      if let formats = ActionTests.formats { all["formats"] = formats }
      return try runner.run(inputs: all)
    }

    let noBase = try push([:])
    #expect(!noBase.succeeded)
    #expect(noBase.failedStatus == 2)
    #expect(noBase.log.contains("no base revision: set the action's base input"))
    #expect(noBase.summary.contains("<pre>\nno base revision: set the action's base input"))
    #expect(noBase.outputs["comment"] == "skipped")

    let withBase = try push(["base": base])
    #expect(withBase.succeeded, "\(withBase.log)")
    #expect(withBase.outputs["value-changed"] == "2")
    #expect(withBase.outputs["comment"] == "skipped")
    #expect(withBase.log.contains("not a pull request: no comment"))
    #expect(api.requests.isEmpty)
  }

  /// A report folder from another run whose Markdown is larger than a job summary may be: it
  /// is not used; the summary is rendered from the folder's JSON and fits.
  @Test func anOversizedArtifactMarkdownIsNotUsed() throws {
    let fixture = try FixtureRepository()
    let base = try fixture.commit(ActionTests.tokens(brand: "#ff6600"), message: "base", step: 0)
    let head = try fixture.commit(ActionTests.tokens(brand: "#ff7700"), message: "brand", step: 1)
    let artifact = try WorkflowRunTests.artifact(
      from: fixture,
      base: base,
      head: head,
      pullRequest: 12
    )
    defer { try? FileManager.default.removeItem(at: artifact) }
    let markdown = artifact.appendingPathComponent("report.md")
    var body = try String(contentsOf: markdown, encoding: .utf8)
    body += String(repeating: "| padding row |\n", count: 80_000)
    try Data(body.utf8).write(to: markdown)
    let api = try FakeGitHubAPI()
    api.setHead(of: 12, to: head)

    let run = try WorkflowRunTests.runCommentJob(
      api: api,
      workspace: fixture.directory,
      artifact: artifact,
      headSHA: head
    )
    #expect(run.succeeded, "\(run.log)")
    // The artifact's Markdown is never used: the summary and the comment are rendered from
    // its JSON, and stay small.
    #expect(run.summary.utf8.count < 65_000)
    #expect(!run.summary.contains("padding row"))
    #expect(run.summary.contains("color.brand"))
    #expect(run.outputs["comment"] == "created")
    #expect((api.comments(on: 12).first?.body.utf8.count ?? .max) <= 65_536)
  }

  /// A runner image whose Swift is too old gets the container hint before SwiftPM fails.
  @Test func anOldSwiftToolchainIsNamed() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tokendiff-old-swift-\(UUID().uuidString)")
    let bin = folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let swift = bin.appendingPathComponent("swift")
    try Data("#!/bin/sh\necho 'Swift version 6.1.2 (swift-6.1.2-RELEASE)'\n".utf8).write(to: swift)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let (status, output) = try LocalActionRunner.bash(
      ActionTests.actionPath.appendingPathComponent("scripts/action-build"),
      in: folder,
      environment: ["PATH": "\(bin.path):\(path)", "HOME": folder.path]
    )
    #expect(status == 2)
    #expect(output.contains("the runner's Swift is 6.1; tokendiff needs 6.2 or later"), "\(output)")
    #expect(output.contains("swift:6.3 container"))
  }

  /// A checkout of the Action has no Package.resolved (it is not committed): the cache key
  /// step must still succeed, and change when a source file does.
  @Test func theCacheKeyNeedsNoPackageResolved() throws {
    let files = FileManager.default
    let folder = files.temporaryDirectory
      .appendingPathComponent("tokendiff action checkout \(UUID().uuidString)")
    defer { try? files.removeItem(at: folder) }
    for path in ["scripts", "Sources/tokendiff"] {
      try files.createDirectory(
        at: folder.appendingPathComponent(path),
        withIntermediateDirectories: true
      )
    }
    try files.copyItem(
      at: ActionTests.actionPath.appendingPathComponent("scripts/action-cache-key"),
      to: folder.appendingPathComponent("scripts/action-cache-key")
    )
    try files.copyItem(
      at: ActionTests.actionPath.appendingPathComponent("Package.swift"),
      to: folder.appendingPathComponent("Package.swift")
    )
    let source = folder.appendingPathComponent("Sources/tokendiff/main.swift")
    try Data("print(1)\n".utf8).write(to: source)
    let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
    let script = folder.appendingPathComponent("scripts/action-cache-key")

    let (status, first) = try LocalActionRunner.bash(script, in: folder, environment: environment)
    #expect(status == 0, "\(first)")
    #expect(first.hasPrefix("key=") && first.count == "key=".count + 32 + 1, "\(first)")
    try Data("print(2)\n".utf8).write(to: source)
    let (_, second) = try LocalActionRunner.bash(script, in: folder, environment: environment)
    #expect(second != first)

    // Another libgit2 (another runner image) is another binary.
    let bin = folder.appendingPathComponent("bin")
    try files.createDirectory(at: bin, withIntermediateDirectories: true)
    let pkgConfig = bin.appendingPathComponent("pkg-config")
    try Data("#!/bin/sh\necho 9.9.9\n".utf8).write(to: pkgConfig)
    try files.setAttributes([.posixPermissions: 0o755], ofItemAtPath: pkgConfig.path)
    let (_, third) = try LocalActionRunner.bash(
      script,
      in: folder,
      environment: ["PATH": "\(bin.path):\(environment["PATH"] ?? "")"]
    )
    #expect(third.hasPrefix("key=") && third != second)
  }

  /// GitHub failing the comment is a warning: fail-on still decides the check.
  @Test func aCommentThatCannotBePostedDoesNotDecideTheCheck() throws {
    let fixture = try FixtureRepository()
    let api = try FakeGitHubAPI()
    let base = try fixture.commit(ActionTests.tokens(brand: "#ff6600"), message: "base", step: 0)
    let head = try fixture.commit(ActionTests.tokens(brand: "#ff7700"), message: "brand", step: 1)
    api.failNext([.json(422, ["message": "Validation Failed"])], method: "POST")

    let run = try ActionTests.runAction(
      in: fixture,
      api: api,
      pullRequest: 5,
      base: base,
      head: head
    )
    #expect(run.succeeded, "\(run.log)")
    #expect(run.ran == ["run", "comment", "decide"])
    #expect(run.outputs["comment"] == "failed")
    #expect(run.log.contains("::warning title=tokendiff::could not post the pull request comment"))
    #expect(api.comments(on: 5).isEmpty)
  }

  /// A base commit missing from a shallow clone: the job summary says so, with the hint.
  @Test func aMissingBaseIsExplainedInTheSummary() throws {
    let fixture = try FixtureRepository()
    let api = try FakeGitHubAPI()
    _ = try fixture.commit(ActionTests.tokens(brand: "#ff6600"), message: "base", step: 0)
    let head = try fixture.commit(ActionTests.tokens(brand: "#ff7700"), message: "brand", step: 1)
    let missing = String(repeating: "ab", count: 20)

    let run = try ActionTests.runAction(
      in: fixture,
      api: api,
      pullRequest: 6,
      base: missing,
      head: head
    )
    #expect(!run.succeeded)
    #expect(run.failedStatus == 2)
    #expect(run.summary.contains("### tokendiff: no report"))
    #expect(
      run.summary.contains("revision '\(missing)' is not in this repository"),
      "\(run.summary)"
    )
    #expect(run.summary.contains("fetch-depth: 0"))
    #expect(run.outputs["comment"] == "skipped")
  }

  /// What tokendiff says goes into the summary as text: a name with Markdown or HTML in it
  /// stays inert.
  @Test func anErrorInTheSummaryIsEscaped() throws {
    let fixture = try FixtureRepository()
    let api = try FakeGitHubAPI()
    _ = try fixture.commit(ActionTests.tokens(brand: "#ff6600"), message: "base", step: 0)
    let head = try fixture.commit(ActionTests.tokens(brand: "#ff7700"), message: "brand", step: 1)

    let run = try ActionTests.runAction(
      in: fixture,
      api: api,
      pullRequest: 6,
      base: "<img src=x onerror=alert(1)>",
      head: head
    )
    #expect(!run.succeeded)
    #expect(!run.summary.contains("<img"), "\(run.summary)")
    #expect(run.summary.contains("&lt;img src=x onerror=alert(1)&gt;"))
  }

  /// Two uses of the action in one job (two token packages) keep their own reports: the first
  /// run's outputs still point at the first run's files.
  @Test func twoRunsInOneJobKeepTheirOwnReports() throws {
    let fixture = try FixtureRepository()
    let api = try FakeGitHubAPI()
    let base = try fixture.commit(ActionTests.tokens(brand: "#ff6600"), message: "base", step: 0)
    let head = try fixture.commit(ActionTests.tokens(brand: "#ff7700"), message: "brand", step: 1)
    let runner = try LocalActionRunner.forTest(
      workspace: fixture.directory,
      api: api,
      event: ["pull_request": ["number": 2, "base": ["sha": base], "head": ["sha": head]]],
      eventName: "pull_request"
    )
    defer { runner.removeScratch() }
    var inputs = ["comment": "false"]
    if let formats = ActionTests.formats { inputs["formats"] = formats }
    let first = try runner.run(inputs: inputs)
    inputs["fail-on"] = "never"
    inputs["base"] = head
    let second = try runner.run(inputs: inputs)
    #expect(first.succeeded && second.succeeded, "\(first.log)\n\(second.log)")
    let firstJSON = try #require(first.outputs["json-report"])
    let secondJSON = try #require(second.outputs["json-report"])
    #expect(firstJSON != secondJSON)
    let report = try String(contentsOf: URL(fileURLWithPath: firstJSON), encoding: .utf8)
    #expect(report.contains("color.brand"), "the first run's report is still there")
  }

  /// In a merge queue (`merge_group`), the base is the merge group's; there is no pull
  /// request to comment on.
  @Test func aMergeGroupComparesWithItsBase() throws {
    let fixture = try FixtureRepository()
    let api = try FakeGitHubAPI()
    let base = try fixture.commit(ActionTests.tokens(brand: "#ff6600"), message: "base", step: 0)
    let head = try fixture.commit(ActionTests.tokens(brand: "#ff7700"), message: "brand", step: 1)
    let runner = try LocalActionRunner.forTest(
      workspace: fixture.directory,
      api: api,
      event: ["merge_group": ["base_sha": base, "head_sha": head], "after": head],
      eventName: "merge_group"
    )
    defer { runner.removeScratch() }
    var inputs = ["github-token": api.token]
    if let formats = ActionTests.formats { inputs["formats"] = formats }
    let run = try runner.run(inputs: inputs)
    #expect(run.succeeded, "\(run.log)")
    #expect(run.outputs["value-changed"] == "2")
    #expect(run.outputs["comment"] == "skipped")
    #expect(api.requests.isEmpty)
  }
}
