import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// Style Dictionary mode files named for their mode (lifebit-ai/design-tokens: the default
/// output reads every file but `*.dark.json` and `*.old.json`, the `dark` output adds
/// `color/dark/*.dark.json`, the `old` output `color/old/*.old.json`): each mode's files apply
/// over the rest alone, and the rest is the default mode.
struct SuffixOverlayTests {
  /// A palette, light content colours reading it (in `color/light/`, unsuffixed), dark and old
  /// overrides of them, and a component colour only `old` overrides.
  private func files(lightWarning: String = "yellow", darkWarning: String = "#fecd48")
    -> [String: String]
  {
    [
      "tokens/color/base.json":
        ##"{"color": {"base": {"yellow": {"value": "#dca100"}, "brown": {"value": "#725500"}}}}"##,
      "tokens/color/light/content.json":
        ##"{"color": {"content": {"warning": {"value": "{color.base.\##(lightWarning).value}"}}}}"##,
      "tokens/color/dark/content.dark.json":
        ##"{"color": {"content": {"warning": {"value": "\##(darkWarning)"}}}}"##,
      "tokens/color/old/content.old.json":
        ##"{"color": {"content": {"warning": {"value": "#b38200"}}}}"##,
      "tokens/color/component/button.json":
        ##"{"component": {"button": {"border": {"value": "{color.base.yellow.value}"}}}}"##,
      "tokens/color/old/button.old.json":
        ##"{"component": {"button": {"border": {"value": "#123456"}}}}"##,
      "package.json": ##"{"devDependencies": {"style-dictionary": "^3.9.0"}}"##,
    ]
  }

  private func snapshot(_ files: [String: String], revision: String) -> RevisionSnapshot {
    .discovered(files, revision: revision)
  }

  @Test func eachModeAppliesItsOwnFilesOverTheDefault() {
    let revision = RevisionResolver.resolve(
      snapshot(files(), revision: "r"),
      policy: ResolutionPolicy()
    )
    #expect(
      revision.modeNames == ["color=dark", "color=light", "color=old"],
      "\(revision.modeNames)"
    )
    let lookup = ModeLookup(revision)
    let warning = TokenPath(dotted: "color.content.warning")
    let border = TokenPath(dotted: "component.button.border")
    #expect(lookup.token(warning, in: "color=light")?.value?.text == "#dca100")
    #expect(lookup.token(warning, in: "color=dark")?.value?.text == "#fecd48")
    #expect(lookup.token(warning, in: "color=old")?.value?.text == "#b38200")
    // Only `old` overrides the border: `dark` keeps the default's.
    #expect(lookup.token(border, in: "color=dark")?.value?.text == "#dca100")
    #expect(lookup.token(border, in: "color=old")?.value?.text == "#123456")
  }

  @Test func aDefaultEditIsAChangeInTheDefaultOnly() {
    let report = makeDiffReport(
      base: snapshot(files(), revision: "base"),
      head: snapshot(files(lightWarning: "brown"), revision: "head"),
      policy: ResolutionPolicy()
    )
    #expect(
      report.changesByMode
        == ["color.content.warning color=light"],
      "\(report.changeSummary)"
    )
  }

  /// One `*.dark.json` beside its unsuffixed file, in one folder: `theme=dark` over the rest.
  @Test func aFlatDarkFileIsAThemeOverTheRest() {
    let base: [String: String] = [
      "tokens/content.json":
        ##"{"content": {"warning": {"value": "#dca100"}, "info": {"value": "#0000aa"}}}"##,
      "tokens/content.dark.json": ##"{"content": {"warning": {"value": "#fecd48"}}}"##,
    ]
    var head = base
    head["tokens/content.dark.json"] = ##"{"content": {"warning": {"value": "#0000ff"}}}"##
    let report = makeDiffReport(
      base: snapshot(base, revision: "base"),
      head: snapshot(head, revision: "head"),
      policy: ResolutionPolicy()
    )
    #expect(report.modes.head == ["theme=dark", "theme=default"], "\(report.modes.head)")
    #expect(
      report.changesByMode
        == ["content.warning theme=dark"],
      "\(report.changeSummary)"
    )
  }

  /// A dark file in each brand's folder is that brand's own: not one `dark` mode over every
  /// brand, the last brand's values winning.
  @Test func darkFilesInSeveralBrandFoldersAreNoSharedMode() {
    let files: [String: String] = [
      "tokens/core.json":
        ##"{"color": {"bg": {"value": "#ffffff"}, "ink": {"value": "#000000"}}}"##,
      "tokens/acme/color.dark.json": ##"{"color": {"bg": {"value": "#111111"}}}"##,
      "tokens/globex/color.dark.json": ##"{"color": {"bg": {"value": "#222222"}}}"##,
    ]
    let tokens = files.keys.sorted().map { path in (path, Set([TokenPath(dotted: "color.bg")])) }
    #expect(
      AlternativeFiles.suffixOverlayModifier(
        Dictionary(uniqueKeysWithValues: tokens),
        excluding: []
      )
        == nil
    )
  }

  /// `theme.light.json` beside `theme.dark.json`, both over a base: the light files are the
  /// default output, not a mode over a default no build makes.
  @Test func aLightFileIsTheDefaultNotAModeBesideIt() {
    let revision = RevisionResolver.resolve(
      snapshot(
        [
          "tokens/base.json": ##"{"bg": {"value": "#eeeeee"}, "gap": {"value": "8px"}}"##,
          "tokens/theme.light.json": ##"{"bg": {"value": "#ffffff"}}"##,
          "tokens/theme.dark.json": ##"{"bg": {"value": "#000000"}}"##,
        ],
        revision: "r"
      ),
      policy: ResolutionPolicy()
    )
    #expect(revision.modeNames == ["theme=dark", "theme=light"], "\(revision.modeNames)")
    let lookup = ModeLookup(revision)
    #expect(lookup.token(TokenPath(dotted: "bg"), in: "theme=light")?.value?.text == "#ffffff")
  }

  /// The dark-mode example Style Dictionary users copy (elf-framework's editor): each category
  /// folder has its `*.dark.json` beside its file, and the dark build reads them all over the
  /// rest. One `dark` mode, not a dimension per folder, whose combinations no build makes (a
  /// dark tooltip over light text broke a reference there).
  @Test func darkFilesInCategoryFoldersAreOneMode() {
    let revision = RevisionResolver.resolve(
      snapshot(
        [
          "tokens/color/core.json":
            ##"{"color": {"white": {"value": "#ffffff"}, "black": {"value": "#111111"}, "gray": {"value": "#777777"}}}"##,
          "tokens/color/text.json":
            ##"{"color": {"text": {"default": {"value": "{color.black.value}"}}}}"##,
          "tokens/color/text.dark.json":
            ##"{"color": {"text": {"default": {"value": "{color.white.value}"}, "header": {"value": "{color.gray.value}"}}}}"##,
          "tokens/component/tooltip.json":
            ##"{"tooltip": {"text": {"value": "{color.text.default.value}"}}}"##,
          "tokens/component/tooltip.dark.json":
            ##"{"tooltip": {"text": {"value": "{color.text.header.value}"}}}"##,
          "package.json": ##"{"devDependencies": {"style-dictionary": "^3.9.0"}}"##,
        ],
        revision: "r"
      ),
      policy: ResolutionPolicy()
    )
    #expect(revision.modeNames == ["theme=dark", "theme=default"], "\(revision.modeNames)")
    #expect(!revision.findings.contains { $0.severity == .error }, "\(revision.findings)")
    let lookup = ModeLookup(revision)
    let tooltip = TokenPath(dotted: "tooltip.text")
    #expect(lookup.token(tooltip, in: "theme=dark")?.value?.text == "#777777")
    #expect(lookup.token(tooltip, in: "theme=default")?.value?.text == "#111111")
  }
}
