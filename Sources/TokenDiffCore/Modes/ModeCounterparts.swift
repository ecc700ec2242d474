/// Which head modes have a counterpart among the base modes, for modes matched by meaning
/// across revisions.
///
/// A head dimension corresponds to the base dimensions it shares the most values with of all
/// head dimensions, and of those that tie, the one of the same name (a renamed or merged group:
/// `Color` with `Main color` and `Support color`; not `density` with `brand` for a `default` both
/// happen to have, when `brand` is still there); one that corresponds to none by values
/// corresponds to the base dimension of the same name, unless that one is another head
/// dimension's by its values. So when a revision adds a second family of alternatives and the
/// names move (`figma=Light` becomes `Dark/Light=Light` beside `figma=Baseline`), light still
/// meets light, and `figma=Baseline` is a new dimension, not a conflicting value of the old one.
/// A head mode whose value of a corresponding dimension no base dimension has (`Color=danger`,
/// where the base had only `accent`, `brand1` and `brand2`) is a mode added: it is never
/// compared with a different mode. A dimension with no counterpart at all is new and does not
/// count (`Density=compact` added beside `Color scheme`: light still meets light). A value
/// renamed under the same identity (``ModeRenames``: a Tokens Studio theme's `id`) is read in
/// the base's words first. Names and values compare without case. Immutable once made.
struct ModeCounterparts {
  /// For each head dimension (lowercased), the base dimensions it corresponds to (lowercased).
  private let corresponding: [String: Set<String>]
  private let baseValues: [String: Set<String>]
  /// Each base dimension's name as the base spells it, by its lowercased name.
  private let baseSpelling: [String: String]
  /// The head's values renamed under the same identity, read in the base's words.
  private let renames: ModeRenames

  init(base: [String], head: [String], renames: ModeRenames = .none) {
    self.renames = renames
    let baseValues = Self.values(base)
    let headValues = Self.values(head.map(renames.inBaseTerms))
    var corresponding: [String: Set<String>] = [:]
    // Each base dimension goes to the head dimensions that share the most values with it: a
    // value two dimensions happen to share (`default` in `brand` and `density`) does not make
    // a new dimension the counterpart of one that kept its name and values.
    for name in headValues.keys { corresponding[name] = [] }
    // Plain mode names (`dark`, `mobile`: no dimension) mix what head dimensions keep apart:
    // they go to every head dimension that shares one.
    // Of head dimensions that tie, the one that kept the base dimension's name is its
    // counterpart alone: `Main color` gaining `inverted`, a value `Support color` has, does not
    // make `Support color` its counterpart too.
    for (baseName, baseSet) in baseValues {
      let shared = headValues.mapValues { $0.intersection(baseSet).count }
      guard let most = shared.values.max(), most > 0 else { continue }
      if !baseName.isEmpty, shared[baseName] == most {
        corresponding[baseName]?.insert(baseName)
        continue
      }
      for (name, count) in shared where count == most || (baseName.isEmpty && count > 0) {
        corresponding[name]?.insert(baseName)
      }
    }
    let claimed = corresponding.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    for (name, found) in corresponding where found.isEmpty {
      if baseValues[name] != nil, !claimed.contains(name) { corresponding[name] = [name] }
    }
    self.corresponding = corresponding
    self.baseValues = baseValues
    var spelling: [String: String] = [:]
    for mode in base {
      for (dimension, _) in ModeSpace.pairs(of: mode) where !dimension.isEmpty {
        spelling[dimension.lowercased()] = spelling[dimension.lowercased()] ?? dimension
      }
    }
    baseSpelling = spelling
  }

  /// Whether `mode` (a head mode) has a counterpart among the base modes. Pure.
  func hasCounterpart(_ mode: String) -> Bool {
    for (dimension, value) in ModeSpace.pairs(of: renames.inBaseTerms(mode)) {
      let bases = corresponding[dimension.lowercased()] ?? []
      guard !bases.isEmpty else { continue }
      let lowered = value.lowercased()
      if !bases.contains(where: { baseValues[$0]?.contains(lowered) == true }) { return false }
    }
    return true
  }

  /// `mode` (a head mode) in the base's words, for matching it with a base mode: a dimension
  /// that corresponds to one base dimension of another name takes that name, one that
  /// corresponds to none is left out when the base has a dimension of its name (which is
  /// then another dimension's), and the rest stay as they are; a value renamed under the
  /// same identity takes the base's name. A mode not written as `dimension=value` pairs is
  /// returned unchanged. Pure.
  func inBaseTerms(_ head: String) -> String {
    let mode = renames.inBaseTerms(head)
    let pairs = ModeSpace.pairs(of: mode)
    guard pairs.allSatisfy({ !$0.0.isEmpty }) else { return mode }
    // Each pair's name in the base's words, or nil when the pair is left out.
    let renamed = pairs.map { dimension, _ -> String? in
      let name = dimension.lowercased()
      let bases = corresponding[name] ?? []
      if bases.count == 1, let base = bases.first, base != name, let spelled = baseSpelling[base] {
        return spelled
      }
      return bases.isEmpty && baseValues[name] != nil ? nil : dimension
    }
    // Never two pairs of one name: a dimension would then have two values.
    var counts: [String: Int] = [:]
    for name in renamed.compactMap(\.self) { counts[name.lowercased(), default: 0] += 1 }
    let kept = zip(pairs, renamed).compactMap { pair, name -> String? in
      guard let name else { return nil }
      let unique = counts[name.lowercased(), default: 0] < 2
      return (unique ? name : pair.0) + "=" + pair.1
    }
    let original = pairs.map { $0.0 + "=" + $0.1 }
    return kept.isEmpty || kept == original ? mode : kept.joined(separator: ", ")
  }

  /// Each dimension's values over `modes`, lowercased. Pure.
  private static func values(_ modes: [String]) -> [String: Set<String>] {
    var values: [String: Set<String>] = [:]
    for mode in modes {
      for (dimension, value) in ModeSpace.pairs(of: mode) {
        values[dimension.lowercased(), default: []].insert(value.lowercased())
      }
    }
    return values
  }
}
