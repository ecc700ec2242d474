import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// A folder named for a colour scheme whose files override the rest of the set (Utrecht's
/// `src/dark/**`, built by a second Style Dictionary run over the base) is a theme of its own,
/// not a layer of the base.
struct SchemeFolderTests {
  private func snapshot(_ files: [String: String], revision: String) -> RevisionSnapshot {
    .discovered(files, revision: revision)
  }

  /// A palette, page colours reading it, and (when `dark` is given) a dark folder that points
  /// the page at other palette entries, its `document.color` reading `dark`.
  private func files(dark: String?, pageInk: String = "grey.10") -> [String: String] {
    var files = [
      "src/brand/color.tokens.json":
        ##"{"grey": {"$type": "color", "10": {"$value": "#1a1a1a"}, "15": {"$value": "#262626"}, "95": {"$value": "#f2f2f2"}}}"##,
      "src/common/page.tokens.json":
        ##"{"page": {"background": {"$value": "{grey.95}"}, "color": {"$value": "{\##(pageInk)}"}}, "gap": {"$value": "8px", "$type": "dimension"}}"##,
    ]
    if let dark {
      files["src/dark/common/tokens.json"] =
        ##"{"page": {"background": {"$value": "{grey.15}"}, "color": {"$value": "{\##(dark)}"}}}"##
    }
    return files
  }

  @Test func aDarkFolderOverridingTheBaseIsAThemeBesideTheDefault() {
    let revision = RevisionResolver.resolve(
      snapshot(files(dark: "grey.95"), revision: "r"),
      policy: ResolutionPolicy()
    )
    #expect(revision.modeNames == ["theme=dark", "theme=default"], "\(revision.modeNames)")
    let lookup = ModeLookup(revision)
    let background = TokenPath(dotted: "page.background")
    #expect(lookup.token(background, in: "theme=default")?.value?.text == "#f2f2f2")
    #expect(lookup.token(background, in: "theme=dark")?.value?.text == "#262626")
    #expect(lookup.token(TokenPath(dotted: "gap"), in: "theme=dark")?.value?.text == "8px")
  }

  /// daopk/ropav before its resolver: the dark output is `tokens/default/**` with
  /// `tokens/dark/**` over it. `dark/` beside a `default/` of other files overrides them; beside
  /// a `default/` of the same file names it is an alternative, as beside `light/`.
  @Test func aDarkFolderBesideADefaultFolderOfOtherFilesOverridesIt() {
    let files = [
      "tokens/default/core.tokens.json":
        ##"{"color": {"$type": "color", "white": {"$value": "#ffffff"}, "ink": {"$value": "#111111"}}}"##,
      "tokens/default/semantic.tokens.json":
        ##"{"color": {"$type": "color", "surface": {"$value": "{color.white}"}, "control-bg": {"$value": "{color.surface}"}}}"##,
      "tokens/dark/overrides.tokens.json": ##"{"color": {"surface": {"$value": "{color.ink}"}}}"##,
    ]
    let revision = RevisionResolver.resolve(
      snapshot(files, revision: "r"),
      policy: ResolutionPolicy()
    )
    #expect(revision.modeNames == ["theme=dark", "theme=default"], "\(revision.modeNames)")
    let lookup = ModeLookup(revision)
    let control = TokenPath(dotted: "color.control-bg")
    #expect(lookup.token(control, in: "theme=default")?.value?.text == "#ffffff")
    #expect(lookup.token(control, in: "theme=dark")?.value?.text == "#111111")
    // The same file names under both: alternatives, neither over the other.
    var parallel = files
    parallel["tokens/dark/semantic.tokens.json"] = parallel.removeValue(
      forKey: "tokens/dark/overrides.tokens.json"
    )
    #expect(
      AlternativeFiles.schemeFolders(Array(parallel.keys)).isEmpty,
      "\(AlternativeFiles.schemeFolders(Array(parallel.keys)))"
    )
    #expect(!AlternativeFiles.schemeFolders(Array(files.keys)).isEmpty)
  }

  @Test func anEditInTheDarkFolderIsAChangeInDarkOnly() {
    let report = makeDiffReport(
      base: snapshot(files(dark: "grey.95"), revision: "base"),
      head: snapshot(files(dark: "grey.10"), revision: "head"),
      policy: ResolutionPolicy()
    )
    #expect(
      report.changesByMode == ["page.color theme=dark"],
      "\(report.changeSummary)"
    )
  }

  @Test func aBaseEditTheDarkFolderOverridesIsAChangeInTheDefaultOnly() {
    let report = makeDiffReport(
      base: snapshot(files(dark: "grey.95"), revision: "base"),
      head: snapshot(files(dark: "grey.95", pageInk: "grey.15"), revision: "head"),
      policy: ResolutionPolicy()
    )
    #expect(
      report.changesByMode
        == ["page.color theme=default"],
      "\(report.changeSummary)"
    )
  }

  @Test func aDarkFolderAddedIsAModeAddedNotAChangeToTheBase() {
    let report = makeDiffReport(
      base: snapshot(files(dark: nil), revision: "base"),
      head: snapshot(files(dark: "grey.95"), revision: "head"),
      policy: ResolutionPolicy()
    )
    #expect(report.changes.isEmpty, "\(report.changeSummary)")
    #expect(report.modes.added == ["theme=dark"], "\(report.modes.added)")
  }

  /// `light/` beside `dark/`, each complete: alternatives, neither of them a default.
  @Test func lightBesideDarkFoldersStayAlternatives() {
    let colors = { (hex: String) in
      ##"{"surface": {"$type": "color", "$value": "\##(hex)"}, "ink": {"$type": "color", "$value": "#808080"}}"##
    }
    let revision = RevisionResolver.resolve(
      snapshot(
        [
          "tokens/core.json": ##"{"gap": {"$type": "dimension", "$value": "4px"}}"##,
          "tokens/light/colors.json": colors("#ffffff"),
          "tokens/dark/colors.json": colors("#000000"),
        ],
        revision: "r"
      ),
      policy: ResolutionPolicy()
    )
    #expect(revision.modeNames == ["theme=dark", "theme=light"], "\(revision.modeNames)")
  }

  /// A `dark/` folder of tokens of its own (not overriding anything) stays a layer.
  @Test func aDarkFolderOfItsOwnTokensStaysALayer() {
    let revision = RevisionResolver.resolve(
      snapshot(
        [
          "tokens/core.json": ##"{"gap": {"$type": "dimension", "$value": "4px"}}"##,
          "tokens/dark/extra.json": ##"{"shadow": {"$type": "color", "$value": "#000000"}}"##,
        ],
        revision: "r"
      ),
      policy: ResolutionPolicy()
    )
    #expect(revision.modeNames.isEmpty, "\(revision.modeNames)")
    #expect(
      ModeLookup(revision).token(TokenPath(dotted: "shadow"), in: nil)?.value?.text == "#000000"
    )
  }

  @Test func schemeFoldersBesideALightFolderAreNotOverrides() {
    let folders = AlternativeFiles.schemeFolders([
      "a/dark/x.json", "a/light/x.json", "b/dark/one/y.json", "b/dark/z.json", "c.json",
      "d/dim.tokens.json", "d/default.json", "e/high-contrast.json", "e/colors.json",
    ])
    #expect(folders.map(\.folder) == ["b/dark", "e/high-contrast.json"])
    #expect(folders.first?.files == ["b/dark/one/y.json", "b/dark/z.json"])
    // One scheme in several places (a dark file per brand) depends on the brand: none.
    #expect(
      AlternativeFiles.schemeFolders(["brands/a/dark.json", "brands/b/dark.json"]).isEmpty
    )
  }

  /// GetJobber's atlantis: `dark.tokens.json` redefines most of `semanticColor.tokens.json`
  /// and its build writes it alone into a `[data-theme=dark]` block over every file.
  private func atlantis(darkLink: Bool) -> [String: String] {
    let link = darkLink ? ##", "link": {"$value": "{color.base.blue300}"}"## : ""
    return [
      "src/tokens/palette.tokens.json":
        ##"{"color": {"$type": "color", "base": {"grey100": {"$value": "#f5f5f5"}, "grey900": {"$value": "#1a1a1a"}, "blue300": {"$value": "#7fa7e0"}, "blue600": {"$value": "#2255aa"}, "green": {"$value": "#2e9e4f"}}}}"##,
      "src/tokens/semanticColor.tokens.json":
        ##"{"color": {"$type": "color", "surface": {"$value": "{color.base.grey100}"}, "text": {"$value": "{color.base.grey900}"}, "link": {"$value": "{color.base.blue600}"}, "focus": {"$value": "{color.base.green}"}}}"##,
      "src/tokens/dark.tokens.json":
        ##"{"color": {"$type": "color", "surface": {"$value": "{color.base.grey900}"}, "text": {"$value": "{color.base.grey100}"}\##(link)}}"##,
    ]
  }

  @Test func aDarkFileOverridingMostOfAnotherIsAThemeOverTheBase() {
    let revision = RevisionResolver.resolve(
      snapshot(atlantis(darkLink: false), revision: "r"),
      policy: ResolutionPolicy()
    )
    #expect(revision.modeNames == ["theme=dark", "theme=default"], "\(revision.modeNames)")
    let lookup = ModeLookup(revision)
    // A token the dark file does not redefine keeps its value in dark.
    #expect(
      lookup.token(TokenPath(dotted: "color.focus"), in: "theme=dark")?.value?.text == "#2e9e4f"
    )
    #expect(
      lookup.token(TokenPath(dotted: "color.surface"), in: "theme=dark")?.value?.text == "#1a1a1a"
    )
    let report = makeDiffReport(
      base: snapshot(atlantis(darkLink: false), revision: "base"),
      head: snapshot(atlantis(darkLink: true), revision: "head"),
      policy: ResolutionPolicy()
    )
    #expect(
      report.changes.map { "\($0.token) \($0.kind) \($0.mode ?? "every mode")" }
        == ["color.link aliasRetargeted theme=dark"],
      "\(report.changeSummary)"
    )
  }

  /// A `dark/` folder inside one brand's folder is that brand's, not a theme of every brand.
  @Test func aDarkFolderInsideOneBrandIsNotEveryBrandsTheme() {
    let colors = { (bg: String) in
      ##"{"color": {"$type": "color", "bg": {"$value": "\##(bg)"}, "fg": {"$value": "#777777"}}}"##
    }
    let revision = RevisionResolver.resolve(
      snapshot(
        [
          "brands/acme/colors.tokens.json": colors("#ffffff"),
          "brands/acme/dark/colors.tokens.json": colors("#000000"),
          "brands/globex/colors.tokens.json": colors("#eeeeee"),
        ],
        revision: "r"
      ),
      policy: ResolutionPolicy()
    )
    #expect(!revision.modeNames.contains { $0.contains("theme=") }, "\(revision.modeNames)")
    let lookup = ModeLookup(revision)
    for mode in revision.modeNames where mode.contains("globex") {
      #expect(lookup.token(TokenPath(dotted: "color.bg"), in: mode)?.value?.text == "#eeeeee")
    }
  }

  /// Every modifier of a document has its own name: a `modes/dark/` folder beside the tokens'
  /// own mode maps, an override beside `light/`/`dark/` alternatives.
  @Test func modifiersOfOneNameAreNamedApart() {
    let revision = RevisionResolver.resolve(
      snapshot(
        [
          "tokens/base.tokens.json": ##"{"gap": {"$type": "dimension", "$value": "4px"}}"##,
          "tokens/light/color.tokens.json":
            ##"{"color": {"$type": "color", "bg": {"$value": "#ffffff"}, "fg": {"$value": "#111111"}}}"##,
          "tokens/dark/color.tokens.json":
            ##"{"color": {"$type": "color", "bg": {"$value": "#000000"}, "fg": {"$value": "#eeeeee"}}}"##,
          "overrides/high-contrast.tokens.json":
            ##"{"color": {"$type": "color", "bg": {"$value": "#fefefe"}, "fg": {"$value": "#010101"}}}"##,
        ],
        revision: "r"
      ),
      policy: ResolutionPolicy()
    )
    let mode = revision.modeNames.first {
      $0.hasSuffix("=high-contrast") && $0.contains("theme=dark")
    }
    #expect(mode != nil, "\(revision.modeNames)")
    #expect(
      ModeLookup(revision).token(TokenPath(dotted: "color.bg"), in: mode)?.value?.text
        == "#fefefe",
      "\(revision.modeNames)"
    )
    let steps = AlternativeFiles.uniquelyNamed([
      .modifier(.init(name: "theme", contexts: [(name: "a", sources: [])], defaultContext: nil)),
      .modifier(.init(name: "theme", contexts: [(name: "b", sources: [])], defaultContext: nil)),
      .modifier(.init(name: "theme", contexts: [(name: "b", sources: [])], defaultContext: nil)),
    ])
    #expect(
      steps.compactMap { step -> String? in
        if case .modifier(let modifier) = step { modifier.name } else { nil }
      } == ["theme", "b", "theme 2"]
    )
  }
}
