import Clibgit2

extension GitRepository {
  /// The ids among `objectIDs` the object database does not hold (a partial clone lacks the
  /// blobs of revisions it never checked out), found without inflating any object. Throws when
  /// the object database cannot be opened; an id that does not parse counts as missing.
  public func missingObjects(among objectIDs: [String]) throws(GitError) -> Set<String> {
    var odb: OpaquePointer?
    try check(git_repository_odb(&odb, pointer), "git_repository_odb")
    // Owned: the object database handle, freed on return.
    defer { git_odb_free(odb) }
    // One refresh for the batch: a lookup that misses would otherwise rescan the packs each
    // time, and a partial clone misses many.
    _ = git_odb_refresh(odb)
    let noRefresh = UInt32(GIT_ODB_LOOKUP_NO_REFRESH.rawValue)
    var missing = Set<String>()
    for objectID in objectIDs {
      guard var oid = try? GitObjectID.parse(objectID),
        git_odb_exists_ext(odb, &oid, noRefresh) == 1
      else {
        missing.insert(objectID)
        continue
      }
    }
    return missing
  }
}
