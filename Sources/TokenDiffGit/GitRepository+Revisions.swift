import Clibgit2

extension GitRepository {
  /// Resolves any revision libgit2 accepts to the full 40-hex id of a commit: a branch, a
  /// remote branch, a tag (names like `@scope/pkg@1.2.3` and `release/v1` included), `HEAD~3`,
  /// `main^2`, a short or full SHA. Annotated tags are peeled to the commit they point at.
  ///
  /// - Throws: ``GitError`` with code ``GitError/Code/revisionNotFound`` when nothing has that
  ///   name (in a shallow clone this includes `HEAD~1` when the parent was not fetched; check
  ///   ``isShallow`` to explain why), ``GitError/Code/ambiguous`` when a short SHA matches
  ///   several objects, ``GitError/Code/notACommit`` when it names a tree or a blob.
  public func commitID(of revision: String) throws(GitError) -> String {
    var object: OpaquePointer?
    do {
      try check(git_revparse_single(&object, pointer, revision), "git_revparse_single")
    } catch  where Self.meansNoSuchRevision(error.code) {
      throw error.with(code: .revisionNotFound)
    }
    // Owned: the object found, freed on return.
    defer { git_object_free(object) }

    var commit: OpaquePointer?
    do {
      try check(git_object_peel(&commit, object, GIT_OBJECT_COMMIT), "git_object_peel")
    } catch  where error.code == .notFound {
      // An annotated tag whose target is not in the repository.
      throw error.with(code: .revisionNotFound)
    } catch
      where error.code == .other(GIT_EINVALIDSPEC.rawValue)
      || error.code == .other(GIT_EPEEL.rawValue)
    {
      // A tree, a blob, or a tag of one.
      throw GitError(
        code: .notACommit,
        function: error.function,
        message: "‘\(revision)’ is a \(Self.typeName(of: object)), not a commit"
      )
    }
    // Owned: the peeled commit, freed on return.
    defer { git_object_free(commit) }
    // Borrowed: the id lives inside `commit`; `hex` copies it.
    return GitObjectID.hex(git_object_id(commit))
  }

  /// The id of a commit given in full, after checking that the repository holds it.
  ///
  /// - Throws: ``GitError`` with code ``GitError/Code/revisionNotFound`` when it does not,
  ///   ``GitError/Code/notACommit`` when the object is not a commit.
  func existingCommitID(_ hex: String) throws(GitError) -> git_oid {
    let commit = try lookUpCommit(hex)
    defer { git_object_free(commit) }
    return git_object_id(commit).pointee
  }

  /// Looks up the commit with the full id `hex`.
  ///
  /// - Returns: an owned `git_object *` of type commit; the caller frees it with
  ///   `git_object_free`.
  /// - Throws: ``GitError`` with code ``GitError/Code/revisionNotFound`` when the repository
  ///   does not hold it, ``GitError/Code/notACommit`` when the object is not a commit.
  func lookUpCommit(_ hex: String) throws(GitError) -> OpaquePointer {
    var oid = try GitObjectID.parse(hex)
    var object: OpaquePointer?
    do {
      try check(git_object_lookup(&object, pointer, &oid, GIT_OBJECT_ANY), "git_object_lookup")
    } catch  where error.code == .notFound {
      throw error.with(code: .revisionNotFound)
    }
    guard let object else {
      throw GitError(code: .revisionNotFound, function: "git_object_lookup", message: hex)
    }
    guard git_object_type(object) == GIT_OBJECT_COMMIT else {
      let type = Self.typeName(of: object)
      git_object_free(object)
      throw GitError(
        code: .notACommit,
        function: "git_object_lookup",
        message: "\(hex) is a \(type), not a commit"
      )
    }
    return object
  }

  /// Whether `git_revparse_single` failed because the revision does not exist: an unknown name
  /// (`GIT_ENOTFOUND`), a spec that cannot name anything (`GIT_EINVALIDSPEC`, as `a..b` or
  /// an empty string), or HEAD on a branch with no commits yet (`GIT_EUNBORNBRANCH`).
  private static func meansNoSuchRevision(_ code: GitError.Code) -> Bool {
    switch code {
    case .notFound: true
    case .other(GIT_EINVALIDSPEC.rawValue), .other(GIT_EUNBORNBRANCH.rawValue): true
    default: false
    }
  }

  /// `commit`, `tree`, `blob` or `tag`, for messages.
  static func typeName(of object: OpaquePointer?) -> String {
    // Borrowed: a static string inside libgit2.
    git_object_type2string(git_object_type(object)).map { String(cString: $0) } ?? "object"
  }
}
