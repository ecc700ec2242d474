import Foundation
import Testing
import TokenDiffTestSupport

/// `tokendiff comment` and `tokendiff counts` as a script calls them.
@Suite struct CommentCommandTests {
  static func files(_ markdown: String, json: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tokendiff-comment-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(markdown.utf8).write(to: folder.appendingPathComponent("report.md"))
    try Data(json.utf8).write(to: folder.appendingPathComponent("report.json"))
    return folder
  }

  static let changed = #"{"schemaVersion": 1, "changes": [{"kind": "added"}], "findings": []}"#

  @Test func readsThePullRequestFromTheEvent() throws {
    let api = try FakeGitHubAPI()
    let folder = try Self.files("<!-- tokendiff -->\nreport\n", json: Self.changed)
    defer { try? FileManager.default.removeItem(at: folder) }
    let event = folder.appendingPathComponent("event.json")
    try Data(#"{"pull_request": {"number": 31}}"#.utf8).write(to: event)
    let result = try TokenDiffExecutable.run(
      ["comment", "--body", "report.md", "--report", "report.json"],
      in: folder,
      environment: [
        "GITHUB_TOKEN": api.token, "GITHUB_API_URL": api.url.absoluteString,
        "GITHUB_REPOSITORY": api.repository, "GITHUB_EVENT_PATH": event.path,
      ]
    )
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.hasPrefix(
        "created https://github.com/octo/tokens/pull/31#issuecomment-"
      )
    )
    #expect(api.comments(on: 31).map(\.body) == ["<!-- tokendiff -->\nreport\n"])
  }

  @Test func aReadOnlyTokenExitsWithThreeAndSaysWhy() throws {
    let api = try FakeGitHubAPI()
    api.makeTokenReadOnly()
    let folder = try Self.files("<!-- tokendiff -->\nreport\n", json: Self.changed)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TokenDiffExecutable.run(
      ["comment", "--body", "report.md", "--pr", "4", "--token-env", "MY_TOKEN"],
      in: folder,
      environment: [
        "MY_TOKEN": api.token, "GITHUB_API_URL": api.url.absoluteString,
        "GITHUB_REPOSITORY": api.repository, "GITHUB_ACTIONS": "true",
      ]
    )
    #expect(result.status == 3)
    #expect(result.standardError.contains("cannot comment on pull request #4"))
    #expect(result.standardError.contains("Resource not accessible by integration"))
    #expect(result.standardError.contains("::warning title=tokendiff could not comment::"))
  }

  @Test func missingSettingsAreNamed() throws {
    let folder = try Self.files("report\n", json: Self.changed)
    defer { try? FileManager.default.removeItem(at: folder) }
    let noToken = try TokenDiffExecutable.run(
      ["comment", "--body", "report.md", "--pr", "1", "--repository", "o/r"],
      in: folder,
      environment: ["GITHUB_TOKEN": ""]
    )
    #expect(noToken.status == 2)
    #expect(noToken.standardError.contains("no token in $GITHUB_TOKEN"))
    let noPR = try TokenDiffExecutable.run(
      ["comment", "--body", "report.md", "--repository", "o/r"],
      in: folder,
      environment: ["GITHUB_TOKEN": "t", "GITHUB_EVENT_PATH": "/nonexistent"]
    )
    #expect(noPR.status == 2)
    #expect(noPR.standardError.contains("no pull request"))
  }

  @Test func countsPrintsOutputLines() throws {
    let folder = try Self.files(
      "",
      json: try String(
        contentsOf: Goldens.reports.appendingPathComponent("brand-refresh.json"),
        encoding: .utf8
      )
    )
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TokenDiffExecutable.run(["counts", "report.json"], in: folder)
    #expect(result.status == 0)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    let names = lines.map { String($0.prefix { $0 != "=" }) }
    #expect(names == names.sorted(), "sorted by name")
    for expected in [
      "changes=13", "broken=2", "forbidden=2", "value-changed=5", "empty=false", "new-findings=3",
      "base-tokens=26", "head-tokens=27",
    ] {
      #expect(lines.contains(expected), "\(expected) in \(lines)")
    }
    let bad = try TokenDiffExecutable.run(["counts", "report.md"], in: folder)
    #expect(bad.status == 2)
    #expect(bad.standardError.contains("not valid JSON"))
    try Data("[1]".utf8).write(to: folder.appendingPathComponent("other.json"))
    let other = try TokenDiffExecutable.run(["counts", "other.json"], in: folder)
    #expect(other.status == 2)
    #expect(other.standardError.contains("not a tokendiff JSON report"))
  }

  /// A pull request that leaves tokens alone but sits on a revision with old findings has
  /// nothing to say.
  @Test func oldFindingsAloneAreEmpty() throws {
    let json = """
      {"schemaVersion": 1, "changes": [], "contrast": [{"status": "unchanged"}],
       "findings": [{"revision": "head", "new": false}, {"revision": "base", "new": true}]}
      """
    let folder = try Self.files("", json: json)
    defer { try? FileManager.default.removeItem(at: folder) }
    let lines = try TokenDiffExecutable.run(["counts", "report.json"], in: folder)
      .standardOutput.split(separator: "\n").map(String.init)
    for expected in ["findings=1", "new-findings=0", "contrast-changes=0", "empty=true"] {
      #expect(lines.contains(expected), "\(expected) in \(lines)")
    }
  }

  /// A report downloaded from another run is data: its summary keys cannot add or replace lines
  /// of `$GITHUB_OUTPUT` (the Action's exit status, report paths or comment outputs).
  @Test func summaryKeysCannotInjectOutputs() throws {
    let json = """
      {"schemaVersion": 1, "changes": [], "suggestedBump": "major\\nexit-status=0",
       "summary": {"broken": 1, "exit-status": 0, "report-dir": 5, "x\\ncomment-url=https://evil": 1,
                   "a=b": 2, "Broken": 3, "contrast-regression": 4, "-": 1, "a--b": 1}}
      """
    let folder = try Self.files("", json: json)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TokenDiffExecutable.run(["counts", "report.json"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    let names = Set(lines.map { String($0.prefix { $0 != "=" }) })
    #expect(lines.contains("broken=1"))
    #expect(lines.contains("contrast-regression=4"))
    #expect(lines.contains("suggested-bump="), "a bump that is no word is left out")
    for name in ["exit-status", "report-dir", "comment-url", "a", "Broken", "-", "a--b"] {
      #expect(!names.contains(name), "\(name) in \(lines)")
    }
    #expect(lines.allSatisfy { $0.split(separator: "=").count <= 2 }, "\(lines)")
  }
}
