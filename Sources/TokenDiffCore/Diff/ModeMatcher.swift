/// Which base mode a head mode is compared with, for many head modes against one list of base
/// modes: the base modes' names are split into their contexts and pairs once, not once per
/// head mode (a Tokens Studio set whose theme groups were renamed matches hundreds of head
/// modes against hundreds of base modes, each by name). Immutable once made.
struct ModeMatcher {
  private let hasBaseline: Bool
  private let named: Set<String>
  /// The base modes by name, each with its contexts.
  private let sorted: [(name: String, contexts: Set<String>)]
  /// For each context, the first base mode (in the given order) made of it alone.
  private let madeOf: [String: String]
  /// The base modes by name, each with its dimension/value pairs, lowercased.
  private let pairs: [(name: String, pairs: [(String, String)])]
  /// The same pairs, by base mode name.
  private let pairsByName: [String: [(String, String)]]

  /// `candidates`: the base modes, `nil` standing for the baseline. Pure.
  init(candidates: [String?]) {
    let named = candidates.compactMap { $0 }
    hasBaseline = candidates.contains(where: { $0 == nil })
    self.named = Set(named)
    var madeOf: [String: String] = [:]
    for name in named {
      let contexts = ModeName.contexts(name)
      if contexts.count == 1, madeOf[contexts[0]] == nil { madeOf[contexts[0]] = name }
    }
    self.madeOf = madeOf
    let byName = named.sorted()
    sorted = byName.map { ($0, Set(ModeName.contexts($0))) }
    pairs = byName.map { name in
      (name, ModeSpace.pairs(of: name).map { ($0.0.lowercased(), $0.1.lowercased()) })
    }
    pairsByName = Dictionary(pairs.map { ($0.name, $0.pairs) }, uniquingKeysWith: { $1 })
  }

  /// The base mode to compare a head mode with. When no base mode corresponds, the result is
  /// `nil` (the baseline) if `unmatchedIsBaseline` or the candidates include it, else the first
  /// base mode by name. In the plain set a file's value in a mode it does not name is its
  /// default, so the diff passes `unmatchedIsBaseline` there: a head mode only another file
  /// brings in (`desktop` next to `light`/`dark`) meets the base's default, not `dark`. Pure.
  func match(_ mode: String?, preferring overrides: [String], unmatchedIsBaseline: Bool = false)
    -> String?
  {
    guard let mode else { return hasBaseline ? nil : sorted.first?.name }
    guard !named.isEmpty else { return hasBaseline ? nil : sorted.first?.name }
    if let found = counterpart(of: mode, preferring: overrides) { return found }
    return unmatchedIsBaseline || hasBaseline ? nil : sorted.first?.name
  }

  /// The base mode that corresponds to a head mode by name, by one of its contexts, or by the
  /// dimensions they agree on; `nil` when none does. Pure.
  func counterpart(of mode: String, preferring overrides: [String]) -> String? {
    if named.contains(mode) { return mode }
    let wanted = ModeName.contexts(mode)
    // A base mode named by a context is one whose dimensions the head mode does not give
    // another value: `Type=Desktop` is no part of `Space=Desktop, Type=Mobile`, although both
    // name `Desktop`, whichever group `$themes.json` lists first.
    let wantedPairs = ModeSpace.pairs(of: mode).map { ($0.0.lowercased(), $0.1.lowercased()) }
    func agrees(_ base: String) -> Bool {
      !(pairsByName[base] ?? []).contains { name, value in
        !name.isEmpty && wantedPairs.contains { $0.0 == name && $0.1 != value }
      }
    }
    // A base mode this token has its own value for, named by one of the head mode's contexts.
    if let own = wanted.first(where: { overrides.contains($0) && named.contains($0) && agrees($0) })
    {
      return own
    }
    // Else the base mode made of one of the head mode's contexts, earliest context first.
    for context in wanted {
      if let exact = madeOf[context], agrees(exact) { return exact }
    }
    // Else a base mode made of some of its contexts (a dimension was added).
    let wantedSet = Set(wanted)
    let subset = sorted.first { candidate in
      candidate.contexts.isSubset(of: wantedSet) && agrees(candidate.name)
    }
    if let subset { return subset.name }
    // Else the base mode that agrees with it on the most dimensions and conflicts on none
    // (groups renamed or merged: `Main color=accent` meets `Color=accent`).
    return bestAgreement(mode)
  }

  /// The base mode with the highest agreement score with `mode`, if it is positive: per
  /// dimension of the candidate, +2 for the same value under the same dimension name, +1 for the
  /// value under another name, -3 for another value under the same name (names and values
  /// compared without case). Ties go to the first in name order. Pure.
  private func bestAgreement(_ mode: String) -> String? {
    let wanted = ModeSpace.pairs(of: mode).map { ($0.0.lowercased(), $0.1.lowercased()) }
    let wantedValues = Set(wanted.map(\.1))
    var best: (score: Int, name: String)?
    for (candidate, candidatePairs) in pairs {
      var score = 0
      for (name, value) in candidatePairs {
        if let same = wanted.first(where: { $0.0 == name }) {
          score += same.1 == value ? 2 : -3
        } else if wantedValues.contains(value) {
          score += 1
        }
      }
      if score > 0, score > (best?.score ?? 0) { best = (score, candidate) }
    }
    return best?.name
  }
}
