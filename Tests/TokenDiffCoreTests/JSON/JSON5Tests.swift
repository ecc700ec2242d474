import Testing
import TokenDiffCore

@Suite struct JSON5Tests {
  typealias Kit = JSONTestKit

  static let document = """
    // header comment
    {
      unquoted: 'single "quoted"',
      $dollar_1: 0x1F,
      'quoted key': -0XaB,
      "trail": [1, 2, ],
      lead: .5, trailDot: 5., plus: +1,
      inf: Infinity, ninf: -Infinity,
      /* block
         comment */ multi: 'line \\
    continued',
      escapes: '\\x41\\v\\0\\'\\q\\é',
      ünï: 1,
    }
    """

  @Test func parsesEveryJSON5Feature() throws {
    let value = try Kit.parse(Self.document, .json5)
    let expected = Kit.object([
      ("unquoted", Kit.string("single \"quoted\"")),
      ("$dollar_1", Kit.number("0x1F", 31)),
      ("quoted key", Kit.number("-0XaB", -171)),
      ("trail", Kit.array([Kit.number("1", 1), Kit.number("2", 2)])),
      ("lead", Kit.number(".5", 0.5)),
      ("trailDot", Kit.number("5.", 5)),
      ("plus", Kit.number("+1", 1)),
      ("inf", Kit.number("Infinity", .infinity)),
      ("ninf", Kit.number("-Infinity", -.infinity)),
      ("multi", Kit.string("line continued")),
      ("escapes", Kit.string("A\u{0B}\u{0}'qé")),
      ("ünï", Kit.number("1", 1)),
    ])
    #expect(Kit.stripped(value) == expected)
  }

  @Test func tracksPositionsAcrossCommentsAndLineContinuations() throws {
    let members = try #require(try Kit.parse(Self.document, .json5).members)
    func member(_ key: String) throws -> JSONMember {
      try #require(members.first { $0.key == key })
    }
    #expect(try member("unquoted").keyPosition == Kit.at(3, 3))
    #expect(try member("unquoted").value.position == Kit.at(3, 13))
    #expect(try member("multi").keyPosition == Kit.at(10, 17))
    #expect(try member("multi").value.position == Kit.at(10, 24))
    #expect(try member("escapes").keyPosition == Kit.at(12, 3))
    #expect(try member("ünï").value.position == Kit.at(13, 8))
  }

  @Test func parsesNaN() throws {
    let value = try Kit.parse("[NaN, -NaN]", .json5)
    let numbers = try #require(value.arrayValue).compactMap(\.numberValue)
    #expect(numbers.count == 2 && numbers.allSatisfy(\.isNaN))
  }

  @Test func acceptsUnicodeSpacesAndCommentsEverywhere() throws {
    let text = "\u{FEFF}/*a*/[\u{00A0}1\u{2028},//b\r\n\u{3000}2/**/]//end"
    let value = try Kit.parse(text, .json5)
    #expect(value.arrayValue?.compactMap(\.numberValue) == [1, 2])
    #expect(value.arrayValue?.last?.position == Kit.at(2, 2))
  }

  @Test func allowsTabsAndLineSeparatorsInsideStrings() throws {
    #expect(try Kit.parse("'a\tb\u{2028}c'", .json5).stringValue == "a\tb\u{2028}c")
    #expect(try Kit.parse("'a\\\u{2028}b'", .json5).stringValue == "ab")
    #expect(try Kit.parse("'a\\\r\nb'", .json5).stringValue == "ab")
  }

  @Test func strictJSONRejectsJSON5Features() {
    for text in [
      "{a: 1}", "['x']", "[1,]", "0x10", ".5", "+1", "Infinity", "/* c */ 1", #""\x41""#,
    ] {
      #expect(Kit.error(Array(text.utf8)) != nil, "\(text) should fail as JSON")
      #expect(Kit.error(Array(text.utf8), .json5) == nil, "\(text) should parse as JSON5")
    }
  }
}
