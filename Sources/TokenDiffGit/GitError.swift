import Clibgit2

/// A failed libgit2 call: what callers branch on (``code``), which function failed, and
/// libgit2's own message.
public struct GitError: Error, Equatable, Sendable {
  /// The failures callers can tell apart. Raw libgit2 codes are mapped once, in
  /// ``init(_:)``; the wrappers then refine `.notFound` by context.
  public enum Code: Equatable, Sendable {
    /// No repository contains the path.
    case notARepository
    /// The revision, or a commit given by id, does not exist in the repository.
    case revisionNotFound
    /// A short object id matches more than one object.
    case ambiguous
    /// The revision names a tree or a blob (or a tag of one), not a commit.
    case notACommit
    /// The two commits share no history.
    case noMergeBase
    /// The repository is a shallow clone and the history needed is not in it.
    case missingHistory
    /// An object (for example a blob) does not exist.
    case notFound
    /// Any other libgit2 error code (`git_error_code`, negative).
    case other(Int32)

    /// Maps a raw libgit2 return code: `GIT_ENOTFOUND` to ``notFound``, `GIT_EAMBIGUOUS` to
    /// ``ambiguous``, anything else to ``other(_:)``.
    init(_ result: Int32) {
      switch result {
      case GIT_ENOTFOUND.rawValue: self = .notFound
      case GIT_EAMBIGUOUS.rawValue: self = .ambiguous
      default: self = .other(result)
      }
    }
  }

  public var code: Code
  /// The libgit2 function (or wrapper step) that failed, for example `git_revparse_single`.
  public var function: String
  /// libgit2's message, or the wrapper's own when libgit2 recorded none.
  public var message: String

  public init(code: Code, function: String, message: String) {
    self.code = code
    self.function = function
    self.message = message
  }

  /// The same error, reported under a more specific code.
  func with(code newCode: Code) -> GitError {
    GitError(code: newCode, function: function, message: message)
  }
}

// MARK: - CustomStringConvertible

extension GitError: CustomStringConvertible {
  public var description: String {
    "\(function): \(message)"
  }
}
