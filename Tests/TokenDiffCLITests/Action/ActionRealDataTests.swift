import Foundation
import Testing
import TokenDiffTestSupport

/// The Action, annotations and SARIF on the real history of dtcg-examples.
@Suite(.enabled(if: RealData.isAvailable, "../shared/realdata is not beside this checkout"))
struct ActionRealDataTests {
  /// "Rename channels to components" → "Update formats": a migration with many real changes.
  static let beforeFormats = "187cba5d8afc662e064ab2439610fd1ef4a276ff"
  static let updateFormats = "80d1def9e2c2"
  /// "Fix GitHub Primer color typo": its parent has the invalid colour `ffffff`.
  static let typoFix = "c2c88733d2c6449f9abe5da2a6e2cfbffba5412b"

  @Test func aLargeReportBecomesOneCommentThatFits() throws {
    let repository = try RealData.clone("dtcg-examples")
    let api = try FakeGitHubAPI()
    let run = try ActionTests.runAction(
      workspace: repository,
      api: api,
      pullRequest: 3,
      base: Self.beforeFormats,
      head: Self.updateFormats
    )
    #expect(run.succeeded, "\(run.log)")
    #expect(run.outputs["comment"] == "created")
    #expect(Int(run.outputs["changes"] ?? "") ?? 0 > 0)
    let comments = api.comments(on: 3)
    #expect(comments.count == 1)
    let body = comments.first?.body ?? ""
    #expect(body.hasPrefix("<!-- tokendiff -->"))
    #expect(body.unicodeScalars.count <= 65_536)
    #expect(run.summary.hasPrefix("<!-- tokendiff -->"))
  }

  @Test func sarifAndAnnotationsPointAtTheInvalidColour() throws {
    let repository = try RealData.clone("dtcg-examples")
    let result = try TokenDiffExecutable.run(
      ["check", "\(Self.typoFix)~1", "--format", "sarif", "--annotations", "github"],
      in: repository
    )
    #expect(result.status == 1, "\(result.standardError)")
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
    )
    let results = try #require(
      (root["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]
    )
    let typo = results.filter {
      (($0["message"] as? [String: Any])?["text"] as? String)?.contains("'ffffff'") == true
    }
    #expect(!typo.isEmpty)
    for item in typo {
      #expect(item["ruleId"] as? String == "invalid-value")
      let location =
        (item["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
      let uri = (location?["artifactLocation"] as? [String: Any])?["uri"] as? String
      #expect(uri == "github-primer.json")
    }
    // GitHub shows 10 error annotations per step: past the first nine, problems are log lines.
    let lines = result.standardError.split(separator: "\n")
    let flagged = lines.filter {
      ($0.hasPrefix("::error file=github-primer.json,line=")
        || $0.hasPrefix("error: github-primer.json:")) && $0.contains("'ffffff'")
    }
    #expect(flagged.count == typo.count, "one line per invalid colour")
    #expect(lines.filter { $0.hasPrefix("::error") }.count <= 10)
  }

  @Test func annotationsFollowGitHubActionsUnlessTurnedOff() throws {
    let repository = try RealData.clone("dtcg-examples")
    let check = ["check", "\(Self.typoFix)~1", "--format", "json"]
    let inActions = try TokenDiffExecutable.run(
      check,
      in: repository,
      environment: ["GITHUB_ACTIONS": "true"]
    )
    #expect(inActions.standardError.contains("::error file=github-primer.json"))
    let off = try TokenDiffExecutable.run(
      check + ["--annotations", "none"],
      in: repository,
      environment: ["GITHUB_ACTIONS": "true"]
    )
    #expect(off.standardError.isEmpty)
    #expect(off.standardOutput == inActions.standardOutput, "the report itself is the same")
    let outside = try TokenDiffExecutable.run(check, in: repository)
    #expect(outside.standardError.isEmpty)
  }
}
