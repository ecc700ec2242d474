extension ImpactAnalysis {
  /// Each source change's reached tokens (by index into `changes`) and the blast radius. Pure.
  ///
  /// Reaches are sets of modes, not one table per mode: a moved token whose resolution is the
  /// same in every mode (most are) has its dependencies read once, and a token that varies has
  /// them read once per distinct resolution. The work grows with the moved tokens and the modes
  /// they vary in, not with their product with every mode.
  static func blastRadius(_ changes: [TokenChange], lookup: ModeLookup) -> (
    [Int: [TokenPath]], [BlastRadius]
  ) {
    let moving = changes.indices.filter { moves(changes[$0]) }
    let space = ChangeModes(moving.map { changes[$0] }, head: lookup.modes)
    // Per moved token: the modes it moved in, and its layer in each (the last change wins).
    var layers: [TokenPath: [(modes: Bitset, layer: Layer)]] = [:]
    var movedIn: [TokenPath: Bitset] = [:]
    var sourceIn: [TokenPath: Bitset] = [:]
    var sourceChanges: [Int] = []
    for index in moving {
      let change = changes[index]
      let covered = space.covered(change)
      layers[change.token, default: []].append((covered, change.layer))
      movedIn[change.token, default: space.none].formUnion(covered)
      if change.via == nil {
        sourceIn[change.token, default: space.none].formUnion(covered)
        sourceChanges.append(index)
      }
    }
    let reached = reaches(movedIn: movedIn, sourceIn: sourceIn, space: space, lookup: lookup)
    var reaches: [Int: [TokenPath]] = [:]
    var radius: [BlastRadius] = []
    for index in sourceChanges {
      let change = changes[index]
      let covered = space.covered(change)
      let tokens = reached[change.token] ?? [:]
      var all: [TokenPath] = []
      var sameEverywhere = true
      for (path, modes) in tokens {
        let here = modes.intersection(covered)
        guard !here.isEmpty else { continue }
        all.append(path)
        if here != covered { sameEverywhere = false }
      }
      if !all.isEmpty { reaches[index] = all.sorted() }
      // The same tokens in every covered mode: one entry, with the change's own mode.
      let coveredModes = covered.members
      let entries: [(mode: String?, position: Int?)] =
        sameEverywhere
        ? [(change.mode, coveredModes.first)] : coveredModes.map { (space.names[$0], $0) }
      for (mode, position) in entries {
        var entry = BlastRadius(
          token: change.token,
          mode: mode,
          layer: change.layer,
          semantic: 0,
          component: 0
        )
        if let position {
          for (path, modes) in tokens where modes.contains(position) {
            let layer = layers[path]?.last { $0.modes.contains(position) }?.layer
            switch layer ?? .semantic {
            case .raw: entry.raw += 1
            case .semantic: entry.semantic += 1
            case .component: entry.component += 1
            }
          }
        }
        radius.append(entry)
      }
    }
    radius.sort {
      ($1.total, $0.token, $0.mode ?? "") < ($0.total, $1.token, $1.mode ?? "")
    }
    return (reaches, dedupe(radius))
  }

  /// Source → each moved token whose head resolution depends on it → the head modes where
  /// both moved. Pure.
  private static func reaches(
    movedIn: [TokenPath: Bitset],
    sourceIn: [TokenPath: Bitset],
    space: ChangeModes,
    lookup: ModeLookup
  ) -> [TokenPath: [TokenPath: Bitset]] {
    var reached: [TokenPath: [TokenPath: Bitset]] = [:]
    // Keyed by the resolution's shared storage, kept alive by the token held next to it.
    var sourcesByResolution: [ObjectIdentifier: (token: ResolvedToken, sources: [TokenPath])] =
      [:]
    func sources(_ token: ResolvedToken) -> [TokenPath] {
      if let known = sourcesByResolution[token.storageIdentity] { return known.sources }
      let found = token.dependencies.filter { $0 != token.path && sourceIn[$0] != nil }
      sourcesByResolution[token.storageIdentity] = (token, found)
      return found
    }
    for (path, modes) in movedIn {
      let inHead = modes.intersection(space.head)
      guard !inHead.isEmpty else { continue }
      if lookup.index.isModeInvariant(path) {
        guard let token = lookup.token(path, in: nil) else { continue }
        for source in sources(token) {
          guard let sourceModes = sourceIn[source] else { continue }
          let both = inHead.intersection(sourceModes)
          if !both.isEmpty {
            reached[source, default: [:]][path, default: space.none].formUnion(both)
          }
        }
        continue
      }
      for mode in inHead.members {
        guard let token = lookup.token(path, in: space.names[mode]) else { continue }
        for source in sources(token) where sourceIn[source]?.contains(mode) == true {
          reached[source, default: [:]][path, default: space.none].insert(mode)
        }
      }
    }
    return reached
  }

  /// One entry per token and mode (a source changed in one mode and also without a mode cannot
  /// happen, but two definitions of one path can). Pure.
  private static func dedupe(_ radius: [BlastRadius]) -> [BlastRadius] {
    var seen = Set<String>()
    return radius.filter { seen.insert("\($0.token)\u{1F}\($0.mode ?? "")").inserted }
  }
}

/// The modes changes are described in, by position: the head's (in its order), then any other a
/// change names (which no source reaches, having no head resolution).
private struct ChangeModes {
  let names: [String?]
  /// The head's modes: what a change without a mode covers.
  let head: Bitset
  /// The empty set of this many modes.
  let none: Bitset
  private let position: [String?: Int]

  init(_ changes: [TokenChange], head headModes: [String?]) {
    var names = headModes
    var position: [String?: Int] = [:]
    for (index, name) in names.enumerated() where position[name] == nil { position[name] = index }
    for change in changes {
      guard let mode = change.mode, position[mode] == nil else { continue }
      position[mode] = names.count
      names.append(mode)
    }
    self.names = names
    self.position = position
    none = Bitset(count: names.count)
    var head = none
    for index in headModes.indices { head.insert(index) }
    self.head = head
  }

  /// The modes a change holds in: its own, or every head mode. Pure.
  func covered(_ change: TokenChange) -> Bitset {
    guard let mode = change.mode else { return head }
    var modes = none
    if let index = position[mode] { modes.insert(index) }
    return modes
  }
}
