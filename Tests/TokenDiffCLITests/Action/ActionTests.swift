import Foundation
import Testing
import TokenDiffReports
import TokenDiffTestSupport

/// The Action's own steps, run locally against a fixture repository and a loopback GitHub API:
/// what a pull request sees push after push.
@Suite(.serialized) struct ActionTests {
  /// The package root: action.yml, scripts/.
  static let actionPath = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The default formats once `--format html` exists; until then the same without html.
  static var formats: String? {
    ReportFormat(rawValue: "html") == nil ? "markdown,json,sarif" : nil
  }

  static func tokens(brand: String, extra: String = "") -> [String: String] {
    [
      "tokens/color.tokens.json": """
      {
        "color": {
          "brand": { "$type": "color", "$value": "\(brand)" },
          "text": { "$type": "color", "$value": "{color.brand}" }\(extra)
        }
      }
      """
    ]
  }

  /// Runs the action as a `pull_request` event from `base` to `head` would.
  static func runAction(
    in fixture: FixtureRepository,
    api: FakeGitHubAPI,
    pullRequest: Int,
    base: String,
    head: String,
    inputs: [String: String] = [:]
  ) throws -> LocalActionRunner.Run {
    try runAction(
      workspace: fixture.directory,
      api: api,
      pullRequest: pullRequest,
      base: base,
      head: head,
      inputs: inputs
    )
  }

  /// Runs the action in any repository.
  static func runAction(
    workspace: URL,
    api: FakeGitHubAPI,
    pullRequest: Int,
    base: String,
    head: String,
    inputs: [String: String] = [:]
  ) throws -> LocalActionRunner.Run {
    let runner = try LocalActionRunner.forTest(
      workspace: workspace,
      api: api,
      event: [
        "pull_request": [
          "number": pullRequest, "base": ["sha": base], "head": ["sha": head],
        ]
      ],
      eventName: "pull_request"
    )
    defer { runner.removeScratch() }
    var all = inputs
    all["github-token"] = all["github-token"] ?? api.token
    if let formats { all["formats"] = all["formats"] ?? formats }
    return try runner.run(inputs: all)
  }

  @Test func theCommentFollowsEveryPush() throws {
    let fixture = try FixtureRepository()
    let api = try FakeGitHubAPI()
    let base = try fixture.commit(Self.tokens(brand: "#ff6600"), message: "base", step: 0)

    // First push: the comment appears.
    let first = try fixture.commit(Self.tokens(brand: "#ff7700"), message: "brand", step: 1)
    let run1 = try Self.runAction(in: fixture, api: api, pullRequest: 7, base: base, head: first)
    #expect(run1.succeeded, "\(run1.log)")
    #expect(run1.ran == ["run", "comment", "decide"])
    #expect(run1.skippedUses.count == 2, "actions/cache and actions/upload-artifact")
    #expect(run1.outputs["exit-status"] == "0")
    #expect(run1.outputs["comment"] == "created")
    #expect(run1.outputs["value-changed"] == "2", "color.brand and color.text through it")
    #expect(run1.outputs["changes"] == "2")
    #expect(run1.outputs["empty"] == "false")
    #expect(run1.summary.hasPrefix("<!-- tokendiff -->"))
    #expect(run1.summary.contains("color.brand"))
    let comments1 = api.comments(on: 7)
    #expect(comments1.count == 1)
    #expect(comments1.first?.body.contains("color.brand") == true)
    #expect(
      run1.outputs["comment-url"]?.hasSuffix("#issuecomment-\(comments1.first?.id ?? 0)") == true
    )
    for name in ["markdown-report", "json-report"] {
      #expect(run1.outputs[name]?.isEmpty == false, "\(name)")
    }
    #expect(run1.outputs[Self.formats == nil ? "html-report" : "sarif-report"]?.isEmpty == false)

    // Second push: the same comment, updated.
    let extra = ##", "accent": { "$type": "color", "$value": "#0055ff" }"##
    let second = try fixture.commit(
      Self.tokens(brand: "#ff7700", extra: extra),
      message: "accent",
      step: 2
    )
    let run2 = try Self.runAction(in: fixture, api: api, pullRequest: 7, base: base, head: second)
    #expect(run2.succeeded, "\(run2.log)")
    #expect(run2.outputs["comment"] == "updated")
    #expect(run2.outputs["added"] == "1")
    let comments2 = api.comments(on: 7)
    #expect(comments2.map(\.id) == comments1.map(\.id), "no duplicate")
    #expect(comments2.first?.body.contains("color.accent") == true)

    // Third push: every token back as it was; the comment says so.
    let third = try fixture.commit(Self.tokens(brand: "#ff6600"), message: "revert", step: 3)
    let run3 = try Self.runAction(in: fixture, api: api, pullRequest: 7, base: base, head: third)
    #expect(run3.succeeded, "\(run3.log)")
    #expect(run3.outputs["empty"] == "true")
    #expect(run3.outputs["comment"] == "updated")
    let comments3 = api.comments(on: 7)
    #expect(comments3.map(\.id) == comments1.map(\.id))
    #expect(comments3.first?.body.contains("no token changes") == true)
    #expect(comments3.first?.body.contains("color.brand") == false)
  }

  @Test func aForkTokenLeavesTheReportInTheSummaryAndFailOnDecides() throws {
    let fixture = try FixtureRepository()
    let api = try FakeGitHubAPI()
    api.makeTokenReadOnly()
    let base = try fixture.commit(Self.tokens(brand: "#ff6600"), message: "base", step: 0)
    let broken = try fixture.commit(
      Self.tokens(brand: "{color.missing}"),
      message: "broken alias",
      step: 1
    )

    let gated = try Self.runAction(
      in: fixture,
      api: api,
      pullRequest: 8,
      base: base,
      head: broken,
      inputs: ["fail-on": "broken"]
    )
    #expect(!gated.succeeded, "broken reached fail-on")
    #expect(gated.failedStep == "decide")
    #expect(gated.failedStatus == 1)
    #expect(gated.outputs["comment"] == "refused")
    #expect(gated.outputs["broken"] == "2")
    #expect(gated.summary.contains("color.brand"), "the report is in the summary")
    #expect(gated.summary.contains("could not post its pull request comment"))
    #expect(gated.log.contains("pull requests from forks get a read-only GITHUB_TOKEN"))
    #expect(gated.log.contains("::error file=tokens/color.tokens.json,line="), "annotations")
    #expect(api.comments(on: 8).isEmpty)

    let lenient = try Self.runAction(
      in: fixture,
      api: api,
      pullRequest: 8,
      base: base,
      head: broken,
      inputs: ["fail-on": "never"]
    )
    #expect(lenient.succeeded, "\(lenient.log)")
    #expect(lenient.outputs["exit-status"] == "0")
    #expect(lenient.outputs["comment"] == "refused")
  }

  @Test func commentOffAndNoPullRequestPostNothing() throws {
    let fixture = try FixtureRepository()
    let api = try FakeGitHubAPI()
    let base = try fixture.commit(Self.tokens(brand: "#ff6600"), message: "base", step: 0)
    let head = try fixture.commit(Self.tokens(brand: "#ff7700"), message: "brand", step: 1)
    let off = try Self.runAction(
      in: fixture,
      api: api,
      pullRequest: 9,
      base: base,
      head: head,
      inputs: ["comment": "false"]
    )
    #expect(off.succeeded)
    #expect(off.outputs["comment"] == "off")
    #expect(api.requests.isEmpty)
  }

  /// The rules the Action keeps: inputs reach scripts only through `env:`, and every action it
  /// uses is pinned to a full commit SHA.
  @Test func scriptsTakeNoExpressionsAndActionsArePinned() throws {
    let action = try LocalActionRunner.load(Self.actionPath)
    let steps = LocalActionRunner.steps(of: action)
    #expect(!steps.isEmpty)
    for step in steps {
      if let script = step["run"] as? String {
        #expect(!script.contains("${{"), "\(step["name"] ?? "")")
        #expect(step["if"] == nil, "run steps decide in bash, so the local runner is faithful")
      }
      if let uses = step["uses"] as? String {
        let reference = uses.split(separator: "@").last.map(String.init) ?? ""
        #expect(reference.count == 40 && reference.allSatisfy(\.isHexDigit), "\(uses)")
      }
    }
  }
}
