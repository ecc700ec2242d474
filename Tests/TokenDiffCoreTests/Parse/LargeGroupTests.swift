import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// A group of thousands of members in a file that stands alone (a generated semantic layer) is
/// read on all cores in runs: its tokens and findings come out as one walk gives them, in the
/// file's order, whichever run read them.
@Suite struct LargeGroupTests {
  @Test func aLargeGroupReadsAsOneWalkWould() {
    let count = GroupWalker.membersWalkedApart * 2 + 7
    var members: [String] = []
    for index in 0..<count {
      switch index {
      // A member that is neither a token nor a group, one named with `$`, and one whose name
      // differs from another's only by case: a finding each, in three different runs.
      case 5: members.append(##""m5": 5"##)
      case count / 2: members.append(##""$m\##(index)": {"$value": "#000000"}"##)
      case count - 3: members.append(##""M\##(count - 4)": {"$value": "#000000"}"##)
      default: members.append(##""m\##(index)": {"$value": "#00000\##(index % 10)"}"##)
      }
    }
    let text = ##"{"semantic": {"$type": "color", "## + members.joined(separator: ",\n") + "}}"
    let document = TokenParser.parse(
      .test([
        "tokens/semantic.tokens.json": text,
        "tokens/other.tokens.json": ##"{"a": {"$type": "number", "$value": 1}}"##,
      ])
    )
    let paths = document.tokens.filter { $0.location.file == "tokens/semantic.tokens.json" }.map(
      \.path.description
    )
    let expected = (0..<count).filter { $0 != 5 && $0 != count / 2 }.map { index in
      index == count - 3 ? "semantic.M\(count - 4)" : "semantic.m\(index)"
    }
    #expect(paths == expected)
    #expect(
      document.tokens.filter { $0.location.file == "tokens/semantic.tokens.json" }.allSatisfy {
        $0.explicitType == nil && $0.inheritedType == .color
      }
    )
    // The group's own checks first (a `$` name, a name that differs only by case: member
    // `i` is on line `i + 1`), then what its members' walk found, as one walk reports them.
    let lines = document.findings.compactMap(\.location?.line)
    #expect(lines == [count / 2 + 1, count - 2, 6], "\(document.findings.map(\.message))")
  }

  /// A `$ref` written with escapes (`\u0024ref`) is one the file's bytes do not show: a large
  /// group holding one is read in one walk, so following it spends the revision's inlining
  /// budget once, not once per run (the budget's finding was lost).
  @Test func aLargeGroupHoldingAnEscapedRefSpendsOneBudget() {
    let fonts = (0..<30).map { ##""f\##($0)""## }.joined(separator: ", ")
    let member = ##"{"$type": "fontFamily", "\u0024ref": "#/$defs/fams"}"##
    let members = (0..<(GroupWalker.membersWalkedApart + 100)).map { ##""t\##($0)": \##(member)"## }
    let text =
      ##"{"$defs": {"fams": [\##(fonts)]}, "fonts": {"##
      + members.joined(separator: ",\n") + "}}"
    let document = TokenParser.parse(.test(["tokens/fonts.tokens.json": text]))
    #expect(
      document.findings.contains { $0.kind == .limitReached }
        || document.tokens.contains {
          $0.problem?.kind == .limitReached
        },
      "\(document.findings.prefix(3).map(\.message))"
    )
  }
}
