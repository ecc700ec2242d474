import Foundation
import Testing
import TokenDiffTestSupport

/// The Swift token scenarios of `Fixtures/Scenarios/swift-*`: their reports in `Reports/` and
/// the rules each one shows.
@Suite struct SwiftScenarioTests {
  static let scenarios = ["swift-layers", "swift-platforms", "swift-ouds"]
  /// Every Swift scenario and its exit status (1: broken or forbidden tokens).
  static let statuses: [String: Int32] = [
    "swift-layers": 1, "swift-platforms": 1, "swift-ouds": 1, "swift-registry": 1,
    "swift-assets": 0,
  ]

  @Test(arguments: statuses.keys.sorted())
  func scenarioReportsMatchTheirGoldens(scenario: String) throws {
    let fixture = try FixtureRepository(scenario: scenario)
    for (format, fileExtension) in ReportsTests.formats {
      let result = try TokenDiffExecutable.run(
        ["base..head", "--format", format],
        in: fixture.directory
      )
      #expect(result.status == Self.statuses[scenario])
      #expect(result.standardError.isEmpty)
      try expectGolden(
        result.standardOutput,
        at: Goldens.reports.appendingPathComponent("\(scenario).\(fileExtension)")
      )
    }
    let notes = try TokenDiffExecutable.run(["notes", "base..head"], in: fixture.directory)
    #expect(notes.status == 0, "\(notes.standardError)")
    try expectGolden(
      notes.standardOutput,
      at: Goldens.reports.appendingPathComponent("\(scenario).notes.md")
    )
  }

  /// A re-sorted, re-commented Swift file (and lower-case hex) reports nothing.
  @Test(arguments: scenarios)
  func aReformattingCommitChangesNoToken(scenario: String) throws {
    let fixture = try FixtureRepository(scenario: scenario)
    let run = try runJSON(["base..reformat", "--fail-on", "never"], in: fixture.directory)
    #expect(run.result.status == 0, "\(run.result.standardError)")
    #expect(run.changes.isEmpty, "\(run.changeLines)")
    #expect(run.findings.isEmpty)
  }

  @Test func aRawChangeReachesSemanticAndComponentTokens() throws {
    let fixture = try FixtureRepository(scenario: "swift-layers")
    let run = try runJSON(["base..head", "--fail-on", "never"], in: fixture.directory)
    let semantic = try #require(run.change("Color.brandAccent", "value-changed"))
    #expect(semantic["via"] as? String == "RawColor.violet500")
    #expect(semantic["layer"] as? String == "semantic")
    let component = try #require(run.change("BadgeComponentTokens.outline", "value-changed"))
    #expect(component["via"] as? String == "RawColor.violet500")
    #expect(component["layer"] as? String == "component")
  }

  @Test func aRemapAndADarkOnlyChangeAreAliasRetargets() throws {
    let fixture = try FixtureRepository(scenario: "swift-layers")
    let run = try runJSON(["base..head", "--fail-on", "never"], in: fixture.directory)
    let remap = try #require(run.change("Color.inkMuted", "alias-retargeted"))
    #expect(remap.string("after.aliasOf") == "RawColor.slate600")
    let focus = run.changes.filter {
      $0["token"] as? String == "Color.focusRing" && $0["kind"] as? String == "alias-retargeted"
    }
    #expect(focus.map { $0["mode"] as? String } == ["dark"])
  }

  @Test func aRemovedSemanticTokenBreaksTheComponentReferringToIt() throws {
    let fixture = try FixtureRepository(scenario: "swift-layers")
    let run = try runJSON(["base..head", "--fail-on", "never"], in: fixture.directory)
    #expect(run.change("Color.canvas", "removed") != nil)
    let broken = try #require(run.change("BadgeComponentTokens.fill", "broken"))
    #expect(broken["file"] as? String == "Sources/Theme/ComponentTokens/BadgeComponentTokens.swift")
    #expect(broken["line"] as? Int == 4)
    let finding = try #require(run.findings(ofKind: "broken-reference").first)
    #expect(finding["column"] as? Int == 28)
  }
}

/// The rules the platform, OUDS-shaped, registry and asset-catalog scenarios show.
@Suite struct SwiftScenarioRuleTests {
  @Test func aChangeOnAppKitOnlyIsReportedInThatMode() throws {
    let fixture = try FixtureRepository(scenario: "swift-platforms")
    let run = try runJSON(["base..head", "--fail-on", "never"], in: fixture.directory)
    let raised = run.changes.filter {
      $0["token"] as? String == "SemanticTokens.Colors.surfaceRaised"
    }
    #expect(raised.map { $0["mode"] as? String } == ["AppKit"])
    #expect(raised.first?.string("after.value") == "Color(nsColor: .controlBackgroundColor)")
    let card = try #require(run.change("ComponentTokens.Card.background", "value-changed"))
    #expect(card["mode"] as? String == "AppKit")
    #expect(run.change("ComponentTokens.Input.borderColorWarning", "broken") != nil)
  }

  @Test func aMemberNewlySetToTheSentinelIsANewForbiddenValue() throws {
    let fixture = try FixtureRepository(scenario: "swift-ouds")
    let run = try runJSON(["base..head", "--fail-on", "never"], in: fixture.directory)
    let forbidden = run.findings(ofKind: "forbidden-value").filter {
      $0["token"] as? String == "ThemeColorSemanticTokensProvider.colorOverlayDragDark"
    }
    #expect(forbidden.count == 1)
    #expect(forbidden.first?["new"] as? Bool == true)
    #expect(forbidden.first?["line"] as? Int == 11)
  }

  @Test func oudsRawStringsAreRGBAAndReachTheMultipleAndComponentTokens() throws {
    let fixture = try FixtureRepository(scenario: "swift-ouds")
    let run = try runJSON(["base..head", "--fail-on", "never"], in: fixture.directory)
    let raw = try #require(run.change("ColorRawTokens.paletteTangerine500", "value-changed"))
    #expect(raw.string("after.value") == "#f16e00")
    #expect(raw["layer"] as? String == "raw")
    let component = run.changes.filter {
      $0["token"] as? String == "ThemeButtonComponentTokensProvider.colorContentDefault"
    }
    #expect(Set(component.compactMap { $0["mode"] as? String }) == ["light", "dark"])
    #expect(
      component.first { $0["mode"] as? String == "dark" }?["via"] as? String
        == "ThemeColorSemanticTokensProvider.colorContentBrandDark"
    )
  }

  @Test func registryEntriesNamingMissingJSONPathsAreFindingsOnTheSwiftLine() throws {
    let fixture = try FixtureRepository(scenario: "swift-registry")
    let run = try runJSON(["base..head", "--fail-on", "never"], in: fixture.directory)
    let broken = run.findings(ofKind: "broken-reference").filter {
      $0["revision"] as? String == "head"
    }
    let messages = broken.map { "\($0["token"] as? String ?? "") \($0["line"] as? Int ?? 0)" }
    #expect(messages.sorted() == ["ThemeTokens.brandSoft 6", "ThemeTokens.themeTabbarSelected 7"])
    #expect(broken.allSatisfy { ($0["message"] as? String)?.contains("renders .clear") == true })
    #expect(run.change("ThemeTokens.themeTabbarSelected", "broken") != nil)
  }

  @Test func switchPalettesAndRadiusScalesAreDiffed() throws {
    let fixture = try FixtureRepository(scenario: "swift-registry")
    let run = try runJSON(["base..head", "--fail-on", "never"], in: fixture.directory)
    let accent = try #require(run.change("AppTheming.ColourType.accent.color", "value-changed"))
    #expect(accent.string("after.value") == "#2457d6")
    #expect(run.change("AppTheming.CornerRadiusType.radius_6.cornerRadius", "value-changed") != nil)
  }

  @Test func assetCatalogAppearancesAreModes() throws {
    let fixture = try FixtureRepository(scenario: "swift-assets")
    let run = try runJSON(["base..head"], in: fixture.directory)
    let modes = run.changes.filter { $0["token"] as? String == "BrandTokens.mark" }
      .compactMap { $0["mode"] as? String }
    #expect(modes.sorted() == ["dark", "highContrast"])
    #expect(run.change("Assets.BrandMark", "value-changed")?["line"] as? Int == 4)
    // Canvas has a dark appearance; only its Any value changed: what light mode shows, and
    // high contrast, which falls back to it.
    let canvas = run.changes.filter { $0["token"] as? String == "Assets.Canvas" }
    #expect(canvas.compactMap { $0["mode"] as? String }.sorted() == ["highContrast", "light"])
  }
}

/// `tokendiff sets` with Swift sources beside a discovered JSON set.
@Suite struct SwiftSetsListingTests {
  @Test func swiftSourcesBesideAJSONSetAreASetOfTheirOwn() throws {
    let fixture = try FixtureRepository()
    try fixture.commit(
      [
        "tokens/$themes.json": ##"""
        [{"id": "l", "name": "Light", "selectedTokenSets": {"color": "enabled"}}]
        """##,
        "tokens/color.json": ##"{"color": {"ink": {"$type": "color", "$value": "#101010"}}}"##,
        "ios/InkTokens.swift": "enum InkTokens { static let ink = Color(hex: \"#101010\") }\n",
      ],
      message: "tokens"
    )
    let entries = try setsListing("HEAD", in: fixture.directory)["sets"] as? [[String: Any]] ?? []
    let swift = entries.first { ($0["files"] as? [String]) == ["ios/InkTokens.swift"] }
    #expect(swift?["formats"] as? [String] == ["swift"])
    #expect(swift?["tokens"] as? Int == 1)
  }

  /// A revision with no token file lists no set, not an empty one said to be Swift sources.
  @Test func aRevisionWithoutTokenFilesListsNoSet() throws {
    let fixture = try FixtureRepository()
    _ = try fixture.commit(["README.md": "# app\n", "package.json": "{}"], message: "no tokens")
    let listing = try setsListing("HEAD", in: fixture.directory)
    #expect((listing["sets"] as? [[String: Any]])?.isEmpty == true, "\(listing)")
  }

  /// A catalog of images only: its folders' `Contents.json` are read with colour sets, never
  /// alone, so it holds no token file.
  @Test func aCatalogOfImagesHoldsNoTokenFile() throws {
    let fixture = try FixtureRepository()
    let group = #"{"info": {"version": 1}, "properties": {"provides-namespace": true}}"#
    _ = try fixture.commit(
      [
        "App/Assets.xcassets/Contents.json": #"{"info": {"version": 1}}"#,
        "App/Assets.xcassets/Icons/Contents.json": group,
        "App/Assets.xcassets/Icons/logo.imageset/Contents.json": #"{"images": []}"#,
      ],
      message: "images"
    )
    let result = try TokenDiffExecutable.run(["check", "HEAD"], in: fixture.directory)
    #expect(result.status == 2, "\(result.standardOutput)")
    #expect(result.standardError.contains("no token files"), "\(result.standardError)")
  }
}

/// A file whose content alone would not make it a token source, read in both revisions of a
/// diff when one reads it (fuze's `DS+BorderRadius.swift`: one constant, then two, then one).
@Suite struct SwiftSourceAcrossRevisionsTests {
  @Test func aFileOfOneConstantIsReadWhereTheOtherRevisionReadsIt() throws {
    let fixture = try FixtureRepository()
    func radius(_ constants: String) -> String {
      "import UIKit\n\npublic extension DS {\n    enum BorderRadius {\n\(constants)    }\n}\n"
    }
    let spacing =
      "public extension DS {\n    enum Spacing {\n        public static let s: CGFloat = 4\n        public static let m: CGFloat = 8\n    }\n}\n"
    let small = "        public static let small: CGFloat = 16\n"
    let both =
      "        public static let xSmall: CGFloat = 4\n        public static let small: CGFloat = 8\n"
    for (step, constants) in [small, both, "        public static let small: CGFloat = 8\n"]
      .enumerated()
    {
      let commit = try fixture.commit(
        [
          "Sources/DesignSystem/DS+Spacing.swift": spacing,
          "Sources/DesignSystem/DS+BorderRadius.swift": radius(constants),
        ],
        message: "step \(step)",
        step: Int64(step)
      )
      try fixture.tag("s\(step)", at: commit)
    }
    // The file alone, one constant, is no token source.
    let check = try runJSON(["check", "s0"], in: fixture.directory)
    #expect(check.report["tokens"] as? Int == 2, "\(check.report["tokens"] ?? "-")")
    let grown = try runJSON(["s0..s1"], in: fixture.directory)
    #expect(
      Set(grown.changeLines) == [
        "DS.BorderRadius.small value-changed", "DS.BorderRadius.xSmall added",
      ],
      "\(grown.changeLines)"
    )
    let shrunk = try runJSON(["s1..s2"], in: fixture.directory)
    #expect(shrunk.changeLines == ["DS.BorderRadius.xSmall removed"], "\(shrunk.changeLines)")
  }
}

/// `tokendiff explain` on a Swift token.
@Suite struct SwiftExplainTests {
  @Test func explainQuotesTheSwiftDeclarationAndWhatItReaches() throws {
    let fixture = try FixtureRepository(scenario: "swift-layers")
    let result = try TokenDiffExecutable.run(
      ["explain", "RawColor.violet500", "head"],
      in: fixture.directory
    )
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.contains("defined at Sources/Theme/RawTokens/RawPalette.swift:9:14")
    )
    #expect(result.standardOutput.contains("static let violet500 = Color(hex: \"#7B3FE4\")"))
    #expect(result.standardOutput.contains("Color.brandAccent"))
    #expect(result.standardOutput.contains("BadgeComponentTokens.outline"))
  }
}
