import Clibgit2

/// Branches, tags and HEAD, for test fixtures only (`package`).
extension GitRepository {
  /// Creates or moves the branch `refs/heads/<name>` to a commit.
  ///
  /// - Parameter commitID: a full commit id, or any revision ``commitID(of:)`` accepts.
  /// - Throws: ``GitError`` when the commit does not exist or the name is not a valid branch name.
  package func createBranch(_ name: String, at commitID: String) throws(GitError) {
    let commit = try lookUpCommit(self.commitID(of: commitID))
    defer { git_object_free(commit) }
    var branch: OpaquePointer?
    try check(git_branch_create(&branch, pointer, name, commit, 1), "git_branch_create")
    // Owned: the new reference, not needed.
    git_reference_free(branch)
  }

  /// Creates or moves the tag `refs/tags/<name>`.
  ///
  /// - Parameters:
  ///   - commitID: a full commit id, or any revision ``commitID(of:)`` accepts.
  ///   - annotated: true for a tag object by the fixture tagger at `time`, with the message
  ///     `<name>\n`; false for a lightweight tag pointing straight at the commit.
  /// - Throws: ``GitError`` when the commit does not exist or the name is not a valid tag name.
  package func createTag(
    _ name: String,
    at commitID: String,
    annotated: Bool,
    time: Int64 = 1_700_000_000
  ) throws(GitError) {
    let commit = try lookUpCommit(self.commitID(of: commitID))
    defer { git_object_free(commit) }
    var tagID = git_oid()
    if annotated {
      let tagger = try Self.fixtureSignature(time: time)
      defer { git_signature_free(tagger) }
      try check(
        git_tag_create(&tagID, pointer, name, commit, tagger, "\(name)\n", 1),
        "git_tag_create"
      )
    } else {
      try check(
        git_tag_create_lightweight(&tagID, pointer, name, commit, 1),
        "git_tag_create_lightweight"
      )
    }
  }

  /// Points HEAD at `refs/heads/<name>` without touching the working tree or the index (the
  /// branch may be unborn).
  ///
  /// - Throws: ``GitError`` when the name is not a valid branch name.
  package func setHead(toBranch name: String) throws(GitError) {
    try check(git_repository_set_head(pointer, "refs/heads/\(name)"), "git_repository_set_head")
  }

  /// Points `reference` at the commit `hex`, creating it if needed. When `reference` is
  /// symbolic (HEAD on a branch, even an unborn one), the branch it names moves instead.
  func pointReference(_ reference: String, at hex: String) throws(GitError) {
    var oid = try GitObjectID.parse(hex)
    var target = reference
    var existing: OpaquePointer?
    if git_reference_lookup(&existing, pointer, reference) == 0 {
      // Owned: the existing reference; its symbolic target is borrowed and copied at once.
      if let symbolic = git_reference_symbolic_target(existing) {
        target = String(cString: symbolic)
      }
      git_reference_free(existing)
    }
    var updated: OpaquePointer?
    try check(
      git_reference_create(&updated, pointer, target, &oid, 1, "tokendiff fixture"),
      "git_reference_create"
    )
    // Owned: the updated reference, not needed.
    git_reference_free(updated)
  }
}
