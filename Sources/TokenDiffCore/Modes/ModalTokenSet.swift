/// One token set (a resolver document's, or the files no resolver names) resolved in all its
/// modes, kept as a full baseline plus, per mode, only the tokens that differ from it.
///
/// Modes usually differ in a handful of tokens, so a 28-mode set costs little more than one.
public struct ModalTokenSet: Sendable, Equatable {
  /// The resolver document's path, or `""` for the plain set.
  public var set: String
  /// Every token, resolved in the baseline: the first permutation of a resolver document, or the
  /// plain set with no mode overrides applied.
  public var baseline: ResolvedTokenSet
  /// The set's modes in order; empty when it has none (the baseline is then the only view).
  public var modes: [ModeDelta]
  /// For the plain set: the modes that concern each file (those its tokens, or the tokens they
  /// alias, give values for). Files of a repository that holds several design systems do not
  /// share each other's modes. Empty for a resolver set, whose modes concern every file.
  public var modesByFile: [String: [String]]
  /// Files whose tokens resolve references but are not reported (Tokens Studio `source` sets).
  public var referenceOnlyFiles: Set<String>
  /// Tokens that resolve references but are not reported although their file is: those of a
  /// `source` set inside a Tokens Studio single-file document, by where they are written.
  public var referenceOnlyLocations: Set<SourceLocation> = []
  /// Files of a Tokens Studio set the project lists and no theme uses (a draft): resolved and
  /// checked, what breaks in them a warning, but never reported, counted or checked against
  /// policies, since no build outputs them. A token deleted from the themed sets is removed
  /// even when a draft keeps a copy; a draft's own edits change nothing a consumer sees.
  public var draftFiles: Set<String> = []
  /// For the plain set put together from several parts (discovered sets, each resolved on its
  /// own): the part each reported file belongs to. Empty for one part, or a resolver set.
  public var partOfFile: [String: Int] = [:]
  /// The identities of the `dimension=value` pairs its modes are named with, where its format
  /// gives them (``ResolverDocument/contextIdentities``).
  public var modeIdentities: [String: String] = [:]
  /// The same pairs known by the files they read (``ResolverDocument/contextsByFiles``), for a
  /// pair whose identity the other revision lacks (a theme made anew under another `id`).
  public var modeFileIdentities: [String: String] = [:]
  /// For the plain set: its files in the order their build merges them, later files winning,
  /// where that is not path order (``DiscoveredSet/mergeOrder``); empty: path order.
  public var mergeOrder: [String] = []

  public init(
    set: String,
    baseline: ResolvedTokenSet,
    modes: [ModeDelta],
    modesByFile: [String: [String]] = [:],
    referenceOnlyFiles: Set<String> = []
  ) {
    self.set = set
    self.baseline = baseline
    self.modes = modes
    self.modesByFile = modesByFile
    self.referenceOnlyFiles = referenceOnlyFiles
  }

  /// Whether a token is reported (not only there to resolve references). Pure.
  public func reports(_ token: ResolvedToken) -> Bool {
    reports(at: token.location)
  }

  /// Whether a token defined at `location` is reported. Pure.
  public func reports(at location: SourceLocation) -> Bool {
    !referenceOnlyFiles.contains(location.file)
      && (referenceOnlyLocations.isEmpty || !referenceOnlyLocations.contains(location))
      && (draftFiles.isEmpty || !draftFiles.contains(location.file))
  }

  /// The mode names, or `[nil]` for a set without modes. Pure.
  public var modeNames: [String?] {
    modes.isEmpty ? [nil] : modes.map(\.mode)
  }

  /// The modes that concern a file of the set, or `[nil]` when none does. Pure.
  public func modeNames(forFile file: String) -> [String?] {
    guard set.isEmpty, !modes.isEmpty else { return modeNames }
    let names = modesByFile[file] ?? []
    return names.isEmpty ? [nil] : names
  }

  /// The key that identifies a token within this set. Pure.
  public func key(_ token: ResolvedToken) -> TokenKey {
    TokenKey(path: token.path, file: set.isEmpty ? token.location.file : "")
  }

  /// The key a token is counted by: its path in its set, a path two files of one part define
  /// being one token (a build merges them), and one that two parts define two. Pure.
  public func countingKey(_ token: ResolvedToken) -> TokenKey {
    guard set.isEmpty, let part = partOfFile[token.location.file] ?? (partOfFile.isEmpty ? 0 : nil)
    else { return key(token) }
    return TokenKey(path: token.path, file: "#\(part)")
  }

  /// Every mode's changed tokens in the order of the modes, a resolution several modes share
  /// once (permutations put together from single swaps share most of theirs). Pure.
  var distinctModeTokens: [ResolvedToken] {
    var seen = Set<ObjectIdentifier>()
    var result: [ResolvedToken] = []
    for delta in modes {
      for token in delta.changed.values where seen.insert(token.storageIdentity).inserted {
        result.append(token)
      }
    }
    return result
  }
}

/// How one mode differs from its set's baseline.
///
/// A permutation that swaps several modifiers' contexts is mostly what the permutations that
/// swap one of them say (see ``IncrementalResolver/delta(combining:replacing:mode:policy:baseline:overridden:)``):
/// it names those as its `layers` and keeps only what they do not say. A token in this mode is
/// then, in order: its entry in `changed`; absent if in `missing`; the baseline's if in
/// `unlayered`; the entry a layer has in its `changed` (at most one layer has one: where
/// several do, this mode has its own entry); else the baseline's. ``ModalTokenSet/token(_:inModeAt:)``
/// says it once for every reader.
public struct ModeDelta: Sendable, Equatable {
  public var mode: String
  /// Tokens whose resolution differs from the baseline, or that only this mode has; with
  /// `layers`, only those the layers do not give.
  public var changed: [TokenKey: ResolvedToken]
  /// Baseline tokens this mode does not have.
  public var missing: Set<TokenKey>
  /// Every finding that holds in this mode.
  public var findings: [Finding]
  /// Positions in the set's modes of the single-swap permutations this mode is made of; each
  /// has no layers and no `missing` of its own.
  public var layers: [Int] = []
  /// Keys a layer changes that resolve in this mode like the baseline.
  public var unlayered: Set<TokenKey> = []

  public init(
    mode: String,
    changed: [TokenKey: ResolvedToken],
    missing: Set<TokenKey>,
    findings: [Finding],
    layers: [Int] = [],
    unlayered: Set<TokenKey> = []
  ) {
    self.mode = mode
    self.changed = changed
    self.missing = missing
    self.findings = findings
    self.layers = layers
    self.unlayered = unlayered
  }
}

extension ModalTokenSet {
  /// A token in the mode at `position` of ``modes``: `.some(nil)` where the mode lacks it,
  /// `nil` where the mode has the baseline's. Pure.
  func token(_ key: TokenKey, inModeAt position: Int) -> ResolvedToken?? {
    let delta = modes[position]
    if !delta.changed.isEmpty, let token = delta.changed[key] { return .some(token) }
    if !delta.missing.isEmpty, delta.missing.contains(key) { return .some(nil) }
    if !delta.unlayered.isEmpty, delta.unlayered.contains(key) { return nil }
    for layer in delta.layers {
      if let token = modes[layer].changed[key] { return .some(token) }
    }
    return nil
  }

  /// Every token the mode at `position` resolves differently from the baseline (or that only
  /// it has), its layers' included: what its delta would hold without layers. Pure.
  func changedTokens(inModeAt position: Int) -> [TokenKey: ResolvedToken] {
    let delta = modes[position]
    guard !delta.layers.isEmpty else { return delta.changed }
    var result = delta.changed
    for layer in delta.layers {
      for (key, token) in modes[layer].changed
      where result[key] == nil && !delta.unlayered.contains(key) && !delta.missing.contains(key) {
        result[key] = token
      }
    }
    return result
  }

  /// The modes with every layer spelled out (``changedTokens(inModeAt:)``). Pure.
  var flattenedModes: [ModeDelta] {
    modes.indices.map { position in
      let delta = modes[position]
      return ModeDelta(
        mode: delta.mode,
        changed: changedTokens(inModeAt: position),
        missing: delta.missing,
        findings: delta.findings
      )
    }
  }
}

/// A token's identity inside one set: its path, and for the plain set its file (where one path
/// may be defined in several files).
public struct TokenKey: Sendable, Hashable, Comparable {
  public let path: TokenPath
  public let file: String
  /// Worked out once, like ``TokenPath``'s: keys are looked up once per mode and stage.
  private let keyHash: Int

  public init(path: TokenPath, file: String) {
    self.path = path
    self.file = file
    var hasher = Hasher()
    hasher.combine(path)
    hasher.combine(file)
    self.keyHash = hasher.finalize()
  }

  public static func == (lhs: TokenKey, rhs: TokenKey) -> Bool {
    lhs.keyHash == rhs.keyHash && lhs.path == rhs.path && lhs.file == rhs.file
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(keyHash)
  }

  /// The stored hash mixed with the table's seed, with no `Hasher` (see ``PrecomputedHash``).
  /// Pure.
  public func _rawHashValue(seed: Int) -> Int {
    PrecomputedHash.mix(keyHash, seed: seed)
  }

  public static func < (lhs: TokenKey, rhs: TokenKey) -> Bool {
    lhs.path != rhs.path ? lhs.path < rhs.path : lhs.file < rhs.file
  }
}

extension ResolvedToken {
  /// Whether two resolutions say the same thing about a token: the same value, type, alias,
  /// deprecation, breakage and forbidden verdict (where it is written does not count). Pure.
  func resolvesLike(_ other: ResolvedToken) -> Bool {
    isIdentical(to: other)
      || self.value == other.value && self.type == other.type && self.aliasOf == other.aliasOf
        && self.deprecation == other.deprecation && self.forbidden == other.forbidden
        && self.problem?.message == other.problem?.message
        && self.dependencies == other.dependencies
  }
}

extension ModalTokenSet {
  /// Plain sets resolved apart (discovered sets that must not see each other's tokens), kept as
  /// one plain set: their keys carry their files, so they never collide. Pure.
  static func mergingPlain(_ parts: [ModalTokenSet]) -> ModalTokenSet {
    guard parts.count > 1 else {
      return parts.first
        ?? ModalTokenSet(set: "", baseline: ResolvedTokenSet(tokens: [], findings: []), modes: [])
    }
    // A file one part only resolves against (another set's base sources) is reported by the
    // part that owns it: its copies elsewhere are dropped, and the owner's come first.
    let parts =
      parts.filter { $0.referenceOnlyFiles.isEmpty }
      + parts.filter {
        !$0.referenceOnlyFiles.isEmpty
      }
    var owned = Set<String>()
    for part in parts {
      for token in part.baseline.tokens where !part.referenceOnlyFiles.contains(token.location.file)
      {
        owned.insert(token.location.file)
      }
    }
    var tokens: [ResolvedToken] = []
    for part in parts {
      for token in part.baseline.tokens {
        let file = token.location.file
        if part.referenceOnlyFiles.contains(file) && owned.contains(file) { continue }
        tokens.append(token)
      }
    }
    tokens.sort { lhs, rhs in
      lhs.path != rhs.path ? lhs.path < rhs.path : lhs.location < rhs.location
    }
    var order: [String] = []
    var deltas: [String: ModeDelta] = [:]
    for delta in parts.flatMap(\.modes) {
      guard var known = deltas[delta.mode] else {
        order.append(delta.mode)
        deltas[delta.mode] = delta
        continue
      }
      known.changed.merge(delta.changed) { first, _ in first }
      known.missing.formUnion(delta.missing)
      known.findings += delta.findings
      deltas[delta.mode] = known
    }
    var modesByFile: [String: [String]] = [:]
    for part in parts { modesByFile.merge(part.modesByFile) { first, _ in first } }
    var merged = ModalTokenSet(
      set: "",
      baseline: ResolvedTokenSet(tokens: tokens, findings: parts.flatMap(\.baseline.findings)),
      modes: order.sorted().compactMap { deltas[$0] },
      modesByFile: modesByFile,
      referenceOnlyFiles: parts.reduce(into: Set<String>()) { $0.formUnion($1.referenceOnlyFiles) }
        .subtracting(owned)
    )
    merged.draftFiles = parts.reduce(into: Set<String>()) { $0.formUnion($1.draftFiles) }
    merged.mergeOrder = parts.flatMap(\.mergeOrder)
    for (index, part) in parts.enumerated() {
      for token in part.baseline.tokens
      where !part.referenceOnlyFiles.contains(token.location.file)
        && merged.partOfFile[token.location.file] == nil
      {
        merged.partOfFile[token.location.file] = index
      }
    }
    return merged
  }
}
