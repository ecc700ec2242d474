import Clibgit2

extension GitRepository {
  /// The paths the index tracks (`/`-separated, relative to ``workingDirectory``), and every
  /// folder above them with a trailing `/`: git never ignores a tracked file, whatever
  /// `.gitignore` says, nor the folders that hold one. Empty for bare repositories and when
  /// the index cannot be read.
  public func trackedPaths() -> Set<String> {
    guard !isBare else { return [] }
    var index: OpaquePointer?
    guard git_repository_index(&index, pointer) == 0, let index else { return [] }
    defer { git_index_free(index) }
    var paths = Set<String>()
    let count = git_index_entrycount(index)
    for position in 0..<count {
      // Borrowed: valid while the index lives and is not changed.
      guard let entry = git_index_get_byindex(index, position), let path = entry.pointee.path
      else { continue }
      let file = String(cString: path)
      paths.insert(file)
      var folder = Substring(file)
      while let slash = folder.lastIndex(of: "/") {
        folder = folder[..<slash]
        guard paths.insert(String(folder) + "/").inserted else { break }
      }
    }
    return paths
  }

  /// Whether a working-tree path is ignored as `git status` ignores it: by the ignore rules
  /// (``isIgnored(_:)``), unless the index tracks it (``trackedPaths()``, read once, here).
  /// The test reads the rules each time it is asked; folders end with `/`.
  public func workingTreeIgnores() -> (String) -> Bool {
    let tracked = trackedPaths()
    return { path in !tracked.contains(path) && self.isIgnored(path) }
  }
}
