import Foundation
import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// Brands and themes that define the same paths in parallel are alternatives, not layers.
struct AlternativeFilesTests {
  private func snapshot(_ files: [String: String], revision: String) -> RevisionSnapshot {
    let discovery = TokenSetDiscovery.discover(
      files.map { SourceFile(path: $0.key, bytes: Array($0.value.utf8)) },
      allPaths: Array(files.keys)
    )
    return RevisionSnapshot(
      revision: revision,
      commit: nil,
      files: discovery.files,
      skipped: discovery.notes,
      sets: discovery.sets
    )
  }

  /// The files, discovered and resolved as one revision.
  private func resolved(_ files: [String: String]) -> ResolvedRevision {
    RevisionResolver.resolve(snapshot(files, revision: "r"), policy: ResolutionPolicy())
  }

  private func palette(_ surface: String, _ ink: String) -> String {
    ##"{"palette": {"surface": {"$value": "SURFACE", "$type": "color"}, "ink": {"$value": "INK", "$type": "color"}}}"##
      .replacingOccurrences(of: "SURFACE", with: surface)
      .replacingOccurrences(of: "INK", with: ink)
  }

  private let semantic =
    ##"{"background": {"$value": "{palette.surface}", "$type": "color"}, "text": {"$value": "{palette.ink}", "$type": "color"}}"##

  private func brands(_ dusk: String) -> [String: String] {
    [
      "tokens/brands/dawn/palette.json": palette("#fafbfa", "#111111"),
      "tokens/brands/dusk/palette.json": palette(dusk, "#222222"),
      "tokens/semantic.json": semantic,
    ]
  }

  @Test func eachBrandResolvesAgainstItsOwnPalette() {
    let revision = RevisionResolver.resolve(
      snapshot(brands("#f1f3f1"), revision: "head"),
      policy: ResolutionPolicy()
    )
    let set = revision.sets.first { !$0.set.isEmpty }
    #expect(set?.modes.map(\.mode) == ["brand=dawn", "brand=dusk"])
    let lookup = ModeLookup(revision)
    let background = TokenPath(dotted: "background")
    #expect(lookup.token(background, in: "brand=dawn")?.value?.text == "#fafbfa")
    #expect(lookup.token(background, in: "brand=dusk")?.value?.text == "#f1f3f1")
    #expect(!revision.findings.contains { $0.kind == .brokenReference })
  }

  @Test func aChangeInOneBrandIsReportedInThatBrandOnly() {
    let report = makeDiffReport(
      base: snapshot(brands("#f1f3f1"), revision: "base"),
      head: snapshot(brands("#e3e8e3"), revision: "head"),
      policy: ResolutionPolicy()
    )
    let changed = report.changes.filter { $0.kind == .valueChanged }
    #expect(Set(changed.map(\.token.description)) == ["background", "palette.surface"])
    #expect(changed.allSatisfy { $0.mode == "brand=dusk" }, "\(changed.map(\.mode))")
  }

  @Test func versionedFilesOfSeveralStemsAreOneDimension() {
    let colors = { (value: String) in
      ##"{"ink": {"$value": "VALUE", "$type": "color"}, "paper": {"$value": "#ffffff", "$type": "color"}}"##
        .replacingOccurrences(of: "VALUE", with: value)
    }
    let shadows =
      ##"{"shadow": {"$value": "{ink}", "$type": "color"}, "glow": {"$value": "{paper}", "$type": "color"}}"##
    let revision = RevisionResolver.resolve(
      snapshot(
        [
          "tokens/properties/colors.v1.json": colors("#111111"),
          "tokens/properties/colors.v2.json": colors("#222222"),
          "tokens/properties/shadows.v1.json": shadows,
          "tokens/properties/shadows.v2.json": shadows,
        ],
        revision: "head"
      ),
      policy: ResolutionPolicy()
    )
    let set = revision.sets.first { !$0.set.isEmpty }
    #expect(set?.modes.map(\.mode) == ["property=v1", "property=v2"])
    #expect(!revision.findings.contains { $0.kind == .brokenReference }, "\(revision.findings)")
    let lookup = ModeLookup(revision)
    #expect(lookup.token(TokenPath(dotted: "shadow"), in: "property=v2")?.value?.text == "#222222")
  }

  @Test func anOverrideOfAFewTokensStaysALayer() {
    let files = [
      "tokens/base/palette.json": palette("#ffffff", "#000000"),
      "tokens/override/palette.json":
        ##"{"palette": {"ink": {"$value": "#101010", "$type": "color"}}, "extra": {"a": {"$value": "1px", "$type": "dimension"}, "b": {"$value": "2px", "$type": "dimension"}}}"##,
    ]
    #expect(
      AlternativeFiles.document(
        for: TokenParser.parse(snapshot(files, revision: "t")).tokens,
        root: ""
      ) == nil
    )
  }

  /// RocketCommunicationsInc/astro-design-tokens writes `tokens/base.reference.json` and
  /// `tokens/extra.typography.json` from one source: the second holds most of the first's
  /// tokens, alike, and some of its own. They are layers, not a dimension of two values.
  @Test func filesOfDifferentTokensThatAgreeOnThoseTheyShareAreLayers() {
    let shared = (1...6).map { ##""c\##($0)": {"$value": "#00000\##($0)", "$type": "color"}"## }
    let reference =
      "{"
      + (shared + [##""r": {"$value": "#ffffff", "$type": "color"}"##])
      .joined(separator: ", ") + "}"
    let typography =
      "{"
      + (shared + [#""t": {"$value": "2px", "$type": "dimension"}"#])
      .joined(separator: ", ") + "}"
    func document(_ typography: String) -> ResolverDocument? {
      let files = [
        "tokens/base.reference.json": reference, "tokens/extra.typography.json": typography,
      ]
      return AlternativeFiles.document(
        for: TokenParser.parse(snapshot(files, revision: "t")).tokens,
        root: ""
      )
    }
    #expect(document(typography) == nil)
    // One token written differently makes them alternatives again.
    #expect(document(typography.replacingOccurrences(of: "#000003", with: "#000009")) != nil)
    // A brand copied from another, the same tokens alike, is still a brand.
    #expect(document(reference) != nil)
  }

  @Test func fourOUDSBrandFilesKeepEachBrandsForbiddenValues() throws {
    let folder =
      Fixtures.root.appendingPathComponent("Scenarios/ouds-brand/3-head/tokens/").path + "/"
    let core = try String(contentsOfFile: folder + "core-ouds.tokens.json", encoding: .utf8)
    let brand = try String(
      contentsOfFile: folder + "Brands.Orange Compact.tokens.json",
      encoding: .utf8
    )
    let sosh = brand.replacingOccurrences(
      of: ##""primary-dark": { "$value": "{core-ouds.color.orange.500}" }"##,
      with: ##""primary-dark": { "$value": "#ff000000" }"##
    )
    let max = brand.replacingOccurrences(
      of: ##""secondary-light": { "$value": "#ff000000" }"##,
      with: ##""secondary-light": { "$value": "#000000" }"##
    )
    #expect(sosh != brand && max != brand)
    let report = makeCheckReport(
      snapshot(
        [
          "tokens/core-ouds.tokens.json": core, "tokens/Brands.Orange.tokens.json": brand,
          "tokens/Brands.Sosh.tokens.json": sosh, "tokens/Brands.Max.tokens.json": max,
          "tokens/Brands.Wireframe.tokens.json": brand,
        ],
        revision: "head"
      ),
      policy: ResolutionPolicy()
    )
    let forbidden = report.findings.map(\.finding).filter { $0.kind == .forbiddenValue }
    // One finding per brand file that keeps the sentinel: three places to fix, each in the
    // mode that reads it.
    let secondary = forbidden.filter {
      $0.token == TokenPath(dotted: "ouds.color.surface.brand.secondary")
    }
    #expect(
      Set(secondary.map { "\($0.location?.file ?? "") \($0.mode ?? "")" }) == [
        "tokens/Brands.Orange.tokens.json brand=Orange, mode=light",
        "tokens/Brands.Sosh.tokens.json brand=Sosh, mode=light",
        "tokens/Brands.Wireframe.tokens.json brand=Wireframe, mode=light",
      ]
    )
    let primary = forbidden.first {
      $0.token == TokenPath(dotted: "ouds.color.surface.brand.primary")
    }
    #expect(primary?.mode == "brand=Sosh, mode=dark")
    #expect(report.modes.head.contains("brand=Max, mode=dark"))
  }

  @Test func aFileThatReadsWhatOnlyASiblingDefinesIsAnOverrideOfIt() {
    let revision = resolved([
      "tokens/sites/type.tokens.json": ##"""
      {"font": {"family": {"$type": "fontFamily", "$value": "Inter"},
        "body": {"$type": "fontFamily", "$value": "{font.family}"},
        "head": {"$type": "fontFamily", "$value": "{font.family}"}}}
      """##,
      "tokens/docs/type.tokens.json": ##"""
      {"font": {"body": {"$type": "fontFamily", "$value": "{font.family}"},
        "head": {"$type": "fontFamily", "$value": "Georgia"}}}
      """##,
    ])
    // A layer, not a `docs`/`sites` dimension in which `{font.family}` breaks under `docs`.
    #expect(revision.modeNames.isEmpty)
    #expect(revision.findings.isEmpty, "\(revision.findings.map(\.message))")
  }

  @Test func familiesOfAlternativesInDifferentFoldersAreDimensionsOfTheirOwn() {
    let color = { (hex: String) in ##"{"bg": {"$type": "color", "$value": "\##(hex)"}}"## }
    let size = { (px: String) in ##"{"gap": {"$type": "dimension", "$value": "\##(px)"}}"## }
    let revision = resolved([
      "tokens/color/light.tokens.json": color("#ffffff"),
      "tokens/color/dark.tokens.json": color("#000000"),
      "tokens/shadow/light.tokens.json":
        ##"{"shade": {"$type": "color", "$value": "#eeeeee"}}"##,
      "tokens/shadow/dark.tokens.json":
        ##"{"shade": {"$type": "color", "$value": "#111111"}}"##,
      "tokens/size/small.tokens.json": size("4px"),
      "tokens/size/large.tokens.json": size("8px"),
    ])
    // Light and dark (in two folders) are one dimension; small and large another.
    #expect(revision.modeNames.count == 4, "\(revision.modeNames)")
    #expect(revision.modeNames.contains("color=dark, size=large"))
  }

  @Test func twoCollectionsExportedAsModeFilesOfOneFolderAreTwoDimensions() {
    let surface = { (hex: String) in ##"{"Surface": {"$type": "color", "$value": "\##(hex)"}}"## }
    let weight = { (value: Int) in ##"{"Weight": {"$type": "number", "$value": \##(value)}}"## }
    let revision = resolved([
      "figma/Light.tokens.json": surface("#ffffff"),
      "figma/Dark.tokens.json": surface("#000000"),
      "figma/Baseline.tokens.json": weight(400),
      "figma/Wireframe.tokens.json": weight(700),
    ])
    // (Light | Dark) × (Baseline | Wireframe), not one dimension of all four.
    #expect(revision.modeNames.count == 4, "\(revision.modeNames)")
    #expect(revision.modeNames.allSatisfy { $0.contains(", ") })
  }

  /// A second Figma collection exported beside the first: the first family's dimension is no
  /// longer named by the folder (`figma=Light` becomes `Dark/Light=Light` beside
  /// `figma=Baseline`), yet light still meets light, and nothing reads as a mode added.
  @Test func aSecondCollectionBesideTheFirstKeepsLightMeetingLight() {
    let surface = { (hex: String) in ##"{"Surface": {"$type": "color", "$value": "\##(hex)"}}"## }
    let weight = { (value: Int) in ##"{"Weight": {"$type": "number", "$value": \##(value)}}"## }
    let report = makeDiffReport(
      base: snapshot(
        [
          "figma/Light.tokens.json": surface("#ffffff"),
          "figma/Dark.tokens.json": surface("#000000"),
        ],
        revision: "base"
      ),
      head: snapshot(
        [
          "figma/Light.tokens.json": surface("#fefefe"),
          "figma/Dark.tokens.json": surface("#000000"),
          "figma/Baseline.tokens.json": weight(400),
          "figma/Wireframe.tokens.json": weight(700),
        ],
        revision: "head"
      ),
      policy: ResolutionPolicy()
    )
    #expect(report.modes.added.isEmpty, "\(report.modes.added)")
    let changed = report.changes.filter { $0.kind == .valueChanged }
    #expect(changed.map(\.token.description) == ["Surface"])
    #expect(changed.first?.mode?.hasSuffix("=Light") == true, "\(changed.map(\.mode))")
    // The new token differs by collection: one entry per value, each where it holds.
    let added = report.changes.filter { $0.kind == .added }
    #expect(
      added.map { "\($0.mode ?? "every mode") \($0.after?.value?.text ?? "")" }
        == ["figma=Baseline 400", "figma=Wireframe 700"]
    )
  }

  /// An added token with a value per theme of five is one entry that names what it differs
  /// by, not five.
  @Test func anAddedTokenWithManyValuesIsOneEntryThatSaysWhatItDiffersBy() {
    let themes = ["Dark", "Dim", "Light", "Night", "Sepia"]
    func files(adding: Bool) -> [String: String] {
      var files: [String: String] = [:]
      for (index, theme) in themes.enumerated() {
        let border =
          adding ? ##", "Border": {"$type": "color", "$value": "#00000\##(index)"}"## : ""
        files["figma/\(theme).tokens.json"] =
          ##"{"Surface": {"$type": "color", "$value": "#ffffff"}\##(border)}"##
      }
      return files
    }
    let report = makeDiffReport(
      base: snapshot(files(adding: false), revision: "base"),
      head: snapshot(files(adding: true), revision: "head"),
      policy: ResolutionPolicy()
    )
    let added = report.changes.filter { $0.kind == .added }
    #expect(added.count == 1)
    #expect(added.first?.mode == nil)
    #expect(
      added.first?.note == "differs by figma (5 values; shown: the value of 1 of 5 modes)",
      "\(added)"
    )
  }

  @Test func themeFoldersAreOneDimensionWhateverTokensEachHolds() {
    let classic = { (hex: String) in ##"{"bg": {"$type": "color", "$value": "\##(hex)"}}"## }
    let lime = { (hex: String) in ##"{"accent": {"$type": "color", "$value": "\##(hex)"}}"## }
    let revision = resolved([
      "themes/classic-day/classic-day.theme.json": classic("#ffffff"),
      "themes/classic-night/classic-night.theme.json": classic("#000000"),
      "themes/lime-day/lime-day.theme.json": lime("#ccff00"),
      "themes/lime-night/lime-night.theme.json": lime("#335500"),
    ])
    // Four themes (Kong's shape), not classic × lime.
    #expect(
      revision.modeNames == [
        "theme=classic-day", "theme=classic-night", "theme=lime-day", "theme=lime-night",
      ]
    )
  }

  /// A Style Dictionary build that writes one CSS file per `tokens/themes/<name>.json`, each
  /// applied alone over the primitive and semantic files (kanso-protocol's shape): the themes
  /// are values of a dimension beside `default`, not layers of the base.
  static func themedBase(highContrast: Bool) -> [String: String] {
    var files = [
      "tokens/primitive/color.json":
        ##"{"gray": {"$type": "color", "50": {"$value": "#fafafa"}, "900": {"$value": "#18181b"}}}"##,
      "tokens/semantic/color.json":
        ##"{"surface": {"$type": "color", "hover": {"$value": "{gray.50}"}, "text": {"$value": "{gray.900}"}}}"##,
      "tokens/themes/dark.json":
        ##"{"gray": {"$type": "color", "50": {"$value": "#09090b"}, "900": {"$value": "#f4f4f5"}}, "tint": {"$type": "color", "$value": "#000000"}}"##,
    ]
    if highContrast {
      files["tokens/themes/high-contrast.json"] =
        ##"{"gray": {"$type": "color", "50": {"$value": "#ffffff"}}}"##
    }
    return files
  }

  @Test func themeFilesThatOverrideTheBaseAreAppliedOneAtATime() {
    let revision = resolved(Self.themedBase(highContrast: true))
    #expect(
      revision.modeNames == ["theme=dark", "theme=default", "theme=high-contrast"],
      "\(revision.modeNames)"
    )
    let lookup = ModeLookup(revision)
    let hover = TokenPath(dotted: "surface.hover")
    #expect(lookup.token(hover, in: "theme=default")?.value?.text == "#fafafa")
    #expect(lookup.token(hover, in: "theme=dark")?.value?.text == "#09090b")
    #expect(lookup.token(hover, in: "theme=high-contrast")?.value?.text == "#ffffff")
    // High contrast does not take dark's values: each theme is applied alone.
    let text = TokenPath(dotted: "surface.text")
    #expect(lookup.token(text, in: "theme=high-contrast")?.value?.text == "#18181b")
  }

  @Test func aThemeFileAddedIsAModeAddedNotAChangeToTheBase() {
    let report = makeDiffReport(
      base: snapshot(Self.themedBase(highContrast: false), revision: "base"),
      head: snapshot(Self.themedBase(highContrast: true), revision: "head"),
      policy: ResolutionPolicy()
    )
    #expect(report.changes.isEmpty, "\(report.changes.map { ($0.token, $0.kind, $0.mode) })")
    #expect(report.modes.added == ["theme=high-contrast"])
  }

  /// Codex's shape: `modes/dark.json`, `modes/small.json` and `modes/large.json`, each applied
  /// alone over the base; small and large redefine the same tokens, dark others. A change to a
  /// base token dark redefines is a change in every mode but dark: one row, over those modes.
  @Test func aBaseChangeIsReportedInTheModesThatDoNotRedefineIt() {
    func files(accent: String) -> [String: String] {
      [
        "src/palette.json":
          ##"{"color": {"blue500": {"value": "#3366cc"}, "blue700": {"value": "#3056a9"}, "white": {"value": "#ffffff"}, "ink": {"value": "#101418"}}}"##,
        "src/app.json":
          ##"{"bg": {"value": "{color.white}"}, "border": {"value": "{color.\##(accent)}"}, "space": {"value": "8px"}}"##,
        "src/modes/dark.json":
          ##"{"bg": {"value": "{color.ink}"}, "border": {"value": "{color.white}"}}"##,
        "src/modes/small.json": ##"{"space": {"value": "4px"}}"##,
        "src/modes/large.json": ##"{"space": {"value": "12px"}}"##,
      ]
    }
    let report = makeDiffReport(
      base: snapshot(files(accent: "blue500"), revision: "base"),
      head: snapshot(files(accent: "blue700"), revision: "head"),
      policy: ResolutionPolicy()
    )
    let border = report.changes.filter { $0.token == TokenPath(dotted: "border") }
    #expect(
      border.map(\.mode) == ["mode=default|large|small"],
      "\(report.changes.map { ($0.token, $0.mode) })"
    )
    #expect(report.changes.allSatisfy { $0.token == TokenPath(dotted: "border") })
  }

  /// Two folders named for dimensions (`brands/` beside `themes/`), each of override files: a
  /// dimension each, every theme beside `default` in every brand.
  @Test func themesBesideBrandsAreADimensionEach() {
    let revision = resolved([
      "tokens/base/color.json":
        ##"{"ink": {"$type": "color", "$value": "#111111"}, "accent": {"$type": "color", "$value": "#0000ff"}}"##,
      "tokens/brands/acme.json": ##"{"accent": {"$type": "color", "$value": "#ff0000"}}"##,
      "tokens/brands/zeta.json": ##"{"accent": {"$type": "color", "$value": "#00ff00"}}"##,
      "tokens/themes/night.json": ##"{"ink": {"$type": "color", "$value": "#eeeeee"}}"##,
    ])
    #expect(
      Set(revision.modeNames) == [
        "brand=acme, theme=default", "brand=acme, theme=night", "brand=default, theme=default",
        "brand=default, theme=night", "brand=zeta, theme=default", "brand=zeta, theme=night",
      ],
      "\(revision.modeNames)"
    )
    let lookup = ModeLookup(revision)
    let ink = TokenPath(dotted: "ink")
    #expect(lookup.token(ink, in: "brand=acme, theme=default")?.value?.text == "#111111")
    #expect(lookup.token(ink, in: "brand=acme, theme=night")?.value?.text == "#eeeeee")
  }

  /// A `themes/default.json` is the default theme itself (the base and that file); a file of
  /// tokens no other file defines (`themes/common.json`) is a layer every theme shares.
  @Test func aDefaultThemeFileIsTheDefaultAndACommonFileIsShared() {
    let revision = resolved([
      "tokens/base/color.json": ##"{"ink": {"$type": "color", "$value": "#111111"}}"##,
      "tokens/themes/default.json": ##"{"radius": {"$type": "dimension", "$value": "4px"}}"##,
      "tokens/themes/corp.json": ##"{"radius": {"$type": "dimension", "$value": "0px"}}"##,
      "tokens/themes/night.json":
        ##"{"ink": {"$type": "color", "$value": "#eeeeee"}, "radius": {"$type": "dimension", "$value": "8px"}}"##,
      "tokens/themes/common.json": ##"{"gap": {"$type": "dimension", "$value": "2px"}}"##,
    ])
    #expect(
      revision.modeNames == ["theme=corp", "theme=default", "theme=night"],
      "\(revision.modeNames)"
    )
    let lookup = ModeLookup(revision)
    let radius = TokenPath(dotted: "radius")
    #expect(lookup.token(radius, in: "theme=default")?.value?.text == "4px")
    #expect(lookup.token(radius, in: "theme=corp")?.value?.text == "0px")
    #expect(lookup.token(TokenPath(dotted: "ink"), in: "theme=corp")?.value?.text == "#111111")
    #expect(lookup.token(TokenPath(dotted: "gap"), in: "theme=night")?.value?.text == "2px")
  }

  /// AlaskaAirlines' Auro tokens: each brand has a folder under `primitives/` and one under
  /// `semantics/web/`, and the build reads both of one brand together. One dimension, not the
  /// first folder's brands with the second's as layers (where the last brand won everywhere
  /// and an edit to another was reported nowhere).
  @Test func brandFoldersUnderTwoParentsAreOneDimension() {
    func files(northAccent: String) -> [String: String] {
      [
        "defs/primitives/base/color.json":
          ##"{"color": {"white": {"value": "#ffffff"}, "black": {"value": "#000000"}}}"##,
        "defs/primitives/north/color.json":
          ##"{"color": {"brand": {"main": {"value": "#0a6640"}, "alt": {"value": "#66c29b"}}}}"##,
        "defs/primitives/south/color.json":
          ##"{"color": {"brand": {"main": {"value": "#1f4fa8"}, "alt": {"value": "#8fb1ee"}}}}"##,
        "defs/semantics/web/north/surface.json":
          ##"{"surface": {"accent": {"value": "{color.brand.\##(northAccent).value}"}, "page": {"value": "{color.white.value}"}}}"##,
        "defs/semantics/web/south/surface.json":
          ##"{"surface": {"accent": {"value": "{color.brand.main.value}"}, "page": {"value": "{color.white.value}"}}}"##,
      ]
    }
    let revision = resolved(files(northAccent: "main"))
    #expect(revision.modeNames == ["variant=north", "variant=south"], "\(revision.modeNames)")
    let report = makeDiffReport(
      base: snapshot(files(northAccent: "main"), revision: "base"),
      head: snapshot(files(northAccent: "alt"), revision: "head"),
      policy: ResolutionPolicy()
    )
    #expect(
      report.changesByMode
        == ["surface.accent variant=north"],
      "\(report.changeSummary)"
    )
  }
}
