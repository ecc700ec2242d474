/// How one permutation of a resolver document differs from the document's first permutation,
/// worked out from the two source lists instead of merging the permutation's tokens: the
/// baseline tokens it replaces, by index.
///
/// A permutation's sources are usually the first permutation's with a few swapped (one
/// modifier's context for another). A path no swapped source defines is won by the same
/// source in both, so only the paths the swapped sources define are looked at: a permutation
/// costs the size of the sources it swaps, not the size of the set.
enum PermutationOverlay {
  /// Which source files define each baseline token, worked out once per document: for each
  /// baseline index, the files that define its path, each with its definition (a path a file
  /// defines twice keeps its last definition, as merging does); and for each file the indices
  /// it defines, and whether every path it defines has exactly one baseline token (a file with
  /// a path the baseline lacks cannot be swapped this way).
  struct FileTokens: Sendable {
    /// Each file's number, by which the rest is read.
    let fileNumbers: [String: Int]
    /// The baseline indices each file defines.
    let indicesByFile: [[Int]]
    /// Whether each path a file defines has exactly one baseline token.
    let isComplete: [Bool]
    /// The definitions of index `i` are the positions `offsets[i]..<offsets[i + 1]` of the
    /// three arrays below: the file, the token, and the token's cell. Kept apart so that
    /// choosing a winner and comparing it with the baseline's token read integers only, and
    /// retain no token (many permutations do so at once, over the same tokens).
    private let offsets: [Int]
    private let definitionFiles: [Int]
    private let definitionTokens: [Token]
    private let definitionIdentities: [ObjectIdentifier]

    /// Pure.
    init(_ files: some Sequence<String>, in tokensByFile: [String: [Token]], baseline: PathIndex) {
      var fileNumbers: [String: Int] = [:]
      var indicesByFile: [[Int]] = []
      var isComplete: [Bool] = []
      var found: [(index: Int, file: Int, token: Token)] = []
      for file in files where fileNumbers[file] == nil {
        let number = indicesByFile.count
        fileNumbers[file] = number
        var tokens: [Int: Token] = [:]
        var complete = true
        for token in tokensByFile[file] ?? [] {
          guard let indices = baseline.indicesByPath[token.path], indices.count == 1,
            let index = indices.first
          else {
            complete = false
            continue
          }
          tokens[index] = token
        }
        indicesByFile.append(Array(tokens.keys))
        isComplete.append(complete)
        for (index, token) in tokens { found.append((index, number, token)) }
      }
      let rows = compressedRows(
        found.map { (row: $0.index, value: (file: $0.file, token: $0.token)) },
        count: baseline.paths.count
      )
      self.fileNumbers = fileNumbers
      self.indicesByFile = indicesByFile
      self.isComplete = isComplete
      self.offsets = rows.offsets
      self.definitionFiles = rows.values.map(\.file)
      self.definitionTokens = rows.values.map(\.token)
      self.definitionIdentities = rows.values.map(\.token.storageIdentity)
    }

    /// The definition of baseline index `index` that the file ranked highest by `rank` (a
    /// file's position in a permutation's sources, -1 for a file not among them) gives, as a
    /// position for ``token(at:)`` and ``identity(at:)``; `nil` when no ranked file defines
    /// it. Pure.
    func winner(of index: Int, rank: [Int]) -> Int? {
      var best: Int?
      var bestRank = -1
      for position in offsets[index]..<offsets[index + 1]
      where rank[definitionFiles[position]] > bestRank {
        best = position
        bestRank = rank[definitionFiles[position]]
      }
      return best
    }

    /// The token of a definition ``winner(of:rank:)`` chose. Pure.
    func token(at position: Int) -> Token { definitionTokens[position] }

    /// The cell of a definition's token (``Token/storageIdentity``). Pure.
    func identity(at position: Int) -> ObjectIdentifier { definitionIdentities[position] }
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
    var seen = Bitset(count: baseline.tokens.count)
    var candidates: [Int] = []
    for file in Set(mine).union(theirs).subtracting(shared) {
      guard let number = fileTokens.fileNumbers[file] else { continue }
      // A path only one side has (added or dropped by the permutation).
      guard fileTokens.isComplete[number] else { return nil }
      for index in fileTokens.indicesByFile[number] where !seen.contains(index) {
        seen.insert(index)
        candidates.append(index)
      }
    }
    // Where each file comes in the permutation's sources: the last one to define a path wins.
    var rank = [Int](repeating: -1, count: fileTokens.indicesByFile.count)
    for (position, file) in mine.enumerated() {
      if let number = fileTokens.fileNumbers[file] { rank[number] = position }
    }
    var replaced: [Int: Token] = [:]
    for index in candidates {
      // A path no file of the permutation defines: dropped by it.
      guard let winner = fileTokens.winner(of: index, rank: rank) else { return nil }
      guard baseline.tokens[index].storageIdentity != fileTokens.identity(at: winner) else {
        continue
      }
      let token = fileTokens.token(at: winner)
      if baseline.tokens[index].location != token.location { replaced[index] = token }
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
