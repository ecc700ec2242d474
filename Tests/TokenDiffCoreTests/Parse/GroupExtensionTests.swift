import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// `$extends` group inheritance (spec digest §1.9).
@Suite struct GroupExtensionTests {
  @Test func inheritedTokensAreCopiesAndLocalTokensReplaceThemWhole() throws {
    let files = [
      "a.tokens.json": """
      { "input": { "$type": "dimension", "w": { "$value": { "value": 12, "unit": "rem" } },
                   "bg": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1,1,1] } } },
        "input-amount": { "$extends": "{input}", "w": { "$value": { "value": 100, "unit": "px" } } } }
      """
    ]
    let set = ResolvedTokenSet.test(files)
    #expect(set.findings.isEmpty)
    #expect(set.token("input-amount.w")?.value?.text == "100px")
    #expect(set.token("input-amount.bg")?.value?.text == "#ffffff")
    #expect(set.token("input-amount.bg")?.type == .color)
    let document = TokenParser.parse(.test(files))
    let inherited = try #require(document.tokens.first { $0.path.description == "input-amount.bg" })
    #expect(inherited.inheritedFrom?.description == "input.bg")
    #expect(inherited.location == SourceLocation(file: "a.tokens.json", line: 2, column: 14))
    let local = try #require(document.tokens.first { $0.path.description == "input-amount.w" })
    #expect(local.inheritedFrom == nil)
    #expect(local.inheritedType == .dimension)
  }

  @Test func aliasesInInheritedTokensKeepTheirTargets() {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": """
      {"button": {"color": {"$type": "color", "$value": "#000000"},
                  "border": {"$type": "border", "$value": {"color": "{button.color}", "width": "1px", "style": "solid"}}},
       "button-secondary": {"$extends": "{button}", "color": {"$type": "color", "$value": "#ffffff"}}}
      """
    ])
    #expect(set.findings.isEmpty)
    #expect(set.token("button-secondary.color")?.value?.text == "#ffffff")
    #expect(
      set.token("button-secondary.border")?.dependencies.map(\.description) == ["button.color"]
    )
  }

  @Test func theExtendedGroupsTypeReachesInheritedTokens() {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": """
      {"color": {"$type": "color", "base": {"a": {"$value": "#111111"}}},
       "brand": {"$extends": "#/color/base", "b": {"$value": "#222222"}}}
      """
    ])
    #expect(set.findings.isEmpty)
    #expect(set.token("brand.a")?.type == .color)
    #expect(set.token("brand.b")?.type == .color)
  }

  @Test func nestedGroupsMergeAndChainsOfExtendsApply() {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": """
      {"a": {"$type": "number", "x": {"$value": 1}, "sub": {"p": {"$value": 2}, "q": {"$value": 3}}},
       "b": {"$extends": "{a}", "sub": {"q": {"$value": 30}}},
       "c": {"$extends": "{b}", "y": {"$value": 4}}}
      """
    ])
    #expect(set.findings.isEmpty)
    #expect(set.token("b.sub.p")?.value == .number(2))
    #expect(set.token("b.sub.q")?.value == .number(30))
    #expect(set.token("c.x")?.value == .number(1))
    #expect(set.token("c.sub.q")?.value == .number(30))
    #expect(set.token("c.y")?.value == .number(4))
  }

  @Test func extendsErrorsAreFindingsAndTheGroupKeepsItsOwnTokens() {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": """
      {"t": {"$type": "number", "$value": 1},
       "toToken": {"$extends": "{t}", "own": {"$type": "number", "$value": 2}},
       "missing": {"$extends": "{nope}"},
       "token": {"$type": "number", "$value": 3, "$extends": "{missing}"}}
      """
    ])
    #expect(set.findings(for: "toToken").map(\.kind) == [.brokenReference])
    #expect(set.findings(for: "missing").map(\.kind) == [.brokenReference])
    #expect(set.findings(for: "token").map(\.kind) == [.invalidValue])
    #expect(set.token("toToken.own")?.value == .number(2))
    #expect(set.token("token")?.value == .number(3))
  }

  @Test func everyGroupOfAnExtendsCycleIsReported() {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": """
      {"a": {"$extends": "{b}", "x": {"$type": "number", "$value": 1}},
       "b": {"$extends": "{c}"},
       "c": {"$extends": "{a}"},
       "button": {"$type": "number", "n": {"$value": 1}, "secondary": {"$extends": "{button}"}}}
      """
    ])
    for path in ["a", "b", "c", "button.secondary"] {
      #expect(set.findings(for: path).map(\.kind) == [.cycle], "\(path)")
    }
    #expect(set.findings(for: "a").first?.message.contains("a → b → c → a") == true)
    #expect(set.token("a.x")?.value == .number(1))
  }

  @Test func extendsReachesGroupsInOtherFiles() {
    let set = ResolvedTokenSet.test([
      "base.tokens.json": ##"{"palette": {"$type": "color", "red": {"$value": "#ff0000"}}}"##,
      "theme.tokens.json": ##"{"brand": {"$extends": "{palette}"}}"##,
    ])
    #expect(set.findings.isEmpty)
    #expect(set.token("brand.red")?.value?.text == "#ff0000")
    // The copy lives in the extending file, where its `$extends` is written.
    #expect(
      set.token("brand.red")?.location
        == SourceLocation(file: "theme.tokens.json", line: 1, column: 24)
    )
  }

  @Test func runawayCopiesAreCutOffWithOneFinding() {
    // Each level holds two copies of the level below: 2^30 tokens if nothing stopped it.
    var levels = [##""l0": {"$type": "number", "t": {"$value": 1}}"##]
    for level in 1...30 {
      levels.append(
        "\"l\(level)\": {\"a\": {\"$extends\": \"{l\(level - 1)}\"}, \"b\": {\"$extends\": \"{l\(level - 1)}\"}}"
      )
    }
    let document = TokenParser.parse(
      .test(["a.tokens.json": "{" + levels.joined(separator: ",") + "}"])
    )
    #expect(document.findings.count == 1)
    #expect(document.findings.first?.message.contains("copies more than") == true)
  }

  @Test func aChainOfExtendsLongerThan64GroupsIsCut() {
    var groups = [##""g0": {"$type": "number", "t": {"$value": 1}}"##]
    for level in 1...1000 { groups.append("\"g\(level)\": {\"$extends\": \"{g\(level - 1)}\"}") }
    let set = ResolvedTokenSet.test(["a.tokens.json": "{" + groups.joined(separator: ",") + "}"])
    #expect(set.token("g64.t")?.value == .number(1))
    #expect(set.token("g65.t") == nil)
    #expect(set.findings.count == 1000 / 65)
    #expect(set.findings(for: "g65").first?.message.contains("more than 64 groups") == true)
  }

  @Test func copiesNestedDeeperThanTheParserAllowsAreCutOff() {
    // Each level nests 100 groups and then extends the level before: 2,000 levels of paths.
    var levels = [##""l0": {"$type": "number", "t": {"$value": 1}}"##]
    for level in 1...20 {
      let open = String(repeating: "{\"n\": ", count: 100)
      let close = String(repeating: "}", count: 100)
      levels.append("\"l\(level)\": \(open){\"$extends\": \"{l\(level - 1)}\"}\(close)")
    }
    let document = TokenParser.parse(
      .test(["a.tokens.json": "{" + levels.joined(separator: ",") + "}"])
    )
    #expect(document.findings.count == 1)
    #expect(document.tokens.allSatisfy { $0.path.segments.count <= JSONParser.maximumDepth + 1 })
  }
}
