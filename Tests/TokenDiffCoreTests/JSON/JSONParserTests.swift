import Testing
import TokenDiffCore

@Suite struct JSONParserTests {
  typealias Kit = JSONTestKit

  @Test func parsesEveryKindOfValue() throws {
    let value = try Kit.parse(
      #"{"n": null, "t": true, "f": false, "i": -12, "s": "x", "a": [], "o": {}}"#
    )
    let expected = Kit.object([
      ("n", JSONValue(.null)),
      ("t", JSONValue(.bool(true))),
      ("f", JSONValue(.bool(false))),
      ("i", Kit.number("-12", -12)),
      ("s", Kit.string("x")),
      ("a", Kit.array([])),
      ("o", Kit.object([])),
    ])
    #expect(Kit.stripped(value) == expected)
  }

  @Test func reportsPositionsOfValuesAndKeys() throws {
    let text = """
      {
        "a": [1, "é", true],
        "b": {"c": null}
      }
      """
    let value = try Kit.parse(text)
    #expect(value.position == Kit.at(1, 1))
    let members = try #require(value.members)
    #expect(members.map(\.keyPosition) == [Kit.at(2, 3), Kit.at(3, 3)])
    let array = try #require(members[0].value.arrayValue)
    #expect(members[0].value.position == Kit.at(2, 8))
    #expect(array.map(\.position) == [Kit.at(2, 9), Kit.at(2, 12), Kit.at(2, 17)])
    let inner = try #require(members[1].value.members)
    #expect(members[1].value.position == Kit.at(3, 8))
    #expect(inner[0].keyPosition == Kit.at(3, 9))
    #expect(inner[0].value.position == Kit.at(3, 14))
  }

  @Test func countsColumnsInUnicodeScalarsAfterMultibyteCharacters() throws {
    // { " é € 😀 " : ␠ "x" , ␠ "k" : ␠ 1 }
    let value = try Kit.parse(#"{"é€😀": "x", "k": 1}"#)
    let members = try #require(value.members)
    #expect(members[0].key == "é€😀")
    #expect(members[0].value.position == Kit.at(1, 9))
    #expect(members[1].keyPosition == Kit.at(1, 14))
    #expect(members[1].value.position == Kit.at(1, 19))
  }

  @Test func countsCRLFAsOneLineBreakAndLoneCRAsOne() throws {
    let crlf = try Kit.parse("{\r\n  \"a\": 1,\r\n\r\n  \"b\": 2\r\n}")
    let members = try #require(crlf.members)
    #expect(members.map(\.keyPosition) == [Kit.at(2, 3), Kit.at(4, 3)])
    #expect(members.map(\.value.position) == [Kit.at(2, 8), Kit.at(4, 8)])
    let cr = try #require(try Kit.parse("[1,\r2]").arrayValue)
    #expect(cr.map(\.position) == [Kit.at(1, 2), Kit.at(2, 1)])
  }

  @Test func skipsAByteOrderMarkWithoutCountingIt() throws {
    let value = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
    #expect(value.position == Kit.at(1, 1))
    #expect(value.members?.first?.value.position == Kit.at(1, 7))
  }

  @Test func keepsDuplicateKeysInSourceOrder() throws {
    let value = try Kit.parse(#"{"a": 1, "b": 2, "a": 3}"#)
    let members = try #require(value.members)
    #expect(members.map(\.key) == ["a", "b", "a"])
    #expect(members.map(\.value.numberValue) == [1, 2, 3])
    #expect(members.map(\.keyPosition.column) == [2, 10, 18])
    #expect(value["a"]?.numberValue == 3)
  }

  @Test(arguments: [
    ("0", 0.0), ("-0", -0.0), ("1.50", 1.5), ("-12.25e2", -1225), ("1E+2", 100), ("5e-3", 0.005),
    ("0.1", 0.1), ("123456789012345678", 123_456_789_012_345_680),
    ("1.7976931348623157e308", .greatestFiniteMagnitude),
    ("4.9e-324", .leastNonzeroMagnitude), ("0.30000000000000004", 0.30000000000000004),
    ("1e-400", 0),
  ])
  func keepsNumberTextAndValue(text: String, value: Double) throws {
    let parsed = try Kit.parse(text)
    guard case .number(let number, let source) = parsed.kind else {
      Issue.record("not a number: \(parsed)")
      return
    }
    #expect(source == text)
    #expect(number == value)
    #expect(number.sign == value.sign)
  }

  @Test(arguments: [
    (#""plain""#, "plain"),
    (#""a\"b\\c\/d""#, "a\"b\\c/d"),
    (#""\b\f\n\r\t""#, "\u{08}\u{0C}\n\r\t"),
    (#""\u00e9\u20AC""#, "é€"),
    (#""\ud83d\ude00!""#, "😀!"),
    (#""\ud83dx""#, "\u{FFFD}x"),
    (#""\ude00\ud83d""#, "\u{FFFD}\u{FFFD}"),
    (#""\ud83d\u0041""#, "\u{FFFD}A"),
    (#""\u0000""#, "\u{0}"),
    (#""é😀 raw""#, "é😀 raw"),
    // U+FFFD written in the file is valid text, not a sign of repaired bytes.
    (#""a�b""#, "a\u{FFFD}b"),
    (#""\u00e9 then �""#, "é then \u{FFFD}"),
    (#""""#, ""),
  ])
  func decodesStrings(source: String, expected: String) throws {
    #expect(try Kit.parse(source).stringValue == expected)
  }

  @Test func acceptsAnyTopLevelValueAndSurroundingWhitespace() throws {
    #expect(try Kit.parse(" \t\n\r 42 \n").numberValue == 42)
    #expect(try Kit.parse("\"x\"").stringValue == "x")
    #expect(try Kit.parse("null").kind == .null)
  }

  @Test func describesErrorsWithLineAndColumn() {
    let error = JSONParseError(message: "unterminated string", position: Kit.at(3, 7))
    #expect(error.description == "3:7: unterminated string")
  }
}
