import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// The Adobe Spectrum adapter: detection, sets as modes, types from `$schema`, deprecation,
/// identity, and findings for what cannot be read.
@Suite struct SpectrumReaderTests {
  static let schemas = "https://opensource.adobe.com/spectrum-design-data/schemas/token-types"

  static let colors = """
    {
      "gray-900": {
        "$schema": "\(schemas)/color.json",
        "value": "rgb(34, 34, 34)",
        "uuid": "u-gray-900"
      },
      "gray-50": {
        "$schema": "\(schemas)/color.json",
        "value": "rgba(255, 255, 255, 0.5)",
        "uuid": "u-gray-50"
      },
      "text-color": {
        "$schema": "\(schemas)/color-set.json",
        "uuid": "u-text",
        "sets": {
          "light": { "$schema": "\(schemas)/alias.json", "value": "{gray-900}", "uuid": "l" },
          "dark": { "$schema": "\(schemas)/alias.json", "value": "{gray-50}", "uuid": "d" },
          "wireframe": { "$schema": "\(schemas)/color.json", "value": "#0000ff", "uuid": "w" }
        }
      },
      "old-text": {
        "$schema": "\(schemas)/alias.json",
        "value": "{text-color}",
        "uuid": "u-old",
        "deprecated": true,
        "deprecated_comment": "Use text-color.",
        "renamed": "text-color"
      },
      "gap": {
        "$schema": "\(schemas)/scale-set.json",
        "uuid": "u-gap",
        "sets": {
          "mobile": { "$schema": "\(schemas)/dimension.json", "value": "10px", "uuid": "m" },
          "desktop": { "$schema": "\(schemas)/dimension.json", "value": "8px", "uuid": "x" }
        }
      },
      "weight": { "$schema": "\(schemas)/font-weight.json", "value": "bold", "uuid": "u-w" },
      "ratio": { "$schema": "\(schemas)/multiplier.json", "value": 1.5, "uuid": "u-r" },
      "align": { "$schema": "\(schemas)/alignment.json", "value": "center", "uuid": "u-a" }
    }
    """

  @Test func readsTokensWithOneSegmentPathsTypesAndIdentity() {
    let document = TokenParser.parse(.test(["packages/tokens/src/color.json": Self.colors]))
    #expect(document.findings.isEmpty)
    let byName = Dictionary(
      uniqueKeysWithValues: document.tokens.map { ($0.path.description, $0) }
    )
    #expect(document.tokens.allSatisfy { $0.path.segments.count == 1 })
    #expect(byName["gray-900"]?.explicitType == .color)
    #expect(byName["gray-900"]?.identity == "u-gray-900")
    #expect(
      byName["gray-900"]?.location
        == SourceLocation(file: "packages/tokens/src/color.json", line: 2, column: 3)
    )
    #expect(byName["text-color"]?.explicitType == .color)
    #expect(byName["old-text"]?.explicitType == nil)
    #expect(byName["old-text"]?.aliasTarget == TokenPath(["text-color"]))
    #expect(byName["old-text"]?.deprecation == .deprecated(reason: "Use text-color."))
    #expect(byName["old-text"]?.renamedTo == "text-color")
    #expect(byName["gap"]?.explicitType == .dimension)
    #expect(byName["weight"]?.explicitType == .fontWeight)
    #expect(byName["ratio"]?.explicitType == .number)
    #expect(byName["align"]?.explicitType == .string)
  }

  @Test func setsBecomeModesAndTheDefaultIsLightOrDesktop() {
    let document = TokenParser.parse(.test(["c.json": Self.colors]))
    let text = document.tokens.first { $0.path.description == "text-color" }
    #expect(text?.value.stringValue == "{gray-900}")
    #expect(text?.extensions?["mode"]?.members?.map(\.key) == ["light", "dark", "wireframe"])
    #expect(text?.extensions?["mode"]?["dark"]?.stringValue == "{gray-50}")
    let gap = document.tokens.first { $0.path.description == "gap" }
    #expect(gap?.value.stringValue == "8px")
  }

  @Test func aliasesResolveWithinTheSameMode() throws {
    let revision = RevisionResolver.resolve(
      .test(["c.json": Self.colors]),
      policy: ResolutionPolicy()
    )
    #expect(revision.findings.isEmpty)
    let set = try #require(revision.sets.first)
    let index = try #require(set.baseline.tokens.firstIndex { $0.path.description == "old-text" })
    #expect(set.baseline.tokens[index].value?.text == "#222222")
    let dark = try #require(set.modes.first { $0.mode == "dark" })
    let key = set.key(set.baseline.tokens[index])
    #expect(dark.changed[key]?.value?.text == "#ffffff80")
    let wireframe = try #require(set.modes.first { $0.mode == "wireframe" })
    #expect(wireframe.changed[key]?.value?.text == "#0000ff")
  }

  @Test func nestedSetsKeepThePreferredOuterSetsNames() {
    let document = TokenParser.parse(
      .test([
        "layout.json": """
        {"size": {"component": "checkbox", "sets": {
          "spectrum": {"sets": {"desktop": {"value": "12px", "uuid": "a"},
                                "mobile": {"value": "16px", "uuid": "b"}}},
          "express": {"sets": {"desktop": {"value": "14px", "uuid": "c"},
                               "mobile": {"value": "18px", "uuid": "d"}}}}}}
        """
      ])
    )
    #expect(document.findings.isEmpty)
    let size = document.tokens.first
    #expect(size?.value.stringValue == "12px")
    #expect(size?.explicitType == .dimension)
    #expect(size?.identity == "a")
    #expect(
      size?.extensions?["mode"]?.members?.map(\.key) == [
        "desktop", "mobile", "express, desktop", "express, mobile",
      ]
    )
  }

  /// Spectrum's own dimension schema accepts `%`, Android's `dp` and a bare `0`; only what it
  /// rejects is an invalid value.
  @Test func dimensionsFollowSpectrumsSchema() {
    let dimension = { (name: String, value: String) in
      "\"\(name)\": {\"$schema\": \"\(Self.schemas)/dimension.json\", \"value\": \"\(value)\", \"uuid\": \"u-\(name)\"}"
    }
    let file =
      "{"
      + [
        dimension("zero", "0"), dimension("full", "100%"), dimension("elevation", "2dp"),
        dimension("gap", "8px"), dimension("tall", "10vh"),
      ].joined(separator: ", ") + "}"
    let revision = RevisionResolver.resolve(
      .test(["layout.json": file]),
      policy: ResolutionPolicy()
    )
    #expect(revision.findings.compactMap { $0.token?.description } == ["tall"])
  }

  @Test func badInputBecomesFindingsWithLocationsNotCrashes() {
    let document = TokenParser.parse(
      .test([
        "bad.json": """
        {
          "ok": {"value": "1px", "uuid": "u1"},
          "text": "just a string",
          "empty": {"uuid": "u2"},
          "no-sets": {"uuid": "u3", "sets": {}},
          "bad-set": {"uuid": "u4", "sets": {"light": 3, "dark": {"value": "#000000"}}}
        }
        """
      ])
    )
    #expect(document.tokens.map(\.path.description) == ["ok", "bad-set"])
    let problems = document.findings.map {
      "\($0.token?.description ?? "-") \($0.location?.line ?? 0):\($0.location?.column ?? 0)"
    }
    #expect(problems == ["text 3:3", "empty 4:3", "no-sets 5:37", "bad-set 6:47"])
    #expect(document.findings.allSatisfy { $0.kind == .invalidValue })
    #expect(document.tokens.last?.value.stringValue == "#000000")
  }

  @Test func dtcgAndLegacyFilesAreNotSpectrum() {
    let dtcg = TokenParser.parse(
      .test(["a.json": ##"{"x": {"$value": "#000000", "uuid": "u", "$type": "color"}}"##])
    )
    #expect(dtcg.tokens.first?.identity == nil)
    let legacy = TokenParser.parse(
      .test(["b.json": ##"{"x": {"sets": {"light": {"value": "#000000"}}}}"##])
    )
    #expect(legacy.tokens.map(\.path.description) == ["x.sets.light"])
  }
}
