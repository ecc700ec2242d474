import TokenDiffCore

/// What a Swift expression gives a token: a literal, a reference to another token, a value kept
/// as written, or a light/dark pair.
indirect enum SwiftValue: Equatable {
  /// A colour as CSS `#rrggbbaa`.
  case color(String)
  case number(Double, text: String)
  /// A reference to another Swift token.
  case reference(TokenPath)
  /// A reference that names no token: the finding to report, and the reference as written.
  case broken(Finding, written: String)
  /// A system colour, an asset name or any expression tokendiff does not evaluate, kept as
  /// written and compared as text.
  case opaque(String)
  /// A value per appearance (`light`, `dark`), in the order the constructor takes them.
  case modal([(mode: String, value: SwiftValue)])
  /// Another token's colour at an opacity (`blue.opacity(0.2)`), and the expression as written
  /// (its value where an alias cannot carry the opacity: a light/dark pair, a platform branch).
  case faded(TokenPath, alpha: Double, written: String)

  static func == (lhs: SwiftValue, rhs: SwiftValue) -> Bool {
    switch (lhs, rhs) {
    case (.color(let a), .color(let b)): a == b
    case (.number(let a, _), .number(let b, _)): a == b
    case (.reference(let a), .reference(let b)): a == b
    case (.broken(let a, _), .broken(let b, _)): a == b
    case (.opaque(let a), .opaque(let b)): a == b
    case (.faded(let a, let x, _), .faded(let b, let y, _)): a == b && x == y
    case (.modal(let a), .modal(let b)):
      a.map(\.mode) == b.map(\.mode) && zip(a, b).allSatisfy { $0.value == $1.value }
    default: false
    }
  }

  /// The value as a mode of a token holds it: an opacity on a reference, which only the
  /// whole token can carry, is the expression as written. Pure.
  var inMode: SwiftValue {
    if case .faded(_, _, let written) = self { return .opaque(written) }
    return self
  }

  /// The tokens the value names. Pure.
  var referencedPaths: [TokenPath] {
    switch self {
    case .reference(let path), .faded(let path, _, _): [path]
    case .modal(let values): values.flatMap(\.value.referencedPaths)
    case .color, .number, .broken, .opaque: []
    }
  }

  /// The value with every token it names renamed by `rename`. Pure.
  func mappingReferences(_ rename: (TokenPath) -> TokenPath) -> SwiftValue {
    switch self {
    case .reference(let path): .reference(rename(path))
    case .faded(let path, let alpha, let written):
      .faded(rename(path), alpha: alpha, written: written)
    case .modal(let values):
      .modal(values.map { (mode: $0.mode, value: $0.value.mappingReferences(rename)) })
    case .color, .number, .broken, .opaque: self
    }
  }

  /// The value in the default appearance (the first of a pair). Pure.
  var plain: SwiftValue {
    if case .modal(let values) = self, let first = values.first { return first.value.plain }
    return self
  }

  /// The value as a token's `$value`, at `position`. Pure.
  func json(at position: TextPosition) -> JSONValue {
    switch self {
    case .color(let hex): JSONValue(.string(hex), at: position)
    case .number(let number, let text): JSONValue(.number(number, text: text), at: position)
    case .reference(let path): JSONValue(.string("{\(path.description)}"), at: position)
    case .broken(_, let written): JSONValue(.string(written), at: position)
    case .opaque(let text): JSONValue(.string(Self.canonical(text)), at: position)
    case .faded(let path, _, _): JSONValue(.string("{\(path.description)}"), at: position)
    case .modal: plain.json(at: position)
    }
  }

  /// Code as a value, with its layout left out: each run of spaces and line breaks outside a
  /// string literal is one space, and none inside brackets, before commas or before a member
  /// that starts a line (a chain wrapped), so that `.weight(.semibold)` wrapped by a formatter
  /// onto two lines is the same value. Linear in the text. Pure.
  static func canonical(_ code: String) -> String {
    guard code.contains(where: { $0.isWhitespace }) else { return code }
    var result = ""
    var inString = false
    var escaped = false
    var pendingSpace = false
    var pendingLineBreak = false
    for character in code {
      if inString {
        result.append(character)
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
        continue
      }
      if character.isWhitespace {
        pendingSpace = true
        pendingLineBreak = pendingLineBreak || character.isNewline
        continue
      }
      // A dot that starts a line continues the chain above it (`Font.body` wrapped before
      // `.weight`); one after a space is an implicit member (`return .red`).
      let continuesChain = character == "." && pendingLineBreak
      if pendingSpace, let last = result.last, !"([.".contains(last), !")],".contains(character),
        !continuesChain
      {
        result.append(" ")
      }
      pendingSpace = false
      pendingLineBreak = false
      result.append(character)
      if character == "\"" { inString = true }
    }
    return result
  }

  /// The `$type` the value says, when a literal says one. Pure.
  var type: TokenType? {
    // A pair says the type its literals agree on: a colour beside a reference is a colour; a
    // system colour kept as text beside a colour or a reference says none (each appearance is
    // then typed by its own value).
    if case .modal(let values) = self {
      let literal = Set(values.compactMap { $0.value.type })
      if literal.count == 1, let only = literal.first,
        only != .string || values.allSatisfy({ $0.value.type == .string })
      {
        return only
      }
      return nil
    }
    return switch plain {
    case .color: .color
    case .number: .number
    case .opaque: .string
    default: nil
    }
  }
}
