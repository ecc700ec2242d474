import Foundation
import Testing
import TokenDiffTestSupport

/// Discovery at default settings (no `files:`, no `--files`) on the Tokens Studio bundles.
@Suite(.enabled(if: RealData.isAvailable, "../shared/realdata is not beside this checkout"))
struct DiscoveryRealDataTests {
  /// `tokendiff sets REV --format json`, decoded.
  private func sets(_ revision: String, in repository: URL) throws -> [String: Any] {
    let result = try TokenDiffExecutable.run(
      ["sets", revision, "--format", "json"],
      in: repository
    )
    #expect(result.status == 0, "\(result.standardError)")
    let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    return try #require(object as? [String: Any])
  }

  @Test func everyCollectionThemesNameIsRead() throws {
    let repository = try RealData.clone("spectrum-tokens-studio")
    let listing = try sets("HEAD", in: repository)
    let entries = listing["sets"] as? [[String: Any]] ?? []
    let roots = entries.compactMap { $0["root"] as? String }
    #expect(
      roots == [
        "src/tokens-studio/foundations", "src/tokens-studio/spectrum-colors",
        "src/tokens-studio/spectrum-non-colors", "src/tokens-studio/spectrum2-colors",
        "src/tokens-studio/spectrum2-non-colors",
      ]
    )
    for entry in entries {
      let root = entry["root"] as? String ?? ""
      #expect(entry["rule"] as? String == "named by \(root)/$themes.json")
      #expect(entry["formats"] as? [String] == ["tokens-studio"], "\(root)")
      #expect((entry["tokens"] as? Int ?? 0) > 400, "\(root)")
    }
    let tokens = entries.compactMap { $0["tokens"] as? Int }
    #expect(tokens == [1_541, 428, 953, 1_574, 1_415])

    let run = try runJSON(["check", "HEAD"], in: repository)
    #expect(run.result.status == 1)
    #expect(
      !run.findings.contains { ($0["message"] as? String)?.contains("not a token file") == true }
    )
    // The only broken references are real: a token that only another collection defines.
    let broken = run.findings(ofKind: "broken-reference")
    #expect(broken.count == 2)
    #expect(
      broken.allSatisfy {
        ($0["message"] as? String)?.contains("{corner-radius-medium-size-small}") == true
      }
    )
  }

  @Test func theHeadCommitChangesOnlyPaddings() throws {
    let repository = try RealData.clone("spectrum-tokens-studio")
    let run = try runJSON(["HEAD~1..HEAD"], in: repository)
    let tokens = Set(run.changes.compactMap { $0["token"] as? String })
    // "bugfix-base-accessory-vertical-paddings": 12 paddings and accessory gaps, nothing else.
    #expect(tokens.count == 12, "\(tokens)")
    #expect(
      tokens.allSatisfy { $0.lowercased().contains("padding") || $0.lowercased().contains("gap") },
      "\(tokens)"
    )
  }

  @Test func theTestFixtureAndTheDocsDataAreNotRead() throws {
    let repository = try RealData.clone("designsystemet")
    let listing = try sets("HEAD", in: repository)
    let entries = listing["sets"] as? [[String: Any]] ?? []
    #expect(entries.compactMap { $0["root"] as? String } == ["design-tokens"])
    let unread = listing["unread"] as? [[String: Any]] ?? []
    let fixture = unread.filter {
      ($0["path"] as? String)?.hasPrefix("packages/cli/tests/") == true
    }
    #expect(fixture.count == 28)
    #expect(
      fixture.allSatisfy { ($0["reason"] as? String)?.contains("a test folder") == true }
    )
    let docs = unread.filter {
      ($0["path"] as? String)?.hasPrefix("internal/components/src/tokens/") == true
    }
    #expect(docs.count == 6)
    #expect(docs.contains { ($0["reason"] as? String)?.contains("a JSON array") == true })
    let notes = listing["notes"] as? [String] ?? []
    #expect(notes.contains { $0.hasPrefix("packages/cli/tests/ holds 28 token files") })

    let run = try runJSON(["check", "HEAD"], in: repository)
    #expect(run.result.status == 0)
    #expect(
      !run.findings.contains {
        ($0["file"] as? String)?.hasPrefix("packages/cli/tests/") == true
      }
    )
  }
}
