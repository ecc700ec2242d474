/// A token of one revision: which set it belongs to, its key there, and whether its
/// resolution differs between the set's modes.
struct ModalEntry {
  var setIndex: Int
  var set: String
  var key: TokenKey
  /// Whether some mode resolves the token differently from the baseline, or lacks it.
  var varies: Bool

  /// The name used to pair entries whose file or set changed: the set, or the file.
  var origin: String { self.set.isEmpty ? key.file : self.set }

  /// By path, then by origin. Pure.
  static func isOrderedBefore(_ lhs: UnsafePointer<ModalEntry>, _ rhs: UnsafePointer<ModalEntry>)
    -> Bool
  {
    lhs.pointee.key.path != rhs.pointee.key.path
      ? lhs.pointee.key.path < rhs.pointee.key.path : lhs.pointee.origin < rhs.pointee.origin
  }
}

/// A revision's tokens by path, with lookups of any token in any mode. Immutable once made.
final class ModalIndex: Sendable {
  let revision: ResolvedRevision
  let entriesByPath: [TokenPath: [ModalEntry]]
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
  private let baselineByKey: [[TokenKey: Int]]
  /// Per plain set: the key of each path (a path may be written in several files). A resolver
  /// document's set keeps none: its keys are its paths (``key(_:set:)``).
  private let keyByPath: [[TokenPath: TokenKey]]
  private let deltaByMode: [[String: Int]]
  /// Per set: each key some mode's delta overrides, drops or sets back to the baseline under
  /// its layers (see ``ModeDelta``), by the delta's position.
  private let overridesByKey: [[TokenKey: [(delta: Int, override: Override)]]]
  /// Per set, by a delta's position: the positions of the modes that name it as a layer.
  private let modesByLayer: [[Int: [Int]]]

  /// What a mode's delta says of a key.
  private enum Override {
    case token(ResolvedToken)
    case missing
    case baseline
  }

  init(_ revision: ResolvedRevision) {
    self.revision = revision
    var entries: [TokenPath: [ModalEntry]] = [:]
    entries.reserveCapacity(revision.sets.reduce(0) { $0 + $1.baseline.tokens.count })
    var baselineByKey: [[TokenKey: Int]] = []
    var keyByPath: [[TokenPath: TokenKey]] = []
    var deltaByMode: [[String: Int]] = []
    var overridesByKey: [[TokenKey: [(delta: Int, override: Override)]]] = []
    var modesByLayer: [[Int: [Int]]] = []
    var referenceOnly = Set<TokenPath>()
    for (setIndex, set) in revision.sets.enumerated() {
      var byKey: [TokenKey: Int] = [:]
      var paths: [TokenPath: TokenKey] = [:]
      byKey.reserveCapacity(set.baseline.tokens.count)
      paths.reserveCapacity(set.baseline.tokens.count)
      for (index, token) in set.baseline.tokens.enumerated() {
        let key = set.key(token)
        byKey[key] = index
        paths[key.path] = key
      }
      var overrides: [TokenKey: [(delta: Int, override: Override)]] = [:]
      var users: [Int: [Int]] = [:]
      // At least the largest delta's keys: grown step by step, the table was rehashed often.
      overrides.reserveCapacity(set.modes.map { $0.changed.count + $0.missing.count }.max() ?? 0)
      for (position, delta) in set.modes.enumerated() {
        for (key, token) in delta.changed {
          overrides[key, default: []].append((position, .token(token)))
        }
        for key in delta.missing where delta.changed[key] == nil {
          overrides[key, default: []].append((position, .missing))
        }
        for key in delta.unlayered { overrides[key, default: []].append((position, .baseline)) }
        for layer in delta.layers { users[layer, default: []].append(position) }
      }
      // Every mode of a resolver set concerns every file; in the plain set, only the modes a
      // file's tokens name do.
      let varying = Set(
        overrides.filter { key, entries in
          !set.set.isEmpty
            || entries.contains {
              set.modeNames(forFile: key.file).contains(set.modes[$0.delta].mode)
            }
        }.keys
      )
      var keys = Array(byKey.keys)
      for key in varying where byKey[key] == nil {
        keys.append(key)
        if paths[key.path] == nil { paths[key.path] = key }
      }
      // Reference-only tokens stay available to lookups (for `via`) but are not entries.
      var hidden = Set<TokenKey>()
      if !set.referenceOnlyFiles.isEmpty {
        for token in set.baseline.tokens where !set.reports(token) { hidden.insert(set.key(token)) }
        for delta in set.modes {
          for (key, token) in delta.changed where !set.reports(token) { hidden.insert(key) }
        }
      }
      referenceOnly.formUnion(hidden.map { $0.path })
      for key in keys where !hidden.contains(key) {
        entries[key.path, default: []].append(
          ModalEntry(setIndex: setIndex, set: set.set, key: key, varies: varying.contains(key))
        )
      }
      baselineByKey.append(byKey)
      keyByPath.append(set.set.isEmpty ? paths : [:])
      overridesByKey.append(overrides)
      modesByLayer.append(users)
      deltaByMode.append(
        Dictionary(
          set.modes.enumerated().map { ($1.mode, $0) },
          uniquingKeysWith: { first, _ in first }
        )
      )
    }
    self.entriesByPath = entries
    self.plainModeGroups = Self.modeGroups(revision.sets.filter { $0.set.isEmpty })
    self.referenceOnlyPaths = referenceOnly.filter { entries[$0] == nil }
    self.baselineByKey = baselineByKey
    self.keyByPath = keyByPath
    self.deltaByMode = deltaByMode
    self.overridesByKey = overridesByKey
    self.modesByLayer = modesByLayer
  }

  /// Whether ``lookup(set:mode:)`` finds the same token for a path (or none) in every mode of
  /// every set: no mode's delta overrides or drops it. Pure.
  func isModeInvariant(_ path: TokenPath) -> Bool {
    keyByPath.indices.allSatisfy { set in
      key(path, set: set).map { overridesByKey[set][$0] == nil } ?? true
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
    baselineByKey[setIndex][key].map { revision.sets[setIndex].baseline.tokens[$0] }
  }

  /// The token in the mode at `deltaIndex` (see ``deltaIndex(set:mode:)``), given the key's
  /// ``baselineToken(_:set:)``: one lookup in the mode's delta. Pure.
  func token(_ key: TokenKey, set setIndex: Int, delta deltaIndex: Int?, baseline: ResolvedToken?)
    -> ResolvedToken?
  {
    guard let deltaIndex else { return baseline }
    return revision.sets[setIndex].token(key, inModeAt: deltaIndex) ?? baseline
  }

  /// A key's tokens in the modes at `deltas` (see ``deltaIndex(set:mode:)``; `nil`: the
  /// baseline), given its ``baselineToken(_:set:)``: what ``token(_:set:delta:baseline:)``
  /// gives for each, with one lookup for all of them. Pure.
  func tokens(_ key: TokenKey, set setIndex: Int, deltas: [Int?], baseline: ResolvedToken?)
    -> [ResolvedToken?]
  {
    guard let overrides = overridesByKey[setIndex][key] else {
      return Array(repeating: baseline, count: deltas.count)
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
        guard case .token(let token) = override, let modes = layered[delta] else { continue }
        for mode in modes { byDelta[mode] = token }
      }
    }
    for (delta, override) in overrides {
      switch override {
      case .token(let token): byDelta[delta] = token
      case .missing: byDelta[delta] = nil
      case .baseline: byDelta[delta] = baseline
      }
    }
    return deltas.map { delta in delta.map { byDelta[$0] } ?? baseline }
  }

  func token(_ entry: ModalEntry, in mode: String?) -> ResolvedToken? {
    token(entry.key, set: entry.setIndex, in: mode)
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

/// Pairs the entries of one path across two revisions.
enum EntryPairing {
  static func pair(_ old: [ModalEntry], _ new: [ModalEntry])
    -> (pairs: [(ModalEntry, ModalEntry)], removed: [ModalEntry], added: [ModalEntry])
  {
    if old.count == 1, new.count == 1 { return ([(old[0], new[0])], [], []) }
    var pairs: [(ModalEntry, ModalEntry)] = []
    var left = old.sorted { $0.origin < $1.origin }
    var right = new.sorted { $0.origin < $1.origin }
    // Same set and file first.
    left.removeAll { entry in
      guard let index = right.firstIndex(where: { $0.set == entry.set && $0.key == entry.key })
      else {
        return false
      }
      pairs.append((entry, right.remove(at: index)))
      return true
    }
    // Then the most similar origins (`apple-hig.json` and `apple-hig.resolver.json`).
    while !left.isEmpty, !right.isEmpty {
      var best: (score: Int, left: Int, right: Int)?
      for (i, a) in left.enumerated() {
        for (j, b) in right.enumerated() {
          let score = similarity(a.origin, b.origin)
          if score > (best?.score ?? 0) { best = (score, i, j) }
        }
      }
      guard let best else { break }
      pairs.append((left.remove(at: best.left), right.remove(at: best.right)))
    }
    if left.count == 1, right.count == 1 { return (pairs + [(left[0], right[0])], [], []) }
    return (pairs, left, right)
  }

  /// How many leading characters two file names share, extensions aside. Pure.
  static func similarity(_ a: String, _ b: String) -> Int {
    zip(stem(a), stem(b)).prefix { $0 == $1 }.count
  }

  private static func stem(_ path: String) -> String {
    var text = path.lowercased()
    for suffix in [".resolver.json", ".tokens.json5", ".tokens.json", ".tokens", ".json5", ".json"]
    where text.hasSuffix(suffix) {
      text.removeLast(suffix.count)
      break
    }
    return text
  }
}

/// Mode names: `dark`, or a permutation such as `theme=dark, size=mobile`.
enum ModeName {
  /// The context values a mode name stands for: `[dark, mobile]`. Pure.
  static func contexts(_ mode: String) -> [String] {
    mode.split(separator: ",").map { part in
      let text = String(part).trimmingSpaces
      return text.split(separator: "=", maxSplits: 1).last.map(String.init) ?? text
    }
  }

  /// The base mode to compare a head mode with (see ``ModeMatcher``). Pure.
  static func match(
    _ mode: String?,
    in candidates: [String?],
    preferring overrides: [String],
    unmatchedIsBaseline: Bool = false
  ) -> String? {
    ModeMatcher(candidates: candidates).match(
      mode,
      preferring: overrides,
      unmatchedIsBaseline: unmatchedIsBaseline
    )
  }
}
