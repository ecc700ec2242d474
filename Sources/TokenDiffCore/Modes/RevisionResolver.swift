/// Parses and resolves one revision in all its modes. Pure.
public enum RevisionResolver {
  public static func resolve(_ snapshot: RevisionSnapshot, policy: ResolutionPolicy)
    -> ResolvedRevision
  {
    resolve(snapshot, policy: policy, sharingBaseline: true)
  }

  /// The same; `sharingBaseline: false` merges every resolver permutation in full instead of
  /// describing it by the sources it swaps (``PermutationOverlay``), which must give the same
  /// revision (tests compare the two on real repositories). Pure.
  static func resolve(
    _ snapshot: RevisionSnapshot,
    policy: ResolutionPolicy,
    sharingBaseline: Bool
  ) -> ResolvedRevision {
    resolve([snapshot], policy: policy, sharingBaseline: sharingBaseline).first
      ?? ResolvedRevision(sets: [], findings: [])
  }

  /// Several revisions (a diff's two), resolved together: parsed side by side, then every
  /// token set of either resolved in one pool on all cores, the largest first, where a set
  /// whose inputs are the same in two revisions (a resolver document and the tokens of every
  /// file it names; a plain part's tokens) is resolved once and shared, as it would resolve
  /// the same. A pull request touches a few sets; the others cost nothing twice. Each revision
  /// is what resolving it alone gives. Pure.
  public static func resolve(
    _ snapshots: [RevisionSnapshot],
    policy: ResolutionPolicy,
    sharingBaseline: Bool = true
  ) -> [ResolvedRevision] {
    // Files the revisions have alike are read once (see ``SharedFileReads``).
    let reads = snapshots.count > 1 ? SharedFileReads() : nil
    let prepared = snapshots.parallelMap { PreparedRevision($0, policy: policy, shared: reads) }
    let plans = prepared.map(SetPlan.init)
    let jobs = plans.flatMap(\.jobs)
    let results = SharedWork.run(jobs, largestFirst: \.size) { job in
      switch job {
      case .document(let inputs):
        return resolveDocument(
          inputs.resolver,
          tokensByFile: inputs.tokensByFile,
          files: inputs.files,
          policy: policy,
          sharingBaseline: sharingBaseline
        )
      case .plain(let part): return resolvePlainPart(part, policy: policy)
      }
    }
    var offset = 0
    let revisions = zip(prepared, plans).map { revision, plan in
      defer { offset += plan.jobs.count }
      return plan.assemble(
        Array(results[offset..<offset + plan.jobs.count]),
        of: revision,
        policy: policy
      )
    }
    // What parsing made that no set kept (the tokens of a revision whose sets are the other's)
    // is freed on another thread: tens of milliseconds of one core on a large set.
    releaseInBackground((prepared, plans))
    return revisions
  }

  /// The files a resolver document's permutations take tokens from. Pure.
  static func usedFiles(_ sourceLists: [[ResolverDocument.Source]]) -> Set<String> {
    Set(sourceLists.joined().compactMap(\.filePath))
  }

  /// A plain part resolved: its referenced files (another set's) only serve references. Pure.
  static func resolvePlainPart(_ part: PlainPart, policy: ResolutionPolicy) -> (
    ModalTokenSet, [Finding]
  ) {
    guard !part.references.isEmpty else {
      return resolvePlain(sortedForResolution(part.tokens), policy: policy)
    }
    // The referenced files are reported by their own set: here they only serve references.
    var (set, partFindings) = resolvePlain(
      sortedForResolution(part.references + part.tokens),
      policy: policy
    )
    let own = Set(part.tokens.map { $0.location.file })
    set.referenceOnlyFiles.formUnion(part.references.map { $0.location.file })
    partFindings.removeAll { finding in
      finding.location.map { !own.contains($0.file) } ?? false
    }
    return (set, part.isDraft ? partFindings.map(Self.inDraftSet) : partFindings)
  }

  /// Drops the parent keys of the sets whose build drops them (see ``ParentKeyStripping``),
  /// set by set (all tokens at once when discovery found none). Tokens Studio single-file
  /// documents, whose top-level keys are set names, are left to their own reader.
  static func stripParentKeys(_ tokens: inout [Token], snapshot: RevisionSnapshot) {
    let singleFiles = Set(snapshot.files.filter(TokensStudioSingleFile.mayBe).map(\.path))
    let groups: [Set<String>] =
      snapshot.sets.isEmpty
      ? [Set(tokens.map { $0.location.file })] : snapshot.sets.map { Set($0.files) }
    for files in groups {
      let indices = tokens.indices.filter {
        files.contains(tokens[$0].location.file) && !singleFiles.contains(tokens[$0].location.file)
      }
      guard !indices.isEmpty else { continue }
      var group = indices.map { tokens[$0] }
      guard ParentKeyStripping.apply(&group) else { continue }
      for (offset, index) in indices.enumerated() { tokens[index] = group[offset] }
    }
  }

  /// A finding in a Tokens Studio set no theme uses: no build reads the set, so what would
  /// break it is a warning, said so. Pure.
  static func inDraftSet(_ finding: Finding) -> Finding {
    guard finding.severity == .error else { return finding }
    var lowered = finding
    lowered.severity = .warning
    lowered.message += " (in a set no theme uses, which no build reads)"
    return lowered
  }

  /// Tokens in the order a resolved set keeps them, so that resolving in many modes does not
  /// sort each mode's result again. Pure.
  static func sortedForResolution(_ tokens: [Token]) -> [Token] {
    tokens.sorted { lhs, rhs in
      lhs.path != rhs.path ? lhs.path < rhs.path : lhs.location < rhs.location
    }
  }

  /// The plain set: once, or once per mode its `$extensions` maps name.
  static func resolvePlain(_ tokens: [Token], policy: ResolutionPolicy) -> (
    ModalTokenSet, [Finding]
  ) {
    let index = PathIndex(tokens)
    let (defaults, memo) = Resolver.resolve(
      TokenDocument(tokens: tokens),
      policy: policy,
      mode: nil,
      index: index
    )
    let allModes = Set(tokens.flatMap(ModeOverrides.modeNames)).sorted()
    guard !allModes.isEmpty else {
      return (ModalTokenSet(set: "", baseline: defaults, modes: []), defaults.findings)
    }
    let modes = Array(allModes.prefix(maximumPermutations))
    let limit =
      allModes.count > modes.count
      ? [
        Finding(
          kind: .limitReached,
          message:
            "the token files name \(allModes.count) modes; tokendiff resolves the first \(modes.count) by name"
        )
      ] : []
    var baseline = defaults
    let overrides = Dictionary(
      tokens.map {
        (TokenKey(path: $0.path, file: $0.location.file), ModeOverrides.modeNames(of: $0))
      },
      uniquingKeysWith: { first, _ in first }
    )
    for index in baseline.tokens.indices {
      let token = baseline.tokens[index]
      baseline.tokens[index].modeOverrides =
        overrides[TokenKey(path: token.path, file: token.location.file)] ?? []
    }
    let reusable = IncrementalResolver.Baseline(
      set: "",
      tokens: tokens,
      resolved: baseline,
      index: index,
      memo: memo
    )
    let deltas = modes.parallelMap { mode in
      IncrementalResolver.delta(
        ModeOverrides.apply(mode, to: tokens),
        mode: mode,
        policy: policy,
        baseline: reusable,
        overridden: ModeOverrides.overriddenPaths(mode, in: tokens),
        sameDefinitions: true
      )
    }
    let modesByFile = relevantModes(tokens, resolved: defaults)
    let set = ModalTokenSet(set: "", baseline: baseline, modes: deltas, modesByFile: modesByFile)
    let perMode = deltas.map { delta in
      delta.findings.filter { finding in
        guard let file = finding.location?.file else { return true }
        return modesByFile[file]?.contains(delta.mode) ?? false
      }
    }
    let merged = ModeFindings.merge(perMode) { finding in
      finding.location.map { modesByFile[$0.file]?.count ?? 0 } ?? deltas.count
    }
    // Files that no mode concerns are resolved once: their findings are the baseline's.
    let modeless = baseline.findings.filter { finding in
      guard let file = finding.location?.file else { return false }
      return modesByFile[file]?.isEmpty ?? true
    }
    return (set, limit + merged + modeless)
  }

  /// The modes each file of the plain set is concerned by: the modes its own tokens give values
  /// for, and those of every file its tokens alias, followed through. Pure.
  static func relevantModes(_ tokens: [Token], resolved: ResolvedTokenSet) -> [String: [String]] {
    var modes: [String: Set<String>] = [:]
    var filesByPath: [TokenPath: Set<String>] = [:]
    for token in tokens {
      modes[token.location.file, default: []].formUnion(ModeOverrides.modeNames(of: token))
      filesByPath[token.path, default: []].insert(token.location.file)
    }
    var uses: [String: Set<String>] = [:]
    for token in resolved.tokens {
      for dependency in token.dependencies {
        for file in filesByPath[dependency] ?? [] where file != token.location.file {
          uses[token.location.file, default: []].insert(file)
        }
      }
    }
    var changed = true
    while changed {
      changed = false
      for (file, used) in uses {
        let before = modes[file]?.count ?? 0
        for other in used { modes[file, default: []].formUnion(modes[other] ?? []) }
        if (modes[file]?.count ?? 0) != before { changed = true }
      }
    }
    return modes.mapValues { $0.sorted() }
  }

  /// A resolver document's set: its first permutation in full, the others as deltas, with its
  /// findings. The files it uses are its inputs' ``DocumentInputs/usedFiles``.
  static func resolveDocument(
    _ resolver: ResolverDocument,
    tokensByFile: [String: [Token]],
    files: Set<String>,
    policy: ResolutionPolicy,
    sharingBaseline: Bool
  ) -> (ModalTokenSet, [Finding]) {
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
        if files.contains(path) || files.contains(documentPath) {
          findings.append(
            Finding(
              kind: .brokenReference,
              location: SourceLocation(file: resolver.path, position: position),
              message: "source '\(path)' holds no tokens",
              severity: .warning
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
      let index = PathIndex(first.tokens)
      let (resolved, memo) = Resolver.resolve(
        TokenDocument(tokens: first.tokens),
        policy: policy,
        mode: firstPermutation.name,
        index: index
      )
      let base = IncrementalResolver.Baseline(
        set: resolver.path,
        tokens: first.tokens,
        resolved: resolved,
        overridden: first.overridden,
        index: index,
        memo: memo
      )
      baseline = base
      if let name = firstPermutation.name {
        deltas.append(ModeDelta(mode: name, changed: [:], missing: [], findings: resolved.findings))
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
    // Sources inside a file (a single-file document's sets) are told apart by location.
    for source in resolver.referenceOnlyFiles {
      for token in tokensByFile[source] ?? [] where token.location.file != source {
        set.referenceOnlyLocations.insert(token.location)
      }
    }
    return (set, findings)
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
  private static func merge(
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

/// Findings gathered from several modes of one set.
enum ModeFindings {
  /// A finding every mode (that concerns it) has is kept once, without a mode and at its first
  /// location; one that several modes have is kept once with those ``Finding/modes``; one that a
  /// single mode has keeps its mode. Pure.
  static func merge(_ perMode: [[Finding]], modeCount: (Finding) -> Int) -> [Finding] {
    var byIdentity: [String: [Finding]] = [:]
    var order: [String] = []
    for finding in perMode.flatMap({ $0 }) {
      var modeless = finding
      modeless.mode = nil
      // The location is left out: in a resolver set each mode may take the token from its own
      // file, and the same problem in every mode is still one problem.
      let key = modeless.identity
      if byIdentity[key] == nil { order.append(key) }
      byIdentity[key, default: []].append(finding)
    }
    return order.flatMap { key -> [Finding] in
      let group = byIdentity[key] ?? []
      guard var first = group.first else { return [] }
      var modes: [String] = []
      var seen = Set<String>()
      for mode in group.compactMap(\.mode) where seen.insert(mode).inserted { modes.append(mode) }
      guard modes.count > 1 || modes.count >= modeCount(first) else { return group }
      first.mode = nil
      first.modes = modes.count >= modeCount(first) ? [] : modes
      return [first]
    }
  }
}
