import Testing
import TokenDiffCore
import TokenDiffTestSupport

@Suite struct ResolverTests {
  @Test func followsAliasesToAnyDepthAcrossFiles() throws {
    let set = ResolvedTokenSet.test([
      "core.tokens.json": ##"{"ink": {"$type": "color", "900": {"$value": "#1A1A2E"}}}"##,
      "semantic.tokens.json": """
      {"text": {"primary": {"$value": "{text.base}"}, "base": {"$value": "{ink.900}"}}}
      """,
    ])
    #expect(set.findings.isEmpty)
    let primary = try #require(set.token("text.primary"))
    #expect(primary.value == .color(Color(red: 0x1a / 255, green: 0x1a / 255, blue: 0x2e / 255)))
    #expect(primary.type == .color)
    #expect(primary.aliasOf?.description == "text.base")
    #expect(primary.origin.description == "ink.900")
    #expect(primary.dependencies.map(\.description) == ["ink.900", "text.base"])
    #expect(primary.layer == .semantic)
    #expect(set.token("ink.900")?.layer == .raw)
  }

  @Test func spellingsOfTheSameValueAreEqual() {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": """
      {"c": {"$type": "color",
        "short": {"$value": "#FFF"},
        "long": {"$value": "#ffffff"},
        "object": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}},
        "rgb": {"$value": "rgb(255, 255, 255)"}},
       "d": {"$type": "dimension", "legacy": {"$value": "16px"}, "object": {"$value": {"value": 16, "unit": "px"}}},
       "t": {"$type": "duration", "s": {"$value": "0.25s"}, "ms": {"$value": {"value": 250, "unit": "ms"}}},
       "w": {"$type": "fontWeight", "name": {"$value": "bold"}, "number": {"$value": 700}}}
      """
    ])
    #expect(set.findings.isEmpty)
    let colors = ["c.short", "c.long", "c.object", "c.rgb"].map { set.token($0)?.value }
    #expect(Set(colors).count == 1)
    #expect(set.token("c.short")?.value?.text == "#ffffff")
    #expect(set.token("d.legacy")?.value == set.token("d.object")?.value)
    #expect(set.token("t.s")?.value == set.token("t.ms")?.value)
    #expect(set.token("t.s")?.value?.text == "250ms")
    #expect(set.token("w.name")?.value == set.token("w.number")?.value)
  }

  @Test func aMissingTargetIsABrokenReferenceAndTheRestStillResolves() {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": """
      {"color": {"$type": "color",
        "ok": {"$value": "#000000"},
        "bad": {"$value": "{color.nope}"},
        "dependent": {"$value": "{color.bad}"}}}
      """
    ])
    #expect(set.token("color.ok")?.value != nil)
    #expect(set.token("color.bad")?.isBroken == true)
    #expect(set.token("color.dependent")?.isBroken == true)
    let bad = set.findings(for: "color.bad")
    #expect(bad.map(\.kind) == [.brokenReference])
    #expect(bad.first?.location == SourceLocation(file: "a.tokens.json", line: 3, column: 21))
    #expect(bad.first?.message.contains("'{color.nope}', which does not exist") == true)
    #expect(set.findings(for: "color.dependent").first?.message.contains("which is broken") == true)
  }

  @Test func everyTokenOfACycleIsReported() {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": """
      {"a": {"$type": "color", "$value": "{b}"}, "b": {"$value": "{c}"}, "c": {"$value": "{a}"},
       "outside": {"$value": "{a}"}}
      """
    ])
    for path in ["a", "b", "c"] {
      #expect(set.findings(for: path).map(\.kind) == [.cycle], "\(path)")
    }
    #expect(set.findings(for: "outside").map(\.kind) == [.brokenReference])
    #expect(set.findings(for: "a").first?.message.contains("a → b → c → a") == true)
  }

  @Test func anAliasToAGroupIsBroken() {
    let set = ResolvedTokenSet.test([
      "a.tokens.json":
        ##"{"g": {"$type": "color", "x": {"$value": "#000"}}, "y": {"$value": "{g}"}}"##
    ])
    #expect(set.findings(for: "y").first?.message.contains("names a group") == true)
  }

  @Test func rootTokensAnswerForTheirGroup() {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": """
      {"space": {"$type": "dimension", "$root": {"$value": "16px"}},
       "gap": {"$value": "{space.$root}"}, "lenient": {"$value": "{space}"}}
      """
    ])
    #expect(set.findings.isEmpty)
    #expect(set.token("gap")?.value?.text == "16px")
    #expect(set.token("lenient")?.value?.text == "16px")
  }

  @Test func aTypeMismatchIsAFinding() {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": """
      {"c": {"$type": "color", "$value": "#000"},
       "w": {"$type": "dimension", "$value": "{c}"},
       "border": {"$type": "border", "$value": {"color": "{c}", "width": "{c}", "style": "solid"}}}
      """
    ])
    #expect(set.findings(for: "w").map(\.kind) == [.typeMismatch])
    #expect(set.findings(for: "border").map(\.kind) == [.typeMismatch])
  }

  /// A group's `$type` that is not the type of the token an alias under it names (tomgenoni's
  /// `padding` group typed `color`): DTCG takes the alias's type, Style Dictionary 4 the
  /// group's, so the token keeps the alias's type, with a warning that names both.
  @Test func aGroupTypeTheAliasDisagreesWithIsAWarning() {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": """
      {"spacing": {"$type": "dimension", "sm": {"$value": "8px"}},
       "padding": {"$type": "color", "left": {"$value": "{spacing.sm}"},
                   "right": {"$type": "dimension", "$value": "{spacing.sm}"}},
       "gap": {"$type": "dimension", "x": {"$value": "{spacing.sm}"}}}
      """
    ])
    let warnings = set.findings(for: "padding.left")
    #expect(warnings.map(\.kind) == [.typeMismatch])
    #expect(warnings.map(\.severity) == [.warning])
    #expect(warnings.first?.message.contains("takes $type 'color' from its group") == true)
    #expect(set.token("padding.left")?.type == .dimension)
    #expect(set.token("padding.left")?.value?.text == "8px")
    // Its own `$type` agrees, and so does the other group's.
    #expect(set.findings(for: "padding.right").isEmpty)
    #expect(set.findings(for: "gap.x").isEmpty)
    // A legacy file's `type` on a group is passed down by no build: no warning.
    let legacy = ResolvedTokenSet.test([
      "a.json": """
      {"size": {"s": {"value": "4px", "type": "dimension"}},
       "color": {"type": "color", "gap": {"value": "{size.s}"}}}
      """
    ])
    #expect(legacy.findings.isEmpty, "\(legacy.findings.map(\.message))")
  }

  @Test func invalidValuesAreFindingsWithTheirPosition() {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": """
      {"c": {"$type": "color", "$value": "ffffff"},
       "d": {"$type": "dimension", "$value": "big"},
       "w": {"$type": "fontWeight", "$value": "Bold"}}
      """
    ])
    #expect(set.findings.map(\.kind) == [.invalidValue, .invalidValue, .invalidValue])
    #expect(set.findings.first?.message == "'ffffff' is not a valid color")
    #expect(set.findings.first?.location?.column == 36)
  }

  @Test func compositeAliasesResolveMemberByMember() {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": """
      {"c": {"$type": "color", "$value": "#ff0000"},
       "w": {"$type": "dimension", "$value": "1px"},
       "b": {"$type": "border", "$value": {"color": "{c}", "width": "{w}", "style": "dashed"}},
       "s": {"$type": "shadow", "$value": {"color": "{c}", "offsetX": "0px", "offsetY": "2px", "blur": "4px"}}}
      """
    ])
    #expect(set.findings.isEmpty)
    #expect(set.token("b")?.value?.text == "{color: #ff0000, style: \"dashed\", width: 1px}")
    #expect(set.token("b")?.dependencies.map(\.description) == ["c", "w"])
    #expect(set.token("s")?.value?.text.contains("inset: false") == true)
  }

  @Test func theForbiddenSentinelIsFoundThroughAliases() {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": """
      {"palette": {"$type": "color", "unsupported": {"$value": "#FF000000"}, "red": {"$value": "#ff0000"}},
       "surface": {"$value": "{palette.unsupported}"},
       "transparentRed": {"$type": "color", "$value": "rgba(255, 0, 0, 0)"},
       "transparentBlack": {"$type": "color", "$value": "#00000000"}}
      """
    ])
    #expect(set.token("surface")?.forbidden == "#FF000000")
    #expect(set.token("transparentRed")?.forbidden == "#FF000000")
    #expect(set.token("transparentBlack")?.forbidden == nil)
    #expect(set.token("palette.red")?.forbidden == nil)
    let finding = set.findings(for: "surface").first
    #expect(finding?.kind == .forbiddenValue)
    #expect(finding?.message.contains("surface → palette.unsupported → #ff000000") == true)
  }

  @Test func aHostileAliasChainIsCutOffInsteadOfCrashing() {
    var members = [##""t0": {"$type": "number", "$value": 1}"##]
    for index in 1...2000 { members.append("\"t\(index)\": {\"$value\": \"{t\(index - 1)}\"}") }
    // The same verdicts whichever end of the chain the file starts with.
    for ordered in [members, members.reversed()] {
      let set = ResolvedTokenSet.test(["a.tokens.json": "{" + ordered.joined(separator: ",") + "}"])
      #expect(set.token("t256")?.value == .number(1))
      #expect(set.token("t257")?.isBroken == true)
      #expect(set.token("t2000")?.problem?.message.contains("deeper than 256 links") == true)
    }
  }

  /// A later file that overrides a few of an earlier file's tokens (Style Dictionary's base and
  /// brand `source` globs) does so for every alias of them: the base file's `text:
  /// {color.primary}` reads the override, as the build's merged output does.
  @Test func anOverrideFileWinsForTheAliasesOfTheFileItOverrides() {
    let set = ResolvedTokenSet.test([
      "tokens/core/color.json":
        ##"{"color": {"primary": {"value": "#111111"}, "text": {"value": "{color.primary.value}"}, "bg": {"value": "#ffffff"}}}"##,
      "tokens/overrides/color.json": ##"{"color": {"primary": {"value": "#ff0000"}}}"##,
    ])
    #expect(set.token("color.text")?.value?.text == "#ff0000")
  }

  /// Two systems in one folder that share a few names (`color.brand.100` in two design
  /// systems' files) each read their own: neither file overrides the other.
  @Test func filesOfTheirOwnTokensSharingANameEachReadTheirOwn() {
    let set = ResolvedTokenSet.test([
      "a-system.json":
        ##"{"brand": {"$type": "color", "$value": "#111111"}, "a1": {"$type": "color", "$value": "#010101"}, "a2": {"$type": "color", "$value": "#020202"}, "link": {"$value": "{brand}"}}"##,
      "b-system.json":
        ##"{"brand": {"$type": "color", "$value": "#222222"}, "b1": {"$type": "color", "$value": "#030303"}, "b2": {"$type": "color", "$value": "#040404"}, "ink": {"$value": "{brand}"}}"##,
    ])
    #expect(set.token("link")?.value?.text == "#111111")
    #expect(set.token("ink")?.value?.text == "#222222")
    // A small file of two tokens sharing one name overrides nothing either.
    let small = ResolvedTokenSet.test([
      "a-system.json":
        ##"{"brand": {"$type": "color", "$value": "#111111"}, "a1": {"$type": "color", "$value": "#010101"}, "link": {"$value": "{brand}"}}"##,
      "b-extra.json":
        ##"{"brand": {"$type": "color", "$value": "#222222"}, "b1": {"$type": "color", "$value": "#030303"}}"##,
    ])
    #expect(small.token("link")?.value?.text == "#111111")
  }

  @Test func sameNameInTwoFilesPrefersTheAliasOwnFile() {
    let set = ResolvedTokenSet.test([
      "one.tokens.json":
        ##"{"c": {"$type": "color", "$value": "#111111"}, "x": {"$value": "{c}"}}"##,
      "two.tokens.json":
        ##"{"c": {"$type": "color", "$value": "#222222"}, "x": {"$value": "{c}"}}"##,
    ])
    let values = set.tokens.filter { $0.path.description == "x" }.map { $0.value?.text }
    #expect(values == ["#111111", "#222222"])
  }
}
