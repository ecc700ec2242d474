// The plain set (no resolver document): resolved once, or once per mode its `$extensions`
// maps name.

extension RevisionResolver {
  /// A plain part resolved: its referenced files (another set's) only serve references. Pure.
  static func resolvePlainPart(_ part: PlainPart, policy: ResolutionPolicy) -> (
    ModalTokenSet, [Finding]
  ) {
    var (set, findings) = resolvePlain(
      sortedForResolution(part.references + part.tokens),
      policy: policy,
      mergeOrder: part.mergeOrder
    )
    set.mergeOrder = part.mergeOrder
    let own = Set(part.tokens.map { $0.location.file })
    if !part.references.isEmpty {
      // The referenced files are reported by their own set: here they only serve references.
      set.referenceOnlyFiles.formUnion(part.references.map { $0.location.file })
      findings.removeAll { finding in
        finding.location.map { !own.contains($0.file) } ?? false
      }
    }
    if !part.unbuilt.isEmpty {
      findings = findings.map { finding in
        finding.location.map { part.unbuilt.contains($0.file) } == true
          ? Self.inUnbuiltFile(finding) : finding
      }
    }
    guard part.isDraft else { return (set, findings) }
    set.draftFiles = own.intersection(part.notOutput)
    return (set, findings.map(Self.inDraftSet) + draftNotes(set.draftFiles, in: part))
  }

  /// One note per set file a Tokens Studio project lists and no theme uses, that holds tokens
  /// the themes do not: they are looked up, not reported, so a change to them reads as no
  /// change; the note says why, and what to do (the same words whatever the file holds, so
  /// that it is not news in a diff that edits the draft). Sorted by file. Pure.
  static func draftNotes(_ drafts: Set<String>, in part: PlainPart) -> [Finding] {
    let files = Set(part.tokens.lazy.map(\.location.file).filter(drafts.contains))
    return files.sorted().map { file in
      Finding(
        kind: .skippedFile,
        location: SourceLocation(file: file, line: 1, column: 1),
        message:
          "the set file '\(file)' is in no theme: no theme reads its tokens, and their changes are not reported (add the set to a theme to compare it)",
        severity: .note
      )
    }
  }

  /// The plain set: once, or once per mode its `$extensions` maps name.
  static func resolvePlain(
    _ tokens: [Token],
    policy: ResolutionPolicy,
    mergeOrder: [String] = []
  ) -> (ModalTokenSet, [Finding]) {
    let index = PathIndex(tokens, mergeOrder: mergeOrder)
    let (defaults, memo) = Resolver.resolve(
      TokenDocument(tokens: tokens),
      policy: policy,
      mode: nil,
      index: index
    )
    let (allModes, ownDefault) = ModeOverrides.modes(of: tokens)
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
            "the token files make \(allModes.count) modes; tokendiff resolves the first \(modes.count) by name"
        )
      ] : []
    var baseline = defaults
    // `$value`'s own mode (``ModeOverrides/defaultMode``) is no override: it joins no
    // dimension of the named modes.
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
    var modesByFile = relevantModes(tokens, resolved: defaults)
    if ownDefault {
      // `$value`'s own mode concerns every file some mode concerns.
      modesByFile = modesByFile.mapValues { modes in
        modes.isEmpty ? modes : (modes + [ModeOverrides.defaultMode]).sorted()
      }
    }
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
}
