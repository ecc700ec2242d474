import Foundation
import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// What Tokens Studio and Style Dictionary builds pass through to their own transforms or to
/// CSS, found on real repositories (Sage's fluid `clamp()` sizes, Equinor's `chroma()`,
/// Deutsche Telekom's translucent shadow colours, Sage's modifiers written with a trailing
/// space), against the same values in a DTCG set, where they stay findings.
struct PassThroughValueTests {
  /// One Tokens Studio set (`$metadata.json` names it) holding `tokens`.
  private func studio(_ tokens: String) -> ResolvedRevision {
    RevisionResolver.resolve(
      .test([
        "tokens/$metadata.json": ##"{"tokenSetOrder": ["base"]}"##,
        "tokens/base.json": tokens,
      ]),
      policy: ResolutionPolicy()
    )
  }

  private func errors(_ revision: ResolvedRevision) -> [String] {
    revision.findings.filter { $0.severity == .error }.map(\.message)
  }

  @Test func cssMathOverMixedUnitsAndUnknownFunctionsAreTheBuildsToRead() {
    let revision = studio(
      ##"{"fluid": {"value": "clamp(0.67rem, 0.74rem + -0.08vw, 0.72rem)", "type": "fontSizes"}, "anchor": {"value": "#336699", "type": "color"}, "c": {"value": "chroma({anchor})", "type": "number"}}"##
    )
    #expect(errors(revision).isEmpty, "\(errors(revision))")
    let lookup = ModeLookup(revision)
    #expect(
      lookup.token(TokenPath(dotted: "fluid"), in: nil)?.value
        == .string("clamp(0.67rem, 0.74rem + -0.08vw, 0.72rem)")
    )
    // The reference inside still counts: `c` depends on `anchor`.
    #expect(
      lookup.token(TokenPath(dotted: "c"), in: nil)?.dependencies.contains(
        TokenPath(dotted: "anchor")
      ) == true
    )
  }

  @Test func whatNoBuildReadsIsStillAFinding() {
    let revision = studio(
      ##"{"gap": {"value": "4px", "type": "spacing"}, "mixed": {"value": "1rem + {gap}", "type": "spacing"}, "lost": {"value": "{missing} * 2", "type": "spacing"}, "bad": {"value": "chroma({missing})", "type": "number"}}"##
    )
    let messages = errors(revision)
    #expect(messages.contains { $0.contains("mixes the units") }, "\(messages)")
    #expect(messages.filter { $0.contains("missing") }.count == 2, "\(messages)")
  }

  /// CSS system colours in a high-contrast theme (OODS-Foundry's `Canvas`, `CanvasText`) are
  /// the build's to write through; a word that is no colour at all is still a finding.
  @Test func systemColoursPassThrough() {
    let revision = studio(
      ##"{"hc": {"value": "Canvas", "type": "color"}, "ink": {"value": "CanvasText", "type": "color"}, "mark": {"value": "Highlight", "type": "color"}, "typo": {"value": "Canvass", "type": "color"}}"##
    )
    #expect(errors(revision).count == 1, "\(errors(revision))")
    #expect(errors(revision).first?.contains("Canvass") == true, "\(errors(revision))")
  }

  @Test func aDTCGSetKeepsItsFindings() {
    let revision = RevisionResolver.resolve(
      .test([
        "a.tokens.json":
          ##"{"fluid": {"$value": "clamp(0.67rem, 0.74rem + -0.08vw, 0.72rem)", "$type": "dimension"}, "c": {"$value": "chroma(2)", "$type": "number"}}"##
      ]),
      policy: ResolutionPolicy()
    )
    #expect(errors(revision).count == 2, "\(errors(revision))")
  }

  @Test func aModifierWrittenWithSpacesIsRead() {
    let revision = studio(
      ##"{"white": {"value": "#ffffff", "type": "color"}, "amount": {"value": "0.5", "type": "other"}, "brand": {"value": "#000000", "type": "color"}, "soft": {"value": "{brand}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "{amount} ", "space": "srgb"}}}}, "tint": {"value": "{brand}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "mix", "value": " 0.5", "color": "{white} ", "space": "srgb"}}}}}"##
    )
    #expect(errors(revision).isEmpty, "\(errors(revision))")
    let lookup = ModeLookup(revision)
    #expect(lookup.token(TokenPath(dotted: "soft"), in: nil)?.value?.text == "#00000080")
    #expect(lookup.token(TokenPath(dotted: "tint"), in: nil)?.value?.text == "#808080")
  }

  @Test func aTokensStudioAliasAcrossItsOwnTypesIsNoMismatch() {
    let revision = studio(
      ##"{"family": {"value": "Inter", "type": "fontFamilies"}, "header": {"value": "{family}", "type": "text"}}"##
    )
    #expect(revision.findings.isEmpty, "\(revision.findings)")
  }

  @Test func translucentColoursInsideCompositesAndAppearancesWithTheirOwnAlphas() {
    let tokens =
      ##"{"core": {"black": {"value": "#000000", "type": "color"}, "white": {"value": "#ffffff", "type": "color"}}, "raised": {"value": [{"x": 0, "y": 2, "blur": 8, "spread": 0, "color": {"color": "{core.black}", "alpha": 0.1}, "type": "dropShadow"}], "type": "shadow"}, "disabled": {"value": {"light": {"color": "{core.black}", "alpha": 0.4}, "dark": {"color": "{core.white}", "alpha": 0.3}}, "type": "color"}}"##
    let revision = resolveOneFile("src/color.json", tokens)
    #expect(!revision.findings.contains { $0.severity == .error }, "\(revision.findings)")
    let lookup = ModeLookup(revision)
    #expect(lookup.token(TokenPath(dotted: "disabled"), in: "light")?.value?.text == "#00000066")
    #expect(lookup.token(TokenPath(dotted: "disabled"), in: "dark")?.value?.text == "#ffffff4d")
    let shadow = lookup.token(TokenPath(dotted: "raised"), in: nil)?.value?.text ?? ""
    #expect(shadow.contains("color: #0000001a"), "\(shadow)")
  }

  /// Kadena's shape: a colour declares the translucent variants its build generates, and
  /// other tokens name them with a suffix.
  @Test func aColourVariantItsTokenDeclaresResolves() {
    let revision = RevisionResolver.resolve(
      .test([
        "n.tokens.json":
          ##"{"n5": {"$type": "color", "$value": "#131E2B", "$extensions": {"generators": [{"type": "alpha", "value": {"@alpha80": 80}}]}}, "focus": {"$type": "color", "$value": "{n5@alpha80}"}, "typo": {"$type": "color", "$value": "{n5@alpha50}"}}"##
      ]),
      policy: ResolutionPolicy()
    )
    let lookup = ModeLookup(revision)
    #expect(lookup.token(TokenPath(dotted: "focus"), in: nil)?.value?.text == "#131e2bcc")
    #expect(
      lookup.token(TokenPath(dotted: "focus"), in: nil)?.dependencies.contains(
        TokenPath(dotted: "n5")
      )
        == true
    )
    #expect(revision.findings.map(\.token) == [TokenPath(dotted: "typo")], "\(revision.findings)")
  }

  /// Style Dictionary's colour transforms read channel objects through tinycolor2 (its own
  /// examples write `{h, s, l}` with references to hue tokens).
  @Test func aStyleDictionaryColourWrittenAsChannelsIsThatColour() {
    let tokens =
      ##"{"hue": {"blue": {"value": 240}}, "a": {"value": {"h": "{hue.blue}", "s": 1, "l": 0.5}, "type": "color"}, "b": {"value": {"r": 255, "g": 0, "b": 0, "a": 0.5}, "type": "color"}, "c": {"value": {"h": 0, "s": "100", "v": 50}, "type": "color"}}"##
    let revision = resolveOneFile("src/color.json", tokens)
    #expect(revision.findings.isEmpty, "\(revision.findings)")
    let lookup = ModeLookup(revision)
    #expect(lookup.token(TokenPath(dotted: "a"), in: nil)?.value?.text == "#0000ff")
    #expect(lookup.token(TokenPath(dotted: "b"), in: nil)?.value?.text == "#ff000080")
    #expect(lookup.token(TokenPath(dotted: "c"), in: nil)?.value?.text == "#800000")
  }

  /// sd-transforms' `excludeParentKeys`: each file's top-level key is not part of the paths,
  /// as the set's own references show.
  @Test func aSetWhoseReferencesOmitTheParentKeysIsReadWithout() {
    // The same two files, referring with and without the parent key `brand`.
    func resolve(_ reference: String) -> ResolvedRevision {
      RevisionResolver.resolve(
        .test([
          "tokens/$metadata.json": ##"{"tokenSetOrder": ["core", "semantic"]}"##,
          "tokens/core.json":
            ##"{"brand": {"epe": {"color": {"blue": {"31": {"value": "#0a3d91", "type": "color"}}}}}}"##,
          "tokens/semantic.json":
            ##"{"semantic": {"accent": {"value": "{\##(reference)}", "type": "color"}}}"##,
        ]),
        policy: ResolutionPolicy()
      )
    }
    let stripped = resolve("epe.color.blue.31")
    #expect(stripped.findings.isEmpty, "\(stripped.findings)")
    #expect(
      ModeLookup(stripped).token(TokenPath(dotted: "accent"), in: nil)?.value?.text == "#0a3d91"
    )
    // References that keep the parent keys keep them.
    let kept = resolve("brand.epe.color.blue.31")
    #expect(kept.findings.isEmpty, "\(kept.findings)")
    #expect(
      ModeLookup(kept).token(TokenPath(dotted: "semantic.accent"), in: nil)?.value?.text
        == "#0a3d91"
    )
  }

  /// Blueprint's shape: a Tokens Studio project of many files whose one file refers to its own
  /// tokens without their top-level key (`{gray.100}` for `color.gray.100`), which the plugin
  /// cannot resolve. The file keeps its paths, so fixing the references a commit later is a
  /// fix, not every colour renamed.
  @Test func aProjectFileReferringToItselfWithoutItsTopKeyKeepsItsPaths() {
    func snapshot(_ reference: String, revision: String) -> RevisionSnapshot {
      .discovered(
        [
          "tokens/$metadata.json": ##"{"tokenSetOrder": ["colors", "spacing"]}"##,
          "tokens/$themes.json": "[]",
          "tokens/colors.json":
            ##"{"color": {"gray": {"100": {"value": "#0e0f10", "type": "color"}}, "blue": {"10": {"value": "#e6f0ff", "type": "color"}}, "alpha": {"10": {"value": "{\##(reference)}", "type": "color"}}}}"##,
          "tokens/spacing.json":
            ##"{"space": {"s": {"value": "4", "type": "spacing"}, "m": {"value": "{space.s}", "type": "spacing"}}}"##,
        ],
        revision: revision
      )
    }
    let report = makeDiffReport(
      base: snapshot("gray.100", revision: "base"),
      head: snapshot("color.gray.100", revision: "head"),
      policy: ResolutionPolicy()
    )
    #expect(
      report.changes.map { "\($0.token) \($0.kind.rawValue)" } == ["color.alpha.10 fixed"],
      "\(report.changes.map { ($0.token, $0.kind, $0.mode) })"
    )
  }

  /// A component token named after the palette colour it reads (`button.color.primary` →
  /// `{color.primary}`) is no evidence that its file's top-level key is dropped: stripped, it
  /// would read itself.
  @Test func aTokenReadingWhatItWouldBeCalledStrippedKeepsItsPath() {
    let revision = RevisionResolver.resolve(
      .test([
        "tokens/core.json": ##"{"color": {"primary": {"value": "#0000ff", "type": "color"}}}"##,
        "tokens/button.json":
          ##"{"button": {"color": {"primary": {"value": "{color.primary}", "type": "color"}}}}"##,
      ]),
      policy: ResolutionPolicy()
    )
    #expect(revision.findings.filter { $0.severity == .error }.isEmpty, "\(revision.findings)")
    #expect(
      ModeLookup(revision).token(TokenPath(dotted: "button.color.primary"), in: nil)?.value?.text
        == "#0000ff"
    )
  }

  /// baloise's `card.vars.json`: component tokens named like the global tokens they read
  /// (`card.color.background.white` reading `{color.background.white}`) beside one reference
  /// that fits the file stripped (`card.radius.square` reading `{radius.base}`). Stripped, the
  /// first would read themselves: the file keeps its key, and its references are broken, not
  /// 20 cycles.
  @Test func referencesThatWouldReadThemselvesStrippedKeepTheKey() {
    let revision = RevisionResolver.resolve(
      .discovered([
        "package.json": ##"{"devDependencies": {"style-dictionary": "^4.0.0"}}"##,
        "src/card/card.vars.json": """
        {"card": {"radius": {"$type": "dimension", "base": {"$value": "{radius.large}"},
           "square": {"$value": "{radius.base}"}},
         "color": {"$type": "color", "background": {"white": {"$value": "{color.background.white}"},
           "primary": {"$value": "{color.background.primary}"}}}}}
        """,
      ]),
      policy: ResolutionPolicy()
    )
    let kinds = Set(revision.findings.map(\.kind))
    #expect(!kinds.contains(.cycle), "\(revision.findings.map(\.message))")
    let tokens = revision.sets.flatMap { $0.baseline.tokens.map(\.path.description) }
    #expect(tokens.contains("card.color.background.white"), "\(tokens)")
  }

  /// Telefónica Mística's shape: a file of sets `light`, `dark` (the same keys) and `global`,
  /// whose references omit the set names. The schemes are modes of one token each, not one
  /// silently winning: a change to a light value is reported in light.
  @Test func colourSchemeGroupsThatShareTheirPathsAreModes() {
    func brand(_ background: String) -> String {
      ##"""
      {"light": {"background": {"value": "\##(background)", "type": "color"}},
       "dark": {"background": {"value": "{palette.night}", "type": "color"}},
       "global": {"palette": {"white": {"value": "#ffffff", "type": "color"},
         "cream": {"value": "#fff6e0", "type": "color"}, "night": {"value": "#101010", "type": "color"}}}}
      """##
    }
    let base = RevisionSnapshot.discovered(["tokens/acme.json": brand("{palette.white}")])
    let head = RevisionSnapshot.discovered(["tokens/acme.json": brand("{palette.cream}")])
    let report = makeDiffReport(base: base, head: head, policy: ResolutionPolicy())
    #expect(report.modes.head == ["dark", "light"])
    #expect(
      report.changes.map { "\($0.token) \($0.kind.rawValue) \($0.mode ?? "")" } == [
        "background alias-retargeted light"
      ]
    )
    let lookup = ModeLookup(RevisionResolver.resolve(head, policy: ResolutionPolicy()))
    #expect(lookup.token(TokenPath(dotted: "background"), in: "dark")?.value?.text == "#101010")

    // hexagoncircle's document also defines the path in `global`: no modes, the file's last
    // definition wins, as its build reads it.
    let withGlobalCopy = RevisionResolver.resolve(
      .discovered([
        "tokens/acme.json": brand("{palette.white}").replacingOccurrences(
          of: ##""global": {"##,
          with: ##""global": {"background": {"value": "#000000", "type": "color"}, "##
        )
      ]),
      policy: ResolutionPolicy()
    )
    #expect(withGlobalCopy.modeNames.isEmpty)
  }

  /// hexagoncircle/tokens' shape: a document of Tokens Studio sets (`global`, `dark`, `light`)
  /// whose references name each other's tokens without the set names, then an export of it
  /// added beside it (whose files define those names as written). The document reads alike
  /// in both revisions: its tokens are not added again under their set names.
  @Test func aFileWhoseOwnReferencesOmitItsParentKeysIsReadWithoutBesideOthers() {
    let document = ##"""
      {"global": {"colors": {"ink": {"value": "#101010", "type": "color"}, "paper": {"value": "#fafafa", "type": "color"}}},
       "dark": {"theme": {"bg": {"value": "{colors.ink}", "type": "color"}}},
       "light": {"theme": {"bg": {"value": "{colors.paper}", "type": "color"}}}}
      """##
    let package = ##"{"name": "site", "version": "1.0.0"}"##
    let base = RevisionSnapshot.discovered(["package.json": package, "tokens.json": document])
    let head = RevisionSnapshot.discovered([
      "package.json": package, "tokens.json": document,
      "tokens/global.json":
        ##"{"colors": {"ink": {"value": "#101010", "type": "color"}, "paper": {"value": "#fafafa", "type": "color"}}}"##,
    ])
    let report = makeDiffReport(base: base, head: head, policy: ResolutionPolicy())
    #expect(report.tokenCounts.head == report.tokenCounts.base, "\(report.tokenCounts)")
    #expect(
      report.changes.filter { $0.token.description.hasPrefix("global.") }.isEmpty,
      "\(report.changes.map { "\($0.token) \($0.kind.rawValue)" })"
    )
  }

  /// A Tokens Studio document whose set `color` holds a group `color`, beside the files an
  /// export made of it: `{color.red}` names its own token stripped, so the document is still
  /// read without its set names, whatever the export defines as written.
  @Test func aSetNamedLikeItsOwnGroupIsStillReadStrippedBesideItsExport() {
    let files = [
      "tokens/tokens.json": ##"""
      {"color": {"color": {"blue": {"value": "#0000ff", "type": "color"}, "red": {"value": "#ff0000", "type": "color"}}},
       "semantic": {"bg": {"value": "{color.blue}", "type": "color"}, "fg": {"value": "{color.red}", "type": "color"}}}
      """##,
      "tokens/color.json":
        ##"{"color": {"blue": {"value": "#0000ff", "type": "color"}, "red": {"value": "#ff0000", "type": "color"}}}"##,
      "tokens/semantic.json":
        ##"{"bg": {"value": "{color.blue}", "type": "color"}, "fg": {"value": "{color.red}", "type": "color"}}"##,
    ]
    let revision = RevisionResolver.resolve(.discovered(files), policy: ResolutionPolicy())
    let paths = Set(revision.sets.flatMap { $0.baseline.tokens.map(\.path.description) })
    #expect(paths == ["bg", "color.blue", "color.red", "fg"], "\(paths.sorted())")
  }

  /// A Figma-variables export built by Style Dictionary (anthonymunene's
  /// variables-github-action-example): a theme file reads `{type.paragraph.small.line-height}`
  /// from the screen-size file, and its own `comms.type.paragraph.small.line-height` would fit
  /// that reference stripped. The reference names its `type` group, which resolves as written:
  /// no file is read without its top-level keys, and both themes stay modes.
  @Test func aReferenceResolvingAsWrittenToAFilesOwnGroupKeepsItsKeys() {
    let files = [
      "package.json": ##"{"devDependencies": {"style-dictionary": "^4.3.3"}}"##,
      "src/tokens/screen/screensize.desktop.json":
        ##"{"type": {"paragraph": {"small": {"line-height": {"$type": "number", "$value": 20}}}}}"##,
      "src/tokens/theme/theme.bos.json": ##"""
      {"colour": {"page": {"$type": "color", "$value": "#f2f6fa"}},
       "type": {"styles": {"small-lh": {"$type": "number", "$value": "{type.paragraph.small.line-height}"}}}}
      """##,
      "src/tokens/theme/theme.lloyds.json": ##"""
      {"colour": {"page": {"$type": "color", "$value": "#f1f1f1"}},
       "type": {"styles": {"small-lh": {"$type": "number", "$value": "{type.paragraph.small.line-height}"}}},
       "comms": {"type": {"paragraph": {"small": {"line-height": {"$type": "number", "$value": 16}}}}}}
      """##,
    ]
    let revision = RevisionResolver.resolve(.discovered(files), policy: ResolutionPolicy())
    let set = revision.sets.first { !$0.modes.isEmpty }
    #expect(
      set?.modes.map(\.mode) == ["theme=bos", "theme=lloyds"],
      "\(revision.sets.map(\.modeNames))"
    )
    let paths = Set(revision.sets.flatMap { $0.baseline.tokens.map(\.path.description) })
    #expect(paths.contains("colour.page") && !paths.contains("page"), "\(paths.sorted())")
  }
}

/// stand's shape: a Style Dictionary build in DTCG syntax writes CSS keywords and CSS strings of
/// composite tokens to its CSS as they are; a DTCG set keeps them as findings.
struct CSSPassThroughTests {
  static let tokens = """
    {"border": {"$type": "border", "none": {"$value": "none"}, "reset": {"$value": "unset"},
       "css": {"$value": "1px solid #000"}},
     "focus": {"$type": "strokeStyle", "style": {"$value": "auto"}},
     "shadow": {"$type": "shadow", "card": {"$value": "0 1px 2px rgba(0, 0, 0, 0.2)"}},
     "ink": {"$type": "color", "reset": {"$value": "unset"}}}
    """

  @Test func aStyleDictionaryBuildWritesThemThrough() {
    let revision = RevisionResolver.resolve(
      .discovered([
        "package.json": ##"{"devDependencies": {"style-dictionary": "^5.0.0"}}"##,
        "src/tokens/base.json": Self.tokens,
      ]),
      policy: ResolutionPolicy()
    )
    let errors = revision.findings.filter { $0.severity == .error }.map(\.message)
    #expect(errors.isEmpty, "\(errors)")
    let lookup = ModeLookup(revision)
    #expect(lookup.token(TokenPath(dotted: "border.reset"), in: nil)?.value == .string("unset"))
    #expect(
      lookup.token(TokenPath(dotted: "shadow.card"), in: nil)?.value
        == .string("0 1px 2px rgba(0, 0, 0, 0.2)")
    )
  }

  /// synergy-design-system: a Tokens Studio set's shadows and typographies in CSS shorthand,
  /// some with references, which sd-transforms and Style Dictionary's shorthand transforms
  /// write as they are (124 false errors failed its build). The references are still followed:
  /// a change to one changes the text, and a broken one is still a finding.
  @Test func shorthandWithReferencesIsTheBuildsText() {
    func revision(_ size: String, broken: Bool = false) -> ResolvedRevision {
      RevisionResolver.resolve(
        .test([
          "tokens/$metadata.json": ##"{"tokenSetOrder": ["base"]}"##,
          "tokens/base.json": """
          {"font": {"sans": {"value": "Inter, sans-serif", "type": "fontFamilies"},
                    "m": {"value": "\(size)", "type": "sizing"}},
           "shadow": {"value": "0px 1px 2px 0px rgba(0, 0, 0, 0.08), 0px 2px 8px 0px rgba(0, 0, 0, 0.08)", "type": "boxShadow"},
           "body": {"value": "400 {font.m}/1.4 {font.\(broken ? "gone" : "sans")}", "type": "typography"}}
          """,
        ]),
        policy: ResolutionPolicy()
      )
    }
    let base = revision("16px")
    let errors = base.findings.filter { $0.severity == .error }.map(\.message)
    #expect(errors.isEmpty, "\(errors)")
    let body = ModeLookup(base).token(TokenPath(dotted: "body"), in: nil)
    #expect(body?.value == .string("400 16px/1.4 Inter, sans-serif"))
    #expect(body?.dependencies.contains(TokenPath(dotted: "font.m")) == true)
    let broken = revision("16px", broken: true).findings.filter { $0.kind == .brokenReference }
    #expect(broken.count == 1, "\(broken.map(\.message))")
  }

  /// In a Tokens Studio set only CSS shorthand is the build's text: a weight name typed as a
  /// typography (mistica's `regular`), `dash` as a stroke style, `0` as a shadow are no CSS
  /// value of their type and stay findings.
  @Test func aLoneWordIsNoShorthandInATokensStudioSet() {
    let invalid = Self.invalidInTokensStudioSet(
      """
      {"weight": {"value": "regular", "type": "typography"},
       "stroke": {"value": "dash", "type": "strokeStyle"},
       "flat": {"value": "0", "type": "boxShadow"}}
      """
    )
    #expect(invalid == ["flat", "stroke", "weight"])
  }

  /// The tokens of a Tokens Studio set file that are `invalid-value`s, sorted. Pure.
  static func invalidInTokensStudioSet(_ base: String) -> [String] {
    let revision = RevisionResolver.resolve(
      .test(["tokens/$metadata.json": ##"{"tokenSetOrder": ["base"]}"##, "tokens/base.json": base]),
      policy: ResolutionPolicy()
    )
    return revision.findings.filter { $0.kind == .invalidValue }.compactMap(\.token?.description)
      .sorted()
  }

  /// commercetools' nimbus: a `borderWidth` group typed `border` in a Tokens Studio set, its
  /// `1px` written to CSS as it is (`border: 1px` is a border's shorthand); no error. A lone
  /// word is still none.
  @Test func aLoneWidthIsABordersShorthandInATokensStudioSet() {
    let invalid = Self.invalidInTokensStudioSet(
      """
      {"width": {"value": "1px", "type": "border"},
       "none": {"value": "0", "type": "border"},
       "time": {"value": "10s", "type": "border"},
       "word": {"value": "regular", "type": "border"}}
      """
    )
    #expect(invalid == ["time", "word"])
  }

  /// baloise: a Style Dictionary set's `number` tokens written `5rem`, which its build writes
  /// as they are: that measure, no error; a DTCG set keeps the error.
  @Test func aStyleDictionaryNumberWithAUnitIsThatMeasure() {
    let tokens = ##"{"navbar": {"height": {"$type": "number", "$value": "5rem"}}}"##
    let built = RevisionResolver.resolve(
      .discovered([
        "package.json": ##"{"devDependencies": {"style-dictionary": "^5.0.0"}}"##,
        "tokens/base.tokens.json": tokens,
      ]),
      policy: ResolutionPolicy()
    )
    #expect(built.findings.filter { $0.severity == .error }.isEmpty, "\(built.findings)")
    #expect(
      ModeLookup(built).token(TokenPath(dotted: "navbar.height"), in: nil)?.value
        == .dimension(Dimension(value: 5, unit: "rem"))
    )
    let plain = resolveOneFile("base.tokens.json", tokens)
    #expect(plain.findings.contains { $0.kind == .invalidValue })
  }

  @Test func aDTCGSetKeepsThemAsFindings() {
    let revision = resolveOneFile("base.tokens.json", Self.tokens)
    let invalid = revision.findings.filter { $0.kind == .invalidValue }
    #expect(invalid.count >= 4, "\(invalid.map(\.message))")
  }
}
