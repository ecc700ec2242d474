import Clibgit2

extension GitRepository {
  /// Every entry of the commit's tree, recursively: regular files, executables, symlinks and
  /// submodules (gitlinks). Folders themselves are not listed.
  ///
  /// - Parameter commitID: a full 40-hex commit id, usually from ``commitID(of:)``.
  /// - Returns: the entries sorted by path (`/`-separated, relative), comparing UTF-8 bytes.
  /// - Throws: ``GitError`` with code ``GitError/Code/revisionNotFound`` when the commit is not
  ///   in the repository, ``GitError/Code/notACommit`` when the id names another kind of
  ///   object, ``GitError/Code/notFound`` when a tree is missing.
  public func treeEntries(ofCommit commitID: String) throws(GitError) -> [GitTreeEntry] {
    let commit = try lookUpCommit(commitID)
    defer { git_object_free(commit) }

    var tree: OpaquePointer?
    try check(git_commit_tree(&tree, commit), "git_commit_tree")
    // Owned: the root tree, freed on return.
    defer { git_tree_free(tree) }

    var entries: [GitTreeEntry] = []
    try collectEntries(of: tree, prefix: "", into: &entries)
    return entries.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
  }

  /// The bytes of a blob.
  ///
  /// - Parameter objectID: a full 40-hex blob id, for example ``GitTreeEntry/objectID``.
  /// - Throws: ``GitError`` with code ``GitError/Code/notFound`` when the repository holds no
  ///   blob with that id (a missing object, or an object of another type).
  public func blobContents(_ objectID: String) throws(GitError) -> [UInt8] {
    var oid = try GitObjectID.parse(objectID)
    var blob: OpaquePointer?
    try check(git_blob_lookup(&blob, pointer, &oid), "git_blob_lookup")
    // Owned: the blob, freed on return.
    defer { git_blob_free(blob) }

    // Borrowed: the content belongs to the blob; copy it out before `defer` frees it.
    let size = Int(git_blob_rawsize(blob))
    guard size > 0, let bytes = git_blob_rawcontent(blob) else { return [] }
    return Array(UnsafeRawBufferPointer(start: bytes, count: size))
  }

  /// Appends the entries of `tree` (borrowed) and of its subtrees to `entries`.
  private func collectEntries(
    of tree: OpaquePointer?,
    prefix: String,
    into entries: inout [GitTreeEntry]
  ) throws(GitError) {
    for index in 0..<git_tree_entrycount(tree) {
      // Borrowed: the entry, its name and its id are valid while `tree` lives.
      guard let entry = git_tree_entry_byindex(tree, index) else { continue }
      let path = prefix + String(cString: git_tree_entry_name(entry))
      let id = git_tree_entry_id(entry)

      let kind: GitTreeEntry.Kind
      switch git_tree_entry_filemode(entry) {
      case GIT_FILEMODE_TREE:
        var subtree: OpaquePointer?
        try check(git_tree_lookup(&subtree, pointer, id), "git_tree_lookup")
        // Owned: the subtree, freed when this case ends.
        defer { git_tree_free(subtree) }
        try collectEntries(of: subtree, prefix: path + "/", into: &entries)
        continue
      case GIT_FILEMODE_BLOB_EXECUTABLE: kind = .executable
      case GIT_FILEMODE_LINK: kind = .symlink
      case GIT_FILEMODE_COMMIT: kind = .submodule
      default: kind = .file  // 100644 and the historical 100664
      }
      guard let id else { continue }
      entries.append(GitTreeEntry(path: path, objectID: GitObjectID.hex(id), kind: kind))
    }
  }
}
