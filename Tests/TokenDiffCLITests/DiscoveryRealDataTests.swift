import Foundation
import Testing
import TokenDiffTestSupport

/// Discovery at default settings (no `files:`, no `--files`) on the Tokens Studio bundles.
@Suite(.enabled(if: RealData.isAvailable, "../shared/realdata is not beside this checkout"))
struct DiscoveryRealDataTests {
  @Test func everyCollectionThemesNameIsRead() throws {
    let repository = try RealData.clone("spectrum-tokens-studio")
    let listing = try setsListing("HEAD", in: repository)
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
    let listing = try setsListing("HEAD", in: repository)
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

/// Modes as dimensions on designsystemet's theme groups (up to 312 combinations).
@Suite(.enabled(if: RealData.isAvailable, "../shared/realdata is not beside this checkout"))
struct DimensionsRealDataTests {
  /// "chore: update default theme (#4008)" and "feat: remove color categories (#4917)".
  static let updateDefaultTheme = "ae3b556c42ea105b2e4dc95dfd4c4567ce55c1da"
  static let removeColorCategories = "985d61c6af0e63e46d12beec0d00c61a4c4b8a33"

  /// "chore: update default theme (#4008)": the palette changes reach the semantic colours in
  /// every colour scheme; each change is reported once per value of the dimensions it varies
  /// in, not once per combination of the four theme groups.
  @Test func aPaletteChangeIsReportedOncePerColourScheme() throws {
    let repository = try RealData.clone("designsystemet")
    let sha = Self.updateDefaultTheme
    let run = try runJSON(["\(sha)~1..\(sha)", "--fail-on", "never"], in: repository)
    var rows: [String: Int] = [:]
    for change in run.changes { rows[change["token"] as? String ?? "", default: 0] += 1 }
    #expect(rows.count == 207)
    #expect(run.changes.count < 400, "\(run.changes.count) rows")
    #expect((rows.values.max() ?? 0) <= 4)
    let modes = Set(run.changes.compactMap { $0["mode"] as? String })
    #expect(modes.contains("Color scheme=Dark, Theme=designsystemet"))
    #expect(!modes.contains { $0.contains("Size=") || $0.contains("Typography=") })
    let dimensions = run.changes.first {
      $0["mode"] as? String == "Color scheme=Dark, Theme=designsystemet"
    }?["dimensions"]
    #expect(
      (dimensions as? [String: [String]]) == [
        "Color scheme": ["Dark"], "Theme": ["designsystemet"],
      ]
    )
  }

  /// "feat: remove color categories (#4917)" renames and merges theme groups; the primitives do
  /// not change, so a head mode is compared with the base mode that agrees with it (light with
  /// light, small with small), never with the first base mode.
  @Test func renamedThemeGroupsStillMeetTheirOwnModes() throws {
    let repository = try RealData.clone("designsystemet")
    let sha = Self.removeColorCategories
    let run = try runJSON(["\(sha)~1..\(sha)", "--fail-on", "never"], in: repository)
    #expect(
      !run.changes.contains { $0["kind"] as? String == "value-changed" },
      "\(run.changeLines.prefix(5))"
    )
    #expect(!run.changes.contains { ($0["token"] as? String)?.hasPrefix("_size") == true })
    // The merged `Color` group's new values (danger, info, neutral, success, warning) are modes
    // added, compared with nothing; brand1 and brand2 meet the base's `Support color`.
    let modes = Set(run.changes.compactMap { $0["mode"] as? String })
    #expect(!modes.contains { $0.contains("Color=danger") || $0.contains("Color=neutral") })
    #expect(modes.contains { $0.contains("Color=brand1") })
    #expect(run.changes.count < 120, "\(run.changes.count) rows")
    // The report says so, in the fewest words; no mode is removed (renamed groups are not).
    let modeList = run.report["modes"] as? [String: Any]
    #expect(
      modeList?["added"] as? [String] == [
        "Color=danger", "Color=info", "Color=neutral", "Color=success", "Color=warning",
      ]
    )
    #expect(modeList?["removed"] as? [String] == [])
  }
}
