// A resolver document's set: its permutations, the first in full and the others as deltas.

extension RevisionResolver {
  /// A resolver document's set: its first permutation in full, the others as deltas, with its
  /// findings, and the first permutation's resolution (for the other revision's set to start
  /// from). The files it uses are its inputs' ``DocumentInputs/usedFiles``. With `other`, the
  /// other revision's first permutation of the same document, the first permutation is made
  /// from it where the two differ only in values
  /// (``IncrementalResolver/Baseline/derived(from:tokens:overridden:mode:policy:referenceOnlyFiles:)``).
  /// `publishing` gets the first permutation as soon as it is resolved. Pure apart from
  /// `publishing`.
  static func resolveDocument(
    _ resolver: ResolverDocument,
    tokensByFile: [String: [Token]],
    files: Set<String>,
    unparsable: Set<String> = [],
    emptyObjects: Set<String> = [],
    policy: ResolutionPolicy,
    sharingBaseline: Bool,
    from other: IncrementalResolver.Baseline? = nil,
    publishing: (IncrementalResolver.Baseline) -> Void = { _ in }
  ) -> (set: ModalTokenSet, findings: [Finding], baseline: IncrementalResolver.Baseline?) {
    let permutations = permutations(of: resolver)
    var findings: [Finding] = []
    var reported = Set<String>()
    // Merge each permutation's sources (cheap, in order), then resolve the first in full and
    // the others against it, on all cores.
    findings += permutations.finding.map { [$0] } ?? []
    let sourceLists = permutations.list.map(resolver.sources(for:))
    let used = usedFiles(sourceLists)
    for sources in sourceLists {
      for case .file(let path, let position) in sources {
        guard tokensByFile[path] == nil, reported.insert(path).inserted else { continue }
        let documentPath = path.split(separator: "#", maxSplits: 1).first.map(String.init) ?? path
        // A file that could not be parsed: its parse error says so.
        if unparsable.contains(path) || unparsable.contains(documentPath) { continue }
        if files.contains(path) || files.contains(documentPath) {
          // Tokens Studio keeps a set made and not filled yet as `{}`, and builds accept it: a
          // note, not a problem, in a folder of set files as in a single file.
          // A DTCG source written as `{}` alone (a brand that takes every default) is empty
          // on purpose: a note too. One with content but no tokens stays a warning.
          let fromThemesDocument = TokensStudioThemes.isThemesDocument(resolver.path)
          let isSet = TokensStudioSingleFile.isSetSource(path, of: resolver.path)
          let isEmptyObject = emptyObjects.contains(path)
          let isNote = fromThemesDocument || isSet || isEmptyObject
          findings.append(
            Finding(
              kind: isNote ? .skippedFile : .brokenReference,
              location: SourceLocation(file: resolver.path, position: position),
              message: fromThemesDocument
                ? "the set file '\(path)' holds no tokens"
                : isSet
                  ? "the set '\(path.dropFirst(resolver.path.count + 1))' holds no tokens"
                  : isEmptyObject
                    ? "source '\(path)' is an empty object ({}): what reads it takes the other sources' values"
                    : "source '\(path)' holds no tokens",
              severity: isNote ? .note : .warning
            )
          )
        } else if !TokensStudioThemes.isThemesDocument(resolver.path) {
          // A missing Tokens Studio set is reported at its theme.
          findings.append(
            Finding(
              kind: .brokenReference,
              location: SourceLocation(file: resolver.path, position: position),
              message: "source '\(path)' is not a token file of this revision"
            )
          )
        }
      }
      for case .set(let name, let position) in sources
      where reported.insert("#/sets/\(name)").inserted {
        findings.append(
          Finding(
            kind: .brokenReference,
            location: SourceLocation(file: resolver.path, position: position),
            message: "'#/sets/\(name)' does not exist in this resolver document"
          )
        )
      }
    }
    var baseline: IncrementalResolver.Baseline?
    var deltas: [ModeDelta] = []
    if let firstPermutation = permutations.list.first, let firstSources = sourceLists.first {
      let first = permutationTokens(firstPermutation, firstSources, resolver, tokensByFile)
      let base =
        other.flatMap {
          IncrementalResolver.Baseline.derived(
            from: $0,
            tokens: first.tokens,
            overridden: first.overridden,
            mode: firstPermutation.name,
            policy: policy,
            referenceOnlyFiles: resolver.referenceOnlyFiles
          )
        }
        ?? resolvedInFull(
          first,
          mode: firstPermutation.name,
          set: resolver.path,
          policy: policy,
          referenceOnlyFiles: resolver.referenceOnlyFiles
        )
      baseline = base
      publishing(base)
      if let name = firstPermutation.name {
        deltas.append(
          ModeDelta(mode: name, changed: [:], missing: [], findings: base.resolved.findings)
        )
      }
      // Without per-token mode maps, a permutation is the baseline with the tokens of the
      // sources it swaps: those are looked up instead of merging every source again.
      let hasModeMaps = used.contains { file in
        (tokensByFile[file] ?? []).contains { !ModeOverrides.modeNames(of: $0).isEmpty }
      }
      let fileTokens =
        sharingBaseline && !hasModeMaps
        ? PermutationOverlay.FileTokens(
          used.sorted(),
          in: tokensByFile,
          baseline: base.index
        ) : nil
      deltas += PermutationDeltas.deltas(
        of: Array(zip(permutations.list, sourceLists).dropFirst()).map { ($0, $1) },
        firstPosition: deltas.count,
        first: firstPermutation,
        baseline: base,
        policy: policy,
        overlay: { sources in
          fileTokens.flatMap { fileTokens in
            PermutationOverlay.replacements(
              sources: sources,
              baselineSources: firstSources,
              baseline: base,
              fileTokens: fileTokens
            )
          }
        },
        merged: { permutation, sources in
          permutationTokens(permutation, sources, resolver, tokensByFile)
        }
      )
    }
    let resolved = baseline?.resolved ?? ResolvedTokenSet(tokens: [], findings: [])
    findings +=
      deltas.isEmpty
      ? resolved.findings : ModeFindings.merge(deltas.map(\.findings)) { _ in deltas.count }
    var set = ModalTokenSet(
      set: resolver.path,
      baseline: resolved,
      modes: deltas,
      referenceOnlyFiles: resolver.referenceOnlyFiles
    )
    set.modeIdentities = resolver.contextIdentities
    set.modeFileIdentities = resolver.contextsByFiles
    // Sources inside a file (a single-file document's sets) are told apart by location.
    var referenceOnlyKeys = Set<TokenKey>()
    for source in resolver.referenceOnlyFiles {
      for token in tokensByFile[source] ?? [] where token.location.file != source {
        set.referenceOnlyLocations.insert(token.location)
        referenceOnlyKeys.insert(TokenKey(path: token.path, file: token.location.file))
      }
    }
    // A path an output set of the same document also defines is an output token's too.
    if !referenceOnlyKeys.isEmpty {
      for source in used where !resolver.referenceOnlyFiles.contains(source) {
        for token in tokensByFile[source] ?? [] where token.location.file != source {
          referenceOnlyKeys.remove(TokenKey(path: token.path, file: token.location.file))
        }
      }
    }
    let lowered = SourceSetFindings.lowered(findings, in: set, referenceOnlyKeys: referenceOnlyKeys)
    return (set, lowered, baseline)
  }

  /// A first permutation resolved in full. Pure.
  private static func resolvedInFull(
    _ first: (tokens: [Token], overridden: Set<TokenPath>),
    mode: String?,
    set: String,
    policy: ResolutionPolicy,
    referenceOnlyFiles: Set<String>
  ) -> IncrementalResolver.Baseline {
    let index = PathIndex(first.tokens)
    let (resolved, memo) = Resolver.resolve(
      TokenDocument(tokens: first.tokens),
      policy: policy,
      mode: mode,
      index: index
    )
    return IncrementalResolver.Baseline(
      set: set,
      tokens: first.tokens,
      resolved: resolved,
      overridden: first.overridden,
      index: index,
      memo: memo,
      referenceOnlyFiles: referenceOnlyFiles
    )
  }

  /// A permutation's tokens, merged from its sources, with the per-token mode maps that name
  /// one of its contexts applied; and the paths those maps replaced. Pure.
  static func permutationTokens(
    _ permutation: Permutation,
    _ sources: [ResolverDocument.Source],
    _ resolver: ResolverDocument,
    _ tokensByFile: [String: [Token]]
  ) -> (tokens: [Token], overridden: Set<TokenPath>) {
    let tokens = merge(sources, of: resolver, tokensByFile: tokensByFile)
    let contexts = Set(permutation.contexts.map(\.context))
    let applicable = Set(tokens.flatMap(ModeOverrides.modeNames)).intersection(contexts).sorted()
    let moded = applicable.reduce(tokens) { ModeOverrides.apply($1, to: $0) }
    let overridden = applicable.reduce(into: Set<TokenPath>()) {
      $0.formUnion(ModeOverrides.overriddenPaths($1, in: tokens))
    }
    return (moded, overridden)
  }

  /// The most permutations of one resolver document that are resolved.
  static let maximumPermutations = 1_024

  /// The permutations to resolve: all of them, or, beyond ``maximumPermutations``, each
  /// modifier's contexts one at a time with the others at their defaults, with a finding that
  /// says so. Pure.
  static func permutations(of resolver: ResolverDocument) -> (
    list: [Permutation], finding: Finding?
  ) {
    let count = resolver.permutationCount
    guard count > maximumPermutations else { return (resolver.permutations, nil) }
    let reduced = Array(resolver.permutationsOneModifierAtATime.prefix(maximumPermutations))
    let shown = count == Int.max ? "more than \(Int.max)" : "\(count)"
    let finding = Finding(
      kind: .limitReached,
      location: SourceLocation(file: resolver.path, line: 1, column: 1),
      message: "the modifiers make \(shown) permutations; tokendiff resolves \(reduced.count): "
        + "each modifier's contexts in turn, with the other modifiers at their defaults"
    )
    return (reduced, finding)
  }

  /// The tokens of a permutation's sources: a later source replaces a whole token, never
  /// merges into it. Missing sources are reported by the caller. Pure.
  static func merge(
    _ sources: [ResolverDocument.Source],
    of resolver: ResolverDocument,
    tokensByFile: [String: [Token]]
  ) -> [Token] {
    // In order of first appearance, so every permutation lists shared paths in the same order
    // (and can share the baseline's path index) without sorting.
    var merged: [Token] = []
    var positions: [TokenPath: Int] = [:]
    for source in sources {
      let tokens: [Token]
      switch source {
      case .file(let path, _): tokens = tokensByFile[path] ?? []
      case .set: continue
      case .inline(let value): tokens = TokenParser.tokens(inlineIn: value, file: resolver.path)
      }
      for token in tokens {
        if let position = positions[token.path] {
          merged[position] = token
        } else {
          positions[token.path] = merged.count
          merged.append(token)
        }
      }
    }
    return merged
  }
}
