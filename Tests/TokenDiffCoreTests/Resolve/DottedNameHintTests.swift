import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// A reference that names a token whose own name holds a `.` (Den Haag's Style Dictionary
/// tokens) says which name no alias can reach.
@Suite struct DottedNameHintTests {
  static func brokenMessages(_ text: String) -> [String] {
    makeCheckReport(.test(["t.tokens.json": text]), policy: ResolutionPolicy()).findings
      .map(\.finding).filter { $0.kind == .brokenReference }.map(\.message)
  }

  @Test func aReferenceToADottedNameSaysWhichNameToChange() {
    let messages = Self.brokenMessages(
      #"{"font": {"$type": "dimension", "size.small": {"$value": "12px"}, "body": {"$value": "{font.size.small}"}}}"#
    )
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasSuffix(
        "'font' has a member named 'size.small', which no alias can reach: a '.' in a name separates groups (rename it, e.g. 'size-small')"
      ) == true,
      "\(messages)"
    )
  }

  @Test func aDottedGroupOnTheWayIsNamedToo() {
    let messages = Self.brokenMessages(
      #"{"space.x": {"$type": "dimension", "s": {"$value": "4px"}}, "gap": {"$type": "dimension", "$value": "{space.x.s}"}}"#
    )
    #expect(
      messages.first?.contains("the file has a member named 'space.x'") == true,
      "\(messages)"
    )
  }

  @Test func aReferenceThatIsSimplyMissingIsUnchanged() {
    let messages = Self.brokenMessages(
      #"{"font": {"$type": "dimension", "size.small": {"$value": "12px"}, "body": {"$value": "{font.size.large}"}}}"#
    )
    #expect(messages == ["'font.body' refers to '{font.size.large}', which does not exist"])
  }
}

/// pobaekim/TDS_Token: Tokens Studio names a token by its keys joined with dots, so its
/// `{spacing.0.5}` names the key `0.5` under `spacing`; Style Dictionary and DTCG split the
/// reference at its dots (above).
@Suite struct TokensStudioDottedNameTests {
  @Test func aTokensStudioReferenceNamesAKeyThatHoldsADot() throws {
    let set = ResolvedTokenSet.test([
      "tokens.json":
        #"{"spacing": {"0.5": {"value": "2px", "type": "spacing"}, "gap": {"value": "{spacing.0.5}", "type": "spacing"}, "wide": {"value": "{spacing.0.5} * 4", "type": "spacing"}}}"#
    ])
    #expect(set.findings.filter { $0.severity == .error }.isEmpty, "\(set.findings)")
    let gap = try #require(set.token("spacing.gap"))
    #expect(gap.value == .dimension(Dimension(value: 2, unit: "px")))
    #expect(gap.dependencies.map(\.segments) == [["spacing", "0.5"]])
    #expect(set.token("spacing.wide")?.value == .dimension(Dimension(value: 8, unit: "px")))
  }
}
