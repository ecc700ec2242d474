import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// What DTCG files write that their toolchains read: tokens inside a token (Terrazzo reads
/// them), an empty `$type`, a `number` token as a font weight.
@Suite struct TokensInsideTokensTests {
  /// figmug-ui's Terrazzo files: a token holding tokens, which DTCG does not allow and
  /// Terrazzo reads (515 false findings when its children were left out).
  @Test func tokensInsideATokenAreReadWithAWarning() throws {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": """
      {"color": {"bg": {"$type": "color", "$value": "#ffffff",
                        "brand": {"$value": "#0d99ff"}}},
       "button": {"$type": "color", "$value": "{color.bg.brand}"}}
      """
    ])
    let finding = try #require(set.findings(for: "color.bg").first)
    #expect(finding.severity == .warning)
    #expect(finding.message.contains("read as tokens of their own"))
    #expect(set.findings.count == 1, "\(set.findings.map(\.message))")
    #expect(set.token("color.bg.brand")?.value?.text == "#0d99ff")
    #expect(set.token("button")?.value?.text == "#0d99ff")
  }

  /// hopper's `"$type": ""`: one finding, that says what is wrong.
  @Test func anEmptyTypeIsOneFinding() {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": ##"{"button": {"case": {"$type": "", "$value": "none"}}}"##
    ])
    #expect(set.findings.map(\.message) == ["$type is empty: name a type"])
  }

  /// Guardian's typographies: a weight read from a `number` token is a weight.
  @Test func aNumberIsAFontWeightWhereItIsOne() {
    let set = ResolvedTokenSet.test([
      "a.tokens.json": ##"""
      {"weight": {"$type": "number", "regular": {"$value": 400}, "huge": {"$value": 4000}},
       "body": {"$type": "typography",
         "small": {"$value": {"fontFamily": "serif", "fontSize": "14px", "lineHeight": 1.3,
                              "fontWeight": "{weight.regular}"}},
         "wrong": {"$value": {"fontFamily": "serif", "fontSize": "14px", "lineHeight": 1.3,
                              "fontWeight": "{weight.huge}"}}}}
      """##
    ])
    #expect(
      set.findings.map(\.token?.description) == ["body.wrong"],
      "\(set.findings.map(\.message))"
    )
  }

  /// A token's other object before the token inside it: the warning names the token it reads.
  @Test func theWarningNamesTheTokenInside() throws {
    let set = ResolvedTokenSet.test([
      "a.tokens.json":
        ##"{"color": {"bg": {"$type": "color", "$value": "#fff", "notes": {"a": 1}, "brand": {"$value": "#0d99ff"}}}}"##
    ])
    let finding = try #require(set.findings(for: "color.bg").first)
    #expect(finding.message.contains("children ('brand')"), "\(finding.message)")
    #expect(finding.severity == .warning)
    #expect(set.token("color.bg.brand")?.value?.text == "#0d99ff")
  }

  /// `"description"` without its `$` (lets-ui's shape) is a property misspelled, not a child:
  /// a warning that names it, and the token's value is whole (it was an error that failed the
  /// run).
  @Test func aPropertyWithoutItsDollarIsAWarning() throws {
    let set = ResolvedTokenSet.test([
      "foundation.json":
        ##"{"font-family": {"$type": "fontFamily", "heading": {"$value": ["Inter"], "description": "Headings"}}}"##
    ])
    let finding = try #require(set.findings(for: "font-family.heading").first)
    #expect(finding.severity == .warning)
    #expect(finding.kind == .invalidName)
    #expect(finding.message.contains("DTCG names it '$description'"), "\(finding.message)")
    #expect(set.token("font-family.heading")?.problem == nil)
    #expect(set.token("font-family.heading")?.value?.text == #"["Inter"]"#)
  }

  /// A misspelled property before an object that is no token: the property is a warning, and
  /// the object, which is lost, is still the error it was.
  @Test func aPropertyWithoutItsDollarDoesNotHideALostChild() {
    let set = ResolvedTokenSet.test([
      "a.json":
        ##"{"btn": {"$type": "color", "$value": "#ffffff", "description": "x", "states": {"note": 1}}}"##
    ])
    let findings = set.findings(for: "btn")
    #expect(findings.map(\.severity).sorted() == [.error, .warning].sorted(), "\(findings)")
    #expect(findings.contains { $0.message.contains("children ('states')") }, "\(findings)")
  }
}
