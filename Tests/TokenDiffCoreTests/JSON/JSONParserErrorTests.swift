import Testing
import TokenDiffCore

@Suite struct JSONParserErrorTests {
  typealias Kit = JSONTestKit

  struct Case: Sendable, CustomTestStringConvertible {
    var source: [UInt8]
    var dialect: JSONDialect
    var message: String
    var line: Int
    var column: Int

    init(
      _ source: String,
      _ message: String,
      _ line: Int,
      _ column: Int,
      _ dialect: JSONDialect = .json
    ) {
      self.init(bytes: Array(source.utf8), message, line, column, dialect)
    }

    init(
      bytes: [UInt8],
      _ message: String,
      _ line: Int,
      _ column: Int,
      _ dialect: JSONDialect = .json
    ) {
      self.source = bytes
      self.dialect = dialect
      self.message = message
      self.line = line
      self.column = column
    }

    var testDescription: String {
      "\(message) in \(String(decoding: source, as: UTF8.self).debugDescription)"
    }
  }

  static let cases: [Case] = [
    Case("", "unexpected end of input", 1, 1),
    Case("   ", "unexpected end of input", 1, 4),
    Case("{\"a\": 1", "unexpected end of input", 1, 8),
    Case("[1,\n", "unexpected end of input", 2, 1),
    Case("{\"a\":", "unexpected end of input", 1, 6),
    Case("{\"a\": 1 \"b\": 2}", "expected ',' or '}' after object member", 1, 9),
    Case("[1 2]", "expected ',' or ']' after array element", 1, 4),
    Case("{\"a\" 1}", "expected ':' after object key", 1, 6),
    Case("{a: 1}", "expected a string key", 1, 2),
    Case("{\"a\": 1,}", "trailing comma before '}'", 1, 8),
    Case("[1,\n]", "trailing comma before ']'", 1, 3),
    Case("[\r\n1,\r\n]", "trailing comma before ']'", 2, 2),
    Case("\"abc", "unterminated string", 1, 1),
    Case("[\"abc\n\"]", "unterminated string", 1, 2),
    Case("\"a\tb\"", "unescaped control character U+0009 in string", 1, 3),
    Case("\"é\u{1}\"", "unescaped control character U+0001 in string", 1, 3),
    Case(#"["x\q"]"#, #"invalid escape '\q'"#, 1, 4),
    Case(#""\'""#, #"invalid escape '\''"#, 1, 2),
    Case("\"\\\t\"", #"invalid escape '\' followed by U+0009"#, 1, 2),
    Case(#""\u12G4""#, #"expected 4 hex digits after '\u'"#, 1, 2),
    Case(#""\u12""#, #"expected 4 hex digits after '\u'"#, 1, 2),
    Case("\"\\", "unterminated string", 1, 1),
    Case("01", "leading zeros are not allowed", 1, 1),
    Case("-", "unexpected end of input", 1, 2),
    Case("[-a]", "expected a digit after '-'", 1, 3),
    Case("1.", "expected a digit after '.'", 1, 3),
    Case("1.e5", "expected a digit after '.'", 1, 3),
    Case("1e", "expected a digit in the exponent", 1, 3),
    Case("1e+x", "expected a digit in the exponent", 1, 4),
    Case(".5", "expected a value, found '.'", 1, 1),
    Case("+1", "expected a value, found '+'", 1, 1),
    Case("1e400", "number out of range", 1, 1),
    Case("tru", "invalid literal 'tru'", 1, 1),
    Case("[True]", "invalid literal 'True'", 1, 2),
    Case("nullx", "invalid literal 'nullx'", 1, 1),
    Case("NaN", "invalid literal 'NaN'", 1, 1),
    Case("[}", "expected a value, found '}'", 1, 2),
    Case("{\"é\": \u{7F}}", "expected a value, found U+007F", 1, 7),
    Case("{\"é\": x}", "invalid literal 'x'", 1, 7),
    Case("[😀]", "invalid literal '😀'", 1, 2),
    Case("1 2", "trailing characters after the top-level value", 1, 3),
    Case("{}\n\n  x", "trailing characters after the top-level value", 3, 3),
    Case("// comment\n1", "expected a value, found '/'", 1, 1),
    Case("[1, /* c */ 2]", "expected a value, found '/'", 1, 5),
    Case("[1,\r2 3]", "expected ',' or ']' after array element", 2, 3),
    Case(bytes: [0x22, 0x61, 0xFF, 0x22], "invalid UTF-8 in string", 1, 1),
    Case(bytes: [0x5B, 0x22, 0xC3, 0x22, 0x5D], "invalid UTF-8 in string", 1, 2),
    // After an escape (the copying path); an overlong encoding of '/'; a lone continuation.
    Case(bytes: [0x22, 0x5C, 0x6E, 0xFF, 0x22], "invalid UTF-8 in string", 1, 1),
    Case(bytes: [0x22, 0xC0, 0xAF, 0x22], "invalid UTF-8 in string", 1, 1),
    Case(bytes: [0x7B, 0x22, 0x80, 0x22, 0x3A, 0x31, 0x7D], "invalid UTF-8 in string", 1, 2),
    Case(bytes: [0xEF, 0xBB, 0xBF] + Array("[1,]".utf8), "trailing comma before ']'", 1, 3),
    // JSON5
    Case("/* open", "unterminated comment", 1, 1, .json5),
    Case("[1, /* a\n b", "unterminated comment", 1, 5, .json5),
    Case("'abc", "unterminated string", 1, 1, .json5),
    Case("'a\nb'", "unterminated string", 1, 1, .json5),
    Case(#"'\1'"#, #"invalid escape '\1'"#, 1, 2, .json5),
    Case(#"'\01'"#, #"invalid escape '\0'"#, 1, 2, .json5),
    Case(#"'\xG0'"#, #"expected 2 hex digits after '\x'"#, 1, 2, .json5),
    Case("0x", "expected a hex digit after '0x'", 1, 3, .json5),
    Case("{1: 2}", "expected a key", 1, 2, .json5),
    Case("{a 2}", "expected ':' after object key", 1, 4, .json5),
    Case("Inf", "invalid literal 'Inf'", 1, 1, .json5),
    Case("-Infinityx", "invalid literal 'Infinityx'", 1, 1, .json5),
    Case(".", "expected a digit after '.'", 1, 2, .json5),
    Case("+", "unexpected end of input", 1, 2, .json5),
    Case("[1,,]", "expected a value, found ','", 1, 4, .json5),
    Case("{,}", "expected a key", 1, 2, .json5),
    Case("007", "leading zeros are not allowed", 1, 1, .json5),
    Case("1 // c\n2", "trailing characters after the top-level value", 2, 1, .json5),
  ]

  @Test(arguments: cases)
  func reportsMessageAndPosition(_ testCase: Case) throws {
    let error = try #require(Kit.error(testCase.source, testCase.dialect))
    #expect(error.message == testCase.message)
    #expect(error.position == Kit.at(testCase.line, testCase.column))
  }

  @Test func acceptsNestingUpToTheLimit() throws {
    let depth = JSONParser.maximumDepth
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    var value = try Kit.parse(text)
    var levels = 1
    while let inner = value.arrayValue?.first {
      value = inner
      levels += 1
    }
    #expect(levels == 512)
  }

  @Test func rejectsNestingBeyondTheLimitWithoutCrashing() throws {
    let text = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
    let error = try #require(Kit.error(Array(text.utf8)))
    #expect(error.message == "nesting deeper than 512 levels")
    #expect(error.position == Kit.at(1, 513))

    let objects = String(repeating: "{\"a\":", count: 100_000)
    let deep = try #require(Kit.error(Array(objects.utf8)))
    #expect(deep.message == "nesting deeper than 512 levels")
    #expect(deep.position == Kit.at(1, 1 + 512 * 5))
  }
}
