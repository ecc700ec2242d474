/// A path pattern: `*` matches within one folder name, `**` matches any number of folders,
/// `?` one character, `[abc]` / `[a-z]` / `[!a]` one character of a set, `{a,b}` either text.
/// Patterns and paths use `/`; a pattern with no `/` matches the file name in any folder.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
  public let description: String
  private let alternatives: [[Segment]]

  private enum Segment: Hashable {
    case anyFolders
    case name([Character])
  }

  public init(_ pattern: String) {
    description = pattern
    let anchored = pattern.contains("/") ? pattern : "**/" + pattern
    let trimmed = anchored.hasPrefix("/") ? String(anchored.dropFirst()) : anchored
    alternatives = Self.expandBraces(trimmed).map { expanded in
      expanded.split(separator: "/", omittingEmptySubsequences: true).map { part in
        part == "**" ? .anyFolders : .name(Array(part))
      }
    }
  }

  /// Whether `path` (relative, `/`-separated) matches. Pure.
  public func matches(_ path: String) -> Bool {
    let parts = path.split(separator: "/").map { Array($0) }
    return alternatives.contains { Self.match($0[...], parts[...]) }
  }

  private static func match(_ pattern: ArraySlice<Segment>, _ parts: ArraySlice<[Character]>)
    -> Bool
  {
    guard let first = pattern.first else { return parts.isEmpty }
    switch first {
    case .anyFolders:
      let rest = pattern.dropFirst()
      var remaining = parts
      while true {
        if match(rest, remaining) { return true }
        guard !remaining.isEmpty else { return false }
        remaining = remaining.dropFirst()
      }
    case .name(let name):
      guard let part = parts.first, matchName(name[...], part[...]) else { return false }
      return match(pattern.dropFirst(), parts.dropFirst())
    }
  }

  private static func matchName(_ pattern: ArraySlice<Character>, _ name: ArraySlice<Character>)
    -> Bool
  {
    guard let first = pattern.first else { return name.isEmpty }
    switch first {
    case "*":
      var remaining = name
      while true {
        if matchName(pattern.dropFirst(), remaining) { return true }
        guard !remaining.isEmpty else { return false }
        remaining = remaining.dropFirst()
      }
    case "?":
      return !name.isEmpty && matchName(pattern.dropFirst(), name.dropFirst())
    case "[":
      guard let close = pattern.dropFirst().firstIndex(of: "]"), let character = name.first else {
        return name.first == "[" && matchName(pattern.dropFirst(), name.dropFirst())
      }
      var set = pattern[pattern.index(after: pattern.startIndex)..<close]
      let negated = set.first == "!" || set.first == "^"
      if negated { set = set.dropFirst() }
      guard contains(set, character) != negated else { return false }
      return matchName(pattern[pattern.index(after: close)...], name.dropFirst())
    default:
      return name.first == first && matchName(pattern.dropFirst(), name.dropFirst())
    }
  }

  private static func contains(_ set: ArraySlice<Character>, _ character: Character) -> Bool {
    var index = set.startIndex
    while index < set.endIndex {
      let low = set[index]
      let dash = set.index(after: index)
      if dash < set.endIndex, set[dash] == "-", set.index(after: dash) < set.endIndex {
        let high = set[set.index(after: dash)]
        if low <= character && character <= high { return true }
        index = set.index(dash, offsetBy: 2)
      } else {
        if low == character { return true }
        index = dash
      }
    }
    return false
  }

  /// `a{b,c}d` → `abd`, `acd` (nested braces expand too). Pure.
  private static func expandBraces(_ pattern: String) -> [String] {
    let characters = Array(pattern)
    guard let open = characters.firstIndex(of: "{") else { return [pattern] }
    var depth = 0
    var options: [String] = []
    var current = ""
    for index in (open + 1)..<characters.count {
      let character = characters[index]
      if character == "{" { depth += 1 }
      if character == "}" {
        if depth == 0 {
          options.append(current)
          let prefix = String(characters[..<open])
          let suffix = String(characters[(index + 1)...])
          return options.flatMap { expandBraces(prefix + $0 + suffix) }
        }
        depth -= 1
      }
      if character == ",", depth == 0 {
        options.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    return [pattern]
  }
}
