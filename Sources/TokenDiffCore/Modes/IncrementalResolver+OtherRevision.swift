extension IncrementalResolver.Baseline {
  /// A resolver document's first permutation in one revision, made from the other revision's
  /// (`other`) when the two list the same paths in the same order (a pull request that edits
  /// values): the tokens whose definition differs, and those whose resolution read one, are
  /// resolved again; every other token is the other revision's resolution itself, shared, not
  /// a copy. The diff then tells most tokens unchanged by identity, and a set that changed in a
  /// few tokens costs a few resolutions, not a second pass over the whole set.
  ///
  /// `nil` when the two cannot be matched index by index (paths added, removed or reordered,
  /// or other mode overrides): the caller resolves the permutation in full. The result equals
  /// what resolving `tokens` in full gives, findings aside from their order. Pure.
  static func derived(
    from other: IncrementalResolver.Baseline,
    tokens: [Token],
    overridden: Set<TokenPath>,
    mode: String?,
    policy: ResolutionPolicy,
    referenceOnlyFiles: Set<String> = []
  ) -> IncrementalResolver.Baseline? {
    guard !other.set.isEmpty, other.overridden == overridden, other.index.describes(tokens)
    else { return nil }
    // Within one set, a token written alike at the same place is the same token.
    var replaced: [Int: Token] = [:]
    for index in tokens.indices
    where !tokens[index].isIdentical(to: other.tokens[index])
      && tokens[index] != other.tokens[index]
    {
      replaced[index] = tokens[index]
    }
    guard !replaced.isEmpty else { return other }
    let affected = other.affected(by: Set(replaced.values.map(\.path)))
    let fresh = IncrementalResolver.resolve(
      affected,
      in: TokenTable(other.tokens, replacing: replaced),
      index: other.index,
      policy: policy,
      seed: other.seed(affected: affected, index: other.index)
    )
    // The resolved tokens are sorted by path (one token per path in a resolver set): each
    // fresh one takes its path's place.
    var resolvedTokens = other.resolved.tokens
    var stale = other.staleMemo ?? Bitset(count: tokens.count)
    for token in fresh.tokens {
      guard let position = position(of: token.path, in: resolvedTokens) else { return nil }
      resolvedTokens[position] = token
      for index in other.index.indicesByPath[token.path] ?? [] { stale.insert(index) }
    }
    let kept = other.resolved.findings.filter { finding in
      finding.token.map { !affected.contains($0) } ?? true
    }
    let findings =
      kept
      + fresh.findings.map {
        var finding = $0
        finding.mode = finding.mode ?? mode
        return finding
      }
    return IncrementalResolver.Baseline(
      set: other.set,
      tokens: tokens,
      resolved: ResolvedTokenSet(mode: mode, tokens: resolvedTokens, findings: findings),
      overridden: overridden,
      index: other.index,
      memo: other.memo,
      staleMemo: stale,
      referenceOnlyFiles: referenceOnlyFiles
    )
  }

  /// Where the token of `path` is among `tokens`, sorted by path: a binary search on the
  /// paths' text, then the paths that read alike (a segment may hold a dot) in turn. Pure.
  private static func position(of path: TokenPath, in tokens: [ResolvedToken]) -> Int? {
    let text = path.description
    var low = 0
    var high = tokens.count
    while low < high {
      let middle = (low + high) / 2
      if tokens[middle].path.description < text { low = middle + 1 } else { high = middle }
    }
    while low < tokens.count, tokens[low].path.description == text {
      if tokens[low].path == path { return low }
      low += 1
    }
    return nil
  }
}
