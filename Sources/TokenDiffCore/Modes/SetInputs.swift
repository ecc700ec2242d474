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
