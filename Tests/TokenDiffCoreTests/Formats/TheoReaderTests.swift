import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// Theo files (Salesforce's format, the shape of salesforce-ux/design-system and of
/// Shopify's polaris-tokens before 2020): props by name, aliases under `aliases`, `{!NAME}`
/// references, both prop forms, `global` types, hooks without a default, package imports.
@Suite struct TheoReaderTests {
  static let files = [
    "design-tokens/aliases/colors.yml": """
    aliases:
      BLUE: "#0070d2"
      NAVY:
        value: "#16325c"
        comment: Dark brand
      BRAND: "{!BLUE}"
    """,
    "design-tokens/primitive/text.yml": """
    global:
      type: color
      category: text-color
    imports:
      - ../aliases/colors.yml
    props:
      COLOR_TEXT_LINK:
        value: "{!BRAND}"
        comment: Links
      BORDER_FOCUS:
        value: "1px solid {!NAVY}"
        type: border
      HOOK:
        value: null
    """,
    "design-tokens/sizes.yml": """
    props:
      - name: SPACING_SMALL
        value: 0.5rem
        type: size
      - name: BREAKPOINT_SMALL
        value: 480
        type: number
      - name: RATIO
        value: 1.5rem
        type: number
      - value: 1rem
    """,
    "hooks/props.json": """
    {"imports": ["@acme/aliases/dist/palette.json"],
     "props": [{"name": "brand-100", "value": "{!PALETTE_100}", "type": "color"}]}
    """,
  ]

  static func value(_ revision: ResolvedRevision, _ path: String) -> TokenValue? {
    revision.sets.flatMap(\.baseline.tokens).first { $0.path.description == path }?.value
  }

  @Test func propsAreNamedWholeAndAliasesResolveThroughTheirReferences() {
    let revision = RevisionResolver.resolve(.test(Self.files), policy: ResolutionPolicy())
    let link = revision.sets.flatMap(\.baseline.tokens).first {
      $0.path == TokenPath(["COLOR_TEXT_LINK"])
    }
    #expect(link?.value == .color(Color(red: 0, green: 112 / 255, blue: 210 / 255)))
    #expect(link?.type == .color)
    #expect(link?.dependencies.map(\.description).sorted() == ["aliases.BLUE", "aliases.BRAND"])
    #expect(link?.description == "Links")
    // `border` is DTCG's, which Theo's CSS text is not: compared as written, the alias's
    // value written in.
    #expect(Self.value(revision, "BORDER_FOCUS") == .string("1px solid #16325c"))
    #expect(Self.value(revision, "SPACING_SMALL") != nil)
    // theodi's breakpoints: a `number` written as one is DTCG's number; as CSS, text.
    let tokens = revision.sets.flatMap(\.baseline.tokens)
    #expect(tokens.first { $0.path.description == "BREAKPOINT_SMALL" }?.type == .number)
    #expect(tokens.first { $0.path.description == "RATIO" }?.type == nil)
    #expect(
      Self.value(revision, "aliases.NAVY")
        == .color(Color(red: 22 / 255, green: 50 / 255, blue: 92 / 255))
    )
    #expect(Self.value(revision, "HOOK") == .null)
  }

  @Test func findingsAreTheFilesOwnAndAPackageImportLowersWhatItMayDefine() {
    let revision = RevisionResolver.resolve(.test(Self.files), policy: ResolutionPolicy())
    let findings = revision.findings.map {
      "\($0.kind.rawValue) \($0.severity) \($0.location?.file ?? "") \($0.token?.description ?? "")"
    }
    #expect(
      findings.sorted() == [
        "broken-reference warning hooks/props.json brand-100",
        "invalid-value error design-tokens/sizes.yml ",
      ]
    )
    let lowered = revision.findings.first { $0.kind == .brokenReference }
    #expect(lowered?.message.contains("imports @acme/aliases/dist/palette.json") == true)
  }

  @Test func aReferenceIsRewrittenOnlyWhenItNamesAnAlias() {
    func written(_ text: String) -> String? {
      TheoReader.rewritingReferences(in: JSONValue(.string(text))).stringValue
    }
    #expect(written("{!BLUE}") == "{aliases.BLUE}")
    #expect(written("{!} {!a.b} {!BL{!BLUE}}") == "{!} {aliases.a.b} {!BL{!BLUE}}")
    #expect(TheoReader.aliasPath("a.b") == TokenPath(["aliases", "a", "b"]))
  }

  /// andywd7's text styles: Theo resolves aliases inside a prop's object value too.
  @Test func anAliasInsideAnObjectValueIsAReference() {
    let files = [
      "tokens/aliases.json": ##"{"aliases": {"fontSize_01": "12px"}}"##,
      "tokens/textStyles.json":
        ##"{"imports": ["./aliases.json"], "global": {"type": "textStyle"}, "props": [{"name": "code_01", "value": {"font_size": "{!fontSize_01}", "sizes": ["{!fontSize_01}"]}}]}"##,
    ]
    let revision = RevisionResolver.resolve(.test(files), policy: ResolutionPolicy())
    #expect(revision.findings.isEmpty, "\(revision.findings.map(\.message))")
    let code = revision.sets.flatMap(\.baseline.tokens).first { $0.path.description == "code_01" }
    #expect(code?.dependencies.map(\.description) == ["aliases.fontSize_01"])
    #expect(code?.value?.text.contains("{!") == false, "\(String(describing: code?.value))")
  }

  @Test func aTheoFileIsToldFromStyleDictionaryJSON() {
    #expect(
      TokenFileShape.classify(
        Array("imports:\n  - ./base.yml\nauraImports:\n  - 'force:mq'\n".utf8),
        path: "design-tokens/ui.yml"
      ) == .legacy
    )
    let legacy = TokenParser.parse(
      .test(["tokens/a.json": ##"{"props": {"a": {"value": "#fff"}}, "other": {}}"##])
    )
    // A key Theo does not write: a Style Dictionary tree whose token is `props.a`.
    #expect(legacy.tokens.map(\.path.description) == ["props.a"])
  }
}
