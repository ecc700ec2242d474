/// Reads one option of a JavaScript or TypeScript configuration file without running it: the
/// value of a key of the first object level (`export default { tokens: [...] }`,
/// `defineConfig({ tokens: "..." })`), when that value is a string literal or an array of
/// string literals. Strings, template literals and comments are skipped, so braces and keys
/// inside them do not count. One pass over the bytes. Pure.
enum JavaScriptLiterals {
  /// What a configuration says for an option.
  enum Option: Equatable {
    /// No key of that name at the first object level.
    case absent
    /// The string, or the array of strings, written.
    case strings([String])
    /// Written as something else (a variable, a call, a template with `${}`).
    case unreadable
  }

  /// The first object level's `name` option in `bytes`. Pure.
  static func topLevelOption(_ name: String, in bytes: [UInt8]) -> Option {
    var scanner = Scanner(bytes: bytes)
    let key = Array(name.utf8)
    var depth = 0
    while let byte = scanner.peek() {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"):
        let text = scanner.string()
        if depth == 1, text.map({ Array($0.utf8) }) == key, scanner.skipsToColon() {
          return scanner.value()
        }
      case UInt8(ascii: "/") where scanner.skipsComment(): continue
      case UInt8(ascii: "{"):
        depth += 1
        scanner.advance()
      case UInt8(ascii: "}"):
        depth -= 1
        scanner.advance()
      default:
        guard Scanner.isIdentifier(byte) else {
          scanner.advance()
          continue
        }
        let word = scanner.identifier()
        if depth == 1, word == key, scanner.skipsToColon() { return scanner.value() }
      }
    }
    return .absent
  }

  /// A cursor over the bytes; every method moves forward or leaves it where it was.
  private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    func peek(_ offset: Int = 0) -> UInt8? {
      index + offset < bytes.count ? bytes[index + offset] : nil
    }

    mutating func advance() { index += 1 }

    static func isIdentifier(_ byte: UInt8) -> Bool {
      (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    /// The identifier (or number) starting here.
    mutating func identifier() -> [UInt8] {
      let start = index
      while let byte = peek(), Self.isIdentifier(byte) { advance() }
      return Array(bytes[start..<index])
    }

    /// The string literal starting here (at its quote), past its closing quote; `nil` for a
    /// template literal with a substitution, or one that does not close.
    mutating func string() -> String? {
      guard let quote = peek() else { return nil }
      advance()
      var text: [UInt8] = []
      var substitutes = false
      while let byte = peek() {
        advance()
        if byte == quote { return substitutes ? nil : String(decoding: text, as: UTF8.self) }
        if byte == UInt8(ascii: "\\") {
          if let escaped = peek() { text.append(escaped) }
          advance()
          continue
        }
        if quote == UInt8(ascii: "`"), byte == UInt8(ascii: "$"), peek() == UInt8(ascii: "{") {
          substitutes = true
        }
        text.append(byte)
      }
      return nil
    }

    /// Skips a comment starting here; whether there was one.
    mutating func skipsComment() -> Bool {
      if peek(1) == UInt8(ascii: "/") {
        while let byte = peek(), byte != UInt8(ascii: "\n") { advance() }
        return true
      }
      guard peek(1) == UInt8(ascii: "*") else { return false }
      index += 2
      while peek() != nil, !(peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) {
        advance()
      }
      index = min(index + 2, bytes.count)
      return true
    }

    mutating func skipSpaceAndComments() {
      while let byte = peek() {
        if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
          || byte == UInt8(ascii: "\r")
        {
          advance()
        } else if byte == UInt8(ascii: "/"), skipsComment() {
          continue
        } else {
          return
        }
      }
    }

    /// Moves past the `:` after a key; whether there was one (a key, not a shorthand or a use).
    mutating func skipsToColon() -> Bool {
      let start = index
      skipSpaceAndComments()
      guard peek() == UInt8(ascii: ":") else {
        index = start
        return false
      }
      advance()
      return true
    }

    /// The value starting here, after its key's colon.
    mutating func value() -> Option {
      skipSpaceAndComments()
      switch peek() {
      case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"):
        return string().map { .strings([$0]) } ?? .unreadable
      case UInt8(ascii: "["):
        advance()
        var strings: [String] = []
        while true {
          skipSpaceAndComments()
          switch peek() {
          case UInt8(ascii: "]"): return .strings(strings)
          case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"):
            guard let text = string() else { return .unreadable }
            strings.append(text)
            skipSpaceAndComments()
            if peek() == UInt8(ascii: ",") { advance() }
          default: return .unreadable
          }
        }
      default: return .unreadable
      }
    }
  }
}
