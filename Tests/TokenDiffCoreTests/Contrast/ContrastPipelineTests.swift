import Foundation
import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// Pairs found by rules, hints and conventions, measured in every mode, compared before → after.
@Suite struct ContrastPipelineTests {
  static func settings(_ json: String) throws -> ContrastSettings {
    try Configuration(from: JSONParser.parse(Array(json.utf8)), source: "test.json").contrast
  }

  static let resolver = """
    {"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "./core.tokens.json"}]}},
     "modifiers": {"theme": {"contexts": {
       "light": [{"$ref": "./light.tokens.json"}], "dark": [{"$ref": "./dark.tokens.json"}]},
       "default": "light"}},
     "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/theme"}]}
    """

  static func theme(text: String, muted: String, surface: String, overlay: String, page: String)
    -> String
  {
    """
    {"color": {"$type": "color",
      "text": {"primary": {"$value": "\(text)"}, "muted": {"$value": "\(muted)"}},
      "surface": {"default": {"$value": "\(surface)"}, "overlay": {"$value": "\(overlay)"}},
      "background": {"default": {"$value": "\(page)"}}}}
    """
  }

  static func snapshot(light: String, dark: String, revision: String) -> RevisionSnapshot {
    .test(
      [
        "tokens/theme.resolver.json": resolver,
        "tokens/core.tokens.json": #"{"size": {"$type": "number", "one": {"$value": 1}}}"#,
        "tokens/light.tokens.json": light, "tokens/dark.tokens.json": dark,
      ],
      revision: revision
    )
  }

  static let config = """
    {"contrast": {"pairs": [{"foreground": "color.text.*", "background": "color.surface.*"}],
      "canvas": "color.background.default", "algorithms": ["wcag2", "apca"]}}
    """

  @Test func aDiffReportsRegressionsAndFixesPerMode() throws {
    let policy = ResolutionPolicy(contrast: try Self.settings(Self.config))
    let base = Self.snapshot(
      light: Self.theme(
        text: "#777777",
        muted: "#595959",
        surface: "#ffffff",
        overlay: "#ffffff80",
        page: "#ffffff"
      ),
      dark: Self.theme(
        text: "#f0f0f0",
        muted: "#ffffffb3",
        surface: "#121212",
        overlay: "#00000080",
        page: "#000000"
      ),
      revision: "base"
    )
    let head = Self.snapshot(
      light: Self.theme(
        text: "#767676",
        muted: "#595959",
        surface: "#ffffff",
        overlay: "#ffffff80",
        page: "#ffffff"
      ),
      dark: Self.theme(
        text: "#f0f0f0",
        muted: "#ffffff4d",
        surface: "#121212",
        overlay: "#00000080",
        page: "#000000"
      ),
      revision: "head"
    )
    let report = makeDiffReport(base: base, head: head, policy: policy)
    func result(_ text: String, _ surface: String, _ mode: String) -> ContrastResult? {
      report.contrast.first {
        $0.foreground.description == text && $0.background.description == surface
          && $0.mode == mode
      }
    }
    let fixed = try #require(result("color.text.primary", "color.surface.default", "theme=light"))
    #expect(fixed.status == .fixed)
    #expect(abs((fixed.before?.ratio ?? 0) - 4.478089) < 1e-6)
    #expect(abs((fixed.after?.ratio ?? 0) - 4.542225) < 1e-6)
    #expect(fixed.after?.apca != nil)
    let regression = try #require(result("color.text.muted", "color.surface.default", "theme=dark"))
    #expect(regression.status == .regression)
    #expect(regression.after?.note == "foreground composited over the background")
    // Unchanged pairs are counted, not listed.
    #expect(result("color.text.primary", "color.surface.default", "theme=dark") == nil)
    let counts = ContrastTally.counts(report.contrastTallies)
    #expect(counts[.regression] == 2)  // muted on both dark surfaces
    #expect(counts[.fixed] == 2)
    #expect(counts[.unchanged, default: 0] >= 2)
    // The translucent overlay sits on the page colour of its mode.
    let overlay = try #require(result("color.text.primary", "color.surface.overlay", "theme=light"))
    #expect(overlay.after?.note == "background composited over the canvas #ffffff")
    #expect(
      report.contrast
        == report.contrast.sorted { lhs, rhs in
          (lhs.foreground, lhs.background, lhs.mode ?? "") < (
            rhs.foreground, rhs.background, rhs.mode ?? ""
          )
        }
    )
    // `--fail-on contrast-regression` fails on the two regressions.
    #expect(try FailOn(["contrast-regression"]).failures(in: report) == ["2 contrast-regression"])
    #expect(report.limited(toModes: ["light"]).contrast.allSatisfy { $0.mode == "theme=light" })
  }

  @Test func aCheckListsEveryFailingPair() throws {
    let policy = ResolutionPolicy(contrast: try Self.settings(Self.config))
    let snapshot = Self.snapshot(
      light: Self.theme(
        text: "#777777",
        muted: "#595959",
        surface: "#ffffff",
        overlay: "#ffffff66",
        page: "#ffffff"
      ),
      dark: Self.theme(
        text: "#f0f0f0",
        muted: "#777777",
        surface: "#121212",
        overlay: "#00000080",
        page: "#000000"
      ),
      revision: "main"
    )
    let report = makeCheckReport(snapshot, policy: policy)
    #expect(report.contrast.allSatisfy { $0.status == .failing && $0.before == nil })
    let failing = report.contrast.map { "\($0.foreground) \($0.background) \($0.mode ?? "")" }
    #expect(failing.contains("color.text.primary color.surface.default theme=light"))
    #expect(failing.contains("color.text.muted color.surface.default theme=dark"))
    let counts = ContrastTally.counts(report.contrastTallies)
    #expect(counts[.failing] == report.contrast.count)
    #expect(counts[.passing, default: 0] > 0)
    #expect(
      try FailOn(["contrast-failing"]).failures(in: report) == [
        "\(report.contrast.count) contrast-failing"
      ]
    )
  }

  @Test func withoutACanvasATranslucentSurfaceIsJudgedOnItsWorstBase() throws {
    let settings = try Self.settings(
      #"{"contrast": {"pairs": [{"foreground": "text", "background": "surface"}]}}"#
    )
    let snapshot = RevisionSnapshot.test([
      "t.tokens.json":
        ##"{"text": {"$type": "color", "$value": "#777777"}, "surface": {"$type": "color", "$value": "#ffffff66"}}"##
    ])
    let report = makeCheckReport(snapshot, policy: ResolutionPolicy(contrast: settings))
    let pair = try #require(report.contrast.first)
    #expect(abs((pair.after?.ratio ?? 0) - 1) < 1e-9)
    #expect(pair.after?.note?.contains("worst case over every opaque base (#1c1c1c)") == true)
  }

  /// A configured canvas that is no colour token used to be dropped without a word: the pair
  /// was judged as if no canvas were configured.
  @Test func aCanvasThatIsNoColourTokenIsNamedInTheNote() throws {
    let settings = try Self.settings(
      #"{"contrast": {"canvas": "color.nope", "pairs": [{"foreground": "text", "background": "surface"}]}}"#
    )
    let snapshot = RevisionSnapshot.test([
      "t.tokens.json":
        ##"{"text": {"$type": "color", "$value": "#777777"}, "surface": {"$type": "color", "$value": "#ffffff66"}}"##
    ])
    let report = makeCheckReport(snapshot, policy: ResolutionPolicy(contrast: settings))
    let note = try #require(report.contrast.first?.after?.note)
    #expect(note.hasPrefix("the canvas 'color.nope' is no colour token; "), "\(note)")
    // A canvas that looks like a colour but is none is a configuration error.
    let error = #expect(throws: ConfigurationError.self) {
      try Self.settings(##"{"contrast": {"canvas": {"dark": "#zzzzzz"}}}"##)
    }
    #expect(error?.message.contains("'#zzzzzz' is not a colour") == true)
  }

  @Test func hintsInExtensionsPairTokens() throws {
    let snapshot = RevisionSnapshot.test([
      "t.tokens.json": """
      {"color": {"$type": "color",
        "link": {"$value": "#949494", "$extensions": {"com.tokendiff.contrast":
          {"background": ["{color.page}"], "requirement": "AA-large"}}},
        "label": {"$value": "#000000", "$extensions": {"com.tokendiff.contrast": {"surface": "x"}}},
        "page": {"$value": "#ffffff"}}}
      """
    ])
    let report = makeCheckReport(snapshot, policy: ResolutionPolicy())
    #expect(report.contrast.isEmpty)  // 3.03 passes AA large
    #expect(report.contrastTallies == [ContrastTally(mode: nil, status: .passing, count: 1)])
    let hints = report.findings.map(\.finding).filter { $0.kind == .contrastHint }
    #expect(hints.first?.token?.description == "color.label")
    #expect(hints.first?.message.contains("unknown member 'surface'") == true)
    #expect(hints.count == 1)
    let typo = RevisionSnapshot.test([
      "t.tokens.json": """
      {"color": {"$type": "color", "page": {"$value": "#ffffff"},
        "link": {"$value": "#000000", "$extensions": {"com.tokendiff.contrast": {"background": "{color.pgae}"}}}}}
      """
    ])
    let unknown = makeCheckReport(typo, policy: ResolutionPolicy()).findings.map(\.finding)
    #expect(
      unknown.map(\.message) == [
        "$extensions[\"com.tokendiff.contrast\"]: the background 'color.pgae' is not a colour token"
      ]
    )
    #expect(unknown.first?.location?.line == 2)
  }

  @Test func namingConventionsPairOnXWithX() throws {
    let snapshot = RevisionSnapshot.test([
      "m.tokens.json": """
      {"md": {"sys": {"$type": "color", "on-primary": {"$value": "#ffffff"},
        "primary": {"$value": "#6750a4"}, "onSurface": {"$value": "#999999"},
        "surface": {"$value": "#ffffff"}}}}
      """
    ])
    let report = makeCheckReport(snapshot, policy: ResolutionPolicy())
    #expect(ContrastTally.counts(report.contrastTallies)[.passing] == 1)
    #expect(
      report.contrast.map { "\($0.foreground) on \($0.background)" } == [
        "md.sys.onSurface on md.sys.surface"
      ]
    )
    var settings = ContrastSettings()
    settings.usesConventions = false
    #expect(
      makeCheckReport(snapshot, policy: ResolutionPolicy(contrast: settings)).contrastTallies
        .isEmpty
    )
  }

  @Test func onXUnderATextGroupIsTextOnTheBackgroundOfX() {
    let snapshot = RevisionSnapshot.test([
      "c.tokens.json": """
      {"color": {"$type": "color",
        "text": {"warning": {"$value": "#ffe070"}, "on-warning": {"$value": "#ffe08a"},
                 "on-info": {"$value": "#1a1a1a"}},
        "background": {"warning": {"$value": "#ffd43b"}},
        "info": {"$value": "#0000ff"}}}
      """
    ])
    let report = makeCheckReport(snapshot, policy: ResolutionPolicy())
    // Not on `color.text.warning`, another text colour; `on-info` has no background beside.
    // (Both would fail; failing pairs are the ones listed.)
    #expect(
      report.contrast.map { "\($0.foreground) on \($0.background)" } == [
        "color.text.on-warning on color.background.warning"
      ]
    )
  }

  @Test func onXUnderACapitalisedTextGroupFindsTheCapitalisedBackground() {
    let snapshot = RevisionSnapshot.test([
      "c.tokens.json": """
      {"Color": {"$type": "color",
        "Text": {"onWarning": {"$value": "#ffe08a"}},
        "Background": {"warning": {"$value": "#ffd43b"}}}}
      """
    ])
    let report = makeCheckReport(snapshot, policy: ResolutionPolicy())
    #expect(
      report.contrast.map { "\($0.foreground) on \($0.background)" } == [
        "Color.Text.onWarning on Color.Background.warning"
      ]
    )
  }

  @Test func gentleTextRolesArePairedWithItsSurfaceBackgroundRoles() throws {
    let url = Fixtures.scenario("gentle-spec").appendingPathComponent(
      "3-head/design/gentle-spec.json"
    )
    let snapshot = RevisionSnapshot(
      revision: "head",
      commit: nil,
      files: [SourceFile(path: "design/gentle-spec.json", bytes: Array(try Data(contentsOf: url)))]
    )
    let report = makeCheckReport(snapshot, policy: ResolutionPolicy())
    let total = report.contrastTallies.reduce(0) { $0 + $1.count }
    // textPrimary and textSecondary on background, surfaceBase, surfaceCardSecondary, in
    // light and dark.
    #expect(total >= 12)
    #expect(report.contrastTallies.allSatisfy { $0.mode == "light" || $0.mode == "dark" })
  }

  @Test func patternsMatchDottedAndHyphenatedNamesAndCaptures() throws {
    func pattern(_ text: String) throws -> TokenNamePattern {
      try TokenNamePattern.parse(text).get()
    }
    #expect(try pattern("*-content-color-*").match("accent-content-color-default") == [:])
    #expect(try pattern("background-*-color").match("background-layer-1-color") == [:])
    #expect(try pattern("background-*-color").match("accent-background-color-default") == nil)
    #expect(try pattern("color.text.*").match("color.text.primary") == [:])
    #expect(try pattern("color.text.*").match("color.text.primary.hover") == nil)
    #expect(try pattern("color.**").match("color.text.primary.hover") == [:])
    #expect(try pattern("color.{role}.text").match("color.danger.text") == ["role": "danger"])
    #expect(try pattern("theme/*/on-*").match("theme/general/on-background") == [:])
    #expect(throws: ContrastConfigProblem.self) { try TokenNamePattern.parse("color.{role").get() }
    #expect(try pattern("{a}-{b}-{a}").match("x-y-x") == ["a": "x", "b": "y"])
    #expect(try pattern("{a}-{b}-{a}").match("x-y-z") == nil)
    // Many wildcards against a long name that almost matches: remembered failures keep it fast.
    let long = String(repeating: "a", count: 400)
    #expect(try pattern("**a**a**a**a**a**a**b").match(long) == nil)
  }

  @Test func captureNamesPairOnlyMatchingTokens() throws {
    let settings = try Self.settings(
      #"{"contrast": {"pairs": [{"foreground": "color.{role}.text", "background": "color.{role}.surface"}]}}"#
    )
    let snapshot = RevisionSnapshot.test([
      "t.tokens.json": """
      {"color": {"$type": "color",
        "danger": {"text": {"$value": "#ffffff"}, "surface": {"$value": "#ff0000"}},
        "info": {"text": {"$value": "#ffffff"}, "surface": {"$value": "#0066cc"}}}}
      """
    ])
    let report = makeCheckReport(snapshot, policy: ResolutionPolicy(contrast: settings))
    #expect(report.contrastTallies.reduce(0) { $0 + $1.count } == 2)
    #expect(report.contrast.map(\.foreground.description) == ["color.danger.text"])  // 4.0 fails
  }

  @Test func theSectionIsCheckedStrictly() throws {
    #expect(throws: ConfigurationError.self) { try Self.settings(#"{"contrast": {"pair": []}}"#) }
    #expect(throws: ConfigurationError.self) {
      try Self.settings(
        #"{"contrast": {"pairs": [{"foreground": "a", "background": "b", "requirement": "AAAA"}]}}"#
      )
    }
    #expect(throws: ConfigurationError.self) {
      try Self.settings(#"{"contrast": {"algorithms": ["apca3"]}}"#)
    }
    let parsed = try Self.settings(
      ##"{"contrast": {"margin": "10%", "canvas": {"light": "#fff", "dark": "{color.page}"}, "pairs": [{"foreground": ["a", "b"], "background": "c", "requirement": 3.5}]}}"##
    )
    #expect(parsed.margin == .fraction(0.1))
    #expect(parsed.rules.first?.requirement.minimumRatio == 3.5)
    #expect(parsed.rules.first?.foreground.count == 2)
    #expect(parsed.canvas?.source(in: "theme=dark") == .token(TokenPath(["color", "page"])))
    #expect(parsed.canvas?.source(in: "other") == nil)
    #expect(ContrastRequirement(named: "AAA-large") == .aaaLargeText)
    #expect(ContrastRequirement(named: "non-text") == .aaNonText)
  }
}
