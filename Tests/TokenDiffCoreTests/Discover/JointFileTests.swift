import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// Files named for two dimensions at once (SURFnet's Curve tokens: `tokens.json`,
/// `tokens.dark.json`, and per theme `tokens.<theme>.json` and `tokens.<theme>.dark.json`, each
/// a complete set; the build writes one CSS block per theme and scheme from exactly those
/// files): each theme's dark mode reads its own dark file, never another theme's.
struct JointFileTests {
  /// Three themes, each a light and a dark file of complete sets; `primary` aliases
  /// `foreground`.
  private func files(themeADark: String = "#fffff0") -> [String: String] {
    func set(_ background: String, _ foreground: String) -> String {
      ##"{"background": {"$type": "color", "$value": "\##(background)"}, "##
        + ##""foreground": {"$type": "color", "$value": "\##(foreground)"}, "##
        + ##""primary": {"$type": "color", "$value": "{foreground}"}}"##
    }
    return [
      "src/tokens.json": set("#ffffff", "#000000"),
      "src/tokens.dark.json": set("#000000", "#ffffff"),
      "src/tokens.a.json": set("#fffff0", "#000010"),
      "src/tokens.a.dark.json": set("#000010", themeADark),
      "src/tokens.b.json": set("#fffff1", "#000011"),
      "src/tokens.b.dark.json": set("#000011", "#fffff1"),
    ]
  }

  @Test func eachThemesDarkModeReadsItsOwnDarkFile() {
    let revision = RevisionResolver.resolve(
      .discovered(files(), revision: "r"),
      policy: ResolutionPolicy()
    )
    let lookup = ModeLookup(revision)
    let foreground = TokenPath(dotted: "foreground")
    let primary = TokenPath(dotted: "primary")
    let expected: [(mode: String, foreground: String)] = [
      ("variant=tokens, theme=default", "#000000"),
      ("variant=tokens, theme=dark", "#ffffff"),
      ("variant=tokens.a, theme=default", "#000010"),
      ("variant=tokens.a, theme=dark", "#fffff0"),
      ("variant=tokens.b, theme=default", "#000011"),
      ("variant=tokens.b, theme=dark", "#fffff1"),
    ]
    #expect(Set(revision.modeNames) == Set(expected.map(\.mode)), "\(revision.modeNames)")
    for (mode, value) in expected {
      #expect(lookup.token(foreground, in: mode)?.value?.text == value, "\(mode)")
      #expect(lookup.token(primary, in: mode)?.value?.text == value, "\(mode)")
    }
  }

  @Test func anEditToOneThemesDarkFileChangesThatModeOnly() {
    let report = makeDiffReport(
      base: .discovered(files(), revision: "base"),
      head: .discovered(files(themeADark: "#eeeeee"), revision: "head"),
      policy: ResolutionPolicy()
    )
    #expect(
      report.changesByMode.sorted()
        == [
          "foreground variant=tokens.a, theme=dark", "primary variant=tokens.a, theme=dark",
        ],
      "\(report.changeSummary)"
    )
  }

  /// A mode's file whose unmoded namesake is shared by every value (`button.dark.json` beside
  /// `button.json`) stays that mode's file in every value.
  @Test func aDarkFileOfASharedFileAppliesInEveryValue() {
    var shared = files()
    shared["src/button.json"] = ##"{"button": {"$type": "color", "$value": "#111111"}}"##
    shared["src/button.dark.json"] = ##"{"button": {"$type": "color", "$value": "#222222"}}"##
    let revision = RevisionResolver.resolve(
      .discovered(shared, revision: "r"),
      policy: ResolutionPolicy()
    )
    let lookup = ModeLookup(revision)
    let button = TokenPath(dotted: "button")
    for theme in ["tokens", "tokens.a", "tokens.b"] {
      #expect(
        lookup.token(button, in: "variant=\(theme), theme=dark")?.value?.text == "#222222",
        "\(theme)"
      )
      #expect(
        lookup.token(button, in: "variant=\(theme), theme=default")?.value?.text == "#111111",
        "\(theme)"
      )
    }
  }

  /// A build that loops brand × theme over `brands/${brand}-${theme}.json` and
  /// `themes/${theme}.json`: the brand files are brands `alpha` and `beta`, each file read with
  /// the theme it names only (four modes, not eight pairing dark brand values with the light
  /// theme).
  private func brandFiles(alphaDark: String = "{color.navy}") -> [String: String] {
    func brand(_ primary: String) -> String {
      ##"{"brand": {"primary": {"value": "\##(primary)"}}}"##
    }
    return [
      "src/tokens/global/colors.json":
        ##"{"color": {"navy": {"value": "#000080"}, "blue": {"value": "#0000ff"}, "red": {"value": "#ff0000"}, "white": {"value": "#ffffff"}}}"##,
      "src/tokens/themes/light.json": ##"{"surface": {"value": "{color.white}"}}"##,
      "src/tokens/themes/dark.json": ##"{"surface": {"value": "{color.navy}"}}"##,
      "src/tokens/brands/alpha-light.json": brand("{color.red}"),
      "src/tokens/brands/alpha-dark.json": brand(alphaDark),
      "src/tokens/brands/beta-light.json": brand("{color.blue}"),
      "src/tokens/brands/beta-dark.json": brand("{color.white}"),
    ]
  }

  @Test func brandFilesNamedForAThemeAreReadWithThatThemeOnly() {
    let revision = RevisionResolver.resolve(
      .discovered(brandFiles(), revision: "r"),
      policy: ResolutionPolicy()
    )
    #expect(
      Set(revision.modeNames) == [
        "brand=alpha, theme=dark", "brand=alpha, theme=light", "brand=beta, theme=dark",
        "brand=beta, theme=light",
      ],
      "\(revision.modeNames)"
    )
    let lookup = ModeLookup(revision)
    let primary = TokenPath(dotted: "brand.primary")
    #expect(lookup.token(primary, in: "brand=alpha, theme=dark")?.value?.text == "#000080")
    #expect(lookup.token(primary, in: "brand=alpha, theme=light")?.value?.text == "#ff0000")
    #expect(lookup.token(primary, in: "brand=beta, theme=dark")?.value?.text == "#ffffff")
    #expect(lookup.token(primary, in: "brand=beta, theme=light")?.value?.text == "#0000ff")
    let report = makeDiffReport(
      base: .discovered(brandFiles(), revision: "base"),
      head: .discovered(brandFiles(alphaDark: "{color.blue}"), revision: "head"),
      policy: ResolutionPolicy()
    )
    #expect(
      report.changesByMode == ["brand.primary brand=alpha, theme=dark"],
      "\(report.changeSummary)"
    )
  }

  /// Style Dictionary's multi-brand layout: `brands/<b>/color.json` with `color.dark.json`
  /// beside it, and a global `color.dark.json`: each brand's dark file is that brand's dark
  /// mode, the global one every brand's (Hamzakh777/style-dictionary-private: a brand's dark
  /// file was read under its light one, and its edits were no change).
  private func brandFolders(aDark: String = "#880000") -> [String: String] {
    func color(_ value: String) -> String { ##"{"color": {"brand": {"value": "\##(value)"}}}"## }
    return [
      "tokens/globals/color.json": ##"{"color": {"bg": {"value": "#ffffff"}}}"##,
      "tokens/globals/color.dark.json": ##"{"color": {"bg": {"value": "#000000"}}}"##,
      "tokens/brands/a/color.json": color("#ff0000"),
      "tokens/brands/a/color.dark.json": color(aDark),
      "tokens/brands/b/color.json": color("#0000ff"),
      "tokens/brands/b/color.dark.json": color("#000088"),
    ]
  }

  @Test func aDarkFileInEachBrandsFolderIsThatBrandsDarkMode() {
    let revision = RevisionResolver.resolve(
      .discovered(brandFolders(), revision: "r"),
      policy: ResolutionPolicy()
    )
    let lookup = ModeLookup(revision)
    let brand = TokenPath(dotted: "color.brand")
    let background = TokenPath(dotted: "color.bg")
    let expected = [
      ("brand=a, theme=default", "#ff0000", "#ffffff"),
      ("brand=a, theme=dark", "#880000", "#000000"),
      ("brand=b, theme=default", "#0000ff", "#ffffff"),
      ("brand=b, theme=dark", "#000088", "#000000"),
    ]
    #expect(Set(revision.modeNames) == Set(expected.map(\.0)), "\(revision.modeNames)")
    for (mode, own, shared) in expected {
      #expect(lookup.token(brand, in: mode)?.value?.text == own, "\(mode)")
      #expect(lookup.token(background, in: mode)?.value?.text == shared, "\(mode)")
    }
    let report = makeDiffReport(
      base: .discovered(brandFolders(), revision: "base"),
      head: .discovered(brandFolders(aDark: "#990000"), revision: "head"),
      policy: ResolutionPolicy()
    )
    #expect(report.changesByMode == ["color.brand brand=a, theme=dark"], "\(report.changeSummary)")
  }

  @Test func aValueNamingAnotherDimensionsValueSplitsAtASeparator() {
    #expect(AlternativeFiles.valueNaming("alpha-Dark", endingIn: "dark") == "alpha")
    #expect(AlternativeFiles.valueNaming("alpha.dark", endingIn: "dark") == "alpha")
    #expect(AlternativeFiles.valueNaming("alphadark", endingIn: "dark") == nil)
    #expect(AlternativeFiles.valueNaming("-dark", endingIn: "dark") == nil)
  }

  @Test func aModesNamesakeDropsTheModeFromTheName() {
    #expect(
      AlternativeFiles.unmodedNamesake(of: "src/tokens.a.Dark.json", mode: "dark")
        == "src/tokens.a.json"
    )
    #expect(AlternativeFiles.unmodedNamesake(of: "dark.json", mode: "dark") == nil)
    #expect(AlternativeFiles.unmodedNamesake(of: "a/b.light.json", mode: "dark") == nil)
  }
}
