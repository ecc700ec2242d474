import Clibgit2
import Foundation

/// Simulating a CI shallow clone, for test fixtures only (`package`).
extension GitRepository {
  /// Creates a repository at `path` that holds one commit of this one, its tree and its blobs,
  /// but none of its parents: what `git clone --depth 1` (or `fetch-depth: 1`) leaves.
  ///
  /// Objects are copied with `git_odb_read` and `git_odb_write`. The new repository is bare when
  /// this one is; its `shallow` file lists the commit, and `refs/heads/<branch>` and HEAD point
  /// at it. Submodule commits are not copied (they belong to other repositories).
  ///
  /// - Returns: the new repository, open.
  /// - Throws: ``GitError`` when the commit is missing here or the copy cannot be written.
  package func makeShallowCopy(
    at path: String,
    keeping commitID: String,
    branch: String
  ) throws(GitError) -> GitRepository {
    let commit = try lookUpCommit(commitID)
    defer { git_object_free(commit) }
    // Borrowed: the tree id lives inside `commit`.
    let treeID = git_commit_tree_id(commit).pointee

    let copy = try GitRepository.create(at: path, bare: isBare)
    let source = try objectDatabase()
    defer { git_odb_free(source) }
    let destination = try copy.objectDatabase()
    defer { git_odb_free(destination) }

    try Self.copyObject(git_object_id(commit).pointee, from: source, to: destination)
    try copyTree(treeID, from: source, to: destination)

    let shallowFile = copy.gitDirectory + "/shallow"
    // Written in place: an atomic write (what `FileManager.createFile` does) leaves an empty
    // `TemporaryDirectory.*` folder in the system's temporary folder on Linux.
    do {
      try Data((commitID + "\n").utf8).write(to: URL(fileURLWithPath: shallowFile))
    } catch {
      throw GitError(
        code: .other(-1),
        function: "makeShallowCopy",
        message: "cannot write \(shallowFile)"
      )
    }
    try copy.pointReference("refs/heads/\(branch)", at: commitID)
    try copy.setHead(toBranch: branch)
    return copy
  }

  /// Copies the tree `id`, its subtrees and its blobs (not gitlinks) between object databases.
  private func copyTree(_ id: git_oid, from source: OpaquePointer, to destination: OpaquePointer)
    throws(GitError)
  {
    try Self.copyObject(id, from: source, to: destination)
    var treeID = id
    var tree: OpaquePointer?
    try check(git_tree_lookup(&tree, pointer, &treeID), "git_tree_lookup")
    // Owned: the tree, freed on return.
    defer { git_tree_free(tree) }
    for index in 0..<git_tree_entrycount(tree) {
      // Borrowed: valid while `tree` lives; the id is copied out as a value.
      guard let entry = git_tree_entry_byindex(tree, index), let entryID = git_tree_entry_id(entry)
      else { continue }
      switch git_tree_entry_type(entry) {
      case GIT_OBJECT_TREE: try copyTree(entryID.pointee, from: source, to: destination)
      case GIT_OBJECT_BLOB: try Self.copyObject(entryID.pointee, from: source, to: destination)
      default: continue  // a gitlink names a commit of another repository
      }
    }
  }

  /// Copies one object, byte for byte, so its id is unchanged.
  private static func copyObject(
    _ id: git_oid,
    from source: OpaquePointer,
    to destination: OpaquePointer
  ) throws(GitError) {
    var objectID = id
    var object: OpaquePointer?
    try check(git_odb_read(&object, source, &objectID), "git_odb_read")
    // Owned: the raw object, freed on return; its data is borrowed from it.
    defer { git_odb_object_free(object) }
    var written = git_oid()
    try check(
      git_odb_write(
        &written,
        destination,
        git_odb_object_data(object),
        git_odb_object_size(object),
        git_odb_object_type(object)
      ),
      "git_odb_write"
    )
  }
}
