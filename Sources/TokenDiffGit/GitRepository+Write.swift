import Clibgit2

/// Writing, for test fixtures only: `package`, so the CLI's public surface does not grow.
extension GitRepository {
  /// The fixed author, committer and tagger of fixture objects, so SHAs match on every machine.
  static let fixtureName = "tokendiff fixtures"
  static let fixtureEmail = "fixtures@tokendiff.invalid"

  /// Creates a repository at `path` (creating missing folders) whose HEAD is the unborn branch
  /// `main` (`git_repository_init_ext`). `path` is the working directory, or for a bare
  /// repository the repository folder itself.
  ///
  /// - Throws: ``GitError`` when libgit2 cannot create it.
  package static func create(at path: String, bare: Bool) throws(GitError) -> GitRepository {
    Libgit2.ensureInitialised()
    var options = git_repository_init_options()
    try check(
      git_repository_init_options_init(&options, UInt32(GIT_REPOSITORY_INIT_OPTIONS_VERSION)),
      "git_repository_init_options_init"
    )
    options.flags = GIT_REPOSITORY_INIT_MKPATH.rawValue
    if bare { options.flags |= GIT_REPOSITORY_INIT_BARE.rawValue }

    var out: OpaquePointer?
    let result = "main".withCString { head in
      // Borrowed by libgit2 for the duration of the call only.
      options.initial_head = head
      return git_repository_init_ext(&out, path, &options)
    }
    try check(result, "git_repository_init_ext")
    guard let out else {
      throw GitError(code: .other(-1), function: "git_repository_init_ext", message: path)
    }
    return GitRepository(takingOwnershipOf: out)
  }

  /// Writes a commit whose tree is exactly `entries` and returns its full id.
  ///
  /// - Parameters:
  ///   - entries: the complete tree: `/`-separated relative paths to contents. Folders are
  ///     created from the paths.
  ///   - time: seconds since 1970 for author and committer, at UTC offset 0. The author and
  ///     committer are always `tokendiff fixtures <fixtures@tokendiff.invalid>`.
  ///   - parents: full commit ids; nil means the current target of `reference` when it resolves,
  ///     otherwise none.
  ///   - reference: the reference to point at the new commit (`HEAD` moves the branch HEAD is
  ///     on); nil to leave references alone. Any parents are allowed, unlike
  ///     `git_commit_create`'s own update, which insists on the current tip as first parent.
  /// - Throws: ``GitError`` when a path is both a file and a folder, a parent is missing, or
  ///   libgit2 fails to write.
  @discardableResult
  package func commit(
    tree entries: [String: FixtureTreeEntry],
    message: String,
    time: Int64,
    parents: [String]? = nil,
    updating reference: String? = "HEAD"
  ) throws(GitError) -> String {
    var treeID = try writeTree(entries)
    var tree: OpaquePointer?
    try check(git_tree_lookup(&tree, pointer, &treeID), "git_tree_lookup")
    // Owned: the new tree, freed on return.
    defer { git_tree_free(tree) }

    let parentIDs = parents ?? reference.flatMap(currentTarget(of:)).map { [$0] } ?? []
    var parentCommits: [OpaquePointer?] = []
    // Owned: each parent commit, freed on return.
    defer { parentCommits.forEach { git_object_free($0) } }
    for parent in parentIDs {
      parentCommits.append(try lookUpCommit(parent))
    }

    let signature = try Self.fixtureSignature(time: time)
    defer { git_signature_free(signature) }

    var commitID = git_oid()
    try check(
      git_commit_create(
        &commitID,
        pointer,
        nil,
        signature,
        signature,
        nil,
        message,
        tree,
        parentCommits.count,
        &parentCommits
      ),
      "git_commit_create"
    )
    let hex = GitObjectID.hex(commitID)
    if let reference {
      try pointReference(reference, at: hex)
    }
    return hex
  }

  /// Returns an owned signature of the fixture author at `time`, UTC; free it with
  /// `git_signature_free`.
  static func fixtureSignature(time: Int64) throws(GitError) -> UnsafeMutablePointer<git_signature>
  {
    var signature: UnsafeMutablePointer<git_signature>?
    try check(
      git_signature_new(&signature, fixtureName, fixtureEmail, time, 0),
      "git_signature_new"
    )
    guard let signature else {
      throw GitError(code: .other(-1), function: "git_signature_new", message: "no signature")
    }
    return signature
  }

  /// Makes the index hold HEAD's tree, as `git read-tree HEAD` does: the fixture's files are
  /// then tracked, as a checkout's are.
  ///
  /// - Throws: ``GitError`` when HEAD, its tree or the index cannot be read or written.
  package func indexHead() throws(GitError) {
    var head: OpaquePointer?
    try check(git_revparse_single(&head, pointer, "HEAD^{tree}"), "git_revparse_single")
    defer { git_object_free(head) }
    var index: OpaquePointer?
    try check(git_repository_index(&index, pointer), "git_repository_index")
    defer { git_index_free(index) }
    try check(git_index_read_tree(index, head), "git_index_read_tree")
    try check(git_index_write(index), "git_index_write")
  }

  /// The commit `reference` resolves to, following symbolic references; nil when it does not
  /// resolve (an unborn branch, a missing name).
  package func currentTarget(of reference: String) -> String? {
    var oid = git_oid()
    guard git_reference_name_to_id(&oid, pointer, reference) == 0 else { return nil }
    return GitObjectID.hex(oid)
  }

  /// Writes the tree of `entries` and its subtrees, returning the root tree's id.
  private func writeTree(_ entries: [String: FixtureTreeEntry]) throws(GitError) -> git_oid {
    var leaves: [String: FixtureTreeEntry] = [:]
    var folders: [String: [String: FixtureTreeEntry]] = [:]
    for (path, entry) in entries {
      let parts = path.split(separator: "/", maxSplits: 1)
      guard let name = parts.first.map(String.init) else {
        throw Self.invalidPath(path, "an empty path")
      }
      if parts.count == 1 {
        leaves[name] = entry
      } else {
        folders[name, default: [:]][String(parts[1])] = entry
      }
    }
    if let clash = leaves.keys.first(where: { folders[$0] != nil }) {
      throw Self.invalidPath(clash, "both a file and a folder")
    }

    var builder: OpaquePointer?
    try check(git_treebuilder_new(&builder, pointer, nil), "git_treebuilder_new")
    // Owned: the builder, freed on return.
    defer { git_treebuilder_free(builder) }

    for (name, entry) in leaves {
      var (oid, mode) = try writeLeaf(entry)
      try check(git_treebuilder_insert(nil, builder, name, &oid, mode), "git_treebuilder_insert")
    }
    for (name, children) in folders {
      var oid = try writeTree(children)
      try check(
        git_treebuilder_insert(nil, builder, name, &oid, GIT_FILEMODE_TREE),
        "git_treebuilder_insert"
      )
    }
    var treeID = git_oid()
    try check(git_treebuilder_write(&treeID, builder), "git_treebuilder_write")
    return treeID
  }

  /// Writes the blob of a file or symlink (nothing for a submodule) and gives its tree mode.
  private func writeLeaf(_ entry: FixtureTreeEntry) throws(GitError) -> (git_oid, git_filemode_t) {
    switch entry {
    case .file(let bytes):
      return (try writeBlob(bytes), GIT_FILEMODE_BLOB)
    case .executable(let bytes):
      return (try writeBlob(bytes), GIT_FILEMODE_BLOB_EXECUTABLE)
    case .symlink(let target):
      return (try writeBlob(Array(target.utf8)), GIT_FILEMODE_LINK)
    case .submodule(let commitID):
      return (try GitObjectID.parse(commitID), GIT_FILEMODE_COMMIT)
    }
  }

  private func writeBlob(_ bytes: [UInt8]) throws(GitError) -> git_oid {
    var oid = git_oid()
    let result = bytes.withUnsafeBytes { buffer in
      git_blob_create_from_buffer(&oid, pointer, buffer.baseAddress, buffer.count)
    }
    try check(result, "git_blob_create_from_buffer")
    return oid
  }

  private static func invalidPath(_ path: String, _ problem: String) -> GitError {
    GitError(
      code: .other(GIT_EINVALIDSPEC.rawValue),
      function: "commit(tree:)",
      message: "‘\(path)’ is \(problem)"
    )
  }
}
