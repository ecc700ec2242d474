import Foundation

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
  /// is what resolving it alone gives, but for files the other revision reads as alternatives,
  /// which are alternatives in both (``consistentPlans(_:)``): a diff's revision may then have
  /// modes its `check` does not. Pure.
  public static func resolve(
    _ snapshots: [RevisionSnapshot],
    policy: ResolutionPolicy,
    sharingBaseline: Bool = true
  ) -> [ResolvedRevision] {
    // Files the revisions have alike are parsed and read once (see ``SharedFileReads``); what
    // it holds (the files' JSON) goes once both are read, before the sets are resolved.
    let prepared = { () -> [PreparedRevision] in
      let reads = snapshots.count > 1 ? SharedFileReads() : nil
      return snapshots.parallelMap { PreparedRevision($0, policy: policy, shared: reads) }
    }()
    let plans = consistentPlans(prepared)
    let jobs = plans.flatMap(\.jobs)
    // A document the head changed is made from the base's first permutation (see
    // ``IncrementalResolver/Baseline/derived(from:tokens:overridden:mode:policy:referenceOnlyFiles:)``):
    // those head sets are resolved beside the others, each waiting for its base's first
    // permutation (published as soon as it is resolved, before the base's other modes).
    let counterparts = sharingBaseline ? documentCounterparts(plans) : [:]
    var firstPermutations: [String: FirstPermutation] = [:]
    for position in counterparts.values {
      if let path = jobDocumentPath(jobs[position]) { firstPermutations[path] = FirstPermutation() }
    }
    let published = firstPermutations
    @Sendable func resolve(_ job: SetPlan.Job, from other: FirstPermutation?) -> ResolvedJob {
      switch job {
      case .document(let inputs):
        // Only the base's job of a document has a first permutation to publish: the head's
        // job of it waits for that one instead.
        let publishing = other == nil ? published[inputs.resolver.path] : nil
        let result = resolveDocument(
          inputs.resolver,
          tokensByFile: inputs.tokensByFile,
          files: inputs.files,
          unparsable: inputs.unparsable,
          emptyObjects: inputs.emptyObjects,
          policy: policy,
          sharingBaseline: sharingBaseline,
          from: other?.value(),
          publishing: { publishing?.publish($0) }
        )
        publishing?.publish(result.baseline)
        return result
      case .plain(let part):
        let (set, findings) = resolvePlainPart(part, policy: policy)
        return (set, findings, nil)
      }
    }
    let ownJobs = jobs.indices.filter { counterparts[$0] == nil }
    let derivedJobs = counterparts.sorted { $0.key < $1.key }.map { head, base in
      (head: head, other: jobDocumentPath(jobs[base]).flatMap { published[$0] })
    }
    // One side runs the sets of both revisions, the other the derived head sets, which wait:
    // with one core, the first side runs first.
    let (ownResults, derivedResults) = concurrently(
      { SharedWork.run(ownJobs.map { jobs[$0] }, largestFirst: \.size) { resolve($0, from: nil) } },
      { derivedJobs.parallelMap { resolve(jobs[$0.head], from: $0.other) } }
    )
    var resolved = [ResolvedJob?](repeating: nil, count: jobs.count)
    for (index, result) in zip(ownJobs, ownResults) { resolved[index] = result }
    for (entry, result) in zip(derivedJobs, derivedResults) { resolved[entry.head] = result }
    // Every job is resolved on one side or the other.
    let results = resolved.compactMap { $0.map { ($0.set, $0.findings) } }
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
    releaseInBackground((prepared, plans, resolved))
    return revisions
  }

  /// One set resolved: the set, its findings, and for a resolver document its first
  /// permutation's resolution.
  typealias ResolvedJob = (
    set: ModalTokenSet, findings: [Finding], baseline: IncrementalResolver.Baseline?
  )

  /// The resolver document a job resolves, if it is one. Pure.
  private static func jobDocumentPath(_ job: SetPlan.Job) -> String? {
    guard case .document(let inputs) = job else { return nil }
    return inputs.resolver.path
  }

  /// A base document's first permutation, published by the job that resolves it to the head's
  /// job of the same document, which waits for it. Safe from any thread.
  final class FirstPermutation: @unchecked Sendable {
    /// Read and written only under `condition`'s lock: `nil` until published, then the
    /// baseline (`.some(nil)`: the document has none).
    private var published: IncrementalResolver.Baseline??
    private let condition = NSCondition()

    /// Publishes the first permutation; the first call wins.
    func publish(_ baseline: IncrementalResolver.Baseline?) {
      condition.withLock {
        guard published == nil else { return }
        published = .some(baseline)
        condition.broadcast()
      }
    }

    /// The first permutation, once published (waiting until then).
    func value() -> IncrementalResolver.Baseline? {
      condition.withLock {
        while published == nil { condition.wait() }
        return published ?? nil
      }
    }
  }

  /// The set plans of the revisions, each reading as alternatives the files any other reads
  /// so (see ``AlternativeFiles/document(for:root:elsewhere:)``): a brand copied from another
  /// is a brand in both revisions of a diff, whether or not its values differ yet. A revision
  /// whose alternatives are all the others' is planned once. Pure.
  static func consistentPlans(_ prepared: [PreparedRevision]) -> [SetPlan] {
    let plans = prepared.map { SetPlan($0) }
    guard plans.count > 1 else { return plans }
    let everywhere = plans.reduce(into: Set<String>()) { $0.formUnion($1.alternativeFiles) }
    return zip(prepared, plans).map { revision, plan in
      let own = everywhere.filter(revision.snapshotPaths.contains)
      return own.isSubset(of: plan.alternativeFiles) ? plan : SetPlan(revision, elsewhere: own)
    }
  }

  /// For a diff's two plans: each head document job whose base plan has a job of the same
  /// document (same permutations and sources) with other inputs, by its position among both
  /// plans' jobs, with the position of the base's. Pure.
  static func documentCounterparts(_ plans: [SetPlan]) -> [Int: Int] {
    guard plans.count == 2 else { return [:] }
    var baseByPath: [String: Int] = [:]
    for (position, job) in plans[0].jobs.enumerated() {
      if case .document(let inputs) = job, baseByPath[inputs.resolver.path] == nil {
        baseByPath[inputs.resolver.path] = position
      }
    }
    var result: [Int: Int] = [:]
    for (offset, job) in plans[1].jobs.enumerated() {
      guard case .document(let inputs) = job, let position = baseByPath[inputs.resolver.path],
        case .document(let base) = plans[0].jobs[position], base.resolver == inputs.resolver,
        base != inputs
      else { continue }
      result[plans[0].jobs.count + offset] = position
    }
    return result
  }

  /// The files a resolver document's permutations take tokens from. Pure.
  static func usedFiles(_ sourceLists: [[ResolverDocument.Source]]) -> Set<String> {
    Set(sourceLists.joined().compactMap(\.filePath))
  }

  /// Drops the parent keys of the sets whose build drops them (see ``ParentKeyStripping``), set
  /// by set (all tokens at once when discovery found none), folding a file's colour-scheme groups that then share
  /// paths into tokens with a mode per scheme. The tokens of `singleFiles`
  /// (Tokens Studio single-file documents, whose top-level keys are set names) are left to
  /// their own reader; `metadataFolders` are the folders of the revision's `$metadata.json`
  /// files, whose Tokens Studio projects hold one set per file.
  static func stripParentKeys(
    _ tokens: inout [Token],
    sets: [DiscoveredSet],
    sparing singleFiles: Set<String>,
    metadataFolders: Set<String> = []
  ) {
    let (indicesByFile, groups) = setFiles(tokens, sets: sets)
    var folded = Set<Int>()
    for files in groups {
      let indices = files.subtracting(singleFiles).flatMap { indicesByFile[$0] ?? [] }.sorted()
      guard !indices.isEmpty else { continue }
      var group = indices.map { tokens[$0] }
      // Tokens Studio files only: a Style Dictionary file beside a root `$metadata.json` is
      // no set of that project.
      let projectFiles = files.filter { file in
        metadataFolders.contains { $0.isEmpty || file.hasPrefix($0 + "/") }
          && indicesByFile[file]?.first.map { tokens[$0].dialect == .tokensStudio } == true
      }
      let result = ParentKeyStripping.apply(&group, projectFiles: projectFiles)
      guard result.stripped else { continue }
      for (offset, index) in indices.enumerated() { tokens[index] = group[offset] }
      for offset in result.folded { folded.insert(indices[offset]) }
    }
    // Copies folded into one token with a mode per colour scheme.
    if !folded.isEmpty {
      tokens = tokens.indices.filter { !folded.contains($0) }.map { tokens[$0] }
    }
  }

  /// Each token's index under its file, worked out once (a set then gathers its files' tokens
  /// instead of testing every token of the revision against its file list), and each set's
  /// files: every file at once when discovery found no set. Pure.
  private static func setFiles(_ tokens: [Token], sets: [DiscoveredSet]) -> (
    indicesByFile: [String: [Int]], groups: [Set<String>]
  ) {
    var indicesByFile: [String: [Int]] = [:]
    for index in tokens.indices {
      indicesByFile[tokens[index].location.file, default: []].append(index)
    }
    let groups = sets.isEmpty ? [Set(indicesByFile.keys)] : sets.map { Set($0.files) }
    return (indicesByFile, groups)
  }

  /// `tokens` with what Figma exports write in their own ways read as the aliases they are,
  /// set by set (every file of a set, Tokens Studio single files too): ``FigmaAliasData``,
  /// ``FigmaSingleModeValues`` and ``FigmaSafeNames``. Pure.
  static func readFigmaAliases(_ tokens: inout [Token], sets: [DiscoveredSet]) {
    guard tokens.contains(where: { $0.extensionKeys.figmaAlias || $0.extensionKeys.figmaExport })
    else { return }
    let (indicesByFile, groups) = setFiles(tokens, sets: sets)
    for files in groups {
      let indices = files.flatMap { indicesByFile[$0] ?? [] }.sorted()
      var group = indices.map { tokens[$0] }
      let aliased = FigmaAliasData.apply(&group)
      let valued = FigmaSingleModeValues.apply(&group)
      let renamed = FigmaSafeNames.apply(&group)
      guard aliased || valued || renamed else { continue }
      for (offset, index) in indices.enumerated() { tokens[index] = group[offset] }
    }
  }

  /// A finding in a Tokens Studio set no theme uses: no build reads the set, so what would
  /// break it is a warning, said so. Pure.
  static func inDraftSet(_ finding: Finding) -> Finding {
    loweredIfError(finding, because: "in a set no theme uses, which no build reads")
  }

  /// A finding in a file a build configuration beside it does not name
  /// (``DiscoveredSet/unbuilt``): no build reads the file, so what would break it is a
  /// warning, said so. Pure.
  static func inUnbuiltFile(_ finding: Finding) -> Finding {
    loweredIfError(finding, because: "in a file no build configuration names")
  }

  /// An error as a warning with `reason`; any other finding as it is. Pure.
  private static func loweredIfError(_ finding: Finding, because reason: String) -> Finding {
    finding.severity == .error ? finding.lowered(because: reason) : finding
  }

  /// Tokens in the order a resolved set keeps them, so that resolving in many modes does not
  /// sort each mode's result again. Pure.
  static func sortedForResolution(_ tokens: [Token]) -> [Token] {
    tokens.sorted { lhs, rhs in
      lhs.path != rhs.path ? lhs.path < rhs.path : lhs.location < rhs.location
    }
  }
}
