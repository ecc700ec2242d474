import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// The rest of the format's error catalogue (spec digest §1.12).
@Suite struct FormatRuleTests {
  @Test func unknownTypesAreReportedOnceAndTheValuesAreKeptAsJSON() throws {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": """
      {"icon": {"$type": "link", "a": {"$value": "/a.svg"}, "b": {"$value": "/b.svg"}},
       "c": {"$type": "Color", "$value": "#fff"}}
      """
    ])
    #expect(set.findings.map(\.kind) == [.invalidValue, .invalidValue])
    #expect(set.findings.first?.token?.description == "icon")
    #expect(set.findings.first?.location?.column == 20)
    let wrongCase = try #require(set.findings(for: "c").first)
    #expect(wrongCase.message.hasPrefix("unknown $type 'Color'"))
    #expect(set.token("icon.a")?.value == .string("/a.svg"))
    #expect(set.token("c")?.value == .string("#fff"))
    #expect(set.token("c")?.isBroken == false)
  }

  @Test func aTokenWithoutAnyTypeIsReportedButAliasesAreNot() {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": """
      {"typed": {"$type": "number", "$value": 1},
       "untyped": {"$value": 2},
       "alias": {"$value": "{typed}"}}
      """
    ])
    #expect(set.findings.map(\.kind) == [.invalidValue])
    #expect(set.findings.first?.token?.description == "untyped")
    #expect(set.token("untyped")?.value == .number(2))
    #expect(set.token("alias")?.type == .number)
  }

  @Test func legacyFilesMayLeaveTypesOut() {
    let set = ResolvedTokenSet.test(["a.json": ##"{"size": {"value": "4px"}}"##])
    #expect(set.findings.isEmpty)
  }

  @Test func aHalfWrittenTokenGetsAClearMessage() {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": ##"{"c": {"$type": "color", "x": {"$type": "color"}, "empty": {}}}"##
    ])
    #expect(set.findings.map(\.kind) == [.invalidValue])
    #expect(set.findings.first?.token?.description == "c.x")
    #expect(set.findings.first?.message.contains("no $value") == true)
  }

  /// A file's top-level group with only `$type` is a group waiting for tokens (a dark theme's
  /// primitives file that overrides none yet), not a token missing its `$value`.
  @Test func aTopLevelGroupWithOnlyATypeIsAnEmptyGroup() {
    let set = ResolvedTokenSet.test([
      "color-primitives.dark.json": ##"{"color": {"$type": "color"}}"##
    ])
    #expect(set.findings.isEmpty, "\(set.findings.map(\.message))")
  }

  @Test func dollarNamesThatAreNotPropertiesAreInvalidNames() {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": """
      {"$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
       "g": {"$type": "number", "$private": {"$value": 1}, "$root": {"$value": 2}}}
      """
    ])
    #expect(set.findings.map(\.kind) == [.invalidName])
    #expect(set.findings.first?.token?.description == "g.$private")
    #expect(set.tokens.map(\.path.description) == ["g.$root"])
  }

  @Test func namesThatDifferOnlyByCaseAreAWarning() {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": """
      {"size": {"$type": "number", "font-size": {"$value": 1}, "FONT-SIZE": {"$value": 2}}}
      """
    ])
    #expect(set.findings.map(\.kind) == [.invalidName])
    #expect(set.findings.first?.severity == .warning)
    #expect(set.findings.first?.token?.description == "size.FONT-SIZE")
    #expect(set.tokens.count == 2)
  }

  @Test func dimensionsTakePxRemAndEmOnly() {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": """
      {"d": {"$type": "dimension",
        "px": {"$value": {"value": 1, "unit": "px"}}, "rem": {"$value": "1rem"},
        "em": {"$value": {"value": 0.5, "unit": "em"}},
        "pt": {"$value": {"value": 1, "unit": "pt"}}, "percent": {"$value": "50%"}}}
      """
    ])
    #expect(set.findings.map(\.token?.description).compactMap { $0 } == ["d.pt", "d.percent"])
  }
}

extension Finding {
  fileprivate var severity: Severity { kind.severity }
}
