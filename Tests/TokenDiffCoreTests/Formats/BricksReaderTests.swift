import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// The Bricks adapter: a Figma export split over tokens.json / colors.json / sizes.json /
/// textStyles.json, routed `/` names, `{Family.shade}` references, intermediate aliases, and the
/// runtime's limit of 3 references with its silent fallbacks.
@Suite struct BricksReaderTests {
  static let colors = ##"""
    {
      "Accent": {
        "accent-600": { "$type": "color", "$value": "#017cff" },
        "accent-400": { "$type": "color", "$value": "#77a9f9" }
      },
      "Light": { "light-50": { "$type": "color", "$value": "rgba(255, 255, 255, 0.2000)" } }
    }
    """##

  static let sizes = ##"""
    {
      "paddings": { "padding-md-8": { "$type": "number", "$value": 8 } },
      "button-height": { "$type": "number", "$value": 46 }
    }
    """##

  static let tokens = ##"""
    {
      "theme": {
        "navigation": {
          "bottom": { "highlight": { "$type": "color", "$value": "{Accent.accent-600}" } }
        },
        "general": {
          "overlay": { "$type": "color", "$value": "{Light.light-50}" },
          "link": { "$type": "color", "$value": "{theme.navigation.bottom.highlight}" },
          "link-2": { "$type": "color", "$value": "{theme.general.link}" },
          "link-3": { "$type": "color", "$value": "{theme.general.link-2}" },
          "missing": { "$type": "color", "$value": "{Accent.accent-999}" }
        }
      },
      "theme-button-height": { "$type": "number", "$value": "{button-height}" },
      "theme-gap": { "$type": "number", "$value": "{nowhere}" }
    }
    """##

  static let textStyles = ##"""
    {
      "fileName": "textStyles",
      "textStyles": [
        { "name": "headline", "fontFamily": "CustomFont", "fontWeight": "Bold", "fontSize": 16,
          "textCase": "UPPER" },
        { "fontFamily": "Nameless" }
      ]
    }
    """##

  static let files = [
    "App/ConfigTokens/tokens.json": tokens,
    "App/ConfigTokens/colors.json": colors,
    "App/ConfigTokens/sizes.json": sizes,
    "App/ConfigTokens/textStyles.json": textStyles,
  ]

  @Test func routedNamesAreOneSegmentAndResolveThroughThePalettes() throws {
    let set = ResolvedTokenSet.test(Self.files)
    let highlight = try #require(set.token("theme/navigation/bottom/highlight"))
    #expect(highlight.path.segments == ["theme/navigation/bottom/highlight"])
    #expect(highlight.value?.text == "#017cff")
    #expect(highlight.layer == .semantic)
    #expect(set.token("theme-button-height")?.value?.text == "46")
    #expect(set.token("theme/general/overlay")?.value?.text == "#ffffff33")
    let palette = try #require(set.token("Accent.accent-600"))
    #expect(palette.path.segments == ["Accent", "accent-600"])
    #expect(palette.layer == .raw)
    #expect(set.token("paddings.padding-md-8")?.layer == .raw)
  }

  @Test func intermediateAliasesThroughTokensJsonAreRewrittenToRoutedNames() throws {
    let document = TokenParser.parse(.test(Self.files))
    let link = try #require(document.tokens.first { $0.path.description == "theme/general/link" })
    #expect(link.aliasTarget == TokenPath(["theme/navigation/bottom/highlight"]))
    let set = ResolvedTokenSet.test(Self.files)
    #expect(set.token("theme/general/link-2")?.value?.text == "#017cff")
    #expect(set.findings(for: "theme/general/link-2").isEmpty)
  }

  @Test func aChainDeeperThanThreeIsBrokenAndNamesTheFallback() throws {
    let set = ResolvedTokenSet.test(Self.files)
    let deep = try #require(set.token("theme/general/link-3"))
    #expect(deep.isBroken)
    let messages = set.findings(for: "theme/general/link-3").map(\.message)
    #expect(
      messages == [
        "'theme/general/link-3' is 4 aliases deep; the app stops at 3 and shows .clear"
      ]
    )
  }

  @Test func theDepthLimitIsConfigurable() throws {
    let set = ResolvedTokenSet.test(Self.files, policy: ResolutionPolicy(bricksAliasDepth: 4))
    let deep = try #require(set.token("theme/general/link-3"))
    #expect(!deep.isBroken)
    let config = try Configuration(
      from: JSONParser.parse(Array(##"{"bricksAliasDepth": 4}"##.utf8)),
      source: ".tokendiff.json"
    )
    #expect(config.bricksAliasDepth == 4)
    #expect(throws: ConfigurationError.self) {
      try Configuration(
        from: JSONParser.parse(Array(##"{"bricksAliasDepth": 0}"##.utf8)),
        source: ".tokendiff.json"
      )
    }
  }

  @Test func anUnresolvableReferenceNamesTheFallback() {
    let set = ResolvedTokenSet.test(Self.files)
    let colour = set.findings(for: "theme/general/missing")
    #expect(colour.map(\.kind) == [.brokenReference])
    #expect(colour.first?.message.hasSuffix("the app shows .clear") == true)
    #expect(colour.first?.message.contains("{Accent.accent-999}") == true)
    let size = set.findings(for: "theme-gap")
    #expect(size.first?.message.hasSuffix("the app shows 0") == true)
    #expect(set.token("theme-gap")?.isBroken == true)
  }

  @Test func textStylesBecomeTypographyTokens() throws {
    let document = TokenParser.parse(.test(Self.files))
    let headline = try #require(
      document.tokens.first { $0.path.description == "textStyles.headline" }
    )
    #expect(headline.explicitType == .typography)
    #expect(headline.value["fontWeight"]?.numberValue == 700)
    #expect(headline.value["textCase"]?.stringValue == "UPPER")
    #expect(
      document.findings.contains {
        $0.kind == .invalidValue && $0.location?.file == "App/ConfigTokens/textStyles.json"
      }
    )
    let set = ResolvedTokenSet.test(Self.files)
    #expect(set.token("textStyles.headline")?.isBroken == false)
  }

  @Test func plainDTCGFilesAndFoldersWithoutPalettesStayDTCG() {
    let dtcg = ##"{ "theme": { "a": { "$type": "color", "$value": "{Accent.accent-600}" } } }"##
    let alone = TokenParser.parse(.test(["design/tokens.json": dtcg]))
    #expect(alone.tokens.map(\.path.description) == ["theme.a"])
    let named = TokenParser.parse(
      .test(["tokens/semantic.tokens.json": dtcg, "tokens/colors.json": Self.colors])
    )
    #expect(named.tokens.contains { $0.path.description == "theme.a" })
    // A tokens.json that names no family of its palettes is not Bricks either.
    let unrelated = ##"{ "x": { "$type": "color", "$value": "#fff" } }"##
    let plain = TokenParser.parse(
      .test(["d/tokens.json": unrelated, "d/colors.json": Self.colors])
    )
    #expect(plain.tokens.contains { $0.path.description == "x" })
  }
}
