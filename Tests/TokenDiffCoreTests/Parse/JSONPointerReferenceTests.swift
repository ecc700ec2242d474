import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// `$ref` JSON Pointers (DTCG 2025.10 §6.6, §7.1.2; spec digest §1.11).
@Suite struct JSONPointerReferenceTests {
  /// The format module's own example: a token-level reference, component references inside a
  /// colour, and a number taken from a colour component.
  static let specExample = """
    {
      "base": { "blue": { "$type": "color",
        "$value": { "colorSpace": "srgb", "components": [0.2, 0.4, 0.9] } } },
      "semantic": {
        "primary": { "$ref": "#/base/blue" },
        "tint": { "$type": "color", "$value": { "colorSpace": "srgb",
          "components": [ { "$ref": "#/base/blue/$value/components/0" },
                          { "$ref": "#/base/blue/$value/components/1" }, 0.7 ] } },
        "hue0": { "$type": "number", "$value": { "$ref": "#/base/blue/$value/components/0" } }
      }
    }
    """

  @Test func theSpecExampleResolves() throws {
    let set = ResolvedTokenSet.test(["a.tokens.json": Self.specExample])
    #expect(set.findings.isEmpty)
    let primary = try #require(set.token("semantic.primary"))
    #expect(primary.aliasOf?.description == "base.blue")
    #expect(primary.type == .color)
    #expect(primary.value == set.token("base.blue")?.value)
    let tint = try #require(set.token("semantic.tint"))
    #expect(tint.value == .color(Color(colorSpace: "srgb", components: [0.2, 0.4, 0.7], alpha: 1)))
    #expect(set.token("semantic.hue0")?.value == .number(0.2))
  }

  @Test func aTokenLevelReferenceIsAnAliasAtTheReferencePosition() throws {
    let document = TokenParser.parse(.test(["a.tokens.json": Self.specExample]))
    let primary = try #require(document.tokens.first { $0.path.description == "semantic.primary" })
    #expect(primary.aliasTarget == TokenPath(["base", "blue"]))
    #expect(primary.value.position == TextPosition(line: 5, column: 26))
    #expect(primary.problem == nil)
  }

  @Test func theErratumFormCopiesTheValueAndTheTargetType() throws {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": """
      {"colors": {"$type": "color", "blue": {"$value": "#3366ff"}},
       "copy": {"$ref": "#/colors/blue/$value"}}
      """
    ])
    #expect(set.findings.isEmpty)
    let copy = try #require(set.token("copy"))
    #expect(copy.aliasOf == nil)
    #expect(copy.type == .color)
    #expect(copy.value == set.token("colors.blue")?.value)
  }

  @Test func referencesReachOtherFilesRelativeToTheReferringFile() throws {
    let set = ResolvedTokenSet.test([
      "tokens/core/base.tokens.json":
        ##"{"base": {"blue": {"$type": "color", "$value": "#0000ff"}}}"##,
      "tokens/semantic/a.tokens.json": """
      {"base": {"blue": {"$type": "color", "$value": "#ff0000"}},
       "link": {"$ref": "../core/base.tokens.json#/base/blue"},
       "local": {"$ref": "#/base/blue"}}
      """,
    ])
    #expect(set.findings.isEmpty)
    #expect(set.token("link")?.value?.text == "#0000ff")
    #expect(set.token("local")?.value?.text == "#ff0000")
  }

  @Test func escapesAndArrayIndicesFollowRFC6901() {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": """
      {"my/group": {"a~b": {"$type": "cubicBezier", "$value": [0.1, 0.2, 0.3, 0.4]}},
       "y1": {"$type": "number", "$value": {"$ref": "#/my~1group/a~0b/$value/1"}},
       "encoded": {"$type": "number", "$value": {"$ref": "#/my~1group/a~0b/%24value/3"}}}
      """
    ])
    #expect(set.findings.filter { $0.kind != .invalidName }.isEmpty)
    #expect(set.token("y1")?.value == .number(0.2))
    #expect(set.token("encoded")?.value == .number(0.4))
  }

  @Test func membersBesideARefOverrideTheTargetMembers() {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": """
      {"blue": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 1]}},
       "veil": {"$type": "color", "$value": {"$ref": "#/blue/$value", "alpha": 0.5}}}
      """
    ])
    #expect(set.findings.isEmpty)
    #expect(
      set.token("veil")?.value
        == .color(Color(colorSpace: "srgb", components: [0, 0, 1], alpha: 0.5))
    )
  }

  @Test func aMissingTargetBreaksOnlyThatTokenAtTheRefPosition() throws {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": """
      {"ok": {"$type": "number", "$value": 1},
       "bad": {"$type": "number", "$value": {"$ref": "#/nope/$value"}},
       "dependent": {"$value": "{bad}"}}
      """
    ])
    #expect(set.token("ok")?.value == .number(1))
    let bad = try #require(set.token("bad"))
    #expect(bad.isBroken)
    #expect(bad.problem?.kind == .brokenReference)
    #expect(bad.problem?.location == SourceLocation(file: "a.tokens.json", line: 2, column: 48))
    #expect(set.findings(for: "bad").count == 1)
    #expect(set.token("dependent")?.isBroken == true)
  }

  @Test func pointerCyclesAreFoundForEveryTokenOnThem() {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": """
      {"a": {"$type": "number", "$value": {"$ref": "#/b/$value"}},
       "b": {"$type": "number", "$value": {"$ref": "#/a/$value"}},
       "c": {"$ref": "#/d"}, "d": {"$ref": "#/c"}}
      """
    ])
    for path in ["a", "b", "c", "d"] {
      #expect(set.findings(for: path).map(\.kind) == [.cycle], "\(path)")
    }
  }

  @Test func refBesideValueIsReportedAndValueWins() {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": """
      {"a": {"$type": "number", "$value": 1},
       "b": {"$type": "number", "$value": 2, "$ref": "#/a"}}
      """
    ])
    #expect(set.findings.map(\.kind) == [.invalidValue])
    #expect(set.findings.first?.location?.column == 40)
    #expect(set.token("b")?.value == .number(2))
  }

  @Test func badPointerSyntaxIsAnInvalidValue() {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": """
      {"a": {"$type": "number", "$value": 1},
       "b": {"$ref": "#a"}, "c": {"$ref": "#/a~2"}, "d": {"$ref": 3}}
      """
    ])
    for path in ["b", "c", "d"] {
      #expect(set.findings(for: path).map(\.kind) == [.invalidValue], "\(path)")
      #expect(set.token(path)?.isBroken == true)
    }
  }

  @Test func aRefInsideACompositeToAWholeTokenIsAnAliasWithItsTypeCheck() {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": """
      {"c": {"$type": "color", "$value": "#ff0000"},
       "w": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}},
       "ok": {"$type": "border", "$value": {"color": {"$ref": "#/c"}, "width": {"$ref": "#/w"}, "style": "solid"}},
       "wrong": {"$type": "border", "$value": {"color": {"$ref": "#/w"}, "width": "{w}", "style": "solid"}}}
      """
    ])
    #expect(set.token("ok")?.dependencies.map(\.description) == ["c", "w"])
    #expect(set.findings.map(\.kind) == [.typeMismatch])
    #expect(set.findings.first?.token?.description == "wrong")
  }

  @Test func aGroupLevelRefCopiesTheGroup() {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": """
      {"base": {"$type": "dimension", "sm": {"$value": "4px"}, "md": {"$value": "8px"}},
       "alias": {"$ref": "#/base", "md": {"$value": "10px"}}}
      """
    ])
    #expect(set.findings.isEmpty)
    #expect(set.token("alias.sm")?.value?.text == "4px")
    #expect(set.token("alias.md")?.value?.text == "10px")
  }

  @Test func aSingleFileStillParsesOnItsOwn() {
    let file = SourceFile(
      path: "a.tokens.json",
      bytes: Array(##"{"x": {"$type": "color", "$value": "#fff"}, "y": {"$ref": "#/x"}}"##.utf8)
    )
    let document = TokenParser.parse(file)
    #expect(document.findings.isEmpty)
    #expect(document.tokens.map(\.path.description) == ["x", "y"])
    #expect(document.tokens.last?.aliasTarget?.description == "x")
  }
}
