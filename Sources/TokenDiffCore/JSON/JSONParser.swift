/// Which grammar ``JSONParser`` accepts.
public enum JSONDialect: Sendable {
  /// Strict RFC 8259 (a leading UTF-8 byte order mark is skipped).
  case json
  /// JSON5: comments, trailing commas, unquoted keys, single-quoted strings, hexadecimal numbers,
  /// leading or trailing decimal points, `+`, `Infinity`, `NaN` and line continuations.
  case json5
  /// YAML, read by ``YAMLReader`` into the same tree.
  case yaml

  /// The syntax a file's name says: `.json5` JSON5, `.jsonc` (JSON with comments, which
  /// Style Dictionary reads) too, `.yml` and `.yaml` YAML, anything else JSON. Pure.
  public init(path: String) {
    let lowered = path.lowercased()
    if lowered.hasSuffix(".json5") || lowered.hasSuffix(".jsonc") {
      self = .json5
    } else if lowered.hasSuffix(".yml") || lowered.hasSuffix(".yaml") {
      self = .yaml
    } else {
      self = .json
    }
  }

  /// The syntax's name in messages: `JSON`, `JSON5`, `YAML`.
  public var name: String {
    switch self {
    case .json: "JSON"
    case .json5: "JSON5"
    case .yaml: "YAML"
    }
  }
}

/// A JSON reader that keeps what token files need and generic parsers drop: the line and column
/// of every value and key, duplicate keys, and the source text of numbers.
public enum JSONParser {
  /// The most arrays and objects that may be nested inside one another.
  public static let maximumDepth = 512

  /// Parses a whole document. Pure.
  ///
  /// - Throws: ``JSONParseError`` with the position of the first problem.
  public static func parse(
    _ bytes: [UInt8],
    dialect: JSONDialect = .json
  ) throws(JSONParseError) -> JSONValue {
    if dialect == .yaml { return try YAMLReader.parse(bytes) }
    return try bytes.withUnsafeBufferPointer { buffer throws(JSONParseError) -> JSONValue in
      guard let base = buffer.baseAddress, !buffer.isEmpty else {
        throw JSONParseError(
          message: "unexpected end of input",
          position: TextPosition(line: 1, column: 1)
        )
      }
      var reader = JSONReader(base: base, count: buffer.count, json5: dialect == .json5)
      return try reader.parseDocument()
    }
  }
}

// MARK: - Reader

/// The parsing state over one buffer. Internal so that the scalar parsers can live in another file.
struct JSONReader {
  let base: UnsafePointer<UInt8>
  let end: Int
  let json5: Bool
  /// Where the text proper starts (3 after a byte order mark).
  var contentStart = 0
  var index = 0
  var line = 1
  /// Index of the first byte of the current line.
  var lineStart = 0
  /// The last position handed out on the current line, so columns are counted only once.
  var columnCacheIndex = 0
  var columnCacheColumn = 1
  var depth = 0
  /// Reused buffer for strings with escapes.
  var scratch: [UInt8] = []

  init(base: UnsafePointer<UInt8>, count: Int, json5: Bool) {
    self.base = base
    self.end = count
    self.json5 = json5
  }

  mutating func parseDocument() throws(JSONParseError) -> JSONValue {
    if end >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF {
      contentStart = 3
      index = 3
      lineStart = 3
      columnCacheIndex = 3
    }
    try skipWhitespace()
    guard index < end else { throw endOfInput() }
    let value = try parseValue()
    try skipWhitespace()
    if index < end {
      throw error("trailing characters after the top-level value", at: index)
    }
    return value
  }

  // MARK: Values

  /// Parses the value starting at `index` (which is before `end`).
  mutating func parseValue() throws(JSONParseError) -> JSONValue {
    let byte = base[index]
    switch byte {
    case UInt8(ascii: "\""):
      let position = position(of: index)
      return JSONValue(.string(try parseString()), at: position)
    case UInt8(ascii: "{"):
      return try parseObject()
    case UInt8(ascii: "["):
      return try parseArray()
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let position = position(of: index)
      return JSONValue(try parseNumber(), at: position)
    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
      let position = position(of: index)
      return JSONValue(try parseLiteral(), at: position)
    default:
      if json5 {
        switch byte {
        case UInt8(ascii: "'"):
          let position = position(of: index)
          return JSONValue(.string(try parseString()), at: position)
        case UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "I"), UInt8(ascii: "N"):
          let position = position(of: index)
          return JSONValue(try parseNumber(), at: position)
        default:
          break
        }
      }
      if isIdentifierByte(byte) {
        let position = position(of: index)
        return JSONValue(try parseLiteral(), at: position)
      }
      throw error("expected a value, found \(describeCharacter(at: index))", at: index)
    }
  }

  mutating func parseObject() throws(JSONParseError) -> JSONValue {
    let open = index
    let position = position(of: open)
    try enterContainer(at: open)
    index += 1
    var members: [JSONMember] = []
    try skipWhitespace()
    if index < end, base[index] == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return JSONValue(.object(members), at: position)
    }
    while true {
      guard index < end else { throw endOfInput() }
      let keyPosition = self.position(of: index)
      let key = try parseKey()
      try skipWhitespace()
      guard index < end else { throw endOfInput() }
      guard base[index] == UInt8(ascii: ":") else {
        throw error("expected ':' after object key", at: index)
      }
      index += 1
      try skipWhitespace()
      guard index < end else { throw endOfInput() }
      let value = try parseValue()
      members.append(JSONMember(key: key, keyPosition: keyPosition, value: value))
      try skipWhitespace()
      guard index < end else { throw endOfInput() }
      let byte = base[index]
      if byte == UInt8(ascii: ",") {
        let comma = index
        index += 1
        try skipWhitespace()
        if index < end, base[index] == UInt8(ascii: "}") {
          guard json5 else { throw error("trailing comma before '}'", at: comma) }
          index += 1
          break
        }
      } else if byte == UInt8(ascii: "}") {
        index += 1
        break
      } else {
        throw error("expected ',' or '}' after object member", at: index)
      }
    }
    depth -= 1
    return JSONValue(.object(members), at: position)
  }

  mutating func parseArray() throws(JSONParseError) -> JSONValue {
    let open = index
    let position = position(of: open)
    try enterContainer(at: open)
    index += 1
    var elements: [JSONValue] = []
    try skipWhitespace()
    if index < end, base[index] == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return JSONValue(.array(elements), at: position)
    }
    while true {
      guard index < end else { throw endOfInput() }
      elements.append(try parseValue())
      try skipWhitespace()
      guard index < end else { throw endOfInput() }
      let byte = base[index]
      if byte == UInt8(ascii: ",") {
        let comma = index
        index += 1
        try skipWhitespace()
        if index < end, base[index] == UInt8(ascii: "]") {
          guard json5 else { throw error("trailing comma before ']'", at: comma) }
          index += 1
          break
        }
      } else if byte == UInt8(ascii: "]") {
        index += 1
        break
      } else {
        throw error("expected ',' or ']' after array element", at: index)
      }
    }
    depth -= 1
    return JSONValue(.array(elements), at: position)
  }

  private mutating func enterContainer(at open: Int) throws(JSONParseError) {
    depth += 1
    if depth > JSONParser.maximumDepth {
      throw error("nesting deeper than \(JSONParser.maximumDepth) levels", at: open)
    }
  }

  /// A quoted key, or in JSON5 also a single-quoted or unquoted (identifier) key.
  private mutating func parseKey() throws(JSONParseError) -> String {
    let byte = base[index]
    if byte == UInt8(ascii: "\"") { return try parseString() }
    if json5 {
      if byte == UInt8(ascii: "'") { return try parseString() }
      if isIdentifierByte(byte), !isDigit(byte) {
        let start = index
        while index < end, isIdentifierByte(base[index]) { index += 1 }
        return try makeString(from: start, to: index, reportingAt: start)
      }
      throw error("expected a key", at: index)
    }
    throw error("expected a string key", at: index)
  }

  // MARK: Whitespace and comments

  @inline(__always)
  mutating func skipWhitespace() throws(JSONParseError) {
    while index < end {
      switch base[index] {
      case 0x20, 0x09:
        index += 1
      case 0x0A:
        index += 1
        startLine()
      case 0x0D:
        index += 1
        if index < end, base[index] == 0x0A { index += 1 }
        startLine()
      default:
        guard json5, try skipJSON5Whitespace() else { return }
      }
    }
  }

  @inline(__always)
  mutating func startLine() {
    line += 1
    lineStart = index
  }

  /// Skips one comment or one JSON5-only space character at `index`; false when there is none.
  private mutating func skipJSON5Whitespace() throws(JSONParseError) -> Bool {
    let byte = base[index]
    switch byte {
    case 0x0B, 0x0C:
      index += 1
      return true
    case UInt8(ascii: "/"):
      guard index + 1 < end else { return false }
      if base[index + 1] == UInt8(ascii: "/") {
        index += 2
        while index < end, base[index] != 0x0A, base[index] != 0x0D,
          json5LineSeparatorLength(at: index) == 0
        {
          index += 1
        }
        return true
      }
      if base[index + 1] == UInt8(ascii: "*") {
        let start = index
        index += 2
        while index < end {
          switch base[index] {
          case UInt8(ascii: "*") where index + 1 < end && base[index + 1] == UInt8(ascii: "/"):
            index += 2
            return true
          case 0x0A:
            index += 1
            startLine()
          case 0x0D:
            index += 1
            if index < end, base[index] == 0x0A { index += 1 }
            startLine()
          default:
            index += 1
          }
        }
        throw error("unterminated comment", at: start)
      }
      return false
    default:
      let length = unicodeSpaceLength(at: index)
      guard length > 0 else { return false }
      index += length
      return true
    }
  }

  /// The byte length of a non-ASCII Unicode space (Zs, U+2028, U+2029, U+FEFF) at `at`, or 0.
  private func unicodeSpaceLength(at: Int) -> Int {
    let byte = base[at]
    guard byte >= 0xC2 else { return 0 }
    let next = at + 1 < end ? base[at + 1] : 0
    let third = at + 2 < end ? base[at + 2] : 0
    switch (byte, next) {
    case (0xC2, 0xA0):
      return 2  // U+00A0
    case (0xE1, 0x9A) where third == 0x80:
      return 3  // U+1680
    case (0xE2, 0x80)
    where (0x80...0x8A).contains(third) || third == 0xA8 || third == 0xA9 || third == 0xAF:
      return 3  // U+2000...U+200A, U+2028, U+2029, U+202F
    case (0xE2, 0x81) where third == 0x9F:
      return 3  // U+205F
    case (0xE3, 0x80) where third == 0x80:
      return 3  // U+3000
    case (0xEF, 0xBB) where third == 0xBF:
      return 3  // U+FEFF
    default:
      return 0
    }
  }

  /// 3 when U+2028 or U+2029 starts at `at`, else 0.
  func json5LineSeparatorLength(at: Int) -> Int {
    guard base[at] == 0xE2, at + 2 < end, base[at + 1] == 0x80,
      base[at + 2] == 0xA8 || base[at + 2] == 0xA9
    else { return 0 }
    return 3
  }

  // MARK: Positions and errors

  /// The position of byte `at`, which must be on the current line at or after the last position
  /// asked for on it (true for every value and key). Amortised O(1).
  @inline(__always)
  mutating func position(of at: Int) -> TextPosition {
    var from = lineStart
    var column = 1
    if columnCacheIndex >= lineStart, columnCacheIndex <= at {
      from = columnCacheIndex
      column = columnCacheColumn
    }
    while from < at {
      if base[from] & 0xC0 != 0x80 { column += 1 }
      from += 1
    }
    columnCacheIndex = at
    columnCacheColumn = column
    return TextPosition(line: line, column: column)
  }

  /// The position of any byte, counted from the start; only for errors.
  func errorPosition(of at: Int) -> TextPosition {
    var line = 1
    var column = 1
    var cursor = contentStart
    let stop = Swift.min(at, end)
    while cursor < stop {
      let byte = base[cursor]
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte == 0x0D {
        if cursor + 1 < stop, base[cursor + 1] == 0x0A { cursor += 1 }
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      cursor += 1
    }
    return TextPosition(line: line, column: column)
  }

  func error(_ message: String, at: Int) -> JSONParseError {
    JSONParseError(message: message, position: errorPosition(of: at))
  }

  func endOfInput() -> JSONParseError {
    error("unexpected end of input", at: end)
  }

  /// `'x'` for printable ASCII, `U+XXXX` for anything else.
  func describeCharacter(at: Int) -> String {
    guard at < end else { return "end of input" }
    let byte = base[at]
    if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    if (0x80..<0xC0).contains(byte) || byte >= 0xF8 { return "invalid UTF-8" }
    var scalar = UInt32(byte)
    var length = 1
    if byte >= 0xF0 {
      scalar = UInt32(byte & 0x07)
      length = 4
    } else if byte >= 0xE0 {
      scalar = UInt32(byte & 0x0F)
      length = 3
    } else if byte >= 0xC0 {
      scalar = UInt32(byte & 0x1F)
      length = 2
    }
    if length > 1 {
      for offset in 1..<length {
        guard at + offset < end, base[at + offset] & 0xC0 == 0x80 else { return "invalid UTF-8" }
        scalar = scalar << 6 | UInt32(base[at + offset] & 0x3F)
      }
    }
    return "U+" + Self.hex4(scalar)
  }

  // MARK: Bytes

  @inline(__always)
  func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }

  /// ASCII letters, digits, `$`, `_`, and any byte of a non-ASCII character.
  @inline(__always)
  func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- UInt8(ascii: "a") < 26 || isDigit(byte) || byte == UInt8(ascii: "$")
      || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  /// At least four uppercase hex digits.
  static func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: Swift.max(0, 4 - digits.count)) + digits
  }
}
