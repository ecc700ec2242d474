/// One revision parsed, with its resolver documents read: everything its token sets are
/// resolved from (see ``RevisionResolver/resolve(_:policy:sharingBaseline:)``).
struct PreparedRevision: Sendable {
  let snapshot: RevisionSnapshot
  /// Every token file's tokens and findings, layers declared and parent keys dropped.
  let document: TokenDocument
  /// The tokens by file; a Tokens Studio single-file document's by `file#set`.
  let tokensByFile: [String: [Token]]
  /// The resolver documents (`$themes.json` and single-file documents read as such), with the
  /// problems reading each found; `nil` where none could be read.
  let definitions: [(resolver: ResolverDocument?, problems: [Finding])]
  /// Files a single-file document's sets took over.
  let claimed: Set<String>
  let snapshotPaths: Set<String>

  /// Parses the snapshot and reads its resolver documents. Pure.
  init(_ snapshot: RevisionSnapshot, policy: ResolutionPolicy) {
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
      tokensStudioThemes: snapshot.files.contains { TokensStudioThemes.isDocument($0.path) }
    )
    SetNameConvention.declareLayers(&document.tokens)
    RevisionResolver.stripParentKeys(&document.tokens, snapshot: snapshot)
    var tokensByFile = Dictionary(grouping: document.tokens, by: \.location.file)
    var claimed = Set<String>()
    var definitions: [(resolver: ResolverDocument?, problems: [Finding])] = resolverFiles.map {
      file in
      TokensStudioThemes.isThemesDocument(file.path)
        ? TokensStudioThemes.read(file, among: snapshot.files) : ResolverDocumentReader.read(file)
    }
    // Tokens Studio documents in the single-file form: each top-level key is a set.
    for file in tokenSnapshot.files where TokensStudioSingleFile.mayBe(file) {
      guard let (resolver, problems) = TokensStudioSingleFile.read(file) else { continue }
      let bySet = TokensStudioSingleFile.tokensBySet(tokensByFile[file.path] ?? [], path: file.path)
      tokensByFile.removeValue(forKey: file.path)
      tokensByFile.merge(bySet) { first, _ in first }
      claimed.insert(file.path)
      definitions.append((resolver, problems))
    }
    self.snapshot = snapshot
    self.document = document
    self.tokensByFile = tokensByFile
    self.definitions = definitions
    self.claimed = claimed
    self.snapshotPaths = Set(snapshot.files.map(\.path))
  }
}

/// What resolving a resolver document reads: the document, the tokens of every file it names
/// and which of those files the revision has. Two revisions whose inputs are equal resolve the
/// document alike.
struct DocumentInputs: Sendable, Equatable {
  let resolver: ResolverDocument
  /// The tokens of the files the document names (resolving it reads no others).
  let tokensByFile: [String: [Token]]
  /// Of the files the document names (and the documents of `file#set` names), those the
  /// revision has: a named file without tokens is reported unlike a missing one.
  let files: Set<String>

  /// The inputs of `resolver` in a revision with these tokens and files. Pure.
  init(_ resolver: ResolverDocument, tokensByFile: [String: [Token]], files: Set<String>) {
    var named = resolver.referenceOnlyFiles
    for sources in resolver.sets.values { named.formUnion(sources.compactMap(\.filePath)) }
    for step in resolver.steps {
      switch step {
      case .set(_, let sources): named.formUnion(sources.compactMap(\.filePath))
      case .modifier(let modifier):
        for context in modifier.contexts { named.formUnion(context.sources.compactMap(\.filePath)) }
      }
    }
    self.resolver = resolver
    self.tokensByFile = tokensByFile.filter { named.contains($0.key) }
    let documents = named.map {
      $0.split(separator: "#", maxSplits: 1).first.map(String.init) ?? $0
    }
    self.files = named.union(documents).intersection(files)
  }
}

/// A plain part of a revision: files that resolve on their own, with the files of another set
/// they may refer to (which only serve references). Equal parts resolve alike.
struct PlainPart: Sendable, Equatable {
  var tokens: [Token]
  var references: [Token]
  /// Files `$metadata.json` lists that no theme uses: what breaks in them is a warning.
  var isDraft: Bool
}

/// Work over inputs of which some may be equal: each distinct input is worked on once, on all
/// cores, and equal inputs share the result.
enum SharedWork {
  /// `work` of each input, in order; the distinct inputs are handed to the cores largest first
  /// (by `size`), so that the longest job does not start last. Pure.
  static func run<Input: Equatable & Sendable, Output: Sendable>(
    _ inputs: [Input],
    largestFirst size: (Input) -> Int,
    _ work: @Sendable (Input) -> Output
  ) -> [Output] {
    var distinct: [Int] = []
    var representative: [Int] = []
    for index in inputs.indices {
      if let equal = distinct.firstIndex(where: { inputs[$0] == inputs[index] }) {
        representative.append(equal)
      } else {
        representative.append(distinct.count)
        distinct.append(index)
      }
    }
    let sizes = distinct.map { size(inputs[$0]) }
    let order = distinct.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
    let chosen = order.map { distinct[$0] }
    let done = chosen.parallelMap { work(inputs[$0]) }
    var results = [Output?](repeating: nil, count: distinct.count)
    for (position, result) in zip(order, done) { results[position] = result }
    return representative.compactMap { results[$0] }
  }
}
