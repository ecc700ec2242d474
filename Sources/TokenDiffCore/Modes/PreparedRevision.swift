/// One revision parsed, with its resolver documents read: everything its token sets are
/// resolved from (see ``RevisionResolver/resolve(_:policy:sharingBaseline:)``).
struct PreparedRevision: Sendable {
  let snapshot: RevisionSnapshot
  /// Every token file's tokens and findings, layers declared and parent keys dropped.
  let document: TokenDocument
  /// The tokens by file; a Tokens Studio single-file document's by `file#set`, and a group a
  /// resolver source names by `file#/group` (``ResolverFragmentSources``).
  let tokensByFile: [String: [Token]]
  /// The resolver documents (`$themes.json` and single-file documents read as such), with the
  /// problems reading each found; `nil` where none could be read.
  let definitions: [(resolver: ResolverDocument?, problems: [Finding])]
  /// Files a single-file document's sets, or a resolver's fragment sources, took over.
  let claimed: Set<String>
  let snapshotPaths: Set<String>
  /// The token files that could not be parsed (each has a parse error among the document's
  /// findings).
  let unparsable: Set<String>
  /// The files that hold an empty object and nothing else (`{}`): a resolver context that
  /// takes every other source's value, written so on purpose.
  let emptyObjects: Set<String>

  /// Parses the snapshot and reads its resolver documents, taking the tokens of files another
  /// revision read alike from `shared`. Pure.
  init(_ snapshot: RevisionSnapshot, policy: ResolutionPolicy, shared: SharedFileReads?) {
    // Tokens Studio's `$themes.json` is read as a resolver document (`$metadata.json` with it).
    let resolverFiles = snapshot.files.filter {
      ResolverDocumentReader.isResolverDocument($0.path)
        || TokensStudioThemes.isThemesDocument($0.path)
    }
    var tokenSnapshot = snapshot
    tokenSnapshot.files = snapshot.files.filter {
      !ResolverDocumentReader.isResolverDocument($0.path) && !TokensStudioThemes.isDocument($0.path)
    }
    var document = policy.sourceReaders.parse(
      tokenSnapshot,
      policy: policy,
      tokensStudioThemes: snapshot.files.contains { TokensStudioThemes.isDocument($0.path) },
      shared: shared
    )
    // Tokens Studio documents that may be in the single-file form (each top-level key a set):
    // their parent keys are their sets, left to their own reader.
    let singleFiles = tokenSnapshot.files.filter(TokensStudioSingleFile.mayBe)
    SetNameConvention.declareLayers(&document.tokens)
    RevisionResolver.stripParentKeys(
      &document.tokens,
      sets: snapshot.sets,
      sparing: Set(singleFiles.map(\.path)),
      metadataFolders: Set(
        snapshot.files.map(\.path).filter(TokensStudioThemes.isMetadataDocument).map(
          TokensStudioThemes.folder(of:)
        )
      )
    )
    RevisionResolver.readFigmaAliases(&document.tokens, sets: snapshot.sets)
    var tokensByFile = Dictionary(grouping: document.tokens) { $0.location.file }
    var claimed = Set<String>()
    // A build that outputs Tokens Studio's `source` sets reports their tokens.
    let outputsSourceSets = Set(snapshot.sets.filter(\.outputsSourceSets).compactMap(\.definition))
    func built(_ read: (ResolverDocument?, [Finding]), by path: String) -> (
      resolver: ResolverDocument?, problems: [Finding]
    ) {
      var (resolver, problems) = read
      if outputsSourceSets.contains(path) { resolver?.referenceOnlyFiles = [] }
      return (resolver, problems)
    }
    var definitions: [(resolver: ResolverDocument?, problems: [Finding])] = resolverFiles.map {
      file in
      TokensStudioThemes.isThemesDocument(file.path)
        ? built(
          TokensStudioThemes.read(
            file,
            among: snapshot.files,
            tokenReferences: { ReferenceWalker.references(in: tokensByFile[$0] ?? []) }
          ) { path in
            Set((tokensByFile[path] ?? []).map(\.path))
          },
          by: file.path
        )
        : Self.withModeMaps(ResolverDocumentReader.read(file), tokensByFile: tokensByFile)
    }
    for file in singleFiles {
      let bySet = TokensStudioSingleFile.tokensBySet(tokensByFile[file.path] ?? [], path: file.path)
      guard
        let (resolver, problems) = TokensStudioSingleFile.read(
          file,
          tokenPaths: { set in
            Set((bySet[TokensStudioSingleFile.source(set, of: file.path)] ?? []).map(\.path))
          }
        )
      else { continue }
      tokensByFile.removeValue(forKey: file.path)
      tokensByFile.merge(bySet) { first, _ in first }
      claimed.insert(file.path)
      definitions.append(built((resolver, problems), by: file.path))
    }
    // Sources that take one group of a file (`modes.json#/light`) read it under their own key.
    let fragments = ResolverFragmentSources.tokens(
      named: definitions.compactMap(\.resolver),
      in: tokensByFile
    )
    tokensByFile.merge(fragments.bySource) { first, _ in first }
    claimed.formUnion(fragments.files)
    self.snapshot = snapshot
    self.document = document
    self.tokensByFile = tokensByFile
    self.definitions = definitions
    self.claimed = claimed
    self.snapshotPaths = Set(snapshot.files.map(\.path))
    self.unparsable = document.findings.unparsableFiles
    self.emptyObjects = Set(snapshot.files.filter { Self.isEmptyObject($0.bytes) }.map(\.path))
  }

  /// Whether `bytes` are `{}` with nothing but whitespace around and inside. Pure.
  /// Reads up to the first byte that is neither whitespace nor what `{}` needs next.
  static func isEmptyObject(_ bytes: [UInt8]) -> Bool {
    let expected: [UInt8] = [UInt8(ascii: "{"), UInt8(ascii: "}")]
    var matched = 0
    for byte in bytes {
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0D: continue
      case _ where matched < expected.count && byte == expected[matched]: matched += 1
      default: return false
      }
    }
    return matched == expected.count
  }

  /// A resolver document with no modifiers whose files' tokens carry mode maps (Terrazzo's
  /// `$extensions.mode`, as fat-fuzzy's `day`/`night` beside its resolver): those modes are its
  /// modifier, as Terrazzo builds them, instead of being left out. A document with modifiers
  /// of its own says what its modes are. Pure.
  static func withModeMaps(
    _ read: (ResolverDocument?, [Finding]),
    tokensByFile: [String: [Token]]
  ) -> (resolver: ResolverDocument?, problems: [Finding]) {
    guard var resolver = read.0, resolver.modifiers.isEmpty else { return read }
    let files = Set(resolver.everySource.compactMap(\.filePath))
    let tokens = files.sorted().flatMap { tokensByFile[$0] ?? [] }
    guard tokens.contains(where: \.extensionKeys.modeMaps) else { return read }
    resolver.steps += AlternativeFiles.modeModifier(tokens)
    return (resolver, read.1)
  }
}
