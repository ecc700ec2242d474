import Clibgit2

/// Process-wide libgit2 set-up.
///
/// `git_libgit2_init()` runs once, the first time any wrapper needs libgit2. A command-line tool
/// never calls `git_libgit2_shutdown()`: the process exits instead.
///
/// Objects are read without hashing their contents again to check them against their names
/// (libgit2's strict hash verification): tokendiff only reads, and git checks objects where
/// they enter a repository (fetch, `git fsck`). Hashing each blob again (collision-detecting
/// SHA-1) took about 1.5 % of the CPU time of a pull request's diff on spectrum-tokens-studio.
enum Libgit2 {
  private static let initialised: Void = {
    _ = git_libgit2_init()
    _ = tokendiff_git_skip_hash_verification()
  }()

  /// Initialises libgit2 if this process has not done so yet. Cheap after the first call.
  static func ensureInitialised() {
    _ = initialised
  }
}

/// Throws if `result` is a libgit2 error code (negative), and returns otherwise.
///
/// Call it on the same line as the libgit2 function, with no `await` in between:
/// `git_error_last()` is thread-local.
///
/// - Throws: ``GitError`` with the code mapped by ``GitError/Code/init(_:)``, the name of the
///   failing function and libgit2's message.
func check(_ result: Int32, _ function: StaticString) throws(GitError) {
  guard result < 0 else { return }
  // Borrowed: the error belongs to libgit2's thread-local state; copy the message at once.
  // libgit2 ≤ 1.7 returns NULL when nothing was recorded; 1.8+ never returns NULL.
  let message = git_error_last().flatMap { $0.pointee.message.map { String(cString: $0) } }
  throw GitError(
    code: GitError.Code(result),
    function: "\(function)",
    message: message ?? "unknown libgit2 error (\(result))"
  )
}
