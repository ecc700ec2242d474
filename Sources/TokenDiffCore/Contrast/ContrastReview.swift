/// Turns measured pairs into the report's contrast results. Every function is pure.
enum ContrastReview {
  /// A diff: each pair before → after, with its status. Lists the pairs whose colours or
  /// verdict changed, and new and removed pairs; every pair is counted in the tallies.
  /// `renames` maps a base token path to its head path, so a renamed token keeps its pairs;
  /// `modeRenames` reads a head mode whose values were renamed in the base's words, so a
  /// renamed theme keeps them too.
  static func diff(
    before: [ContrastPairKey: MeasuredPair],
    after: [ContrastPairKey: MeasuredPair],
    margin: ContrastMargin,
    renames: [TokenPath: TokenPath],
    modeRenames: ModeRenames = .none
  ) -> (results: [ContrastResult], tallies: [ContrastTally]) {
    var base = before
    if !renames.isEmpty {
      base = [:]
      for (key, pair) in before {
        var renamed = key
        renamed.foreground = renames[key.foreground] ?? key.foreground
        renamed.background = renames[key.background] ?? key.background
        if base[renamed] == nil { base[renamed] = pair }
      }
    }
    // The base modes of each pair, for head modes the base does not have (built when needed).
    var baseModesByPair: [[TokenPath]: [String?]]?
    func baseModes(_ key: ContrastPairKey) -> [String?]? {
      if baseModesByPair == nil {
        baseModesByPair = Dictionary(grouping: base.keys) { [$0.foreground, $0.background] }
          .mapValues { $0.map(\.mode) }
      }
      return baseModesByPair?[[key.foreground, key.background]]
    }
    // Exact matches are taken out of `remaining`; a head mode the base lacks is compared with
    // the base mode ModeName.match picks, which may serve several head modes, or with the
    // base's default; a mode no base mode corresponds to (a brand added) is new, never
    // compared with another brand.
    var remaining = base
    var matchedByMode = Set<ContrastPairKey>()
    var all: [ContrastResult] = []
    all.reserveCapacity(after.count + base.count)
    for (key, head) in after {
      var asked = key
      asked.mode = key.mode.map(modeRenames.inBaseTerms)
      var old = remaining.removeValue(forKey: asked)
      if old == nil, let modes = baseModes(asked) {
        let mode = ModeName.match(asked.mode, in: modes, preferring: [], unmatchedIsBaseline: true)
        let match = ContrastPairKey(
          foreground: key.foreground,
          background: key.background,
          mode: mode
        )
        old = base[match]
        if old != nil { matchedByMode.insert(match) }
      }
      all.append(
        ContrastResult(
          foreground: key.foreground,
          background: key.background,
          mode: key.mode,
          requirement: head.requirement,
          before: old?.measurement,
          after: head.measurement,
          status: status(before: old?.measurement, after: head.measurement, margin: margin)
        )
      )
    }
    for (key, old) in remaining where !matchedByMode.contains(key) {
      all.append(
        ContrastResult(
          foreground: key.foreground,
          background: key.background,
          mode: key.mode,
          requirement: old.requirement,
          before: old.measurement,
          after: nil,
          status: .removed
        )
      )
    }
    return (sorted(all.filter(isListed)), tallies(all))
  }

  /// A check: every failing pair is listed; every pair is counted.
  static func check(_ measured: [ContrastPairKey: MeasuredPair]) -> (
    results: [ContrastResult], tallies: [ContrastTally]
  ) {
    let all = measured.map { key, pair in
      ContrastResult(
        foreground: key.foreground,
        background: key.background,
        mode: key.mode,
        requirement: pair.requirement,
        before: nil,
        after: pair.measurement,
        status: pair.measurement.passes ? .passing : .failing
      )
    }
    return (sorted(all.filter { $0.status == .failing }), tallies(all))
  }

  /// What a change did to a pair. Pure.
  static func status(
    before: ContrastMeasurement?,
    after: ContrastMeasurement?,
    margin: ContrastMargin
  ) -> ContrastStatus {
    switch (before, after) {
    case (nil, _): return .new
    case (_, nil): return .removed
    case (let before?, let after?):
      switch (before.passes, after.passes) {
      case (true, false): return .regression
      case (false, true): return .fixed
      case (false, false): return .stillFailing
      case (true, true):
        return margin.isExceeded(from: before.ratio, to: after.ratio) ? .degraded : .unchanged
      }
    }
  }

  /// Whether a diff lists a pair: it is new or removed, its verdict moved, or its colours did.
  static func isListed(_ result: ContrastResult) -> Bool {
    guard let before = result.before, let after = result.after else { return true }
    if result.status != .unchanged && result.status != .stillFailing { return true }
    return before.foreground != after.foreground || before.background != after.background
      || before.ratio != after.ratio
  }

  /// By foreground, background, then mode (no mode first).
  static func sorted(_ results: [ContrastResult]) -> [ContrastResult] {
    results.sorted { lhs, rhs in
      if lhs.foreground != rhs.foreground { return lhs.foreground < rhs.foreground }
      if lhs.background != rhs.background { return lhs.background < rhs.background }
      switch (lhs.mode, rhs.mode) {
      case (let left?, let right?): return left < right
      case (nil, let right): return right != nil
      case (_, nil): return false
      }
    }
  }

  static func tallies(_ results: [ContrastResult]) -> [ContrastTally] {
    struct Group: Hashable {
      var mode: String?
      var status: ContrastStatus
    }
    var counts: [Group: Int] = [:]
    for result in results {
      counts[Group(mode: result.mode, status: result.status), default: 0] += 1
    }
    return counts.map { ContrastTally(mode: $0.key.mode, status: $0.key.status, count: $0.value) }
      .sorted()
  }
}
