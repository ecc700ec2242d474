import Foundation
import Testing
import TokenDiffTestSupport

/// The repository shapes of `Fixtures/Scenarios/discover-*`, at default settings (no `files:`):
/// which files are token files, which sets they form, and what a diff says when a copy goes.
@Suite struct DiscoveryScenarioTests {
  private func value(_ change: [String: Any]?, _ side: String) -> String? {
    (change?[side] as? [String: Any])?["value"] as? String
  }

  @Test func twoBrandsEachResolveAgainstTheirOwnPalette() throws {
    let fixture = try FixtureRepository(scenario: "discover-brands")
    let check = try runJSON(["check", "base"], in: fixture.directory)
    #expect(check.result.status == 0, "\(check.findings)")
    #expect(check.findings.isEmpty)
    #expect(check.report["modes"] as? [String] == ["brand=dawn", "brand=dusk"])
    // `sets` names the modes the check resolves.
    let listing = try setsListing("base", in: fixture.directory)
    let entries = listing["sets"] as? [[String: Any]] ?? []
    #expect(entries.map { $0["modes"] as? [String] ?? [] } == [["brand=dawn", "brand=dusk"]])

    let diff = try runJSON(["base..head"], in: fixture.directory)
    #expect(Set(diff.changeLines) == ["background value-changed", "palette.surface value-changed"])
    #expect(diff.changes.allSatisfy { $0["mode"] as? String == "brand=dusk" })
    // The dusk palette's own value, never the dawn palette's.
    let background = diff.change("background", "value-changed")
    #expect(value(background, "before") == "#f1f3f1")
    #expect(value(background, "after") == "#e3e8e3")
  }

  /// A brand folder copied from another is a copy while the two are alike; once the head edits
  /// it, the base reads it too, so the edit is a change of that brand (it was a brand that
  /// appeared, with no change at all).
  @Test func aCopiedBrandEditedLaterIsAChangeOfThatBrand() throws {
    let fixture = try FixtureRepository(scenario: "discover-copied-brand")
    let check = try runJSON(["check", "base"], in: fixture.directory)
    #expect(check.report["modes"] as? [String] == [])
    #expect(check.findings(ofKind: "skipped-file").count == 1)

    let diff = try runJSON(["base..head"], in: fixture.directory)
    #expect(Set(diff.changeLines) == ["background value-changed", "palette.surface value-changed"])
    #expect(diff.changes.allSatisfy { $0["mode"] as? String == "brand=dusk" })
    #expect(value(diff.change("palette.surface", "value-changed"), "before") == "#fafbfa")
    let modes = diff.report["modes"] as? [String: Any]
    #expect(modes?["base"] as? [String] == ["brand=dawn", "brand=dusk"])
    #expect(modes?["added"] as? [String] == [])
  }

  /// choice-form's shape: the Terrazzo configuration (in `config/`, code that is not run) names
  /// files its exporter writes to `output/`; they are the build's input, so they are read, and
  /// a file there it does not name is not.
  @Test func theFilesATerrazzoConfigurationNamesAreRead() throws {
    let fixture = try FixtureRepository(scenario: "discover-terrazzo")
    let listing = try setsListing("base", in: fixture.directory)
    let entries = listing["sets"] as? [[String: Any]] ?? []
    #expect(
      entries.map { $0["files"] as? [String] ?? [] }
        == [["output/colors-w3c.json", "output/spacing-w3c.json"]]
    )
    let diff = try runJSON(["base..head"], in: fixture.directory)
    #expect(
      Set(diff.changeLines) == [
        "color.ink value-changed", "color.text value-changed", "space.m value-changed",
      ]
    )
    #expect(diff.change("color.ink", "value-changed")?["mode"] as? String == "dark")
  }

  @Test func aDeletedDuplicateFileRemovesNothing() throws {
    let fixture = try FixtureRepository(scenario: "discover-duplicate")
    let check = try runJSON(["check", "base"], in: fixture.directory)
    #expect(check.report["tokens"] as? Int == 8)
    #expect(check.report["modes"] as? [String] == [])
    let notes = check.findings(ofKind: "skipped-file")
    #expect(notes.count == 1)
    #expect(notes.first?["file"] as? String == "tokens/colors copy.json")

    let diff = try runJSON(["base..head"], in: fixture.directory)
    #expect(diff.result.status == 0)
    #expect(diff.changes.isEmpty, "\(diff.changeLines)")
  }

  @Test func aDeletedVendoredCopyRemovesNothingAndIsNotedOnce() throws {
    let fixture = try FixtureRepository(scenario: "discover-vendored")
    let check = try runJSON(["check", "base"], in: fixture.directory)
    #expect(check.report["tokens"] as? Int == 11)
    let notes = check.findings(ofKind: "skipped-file")
    #expect(notes.count == 1)
    #expect(
      (notes.first?["message"] as? String)?.hasPrefix(
        "docs/viewer/public/tokens/ copies the token files of tokens/"
      ) == true
    )
    let listing = try setsListing("base", in: fixture.directory)
    let unread = listing["unread"] as? [[String: Any]] ?? []
    #expect(unread.count == 3)

    let diff = try runJSON(["base..head"], in: fixture.directory)
    #expect(diff.changes.isEmpty, "\(diff.changeLines)")
  }

  @Test func fourOUDSBrandFilesKeepEveryBrandsForbiddenValues() throws {
    let fixture = try FixtureRepository(scenario: "discover-ouds")
    let check = try runJSON(["check", "head", "--fail-on", "never"], in: fixture.directory)
    #expect(
      check.report["modes"] as? [String] == [
        "brand=Max", "brand=Orange", "brand=Sosh", "brand=Wireframe",
      ]
    )
    let forbidden = check.findings(ofKind: "forbidden-value")
    // Orange, Sosh and Wireframe keep the sentinel in secondary light, Max does not: a finding
    // in each brand's file, in that brand; and Sosh has two more.
    let secondary = forbidden.filter {
      $0["token"] as? String == "ouds.color.surface.brand.secondary.light"
    }
    #expect(
      Set(secondary.map { "\($0["file"] as? String ?? "") \($0["mode"] as? String ?? "")" }) == [
        "tokens/Brands.Orange.tokens.json brand=Orange",
        "tokens/Brands.Sosh.tokens.json brand=Sosh",
        "tokens/Brands.Wireframe.tokens.json brand=Wireframe",
      ]
    )
    #expect(forbidden.count == 5, "\(forbidden)")

    let diff = try runJSON(["base..head", "--fail-on", "never"], in: fixture.directory)
    let newlyForbidden = diff.change("ouds.color.content.muted.light", "forbidden")
    #expect(newlyForbidden?["file"] as? String == "tokens/Brands.Sosh.tokens.json")
  }

  /// Red Hat's shape (RedHat-UX/red-hat-design-tokens): DTCG keys in YAML under `tokens/`,
  /// built by Style Dictionary with a YAML parser; a group file with no tokens, `attributes`
  /// beside `$value`, a `[light, dark]` colour list, anchors and merge keys. Workflow and
  /// site YAML elsewhere is no token file and no note.
  @Test func yamlTokenFilesAreReadWithTheirLines() throws {
    let fixture = try FixtureRepository(scenario: "discover-yaml")
    let listing = try setsListing("base", in: fixture.directory)
    let entries = listing["sets"] as? [[String: Any]] ?? []
    #expect(
      entries.first?["files"] as? [String] == [
        "tokens/color/crayon/red.yaml", "tokens/color/surface.yml", "tokens/length.yml",
      ]
    )
    let unread = (listing["unread"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
    #expect(unread == ["tokens/color/color.yml"])

    let check = try runJSON(["check", "base"], in: fixture.directory)
    #expect(check.result.status == 0)
    #expect(check.report["tokens"] as? Int == 7)
    #expect(check.findings.map { $0["kind"] as? String } == ["skipped-file"])
    // The verdict counts the note it lists, rather than saying there is nothing.
    let text = try TokenDiffExecutable.run(["check", "base"], in: fixture.directory)
    #expect(text.standardOutput.contains("1 note — passes"), "\(text.standardOutput)")

    let diff = try runJSON(["base..head"], in: fixture.directory)
    #expect(
      Set(diff.changeLines) == [
        "color.red.70 value-changed", "color.surface.danger._ value-changed",
        "color.surface.danger.on-dark value-changed", "length.md value-changed",
      ]
    )
    let red = diff.change("color.red.70", "value-changed")
    #expect(red?["file"] as? String == "tokens/color/crayon/red.yaml")
    #expect(red?["line"] as? Int == 6)
    #expect(value(red, "after") == "#8b0000")
    // The merge key gives `md` its type: a dimension, measured as one.
    let length = diff.change("length.md", "value-changed")
    #expect(value(length, "after") == "20px")
    #expect((length?["after"] as? [String: Any])?["type"] as? String == "dimension")
  }

  @Test func tokensStudioFolderAndSourceSetsAreRead() throws {
    let fixture = try FixtureRepository(scenario: "discover-studio")
    let listing = try setsListing("base", in: fixture.directory)
    let entries = listing["sets"] as? [[String: Any]] ?? []
    #expect(entries.count == 1)
    #expect(entries.first?["rule"] as? String == "named by design/$themes.json")
    // The folder set `primitives/base` is both files under that folder.
    let files = entries.first?["files"] as? [String] ?? []
    #expect(files.contains("design/primitives/base/colors.json"))
    #expect(files.contains("design/primitives/base/size.json"))

    let check = try runJSON(["check", "base"], in: fixture.directory)
    #expect(check.findings.isEmpty, "\(check.findings)")
    // The `source` primitives resolve references but are not reported.
    #expect(check.report["tokens"] as? Int == 4)

    // A primitive change reaches the component through the light accent only.
    let change = try runJSON(["base..change"], in: fixture.directory)
    let background = change.change("button.background", "value-changed")
    #expect(background?["mode"] as? String == "Color scheme=Light")
    #expect(value(background, "after") == "#0043ce")
  }

  @Test func aSetMovedFromEnabledToSourceIsSaidSo() throws {
    let fixture = try FixtureRepository(scenario: "discover-studio")
    let diff = try runJSON(["change..head", "--fail-on", "never"], in: fixture.directory)
    #expect(Set(diff.changeLines) == ["button.background removed", "button.radius removed"])
    #expect(
      diff.changes.allSatisfy {
        ($0["note"] as? String)?.contains("now only in a source set") == true
      }
    )
  }

  @Test func theSingleFileFormIsSetsWithoutTheirNames() throws {
    let fixture = try FixtureRepository(scenario: "discover-single-file")
    let listing = try setsListing("head", in: fixture.directory)
    let entries = listing["sets"] as? [[String: Any]] ?? []
    #expect(entries.first?["tokens"] as? Int == 6)
    #expect(entries.first?["modes"] as? [String] == ["Mode=Light", "Mode=Dark"])

    let check = try runJSON(["check", "head"], in: fixture.directory)
    #expect(check.findings.isEmpty, "\(check.findings)")
    #expect(check.report["tokens"] as? Int == 3)

    let diff = try runJSON(["base..head"], in: fixture.directory)
    #expect(Set(diff.changeLines) == ["bg value-changed", "danger value-changed"])
    #expect(diff.change("bg", "value-changed")?["mode"] as? String == "Mode=Dark")
    #expect(diff.change("danger", "value-changed")?["mode"] is NSNull)
  }

  @Test func jsonOfAnUnknownShapeInATokenFolderIsNoted() throws {
    let fixture = try FixtureRepository(scenario: "discover-unknown-shape")
    let check = try runJSON(["check", "head"], in: fixture.directory)
    let notes = check.findings(ofKind: "skipped-file")
    #expect(notes.count == 1)
    #expect(notes.first?["file"] as? String == "tokens/figma/export.json")
    #expect((notes.first?["message"] as? String)?.contains("'document', 'schemaVersion'") == true)
    #expect(check.report["tokens"] as? Int == 4)
  }
}

/// The configuration's `sets:` list replaces discovery.
@Suite struct ConfiguredSetsTests {
  private func withConfiguration(_ yaml: String, scenario: String) throws -> FixtureRepository {
    let fixture = try FixtureRepository(scenario: scenario)
    try Data(yaml.utf8).write(to: fixture.directory.appendingPathComponent(".tokendiff.yml"))
    return fixture
  }

  @Test func parallelFilesAreLayersWhenASetSaysSo() throws {
    let fixture = try withConfiguration(
      "sets:\n  - root: tokens\n    alternatives: false\n",
      scenario: "discover-brands"
    )
    let check = try runJSON(
      ["check", "head", "--config", ".tokendiff.yml"],
      in: fixture.directory
    )
    #expect(check.report["modes"] as? [String] == [])
    let listing = try TokenDiffExecutable.run(
      ["sets", "head", "--config", ".tokendiff.yml", "--format", "json"],
      in: fixture.directory
    )
    #expect(listing.standardOutput.contains("configured in sets: (root tokens)"))
  }

  @Test func eachConfiguredSetResolvesOnItsOwn() throws {
    // The semantic file in a set of its own cannot see the brand palettes.
    let fixture = try withConfiguration(
      """
      sets:
        - root: tokens/brands
        - root: tokens
          exclude: ["brands/**"]
      """,
      scenario: "discover-brands"
    )
    let check = try runJSON(
      ["check", "head", "--config", ".tokendiff.yml", "--fail-on", "never"],
      in: fixture.directory
    )
    let broken = check.findings(ofKind: "broken-reference")
    #expect(broken.count == 3, "\(broken)")
    #expect(broken.allSatisfy { $0["file"] as? String == "tokens/semantic.json" })
  }

  /// A set's configured dialect replaces the detected one: the Style Dictionary package judged
  /// as plain DTCG has tokens whose type cannot be determined.
  @Test func aSetsConfiguredDialectReplacesTheDetectedOne() throws {
    let fixture = try withConfiguration(
      "sets:\n  - root: packages/tokens\n    dialect: dtcg\n",
      scenario: "discover-style-dictionary"
    )
    let check = try runJSON(
      ["check", "base", "--config", ".tokendiff.yml", "--fail-on", "never"],
      in: fixture.directory
    )
    let untyped = check.findings.filter {
      ($0["message"] as? String)?.contains("its type cannot be determined") == true
    }
    #expect(!untyped.isEmpty, "\(check.findings)")
    let explained = try TokenDiffExecutable.run(
      ["explain", "acme-space-10", "base", "--config", ".tokendiff.yml"],
      in: fixture.directory
    )
    #expect(
      explained.standardOutput.contains(
        "read as dtcg: configured in sets: (root packages/tokens), dialect dtcg named there"
      ),
      "\(explained.standardOutput)"
    )
    let wrong = try withConfiguration(
      "sets:\n  - root: packages/tokens\n    dialect: spectrum\n",
      scenario: "discover-style-dictionary"
    )
    let refused = try TokenDiffExecutable.run(
      ["check", "base", "--config", ".tokendiff.yml"],
      in: wrong.directory
    )
    #expect(refused.status == 2)
    #expect(
      refused.standardError.contains(
        "'sets.dialect' must be one of: dtcg, tokens-studio, style-dictionary"
      )
    )
  }
}

/// A Style Dictionary 4 package (`style-dictionary` in its `package.json`), as Kong's
/// design-tokens keeps it: `$value` without `$type`, free-form types, and theme folders whose
/// files repeat the theme's name.
@Suite struct StyleDictionaryPackageTests {
  @Test func itsOwnToolchainsRulesApplyAndItsThemesAreAlternatives() throws {
    let fixture = try FixtureRepository(scenario: "discover-style-dictionary")
    let check = try runJSON(["check", "base"], in: fixture.directory)
    // No "has no $type" error, no warning for the free-form `component` type.
    #expect(check.findings.isEmpty, "\(check.findings)")
    #expect(check.report["modes"] as? [String] == ["theme=day", "theme=night"])
    let listing = try TokenDiffExecutable.run(
      ["sets", "base", "--format", "json"],
      in: fixture.directory
    )
    #expect(listing.standardOutput.contains("built with Style Dictionary"))
    #expect(listing.standardOutput.contains("\"style-dictionary\""))

    // The night theme's own palette, never the day theme's.
    let diff = try runJSON(["base..head"], in: fixture.directory)
    #expect(
      Set(diff.changeLines) == [
        "acme-text-disabled alias-retargeted", "button.background value-changed",
      ]
    )
    #expect(diff.changes.allSatisfy { $0["mode"] as? String == "theme=night" })

    // explain says which rules the token is read by, and why.
    let explained = try TokenDiffExecutable.run(
      ["explain", "acme-space-10", "head"],
      in: fixture.directory
    )
    #expect(
      explained.standardOutput.contains(
        "read as style-dictionary: found by content under the package packages/tokens/, built with Style Dictionary (packages/tokens/package.json)"
      ),
      "\(explained.standardOutput)"
    )
    let retarget = diff.change("acme-text-disabled", "alias-retargeted")
    #expect((retarget?["after"] as? [String: Any])?["value"] as? String == "#1b1f1b")
  }
}

/// A Style Dictionary configuration whose sources are JavaScript (ontario-design-system's
/// `tokens/**/*.js`): tokendiff does not run code, and says so where it found no token file.
@Suite struct CodeSourcesTests {
  @Test func javaScriptSourcesAConfigurationNamesAreListedAndNoted() throws {
    let fixture = try FixtureRepository()
    try fixture.commit(
      [
        "config.json":
          #"{"source": ["tokens/**/*.js"], "platforms": {"css": {"transformGroup": "css", "files": [{"destination": "v.css", "format": "css/variables"}]}}}"#,
        "tokens/color.js": "module.exports = { color: { red: { value: '#f00' } } };\n",
        "tokens/types.d.ts": "export {};\n",
      ],
      message: "javascript tokens"
    )
    let result = try TokenDiffExecutable.run(["check", "HEAD"], in: fixture.directory)
    #expect(result.status == 2, "\(result.standardOutput)")
    #expect(
      result.standardError.contains(
        "note: config.json builds tokens from 1 JavaScript or TypeScript file (tokens/color.js); tokendiff does not run code"
      ),
      "\(result.standardError)"
    )
    let listing = try TokenDiffExecutable.run(
      ["sets", "HEAD", "--format", "json"],
      in: fixture.directory
    )
    #expect(listing.standardOutput.contains("names it as a source, but it is code"))
    #expect(!listing.standardOutput.contains("types.d.ts"))
  }
}
