extension IncrementalResolver {
  /// A permutation that swaps several modifiers' contexts (`theme=dark, brand=b` against a
  /// baseline `theme=light, brand=a`), from the permutations that each swap one of them.
  ///
  /// A token resolves the same in two permutations when every token its resolution read (the
  /// token itself and its ``ResolvedToken/Fields/dependencies``) has the same definition in
  /// both. So a token that `theme=dark` alone re-resolved, and whose reads no other swap
  /// touches, is taken from that permutation as it is; only tokens that read what two swaps
  /// change, and broken ones (which record no dependencies), are resolved again. Each token is
  /// thereby resolved once per combination of the swaps its alias chain depends on, not once
  /// per permutation.
  ///
  /// `parts` are the single-swap permutations' ``Fresh`` results, and `layers` where their
  /// deltas are among the set's modes (in the same order); `replaced` this permutation's
  /// tokens that differ from the baseline, by index (see ``PermutationOverlay``), whose paths
  /// each have one index. For a resolver document's set (keys without files) only.
  ///
  /// The delta names the parts as its ``ModeDelta/layers`` and keeps only what they do not
  /// give: a token resolved again, a token two parts change, and (as ``ModeDelta/unlayered``)
  /// a token a part changes that resolves here like the baseline. A permutation thereby costs
  /// its interactions, not every token its swaps reach. With the layers spelled out
  /// (``ModalTokenSet/changedTokens(inModeAt:)``) it is exactly what
  /// ``delta(replacing:mode:policy:baseline:overridden:)`` gives. Pure.
  static func delta(
    combining parts: [Fresh],
    layers: [Int],
    replacing replaced: [Int: Token],
    mode: String,
    policy: ResolutionPolicy,
    baseline: Baseline,
    overridden: Set<TokenPath>
  ) -> ModeDelta {
    let graph = baseline.graph
    let changed =
      overridden.compactMap { graph.ids[$0] } + replaced.keys.map { graph.tokenIDs[$0] }
    let affected = graph.affected(by: changed)
    let identities = replaced.mapValues(\.storageIdentity)
    let differences = parts.map { part in
      differingIDs(
        (identities, replaced),
        (part.identities, part.replaced),
        baseline: baseline
      )
    }
    var delta = LayeredDelta(parts: parts)
    var findings: [Finding] = []
    var pending = Set<TokenPath>()
    let members = parts.map(\.members)
    let changedByPart = parts.map(\.changed)
    for id in affected.list {
      // As the first part that resolved it unaffected by the other swaps: its own result if
      // that differs from the baseline's, else the baseline's (whose dependencies are then
      // the same).
      var reaching = 0
      var reused: (part: Int, token: ResolvedToken?)?
      for index in members.indices where members[index].contains(id) {
        reaching += 1
        guard reused == nil else { continue }
        let own = changedByPart[index][id]
        guard let token = own?.token ?? baseline.resolvedByID[id], !token.isBroken,
          !reads(id, own?.reads[...] ?? graph.reads(of: id), anyOf: differences[index])
        else { continue }
        reused = (index, own?.token)
      }
      guard let reused else {
        pending.insert(graph.paths[id])
        continue
      }
      if !parts[reused.part].findings.isEmpty {
        findings += parts[reused.part].findings[graph.paths[id]] ?? []
      }
      // Reached by one swap only, a token is what that swap made of it, and only that swap
      // can have it changed: its layer says it, nothing is recorded. Most tokens are such.
      if reaching > 1 { delta.record(id, graph.paths[id], reused.token) }
    }
    // A token a part changed that this permutation does not reach has the baseline's value.
    for part in parts {
      for id in part.changed.keys where !affected.members.contains(id) {
        delta.record(id, graph.paths[id], nil)
      }
    }
    if !pending.isEmpty {
      let resolution = resolve(
        pending,
        in: TokenTable(baseline.tokens, replacing: replaced),
        index: baseline.index,
        policy: policy,
        seed: baseline.seed(
          affected: Set(affected.list.map { graph.paths[$0] }),
          index: baseline.index
        )
      )
      let fresh = changedFromBaseline(resolution.tokens, baseline: baseline)
      for path in pending {
        guard let id = graph.ids[path] else { continue }
        delta.record(id, path, fresh[TokenKey(path: path, file: "")])
      }
      findings += resolution.findings
    }
    return ModeDelta(
      mode: mode,
      changed: delta.changed,
      missing: [],
      findings: modeFindings(
        findings,
        isAffected: { graph.ids[$0].map(affected.members.contains) ?? false },
        mode: mode,
        baseline: baseline
      ),
      layers: layers,
      unlayered: delta.unlayered
    )
  }

  /// A combined permutation's delta being written over its parts: each token's resolution
  /// here is compared with what the parts would give, and kept only where it differs.
  private struct LayeredDelta {
    let parts: [Fresh]
    var changed: [TokenKey: ResolvedToken] = [:]
    var unlayered = Set<TokenKey>()

    init(parts: [Fresh]) {
      self.parts = parts
    }

    /// Records the token with path id `id` as this permutation resolves it (`nil`: like the
    /// baseline).
    mutating func record(_ id: Int, _ path: TokenPath, _ token: ResolvedToken?) {
      var layered: ResolvedToken?
      var layersWithIt = 0
      for part in parts {
        guard let own = part.changed[id] else { continue }
        layered = own.token
        layersWithIt += 1
      }
      let key = TokenKey(path: path, file: "")
      if layersWithIt == 1, let layered, let token, layered.isIdentical(to: token) { return }
      if let token {
        changed[key] = token
      } else if layersWithIt > 0 {
        unlayered.insert(key)
      }
    }
  }

  /// Whether a token with path id `id` that read the ids `used` read one of the ids in
  /// `differing`, which hold the owner `a` of every `a.$root` in them
  /// (``differingIDs(_:_:baseline:)``), so an alias `{a}` that read a changed `a.$root`
  /// counts. Pure.
  private static func reads(_ id: Int, _ used: ArraySlice<Int>, anyOf differing: Bitset?) -> Bool {
    guard let differing else { return false }
    return differing.contains(id) || used.contains(where: differing.contains)
  }

  /// The ids of the paths whose definition differs between two permutations given as
  /// replacements of the baseline's tokens, with the owner of each `a.$root`; `nil` when none
  /// does. Both hold only tokens that differ from the baseline's (see ``PermutationOverlay``),
  /// so a path only one of them replaces differs without reading either token: only the paths
  /// both replace are compared, by their cells' identities (which retain nothing: a combined
  /// permutation runs this for each of its parts, on both cores, over tokens they share), and
  /// by location where the cells differ. Pure.
  private static func differingIDs(
    _ one: (identities: [Int: ObjectIdentifier], tokens: [Int: Token]),
    _ other: (identities: [Int: ObjectIdentifier], tokens: [Int: Token]),
    baseline: Baseline
  ) -> Bitset? {
    let graph = baseline.graph
    var result: Bitset?
    func insert(_ index: Int) {
      if result == nil { result = Bitset(count: graph.paths.count) }
      let id = graph.tokenIDs[index]
      result?.insert(id)
      if graph.rootOwners[id] >= 0 { result?.insert(graph.rootOwners[id]) }
    }
    for (index, mine) in one.identities {
      guard let theirs = other.identities[index] else {
        insert(index)
        continue
      }
      if mine != theirs, one.tokens[index]?.location != other.tokens[index]?.location {
        insert(index)
      }
    }
    for index in other.identities.keys where one.identities[index] == nil { insert(index) }
    return result
  }

}
