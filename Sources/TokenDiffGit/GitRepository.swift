import Clibgit2

/// A repository opened through libgit2.
///
/// Not `Sendable`: libgit2 objects must not be used from two threads at once.
/// Read what you need, then let values (`String`, `[UInt8]`, ``GitTreeEntry``) cross isolation.
public final class GitRepository {
  /// Owned: the `git_repository *`, freed in `deinit`.
  let pointer: OpaquePointer

  /// Opens the repository that contains `path`, searching parent folders the way `git` does
  /// (`git_repository_open_ext`). `path` may be a working tree, any folder inside one, a bare
  /// repository or a folder inside `.git`.
  ///
  /// - Throws: ``GitError`` with code ``GitError/Code/notARepository`` when no repository
  ///   contains `path`; other codes when one exists but cannot be opened.
  public init(discoveringFrom path: String) throws(GitError) {
    Libgit2.ensureInitialised()
    var out: OpaquePointer?
    do {
      try check(git_repository_open_ext(&out, path, 0, nil), "git_repository_open_ext")
    } catch  where error.code == .notFound {
      throw error.with(code: .notARepository)
    }
    guard let out else {
      throw GitError(
        code: .notARepository,
        function: "git_repository_open_ext",
        message: "no repository at \(path)"
      )
    }
    pointer = out
  }

  /// Another handle on the same repository, for reading from a second thread: libgit2 objects
  /// must not be used from two threads at once.
  ///
  /// - Throws: ``GitError`` when the repository cannot be opened again.
  public func reopened() throws(GitError) -> GitRepository {
    try GitRepository(discoveringFrom: workingDirectory ?? gitDirectory)
  }

  /// Takes ownership of a `git_repository *`; it is freed in `deinit`.
  init(takingOwnershipOf pointer: OpaquePointer) {
    self.pointer = pointer
  }

  deinit {
    git_repository_free(pointer)
  }

  /// Whether the repository has no working directory.
  public var isBare: Bool {
    git_repository_is_bare(pointer) == 1
  }

  /// The working directory (absolute path, no trailing slash), nil for bare repositories.
  public var workingDirectory: String? {
    // Borrowed: valid while the repository lives; copied into a String at once.
    guard let workdir = git_repository_workdir(pointer) else { return nil }
    return Self.trimmingTrailingSlash(String(cString: workdir))
  }

  /// The `.git` folder (or the bare repository's folder), absolute, with no trailing slash.
  var gitDirectory: String {
    // Borrowed: valid while the repository lives; never NULL for an open repository.
    Self.trimmingTrailingSlash(String(cString: git_repository_path(pointer)))
  }

  /// Whether the repository is a shallow clone: it has a non-empty `shallow` file, so history
  /// stops at the commits listed there.
  public var isShallow: Bool {
    git_repository_is_shallow(pointer) == 1
  }

  /// Whether a working-tree path (relative to ``workingDirectory``, `/`-separated) is ignored
  /// by `.gitignore` rules, `.git/info/exclude` and the configured excludes file
  /// (`git_ignore_path_is_ignored`). The path need not exist. False for bare repositories, and
  /// false when the rules cannot be read.
  public func isIgnored(_ relativePath: String) -> Bool {
    guard !isBare else { return false }
    var ignored: Int32 = 0
    guard git_ignore_path_is_ignored(&ignored, pointer, relativePath) == 0 else { return false }
    return ignored == 1
  }

  private static func trimmingTrailingSlash(_ path: String) -> String {
    guard path.count > 1, path.hasSuffix("/") else { return path }
    return String(path.dropLast())
  }
}

@available(*, unavailable, message: "libgit2 objects must stay on one thread")
extension GitRepository: Sendable {}
