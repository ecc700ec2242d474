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
  /// `parts` are the single-swap permutations' ``Fresh`` results; `replaced` this permutation's
  /// tokens that differ from the baseline, by index (see ``PermutationOverlay``), whose paths
  /// each have one index. For a resolver document's set (keys without files) only. Gives
  /// exactly what ``delta(replacing:mode:policy:baseline:overridden:)`` gives. Pure.
  static func delta(
    combining parts: [Fresh],
    replacing replaced: [Int: Token],
    mode: String,
    policy: ResolutionPolicy,
    baseline: Baseline,
    overridden: Set<TokenPath>
  ) -> ModeDelta {
    let affected = baseline.affected(by: overridden.union(replaced.values.map(\.path)))
    let differences = parts.map { differingPaths(replaced, $0.replaced, baseline: baseline) }
    var result: [TokenKey: ResolvedToken] = [:]
    var findings: [Finding] = []
    var pending = Set<TokenPath>()
    for path in affected {
      let key = TokenKey(path: path, file: "")
      var reused = false
      for (part, differs) in zip(parts, differences) where part.affected.contains(path) {
        // As the part resolved it: its own result if that differs from the baseline's, else
        // the baseline's (whose dependencies are then the same).
        let own = part.changed[path]
        guard let token = own ?? baseline.byKey[key], !token.isBroken,
          !reads(path, token.dependencies, anyOf: differs)
        else { continue }
        if own != nil { result[key] = token }
        findings += part.findings[path] ?? []
        reused = true
        break
      }
      if !reused { pending.insert(path) }
    }
    if !pending.isEmpty {
      let resolution = resolve(
        pending,
        in: TokenTable(baseline.tokens, replacing: replaced),
        index: baseline.index,
        policy: policy
      )
      result.merge(changedFromBaseline(resolution.tokens, baseline: baseline)) { reused, _ in
        reused
      }
      findings += resolution.findings
    }
    return ModeDelta(
      mode: mode,
      changed: result,
      missing: [],
      findings: modeFindings(findings, affected: affected, mode: mode, baseline: baseline)
    )
  }

  /// Whether a token at `path` that read `dependencies` read one of `paths`, which hold the
  /// owner `a` of every `a.$root` in them (``differingPaths(_:_:baseline:)``), so an alias `{a}`
  /// that read a changed `a.$root` counts. Pure.
  private static func reads(
    _ path: TokenPath,
    _ dependencies: [TokenPath],
    anyOf paths: Set<TokenPath>
  ) -> Bool {
    guard !paths.isEmpty else { return false }
    return paths.contains(path) || dependencies.contains(where: paths.contains)
  }

  /// The paths whose definition differs between two permutations given as replacements of
  /// the baseline's tokens, with the owner of each `a.$root`. Pure.
  private static func differingPaths(
    _ one: [Int: Token],
    _ other: [Int: Token],
    baseline: Baseline
  ) -> Set<TokenPath> {
    var paths = Set<TokenPath>()
    for index in Set(one.keys).union(other.keys) {
      let mine = one[index] ?? baseline.tokens[index]
      let theirs = other[index] ?? baseline.tokens[index]
      if !mine.isIdentical(to: theirs), mine.location != theirs.location { paths.insert(mine.path) }
    }
    return withRootOwners(paths)
  }
}
