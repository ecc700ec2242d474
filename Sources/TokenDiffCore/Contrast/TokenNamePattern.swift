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
  ///
  /// Backtracking over the wildcards; states already known to fail are remembered (when the
  /// pattern captures nothing, a state is where it is in the pattern and in the name), so
  /// several `*` cost time proportional to pattern length × name length, not exponential.
  public func match(_ name: String) -> [String: String]? {
    var matcher = Matcher(parts: parts, name: Array(name), remembers: !hasCaptures)
    return matcher.match(0, 0) ? matcher.captures : nil
  }

  private var hasCaptures: Bool {
    parts.contains {
      if case .capture = $0 { return true }
      return false
    }
  }

  private struct Matcher {
    let parts: [Part]
    let name: [Character]
    let remembers: Bool
    var captures: [String: String] = [:]
    var failed = Set<Int>()

    init(parts: [Part], name: [Character], remembers: Bool) {
      self.parts = parts
      self.name = name
      self.remembers = remembers
    }

    static func isSeparator(_ character: Character) -> Bool {
      character == "." || character == "/"
    }

    mutating func match(_ part: Int, _ position: Int) -> Bool {
      let state = part * (name.count + 1) + position
      if remembers, failed.contains(state) { return false }
      let matched = attempt(part, position)
      if !matched, remembers { failed.insert(state) }
      return matched
    }

    private mutating func attempt(_ part: Int, _ position: Int) -> Bool {
      guard part < parts.count else { return position == name.count }
      switch parts[part] {
      case .literal(let character):
        return position < name.count && name[position] == character
          && match(part + 1, position + 1)
      case .oneCharacter:
        guard position < name.count, !Self.isSeparator(name[position]) else { return false }
        return match(part + 1, position + 1)
      case .anything, .anyInSegment, .capture:
        var end = position
        while true {
          var allowed = true
          var saved: [String: String]?
          if case .capture(let key) = parts[part] {
            let text = String(name[position..<end])
            if let previous = captures[key] {
              allowed = previous == text
            } else {
              saved = captures
              captures[key] = text
            }
          }
          if allowed, match(part + 1, end) { return true }
          if let saved { captures = saved }
          guard end < name.count else { return false }
          if case .anything = parts[part] {} else if Self.isSeparator(name[end]) { return false }
          end += 1
        }
      }
    }
  }
}
