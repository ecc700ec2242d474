import TokenDiffCore

/// How deep square brackets nest in a Swift source, outside string literals and comments.
///
/// swift-syntax's parser looks ahead through nested `[` to decide between an array type, an
/// inline-array type (`[3 of Int]`) and an expression, and that lookahead doubles with each
/// unclosed level: 26 levels take 12 s, 70 (a 371-byte file found by fuzzing) never finish,
/// and 16 take 11 s in an unoptimized build with address sanitizer (also found by fuzzing).
/// Token files nest a handful of levels, so a file that goes past ``maximumDepth`` is reported
/// and not parsed. Pure; linear in the file's length.
enum SwiftBracketDepth {
  /// The deepest nesting read: 12 levels parse in milliseconds, and in under a second in the
  /// unoptimized, address-sanitized build the fuzz targets use.
  static let maximumDepth = 12

  /// Where the brackets first nest deeper than ``maximumDepth``, or `nil`. Pure.
  static func excess(in bytes: [UInt8]) -> TextPosition? {
    var depth = 0
    var line = 1
    var column = 1
    var index = 0
    var state = State.code
    while index < bytes.count {
      let byte = bytes[index]
      let next = index + 1 < bytes.count ? bytes[index + 1] : 0
      var width = 1
      switch state {
      case .code:
        if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
          state = .lineComment
        } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
          state = .blockComment
          width = 2
        } else if byte == UInt8(ascii: "\"") {
          state = .string
        } else if byte == UInt8(ascii: "[") {
          depth += 1
          if depth > maximumDepth { return TextPosition(line: line, column: column) }
        } else if byte == UInt8(ascii: "]") {
          depth = max(0, depth - 1)
        }
      case .lineComment:
        if byte == UInt8(ascii: "\n") { state = .code }
      case .blockComment:
        if byte == UInt8(ascii: "*"), next == UInt8(ascii: "/") {
          state = .code
          width = 2
        }
      case .string:
        if byte == UInt8(ascii: "\\") {
          width = 2
        } else if byte == UInt8(ascii: "\"") {
          state = .code
        }
      }
      for offset in 0..<width where index + offset < bytes.count {
        if bytes[index + offset] == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else if bytes[index + offset] & 0xC0 != 0x80 {
          column += 1
        }
      }
      index += width
    }
    return nil
  }

  private enum State {
    case code, lineComment, blockComment, string
  }
}
