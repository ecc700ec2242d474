/// A pattern over token names, matched against the whole dotted name (`color.text.primary`,
/// `accent-content-color-default`, `theme/general/on-background`):
///
/// - `*` matches any run of characters within one name segment (not `.` or `/`), so it also
///   matches parts of hyphenated flat names: `*-content-color-*`, `background-*-color`;
/// - `**` matches anything, separators included;
/// - `?` matches one character other than a separator;
/// - `{name}` matches like `*` and captures the text: two patterns of one pair rule that use
///   the same capture name pair only tokens whose captured texts are equal
///   (`color.{role}.text` on `color.{role}.surface`);
/// - everything else matches itself.
public struct TokenNamePattern: Sendable, Hashable, CustomStringConvertible {
  public let description: String
  private let parts: [Part]

  private enum Part: Hashable {
    case literal(Character)
    case anyInSegment
    case anything
    case oneCharacter
    case capture(String)
  }

  /// Compiles a pattern; `nil` (with the reason) when a `{` is not closed or names nothing.
  public static func parse(_ pattern: String) -> Result<TokenNamePattern, ContrastConfigProblem> {
    var parts: [Part] = []
    var characters = pattern[...]
    while let character = characters.first {
      characters = characters.dropFirst()
      switch character {
      case "*":
        if characters.first == "*" {
          characters = characters.dropFirst()
          parts.append(.anything)
        } else {
          parts.append(.anyInSegment)
        }
      case "?": parts.append(.oneCharacter)
      case "{":
        guard let close = characters.firstIndex(of: "}") else {
          return .failure(ContrastConfigProblem("'\(pattern)' has a '{' that is not closed"))
        }
        let name = String(characters[..<close]).trimmingSpaces
        guard !name.isEmpty else {
          return .failure(ContrastConfigProblem("'\(pattern)' has an empty capture '{}'"))
        }
        parts.append(.capture(name))
        characters = characters[characters.index(after: close)...]
      default: parts.append(.literal(character))
      }
    }
    return .success(TokenNamePattern(description: pattern, parts: parts))
  }

  private init(description: String, parts: [Part]) {
    self.description = description
    self.parts = parts
  }

  /// The capture names, sorted.
  public var captureNames: [String] {
    Array(
      Set(
        parts.compactMap {
          if case .capture(let name) = $0 { return name }
          return nil
        }
      )
    ).sorted()
  }

  /// The captured texts when `name` matches (empty when the pattern has no captures), else
  /// `nil`. A capture name used twice in one pattern must capture the same text. Pure.
  public func match(_ name: String) -> [String: String]? {
    let characters = Array(name)
    var captures: [String: String] = [:]
    return Self.match(parts[...], characters[...], &captures) ? captures : nil
  }

  private static func isSeparator(_ character: Character) -> Bool {
    character == "." || character == "/"
  }

  private static func match(
    _ parts: ArraySlice<Part>,
    _ name: ArraySlice<Character>,
    _ captures: inout [String: String]
  ) -> Bool {
    guard let part = parts.first else { return name.isEmpty }
    let rest = parts.dropFirst()
    switch part {
    case .literal(let character):
      return name.first == character && match(rest, name.dropFirst(), &captures)
    case .oneCharacter:
      guard let first = name.first, !isSeparator(first) else { return false }
      return match(rest, name.dropFirst(), &captures)
    case .anything, .anyInSegment, .capture:
      var length = 0
      while true {
        let taken = name.prefix(length)
        var attempt = captures
        var allowed = true
        if case .capture(let key) = part {
          let text = String(taken)
          if let previous = attempt[key] { allowed = previous == text } else { attempt[key] = text }
        }
        if allowed, match(rest, name.dropFirst(length), &attempt) {
          captures = attempt
          return true
        }
        guard length < name.count else { return false }
        if case .anything = part {
        } else if isSeparator(name[name.startIndex + length]) {
          return false
        }
        length += 1
      }
    }
  }
}
