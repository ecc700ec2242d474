import TokenDiffCore

/// Helpers shared by the JSON parser tests.
enum JSONTestKit {
  /// Parses UTF-8 text.
  static func parse(_ text: String, _ dialect: JSONDialect = .json) throws(JSONParseError)
    -> JSONValue
  {
    try JSONParser.parse(Array(text.utf8), dialect: dialect)
  }

  /// The error parsing `bytes` gives, or nil when it parses.
  static func error(_ bytes: [UInt8], _ dialect: JSONDialect = .json) -> JSONParseError? {
    do {
      _ = try JSONParser.parse(bytes, dialect: dialect)
      return nil
    } catch {
      return error
    }
  }

  /// The value with every position reset to 1:1, for comparing shapes.
  static func stripped(_ value: JSONValue) -> JSONValue {
    let origin = TextPosition(line: 1, column: 1)
    switch value.kind {
    case .array(let elements):
      return JSONValue(.array(elements.map(stripped)), at: origin)
    case .object(let members):
      return JSONValue(
        .object(
          members.map { JSONMember(key: $0.key, keyPosition: origin, value: stripped($0.value)) }
        ),
        at: origin
      )
    default:
      return JSONValue(value.kind, at: origin)
    }
  }

  static func at(_ line: Int, _ column: Int) -> TextPosition {
    TextPosition(line: line, column: column)
  }

  static func number(_ text: String, _ value: Double) -> JSONValue {
    JSONValue(.number(value, text: text))
  }

  static func string(_ text: String) -> JSONValue {
    JSONValue(.string(text))
  }

  static func object(_ members: [(String, JSONValue)]) -> JSONValue {
    let origin = TextPosition(line: 1, column: 1)
    return JSONValue(
      .object(members.map { JSONMember(key: $0.0, keyPosition: origin, value: $0.1) })
    )
  }

  static func array(_ elements: [JSONValue]) -> JSONValue {
    JSONValue(.array(elements))
  }
}
