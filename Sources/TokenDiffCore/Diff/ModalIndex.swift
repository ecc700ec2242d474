/// A revision's tokens by path, with lookups of any token in any mode. Immutable once made.
final class ModalIndex: Sendable {
  let revision: ResolvedRevision
  /// The plain set's modes grouped into dimensions: two modes are one dimension when some
  /// token gives values for both (`light` and `dark`; `desktop` and `mobile`). By group number.
  let plainModeGroups: [String: Int]

  /// Union of the modes each token's own mode map names. Pure.
  static func modeGroups(_ sets: [ModalTokenSet]) -> [String: Int] {
    var parent: [String: String] = [:]
    func root(_ mode: String) -> String {
      var current = mode
      while let next = parent[current], next != current { current = next }
      return current
    }
    for set in sets {
      for token in set.baseline.tokens where !token.modeOverrides.isEmpty {
        let modes = token.modeOverrides
        for mode in modes where parent[mode] == nil { parent[mode] = mode }
        let first = root(modes[0])
        for mode in modes.dropFirst() {
          let other = root(mode)
          if other != first { parent[other] = first }
        }
      }
    }
    var numbers: [String: Int] = [:]
    var result: [String: Int] = [:]
    for mode in parent.keys.sorted() {
      let group = root(mode)
      if numbers[group] == nil { numbers[group] = numbers.count }
      result[mode] = numbers[group]
    }
    return result
  }

  /// Paths defined only in reference-only files (Tokens Studio `source` sets): resolved, not
  /// reported.
  let referenceOnlyPaths: Set<TokenPath>
  /// Every token of every set, in one array: those the diff reports and those only looked up.
  private let entries: [ModalEntry]
  /// The first entry of each path (a path may be in several sets, and in the plain set in
  /// several files); `nextOfPath` chains the others, `-1` ending the chain. A chain holds one
  /// entry per set and file that has the path.
  private let firstByPath: [TokenPath: Int32]
  private let nextOfPath: [Int32]
  /// The paths that have an entry the diff reports, each once.
  let reportedPaths: [TokenPath]
  /// What each mode's delta says of a token, per token (``ModalEntry/overrides``), by the
  /// delta's position in its set: overrides, drops or sets back to the baseline under its
  /// layers (see ``ModeDelta``).
  private let overrideStore: [(delta: Int32, override: Override)]
  /// Per plain set: the key of each path (a path may be written in several files). A resolver
  /// document's set keeps none: its keys are its paths (``key(_:set:)``).
  private let keyByPath: [[TokenPath: TokenKey]]
  private let deltaByMode: [[String: Int]]
  /// Per set, by a delta's position: the positions of the modes that name it as a layer.
  private let modesByLayer: [[Int: [Int]]]

  /// What a mode's delta says of a key.
  private enum Override {
    case token(ResolvedToken)
    case missing
    case baseline
  }

  /// Builds the entries and their overrides in flat arrays: a table of arrays (entries per
  /// path, overrides per key) held a heap cell per token in every revision, the largest part
  /// of the diff's memory on large sets. Pure.
  init(_ revision: ResolvedRevision) {
    self.revision = revision
    let tokenCount = revision.sets.reduce(0) { $0 + $1.baseline.tokens.count }
    var entries: [ModalEntry] = []
    var firstByPath: [TokenPath: Int32] = [:]
    var nextOfPath: [Int32] = []
    var overrideStore: [(delta: Int32, override: Override)] = []
    entries.reserveCapacity(tokenCount)
    nextOfPath.reserveCapacity(tokenCount)
    firstByPath.reserveCapacity(tokenCount)
    var keyByPath: [[TokenPath: TokenKey]] = []
    var deltaByMode: [[String: Int]] = []
    var modesByLayer: [[Int: [Int]]] = []
    var referenceOnly = Set<TokenPath>()
    // The position of the entry of `entry`'s set and key, made from `entry` if there is none.
    // A chain holds the newest first: its order does not matter (``EntryPairing`` orders a
    // path's entries by origin, which no two of them share).
    func place(_ entry: ModalEntry) -> Int32 {
      let position = Int32(entries.count)
      let first = firstByPath.updateValue(position, forKey: entry.key.path)
      var known = first ?? -1
      while known >= 0 {
        if entries[Int(known)].setIndex == entry.setIndex, entries[Int(known)].key == entry.key {
          firstByPath[entry.key.path] = first
          return known
        }
        known = nextOfPath[Int(known)]
      }
      entries.append(entry)
      nextOfPath.append(first ?? -1)
      return position
    }
    for (setIndex, set) in revision.sets.enumerated() {
      let setStart = entries.count
      var paths: [TokenPath: TokenKey] = [:]
      var repeated = Set<TokenPath>()
      if set.set.isEmpty { paths.reserveCapacity(set.baseline.tokens.count) }
      // A path several files define is the one the build merges last (``PathIndex``'s order:
      // by path, unless the build says otherwise).
      let mergeRanks = PathIndex.ranks(of: set.mergeOrder)
      func mergesLater(_ key: TokenKey, than known: TokenKey?) -> Bool {
        guard let known else { return true }
        return key.file == known.file
          || !PathIndex.mergesBefore(key.file, known.file, ranks: mergeRanks)
      }
      for (position, token) in set.baseline.tokens.enumerated() {
        let key = set.key(token)
        let placed = place(
          ModalEntry(
            setIndex: setIndex,
            set: set.set,
            key: key,
            varies: false,
            baselinePosition: Int32(position),
            overrides: 0..<0,
            isReported: true
          )
        )
        // A key the baseline holds twice is the later token, as a table by key would have it.
        entries[Int(placed)].baselinePosition = Int32(position)
        if set.set.isEmpty {
          let known = paths[key.path]
          if let known, known.file != key.file { repeated.insert(key.path) }
          if mergesLater(key, than: known) { paths[key.path] = key }
        }
      }
      // What each delta says, by entry, each entry's in the order of the deltas (and within
      // one: changed, missing, unlayered): the entry of everything said is found in a first
      // pass (a key only some mode has gets its entry there), which counts them; the second
      // places each in its entry's range (a counting sort, with no table of arrays).
      func entry(for key: TokenKey) -> Int32 {
        place(
          ModalEntry(
            setIndex: setIndex,
            set: set.set,
            key: key,
            varies: false,
            baselinePosition: nil,
            overrides: 0..<0,
            isReported: true
          )
        )
      }
      func forEachSaid(_ body: (TokenKey, Int32, Override) -> Void) {
        for (position, delta) in set.modes.enumerated() {
          let at = Int32(position)
          for (key, token) in delta.changed { body(key, at, .token(token)) }
          for key in delta.missing where delta.changed[key] == nil { body(key, at, .missing) }
          for key in delta.unlayered { body(key, at, .baseline) }
        }
      }
      var saidBy: [Int32] = []
      forEachSaid { key, _, _ in saidBy.append(entry(for: key)) }
      // counts[i] is where entry setStart + i's overrides start; counts.last, their end.
      var counts = [Int32](repeating: 0, count: entries.count - setStart + 1)
      for owner in saidBy { counts[Int(owner) - setStart + 1] += 1 }
      for index in counts.indices.dropFirst() { counts[index] += counts[index - 1] }
      let storeStart = Int32(overrideStore.count)
      overrideStore += repeatElement((delta: 0, override: .missing), count: saidBy.count)
      var next = counts
      var told = 0
      forEachSaid { _, at, override in
        let owner = Int(saidBy[told]) - setStart
        overrideStore[Int(storeStart + next[owner])] = (at, override)
        next[owner] += 1
        told += 1
      }
      var users: [Int: [Int]] = [:]
      for (position, delta) in set.modes.enumerated() {
        for layer in delta.layers { users[layer, default: []].append(position) }
      }
      // Every mode of a resolver set concerns every file; in the plain set, only the modes a
      // file's tokens name do.
      for position in setStart..<entries.count {
        let start = storeStart + counts[position - setStart]
        let range = start..<(storeStart + counts[position - setStart + 1])
        var entry = entries[position]
        entry.overrides = range
        entry.varies =
          !range.isEmpty
          && (!set.set.isEmpty
            || overrideStore[Int(range.lowerBound)..<Int(range.upperBound)].contains {
              set.modeNames(forFile: entry.key.file).contains(set.modes[Int($0.delta)].mode)
            })
        if entry.baselinePosition == nil {
          if entry.varies {
            if set.set.isEmpty, paths[entry.key.path] == nil { paths[entry.key.path] = entry.key }
          } else {
            // The plain set has it only in modes that do not concern its file.
            entry.isReported = false
          }
        }
        entries[position] = entry
      }
      // Reference-only tokens stay available to lookups (for `via`) but are not reported. A
      // key some mode outputs is reported, in the modes that output it (its entry is
      // ``ModalEntry/isPartlyReferenceOnly``): a token an enabled set of one theme adds is news,
      // whatever a `source` set of another theme holds under its name.
      // A draft set's tokens (``ModalTokenSet/draftFiles``) are hidden the same way, but are
      // not reference-only: a token removed from the themed sets is not "now only in a source
      // set" because a draft keeps a copy.
      if !set.referenceOnlyFiles.isEmpty || !set.draftFiles.isEmpty {
        var hidden = Set<TokenKey>()
        var drafts = Set<TokenKey>()
        var output = Set<TokenKey>()
        func note(_ key: TokenKey, _ token: ResolvedToken) {
          if set.reports(token) {
            output.insert(key)
          } else if set.draftFiles.contains(token.location.file) {
            drafts.insert(key)
          } else {
            hidden.insert(key)
          }
        }
        for token in set.baseline.tokens { note(set.key(token), token) }
        for delta in set.modes {
          for (key, token) in delta.changed { note(key, token) }
        }
        let mixed = hidden.intersection(output)
        hidden.subtract(output)
        drafts.subtract(output)
        referenceOnly.formUnion(hidden.map(\.path))
        for position in setStart..<entries.count {
          let key = entries[position].key
          if hidden.contains(key) || drafts.contains(key) { entries[position].isReported = false }
          if mixed.contains(key) { entries[position].isPartlyReferenceOnly = true }
        }
      }
      // A definition a later overriding file of the same build replaces is looked up, not
      // reported: the later one is the token (``ShadowedDefinitions``).
      let shadowed = ShadowedDefinitions.keys(of: set, repeated: repeated)
      for position in setStart..<entries.count where shadowed.contains(entries[position].key) {
        entries[position].isReported = false
      }
      keyByPath.append(set.set.isEmpty ? paths : [:])
      modesByLayer.append(users)
      deltaByMode.append(
        Dictionary(
          set.modes.enumerated().map { ($1.mode, $0) },
          uniquingKeysWith: { first, _ in first }
        )
      )
    }
    var reported = Set<TokenPath>(minimumCapacity: firstByPath.count)
    var reportedPaths: [TokenPath] = []
    reportedPaths.reserveCapacity(firstByPath.count)
    for entry in entries where entry.isReported && reported.insert(entry.key.path).inserted {
      reportedPaths.append(entry.key.path)
    }
    self.entries = entries
    self.firstByPath = firstByPath
    self.nextOfPath = nextOfPath
    self.reportedPaths = reportedPaths
    self.overrideStore = overrideStore
    self.plainModeGroups = Self.modeGroups(revision.sets.filter { $0.set.isEmpty })
    self.referenceOnlyPaths = referenceOnly.filter { !reported.contains($0) }
    self.keyByPath = keyByPath
    self.deltaByMode = deltaByMode
    self.modesByLayer = modesByLayer
  }

  /// A path's entries, reported or not, along its chain. Pure.
  private func chain(_ path: TokenPath) -> some Sequence<ModalEntry> {
    sequence(state: firstByPath[path] ?? -1) { position -> ModalEntry? in
      guard position >= 0 else { return nil }
      defer { position = self.nextOfPath[Int(position)] }
      return self.entries[Int(position)]
    }
  }

  /// A set's entry for a key, reported or not. Pure.
  private func entry(_ key: TokenKey, set setIndex: Int) -> ModalEntry? {
    chain(key.path).first { $0.setIndex == setIndex && $0.key == key }
  }

  /// Whether some set defines a path, reported or only read by references. Pure.
  func defines(_ path: TokenPath) -> Bool {
    firstByPath[path] != nil
  }

  /// Whether the diff reports some entry of a path. Pure.
  func reports(_ path: TokenPath) -> Bool {
    chain(path).contains(where: \.isReported)
  }

  /// The entries the diff reports for a path; empty when it has none. Pure.
  func reportedEntries(_ path: TokenPath) -> [ModalEntry] {
    chain(path).filter(\.isReported)
  }

  /// Whether ``lookup(set:mode:)`` finds the same token for a path (or none) in every mode of
  /// every set: no mode's delta overrides or drops it. Pure.
  func isModeInvariant(_ path: TokenPath) -> Bool {
    keyByPath.indices.allSatisfy { set in
      key(path, set: set).flatMap { entry($0, set: set) }.map(\.overrides.isEmpty) ?? true
    }
  }

  /// The key a set holds for a path: in the plain set its baseline's, or one only some mode
  /// has, `nil` when it has neither. A resolver document's set has one key per path, without a
  /// file: the path's key, which finds no token and no override where the set has none. Pure.
  private func key(_ path: TokenPath, set setIndex: Int) -> TokenKey? {
    guard !revision.sets[setIndex].set.isEmpty else { return keyByPath[setIndex][path] }
    return TokenKey(path: path, file: "")
  }

  /// The modes that concern an entry, `[nil]` when none does.
  func modes(of entry: ModalEntry) -> [String?] {
    revision.sets[entry.setIndex].modeNames(forFile: entry.key.file)
  }

  /// The token in one mode (`nil` mode: the baseline), or `nil` where the mode lacks it.
  func token(_ key: TokenKey, set setIndex: Int, in mode: String?) -> ResolvedToken? {
    token(
      key,
      set: setIndex,
      delta: deltaIndex(set: setIndex, mode: mode),
      baseline: baselineToken(key, set: setIndex)
    )
  }

  /// Where a mode's delta is among the set's modes; `nil` for the baseline, and for a mode the
  /// set does not have (which is the baseline too). Looked up once by callers that ask for many
  /// tokens in the same modes. Pure.
  func deltaIndex(set setIndex: Int, mode: String?) -> Int? {
    mode.flatMap { deltaByMode[setIndex][$0] }
  }

  /// The set's baseline token for a key. Pure.
  func baselineToken(_ key: TokenKey, set setIndex: Int) -> ResolvedToken? {
    entry(key, set: setIndex).flatMap(baselineToken)
  }

  /// The set's baseline token for an entry. Pure.
  func baselineToken(_ entry: ModalEntry) -> ResolvedToken? {
    entry.baselinePosition.map { revision.sets[entry.setIndex].baseline.tokens[Int($0)] }
  }

  /// The token in the mode at `deltaIndex` (see ``deltaIndex(set:mode:)``), given the key's
  /// ``baselineToken(_:set:)``: one lookup in the mode's delta. Pure.
  func token(_ key: TokenKey, set setIndex: Int, delta deltaIndex: Int?, baseline: ResolvedToken?)
    -> ResolvedToken?
  {
    guard let deltaIndex else { return baseline }
    return revision.sets[setIndex].token(key, inModeAt: deltaIndex) ?? baseline
  }

  /// An entry's tokens in the modes at `deltas` (see ``deltaIndex(set:mode:)``; `nil`: the
  /// baseline), given its ``baselineToken(_:)``: what ``token(_:set:delta:baseline:)`` gives
  /// for each, from the entry's overrides, as the diff reports them (``reportedToken(_:set:)``).
  /// Pure.
  func tokens(_ entry: ModalEntry, deltas: [Int?], baseline: ResolvedToken?) -> [ResolvedToken?] {
    let setIndex = entry.setIndex
    let overrides = overrideStore[Int(entry.overrides.lowerBound)..<Int(entry.overrides.upperBound)]
    guard !overrides.isEmpty else {
      let reported = entry.isPartlyReferenceOnly ? reportedToken(baseline, set: setIndex) : baseline
      return Array(repeating: reported, count: deltas.count)
    }
    var byDelta = [ResolvedToken?](
      repeating: baseline,
      count: revision.sets[setIndex].modes.count
    )
    // A layer's token in every mode made of it, then each mode's own word, which comes first
    // (a mode two of whose layers have the key always has its own).
    let layered = modesByLayer[setIndex]
    if !layered.isEmpty {
      for (delta, override) in overrides {
        guard case .token(let token) = override, let modes = layered[Int(delta)] else { continue }
        for mode in modes { byDelta[mode] = token }
      }
    }
    for (delta, override) in overrides {
      switch override {
      case .token(let token): byDelta[Int(delta)] = token
      case .missing: byDelta[Int(delta)] = nil
      case .baseline: byDelta[Int(delta)] = baseline
      }
    }
    let tokens = deltas.map { delta in delta.map { byDelta[$0] } ?? baseline }
    guard entry.isPartlyReferenceOnly else { return tokens }
    return tokens.map { reportedToken($0, set: setIndex) }
  }

  /// An entry's token in one mode as the diff reports it: `nil` where the mode lacks it or
  /// only resolves references with it (a `source` set's token). Pure.
  func token(_ entry: ModalEntry, in mode: String?) -> ResolvedToken? {
    let found = token(
      entry.key,
      set: entry.setIndex,
      delta: deltaIndex(set: entry.setIndex, mode: mode),
      baseline: baselineToken(entry)
    )
    return entry.isPartlyReferenceOnly ? reportedToken(found, set: entry.setIndex) : found
  }

  /// `token`, or `nil` when its set does not report it (it only serves references there). Only
  /// entries that are ``ModalEntry/isPartlyReferenceOnly`` need asking: the others are
  /// reported in every mode that has them, or in none. Pure.
  func reportedToken(_ token: ResolvedToken?, set setIndex: Int) -> ResolvedToken? {
    guard let token, revision.sets[setIndex].reports(token) else { return nil }
    return token
  }

  /// Looks up any path of a set in one mode (for `via`).
  func lookup(set setIndex: Int, mode: String?) -> (TokenPath) -> ResolvedToken? {
    let deltaIndex = deltaIndex(set: setIndex, mode: mode)
    return { path in
      self.key(path, set: setIndex).flatMap { key in
        self.token(
          key,
          set: setIndex,
          delta: deltaIndex,
          baseline: self.baselineToken(key, set: setIndex)
        )
      }
    }
  }
}
