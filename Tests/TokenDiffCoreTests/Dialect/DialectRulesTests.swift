import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// Each dialect reads what its own toolchain reads: a value the set's build accepts is never
/// an error, and DTCG sets keep the format's rules.
@Suite struct DialectRulesTests {
  /// A Tokens Studio set (it has a `$themes.json`) and the same tokens as plain DTCG.
  static func studio(_ tokens: String) -> ResolvedRevision {
    RevisionResolver.resolve(
      .test(["tokens/$themes.json": "[]", "tokens/core.json": tokens]),
      policy: ResolutionPolicy()
    )
  }

  static func dtcg(_ tokens: String) -> ResolvedRevision {
    RevisionResolver.resolve(.test(["tokens/core.tokens.json": tokens]), policy: ResolutionPolicy())
  }

  static func value(_ revision: ResolvedRevision, _ path: String) -> TokenValue? {
    revision.sets.flatMap(\.baseline.tokens).first { $0.path.description == path }?.value
  }

  @Test func aUnitlessSizeIsPixelsInTokensStudioAndInvalidInDTCG() {
    let tokens =
      #"{"size": {"body": {"$type": "fontSizes", "$value": "18"}, "none": {"$type": "dimension", "$value": "0"}}}"#
    let studio = Self.studio(tokens)
    #expect(studio.findings.isEmpty, "\(studio.findings)")
    #expect(Self.value(studio, "size.body") == .dimension(Dimension(value: 18, unit: "px")))
    #expect(Self.value(studio, "size.none") == .dimension(Dimension(value: 0, unit: "px")))
    let dtcg = Self.dtcg(#"{"size": {"none": {"$type": "dimension", "$value": "0"}}}"#)
    #expect(dtcg.findings.map(\.kind) == [.invalidValue])
    #expect(dtcg.findings.first?.isBreakage == true)
  }

  @Test func fontWeightNamesAreReadTheWayDesignToolsWriteThem() {
    let tokens = #"""
      {"weight": {"a": {"$type": "fontWeights", "$value": "Semi bold"},
        "b": {"$type": "fontWeights", "$value": "ExtraBold"},
        "c": {"$type": "fontWeights", "$value": "Black Italic"},
        "d": {"$type": "fontWeights", "$value": "Regular"}}}
      """#
    let studio = Self.studio(tokens)
    #expect(studio.findings.isEmpty, "\(studio.findings)")
    #expect(Self.value(studio, "weight.a") == .number(600))
    #expect(Self.value(studio, "weight.b") == .number(800))
    #expect(Self.value(studio, "weight.c") == .number(900))
    #expect(Self.value(studio, "weight.d") == .number(400))
    let dtcg = Self.dtcg(#"{"weight": {"$type": "fontWeight", "$value": "Semi bold"}}"#)
    #expect(dtcg.findings.map(\.kind) == [.invalidValue])
  }

  @Test func aStyleAloneIsTheRegularWeightAndGermanNamesAreSDTransformsWeights() {
    let tokens = #"""
      {"weight": {"italic": {"$type": "fontWeights", "$value": "Italic"},
        "oblique": {"$type": "fontWeights", "$value": "oblique"},
        "kraeftig": {"$type": "fontWeights", "$value": "Kräftig"},
        "halbfett": {"$type": "fontWeights", "$value": "Halbfett Italic"}}}
      """#
    let studio = Self.studio(tokens)
    #expect(studio.findings.isEmpty, "\(studio.findings)")
    #expect(Self.value(studio, "weight.italic") == .number(400))
    #expect(Self.value(studio, "weight.oblique") == .number(400))
    #expect(Self.value(studio, "weight.kraeftig") == .number(500))
    #expect(Self.value(studio, "weight.halbfett") == .number(600))
    let dtcg = Self.dtcg(#"{"weight": {"$type": "fontWeight", "$value": "Italic"}}"#)
    #expect(dtcg.findings.map(\.kind) == [.invalidValue])
  }

  @Test func aLeafThatIsNoObjectIsSkippedOutsideDTCG() {
    let tokens = ##"""
      {"text": {"h1": {"docCategory": "text",
        "size": {"$value": "34px", "$type": "dimension"}}}}
      """##
    let styleDictionary = RevisionResolver.resolve(
      .discovered([
        "package.json": ##"{"devDependencies": {"style-dictionary": "^4.0.0"}}"##,
        "tokens/text.json": tokens,
      ]),
      policy: ResolutionPolicy()
    )
    #expect(styleDictionary.findings.isEmpty, "\(styleDictionary.findings)")
    #expect(Self.value(styleDictionary, "text.h1.size") != nil)
    #expect(Self.dtcg(tokens).findings.map(\.kind) == [.invalidValue])
  }

  @Test func aWidthBeforeOrAfterTheWeightLeavesTheWeight() {
    let tokens = #"""
      {"weight": {"a": {"$type": "fontWeights", "$value": "Condensed Bold"},
        "b": {"$type": "fontWeights", "$value": "ExtraCondensed Medium"},
        "c": {"$type": "fontWeights", "$value": "Semi Bold Expanded Italic"},
        "d": {"$type": "fontWeights", "$value": "Condensed"},
        "e": {"$type": "fontWeights", "$value": "Condensed Bolder"}}}
      """#
    let studio = Self.studio(tokens)
    #expect(Self.value(studio, "weight.a") == .number(700))
    #expect(Self.value(studio, "weight.b") == .number(500))
    #expect(Self.value(studio, "weight.c") == .number(600))
    #expect(Self.value(studio, "weight.d") == .number(400))
    // A word that is no weight after the width is still no weight.
    #expect(studio.findings.map(\.token?.description) == ["weight.e"])
  }

  /// publictokens and others: Tokens Studio weights are Figma face names, with an optical
  /// size (`Display Medium`, `Text Regular`), a face number (`55 Roman`) or a foundry's name
  /// for the weight (`Roman`, `Demi`). Read as that weight, they break no typography token.
  @Test func anOpticalSizeOrAFaceNumberLeavesTheWeight() {
    let tokens = #"""
      {"weight": {"a": {"$type": "fontWeights", "$value": "Display Medium"},
        "b": {"$type": "fontWeights", "$value": "Text Regular"},
        "c": {"$type": "fontWeights", "$value": "Caption Bold Italic"},
        "d": {"$type": "fontWeights", "$value": "55 Roman"},
        "e": {"$type": "fontWeights", "$value": "Demi"},
        "f": {"$type": "fontWeights", "$value": "Display"},
        "g": {"$type": "fontWeights", "$value": "Display Fancy"},
        "h": {"$type": "fontWeights", "$value": "700italic"},
        "i": {"$type": "fontWeights", "$value": "300 Condensed"}}}
      """#
    let studio = Self.studio(tokens)
    #expect(Self.value(studio, "weight.a") == .number(500))
    #expect(Self.value(studio, "weight.b") == .number(400))
    #expect(Self.value(studio, "weight.c") == .number(700))
    #expect(Self.value(studio, "weight.d") == .number(400))
    #expect(Self.value(studio, "weight.e") == .number(600))
    #expect(Self.value(studio, "weight.f") == .number(400))
    // A number before only a style or a width is the weight (Google Fonts' `700italic`).
    #expect(Self.value(studio, "weight.h") == .number(700))
    #expect(Self.value(studio, "weight.i") == .number(300))
    #expect(studio.findings.map(\.token?.description) == ["weight.g"])
  }

  @Test func cssSizesTheBuildPassesThroughAreTextWithTheirReferencesWritten() {
    let tokens = #"""
      {"size": {"base": {"$type": "sizing", "$value": "24"},
        "gap": {"$type": "spacing", "$value": "0.25rem"},
        "tracking": {"$type": "letterSpacing", "$value": "normal"},
        "reading": {"$type": "sizing", "$value": "50ch, 40vw"},
        "padding": {"$type": "spacing", "$value": "8 {size.gap}"},
        "switch": {"$type": "spacing", "$value": "calc({size.base} + {size.gap})"},
        "broken": {"$type": "spacing", "$value": "calc({size.missing} + 2px)"},
        "typo": {"$type": "spacing", "$value": "8pz 16px x"}}}
      """#
    let studio = Self.studio(tokens)
    #expect(Self.value(studio, "size.tracking") == .string("normal"))
    #expect(Self.value(studio, "size.reading") == .string("50ch, 40vw"))
    #expect(Self.value(studio, "size.padding") == .string("8 0.25rem"))
    #expect(Self.value(studio, "size.switch") == .string("calc(24px + 0.25rem)"))
    let problems = studio.findings.map { "\($0.kind.rawValue) \($0.token?.description ?? "")" }
    #expect(problems.sorted() == ["broken-reference size.broken", "invalid-value size.typo"])
    let reachers = studio.sets.first?.baseline.tokens.first { $0.path.description == "size.switch" }
    #expect(reachers?.dependencies.map(\.description).sorted() == ["size.base", "size.gap"])
    let dtcg = Self.dtcg(#"{"tracking": {"$type": "dimension", "$value": "normal"}}"#)
    #expect(dtcg.findings.map(\.kind) == [.invalidValue])
  }

  @Test func tokensStudioTypesAreNoFindingAndUnknownDTCGTypesAreWarnings() {
    let studio = Self.studio(#"{"opacity": {"half": {"$type": "opacity", "$value": "50%"}}}"#)
    #expect(studio.findings.isEmpty, "\(studio.findings)")
    let dtcg = Self.dtcg(#"{"link": {"$type": "link", "$value": "https://example.com"}}"#)
    #expect(dtcg.findings.map(\.kind) == [.invalidValue])
    #expect(dtcg.findings.first?.severity == .warning)
    #expect(dtcg.findings.first?.isBreakage == false)
  }

  @Test func floorAndOtherFunctionsAreComputedWithTheExpressionsUnit() {
    let studio = Self.studio(
      #"""
      {"size": {"unit": {"$type": "dimension", "$value": "4"},
        "a": {"$type": "dimension", "$value": "floor({size.unit} * 2.6)"},
        "b": {"$type": "dimension", "$value": "max({size.unit}, 6) - 1"},
        "c": {"$type": "dimension", "$value": "clamp(0, {size.unit} * 10, 24)"}}}
      """#
    )
    #expect(studio.findings.isEmpty, "\(studio.findings)")
    #expect(Self.value(studio, "size.a") == .dimension(Dimension(value: 10, unit: "px")))
    #expect(Self.value(studio, "size.b") == .dimension(Dimension(value: 5, unit: "px")))
    #expect(Self.value(studio, "size.c") == .dimension(Dimension(value: 24, unit: "px")))
  }

  @Test func numericTypesMayAliasEachOtherInTokensStudioNotInDTCG() {
    let tokens = #"""
      {"base": {"$type": "dimension", "$value": "18"},
       "scale": {"$type": "number", "$value": "{base}"}}
      """#
    #expect(Self.studio(tokens).findings.isEmpty)
    let dtcg = Self.dtcg(
      #"{"base": {"$type": "dimension", "$value": "18px"}, "scale": {"$type": "number", "$value": "{base}"}}"#
    )
    #expect(dtcg.findings.map(\.kind) == [.typeMismatch])
  }

  @Test func aGradientInAColourTokenIsKeptAsWritten() {
    let studio = Self.studio(
      ##"{"brand": {"$type": "color", "$value": "linear-gradient(90deg, #fff 0%, #000 100%)"}}"##
    )
    #expect(studio.findings.isEmpty, "\(studio.findings)")
    #expect(Self.value(studio, "brand") == .string("linear-gradient(90deg, #fff 0%, #000 100%)"))
  }

  @Test func styleDictionarySourcesNeedNoType() {
    let revision = RevisionResolver.resolve(
      .test([
        "src/tokens/color.json":
          ##"{"color": {"base": {"red": {"value": "#ff0000"}}, "error": {"value": "{color.base.red}"}}}"##
      ]),
      policy: ResolutionPolicy()
    )
    #expect(revision.findings.isEmpty, "\(revision.findings)")
    #expect(Self.value(revision, "color.error") == .color(Color(red: 1, green: 0, blue: 0)))
  }

  @Test func aTokensOtherMembersAreItsPropertiesWhereTheBuildKeepsThem() {
    let tokens = #"""
      {"size": {"sm": {"$type": "dimension", "$value": "4px", "attributes": {"category": "size"}},
        "md": {"$type": "dimension", "$value": "8px", "inner": {"$value": "9px"}}}}
      """#
    // Tokens Studio and Style Dictionary keep `attributes`; a token inside a token is lost.
    let studio = Self.studio(tokens)
    #expect(studio.findings.map { $0.token?.description } == ["size.md"])
    // DTCG reports both.
    #expect(Self.dtcg(tokens).findings.map { $0.token?.description } == ["size.sm", "size.md"])
  }

  @Test func aStyleDictionaryColourListIsReadColourByColour() {
    let revision = RevisionResolver.resolve(
      .test([
        "src/tokens/color.json":
          ##"{"color": {"red": {"value": "#ff0000"}, "pair": {"type": "color", "value": ["{color.red}", "#000000"]}, "bad": {"type": "color", "value": ["{color.red}", "nope"]}}}"##
      ]),
      policy: ResolutionPolicy()
    )
    let red = TokenValue.color(Color(red: 1, green: 0, blue: 0))
    #expect(
      Self.value(revision, "color.pair") == .array([red, .color(Color(red: 0, green: 0, blue: 0))])
    )
    #expect(revision.findings.map { $0.token?.description } == ["color.bad"])
  }

  @Test func dialectsAreDetectedFromTheRevisionAndTheFile() {
    let document = TokenParser.parse(
      .test([
        "a/core.json": #"{"x": {"value": "4", "type": "sizing"}}"#,
        "b/core.json": #"{"x": {"value": "4px"}}"#,
        "c/core.tokens.json": #"{"x": {"$value": "4px", "$type": "dimension"}}"#,
      ])
    )
    let dialects = Dictionary(
      document.tokens.map { ($0.location.file, $0.dialect) },
      uniquingKeysWith: { first, _ in first }
    )
    #expect(dialects["a/core.json"] == .tokensStudio)
    #expect(dialects["b/core.json"] == .styleDictionary)
    #expect(dialects["c/core.tokens.json"] == .dtcg)
  }

  @Test func aJSONArrayUnderATokenFolderIsASkippedFileNote() {
    let revision = RevisionResolver.resolve(
      .test([
        "tokens/docs.json": #"[{"name": "size"}]"#,
        "tokens/core.tokens.json": #"{"a": {"$type": "dimension", "$value": "4px"}}"#,
      ]),
      policy: ResolutionPolicy()
    )
    #expect(revision.findings.map(\.kind) == [.skippedFile])
    #expect(revision.findings.first?.severity == .note)
  }
}
