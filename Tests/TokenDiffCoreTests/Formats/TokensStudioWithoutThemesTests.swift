import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// A Tokens Studio project whose themes are empty, as the plugin writes them when none is
/// defined (International-Magic/catk-tokens' `$themes.json` holds `[]`; CrowdStrike's
/// falcon-styles document `"$themes": []`): every set is read, and colour-scheme sets are a
/// theme each rather than layers of which the last wins.
struct TokensStudioWithoutThemesTests {
  private static func project(space: String, padding: String) -> RevisionSnapshot {
    .test([
      "tokens/$themes.json": "[]",
      "tokens/$metadata.json": ##"{"tokenSetOrder": ["core", "comp/card"]}"##,
      "tokens/core.json":
        ##"{"space": {"s": {"value": "4px", "type": "dimension"}, "m": {"value": "\##(space)", "type": "dimension"}}, "ink": {"value": "#112233", "type": "color"}}"##,
      "tokens/comp/card.json":
        ##"{"card": {"padding": {"value": "{\##(padding)}", "type": "dimension"}, "text": {"value": "{ink}", "type": "color"}}}"##,
      "tokens/comp/extra.json": ##"{"gap": {"value": "2px", "type": "dimension"}}"##,
    ])
  }

  @Test func everySetOfAProjectWithoutThemesIsRead() {
    let check = makeCheckReport(
      Self.project(space: "8px", padding: "space.m"),
      policy: ResolutionPolicy()
    )
    #expect(check.tokenCounts.head == 6, "\(check.tokenCounts)")
    let report = makeDiffReport(
      base: Self.project(space: "8px", padding: "space.m"),
      head: Self.project(space: "12px", padding: "space.s"),
      policy: ResolutionPolicy()
    )
    #expect(
      report.changes.map { "\($0.token) \($0.kind) \($0.mode ?? "")" }.sorted() == [
        "card.padding aliasRetargeted ", "space.m valueChanged ",
      ],
      "\(report.changes.map { ($0.token, $0.kind, $0.mode) })"
    )
  }

  /// Vonage's vivid: no theme, one folder of sets per scheme (`themes/light/semantics`,
  /// `themes/dark/semantics`), built one scheme at a time. The folders are the theme: a light
  /// edit is a change in light, not hidden by dark.
  @Test func schemeFoldersOfSetsAreATheme() {
    func project(canvas: String) -> RevisionSnapshot {
      .test([
        "tokens/$themes.json": "[]",
        "tokens/$metadata.json":
          ##"{"tokenSetOrder": ["globals/palette", "themes/light/semantics", "themes/dark/semantics"]}"##,
        "tokens/globals/palette.json":
          ##"{"color": {"grey": {"0": {"value": "#ffffff", "type": "color"}, "500": {"value": "#777777", "type": "color"}, "900": {"value": "#000000", "type": "color"}}}}"##,
        "tokens/themes/light/semantics.json":
          ##"{"color": {"canvas": {"value": "{color.grey.\##(canvas)}", "type": "color"}}}"##,
        "tokens/themes/dark/semantics.json":
          ##"{"color": {"canvas": {"value": "{color.grey.900}", "type": "color"}}}"##,
      ])
    }
    let report = makeDiffReport(
      base: project(canvas: "0"),
      head: project(canvas: "500"),
      policy: ResolutionPolicy()
    )
    #expect(report.modes.head == ["theme=dark", "theme=light"], "\(report.modes)")
    #expect(
      report.changes.map { "\($0.token) \($0.mode ?? "")" } == ["color.canvas theme=light"],
      "\(report.changes.map { ($0.token, $0.kind, $0.mode) })"
    )
  }

  /// Figma variables imported into Tokens Studio: a set per collection and mode
  /// (`Color/SDS Light`, `Responsive/Desktop`), no theme. Each collection is a dimension, so
  /// the dark values do not win in every mode and a light edit is seen (wearesection/figma-sds).
  private static func collections(light: String) -> RevisionSnapshot {
    .test([
      "tokens/$themes.json": "[]",
      "tokens/$metadata.json":
        ##"{"tokenSetOrder": ["Primitives", "Color/SDS Light", "Color/SDS Dark", "Responsive/Desktop", "Responsive/Mobile"]}"##,
      "tokens/Primitives.json":
        ##"{"Gray": {"100": {"$type": "color", "$value": "#f5f5f5"}, "900": {"$type": "color", "$value": "#1e1e1e"}}}"##,
      "tokens/Color/SDS Light.json":
        ##"{"Background": {"$type": "color", "$value": "\##(light)"}}"##,
      "tokens/Color/SDS Dark.json":
        ##"{"Background": {"$type": "color", "$value": "{Gray.900}"}}"##,
      "tokens/Responsive/Desktop.json": ##"{"Width": {"$type": "number", "$value": 1440}}"##,
      "tokens/Responsive/Mobile.json": ##"{"Width": {"$type": "number", "$value": 375}}"##,
    ])
  }

  @Test func setsOfOneFolderThatDefineTheSameTokensAreItsModes() {
    let base = Self.collections(light: "{Gray.100}")
    let check = makeCheckReport(base, policy: ResolutionPolicy())
    #expect(
      check.modes.head == [
        "Color=SDS Dark, Responsive=Desktop", "Color=SDS Dark, Responsive=Mobile",
        "Color=SDS Light, Responsive=Desktop", "Color=SDS Light, Responsive=Mobile",
      ],
      "\(check.modes.head)"
    )
    let report = makeDiffReport(
      base: base,
      head: Self.collections(light: "#ffffff"),
      policy: ResolutionPolicy()
    )
    #expect(
      report.changes.map { "\($0.token) \($0.mode ?? "")" } == ["Background Color=SDS Light"],
      "\(report.changes.map { ($0.token, $0.mode) })"
    )
    #expect(report.changes.first?.before?.value?.text == "#f5f5f5")
  }

  /// A collection beside colour-scheme sets, in a folder named `theme`: a dimension of its
  /// own, renamed by its values, its tokens kept; a set after a collection that redefines its
  /// tokens keeps the sets layers, as Tokens Studio applies it last.
  @Test func collectionsBesideSchemesAndUnderLaterSets() {
    func project(forest: String, overrides: Bool) -> RevisionSnapshot {
      var files = [
        "tokens/$themes.json": "[]",
        "tokens/$metadata.json":
          ##"{"tokenSetOrder": ["core", "light", "dark", "theme/ocean", "theme/forest"\##(overrides ? ", \"overrides\"" : "")]}"##,
        "tokens/core.json": ##"{"green": {"value": "#00ff00", "type": "color"}}"##,
        "tokens/light.json": ##"{"ink": {"value": "#111111", "type": "color"}}"##,
        "tokens/dark.json": ##"{"ink": {"value": "#eeeeee", "type": "color"}}"##,
        "tokens/theme/ocean.json": ##"{"brand": {"value": "#0000ff", "type": "color"}}"##,
        "tokens/theme/forest.json": ##"{"brand": {"value": "\##(forest)", "type": "color"}}"##,
      ]
      if overrides {
        files["tokens/overrides.json"] = ##"{"brand": {"value": "#abcdef", "type": "color"}}"##
      }
      return .test(files)
    }
    let report = makeDiffReport(
      base: project(forest: "{green}", overrides: false),
      head: project(forest: "#654321", overrides: false),
      policy: ResolutionPolicy()
    )
    #expect(report.changes.map(\.token.description) == ["brand"], "\(report.changes.map(\.token))")
    #expect(
      report.changes.allSatisfy { $0.mode?.contains("forest") == true },
      "\(report.changes.map(\.mode))"
    )
    // With `overrides` last, `brand` is its value in every mode: the forest edit changes nothing.
    let overridden = makeDiffReport(
      base: project(forest: "{green}", overrides: true),
      head: project(forest: "#654321", overrides: true),
      policy: ResolutionPolicy()
    )
    #expect(overridden.changes.isEmpty, "\(overridden.changes.map { ($0.token, $0.mode) })")
  }

  private static func schemes(link: String) -> RevisionSnapshot {
    .test([
      "$themes.json": "[]",
      "$metadata.json": ##"{"tokenSetOrder": ["core", "semantic/light", "semantic/dark"]}"##,
      "core.json":
        ##"{"blue": {"value": "#0055ff", "type": "color"}, "navy": {"value": "#001a4d", "type": "color"}, "sky": {"value": "#99bbff", "type": "color"}}"##,
      "semantic/light.json":
        ##"{"accent": {"value": "{blue}", "type": "color"}, "link": {"value": "{\##(link)}", "type": "color"}}"##,
      "semantic/dark.json":
        ##"{"accent": {"value": "{sky}", "type": "color"}, "link": {"value": "{sky}", "type": "color"}}"##,
    ])
  }

  /// The light set's `link` moved from navy to blue: one change, in `theme=light` only.
  private static func expectLightLinkChange(_ project: (String) -> RevisionSnapshot) {
    let report = makeDiffReport(
      base: project("navy"),
      head: project("blue"),
      policy: ResolutionPolicy()
    )
    #expect(
      report.changesByMode == ["link theme=light"],
      "\(report.changeSummary)"
    )
  }

  @Test func colourSchemeSetsWithoutThemesAreAThemeEach() {
    Self.expectLightLinkChange(Self.schemes(link:))
  }

  private static func singleFile(link: String) -> RevisionSnapshot {
    .test([
      "tokens.json": ##"""
      {"core": {"blue": {"value": "#0055ff", "type": "color"}, "navy": {"value": "#001a4d", "type": "color"}, "sky": {"value": "#99bbff", "type": "color"}},
       "light": {"accent": {"value": "{blue}", "type": "color"}, "link": {"value": "{\##(link)}", "type": "color"}},
       "dark": {"accent": {"value": "{sky}", "type": "color"}, "link": {"value": "{sky}", "type": "color"}},
       "$themes": [], "$metadata": {"tokenSetOrder": ["core", "light", "dark"]}}
      """##
    ])
  }

  @Test func colourSchemeSetsOfASingleFileWithoutThemesAreAThemeEach() {
    Self.expectLightLinkChange(Self.singleFile(link:))
  }

  /// aboutjax/gone-design-tokens: a single file with `"$themes": []` whose themes are sets
  /// named `theme-light`, `theme-dark`, `theme-green` (its package builds `core,theme-dark`
  /// and so on, one theme at a time). They are a `theme` dimension: a light edit is a change in
  /// light, where reading them as layers hid it under the last set.
  private static func themeFamily(light: String) -> RevisionSnapshot {
    .test([
      "tokens/tokens.json": ##"""
      {"core": {"color": {"red": {"value": "#ff0000", "type": "color"}, "blue": {"value": "#0000ff", "type": "color"}, "green": {"value": "#00ff00", "type": "color"}}},
       "theme-light": {"color": {"bg": {"value": "{color.\##(light)}", "type": "color"}}},
       "theme-dark": {"color": {"bg": {"value": "{color.blue}", "type": "color"}}},
       "theme-green": {"color": {"bg": {"value": "{color.green}", "type": "color"}}},
       "core-sizes": {"size": {"s": {"value": "4px", "type": "dimension"}}},
       "$themes": [], "$metadata": {"tokenSetOrder": ["core", "theme-light", "theme-dark", "theme-green", "core-sizes"]}}
      """##
    ])
  }

  @Test func setsNamedAsOneFamilyThatDefineTheSameTokensAreItsModes() {
    let report = makeDiffReport(
      base: Self.themeFamily(light: "red"),
      head: Self.themeFamily(light: "green"),
      policy: ResolutionPolicy()
    )
    #expect(report.modes.head == ["theme=dark", "theme=green", "theme=light"], "\(report.modes)")
    #expect(report.changesByMode == ["color.bg theme=light"], "\(report.changeSummary)")
    // `core` and `core-sizes` share a name but no token: they stay layers, read in every mode.
    let check = makeCheckReport(Self.themeFamily(light: "red"), policy: ResolutionPolicy())
    #expect(check.tokenCounts.head == 5, "\(check.tokenCounts)")
  }

  /// RonydeFreitas/PoliTokens: `$themes.json` holds `[]`, and one family of names holds two
  /// dimensions, `PoliTokens_mob`/`PoliTokens_web` (sizes) and `PoliTokens_light`/
  /// `PoliTokens_dark` (colours); its build reads one of each, device × scheme. Read as
  /// layers, `web` and `dark` won in every build and an edit to `light` was no change.
  private static func twoFamilies(light: String, mobile: String = "12px") -> RevisionSnapshot {
    .test([
      "tokens/$themes.json": "[]",
      "tokens/$metadata.json":
        ##"{"tokenSetOrder": ["PoliTokens_base", "PoliTokens_mob", "PoliTokens_web", "PoliTokens_light", "PoliTokens_dark", "botao"]}"##,
      "tokens/PoliTokens_base.json":
        ##"{"red": {"value": "#ff0000", "type": "color"}, "blue": {"value": "#0000ff", "type": "color"}}"##,
      "tokens/PoliTokens_mob.json":
        ##"{"font": {"body": {"value": "\##(mobile)", "type": "dimension"}}}"##,
      "tokens/PoliTokens_web.json":
        ##"{"font": {"body": {"value": "16px", "type": "dimension"}}}"##,
      "tokens/PoliTokens_light.json":
        ##"{"surface": {"value": "{\##(light)}", "type": "color"}}"##,
      "tokens/PoliTokens_dark.json": ##"{"surface": {"value": "#000000", "type": "color"}}"##,
      "tokens/botao.json": ##"{"button": {"value": "{surface}", "type": "color"}}"##,
    ])
  }

  @Test func oneFamilyOfNamesMakesADimensionPerSetOfTokens() {
    let report = makeDiffReport(
      base: Self.twoFamilies(light: "red"),
      head: Self.twoFamilies(light: "blue", mobile: "14px"),
      policy: ResolutionPolicy()
    )
    #expect(
      report.modes.head == [
        "variant=mob, theme=dark", "variant=mob, theme=light", "variant=web, theme=dark",
        "variant=web, theme=light",
      ],
      "\(report.modes)"
    )
    #expect(
      report.changesByMode.sorted() == [
        "button theme=light", "font.body variant=mob", "surface theme=light",
      ],
      "\(report.changeSummary)"
    )
  }

  /// catk-tokens' history: a project read by content (`theme/dark.json` over the rest) whose
  /// plugin then writes an empty `$themes.json`: the same modes, no change.
  @Test func anEmptyThemesFileAddedKeepsTheModesAndTheValues() {
    var files = [
      "tokens/core.json":
        ##"{"ink": {"value": "#111111", "type": "color"}, "paper": {"value": "#fafafa", "type": "color"}}"##,
      "tokens/theme/dark.json":
        ##"{"ink": {"value": "#eeeeee", "type": "color"}, "paper": {"value": "#101010", "type": "color"}}"##,
    ]
    let base = RevisionSnapshot.discovered(files, revision: "base")
    files["tokens/$themes.json"] = "[]"
    files["tokens/$metadata.json"] = ##"{"tokenSetOrder": ["core", "theme/dark"]}"##
    let report = makeDiffReport(
      base: base,
      head: .discovered(files, revision: "head"),
      policy: ResolutionPolicy()
    )
    #expect(report.modes.base == report.modes.head, "\(report.modes)")
    #expect(report.changes.isEmpty, "\(report.changes.map { ($0.token, $0.kind, $0.mode) })")
  }

  @Test func oneDarkSetIsAThemeOverTheRestAndALightOneALayer() {
    // `core` and the scheme sets define `bg`; `dim` (dimensions) defines `gap` alone.
    func document(_ names: String...) -> ResolverDocument {
      TokensStudioWithoutThemes.document(
        path: "$themes.json",
        sets: names.map { name in
          (name: name, sources: [.file(name + ".json", position: TextPosition(line: 1, column: 1))])
        },
        paths: { [TokenPath(dotted: $0 == "dim" ? "gap" : "bg")] }
      )
    }
    let dark = document("core", "dark")
    #expect(dark.steps.count == 2)
    #expect(
      dark.steps.last.flatMap { step -> [String]? in
        if case .modifier(let modifier) = step { modifier.contexts.map(\.name) } else { nil }
      } == ["default", "dark"]
    )
    #expect(document("core", "light").steps.count == 1)
    // A scheme-named set of tokens of its own is a layer like any other.
    #expect(document("core", "dim").steps.count == 1)
    let files: Set = ["t/a.json", "t/b.json", "t/c/d.json5", "t/$metadata.json", "x.json"]
    #expect(
      TokensStudioWithoutThemes.setNames(order: ["b", "missing", "b"], folder: "t", among: files)
        == ["b"]
    )
    #expect(
      TokensStudioWithoutThemes.setNames(order: [], folder: "t", among: files)
        == ["a", "b", "c/d"]
    )
  }
}
