/// The token sets of one prepared revision, as jobs for a pool shared with other revisions
/// (see ``RevisionResolver/resolve(_:policy:sharingBaseline:)``), and how their results make
/// the revision.
struct SetPlan {
  /// One token set to resolve.
  enum Job: Sendable, Equatable {
    /// A resolver document, or files that are alternatives of each other read as one.
    case document(DocumentInputs)
    /// Files that resolve on their own.
    case plain(PlainPart)

    /// How many tokens the job reads: the order in which jobs start. Pure.
    var size: Int {
      switch self {
      case .document(let inputs): inputs.tokensByFile.values.reduce(0) { $0 + $1.count }
      case .plain(let part): part.tokens.count + part.references.count
      }
    }
  }

  /// In order: each resolver document that could be read, each set of alternative files,
  /// then the plain parts (none when no plain file has tokens and other sets exist).
  let jobs: [Job]
  /// Per resolver document: the problems found reading it, and whether it could be read (and
  /// has a job).
  private let definitions: [(problems: [Finding], isRead: Bool)]
  private let alternatives: Int
  /// Whether the revision has a plain set (made of the plain parts' results, maybe none).
  private let hasPlainSet: Bool
  /// The files its sets of alternatives read as alternatives (see
  /// ``AlternativeFiles/alternativeFiles(of:)``), for the other revision of a diff.
  let alternativeFiles: Set<String>

  /// The files of the sets a Tokens Studio project lists: those its themes name (in any status)
  /// and its `$metadata.json` orders; without a `$metadata.json`, every file of `part` too
  /// (the plugin then reads each file of the folder as a set: one no theme uses is a draft, and
  /// a set dropped from every theme is no longer output). With one, the files of `part` it
  /// does not list that sit in a subfolder of listed sets are sets too, left out of the lists:
  /// a theme's sets left behind when the theme was removed (digdir's
  /// `colors/light/theme2.json`), another version of a themed set (Belfius' `alias/light.json`
  /// beside the themed `alias/colorLight.json`), and likewise a file at the top of the folder
  /// when listed sets sit there too and the project has themes (Github-Sync's `Primitive.json` beside its themed
  /// `Colors.json`: adding it to `tokenSetOrder` removed 340 tokens). A file at the top of a
  /// folder whose sets are all in subfolders, or in a folder of its own, stays beside the
  /// project, unless it is named like a folder of listed sets (VeselinB's `primitives.json`
  /// left beside the themed `primitives/all.json`). Pure.
  static func listedSetFiles(
    of themes: String,
    in files: [SourceFile],
    paths: Set<String>,
    part: [Token]
  ) -> Set<String> {
    guard let document = files.first(where: { $0.path == themes }) else { return [] }
    let metadataPath = TokensStudioThemes.sibling("$metadata.json", of: themes)
    let metadata = files.first { $0.path == metadataPath }
    let folder = TokensStudioThemes.folder(of: themes)
    let listed = Set(
      TokensStudioSets.names(themes: document, metadata: metadata, includingDisabled: true)
        .flatMap { TokensStudioSets.filesOrEvident(ofSet: $0, folder: folder, among: paths) }
    )
    let partFiles = Set(part.map(\.location.file))
    guard metadata != nil else { return listed.union(partFiles) }
    // The top of the folder counts when the project keeps listed sets there itself and has
    // themes: without any (`"$themes": []`), every set of the folder is read, listed or not.
    let hasThemes = ByteSearch.contains(document.bytes, "\"selectedTokenSets\"")
    let setFolders = Set(listed.map(TokensStudioThemes.folder(of:)))
      .subtracting(hasThemes ? [] : [folder])
    // A file named like a folder of listed sets is the set those replaced (`primitives.json`
    // beside the themed `primitives/all.json`, once the set was renamed into a folder).
    let replaced = partFiles.filter { file in
      file.hasSuffix(".json") && setFolders.contains(String(file.dropLast(".json".count)))
    }
    return listed.union(replaced).union(
      partFiles.filter { setFolders.contains(TokensStudioThemes.folder(of: $0)) }
    )
  }

  /// The jobs of a prepared revision; `elsewhere` are the files the other revision of a diff
  /// reads as alternatives, which are alternatives here too where they agree
  /// (``AlternativeFiles/document(for:root:elsewhere:)``). Pure.
  init(_ prepared: PreparedRevision, elsewhere: Set<String> = []) {
    var alternativeFiles = Set<String>()
    var jobs: [Job] = []
    var claimed = prepared.claimed
    var inputsByDefinition: [String: DocumentInputs] = [:]
    // Each document's default tokens, merged once however many sets beside it read them.
    var defaultsByDefinition: [String: [Token]] = [:]
    func defaults(_ inputs: DocumentInputs) -> [Token] {
      if let known = defaultsByDefinition[inputs.resolver.path] { return known }
      let merged = Self.defaultTokens(of: inputs)
      defaultsByDefinition[inputs.resolver.path] = merged
      return merged
    }
    definitions = prepared.definitions.map { definition in
      guard let resolver = definition.resolver else { return (definition.problems, false) }
      let inputs = DocumentInputs(
        resolver,
        tokensByFile: prepared.tokensByFile,
        files: prepared.snapshotPaths,
        unparsable: prepared.unparsable,
        emptyObjects: prepared.emptyObjects
      )
      jobs.append(.document(inputs))
      claimed.formUnion(inputs.usedFiles)
      inputsByDefinition[resolver.path] = inputs
      return (definition.problems, true)
    }
    // The other files: each discovered set resolves on its own, never into a neighbour.
    let document = prepared.document
    let plain = document.tokens.filter { !claimed.contains($0.location.file) }
    var parts: [PlainPart] = []
    var alternatives = 0
    // Files of a discovered set that define the same tokens in parallel are alternatives:
    // resolved once per alternative, as modes of their own set.
    for (discovered, part) in DiscoveredSetPartition.split(plain, by: prepared.snapshot.sets) {
      // Files `$metadata.json` lists that no theme uses (a draft set) resolve against the
      // files the themes do use, as Tokens Studio resolves a set switched on by hand. A draft
      // belongs to no theme, so its references read every theme's tokens (the default
      // theme's value where it has the path). A draft token whose path a used file defines is
      // left out: no build reads it, and the token the themes build is the used file's
      // (deleting a draft copy of a palette removes no token).
      if let discovered, let definition = discovered.definition,
        TokensStudioThemes.isThemesDocument(definition)
      {
        let used = Set(discovered.files.filter(claimed.contains))
        let references =
          inputsByDefinition[definition].map {
            Self.everyThemesTokens(of: $0, defaults: defaults($0))
          }
          ?? document.tokens.filter { used.contains($0.location.file) }
        let built = Set(references.map(\.path))
        parts.append(
          PlainPart(
            tokens: part.filter { !built.contains($0.path) },
            references: references,
            isDraft: true,
            notOutput: Self.listedSetFiles(
              of: definition,
              in: prepared.snapshot.files,
              paths: prepared.snapshotPaths,
              part: part
            )
          )
        )
        continue
      }
      guard discovered?.alternatives == true,
        let resolver = AlternativeFiles.document(for: part, root: "", elsewhere: elsewhere)
      else {
        let shared = Set(discovered?.shared ?? [])
        // Files beside a resolver document that it does not name refer to the tokens its
        // sources define, as a build that reads every file of the folder resolves them: they
        // read the document's default permutation.
        let own = Set(part.map(\.path))
        let defaults =
          Self.enclosingDocument(
            of: discovered,
            among: prepared.snapshot.sets,
            inputs: inputsByDefinition
          ).map { defaults($0).filter { !own.contains($0.path) } } ?? []
        parts.append(
          PlainPart(
            tokens: part,
            references: defaults
              + (shared.isEmpty
                ? [] : document.tokens.filter { shared.contains($0.location.file) }),
            isDraft: false,
            mergeOrder: discovered?.mergeOrder ?? [],
            unbuilt: Set(discovered?.unbuilt ?? [])
          )
        )
        continue
      }
      jobs.append(
        .document(
          DocumentInputs(
            resolver,
            tokensByFile: Dictionary(grouping: part) { $0.location.file },
            files: prepared.snapshotPaths,
            unparsable: prepared.unparsable,
            emptyObjects: prepared.emptyObjects
          )
        )
      )
      alternatives += 1
      alternativeFiles.formUnion(AlternativeFiles.alternativeFiles(of: resolver))
    }
    hasPlainSet = parts.contains(where: { !$0.tokens.isEmpty }) || jobs.isEmpty
    if hasPlainSet { jobs += parts.map(Job.plain) }
    self.jobs = jobs
    self.alternatives = alternatives
    self.alternativeFiles = alternativeFiles
  }

  /// The resolver document whose sources a plain set's files may refer to: the document
  /// that defines the set, or else the one document whose set's root holds the set's root
  /// (`b.tokens.json` beside the `tokens.resolver.json` that does not name it); `nil` when
  /// none, or several, do. Pure.
  static func enclosingDocument(
    of discovered: DiscoveredSet?,
    among sets: [DiscoveredSet],
    inputs: [String: DocumentInputs]
  ) -> DocumentInputs? {
    guard let discovered else { return nil }
    if let definition = discovered.definition, let own = inputs[definition] { return own }
    let enclosing = sets.filter { set in
      guard let definition = set.definition, inputs[definition] != nil,
        !TokensStudioThemes.isThemesDocument(definition)
      else { return false }
      // A set found at a higher root whose files all sit in the document's folder
      // (`tokens/extra.json` beside `tokens/design.resolver.json`) is under it too.
      return set.root.isEmpty || discovered.root == set.root
        || discovered.root.hasPrefix(set.root + "/")
        || (!discovered.files.isEmpty
          && discovered.files.allSatisfy { $0.hasPrefix(set.root + "/") })
    }
    guard enclosing.count == 1, let definition = enclosing[0].definition else { return nil }
    return inputs[definition]
  }

  /// The tokens of a resolver document's default permutation (each modifier at its default
  /// context), merged in source order, a later source's token replacing an earlier one's: what
  /// files the document does not name read, one token per path. Pure.
  static func defaultTokens(of inputs: DocumentInputs) -> [Token] {
    guard let first = inputs.resolver.permutationsOneModifierAtATime.first else { return [] }
    return RevisionResolver.merge(
      inputs.resolver.sources(for: first),
      of: inputs.resolver,
      tokensByFile: inputs.tokensByFile
    )
  }

  /// The tokens of every permutation of a resolver document taken one modifier at a time, the
  /// default permutation's (`defaults`, ``defaultTokens(of:)``) first and each later one's only
  /// for paths no earlier one has: what a set belonging to no permutation (a Tokens Studio
  /// draft) can refer to, one token per path. Pure.
  static func everyThemesTokens(of inputs: DocumentInputs, defaults: [Token]) -> [Token] {
    var merged = defaults
    var seen = Set(defaults.map(\.path))
    for permutation in inputs.resolver.permutationsOneModifierAtATime.dropFirst() {
      let tokens = RevisionResolver.merge(
        inputs.resolver.sources(for: permutation),
        of: inputs.resolver,
        tokensByFile: inputs.tokensByFile
      )
      for token in tokens where seen.insert(token.path).inserted { merged.append(token) }
    }
    return merged
  }

  /// The revision from its jobs' results, in the order of ``jobs``. Pure.
  func assemble(
    _ results: [(ModalTokenSet, [Finding])],
    of prepared: PreparedRevision,
    policy: ResolutionPolicy
  ) -> ResolvedRevision {
    var sets: [ModalTokenSet] = []
    var findings = prepared.document.findings
    var next = results.startIndex
    for (problems, isRead) in definitions {
      findings += problems
      guard isRead, next < results.endIndex else { continue }
      sets.append(results[next].0)
      findings += results[next].1
      next += 1
    }
    for _ in 0..<alternatives where next < results.endIndex {
      sets.append(results[next].0)
      findings += results[next].1
      next += 1
    }
    let plain = results[next...]
    if hasPlainSet {
      sets.append(ModalTokenSet.mergingPlain(plain.map(\.0)))
      findings += plain.flatMap(\.1)
    }
    let contrast = ContrastHint.collect(prepared.document.tokens)
    if policy.strict {
      findings = StrictConformance.apply(to: findings, files: prepared.snapshot.files)
    }
    findings = TheoImports.lowerOutsideReferences(findings, files: prepared.snapshot.files)
    findings = ScriptTokenModules.lowered(findings, sets: prepared.snapshot.sets)
    findings = DottedNameHints.explained(findings)
    findings = UnreadDefinitionHints.explained(
      findings,
      tokens: prepared.document.tokens,
      drafts: sets.reduce(into: Set<String>()) { $0.formUnion($1.draftFiles) }
    )
    return ResolvedRevision(
      sets: sets,
      findings: findings + contrast.findings
        + ContrastHint.unknownBackgrounds(contrast.hints, in: sets),
      contrastHints: contrast.hints
    )
  }
}
