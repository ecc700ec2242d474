import Foundation
import Testing
import TokenDiffGit
import TokenDiffTestSupport

/// Repository shapes of Style Dictionary builds: the source files they read and the platform
/// files they write.
@Suite struct BuildShapesTests {
  /// db-ui/base: Style Dictionary reads `tokens/**/*.jsonc` (JSON with comments) beside
  /// `.json`; a change there, and a broken reference, are reported.
  @Test func jsonWithCommentsIsReadLikeJSON5() throws {
    let fixture = try FixtureRepository()
    func files(_ family: String) -> [String: String] {
      [
        "style-dictionary.config.json":
          #"{"source": ["tokens/**/*.json", "tokens/**/*.jsonc"], "platforms": {"css": {"buildPath": "build/"}}}"#,
        "tokens/color.json": ##"{"color": {"red": {"value": "#ff0000"}}}"##,
        "tokens/font.jsonc": """
        {
          // The families of the brand.
          "font": {
            "family": {
              "base": { "value": "\(family)" },
              "broken": { "value": "{asset.font.missing.value}" },
            }
          }
        }
        """,
      ]
    }
    try fixture.commit(files("'DB Screen Sans', Helvetica, sans-serif"), message: "base", step: 0)
    try fixture.commit(files("'DB Screen Sans', sans-serif"), message: "head", step: 1)
    let diff = try runJSON(["HEAD~1..HEAD", "--fail-on", "never"], in: fixture.directory)
    #expect(diff.changeLines == ["font.family.base value-changed"], "\(diff.changeLines)")
    // In both revisions, at its line and column in the commented file.
    #expect(
      diff.findings(ofKind: "broken-reference").map {
        "\($0["revision"] as? String ?? "") \($0["file"] as? String ?? ""):\($0["line"] as? Int ?? 0)"
      }.sorted() == ["base tokens/font.jsonc:6", "head tokens/font.jsonc:6"]
    )
  }

  /// Teamwork/mobile-design-system: `build.js` runs Style Dictionary on the Tokens Studio file
  /// and writes colour sets to `const iosPath`; reading both showed every change twice. A
  /// colour set the build does not write is still read.
  @Test func theColourSetsABuildScriptWritesAreNotReadBesideItsSources() throws {
    let fixture = try FixtureRepository()
    func colorSet(_ red: String) -> String {
      #"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "\#(red)", "green": "0", "blue": "0", "alpha": "1"}}, "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#
    }
    func files(_ value: String, _ red: String) -> [String: String] {
      [
        "package.json": #"{"devDependencies": {"style-dictionary": "^3.7.1"}}"#,
        "build.js": """
        const StyleDictionary = require('style-dictionary');
        const iosPath = `ios/Sources/DesignSystem/`;
        const webPath = 'web/dist/';
        module.exports = {
          source: ['tokens/**/*.json'],
          platforms: {
            ios: { buildPath: iosPath, files: [{ destination: 'Color.swift' }] },
            web: { buildPath: `${webPath}css/` },
          },
        };
        """,
        "tokens/color.tokens.json":
          ##"{"color": {"brand": {"$type": "color", "$value": "\##(value)"}}}"##,
        "ios/Sources/DesignSystem/Colors.xcassets/colorBrand.colorset/Contents.json": colorSet(red),
        "ios/Sources/Extra/Extra.xcassets/extraRed.colorset/Contents.json": colorSet(red),
      ]
    }
    try fixture.commit(files("#ff0000", "1.000"), message: "base", step: 0)
    try fixture.commit(files("#800000", "0.502"), message: "head", step: 1)
    let diff = try runJSON(["HEAD~1..HEAD", "--fail-on", "never"], in: fixture.directory)
    #expect(
      Set(diff.changeLines) == ["color.brand value-changed", "Extra.extraRed value-changed"],
      "\(diff.changeLines)"
    )
    let notes = diff.findings(ofKind: "skipped-file").compactMap { $0["message"] as? String }
    #expect(notes.contains { $0.contains("written by the build of build.js (its buildPath)") })
    let listing = try setsListing("HEAD", in: fixture.directory)
    let unread = (listing["unread"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
    #expect(
      unread.contains("ios/Sources/DesignSystem/Colors.xcassets/colorBrand.colorset/Contents.json")
    )
  }
}

/// Teamwork/mobile-design-system: token-transformer writes `tokens/<theme>.json` from the
/// Tokens Studio file, and `build.js` loops over the themes with `` `tokens/${theme}.json` ``
/// as its source, writing colour sets. Its sources are written from a file that is read, so
/// the colour sets are its output, whether the transformer's files are committed or not
/// (reading them too showed 823 tokens for 545).
@Suite struct TransformedBuildSourcesTests {
  @Test(arguments: [false, true])
  func aBuildOfWhatTokenTransformerWritesWritesItsColourSets(committed: Bool) throws {
    let fixture = try FixtureRepository()
    var files = [
      "package.json": #"""
      {"scripts": {"transform": "npx token-transformer figmaTokens.json tokens/global.json global",
        "build-sd": "node build.js"}, "devDependencies": {"style-dictionary": "^3.7.1"}}
      """#,
      "build.js": """
      const StyleDictionary = require('style-dictionary');
      const iosPath = `ios/Sources/DesignSystem/`;
      for (const theme of ['global']) {
        StyleDictionary.extend({ source: [`tokens/${theme}.json`],
          platforms: { ios: { buildPath: iosPath, actions: ['generateColorsets'] } } }).buildAllPlatforms();
      }
      """,
      "figmaTokens.json":
        ##"{"global": {"red": {"value": "#ff0000", "type": "color"}}, "$metadata": {"tokenSetOrder": ["global"]}}"##,
      "ios/Sources/DesignSystem/Colors.xcassets/red.colorset/Contents.json":
        #"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "1.000", "green": "0", "blue": "0", "alpha": "1"}}, "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#,
    ]
    if committed {
      files["tokens/global.json"] = ##"{"red": {"value": "#ff0000", "type": "color"}}"##
    }
    try fixture.commit(files, message: "base")
    let listing = try setsListing("HEAD", in: fixture.directory)
    let unread = (listing["unread"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
    #expect(
      unread.contains("ios/Sources/DesignSystem/Colors.xcassets/red.colorset/Contents.json"),
      "\(unread)"
    )
    let sets = listing["sets"] as? [[String: Any]] ?? []
    #expect(sets.compactMap { $0["tokens"] as? Int } == [1], "\(sets)")
  }
}

/// What a build writes is left out only where the build is known to write it from files that
/// are read: a hand-written Swift file beside its output, and the output of a build whose
/// sources come from a package, are token sources of their own.
@Suite struct BuildOutputLimitsTests {
  @Test func handWrittenNeighboursAndAPackagesOutputAreRead() throws {
    let fixture = try FixtureRepository()
    let header = "// Do not edit directly, this file was auto-generated.\n"
    func files(_ spacing: Int, _ brand: Int, _ generated: Int) -> [String: String] {
      [
        "package.json": #"{"devDependencies": {"style-dictionary": "^4.0.0"}}"#,
        "config.json": #"""
        {"source": ["tokens/**/*.json"], "platforms": {"ios": {"buildPath": "ios/Sources/DesignSystem/",
          "files": [{"destination": "Generated/ColorTokens.swift"}]}}}
        """#,
        "tokens/color.json": ##"{"color": {"red": {"value": "#ff0000", "type": "color"}}}"##,
        "ios/Sources/DesignSystem/Generated/ColorTokens.swift":
          header + "public enum ColorTokens { public static let red = CGFloat(\(generated)) }\n",
        "ios/Sources/DesignSystem/SpacingTokens.swift":
          "public enum SpacingTokens { public static let large = CGFloat(\(spacing)) }\n",
        "build-brand.js": """
        import StyleDictionary from 'style-dictionary';
        // A brand package's tokens, built for iOS.
        export default { source: ['node_modules/@acme/brand/**/*.json'], platforms: { ios: { buildPath: 'ios/Brand/' } } };
        """,
        "ios/Brand/BrandTokens.swift":
          header + "public enum BrandTokens { public static let gap = CGFloat(\(brand)) }\n",
      ]
    }
    try fixture.commit(files(16, 4, 1), message: "base", step: 0)
    try fixture.commit(files(20, 8, 2), message: "head", step: 1)
    let diff = try runJSON(["HEAD~1..HEAD", "--fail-on", "never"], in: fixture.directory)
    #expect(
      Set(diff.changeLines) == [
        "SpacingTokens.large value-changed", "BrandTokens.gap value-changed",
      ],
      "\(diff.changeLines)"
    )
  }
}

/// lsst-sqre/rubin-style-dictionary: `build.js` passes Style Dictionary `source:
/// ['src/**/*.yaml']`; YAML outside a token folder is otherwise configuration, not read.
@Suite struct BuildScriptSourcesTests {
  @Test func theYAMLABuildScriptNamesAsSourcesIsRead() throws {
    let fixture = try FixtureRepository()
    func files(_ green: String) -> [String: String] {
      [
        "package.json": #"{"devDependencies": {"style-dictionary": "^3.7.1", "yaml": "^2.1.3"}}"#,
        "build.js": """
        const styleDictionary = require('style-dictionary');
        const sources = 'src';
        const config = {
          source: [`${sources}/**/*.yaml`],
          platforms: { css: { buildPath: 'dist/', files: [{ destination: 'tokens.css' }] } },
        };
        styleDictionary.extend(config).buildAllPlatforms();
        """,
        "src/color/green.yaml": "color:\n  green:\n    '500':\n      value: '\(green)'\n",
        "src/component/page.yaml":
          "component:\n  page:\n    link:\n      value: '{color.green.500.value}'\n",
        "deploy/values.yaml": "replicas: 2\nimage:\n  tag: latest\n",
      ]
    }
    try fixture.commit(files("#00A000"), message: "base", step: 0)
    try fixture.commit(files("#008000"), message: "head", step: 1)
    let diff = try runJSON(["HEAD~1..HEAD", "--fail-on", "never"], in: fixture.directory)
    #expect(
      Set(diff.changeLines) == [
        "color.green.500 value-changed", "component.page.link value-changed",
      ],
      "\(diff.changeLines)"
    )
    let listing = try setsListing("HEAD", in: fixture.directory)
    let entries = listing["sets"] as? [[String: Any]] ?? []
    #expect(
      (entries.first?["rule"] as? String)?.hasPrefix("named by build.js or found by content")
        == true,
      "\(entries.map { $0["rule"] ?? "" })"
    )
    #expect(entries.count == 1)
  }

  /// lifebit-ai/design-tokens: `build.js` passes one configuration per theme, each naming some
  /// files; they stay one set with the package's other token files, its themes read from the
  /// file names, not a set of the globs' files split from the rest.
  @Test func aScriptOfSeveralConfigurationsMakesNoSetOfItsOwn() throws {
    let fixture = try FixtureRepository()
    try fixture.commit(
      [
        "package.json": #"{"devDependencies": {"style-dictionary": "^3.7.1"}}"#,
        "build.js": """
        const StyleDictionary = require('style-dictionary');
        const light = { source: ['tokens/color/light/*.json'], platforms: { web: { buildPath: 'output/' } } };
        const dark = {
          include: ['tokens/color/light/*.json'],
          source: ['tokens/color/dark/*.dark.json'],
          platforms: { web: { buildPath: 'output/' } },
        };
        """,
        "tokens/size.json": ##"{"size": {"s": {"value": "4px"}}}"##,
        "tokens/color/light/base.json":
          ##"{"color": {"bg": {"value": "#ffffff"}, "fg": {"value": "#000000"}}}"##,
        "tokens/color/dark/base.dark.json": ##"{"color": {"bg": {"value": "#000000"}}}"##,
      ],
      message: "base"
    )
    let listing = try setsListing("HEAD", in: fixture.directory)
    let entries = listing["sets"] as? [[String: Any]] ?? []
    #expect(entries.count == 1, "\(entries.map { $0["rule"] ?? "" })")
    #expect((entries.first?["files"] as? [String])?.count == 3)
    #expect((entries.first?["modes"] as? [String])?.count == 2, "\(entries.first?["modes"] ?? "")")
  }
}

/// What a clone may lack: a blob a partial (blobless) clone never fetched.
@Suite struct MissingBlobTests {
  /// sl-design-system's mirror lacked an unrelated JSON blob, and every command stopped: the
  /// file is left out with a note, and the token file is still checked.
  @Test func aBlobTheCloneLacksIsLeftOutWithANote() throws {
    let fixture = try FixtureRepository()
    let commit = try fixture.commit(
      [
        "tokens/color.tokens.json":
          ##"{"color": {"bg": {"$type": "color", "$value": "#ffffff"}}}"##,
        "data/student-images.json": ##"[{"student": "image-data"}]"##,
      ],
      message: "base"
    )
    let entry = try #require(
      try fixture.repository.treeEntries(ofCommit: commit).first {
        $0.path == "data/student-images.json"
      }
    )
    let object = fixture.directory.appendingPathComponent(
      ".git/objects/\(entry.objectID.prefix(2))/\(entry.objectID.dropFirst(2))"
    )
    try FileManager.default.removeItem(at: object)
    let check = try runJSON(["check", "HEAD"], in: fixture.directory)
    #expect(check.result.status == 0, "\(check.result.standardError)")
    #expect(check.report["tokens"] as? Int == 1)
    let notes = check.findings(ofKind: "skipped-file")
    #expect(notes.map { $0["file"] as? String } == ["data/student-images.json"])
    // A JSON file might have held tokens: the report says it may lack some.
    #expect(notes.first?["severity"] as? String == "warning")
    #expect((notes.first?["message"] as? String)?.contains("could not be read") == true)
  }

  /// A blobless clone lacks the base's copy of a changed token file: read in the head alone,
  /// its tokens would all read as added. It is left out of both revisions, with a warning, in
  /// a diff of two commits and in one of a commit with the working tree (`HEAD~1` alone).
  @Test(arguments: ["HEAD~1..HEAD", "HEAD~1"])
  func aTokenFileOneRevisionLacksIsLeftOutOfBoth(range: String) throws {
    let fixture = try FixtureRepository()
    func files(_ bg: String) -> [String: String] {
      [
        "tokens/color.tokens.json":
          ##"{"color": {"bg": {"$type": "color", "$value": "\##(bg)"}}}"##,
        "tokens/size.tokens.json": ##"{"size": {"s": {"$type": "dimension", "$value": "4px"}}}"##,
      ]
    }
    let base = try fixture.commit(files("#ffffff"), message: "base", step: 0)
    try fixture.commit(files("#000000"), message: "head", step: 1)
    let entry = try #require(
      try fixture.repository.treeEntries(ofCommit: base).first {
        $0.path == "tokens/color.tokens.json"
      }
    )
    try FileManager.default.removeItem(
      at: fixture.directory.appendingPathComponent(
        ".git/objects/\(entry.objectID.prefix(2))/\(entry.objectID.dropFirst(2))"
      )
    )
    let diff = try runJSON([range, "--fail-on", "never"], in: fixture.directory)
    #expect(diff.result.status == 0, "\(diff.result.standardError)")
    #expect(diff.changeLines.isEmpty, "\(diff.changeLines)")
    let warnings = diff.findings(ofKind: "skipped-file").filter {
      $0["severity"] as? String == "warning"
    }
    // Once for each revision.
    #expect(
      warnings.compactMap { $0["file"] as? String }
        == ["tokens/color.tokens.json", "tokens/color.tokens.json"],
      "\(warnings)"
    )
  }
}

/// FitTracker2: a build script whose own format writes `DesignTokens.swift` under its
/// `buildPath`, headed `AUTO-GENERATED … do not edit by hand` rather than Style Dictionary's
/// words. It is the build's output: every colour changed once, from the token file, not
/// twice.
@Suite struct CustomFormatOutputTests {
  @Test func aGeneratedSwiftFileUnderTheBuildPathIsNotReadAgain() throws {
    let fixture = try FixtureRepository()
    func files(_ red: String, _ swiftRed: String) -> [String: String] {
      [
        "package.json": #"{"devDependencies": {"style-dictionary": "^5.0.0"}}"#,
        "sd.config.mjs": """
        import StyleDictionary from "style-dictionary";
        export default {
          source: ["design-tokens/tokens.json"],
          platforms: { ios: { buildPath: "App/DesignSystem/",
            files: [{ destination: "DesignTokens.swift", format: "swift/app-tokens" }] } },
        };
        """,
        "design-tokens/tokens.json":
          ##"{"color": {"brand": {"primary": {"value": "\##(red)", "type": "color"}}}}"##,
        "App/DesignSystem/DesignTokens.swift": """
        // App/DesignSystem/DesignTokens.swift
        // AUTO-GENERATED by `make tokens` — do not edit by hand.
        import SwiftUI
        enum DesignTokens { static let colorBrandPrimary = Color(hex: "\(swiftRed)") }

        """,
      ]
    }
    try fixture.commit(files("#ff0000", "#ff0000"), message: "base", step: 0)
    try fixture.commit(files("#00ff00", "#00ff00"), message: "head", step: 1)
    let diff = try runJSON(["HEAD~1..HEAD", "--fail-on", "never"], in: fixture.directory)
    #expect(diff.changeLines == ["color.brand.primary value-changed"], "\(diff.changeLines)")
  }
}

/// Style Dictionary's `include` is the base its `source` files override, in one build: the
/// files are layers of one output, never a `brand` dimension with a `default` the build does
/// not make (a helper's reduction: `include: tokens/base/**`, `source: tokens/brand/**`).
@Suite struct IncludedBaseTests {
  @Test func includedFilesAreTheBaseTheSourcesOverride() throws {
    let fixture = try FixtureRepository()
    try fixture.commit(
      [
        "config.json":
          #"{"include": ["tokens/base/**/*.json"], "source": ["tokens/brand/**/*.json"], "platforms": {"css": {"transformGroup": "css", "files": [{"destination": "v.css", "format": "css/variables"}]}}}"#,
        "tokens/base/color.json":
          ##"{"color": {"primary": {"value": "#222222"}, "text": {"value": "{color.primary.value}"}, "bg": {"value": "#ffffff"}}}"##,
        "tokens/brand/color.json": ##"{"color": {"primary": {"value": "#ee0000"}}}"##,
      ],
      message: "base"
    )
    let listing = try setsListing("HEAD", in: fixture.directory)
    let sets = listing["sets"] as? [[String: Any]] ?? []
    #expect(sets.count == 1, "\(sets)")
    #expect((sets.first?["modes"] as? [Any])?.isEmpty ?? true, "\(sets)")
    let explained = try TokenDiffExecutable.run(["explain", "color.text"], in: fixture.directory)
    #expect(explained.standardOutput.contains("(no modes): #ee0000"), "\(explained.standardOutput)")
  }
}
