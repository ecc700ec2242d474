/// How one permutation of a resolver document differs from the document's first permutation,
/// worked out from the two source lists instead of merging the permutation's tokens: the
/// baseline tokens it replaces, by index.
///
/// A permutation's sources are usually the first permutation's with a few swapped (one
/// modifier's context for another). A path no swapped source defines is won by the same
/// source in both, so only the paths the swapped sources define are looked at: a permutation
/// costs the size of the sources it swaps, not the size of the set.
enum PermutationOverlay {
  /// One source file's tokens by the index of their path in the baseline; a path a file
  /// defines twice keeps its last definition, as merging does.
  struct FileTable: Sendable {
    var tokens: [Int: Token]
    /// Whether every path of the file has exactly one baseline token: a file with a path the
    /// baseline lacks cannot be swapped in this way.
    var isComplete: Bool
  }

  typealias FileTokens = [String: FileTable]

  /// The tokens of `files` by file and baseline index. Pure.
  static func fileTokens(
    _ files: some Sequence<String>,
    in tokensByFile: [String: [Token]],
    baseline: PathIndex
  ) -> FileTokens {
    var result: FileTokens = [:]
    for file in files where result[file] == nil {
      var table = FileTable(tokens: [:], isComplete: true)
      for token in tokensByFile[file] ?? [] {
        guard let indices = baseline.indicesByPath[token.path], indices.count == 1,
          let index = indices.first
        else {
          table.isComplete = false
          continue
        }
        table.tokens[index] = token
      }
      result[file] = table
    }
    return result
  }

  /// The baseline tokens `sources` replaces (each with the token that wins in `sources`), or
  /// `nil` when the permutation cannot be told apart from the baseline this way: a source
  /// written inline, the sources they share in another order, or a path one of them has and
  /// the other does not (the caller then merges the permutation in full). `baselineSources`
  /// are the sources `baseline` was merged from; `fileTokens` index their files by the
  /// baseline's paths. Pure.
  static func replacements(
    sources: [ResolverDocument.Source],
    baselineSources: [ResolverDocument.Source],
    baseline: IncrementalResolver.Baseline,
    fileTokens: FileTokens
  ) -> [Int: Token]? {
    guard let mine = files(in: sources), let theirs = files(in: baselineSources) else {
      return nil
    }
    let shared = Set(mine).intersection(theirs)
    guard mine.filter(shared.contains) == theirs.filter(shared.contains) else { return nil }
    var candidates = Set<Int>()
    for file in Set(mine).union(theirs).subtracting(shared) {
      guard let table = fileTokens[file] else { continue }
      // A path only one side has (added or dropped by the permutation).
      guard table.isComplete else { return nil }
      candidates.formUnion(table.tokens.keys)
    }
    var replaced: [Int: Token] = [:]
    // The permutation's files' tables, the last (the one that wins) first, looked up once.
    let tables = mine.reversed().compactMap { fileTokens[$0]?.tokens }
    for index in candidates {
      // A path no file of the permutation defines: dropped by it.
      guard let winner = tables.lazy.compactMap({ $0[index] }).first else { return nil }
      let current = baseline.tokens[index]
      if !current.isIdentical(to: winner), current.location != winner.location {
        replaced[index] = winner
      }
    }
    return replaced
  }

  /// The files of a source list, in order (references to sets that do not exist hold no
  /// tokens and are left out), or `nil` if a source is written inline. Pure.
  private static func files(in sources: [ResolverDocument.Source]) -> [String]? {
    var files: [String] = []
    for source in sources {
      switch source {
      case .file(let path, _): files.append(path)
      case .set: continue
      case .inline: return nil
      }
    }
    return files
  }
}
