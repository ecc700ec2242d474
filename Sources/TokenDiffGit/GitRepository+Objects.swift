import Clibgit2

extension GitRepository {
  /// The ids among `objectIDs` the object database does not hold (a partial clone lacks the
  /// blobs of revisions it never checked out), found without inflating any object. Throws when
  /// the object database cannot be opened; an id that does not parse counts as missing.
  public func missingObjects(among objectIDs: [String]) throws(GitError) -> Set<String> {
    let odb = try objectDatabase()
    // Owned: the object database handle, freed on return.
    defer { git_odb_free(odb) }
    // One refresh for the batch: a lookup that misses would otherwise rescan the packs each
    // time, and a partial clone misses many.
    _ = git_odb_refresh(odb)
    let noRefresh = UInt32(GIT_ODB_LOOKUP_NO_REFRESH.rawValue)
    return Set(
      objectIDs.filter { objectID in
        guard var oid = try? GitObjectID.parse(objectID) else { return true }
        return git_odb_exists_ext(odb, &oid, noRefresh) != 1
      }
    )
  }

  /// Returns the repository's owned object database; free it with `git_odb_free`.
  func objectDatabase() throws(GitError) -> OpaquePointer {
    var odb: OpaquePointer?
    try check(git_repository_odb(&odb, pointer), "git_repository_odb")
    guard let odb else {
      throw GitError(
        code: .other(-1),
        function: "git_repository_odb",
        message: "no object database"
      )
    }
    return odb
  }
}
