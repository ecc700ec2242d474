/// The modes of a resolver document after its first permutation, each as a delta from it.
///
/// A permutation the first one's sources describe (``PermutationOverlay``) is the baseline with
/// a few tokens replaced. Those that swap one modifier's context are resolved first; those that
/// swap several are then put together from them
/// (``IncrementalResolver/delta(combining:replacing:mode:policy:baseline:overridden:)``), so a
/// token is resolved once per combination of the swaps its alias chain depends on. Any other
/// permutation is merged from its sources in full. Work is spread over the cores in both rounds.
enum PermutationDeltas {
  typealias Sources = [ResolverDocument.Source]

  /// The deltas of `rest`, in its order, to be placed in the set's modes from position
  /// `firstPosition` on (a combined permutation names its single swaps' positions as its
  /// ``ModeDelta/layers``). `overlay` gives a permutation's replacements of the baseline's
  /// tokens, or `nil` when they do not describe it; `merged` its tokens merged in full, with
  /// the paths per-token mode maps replaced. Pure.
  static func deltas(
    of rest: [(permutation: Permutation, sources: Sources)],
    firstPosition: Int,
    first: Permutation,
    baseline: IncrementalResolver.Baseline,
    policy: ResolutionPolicy,
    overlay: @Sendable (Sources) -> [Int: Token]?,
    merged: @Sendable (Permutation, Sources) -> (tokens: [Token], overridden: Set<TokenPath>)
  ) -> [ModeDelta] {
    let replacements = rest.map(\.sources).parallelMap(overlay)
    let firstContexts = Dictionary(
      first.contexts.map { ($0.modifier, $0.context) },
      uniquingKeysWith: { first, _ in first }
    )
    let swaps = rest.map { entry in
      entry.permutation.contexts.filter { firstContexts[$0.modifier] != $0.context }
        .map { "\($0.modifier)=\($0.context)" }
    }
    let singles = rest.indices.filter { swaps[$0].count == 1 && replacements[$0] != nil }
    let singleResults = singles.parallelMap { index in
      IncrementalResolver.deltaKeepingFresh(
        replacing: replacements[index] ?? [:],
        mode: rest[index].permutation.name ?? "",
        policy: policy,
        baseline: baseline,
        overridden: baseline.overridden
      )
    }
    var deltas = [ModeDelta?](repeating: nil, count: rest.count)
    var freshBySwap: [String: (fresh: IncrementalResolver.Fresh, position: Int)] = [:]
    for (index, result) in zip(singles, singleResults) {
      deltas[index] = result.delta
      if let swap = swaps[index].first { freshBySwap[swap] = (result.fresh, firstPosition + index) }
    }
    let others = rest.indices.filter { deltas[$0] == nil }
    let singleFresh = freshBySwap
    let otherDeltas = others.parallelMap { index -> ModeDelta in
      let (permutation, sources) = rest[index]
      let name = permutation.name ?? ""
      guard let replaced = replacements[index] else {
        let full = merged(permutation, sources)
        return IncrementalResolver.delta(
          full.tokens,
          mode: name,
          policy: policy,
          baseline: baseline,
          overridden: full.overridden.union(baseline.overridden),
          sameDefinitions: false
        )
      }
      let parts = swaps[index].compactMap { singleFresh[$0] }
      guard parts.count == swaps[index].count, parts.count > 1, !baseline.set.isEmpty else {
        return IncrementalResolver.delta(
          replacing: replaced,
          mode: name,
          policy: policy,
          baseline: baseline,
          overridden: baseline.overridden
        )
      }
      return IncrementalResolver.delta(
        combining: parts.map(\.fresh),
        layers: parts.map(\.position),
        replacing: replaced,
        mode: name,
        policy: policy,
        baseline: baseline,
        overridden: baseline.overridden
      )
    }
    for (index, delta) in zip(others, otherDeltas) { deltas[index] = delta }
    return deltas.compactMap(\.self)
  }
}
