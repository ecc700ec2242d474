import Clibgit2

extension GitRepository {
  /// The best common ancestor of two commits, as `git merge-base a b` prints it.
  ///
  /// In a shallow clone, the commits at the shallow boundary count as having no parents, as
  /// they do for `git`. libgit2 1.5 does not read the `shallow` file and fails at the first
  /// missing parent, so for shallow repositories a second, plain walk over the commits present
  /// gives the answer instead.
  ///
  /// - Parameters: `a` and `b` are full 40-hex commit ids, usually from ``commitID(of:)``.
  /// - Returns: the full id of the merge base.
  /// - Throws: ``GitError`` with code ``GitError/Code/revisionNotFound`` when `a` or `b` is not
  ///   in the repository (shallow or not, as ``commitID(of:)`` does);
  ///   ``GitError/Code/notACommit`` when one is not a commit;
  ///   ``GitError/Code/missingHistory`` when the repository is shallow and the commits it holds
  ///   have none in common (the common history may be beyond the boundary);
  ///   ``GitError/Code/noMergeBase`` when a complete history has no common commit.
  public func mergeBase(_ a: String, _ b: String) throws(GitError) -> String {
    var first = try existingCommitID(a)
    var second = try existingCommitID(b)
    var base = git_oid()
    do {
      try check(git_merge_base(&base, pointer, &first, &second), "git_merge_base")
    } catch  where isShallow {
      // libgit2 1.5 fails with -1 ("object not found") at the first missing parent.
      if let found = try mergeBaseWithinShallowHistory(a, b) { return found }
      throw GitError(
        code: .missingHistory,
        function: error.function,
        message: "the repository is a shallow clone and the commits it holds from \(a) and \(b) "
          + "have none in common; fetch more history (\(error.message))"
      )
    } catch  where error.code == .notFound {
      throw error.with(code: .noMergeBase)
    }
    return GitObjectID.hex(base)
  }

  /// The merge base of `a` and `b` among the commits present, ignoring missing parents; nil
  /// when they share none. Of several best common ancestors, the newest (then the smallest id)
  /// wins.
  private func mergeBaseWithinShallowHistory(_ a: String, _ b: String) throws(GitError)
    -> String?
  {
    let common = try presentAncestors(of: [a]).intersection(try presentAncestors(of: [b]))
    var parents: [String] = []
    for commit in common {
      parents += try parentIDs(of: commit)
    }
    // A common ancestor of another common ancestor is not a best one.
    let best = common.subtracting(try presentAncestors(of: parents))
    var candidates: [(time: Int64, id: String)] = []
    for id in best {
      candidates.append((try commitTime(of: id), id))
    }
    return candidates.min { ($1.time, $0.id) < ($0.time, $1.id) }?.id
  }

  /// `starts` and every ancestor reachable from them through commits the repository holds.
  private func presentAncestors(of starts: [String]) throws(GitError) -> Set<String> {
    var seen: Set<String> = []
    var pending = starts
    while let id = pending.popLast() {
      guard !seen.contains(id) else { continue }
      let parents: [String]
      do {
        parents = try parentIDs(of: id)
      } catch  where error.code == .revisionNotFound {
        continue  // beyond the shallow boundary
      }
      seen.insert(id)
      pending += parents
    }
    return seen
  }

  private func parentIDs(of id: String) throws(GitError) -> [String] {
    let commit = try lookUpCommit(id)
    defer { git_object_free(commit) }
    // Borrowed: each parent id lives inside `commit`; `hex` copies it.
    return (0..<git_commit_parentcount(commit)).compactMap { index in
      git_commit_parent_id(commit, index).map(GitObjectID.hex)
    }
  }

  private func commitTime(of id: String) throws(GitError) -> Int64 {
    let commit = try lookUpCommit(id)
    defer { git_object_free(commit) }
    return git_commit_time(commit)
  }
}
