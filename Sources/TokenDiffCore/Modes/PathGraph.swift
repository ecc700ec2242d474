/// A baseline's paths interned to small integers once, with who reads whom, so that the work a
/// resolver document does per permutation (which tokens a swap affects, which paths two
/// permutations define differently) runs over arrays and bitsets instead of hashing paths.
///
/// Interned are every token's path, every path a resolution read (dependencies, and for broken
/// tokens the references written in their values), the paths a mode override replaced, and the
/// owner `a` of each interned `a.$root` (an alias `{a}` reads `a.$root`).
struct PathGraph: Sendable {
  /// Each id's path.
  let paths: [TokenPath]
  /// Each path's id.
  let ids: [TokenPath: Int]
  /// The id of each baseline token's path, by token index.
  let tokenIDs: [Int]
  /// The owner `a` of an `a.$root` path, by id; -1 for the others.
  let rootOwners: [Int]
  /// The ids whose resolution read each id: `dependents[offsets[id]..<offsets[id + 1]]`.
  private let offsets: [Int]
  private let dependents: [Int]
  /// The ids each id's resolution read: `used[readOffsets[id]..<readOffsets[id + 1]]`.
  private let readOffsets: [Int]
  private let used: [Int]

  /// `reads` lists, for each resolved token's path, the paths its resolution read. Pure.
  init(tokens: [Token], reads: [(path: TokenPath, uses: [TokenPath])], also: Set<TokenPath>) {
    var ids: [TokenPath: Int] = [:]
    ids.reserveCapacity(tokens.count)
    var paths: [TokenPath] = []
    paths.reserveCapacity(tokens.count)
    func intern(_ path: TokenPath) -> Int {
      if let known = ids[path] { return known }
      ids[path] = paths.count
      paths.append(path)
      return paths.count - 1
    }
    let tokenIDs = tokens.map { intern($0.path) }
    var edges: [(used: Int, reader: Int)] = []
    for (path, uses) in reads {
      let reader = intern(path)
      for used in uses { edges.append((intern(used), reader)) }
    }
    for path in also.sorted() { _ = intern(path) }
    var rootOwners = [Int](repeating: -1, count: paths.count)
    for id in paths.indices where paths[id].segments.last == "$root" {
      rootOwners[id] = intern(TokenPath(Array(paths[id].segments.dropLast())))
    }
    rootOwners += [Int](repeating: -1, count: paths.count - rootOwners.count)
    (self.offsets, self.dependents) = compressedRows(
      edges.map { ($0.used, $0.reader) },
      count: paths.count
    )
    (self.readOffsets, self.used) = compressedRows(
      edges.map { ($0.reader, $0.used) },
      count: paths.count
    )
    self.paths = paths
    self.ids = ids
    self.tokenIDs = tokenIDs
    self.rootOwners = rootOwners
  }

  /// The ids `id`'s resolution read (its dependencies, or for a broken token the references
  /// written in its value). Pure.
  func reads(of id: Int) -> ArraySlice<Int> {
    used[readOffsets[id]..<readOffsets[id + 1]]
  }

  /// The ids in `changed`, the owner of each `$root` among them, and every id whose resolution
  /// read one of them, followed through: as a bitset over ids and as a list. Pure.
  func affected(by changed: some Sequence<Int>) -> (members: Bitset, list: [Int]) {
    var members = Bitset(count: paths.count)
    var list: [Int] = []
    for id in changed {
      for start in [id, rootOwners[id]] where start >= 0 && !members.contains(start) {
        members.insert(start)
        list.append(start)
      }
    }
    var next = 0
    while next < list.count {
      let id = list[next]
      next += 1
      for reader in dependents[offsets[id]..<offsets[id + 1]] where !members.contains(reader) {
        members.insert(reader)
        list.append(reader)
      }
    }
    return (members, list)
  }
}
