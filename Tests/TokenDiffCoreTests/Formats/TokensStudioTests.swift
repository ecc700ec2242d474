import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

@Suite struct TokensStudioTests {
  typealias Quantity = MathExpression.Quantity

  static func evaluate(_ text: String, _ values: [String: Quantity] = [:]) -> Quantity? {
    try? MathExpression.evaluate(text) { path in
      values[path.description].map { .success($0) }
        ?? .failure(MathExpression.Failure(message: "no \(path)"))
    }.get()
  }

  @Test func mathFollowsPrecedenceAndParentheses() {
    #expect(Self.evaluate("2 + 3 * 4") == Quantity(value: 14, unit: nil))
    #expect(Self.evaluate("(2 + 3) * 4") == Quantity(value: 20, unit: nil))
    #expect(Self.evaluate("10 - 4 - 3") == Quantity(value: 3, unit: nil))
    #expect(Self.evaluate("-2 * (1 + 1) / 4") == Quantity(value: -1, unit: nil))
    #expect(Self.evaluate("roundTo(4px * 1.33, 0)") == Quantity(value: 5, unit: "px"))
  }

  @Test func mathKeepsOneUnitAndRejectsMixedUnits() {
    let values = [
      "space.base": Quantity(value: 4, unit: "px"), "rem": Quantity(value: 16, unit: "px"),
    ]
    #expect(Self.evaluate("{space.base} * 2", values) == Quantity(value: 8, unit: "px"))
    #expect(Self.evaluate("({space.base} + 4px) / 2", values) == Quantity(value: 4, unit: "px"))
    // As sd-transforms computes it: the numbers without their units, then the one unit used.
    #expect(Self.evaluate("{space.base} / {rem}", values) == Quantity(value: 0.25, unit: "px"))
    #expect(Self.evaluate("2px * 3px") == Quantity(value: 6, unit: "px"))
    #expect(Self.evaluate("16 - {space.base}", values) == Quantity(value: 12, unit: "px"))
    #expect(Self.evaluate("1rem + 4px") == nil)
    #expect(Self.evaluate("2 * (3") == nil)
  }

  /// Inputs a fuzzer finds in seconds: deep nesting, long sign runs and rounding to absurd
  /// precisions are answers or failures, never a crash, a deep recursion or a long loop.
  @Test func hostileExpressionsFailCleanly() {
    #expect(Self.evaluate(String(repeating: "(", count: 100_000) + "1") == nil)
    #expect(
      Self.evaluate(
        String(repeating: "(", count: 6_000) + "1" + String(repeating: ")", count: 6_000)
      ) == nil
    )
    #expect(
      Self.evaluate(String(repeating: "-", count: 4_000) + "5") == Quantity(value: 5, unit: nil)
    )
    #expect(
      Self.evaluate("roundTo(4px, 29999999999999999999 * 64)") == Quantity(value: 4, unit: "px")
    )
    #expect(Self.evaluate("roundTo(1, 10000000000000)") == Quantity(value: 1, unit: nil))
    #expect(Self.evaluate("roundTo(1234, -2)") == Quantity(value: 1200, unit: nil))
    #expect(Self.evaluate("roundTo(1, -10000000000000)") == Quantity(value: 0, unit: nil))
    #expect(Self.evaluate("floor(1, 2)") == nil)
  }

  @Test func mixedUnitsInATokenAreAFinding() {
    let set = ResolvedTokenSet.test([
      "tokens/core.json": """
      {"space": {"base": {"value": "4px", "type": "spacing"},
        "bad": {"value": "{space.base} + 1rem", "type": "spacing"},
        "double": {"value": "{space.base} * 2", "type": "spacing"}}}
      """
    ])
    #expect(set.token("space.double")?.value == .dimension(Dimension(value: 8, unit: "px")))
    #expect(set.token("space.double")?.type == .dimension)
    #expect(set.findings(for: "space.bad").map(\.kind) == [.invalidValue])
  }

  /// A minus against a reference is math once the reference is in, as Tokens Studio evaluates
  /// it: `-{bw}` is the negated width, `{lh} -3` the height less 3 (a real set failed its build
  /// on both), in a token and inside a composite.
  @Test func aMinusAgainstAReferenceIsMath() {
    let set = ResolvedTokenSet.test([
      "tokens/core.json": """
      {"bw": {"value": "2px", "type": "borderWidth"},
        "lh": {"value": "16px", "type": "lineHeights"},
        "neg": {"value": "-{bw}", "type": "spacing"},
        "tight": {"value": "{lh} -3", "type": "lineHeights"},
        "text": {"value": {"fontFamily": "X", "lineHeight": "{lh} -3", "fontSize": "13"},
          "type": "typography"}}
      """
    ])
    #expect(set.token("neg")?.value == .dimension(Dimension(value: -2, unit: "px")))
    #expect(set.token("tight")?.value?.text == "13px")
    #expect(set.findings(for: "text").isEmpty, "\(set.findings(for: "text"))")
    #expect(set.findings(for: "neg").isEmpty)
  }

  /// Tokens Studio writes a typography field never set as "": it is not there, not an invalid
  /// dimension (cds-tokens' `letterSpacing: ""`, which its build passes through).
  @Test func anEmptyTypographyFieldIsNotThere() {
    let set = ResolvedTokenSet.test([
      "tokens/type.json": ##"""
      {"body": {"value": {"fontFamily": "Inter", "fontSize": "16", "letterSpacing": "",
        "lineHeight": "24"}, "type": "typography"},
       "bad": {"value": {"fontFamily": "Inter", "fontSize": "sixteen"}, "type": "typography"}}
      """##
    ])
    #expect(set.findings(for: "body").isEmpty, "\(set.findings(for: "body"))")
    guard case .object(let members)? = set.token("body")?.value else {
      Issue.record("body is no typography: \(String(describing: set.token("body")?.value))")
      return
    }
    #expect(members["letterSpacing"] == nil)
    #expect(members["fontSize"] != nil)
    // A field written wrong is still reported.
    #expect(!set.findings(for: "bad").isEmpty)
  }

  /// Primer's `custom-viewportRange` tokens are media queries with references in them: text,
  /// not math that fails with "unknown function 'max'".
  @Test func aMediaQueryWithReferencesIsNotMath() {
    let set = ResolvedTokenSet.test([
      "tokens/viewport.tokens.json": ##"""
      {"breakpoint": {"medium": {"$type": "dimension", "$value": {"value": 768, "unit": "px"}}},
       "viewportRange": {"narrow": {"$type": "custom-viewportRange",
         "$value": "(max-width: calc({breakpoint.medium} - 0.02px))"},
         "regular": {"$type": "custom-viewportRange", "$value": "(min-width: {breakpoint.medium})"}}}
      """##
    ])
    for name in ["viewportRange.narrow", "viewportRange.regular"] {
      #expect(
        set.findings(for: name).allSatisfy { !$0.message.contains("cannot evaluate") },
        "\(set.findings(for: name))"
      )
    }
    #expect(!MathExpression.looksLikeMath("(min-width: {breakpoint.medium})"))
    #expect(MathExpression.looksLikeMath("({space.base} + 4px) / 2"))
  }

  @Test func rgbaTakesAnAliasOrAHexAndModifyAlphaApplies() {
    let set = ResolvedTokenSet.test([
      "tokens/core.json": ##"""
      {"color": {"black": {"value": "#000000", "type": "color"},
        "scrim": {"value": "rgba({color.black}, 0.5)", "type": "color"},
        "hex scrim 🔥": {"value": "rgba(#ffffff, 50%)", "type": "color"},
        "soft": {"value": "{color.black}", "type": "color",
          "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "0.25", "space": "srgb"}}}},
        "mixed": {"value": "#000000", "type": "color",
          "$extensions": {"studio.tokens": {"modify": {"type": "mix", "value": "0.5", "color": "#ffffff", "space": "srgb"}}}},
        "no space": {"value": "#000000", "type": "color",
          "$extensions": {"studio.tokens": {"modify": {"type": "mix", "value": "0.5", "color": "#ffffff"}}}}}}
      """##
    ])
    #expect(set.token("color.scrim")?.value == .color(Color(red: 0, green: 0, blue: 0, alpha: 0.5)))
    #expect(
      set.token("color.hex scrim 🔥")?.value == .color(Color(red: 1, green: 1, blue: 1, alpha: 0.5))
    )
    #expect(set.token("color.soft")?.value == .color(Color(red: 0, green: 0, blue: 0, alpha: 0.25)))
    #expect(set.token("color.mixed")?.value == .color(Color(red: 0.5, green: 0.5, blue: 0.5)))
    // Without a space Tokens Studio's build keeps the colour as it is.
    #expect(set.token("color.no space")?.value == .color(Color(red: 0, green: 0, blue: 0)))
    #expect(set.token("color.black")?.value == .color(Color(red: 0, green: 0, blue: 0)))
    #expect(set.findings.isEmpty)
  }

  /// The alpha of `rgba(color, alpha)` may be a reference too (Astro's shadows write
  /// `rgba({color.palette.neutral.1000}, {opacity.25})` with `opacity.25` = `25%`): Tokens Studio
  /// replaces the references before it reads the colour. The token then depends on the opacity.
  /// A reference that leads nowhere breaks the token; one to a value no alpha can be is invalid.
  @Test func rgbaTakesItsAlphaFromAReference() {
    let set = ResolvedTokenSet.test([
      "tokens/core.json": ##"""
      {"color": {"black": {"value": "#000000", "type": "color"}},
        "opacity": {"25": {"value": "25%", "type": "opacity"}, "half": {"value": "0.5", "type": "opacity"},
          "tenth": {"value": 0.1, "type": "number"}, "wide": {"value": "150%", "type": "opacity"}},
        "shadow": {"a": {"value": "rgba({color.black}, {opacity.25})", "type": "color"},
          "b": {"value": "rgba( {color.black} , {opacity.half} )", "type": "color"},
          "c": {"value": "rgba(#ffffff, {opacity.tenth})", "type": "color"},
          "gone": {"value": "rgba({color.black}, {opacity.none})", "type": "color"},
          "colour": {"value": "rgba({color.black}, {color.black})", "type": "color"},
          "wide": {"value": "rgba({color.black}, {opacity.wide})", "type": "color"}}}
      """##
    ])
    #expect(set.token("shadow.a")?.value == .color(Color(red: 0, green: 0, blue: 0, alpha: 0.25)))
    #expect(set.token("shadow.b")?.value == .color(Color(red: 0, green: 0, blue: 0, alpha: 0.5)))
    #expect(set.token("shadow.c")?.value == .color(Color(red: 1, green: 1, blue: 1, alpha: 0.1)))
    #expect(set.token("shadow.a")?.dependencies.contains(TokenPath(dotted: "opacity.25")) == true)
    #expect(set.token("shadow.a")?.dependencies.contains(TokenPath(dotted: "color.black")) == true)
    #expect(set.findings(for: "shadow.gone").map(\.kind) == [.brokenReference])
    #expect(set.findings(for: "shadow.colour").map(\.kind) == [.invalidValue])
    #expect(set.findings(for: "shadow.wide").map(\.kind) == [.invalidValue])
    #expect(set.findings.count == 3, "\(set.findings)")
  }

  /// 3jane's opacity scale typed `color` (`"5%"`): each is an invalid colour, but the
  /// `rgba({ink}, {alpha.5})` that uses one as its alpha is what Tokens Studio and
  /// sd-transforms build (they put the text there), not a broken token; and its alpha is
  /// depended on, so a changed opacity is a change to it.
  @Test func anAlphaTokenMistypedAsAColourStillGivesRgbaItsAlpha() {
    let set = ResolvedTokenSet.test([
      "tokens/core.json": ##"""
      {"ink": {"value": "#000000", "type": "color"},
        "alpha": {"5": {"value": "5%", "type": "color"}, "wrong": {"value": "#zz", "type": "color"}},
        "veil": {"value": "rgba({ink}, {alpha.5})", "type": "color"},
        "haze": {"value": "rgba({ink}, {alpha.wrong})", "type": "color"}}
      """##
    ])
    #expect(set.token("veil")?.value == .color(Color(red: 0, green: 0, blue: 0, alpha: 0.05)))
    #expect(set.token("veil")?.dependencies.contains(TokenPath(dotted: "alpha.5")) == true)
    #expect(set.findings(for: "alpha.5").map(\.kind) == [.invalidValue])
    #expect(set.findings(for: "veil").isEmpty, "\(set.findings)")
    // Text that is no alpha as written stays a finding.
    #expect(set.findings(for: "haze").map(\.kind) == [.invalidValue])
  }

  static let twoGroups = """
    [
      {"name": "light", "group": "mode", "selectedTokenSets": {"core": "source", "mode/light": "enabled"}},
      {"name": "dark", "group": "mode", "selectedTokenSets": {"core": "source", "mode/dark": "enabled"}},
      {"name": "compact", "group": "density", "selectedTokenSets": {"core": "source", "density/compact": "enabled"}},
      {"name": "comfy", "group": "density", "selectedTokenSets": {"core": "source", "density/comfy": "enabled"}}
    ]
    """

  @Test func twoThemeGroupsGiveTheCartesianProductOfModes() {
    let files = [
      "tokens/$themes.json": Self.twoGroups,
      "tokens/$metadata.json":
        ##"{"tokenSetOrder": ["core", "mode/light", "mode/dark", "density/compact", "density/comfy"]}"##,
      "tokens/core.json":
        ##"{"ink": {"value": "#000000", "type": "color"}, "gap": {"value": "4px", "type": "spacing"}}"##,
      "tokens/mode/light.json": ##"{"text": {"value": "{ink}", "type": "color"}}"##,
      "tokens/mode/dark.json": ##"{"text": {"value": "#ffffff", "type": "color"}}"##,
      "tokens/density/compact.json": ##"{"pad": {"value": "{gap} * 2", "type": "spacing"}}"##,
      "tokens/density/comfy.json": ##"{"pad": {"value": "{gap} * 4", "type": "spacing"}}"##,
    ]
    let revision = RevisionResolver.resolve(.test(files), policy: ResolutionPolicy())
    #expect(revision.sets.map(\.set) == ["tokens/$themes.json"])
    #expect(
      revision.sets.first?.modeNames == [
        "mode=light, density=compact", "mode=light, density=comfy", "mode=dark, density=compact",
        "mode=dark, density=comfy",
      ]
    )
    #expect(revision.findings.isEmpty)
  }

  @Test func aThemeNamingAMissingSetIsAFindingAtTheTheme() {
    let themes = SourceFile(
      path: "tokens/$themes.json",
      bytes: Array(
        """
        [
          {"name": "light", "selectedTokenSets": {"core": "enabled", "ghost": "enabled"}}
        ]
        """.utf8
      )
    )
    let (document, findings) = TokensStudioThemes.resolverDocument(
      themes: themes,
      metadata: nil,
      folder: "tokens",
      existingFiles: ["tokens/core.json"]
    )
    #expect(document?.modifiers.map(\.name) == ["theme"])
    #expect(findings.map(\.kind) == [.brokenReference])
    #expect(
      findings.first?.location == SourceLocation(file: "tokens/$themes.json", line: 2, column: 3)
    )

    let revision = RevisionResolver.resolve(
      .test([
        "tokens/$themes.json": String(decoding: themes.bytes, as: UTF8.self),
        "tokens/core.json": ##"{"ink": {"value": "#000000", "type": "color"}}"##,
      ]),
      policy: ResolutionPolicy()
    )
    #expect(
      revision.findings.contains {
        $0.kind == .brokenReference && $0.location?.file == "tokens/$themes.json"
          && $0.location?.line == 2
      }
    )
  }

  @Test func themesAndMetadataAreSelectedButNotWalkedAsTokens() {
    let selection = FileSelection(configuration: Configuration())
    #expect(selection.decide("tokens/$themes.json") == .token)
    #expect(selection.decide("$metadata.json") == .token)
  }
}
