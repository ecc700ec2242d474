// Strings, numbers and literals for ``JSONReader``.

extension JSONReader {
  // MARK: Strings

  /// Parses the string whose opening quote (`"`, or `'` in JSON5) is at `index`.
  mutating func parseString() throws(JSONParseError) -> String {
    let open = index
    let quote = base[open]
    var cursor = open + 1
    var highBits: UInt8 = 0
    // Fast path: no escapes, so the string is the byte slice itself.
    while cursor < end {
      let byte = base[cursor]
      if byte == quote {
        let text = try makeString(
          from: open + 1,
          to: cursor,
          reportingAt: open,
          isASCII: highBits < 0x80
        )
        index = cursor + 1
        return text
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      highBits |= byte
      cursor += 1
    }
    return try parseEscapedString(open: open, quote: quote, from: cursor)
  }

  /// A string from the bytes `start..<stop`, which must be valid UTF-8; `isASCII` when the
  /// caller saw no byte at or above 0x80. Throws on invalid UTF-8.
  func makeString(
    from start: Int,
    to stop: Int,
    reportingAt at: Int,
    isASCII: Bool = false
  ) throws(JSONParseError) -> String {
    let bytes = UnsafeBufferPointer(start: base + start, count: stop - start)
    guard let text = Self.string(validating: bytes, isASCII: isASCII) else {
      throw error("invalid UTF-8 in string", at: at)
    }
    return text
  }

  /// `bytes` as a string, or nil when they are not valid UTF-8. Pure.
  ///
  /// Decoding repairs invalid sequences, so the bytes are valid exactly when the decoded text
  /// spells them back; ASCII needs no check. (`String(validating:as:)` would do the same, but it
  /// is generic over the encoding and looks up type metadata on every call, which showed in
  /// profiles: two to three percent of a diff.)
  static func string(validating bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    if isASCII { return text }
    var decoded = text
    let spellsBytes = decoded.withUTF8 { $0.elementsEqual(bytes) }
    return spellsBytes ? text : nil
  }

  /// The slow path: copies the string into `scratch`, decoding escapes on the way.
  private mutating func parseEscapedString(
    open: Int,
    quote: UInt8,
    from: Int
  ) throws(JSONParseError) -> String {
    scratch.removeAll(keepingCapacity: true)
    scratch.append(contentsOf: UnsafeBufferPointer(start: base + open + 1, count: from - open - 1))
    var cursor = from
    while cursor < end {
      let byte = base[cursor]
      if byte == quote {
        index = cursor + 1
        let text = scratch.withUnsafeBufferPointer {
          Self.string(validating: $0, isASCII: false)
        }
        guard let text else { throw error("invalid UTF-8 in string", at: open) }
        return text
      }
      if byte == UInt8(ascii: "\\") {
        cursor = try parseEscape(at: cursor, open: open)
        continue
      }
      if byte < 0x20 {
        // A raw line break means the closing quote is missing on this line.
        if byte == 0x0A || byte == 0x0D { throw error("unterminated string", at: open) }
        if !json5 {
          throw error(
            "unescaped control character U+\(Self.hex4(UInt32(byte))) in string",
            at: cursor
          )
        }
      }
      scratch.append(byte)
      cursor += 1
    }
    throw error("unterminated string", at: open)
  }

  /// Decodes the escape whose backslash is at `at` into `scratch`; returns the index after it.
  private mutating func parseEscape(at: Int, open: Int) throws(JSONParseError) -> Int {
    guard at + 1 < end else { throw error("unterminated string", at: open) }
    let letter = base[at + 1]
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
      scratch.append(letter)
    case UInt8(ascii: "b"):
      scratch.append(0x08)
    case UInt8(ascii: "f"):
      scratch.append(0x0C)
    case UInt8(ascii: "n"):
      scratch.append(0x0A)
    case UInt8(ascii: "r"):
      scratch.append(0x0D)
    case UInt8(ascii: "t"):
      scratch.append(0x09)
    case UInt8(ascii: "u"):
      return try parseUnicodeEscape(at: at)
    default:
      guard json5 else { throw error("invalid escape \(describeEscape(at: at))", at: at) }
      return try parseJSON5Escape(at: at, letter: letter)
    }
    return at + 2
  }

  /// `\uXXXX`, pairing a high surrogate with a following `\uXXXX` low surrogate; a surrogate
  /// without its partner becomes U+FFFD.
  private mutating func parseUnicodeEscape(at: Int) throws(JSONParseError) -> Int {
    guard let unit = hexValue(at: at + 2, digits: 4) else {
      throw error("expected 4 hex digits after '\\u'", at: at)
    }
    var next = at + 6
    var scalar = unit
    if (0xD800...0xDBFF).contains(unit) {
      scalar = 0xFFFD
      if next + 1 < end, base[next] == UInt8(ascii: "\\"), base[next + 1] == UInt8(ascii: "u"),
        let low = hexValue(at: next + 2, digits: 4), (0xDC00...0xDFFF).contains(low)
      {
        scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        next += 6
      }
    } else if (0xDC00...0xDFFF).contains(unit) {
      scalar = 0xFFFD
    }
    appendUTF8(scalar)
    return next
  }

  /// The escapes JSON5 adds: `\'`, `\v`, `\0`, `\xHH`, line continuations, and any other
  /// character standing for itself (digits 1-9 excepted).
  private mutating func parseJSON5Escape(at: Int, letter: UInt8) throws(JSONParseError) -> Int {
    switch letter {
    case UInt8(ascii: "v"):
      scratch.append(0x0B)
    case UInt8(ascii: "0"):
      if at + 2 < end, isDigit(base[at + 2]) {
        throw error("invalid escape \(describeEscape(at: at))", at: at)
      }
      scratch.append(0)
    case UInt8(ascii: "1")...UInt8(ascii: "9"):
      throw error("invalid escape \(describeEscape(at: at))", at: at)
    case UInt8(ascii: "x"):
      guard let value = hexValue(at: at + 2, digits: 2) else {
        throw error("expected 2 hex digits after '\\x'", at: at)
      }
      appendUTF8(value)
      return at + 4
    case 0x0A:
      line += 1
      lineStart = at + 2
      return at + 2
    case 0x0D:
      var next = at + 2
      if next < end, base[next] == 0x0A { next += 1 }
      line += 1
      lineStart = next
      return next
    default:
      let separator = json5LineSeparatorLength(at: at + 1)
      if separator > 0 { return at + 1 + separator }
      scratch.append(letter)  // the rest of a multi-byte character follows as plain bytes
    }
    return at + 2
  }

  /// `'\q'`, or `'\' followed by U+0009` for a character that does not print.
  private func describeEscape(at: Int) -> String {
    let letter = base[at + 1]
    if letter >= 0x21, letter < 0x7F { return "'\\\(Character(Unicode.Scalar(letter)))'" }
    return "'\\' followed by \(describeCharacter(at: at + 1))"
  }

  /// The value of `digits` hex digits starting at `at`, or nil.
  private func hexValue(at: Int, digits: Int) -> UInt32? {
    guard at + digits <= end else { return nil }
    var value: UInt32 = 0
    for offset in 0..<digits {
      guard let digit = hexDigit(base[at + offset]) else { return nil }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  @inline(__always)
  func hexDigit(_ byte: UInt8) -> UInt8? {
    if isDigit(byte) { return byte &- UInt8(ascii: "0") }
    let lower = byte | 0x20
    if lower >= UInt8(ascii: "a"), lower <= UInt8(ascii: "f") {
      return lower &- UInt8(ascii: "a") &+ 10
    }
    return nil
  }

  private mutating func appendUTF8(_ scalar: UInt32) {
    switch scalar {
    case ..<0x80:
      scratch.append(UInt8(scalar))
    case ..<0x800:
      scratch.append(UInt8(0xC0 | scalar >> 6))
      scratch.append(UInt8(0x80 | scalar & 0x3F))
    case ..<0x10000:
      scratch.append(UInt8(0xE0 | scalar >> 12))
      scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      scratch.append(UInt8(0x80 | scalar & 0x3F))
    default:
      scratch.append(UInt8(0xF0 | scalar >> 18))
      scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
      scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      scratch.append(UInt8(0x80 | scalar & 0x3F))
    }
  }

  // MARK: Numbers

  /// Parses the number at `index`: the RFC 8259 grammar, plus the JSON5 forms in that dialect.
  mutating func parseNumber() throws(JSONParseError) -> JSONValue.Kind {
    let start = index
    var cursor = start
    var negative = false
    var byte = base[cursor]
    if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
      negative = byte == UInt8(ascii: "-")
      cursor += 1
      guard cursor < end else { throw endOfInput() }
      byte = base[cursor]
    }
    if json5 {
      if byte == UInt8(ascii: "I") || byte == UInt8(ascii: "N") {
        return try parseNamedNumber(start: start, wordStart: cursor, negative: negative)
      }
      if byte == UInt8(ascii: "0"), cursor + 1 < end, base[cursor + 1] | 0x20 == UInt8(ascii: "x") {
        return try parseHexNumber(start: start, digitsStart: cursor + 2, negative: negative)
      }
    }

    var mantissa: UInt64 = 0
    var significantDigits = 0
    var exponent = 0
    var integerDigits = 0
    if byte == UInt8(ascii: "0") {
      cursor += 1
      integerDigits = 1
      if cursor < end, isDigit(base[cursor]) {
        throw error("leading zeros are not allowed", at: start)
      }
    } else if isDigit(byte) {
      while cursor < end {
        let digit = base[cursor] &- UInt8(ascii: "0")
        guard digit < 10 else { break }
        if significantDigits < 19 {
          mantissa = mantissa &* 10 &+ UInt64(digit)
        } else {
          exponent += 1
        }
        significantDigits += 1
        integerDigits += 1
        cursor += 1
      }
    } else if !(json5 && byte == UInt8(ascii: ".")) {
      let sign = negative ? "-" : "+"
      throw error("expected a digit after '\(sign)'", at: cursor)
    }

    if cursor < end, base[cursor] == UInt8(ascii: ".") {
      cursor += 1
      var fractionDigits = 0
      while cursor < end {
        let digit = base[cursor] &- UInt8(ascii: "0")
        guard digit < 10 else { break }
        if mantissa == 0, digit == 0 {
          exponent -= 1  // a leading zero: not significant
        } else if significantDigits < 19 {
          mantissa = mantissa &* 10 &+ UInt64(digit)
          significantDigits += 1
          exponent -= 1
        } else {
          significantDigits += 1
        }
        fractionDigits += 1
        cursor += 1
      }
      if fractionDigits == 0, !json5 || integerDigits == 0 {
        throw error("expected a digit after '.'", at: cursor)
      }
    }

    if cursor < end, base[cursor] | 0x20 == UInt8(ascii: "e") {
      cursor += 1
      var exponentNegative = false
      if cursor < end, base[cursor] == UInt8(ascii: "+") || base[cursor] == UInt8(ascii: "-") {
        exponentNegative = base[cursor] == UInt8(ascii: "-")
        cursor += 1
      }
      guard cursor < end, isDigit(base[cursor]) else {
        throw error("expected a digit in the exponent", at: cursor)
      }
      var explicit = 0
      while cursor < end {
        let digit = base[cursor] &- UInt8(ascii: "0")
        guard digit < 10 else { break }
        if explicit < 1_000_000 { explicit = explicit * 10 + Int(digit) }
        cursor += 1
      }
      exponent += exponentNegative ? -explicit : explicit
    }

    index = cursor
    let text = asciiText(from: start, to: cursor)
    var value: Double
    if significantDigits <= 15, exponent >= -22, exponent <= 22 {
      // Both operands are exact, so one IEEE operation rounds correctly (Clinger's fast path).
      value = Double(mantissa)
      if exponent < 0 {
        value /= JSONReader.powersOfTen[-exponent]
      } else if exponent > 0 {
        value *= JSONReader.powersOfTen[exponent]
      }
      if negative { value = -value }
    } else if let parsed = Double(text) {
      value = parsed
    } else {
      throw error("invalid number '\(text)'", at: start)
    }
    if !json5, value.isInfinite { throw error("number out of range", at: start) }
    return .number(value, text: text)
  }

  private static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// JSON5 `Infinity` and `NaN`, signed or not.
  private mutating func parseNamedNumber(
    start: Int,
    wordStart: Int,
    negative: Bool
  ) throws(JSONParseError) -> JSONValue.Kind {
    var cursor = wordStart
    while cursor < end, isIdentifierByte(base[cursor]) { cursor += 1 }
    let word = asciiText(from: wordStart, to: cursor)
    let value: Double
    switch word {
    case "Infinity": value = negative ? -.infinity : .infinity
    case "NaN": value = .nan
    default: throw error("invalid literal '\(word)'", at: start)
    }
    index = cursor
    return .number(value, text: asciiText(from: start, to: cursor))
  }

  /// JSON5 `0x1F`, signed or not.
  private mutating func parseHexNumber(
    start: Int,
    digitsStart: Int,
    negative: Bool
  ) throws(JSONParseError) -> JSONValue.Kind {
    var cursor = digitsStart
    var value: Double = 0
    while cursor < end, let digit = hexDigit(base[cursor]) {
      value = value * 16 + Double(digit)
      cursor += 1
    }
    guard cursor > digitsStart else { throw error("expected a hex digit after '0x'", at: cursor) }
    index = cursor
    return .number(negative ? -value : value, text: asciiText(from: start, to: cursor))
  }

  // MARK: Literals

  /// `true`, `false` or `null`; anything else that looks like a word is an invalid literal.
  mutating func parseLiteral() throws(JSONParseError) -> JSONValue.Kind {
    let start = index
    var cursor = start
    while cursor < end, isIdentifierByte(base[cursor]) { cursor += 1 }
    let length = cursor - start
    let kind: JSONValue.Kind?
    switch (length, base[start]) {
    case (4, UInt8(ascii: "t")) where matches("rue", at: start + 1):
      kind = .bool(true)
    case (5, UInt8(ascii: "f")) where matches("alse", at: start + 1):
      kind = .bool(false)
    case (4, UInt8(ascii: "n")) where matches("ull", at: start + 1):
      kind = .null
    default:
      kind = nil
    }
    guard let kind else {
      let word = String(
        decoding: UnsafeBufferPointer(start: base + start, count: Swift.min(length, 40)),
        as: UTF8.self
      )
      throw error("invalid literal '\(word)'", at: start)
    }
    index = cursor
    return kind
  }

  private func matches(_ word: StaticString, at: Int) -> Bool {
    word.withUTF8Buffer { expected in
      for offset in 0..<expected.count where base[at + offset] != expected[offset] { return false }
      return true
    }
  }

  /// The ASCII text of `start..<stop` (already checked to be ASCII by the caller's grammar).
  func asciiText(from start: Int, to stop: Int) -> String {
    String(decoding: UnsafeBufferPointer(start: base + start, count: stop - start), as: UTF8.self)
  }
}
