/// What resolving a resolver document reads: the document, the tokens of every file its
/// permutations take tokens from (and of its reference-only files), and which of those files
/// the revision has. Two revisions whose inputs are equal resolve the document alike.
struct DocumentInputs: Sendable, Equatable {
  let resolver: ResolverDocument
  /// The files the document's permutations take tokens from
  /// (``RevisionResolver/usedFiles(_:)``): the files the document claims from the plain set.
  let usedFiles: Set<String>
  /// The tokens of the used and reference-only files (resolving the document reads no
  /// others).
  let tokensByFile: [String: [Token]]
  /// Of those files (and the documents of `file#set` names), the ones the revision has: a used
  /// file without tokens is reported unlike a missing one.
  let files: Set<String>
  /// Of those files, the ones that could not be parsed: their parse error is the finding, not
  /// "holds no tokens".
  let unparsable: Set<String>
  /// Of those files, the ones that hold `{}` alone: empty on purpose, not by mistake.
  let emptyObjects: Set<String>

  /// The inputs of `resolver` in a revision with these tokens and files, of which `unparsable`
  /// could not be parsed and `emptyObjects` hold `{}` alone. Pure.
  init(
    _ resolver: ResolverDocument,
    tokensByFile: [String: [Token]],
    files: Set<String>,
    unparsable: Set<String> = [],
    emptyObjects: Set<String> = []
  ) {
    let permutations = RevisionResolver.permutations(of: resolver).list
    let used = RevisionResolver.usedFiles(permutations.map(resolver.sources(for:)))
    let read = used.union(resolver.referenceOnlyFiles)
    self.resolver = resolver
    self.usedFiles = used
    self.tokensByFile = tokensByFile.filter { read.contains($0.key) }
    let documents = read.map { $0.split(separator: "#", maxSplits: 1).first.map(String.init) ?? $0 }
    self.files = read.union(documents).intersection(files)
    self.unparsable = self.files.intersection(unparsable)
    self.emptyObjects = self.files.intersection(emptyObjects)
  }
}

/// A plain part of a revision: files that resolve on their own, with the files of another set
/// they may refer to (which only serve references). Equal parts resolve alike.
struct PlainPart: Sendable, Equatable {
  var tokens: [Token]
  var references: [Token]
  /// Files of a Tokens Studio folder that no theme uses: what breaks in them is a warning.
  var isDraft: Bool
  /// Of those, the files of sets the project lists (in `$metadata.json`, or as `disabled` in a
  /// theme) that no theme uses: no build outputs them, so they are checked and not diffed.
  /// Files no theme nor the metadata names (added beside the project, for a build of its own)
  /// are diffed.
  var notOutput: Set<String> = []
  /// The files in the order their build merges them, later files winning
  /// (``DiscoveredSet/mergeOrder``); empty: path order.
  var mergeOrder: [String] = []
  /// Files no build reads (``DiscoveredSet/unbuilt``): what breaks in them is a warning.
  var unbuilt: Set<String> = []
}
