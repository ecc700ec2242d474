import TokenDiffCore

/// How deep square brackets, parentheses and braces nest in a Swift source, outside comments.
///
/// swift-syntax's parser looks ahead through nested `[` to decide between an array type, an
/// inline-array type (`[3 of Int]`) and an expression, and that lookahead doubles with each
/// unclosed level: 26 levels take 12 s, 70 (a 371-byte file found by fuzzing) never finish,
/// and 16 take 11 s in an unoptimized build with address sanitizer (also found by fuzzing).
/// Token files nest a handful of levels, so a file that goes past ``maximumDepth`` is reported
/// and not parsed. Pure; linear in the file's length.
///
/// Brackets inside string literals count too: where a literal ends is the parser's call
/// (an unterminated string ends at its line, `/"/` is a regular expression, `"\(…)"` holds
/// code), and a scanner that skipped what it took for string text would let a file hide its
/// nesting from it, as the fuzzer showed with an unterminated string (a 303-byte file that ran
/// for minutes). Balanced brackets in strings change nothing; only a file whose strings leave
/// more brackets of a kind open than its ``Kind/limit`` is turned away, with a finding that
/// says why.
/// Comments (nested block comments too) are skipped.
enum SwiftBracketDepth {
  /// The deepest nesting of square brackets read: 12 levels parse in milliseconds, and in
  /// under a second in the unoptimized, address-sanitized build the fuzz targets use.
  static let maximumDepth = 12

  /// The deepest nesting of parentheses, and of braces, read. The parser's recovery looks
  /// ahead over the rest of the file for each one left open (the `swift` fuzz target found 279
  /// open parentheses among stray bytes, 665 bytes, repeated five times: 11 s; twenty times:
  /// over 3 minutes). Token sources nest a handful of levels.
  static let maximumGroupingDepth = 64

  /// A kind of bracket the scan counts, with its limit.
  enum Kind: Int, Sendable, Equatable {
    case square, round, curly

    var limit: Int {
      self == .square ? SwiftBracketDepth.maximumDepth : SwiftBracketDepth.maximumGroupingDepth
    }

    /// How the finding names them. Pure.
    var name: String {
      switch self {
      case .square: "square brackets"
      case .round: "parentheses"
      case .curly: "braces"
      }
    }
  }

  /// Where brackets of one kind first nest deeper than that kind's limit, or `nil`. Pure.
  static func excess(in bytes: [UInt8]) -> (position: TextPosition, kind: Kind)? {
    var scanner = BracketScanner(bytes: bytes)
    return scanner.firstExcess()
  }

  /// The finding's message for an excess of `kind`. Pure.
  static func message(_ kind: Kind) -> String {
    let why =
      kind == .square
      ? "the Swift parser's time doubles with each level"
      : "the Swift parser looks ahead over the rest of the file for each one left open"
    return "\(kind.name) nest deeper than \(kind.limit) levels here (or are left open); \(why), "
      + "so this file is not read"
  }
}

/// One pass over a Swift source that tells code, comments and string literals apart well enough
/// to skip comments. Mutable only while it scans.
private struct BracketScanner {
  private enum Mode {
    case code
    case lineComment
    /// Block comments nest in Swift.
    case blockComment(depth: Int)
    /// `"…"`, `"""…"""`, and raw strings with `hashes` number signs (`#"…"#`).
    case string(multiline: Bool, hashes: Int)
  }

  let bytes: [UInt8]
  private var index = 0
  private var position = TextPosition(line: 1, column: 1)
  private var mode = Mode.code

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func firstExcess() -> (position: TextPosition, kind: SwiftBracketDepth.Kind)? {
    // By kind, in the order of its cases.
    var depths = [0, 0, 0]
    while index < bytes.count {
      let byte = bytes[index]
      var width = 1
      switch mode {
      case .code, .string:
        if let (kind, opens) = Self.bracket(byte) {
          let depth = max(0, depths[kind.rawValue] + (opens ? 1 : -1))
          if depth > kind.limit { return (position, kind) }
          depths[kind.rawValue] = depth
        }
        if case .string(let multiline, let hashes) = mode {
          width = stringStep(multiline: multiline, hashes: hashes)
        } else {
          width = codeStep()
        }
      case .lineComment:
        if byte == UInt8(ascii: "\n") { mode = .code }
      case .blockComment(let nesting):
        if starts(with: "/*") {
          mode = .blockComment(depth: nesting + 1)
          width = 2
        } else if starts(with: "*/") {
          mode = nesting > 1 ? .blockComment(depth: nesting - 1) : .code
          width = 2
        }
      }
      advance(by: width)
    }
    return nil
  }

  /// The kind of bracket a byte is, and whether it opens one. Pure.
  private static func bracket(_ byte: UInt8) -> (SwiftBracketDepth.Kind, Bool)? {
    switch byte {
    case UInt8(ascii: "["): (.square, true)
    case UInt8(ascii: "]"): (.square, false)
    case UInt8(ascii: "("): (.round, true)
    case UInt8(ascii: ")"): (.round, false)
    case UInt8(ascii: "{"): (.curly, true)
    case UInt8(ascii: "}"): (.curly, false)
    default: nil
    }
  }

  /// In code: starts a comment or a string literal; how many bytes the step read.
  private mutating func codeStep() -> Int {
    if starts(with: "//") {
      mode = .lineComment
      return 2
    }
    if starts(with: "/*") {
      mode = .blockComment(depth: 1)
      return 2
    }
    let hashes = count(of: UInt8(ascii: "#"), from: index)
    guard byte(at: index + hashes) == UInt8(ascii: "\"") else { return max(1, hashes) }
    let multiline = starts(with: "\"\"\"", at: index + hashes)
    mode = .string(multiline: multiline, hashes: hashes)
    return hashes + (multiline ? 3 : 1)
  }

  /// In a string literal: an escape, the closing delimiter, or the end of the line that ends a
  /// single-line literal the parser would end there too; how many bytes the step read.
  private mutating func stringStep(multiline: Bool, hashes: Int) -> Int {
    let byte = bytes[index]
    if byte == UInt8(ascii: "\n"), !multiline {
      mode = .code
      return 1
    }
    if byte == UInt8(ascii: "\\"), count(of: UInt8(ascii: "#"), from: index + 1) >= hashes {
      // An escape: the backslash, the literal's number signs and the escaped character.
      return hashes + 2
    }
    let quotes = multiline ? 3 : 1
    if starts(with: multiline ? "\"\"\"" : "\""),
      count(of: UInt8(ascii: "#"), from: index + quotes) >= hashes
    {
      mode = .code
      return quotes + hashes
    }
    return 1
  }

  private func byte(at offset: Int) -> UInt8? {
    offset < bytes.count ? bytes[offset] : nil
  }

  /// How many `byte` follow one another from `start`. Pure.
  private func count(of byte: UInt8, from start: Int) -> Int {
    var end = start
    while end < bytes.count, bytes[end] == byte { end += 1 }
    return end - start
  }

  private func starts(with text: StaticString, at start: Int? = nil) -> Bool {
    let from = start ?? index
    let pattern = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    guard from + pattern.count <= bytes.count else { return false }
    return pattern.indices.allSatisfy { bytes[from + $0] == pattern[$0] }
  }

  /// Moves past `width` bytes (at most to the end), counting lines and columns (in characters
  /// of UTF-8, as findings give them).
  private mutating func advance(by width: Int) {
    for _ in 0..<width where index < bytes.count {
      if bytes[index] == UInt8(ascii: "\n") {
        position.line += 1
        position.column = 1
      } else if bytes[index] & 0xC0 != 0x80 {
        position.column += 1
      }
      index += 1
    }
  }
}
