/// A path pattern: `*` matches within one folder name, `**` matches any number of folders,
/// `?` one character, `[abc]` / `[a-z]` / `[!a]` one character of a set, `{a,b}` either text.
/// Patterns and paths use `/`; a pattern with no `/` matches the file name in any folder.
/// Names are matched by Unicode scalar, as git matches bytes: `?` is one scalar, and `[a-z]`
/// compares scalar values.
///
/// Bounded: braces expand to at most ``maximumAlternatives`` patterns (a pattern that expands to
/// more matches nothing, and ``problem(_:)`` says why, for the configuration to report), and
/// matching never backtracks more than one wildcard, so it takes time proportional to the
/// pattern's length times the path's, whatever the pattern (`*a*a*a*a*b`).
public struct Glob: Sendable, Hashable, CustomStringConvertible {
  public let description: String
  private let alternatives: [[Segment]]

  /// The most patterns one glob's braces may expand to.
  public static let maximumAlternatives = 1_024

  /// The most characters brace expansion may read and write for one glob, summed over its
  /// steps: with many groups in a long pattern, each alternative is rescanned once per group.
  public static let maximumExpansionWork = 1 << 22

  private enum Segment: Hashable {
    case anyFolders
    case name([Unicode.Scalar])
  }

  public init(_ pattern: String) {
    description = pattern
    let anchored = pattern.contains("/") ? pattern : "**/" + pattern
    let trimmed = anchored.hasPrefix("/") ? String(anchored.dropFirst()) : anchored
    var seen = Set<String>()
    alternatives = (Self.expandBraces(trimmed) ?? []).filter { seen.insert($0).inserted }.map {
      expanded in
      expanded.split(separator: "/", omittingEmptySubsequences: true).map { part in
        part == "**" ? .anyFolders : .name(Array(part.unicodeScalars))
      }
    }
  }

  /// Why `pattern` cannot be used as a glob, or `nil` when it can. Pure.
  public static func problem(_ pattern: String) -> String? {
    guard expandBraces(pattern) == nil else { return nil }
    return "the glob '\(pattern)' expands to more than \(maximumAlternatives) patterns "
      + "or more than \(maximumExpansionWork) characters of expansion work"
  }

  /// Whether `path` (relative, `/`-separated) matches. Pure.
  public func matches(_ path: String) -> Bool {
    matches(Subject(path))
  }

  /// Whether a path split once (to be matched against several globs) matches. Pure.
  public func matches(_ subject: Subject) -> Bool {
    alternatives.contains { Self.match($0, subject.parts) }
  }

  /// A path split into its folder names, once for all the globs it is matched against.
  public struct Subject: Sendable {
    fileprivate let parts: [[Unicode.Scalar]]

    public init(_ path: String) {
      parts = path.split(separator: "/").map { Array($0.unicodeScalars) }
    }
  }

  /// Wildcard matching with one remembered wildcard: `**` matches any run of folders, each other
  /// segment one folder name. Takes time proportional to segments times parts. Pure.
  private static func match(_ pattern: [Segment], _ parts: [[Unicode.Scalar]]) -> Bool {
    wildcardMatch(
      patternCount: pattern.count,
      subjectCount: parts.count,
      isWildcard: { pattern[$0] == .anyFolders },
      step: { patternIndex, partIndex in
        guard case .name(let name) = pattern[patternIndex] else { return nil }
        return matchName(name, parts[partIndex]) ? 1 : nil
      }
    )
  }

  /// One folder name against one segment pattern (`*`, `?`, `[set]`, literals). Pure.
  private static func matchName(_ pattern: [Unicode.Scalar], _ name: [Unicode.Scalar]) -> Bool {
    wildcardMatch(
      patternCount: pattern.count,
      subjectCount: name.count,
      isWildcard: { pattern[$0] == "*" },
      step: { patternIndex, nameIndex in
        let character = name[nameIndex]
        switch pattern[patternIndex] {
        case "?":
          return 1
        case "[":
          guard let close = pattern[(patternIndex + 1)...].firstIndex(of: "]") else {
            return character == "[" ? 1 : nil
          }
          var set = pattern[(patternIndex + 1)..<close]
          let negated = set.first == "!" || set.first == "^"
          if negated { set = set.dropFirst() }
          return contains(set, character) != negated ? close - patternIndex + 1 : nil
        case let literal:
          return literal == character ? 1 : nil
        }
      }
    )
  }

  /// The classic glob matcher: advances through pattern and subject together; on a mismatch it
  /// returns to the most recent wildcard and lets it take one more element. No deeper
  /// backtracking is needed because a later wildcard can absorb anything an earlier one could.
  /// `step` says how many pattern elements a non-wildcard consumes when it matches the subject
  /// element (or `nil`). Pure.
  private static func wildcardMatch(
    patternCount: Int,
    subjectCount: Int,
    isWildcard: (Int) -> Bool,
    step: (Int, Int) -> Int?
  ) -> Bool {
    var patternIndex = 0
    var subjectIndex = 0
    var resume: (pattern: Int, subject: Int)?
    while subjectIndex < subjectCount {
      if patternIndex < patternCount, isWildcard(patternIndex) {
        resume = (patternIndex + 1, subjectIndex)
        patternIndex += 1
      } else if patternIndex < patternCount, let width = step(patternIndex, subjectIndex) {
        patternIndex += width
        subjectIndex += 1
      } else if let point = resume {
        resume = (point.pattern, point.subject + 1)
        patternIndex = point.pattern
        subjectIndex = point.subject + 1
      } else {
        return false
      }
    }
    while patternIndex < patternCount, isWildcard(patternIndex) { patternIndex += 1 }
    return patternIndex == patternCount
  }

  private static func contains(_ set: ArraySlice<Unicode.Scalar>, _ character: Unicode.Scalar)
    -> Bool
  {
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

  /// `a{b,c}d` → `abd`, `acd` (nested braces expand too), or `nil` when that would make more than
  /// ``maximumAlternatives`` patterns or take more than ``maximumExpansionWork``. Works on a
  /// queue, never recursing. Pure.
  static func expandBraces(_ pattern: String) -> [String]? {
    var pending = [Array(pattern)]
    var done: [String] = []
    var work = 0
    while let characters = pending.popLast() {
      work += characters.count
      guard work <= maximumExpansionWork else { return nil }
      guard let (open, close, options) = firstBraceGroup(characters) else {
        done.append(String(characters))
        continue
      }
      guard pending.count + done.count + options.count <= maximumAlternatives else { return nil }
      let prefix = characters[..<open]
      let suffix = characters[(close + 1)...]
      for option in options.reversed() { pending.append(Array(prefix + option + suffix)) }
    }
    return done
  }

  /// The first `{…}` group with its options split at top-level commas, or `nil`. Each `}`
  /// closes the latest `{` still open, and a `{` never closed is text; the groups are found in
  /// one pass, so unclosed braces cost nothing extra (rescanning the rest of the pattern from
  /// each of them took time quadratic in the pattern). Pure.
  private static func firstBraceGroup(_ characters: [Character])
    -> (open: Int, close: Int, options: [[Character]])?
  {
    var opened: [Int] = []
    var first: (open: Int, close: Int)?
    for (index, character) in characters.enumerated() {
      if character == "{" {
        opened.append(index)
      } else if character == "}", let open = opened.popLast() {
        if open < (first?.open ?? Int.max) { first = (open, index) }
      }
    }
    guard let (open, close) = first else { return nil }
    // Between a `{` and the `}` that closes it every brace is closed: split at depth 0.
    var depth = 0
    var options: [[Character]] = []
    var current: [Character] = []
    for character in characters[(open + 1)..<close] {
      if character == "{" { depth += 1 }
      if character == "}" { depth -= 1 }
      if character == ",", depth == 0 {
        options.append(current)
        current = []
      } else {
        current.append(character)
      }
    }
    options.append(current)
    return (open, close, options)
  }
}
