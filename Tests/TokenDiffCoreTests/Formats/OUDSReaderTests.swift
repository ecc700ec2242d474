import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// The Orange OUDS adapter: detection, `-light`/`-dark` pairs as modes, aliases to paired
/// names, declared raw layer, the `#ff000000` sentinel, and names with dots, spaces and emoji.
@Suite struct OUDSReaderTests {
  static let raw = ##"""
    {
      "core-ouds": {
        "color": {
          "$type": "color",
          "opacity": { "black": { "200": { "$value": "#00000033" } } },
          "orange": { "500": { "$value": "#ff7900" }, "600": { "$value": "#f15e00" } }
        }
      },
      "core-ouds.color.functional.white": { "$type": "color", "$value": "#ffffff" }
    }
    """##

  static let brand = ##"""
    {
      "ouds": {
        "color": {
          "$type": "color",
          "surface": {
            "brand": {
              "secondary-light": { "$value": "{core-ouds.color.orange.500}" },
              "secondary-dark": { "$value": "{core-ouds.color.orange.600}" }
            }
          },
          "content": {
            "on-brand-light": { "$value": "{ouds.color.surface.brand.secondary-light}" },
            "on-brand-dark": { "$value": "{ouds.color.surface.brand.secondary-dark}" },
            "🚫-hover-light": { "$value": "#ff000000" },
            "🚫-hover-dark": { "$value": "{core-ouds.color.functional.white}" },
            "1f525_repository": { "$value": "{core-ouds.color.opacity.black.200}" },
            "lonely-light": { "$value": "#123456" }
          }
        }
      }
    }
    """##

  static let files = [
    "tokens/core-ouds.tokens.json": raw,
    "tokens/Brands.Orange Compact.tokens.json": brand,
  ]

  private func byName(_ document: TokenDocument) -> [String: Token] {
    Dictionary(document.tokens.map { ($0.path.description, $0) }) { _, last in last }
  }

  @Test func pairsLightAndDarkSiblingsIntoOneTokenWithTwoModes() {
    let document = TokenParser.parse(.test(Self.files))
    #expect(document.findings.isEmpty)
    let tokens = byName(document)
    let surface = tokens["ouds.color.surface.brand.secondary"]
    #expect(surface?.value.stringValue == "{core-ouds.color.orange.500}")
    #expect(surface?.inheritedType == .color)
    #expect(surface?.extensions?["mode"]?.members?.map(\.key) == ["light", "dark"])
    #expect(surface?.extensions?["mode"]?["dark"]?.stringValue == "{core-ouds.color.orange.600}")
    #expect(tokens["ouds.color.surface.brand.secondary-light"] == nil)
    #expect(tokens["ouds.color.surface.brand.secondary-dark"] == nil)
    // A suffix without its sibling stays as written.
    #expect(tokens["ouds.color.content.lonely-light"]?.extensions == nil)
    #expect(
      surface?.location
        == SourceLocation(file: "tokens/Brands.Orange Compact.tokens.json", line: 7, column: 11)
    )
  }

  @Test func aliasesToPairedNamesAreRewrittenToTheUnsuffixedName() {
    let tokens = byName(TokenParser.parse(.test(Self.files)))
    let onBrand = tokens["ouds.color.content.on-brand"]
    #expect(onBrand?.aliasTarget == TokenPath(dotted: "ouds.color.surface.brand.secondary"))
    #expect(
      onBrand?.extensions?["mode"]?["dark"]?.stringValue == "{ouds.color.surface.brand.secondary}"
    )
  }

  @Test func dottedKeysAndNestedGroupsGiveTheSamePaths() {
    let tokens = byName(TokenParser.parse(.test(Self.files)))
    #expect(tokens["core-ouds.color.functional.white"]?.path.segments.count == 4)
    #expect(tokens["core-ouds.color.opacity.black.200"]?.value.stringValue == "#00000033")
    #expect(tokens["ouds.color.content.🚫-hover"] != nil)
    #expect(tokens["ouds.color.content.1f525_repository"] != nil)
  }

  @Test func eachModeResolvesThroughTheRawFileAndRawFilesAreLayerRaw() throws {
    let revision = RevisionResolver.resolve(.test(Self.files), policy: ResolutionPolicy())
    let set = try #require(revision.sets.first)
    let tokens = set.baseline.tokens
    let index = try #require(
      tokens.firstIndex { $0.path.description == "ouds.color.content.on-brand" }
    )
    #expect(tokens[index].value?.text == "#ff7900")
    #expect(tokens[index].layer == .semantic)
    let dark = try #require(set.modes.first { $0.mode == "dark" })
    #expect(dark.changed[set.key(tokens[index])]?.value?.text == "#f15e00")
    let raw = tokens.filter { $0.location.file == "tokens/core-ouds.tokens.json" }
    #expect(raw.count == 4)
    #expect(raw.allSatisfy { $0.layer == .raw })
    let literal = try #require(
      tokens.first { $0.path.description == "ouds.color.content.lonely-light" }
    )
    #expect(literal.layer == .semantic)
  }

  @Test func theSentinelInOneModeIsAForbiddenValueFinding() throws {
    let revision = RevisionResolver.resolve(.test(Self.files), policy: ResolutionPolicy())
    let forbidden = revision.findings.filter { $0.kind == .forbiddenValue }
    #expect(forbidden.map(\.token?.description) == ["ouds.color.content.🚫-hover"])
    #expect(forbidden.first?.mode == nil || forbidden.first?.mode == "light")
  }

  @Test func detectionIsPerFileAndPlainDTCGStaysDTCG() {
    let dtcg =
      ##"{ "color": { "bg-light": { "$value": "#ffffff", "$type": "color" },"##
      + ##" "bg-dark": { "$value": "#000000", "$type": "color" } } }"##
    let document = TokenParser.parse(
      .test(["tokens/core.tokens.json": dtcg, "tokens/Brands.Sosh.tokens.json": Self.brand])
    )
    let names = Set(document.tokens.map(\.path.description))
    #expect(names.contains("color.bg-light"))
    #expect(names.contains("color.bg-dark"))
    #expect(names.contains("ouds.color.surface.brand.secondary"))
    // A dotted key is still an invalid name in a DTCG file.
    let dotted = TokenParser.parse(
      .test(["tokens/colors.tokens.json": ##"{ "a.b": { "$value": "#fff", "$type": "color" } }"##])
    )
    #expect(dotted.findings.contains { $0.kind == .invalidName })
  }

  @Test func badMembersAndRepeatsAreFindingsNotCrashes() {
    let document = TokenParser.parse(
      .test([
        "Brands.Orange.tokens.json": ##"""
        { "ouds": { "x": 3, "a.b": { "$value": "#fff", "$type": "color" },
                    "a": { "b": { "$value": "#000", "$type": "color" } } } }
        """##
      ])
    )
    #expect(document.findings.map(\.kind) == [.invalidValue, .duplicateKey])
    #expect(document.tokens.map(\.path.description) == ["ouds.a.b"])
    #expect(document.tokens.first?.value.stringValue == "#000")
  }
}
