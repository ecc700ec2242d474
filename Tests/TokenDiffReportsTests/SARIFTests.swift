import Foundation
import Testing
import TokenDiffCore
import TokenDiffReports
import TokenDiffTestSupport

/// `--format sarif`: SARIF 2.1.0 for code scanning.
@Suite struct SARIFTests {
  static func sarif(_ report: Report) throws -> [String: Any] {
    let text = ReportFormat.sarif.render(report)
    return try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    )
  }

  @Test func hasTheStructureCodeScanningReads() throws {
    let root = try Self.sarif(AnnotationTests.report)
    #expect(root["version"] as? String == "2.1.0")
    #expect(root["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    let run = try #require((root["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "tokendiff")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let ids = rules.compactMap { $0["id"] as? String }
    #expect(
      ids == FindingKind.allCases.map(\.rawValue) + ["broken", "forbidden", "contrast-regression"]
    )
    for rule in rules {
      #expect((rule["shortDescription"] as? [String: Any])?["text"] as? String != nil)
      let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
      #expect(["error", "warning", "note"].contains(level ?? ""))
    }
    let results = try #require(run["results"] as? [[String: Any]])
    let ruleIDs = results.compactMap { $0["ruleId"] as? String }
    #expect(ruleIDs.contains("broken-reference"))
    #expect(ruleIDs.contains("forbidden-value"))
    #expect(ruleIDs.contains("contrast-regression"))
    for result in results {
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(ids[index] == result["ruleId"] as? String)
      let location = try #require(
        ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any]
      )
      let artifact = try #require(location["artifactLocation"] as? [String: Any])
      #expect(artifact["uri"] as? String == "tokens/a%2Cb%3A%20c%25.tokens.json")
      #expect(artifact["uriBaseId"] as? String == "SRCROOT")
      let region = try #require(location["region"] as? [String: Any])
      #expect((region["startLine"] as? Int ?? 0) >= 1)
      #expect((region["startColumn"] as? Int ?? 0) >= 1)
      #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
    }
  }

  @Test func escapesTextAndPathsAndIsDeterministic() throws {
    let name = "quote\"back\\slash<b>"
    let snapshot = RevisionSnapshot.test(
      [
        "dir with space/#1.tokens.json":
          ##"{"a": {"$type": "color", "$value": "{quote\"back\\slash<b>}"}}"##
      ]
    )
    let report = makeCheckReport(snapshot, policy: ResolutionPolicy())
    let text = ReportFormat.sarif.render(report)
    #expect(text == ReportFormat.sarif.render(report))
    let root = try Self.sarif(report)
    let result = try #require(
      ((root["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first
    )
    let message = (result["message"] as? [String: Any])?["text"] as? String
    #expect(message?.contains(name) == true, "\(message ?? "")")
    let uri =
      ((((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
        "artifactLocation"
      ]) as? [String: Any])?["uri"] as? String
    #expect(uri == "dir%20with%20space/%231.tokens.json")
  }
}
