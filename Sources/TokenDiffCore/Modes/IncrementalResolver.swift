/// Resolves a token set in one more mode by reusing its baseline resolution: only tokens whose
/// definition changed, or that depend on one that did, are resolved again. Finding those walks
/// the baseline's reverse dependencies from the changed paths, so a mode that overrides a few
/// tokens costs a few resolutions, not a pass over the whole set.
enum IncrementalResolver {
  /// A set resolved once, with what later modes look up in it.
  final class Baseline: Sendable {
    let set: String
    let tokens: [Token]
    let resolved: ResolvedTokenSet
    /// For the plain set (keys with files), the resolved token and the definition's location
    /// by key. A resolver document's set (keys without files, one token per path) keeps no
    /// such tables: it looks a key up by its path (``resolvedByID``, ``index``), which saves
    /// two tables as large as the set in every revision.
    private let plainByKey: [TokenKey: ResolvedToken]
    private let plainLocations: [TokenKey: SourceLocation]
    /// Who read whom, over interned paths: the reverse of every token's dependencies, and for
    /// broken tokens (which record none) of the references written in their values.
    let graph: PathGraph
    /// For a resolver document's set (keys without files), the resolved token at each path id
    /// of ``graph``: what ``resolved(_:)`` gives for that path's key.
    let resolvedByID: [ResolvedToken?]
    /// Paths whose value a mode override replaced in the baseline itself: another mode that
    /// does not apply the override differs there too.
    let overridden: Set<TokenPath>
    /// The paths of the baseline's tokens, reused by modes with the same paths.
    let index: PathIndex
    /// The baseline's successful resolutions by token index, which a mode with the same
    /// paths takes for the tokens it does not affect instead of resolving them again.
    let memo: ResolutionEngine.Memo?
    /// Token indices whose ``memo`` entry does not hold (a baseline made from the other
    /// revision's, ``derived(from:tokens:overridden:mode:policy:referenceOnlyFiles:)``, keeps
    /// that one's memo and resolves these again); `nil` when every entry holds.
    let staleMemo: Bitset?
    /// Files whose tokens only serve references (Tokens Studio `source` sets): a mode whose
    /// token resolves like the baseline's but is output where the baseline's is not (or the
    /// other way round) differs from it.
    let referenceOnlyFiles: Set<String>

    /// `index` may be given when it was built from `tokens` (for resolving them), and `memo`
    /// when `resolved` came with it. Pure.
    init(
      set: String,
      tokens: [Token],
      resolved: ResolvedTokenSet,
      overridden: Set<TokenPath> = [],
      index: PathIndex? = nil,
      memo: ResolutionEngine.Memo? = nil,
      staleMemo: Bitset? = nil,
      referenceOnlyFiles: Set<String> = []
    ) {
      self.set = set
      self.referenceOnlyFiles = referenceOnlyFiles
      self.overridden = overridden
      self.memo = memo
      self.staleMemo = staleMemo
      self.index = index ?? PathIndex(tokens)
      self.tokens = tokens
      self.resolved = resolved
      self.plainByKey =
        set.isEmpty
        ? Dictionary(
          resolved.tokens.map { (Self.key($0.path, $0.location, set), $0) },
          uniquingKeysWith: { _, last in last }
        ) : [:]
      self.plainLocations =
        set.isEmpty
        ? Dictionary(
          tokens.map { (Self.key($0.path, $0.location, set), $0.location) },
          uniquingKeysWith: { _, last in last }
        ) : [:]
      // Built on the first broken token: most sets have none.
      var walker: ReferenceWalker?
      let reads = resolved.tokens.map { token -> (path: TokenPath, uses: [TokenPath]) in
        guard token.isBroken else { return (token.path, token.dependencies) }
        let known = walker ?? ReferenceWalker(tokens: tokens)
        walker = known
        return (token.path, Array(known.paths(reachableFrom: token.path)))
      }
      let graph = PathGraph(tokens: tokens, reads: reads, also: overridden)
      var resolvedByID = [ResolvedToken?](
        repeating: nil,
        count: set.isEmpty ? 0 : graph.paths.count
      )
      if !set.isEmpty {
        for token in resolved.tokens {
          if let id = graph.ids[token.path] { resolvedByID[id] = token }
        }
      }
      self.graph = graph
      self.resolvedByID = resolvedByID
    }

    func key(_ token: Token) -> TokenKey { Self.key(token.path, token.location, set) }

    /// The baseline's resolution of the token with key `key` (the last, if several have it).
    /// Pure.
    func resolved(_ key: TokenKey) -> ResolvedToken? {
      guard !set.isEmpty else { return plainByKey[key] }
      return graph.ids[key.path].flatMap { resolvedByID[$0] }
    }

    /// Where the baseline defines the token with key `key` (the last, if several have it).
    /// Pure.
    func location(_ key: TokenKey) -> SourceLocation? {
      guard !set.isEmpty else { return plainLocations[key] }
      return index.indicesByPath[key.path]?.last.map { tokens[$0].location }
    }

    /// The keys of the baseline's tokens, in no particular order. Pure.
    var keys: [TokenKey] {
      guard !set.isEmpty else { return Array(plainLocations.keys) }
      return index.indicesByPath.keys.map { TokenKey(path: $0, file: "") }
    }

    /// What an engine over a table with the baseline's paths (`index`) takes from the
    /// baseline: every successful resolution but those of the `affected` paths; `nil` when the
    /// table has other paths or the baseline kept no memo. The table's tokens outside
    /// `affected` must be the baseline's definitions. Pure.
    func seed(affected: Set<TokenPath>, index: PathIndex) -> ResolutionEngine.Seed? {
      guard let memo, index === self.index else { return nil }
      var renewed = staleMemo ?? Bitset(count: tokens.count)
      for path in affected {
        for tokenIndex in index.indicesByPath[path] ?? [] { renewed.insert(tokenIndex) }
      }
      return ResolutionEngine.Seed(memo: memo, renewed: renewed)
    }

    static func key(_ path: TokenPath, _ location: SourceLocation, _ set: String) -> TokenKey {
      TokenKey(path: path, file: set.isEmpty ? location.file : "")
    }

    /// The changed paths, the owner `a` of each changed `a.$root` (an alias `{a}` reads it),
    /// and every path whose resolution used one of them. Pure.
    func affected(by changed: Set<TokenPath>) -> Set<TokenPath> {
      affectedMembers(by: changed).paths
    }

    /// The same, with the interned ones also as a bitset over ``graph``'s ids. Pure.
    func affectedMembers(by changed: Set<TokenPath>) -> (paths: Set<TokenPath>, members: Bitset) {
      var paths = IncrementalResolver.withRootOwners(changed)
      let reached = graph.affected(by: paths.compactMap { graph.ids[$0] })
      for id in reached.list { paths.insert(graph.paths[id]) }
      return (paths, reached.members)
    }
  }

  /// How `tokens` (the set in `mode`) differs from the baseline. `overridden` are the paths
  /// whose value a mode override replaced; `sameDefinitions` says the tokens are otherwise the
  /// baseline's own, in the same order (the plain set), which saves comparing every token. Pure.
  static func delta(
    _ tokens: [Token],
    mode: String,
    policy: ResolutionPolicy,
    baseline: Baseline,
    overridden: Set<TokenPath>,
    sameDefinitions: Bool
  ) -> ModeDelta {
    var changed = overridden
    var missing = Set<TokenKey>()
    if !sameDefinitions {
      // Within one revision, a token written at the same place is the same token.
      var present = Set<TokenKey>()
      present.reserveCapacity(tokens.count)
      for token in tokens {
        let key = baseline.key(token)
        present.insert(key)
        if baseline.location(key) != token.location { changed.insert(token.path) }
      }
      for key in baseline.keys where !present.contains(key) {
        missing.insert(key)
        changed.insert(key.path)
      }
    }
    return delta(
      changed: changed,
      missing: missing,
      mode: mode,
      policy: policy,
      baseline: baseline,
      table: { TokenTable(tokens) },
      index: {
        sameDefinitions || baseline.index.describes(tokens) ? baseline.index : PathIndex(tokens)
      }
    )
  }

  /// How a mode differs from the baseline when its tokens are the baseline's with a few
  /// replaced at their own indices (same paths): only what the replacements affect is resolved,
  /// and the rest is read from the baseline, shared, not copied. `replaced` holds the mode's
  /// token for each index whose definition differs from the baseline's; `overridden` are paths
  /// whose value differs for another reason (a mode override). Pure.
  static func delta(
    replacing replaced: [Int: Token],
    mode: String,
    policy: ResolutionPolicy,
    baseline: Baseline,
    overridden: Set<TokenPath>
  ) -> ModeDelta {
    deltaKeepingFresh(
      replacing: replaced,
      mode: mode,
      policy: policy,
      baseline: baseline,
      overridden: overridden
    ).delta
  }

  /// The same, with what was resolved kept (``Fresh``) for the permutations that combine this
  /// one's swap with others. Pure.
  static func deltaKeepingFresh(
    replacing replaced: [Int: Token],
    mode: String,
    policy: ResolutionPolicy,
    baseline: Baseline,
    overridden: Set<TokenPath>
  ) -> (delta: ModeDelta, fresh: Fresh) {
    let resolution = resolveAffected(
      by: overridden.union(replaced.values.map { $0.path }),
      baseline: baseline,
      policy: policy,
      table: { TokenTable(baseline.tokens, replacing: replaced) },
      index: { baseline.index }
    )
    let delta = assemble(
      resolution.tokens,
      findings: resolution.findings,
      affected: resolution.affected,
      missing: [],
      mode: mode,
      baseline: baseline
    )
    let graph = baseline.graph
    var changed: [Int: Fresh.Resolution] = [:]
    for token in delta.changed.values {
      guard let id = graph.ids[token.path], changed[id] == nil else { continue }
      changed[id] = Fresh.Resolution(
        token: token,
        reads: token.dependencies.compactMap { graph.ids[$0] }
      )
    }
    let fresh = Fresh(
      replaced: replaced,
      identities: replaced.mapValues(\.storageIdentity),
      members: resolution.members,
      changed: changed,
      findings: Dictionary(grouping: resolution.findings.filter { $0.token != nil }) {
        $0.token ?? TokenPath([])
      }
    )
    return (delta, fresh)
  }

  /// What one mode's resolution of its affected tokens gave, kept for the permutations that
  /// combine its swap with others: which tokens it resolved, those that came out differently
  /// from the baseline (the others resolve as the baseline does), and the findings about them,
  /// without a mode.
  struct Fresh: Sendable {
    /// The mode's token definitions that differ from the baseline's, by index.
    var replaced: [Int: Token]
    /// The cells of `replaced`'s tokens (``Token/storageIdentity``), by index: what the
    /// permutations combining this swap compare, many times over, without retaining tokens.
    var identities: [Int: ObjectIdentifier]
    /// The affected paths, as ids of the baseline's ``Baseline/graph``.
    var members: Bitset
    /// The affected tokens that resolve differently from the baseline, by path id.
    var changed: [Int: Resolution]
    var findings: [TokenPath: [Finding]]

    /// A token as the mode resolved it, with the ids of the paths it read (its dependencies
    /// the graph knows: no other path can differ between permutations).
    struct Resolution: Sendable {
      var token: ResolvedToken
      var reads: [Int]
    }
  }

  /// The shared part: resolves the changed paths and everything that depends on them in
  /// `table`, keeps what resolves differently from the baseline, and gathers the mode's
  /// findings. Pure.
  private static func delta(
    changed: Set<TokenPath>,
    missing: Set<TokenKey>,
    mode: String,
    policy: ResolutionPolicy,
    baseline: Baseline,
    table: () -> TokenTable,
    index: () -> PathIndex
  ) -> ModeDelta {
    let resolution = resolveAffected(
      by: changed,
      baseline: baseline,
      policy: policy,
      table: table,
      index: index
    )
    return assemble(
      resolution.tokens,
      findings: resolution.findings,
      affected: resolution.affected,
      missing: missing,
      mode: mode,
      baseline: baseline
    )
  }

  /// The paths `changed` affects (see ``Baseline/affected(by:)``), resolved in `table`, which
  /// with `index` is built only when something is affected. Pure.
  private static func resolveAffected(
    by changed: Set<TokenPath>,
    baseline: Baseline,
    policy: ResolutionPolicy,
    table: () -> TokenTable,
    index: () -> PathIndex
  ) -> (affected: Set<TokenPath>, members: Bitset, tokens: [ResolvedToken], findings: [Finding]) {
    let (affected, members) = baseline.affectedMembers(by: changed)
    guard !affected.isEmpty else { return (affected, members, [], []) }
    let paths = index()
    let resolution = resolve(
      affected,
      in: table(),
      index: paths,
      policy: policy,
      seed: baseline.seed(affected: affected, index: paths)
    )
    return (affected, members, resolution.tokens, resolution.findings)
  }

  /// `paths` with, for each `a.$root`, its owner `a` (an alias `{a}` reads `a.$root`). Pure.
  static func withRootOwners(_ paths: Set<TokenPath>) -> Set<TokenPath> {
    var result = paths
    for path in paths where path.segments.last == "$root" {
      result.insert(TokenPath(Array(path.segments.dropLast())))
    }
    return result
  }

  /// The tokens at `paths` resolved in `table`, with their layers, forbidden values and the
  /// findings about them (those about tokens resolved on the way, outside `paths`, are not
  /// theirs); tokens outside `paths` are taken from `seed` where it has them. Pure.
  static func resolve(
    _ paths: Set<TokenPath>,
    in table: TokenTable,
    index: PathIndex,
    policy: ResolutionPolicy,
    seed: ResolutionEngine.Seed? = nil
  ) -> (tokens: [ResolvedToken], findings: [Finding]) {
    let engine = ResolutionEngine(table: table, policy: policy, index: index, seed: seed)
    let indices = paths.flatMap { index.indicesByPath[$0] ?? [] }.sorted()
    var fresh: [ResolvedToken] = []
    fresh.reserveCapacity(indices.count)
    var files = Layering.FileFacts()
    for tokenIndex in indices {
      var resolved = engine.resolvedToken(at: tokenIndex)
      // The file name's layer is already the token's declared one: the revision declared it
      // once per file (`SetNameConvention.declareLayers`).
      (resolved.layer, resolved.layerSource) = Layering.layer(
        of: resolved,
        rules: policy.layers,
        nameLayer: nil,
        inComponentFolder: files.facts(of: resolved.location.file).inComponentFolder
      )
      fresh.append(resolved)
    }
    var findings = engine.findings.filter { $0.token.map(paths.contains) ?? true }
    findings += Resolver.markForbidden(&fresh, at: fresh.indices, policy: policy, engine: engine)
    return (fresh, findings)
  }

  /// The mode's delta from freshly resolved tokens: those that resolve like the baseline are
  /// left out, and the baseline's findings about tokens the mode did not touch are the mode's
  /// too. Pure.
  static func assemble(
    _ fresh: [ResolvedToken],
    findings freshFindings: [Finding],
    affected: Set<TokenPath>,
    missing: Set<TokenKey>,
    mode: String,
    baseline: Baseline
  ) -> ModeDelta {
    ModeDelta(
      mode: mode,
      changed: changedFromBaseline(fresh, baseline: baseline),
      missing: missing,
      findings: modeFindings(freshFindings, affected: affected, mode: mode, baseline: baseline)
    )
  }

  /// The fresh tokens that do not resolve like the baseline's, or are written in another file
  /// (a mode's report cites where the mode writes the token), or are output where the
  /// baseline's only serves references, or the other way round, by key. Pure.
  static func changedFromBaseline(_ fresh: [ResolvedToken], baseline: Baseline)
    -> [TokenKey: ResolvedToken]
  {
    var result: [TokenKey: ResolvedToken] = [:]
    for token in fresh {
      let key = Baseline.key(token.path, token.location, baseline.set)
      if let old = baseline.resolved(key), old.resolvesLike(token),
        old.location.file == token.location.file,
        baseline.referenceOnlyFiles.isEmpty
          || baseline.referenceOnlyFiles.contains(old.location.file)
            == baseline.referenceOnlyFiles.contains(token.location.file)
      {
        continue
      }
      result[key] = token
    }
    return result
  }

  /// The mode's findings: the fresh ones, and the baseline's about tokens it did not touch,
  /// all with the mode, sorted. Pure.
  static func modeFindings(
    _ fresh: [Finding],
    affected: Set<TokenPath>,
    mode: String,
    baseline: Baseline
  ) -> [Finding] {
    modeFindings(fresh, isAffected: affected.contains, mode: mode, baseline: baseline)
  }

  /// The same, with the affected paths given by a test. Pure.
  static func modeFindings(
    _ fresh: [Finding],
    isAffected: (TokenPath) -> Bool,
    mode: String,
    baseline: Baseline
  ) -> [Finding] {
    let kept = baseline.resolved.findings.filter { finding in
      finding.token.map { !isAffected($0) } ?? true
    }
    return (fresh + kept).map {
      var finding = $0; finding.mode = mode; return finding
    }.sorted()
  }
}

/// The paths a token's value refers to, directly or through the tokens it names, read from the
/// written values (every `{a.b}` string), memoised.
final class ReferenceWalker {
  private let tokensByPath: [TokenPath: [Token]]
  private var reachable: [TokenPath: Set<TokenPath>] = [:]

  init(tokens: [Token]) {
    tokensByPath = Dictionary(grouping: tokens) { $0.path }
  }

  func paths(reachableFrom path: TokenPath) -> Set<TokenPath> {
    if let known = reachable[path] { return known }
    var result = Set<TokenPath>()
    var pending = [path]
    while let next = pending.popLast() {
      for token in tokensByPath[next] ?? [] {
        for target in Self.aliases(in: token.value) where result.insert(target).inserted {
          result.insert(target.appending("$root"))
          pending.append(target)
        }
      }
    }
    reachable[path] = result
    return result
  }

  /// The paths `tokens` reference, whole or inside composites and text. Pure.
  static func references(in tokens: [Token]) -> Set<TokenPath> {
    Set(tokens.flatMap { aliases(in: $0.value) })
  }

  /// Every `{a.b.c}` reference inside a JSON value: whole strings, and references written
  /// inside a string (`{radius} * 2`, `rgba({black}, 0.5)`), which a mode that defines the
  /// target resolves where the baseline could not. Pure.
  static func aliases(in value: JSONValue) -> [TokenPath] {
    switch value.kind {
    case .string(let text): return aliasPath(in: text).map { [$0] } ?? embeddedReferences(in: text)
    case .array(let elements): return elements.flatMap(aliases)
    case .object(let members): return members.flatMap { aliases(in: $0.value) }
    default: return []
    }
  }
}
