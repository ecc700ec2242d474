import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// References Tokens Studio writes that DTCG does not: `$name` aliases, and a `modify` whose
/// amount or colour is a reference.
struct TokensStudioReferenceTests {
  private func resolve(_ tokens: String) -> ResolvedRevision {
    let files = [
      SourceFile(
        path: "tokens/$metadata.json",
        bytes: Array(##"{"tokenSetOrder": ["base"]}"##.utf8)
      ),
      SourceFile(path: "tokens/base.json", bytes: Array(tokens.utf8)),
    ]
    return RevisionResolver.resolve(
      RevisionSnapshot(revision: "t", commit: nil, files: files),
      policy: ResolutionPolicy()
    )
  }

  @Test func aDollarNameIsAnAliasWholeOrInAComposite() {
    let revision = resolve(
      ##"{"gray": {"11": {"value": "#222222", "type": "color"}}, "size": {"7": {"value": "24", "type": "fontSizes"}}, "text": {"value": "$gray.11", "type": "color"}, "heading": {"value": {"fontSize": "$size.7", "fontFamily": "Inter"}, "type": "typography"}}"##
    )
    #expect(!revision.findings.contains { $0.severity == .error }, "\(revision.findings)")
    let lookup = ModeLookup(revision)
    #expect(lookup.token(TokenPath(dotted: "text"), in: nil)?.value?.text == "#222222")
    #expect(
      lookup.token(TokenPath(dotted: "text"), in: nil)?.aliasOf == TokenPath(dotted: "gray.11")
    )
  }

  /// `{focus.ring}61`: the reference's text with two hex digits of alpha after it, as the
  /// plugin substitutes it (CrowdStrike/falcon-styles); one digit, or after a colour that has
  /// an alpha already, is no colour.
  @Test func twoHexDigitsAfterAReferenceAreItsAlpha() {
    let revision = resolve(
      ##"{"focus": {"ring": {"value": "#2a67ed", "type": "color"}, "veil": {"value": "#2a67ed80", "type": "color"}, "halo": {"value": "{focus.ring}61", "type": "color"}, "glow": {"value": [{"x": "0", "y": "0", "blur": "0", "spread": "2", "color": "{focus.ring}61", "type": "dropShadow"}], "type": "boxShadow"}, "typo": {"value": "{focus.ring}6", "type": "color"}, "twice": {"value": "{focus.veil}61", "type": "color"}}}"##
    )
    let lookup = ModeLookup(revision)
    #expect(lookup.token(TokenPath(dotted: "focus.halo"), in: nil)?.value?.text == "#2a67ed61")
    #expect(
      lookup.token(TokenPath(dotted: "focus.halo"), in: nil)?.dependencies == [
        TokenPath(dotted: "focus.ring")
      ]
    )
    let errors = revision.findings.filter { $0.severity == .error }.compactMap(\.token)
    #expect(
      Set(errors) == [TokenPath(dotted: "focus.typo"), TokenPath(dotted: "focus.twice")],
      "\(revision.findings.map(\.message))"
    )
  }

  /// The plugin's alias pattern matches `$name` anywhere in a value (AletheiaDS/DesignTokens:
  /// `0 $space 0 0`, `$base * 2`).
  @Test func aDollarNameInsideAValueIsAReference() {
    let revision = resolve(
      ##"{"space": {"value": "4px", "type": "spacing"}, "pad": {"value": "0 $space 0 0", "type": "spacing"}, "double": {"value": "$space * 2", "type": "spacing"}, "price": {"value": "$5 off", "type": "text"}}"##
    )
    #expect(!revision.findings.contains { $0.severity == .error }, "\(revision.findings)")
    let lookup = ModeLookup(revision)
    #expect(lookup.token(TokenPath(dotted: "double"), in: nil)?.value?.text == "8px")
    #expect(
      lookup.token(TokenPath(dotted: "pad"), in: nil)?.dependencies == [TokenPath(dotted: "space")]
    )
    #expect(TokensStudioDialect.embeddedDollarAliases("a $x.y-. b") == "a {x.y}-. b")
    #expect(TokensStudioDialect.embeddedDollarAliases("$5 off") == nil)
  }

  /// A size written without a unit is `px` on its own, unitless in math beside a written unit
  /// (AletheiaDS/DesignTokens: `1rem * $font.size.scale` with `scale: "1"` is `1rem`).
  @Test func aSizeWrittenWithoutAUnitIsUnitlessBesideAWrittenOne() {
    let revision = resolve(
      ##"{"scale": {"value": "1.25", "type": "fontSizes"}, "space": {"value": "4", "type": "spacing"}, "body": {"value": "1rem * {scale}", "type": "fontSizes"}, "double": {"value": "{space} * 2", "type": "spacing"}, "mixed": {"value": "{space} + 1px", "type": "spacing"}, "centered": {"value": "{space} auto", "type": "spacing"}, "wide": {"value": "1rem * {double}", "type": "spacing"}}"##
    )
    #expect(!revision.findings.contains { $0.severity == .error }, "\(revision.findings)")
    let lookup = ModeLookup(revision)
    #expect(lookup.token(TokenPath(dotted: "scale"), in: nil)?.value?.text == "1.25px")
    #expect(lookup.token(TokenPath(dotted: "body"), in: nil)?.value?.text == "1.25rem")
    #expect(lookup.token(TokenPath(dotted: "double"), in: nil)?.value?.text == "8px")
    #expect(lookup.token(TokenPath(dotted: "mixed"), in: nil)?.value?.text == "5px")
    // Still unitless one expression on.
    #expect(lookup.token(TokenPath(dotted: "wide"), in: nil)?.value?.text == "8rem")
    // A shorthand with a keyword (`margin: 8px auto`) is CSS the build writes.
    #expect(lookup.token(TokenPath(dotted: "centered"), in: nil)?.value?.text == "4px auto")
    #expect(Dimension(value: 4, unit: "px", unitIsImplied: true) == Dimension(value: 4, unit: "px"))
  }

  @Test func aModifyAmountThatIsAReferenceIsResolved() {
    let revision = resolve(
      ##"{"shading": {"soft": {"value": "0.5", "type": "other"}}, "base": {"value": "#000000", "type": "color"}, "hint": {"value": "{base}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "mix", "value": "{shading.soft}", "color": "#ffffff", "space": "srgb"}}}}}"##
    )
    #expect(!revision.findings.contains { $0.severity == .error }, "\(revision.findings)")
    let hint = ModeLookup(revision).token(TokenPath(dotted: "hint"), in: nil)
    #expect(hint?.value?.text == "#808080")
  }

  /// Popoyoko's shape: the mix colour is there but is no colour; the finding says which.
  @Test func aMixColourThatIsNoColourIsNamed() {
    let revision = resolve(
      ##"{"base": {"value": "#000000", "type": "color"}, "hint": {"value": "{base}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "mix", "value": "0.5", "color": "#rgba(8,33,251,0)", "space": "srgb"}}}}}"##
    )
    let messages = revision.findings.filter { $0.severity == .error }.map(\.message)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("'#rgba(8,33,251,0)'") == true, "\(messages)")
  }
}

/// Style Dictionary value shapes a build's own transforms read (Deutsche Telekom's tokens).
struct StyleDictionaryValueShapeTests {
  @Test func anAppearanceMapIsModesAndAColourWithAlphaIsTranslucent() {
    let tokens =
      ##"{"core": {"black": {"value": "#000000", "type": "color"}, "white": {"value": "#ffffff", "type": "color"}}, "text": {"value": {"light": "{core.black}", "dark": "{core.white}"}, "type": "color"}, "muted": {"value": {"light": {"color": "{core.black}", "alpha": 0.65}, "dark": {"color": "{core.white}", "alpha": 0.65}}, "type": "color"}, "veil": {"value": {"color": "{core.black}", "alpha": 0.5}, "type": "color"}}"##
    let revision = resolveOneFile("src/color.json", tokens)
    #expect(!revision.findings.contains { $0.severity == .error }, "\(revision.findings)")
    let lookup = ModeLookup(revision)
    #expect(lookup.token(TokenPath(dotted: "text"), in: "dark")?.value?.text == "#ffffff")
    #expect(lookup.token(TokenPath(dotted: "text"), in: "light")?.value?.text == "#000000")
    #expect(lookup.token(TokenPath(dotted: "muted"), in: "dark")?.value?.text == "#ffffffa6")
    #expect(lookup.token(TokenPath(dotted: "veil"), in: nil)?.value?.text == "#00000080")
  }

  /// GitLab UI's `$value: {"default": …, "dark": …}`, which its build's `value/default` and
  /// `value/dark` transforms split into two outputs: two modes, no invalid colour.
  @Test func aDefaultAndDarkMapIsTwoModes() {
    let tokens =
      ##"{"color": {"$type": "color", "white": {"$value": "#ffffff"}, "ink": {"$value": "#1b1b1b"}}, "background": {"$type": "color", "$value": {"default": "{color.white}", "dark": "{color.ink}"}}}"##
    let revision = RevisionResolver.resolve(
      .discovered([
        "package.json":
          ##"{"name": "ui", "scripts": {"build:tokens": "node ./bin/build_tokens.mjs"}, "devDependencies": {"style-dictionary": "^4.0.0"}}"##,
        "src/tokens/semantic/background.tokens.json": tokens,
      ]),
      policy: ResolutionPolicy()
    )
    #expect(!revision.findings.contains { $0.severity == .error }, "\(revision.findings)")
    let lookup = ModeLookup(revision)
    let background = TokenPath(dotted: "background")
    #expect(lookup.token(background, in: "default")?.value?.text == "#ffffff")
    #expect(lookup.token(background, in: "dark")?.value?.text == "#1b1b1b")
  }

  /// Graylog's sawmill: `noirValue` beside `value` on every token of a file, which its build
  /// writes to `variables-noir.css`. The file is read (it was skipped as holding no token
  /// object), and `noir` is a mode beside `default`.
  @Test func aModeValueBesideValueIsThatModesValue() {
    let brand =
      ##"{"colors": {"brand": {"primary": {"value": "#ff3633", "noirValue": "#ff3633"}, "tertiary": {"value": "#1f1f1f", "noirValue": "{colors.base.white.value}"}}}}"##
    let revision = RevisionResolver.resolve(
      .discovered([
        "package.json": ##"{"name": "x", "devDependencies": {"style-dictionary": "^3.0.0"}}"##,
        "colors/src/base.json": ##"{"colors": {"base": {"white": {"value": "#ffffff"}}}}"##,
        "colors/src/brand.json": brand,
        "colors/src/text.json":
          ##"{"colors": {"text": {"value": "{colors.brand.tertiary.value}"}, "muted": {"value": "#777777", "noirValue": "{colors.brand.tertiary.noirValue}"}}}"##,
      ]),
      policy: ResolutionPolicy()
    )
    #expect(revision.findings.filter { $0.severity == .error }.isEmpty, "\(revision.findings)")
    let lookup = ModeLookup(revision)
    let text = TokenPath(dotted: "colors.text")
    #expect(lookup.token(text, in: "default")?.value?.text == "#1f1f1f")
    #expect(lookup.token(text, in: "noir")?.value?.text == "#ffffff")
    // `{x.noirValue}` names x's value in `noir`, as Style Dictionary reads it by object path.
    let muted = TokenPath(dotted: "colors.muted")
    #expect(lookup.token(muted, in: "noir")?.value?.text == "#ffffff")
    #expect(lookup.token(muted, in: "default")?.value?.text == "#777777")
    #expect(StyleDictionaryValues.modeName(ofValueKey: "darkValue") == "dark")
    #expect(StyleDictionaryValues.modeName(ofValueKey: "originalValue") == nil)
    // The same size in other units is no mode.
    #expect(StyleDictionaryValues.modeName(ofValueKey: "pixelValue") == nil)
    #expect(StyleDictionaryValues.modeName(ofValueKey: "remValue") == nil)
    #expect(StyleDictionaryValues.modeName(ofValueKey: "Value") == nil)
  }
}

/// Style Dictionary 3 references into a value (koobiq's design tokens).
struct StyleDictionaryMemberReferenceTests {
  @Test func aReferenceIntoAnObjectValueOrAGroupValueResolves() {
    let tokens =
      ##"{"palette": {"blue": {"50": {"value": "#e6f0ff"}, "60": {"value": "#0066ff"}}}, "light": {"brand": {"value": "{palette.blue}"}, "shades": {"value": {"15": "#111111"}}}, "accent": {"value": "{light.brand.value.60}"}, "ink": {"value": "{light.shades.value.15}"}}"##
    let revision = resolveOneFile("web/properties/colors.json", tokens)
    let lookup = ModeLookup(revision)
    #expect(lookup.token(TokenPath(dotted: "accent"), in: nil)?.value?.text == "#0066ff")
    #expect(lookup.token(TokenPath(dotted: "ink"), in: nil)?.value?.text == "#111111")
    // `light.brand` names a whole group, as Style Dictionary 3 allows: no finding.
    #expect(revision.findings.isEmpty, "\(revision.findings)")
  }

  /// The same references with Style Dictionary's `.value` suffix at the end too (positive-js'
  /// mosaic: `{light-color-scheme.primary.palette.value.560.value}`).
  @Test func aMemberReferenceEndingInTheValueSuffixResolves() {
    let tokens =
      ##"{"palette": {"blue": {"560": {"value": "#0066ff"}}}, "light": {"brand": {"value": "{palette.blue}"}, "shades": {"value": {"15": "#111111"}}}, "accent": {"value": "{light.brand.value.560.value}"}, "ink": {"value": "{light.shades.value.15.value}"}}"##
    let revision = resolveOneFile("web/properties/colors.json", tokens)
    let lookup = ModeLookup(revision)
    #expect(lookup.token(TokenPath(dotted: "accent"), in: nil)?.value?.text == "#0066ff")
    #expect(lookup.token(TokenPath(dotted: "ink"), in: nil)?.value?.text == "#111111")
    #expect(revision.findings.isEmpty, "\(revision.findings)")
  }
}

/// Style Dictionary 3 references into a token object's own member that is a token object
/// (AlaskaAirlines' Auro: `{size.font.270.px.value}`, where `size.font.270` has a `value` and a
/// `px` child with its own).
struct StyleDictionaryNestedTokenTests {
  @Test func aTokenObjectInsideATokenIsATokenItsReferencesReach() {
    let tokens =
      ##"{"size": {"270": {"value": 2.75, "type": "semantic", "px": {"value": "44px", "type": "semantic"}}}, "heading": {"value": "{size.270.px.value}"}, "ratio": {"value": "{size.270.value}"}}"##
    let revision = resolveOneFile("src/themes/classic/size.json", tokens)
    #expect(revision.findings.filter { $0.severity == .error }.isEmpty, "\(revision.findings)")
    let lookup = ModeLookup(revision)
    #expect(lookup.token(TokenPath(dotted: "heading"), in: nil)?.value?.text == "44px")
    #expect(lookup.token(TokenPath(dotted: "ratio"), in: nil)?.value?.text == "2.75")
  }
}

/// One token file resolved on its own, at default settings. Pure.
func resolveOneFile(_ path: String, _ text: String) -> ResolvedRevision {
  RevisionResolver.resolve(
    RevisionSnapshot(
      revision: "t",
      commit: nil,
      files: [SourceFile(path: path, bytes: Array(text.utf8))]
    ),
    policy: ResolutionPolicy()
  )
}
