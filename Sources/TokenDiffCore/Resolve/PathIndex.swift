import Foundation

/// Where each path is defined in a token list, and which paths are groups. Built once per set
/// and shared by the modes whose token lists have the same paths in the same order.
final class PathIndex: @unchecked Sendable {
  let paths: [TokenPath]
  let indicesByPath: [TokenPath: [Int]]
  /// Whether some path is defined more than once.
  let hasRepeatedPaths: Bool
  /// Files that override others: at least three quarters of the paths they define are defined
  /// by earlier files too (in merge order: ``mergesBefore(_:_:)``). A file of a system's own
  /// tokens that happens to share a few names with another system's (two design systems'
  /// `color.brand.100` in one folder, or a small file of two tokens sharing one) is none.
  let overridingFiles: Set<String>
  /// The paths that are groups (a prefix of some token's path), worked out the first time
  /// ``isGroup(_:)`` is asked: only an alias that names no token asks, and most sets have
  /// none. Read and written only under `lock` (`Synchronization.Mutex` needs macOS 15).
  private var groupPrefixes: Set<TokenPath>?
  /// The paths with a dot inside one of their names (`spacing` › `0.5`), by their text,
  /// worked out the first time ``path(joinedAs:)`` is asked. Under `lock`.
  private var dottedNames: [String: TokenPath]?
  private let lock = NSLock()

  /// Where each file comes in the order its build merges them (``DiscoveredSet/mergeOrder``);
  /// empty: path order.
  private let mergeRanks: [String: Int]

  /// `mergeOrder`: the files in the order their build merges them, later files winning, when
  /// that is not path order.
  init(_ tokens: [Token], mergeOrder: [String] = []) {
    self.mergeRanks = Self.ranks(of: mergeOrder)
    var indices: [TokenPath: [Int]] = [:]
    indices.reserveCapacity(tokens.count)
    for (index, token) in tokens.enumerated() {
      indices[token.path, default: []].append(index)
    }
    self.paths = tokens.map { $0.path }
    self.indicesByPath = indices
    self.hasRepeatedPaths = indices.count < tokens.count
    self.overridingFiles =
      hasRepeatedPaths
      ? Self.overridingFiles(
        definedBy: indices.values.lazy.map { $0.map { tokens[$0].location.file } },
        ranks: mergeRanks
      ) : []
  }

  /// Whether the build merges `file` before `other` (so `other`'s definitions win): by
  /// ``DiscoveredSet/mergeOrder`` (files it does not name first), then by path: one total
  /// order, so that which file wins never depends on the order a table lists them in. Pure.
  func mergesBefore(_ file: String, _ other: String) -> Bool {
    Self.mergesBefore(file, other, ranks: mergeRanks)
  }

  /// Each file's place in `mergeOrder` (a file listed twice, its last), for
  /// ``mergesBefore(_:_:ranks:)``. Pure.
  static func ranks(of mergeOrder: [String]) -> [String: Int] {
    Dictionary(mergeOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { _, last in last })
  }

  /// The same, with the ranks given (``ranks(of:)``). Pure.
  static func mergesBefore(_ file: String, _ other: String, ranks: [String: Int]) -> Bool {
    let rank = ranks[file] ?? -1
    let otherRank = ranks[other] ?? -1
    return rank != otherRank ? rank < otherRank : file < other
  }

  /// See ``overridingFiles``: `definedBy` holds, per path, the files that define it. Linear.
  /// Pure.
  static func overridingFiles(
    definedBy: some Sequence<[String]>,
    ranks: [String: Int]
  ) -> Set<String> {
    var counts: [String: (paths: Int, overriding: Int)] = [:]
    for definitions in definedBy {
      guard definitions.count > 1 else {
        if let only = definitions.first { counts[only, default: (0, 0)].paths += 1 }
        continue
      }
      let files = Set(definitions)
      let first = files.min { mergesBefore($0, $1, ranks: ranks) }
      for file in files {
        counts[file, default: (0, 0)].paths += 1
        if files.count > 1, file != first { counts[file, default: (0, 0)].overriding += 1 }
      }
    }
    return Set(counts.filter { $0.value.overriding * 4 >= $0.value.paths * 3 }.keys)
  }

  /// Whether some token's path starts with `path` (so `{path}` names a group). Safe from any
  /// thread.
  func isGroup(_ path: TokenPath) -> Bool {
    lock.withLock {
      let prefixes = groupPrefixes ?? Self.groupPrefixes(of: paths)
      groupPrefixes = prefixes
      return prefixes.contains(path)
    }
  }

  /// The path whose names joined with dots spell `text` although one of them holds a dot
  /// itself (`spacing` › `0.5` for `spacing.0.5`), or `nil`. Tokens Studio names a token by
  /// its keys joined with dots, so its `{spacing.0.5}` names that token. Safe from any thread.
  func path(joinedAs text: String) -> TokenPath? {
    lock.withLock {
      let names = dottedNames ?? Self.dottedNames(of: paths)
      dottedNames = names
      return names[text]
    }
  }

  /// ``dottedNames``. Linear in the paths' text. Pure.
  private static func dottedNames(of paths: [TokenPath]) -> [String: TokenPath] {
    var names: [String: TokenPath] = [:]
    for path in paths where path.segments.contains(where: { $0.utf8.contains(UInt8(ascii: ".")) }) {
      names[path.description] = names[path.description] ?? path
    }
    return names
  }

  /// Every proper prefix of `paths`. Pure.
  private static func groupPrefixes(of paths: [TokenPath]) -> Set<TokenPath> {
    var prefixes = Set<TokenPath>()
    for path in paths {
      for length in 1..<max(1, path.segments.count) {
        prefixes.insert(TokenPath(Array(path.segments.prefix(length))))
      }
    }
    return prefixes
  }

  /// Whether the index describes `tokens` (same paths, same order). Linear. Pure.
  func describes(_ tokens: [Token]) -> Bool {
    tokens.count == paths.count && zip(tokens, paths).allSatisfy { $0.path == $1 }
  }
}
