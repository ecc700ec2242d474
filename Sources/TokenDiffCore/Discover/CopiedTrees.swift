/// Finds folders whose token files are byte-for-byte copies of another folder's: a vendored
/// copy of the set in a documentation site, a snapshot kept for a demo.
///
/// A folder is a copy when every token file under it has the same bytes as the file at the same
/// relative path under another folder, there are at least two of them, and that folder holds at
/// least as many token files. When both hold the same files, the original is the one a build
/// configuration names, else the one outside documentation-like folders, else the one outside
/// output folders (`json/`, `dist/`), else the shorter path, else the first in path order.
///
/// A folder named as an output or a copy (`json/`, `dist/`, `docs/`…) beside one that is not is
/// a copy too when every token file under it is at the same relative path under the other
/// folder and at least half of them have the same bytes: the
/// copy a script wrote, since edited on one side only (rgehrkedk/design-tokens' `json/` beside
/// its `tokens/`). Read, it was a second set of alternatives, and every brand and theme of
/// one side was crossed with every one of the other's.
public enum CopiedTrees {
  /// Folder names that suggest a copy rather than the source.
  static let copyLikeFolders: Set<String> = [
    "docs", "doc", "site", "website", "www", "public", "static", "assets", "storybook", "examples",
    "example", "demo", "demos", "playground", "vendor", "vendored", "third_party", "copy", "backup",
  ]
  /// Folder names that say a build or a script wrote the files from others.
  static let outputFolders: Set<String> = [
    "json", "dist", "build", "output", "out", "generated", "export", "exports", "lib",
  ]
  /// Hash groups larger than this are not paired (many identical tiny files say nothing).
  static let maximumGroup = 32

  /// The copied folders, each with the folder it copies and how many of its files differ from
  /// the original's (0: byte for byte). Pure; quadratic only within groups of identical files,
  /// which are bounded by ``maximumGroup``, and linear in the files for each folder that copies
  /// another in part.
  public static func copies(
    _ files: [SourceFile],
    preferred: Set<String> = []
  ) -> [(copy: String, original: String, differing: Int)] {
    var pairs: [FolderPair: Int] = [:]
    for paths in IdenticalContent.groups(files) where paths.count <= maximumGroup {
      for left in paths {
        for right in paths where right != left {
          guard let pair = FolderPair(left, right) else { continue }
          pairs[pair, default: 0] += 1
        }
      }
    }
    var countUnder: [String: Int] = [:]
    for file in files {
      var parts = file.path.split(separator: "/").dropLast().map(String.init)
      while !parts.isEmpty {
        countUnder[parts.joined(separator: "/"), default: 0] += 1
        parts.removeLast()
      }
    }
    let paths = Set(files.map(\.path))
    var result: [(copy: String, original: String, differing: Int)] = []
    // In path order of the copy, then of the original: a copy that matches two folders
    // (`internal/` and `internal/digdir/`) names the same one on every run.
    for (pair, count) in pairs.sorted(by: {
      ($0.key.copy, $0.key.original) < ($1.key.copy, $1.key.original)
    }) {
      let copied = countUnder[pair.copy] ?? 0
      let original = countUnder[pair.original] ?? 0
      guard copied >= 2, original >= copied else { continue }
      if count == copied {
        if original == copied, !isCopy(pair.copy, of: pair.original, preferred: preferred) {
          continue
        }
      } else {
        guard count * 2 >= copied,
          isOutput(pair.copy, besides: pair.original, preferred: preferred),
          files.allSatisfy({ file in
            !file.path.hasPrefix(pair.copy + "/")
              || paths.contains(pair.original + file.path.dropFirst(pair.copy.count))
          })
        else { continue }
      }
      // Keep the outermost copied folder only.
      if result.contains(where: { pair.copy.hasPrefix($0.copy + "/") || $0.copy == pair.copy }) {
        continue
      }
      result.append((pair.copy, pair.original, copied - count))
    }
    return result
  }

  /// Between two folders with the same files, whether `copy` is the copy. Pure.
  static func isCopy(_ copy: String, of original: String, preferred: Set<String>) -> Bool {
    let copyPreferred = preferred.contains { $0.hasPrefix(copy + "/") }
    let originalPreferred = preferred.contains { $0.hasPrefix(original + "/") }
    if copyPreferred != originalPreferred { return originalPreferred }
    let copyLooksCopied = looksCopied(copy)
    if copyLooksCopied != looksCopied(original) { return copyLooksCopied }
    let copyIsOutput = isOutputName(copy)
    if copyIsOutput != isOutputName(original) { return copyIsOutput }
    let depths = (copy.split(separator: "/").count, original.split(separator: "/").count)
    if depths.0 != depths.1 { return depths.0 > depths.1 }
    return copy > original
  }

  /// Whether `copy`, which copies `original` in part, is the copy by its name: named as an
  /// output or a copy while `original` is not, and not named by a build configuration while
  /// `original` is not. A folder beside the one a configuration names is no copy for that
  /// alone: Royal-Navy's `dark/`, which its TypeScript imports, shares five of seven files
  /// with the `light/` its `config.json` names. Pure.
  static func isOutput(_ copy: String, besides original: String, preferred: Set<String>) -> Bool {
    let named = { (folder: String) in preferred.contains { $0.hasPrefix(folder + "/") } }
    if named(copy), !named(original) { return false }
    let isCopyName = { (folder: String) in looksCopied(folder) || isOutputName(folder) }
    return isCopyName(copy) && !isCopyName(original)
  }

  /// Whether a folder of the path is named as a build's output (`json/`, `dist/`). Pure.
  private static func isOutputName(_ folder: String) -> Bool {
    folder.split(separator: "/").contains { outputFolders.contains($0.lowercased()) }
  }

  private static func looksCopied(_ folder: String) -> Bool {
    folder.split(separator: "/").contains { copyLikeFolders.contains($0.lowercased()) }
  }
}

/// Two folders holding the same relative path: the longest common suffix of two file paths
/// removed from each.
private struct FolderPair: Hashable {
  var copy: String
  var original: String

  init?(_ left: String, _ right: String) {
    let lhs = left.split(separator: "/")
    let rhs = right.split(separator: "/")
    var shared = 0
    while shared < min(lhs.count, rhs.count) - 1,
      lhs[lhs.count - 1 - shared] == rhs[rhs.count - 1 - shared]
    {
      shared += 1
    }
    guard shared >= 1 else { return nil }
    let copy = lhs.dropLast(shared).joined(separator: "/")
    let original = rhs.dropLast(shared).joined(separator: "/")
    guard !copy.isEmpty, !original.isEmpty, !copy.hasPrefix(original + "/"),
      !original.hasPrefix(copy + "/")
    else { return nil }
    self.copy = copy
    self.original = original
  }
}
