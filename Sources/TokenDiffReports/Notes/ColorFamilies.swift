import TokenDiffCore

/// The rebrand in a few lines: colour changes grouped by family (the token path's prefix) and
/// by mode, instead of one line per token.
struct ColorFamilies {
  /// One family's colour changes.
  struct Family: Equatable {
    var name: String
    var tokens: Set<TokenPath> = []
    var modes: Set<String> = []
    var everyMode = false
    /// How often each `before → after` pair of colours occurs.
    var pairs: [Pair: Int] = [:]
    var changes = 0

    /// The most common colour change, ties broken by text. Pure.
    var typical: (pair: Pair, count: Int)? {
      pairs.max { $0.value != $1.value ? $0.value < $1.value : $0.key.text > $1.key.text }
        .map { ($0.key, $0.value) }
    }
  }

  /// A colour before and after, as hex.
  struct Pair: Hashable {
    var before: String
    var after: String
    var text: String { "\(before) → \(after)" }
  }

  var families: [Family]
  /// Colour changes per mode (`nil`: every mode).
  var byMode: [(mode: String?, changes: Int, tokens: Int)]

  /// The family of a token: its path without the last segment, or for a one-segment name the
  /// part before the first `-` (`blue-500` → `blue`, `color.brand.primary` → `color.brand`).
  /// Pure.
  static func family(of path: TokenPath) -> String {
    if path.segments.count > 1 { return path.segments.dropLast().joined(separator: ".") }
    let name = path.description
    guard let dash = name.firstIndex(of: "-"), dash != name.startIndex else { return name }
    return String(name[..<dash])
  }

  /// Groups the visual changes whose values hold colours. Pure.
  init(_ changes: [TokenChange]) {
    var families: [String: Family] = [:]
    var modes: [String?: (changes: Int, tokens: Set<TokenPath>)] = [:]
    for change in changes where ReportFacts.impact(change) == .visual {
      guard let before = change.before?.value?.colors.first,
        let after = change.after?.value?.colors.first
      else { continue }
      let name = Self.family(of: change.token)
      var family = families[name] ?? Family(name: name)
      family.tokens.insert(change.token)
      if let mode = change.mode { family.modes.insert(mode) } else { family.everyMode = true }
      family.pairs[Pair(before: before.hex, after: after.hex), default: 0] += 1
      family.changes += 1
      families[name] = family
      var entry = modes[change.mode] ?? (0, [])
      entry.changes += 1
      entry.tokens.insert(change.token)
      modes[change.mode] = entry
    }
    self.families = families.values.sorted {
      $0.changes != $1.changes ? $0.changes > $1.changes : $0.name < $1.name
    }
    self.byMode = modes.map { ($0.key, $0.value.changes, $0.value.tokens.count) }
      .sorted { ($0.mode ?? "") < ($1.mode ?? "") }
  }
}
