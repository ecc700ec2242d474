public import Foundation

/// Why no report could be made, worded for the person at the terminal or reading a CI log:
/// what went wrong, then a `hint:` saying what to do.
public enum CLIError: LocalizedError, Equatable, Sendable {
  case notARepository(path: String)
  /// A repository that belongs to another user, which git refuses unless it is a
  /// `safe.directory` (a container job running as root on the runner's checkout).
  case repositoryOwnedByAnotherUser(path: String, owner: Int)
  case revisionNotFound(String, shallow: Bool)
  /// `tokendiff chek`: a single argument that names no revision and is a typo of a command.
  case notACommandOrRevision(String, command: String)
  case ambiguousRevision(String)
  case notACommit(String)
  case noMergeBase(base: String, head: String, shallow: Bool)
  case noWorkingTree
  /// `notes`: what discovery said of the files it did not read (a configuration's JavaScript
  /// sources), at most a few.
  case noTokenFiles(revisions: [String], globs: String, notes: [String] = [])
  case unreadableConfiguration(path: String, reason: String)
  case invalidConfiguration(String)
  case unreadableFile(path: String, reason: String)
  case cannotWriteOutput(path: String, reason: String)
  case git(String)
  case invalidReport(String)
  case missingSetting(String)
  /// `tokendiff explain` of a token the revision does not have.
  case tokenNotFound(String, revision: String, similar: [String])
  /// `--mode NAME` that names no mode of the compared or checked revisions.
  case unknownMode(String, known: [String])
  /// `tokendiff init` where a configuration file already is.
  case alreadyConfigured(path: String)

  public var errorDescription: String? {
    switch self {
    case .notARepository(let path):
      """
      '\(path)' is not inside a git repository.
      hint: run tokendiff inside a repository, pass --repo PATH, or use `tokendiff check FOLDER` to check a folder without git
      """
    case .repositoryOwnedByAnotherUser(let path, let owner):
      """
      the repository '\(path)' belongs to another user (uid \(owner)), and git refuses to read it until it is marked safe.
      hint: run `git config --global --add safe.directory \(path)` first (a container job runs as another user than the one who checked out; the tokendiff action does this itself), or run as uid \(owner)
      """
    case .revisionNotFound(let revision, let shallow):
      """
      revision '\(revision)' is not in this repository\(shallow ? " (a shallow clone)" : "").
      hint: check the name with `git rev-parse \(revision)`; CI checkouts are shallow unless actions/checkout has `fetch-depth: 0`
      """
    case .notACommandOrRevision(let word, let command):
      """
      '\(word)' is neither a tokendiff command nor a revision of this repository.
      hint: did you mean `tokendiff \(command)`?
      """
    case .ambiguousRevision(let revision):
      """
      revision '\(revision)' is ambiguous.
      hint: use more characters of the commit id, or the full reference name (refs/heads/..., refs/tags/...)
      """
    case .notACommit(let revision):
      """
      '\(revision)' does not name a commit.
      hint: name a branch, tag or commit
      """
    case .noMergeBase(let base, let head, let shallow):
      shallow
        ? """
        the merge base of '\(base)' and '\(head)' is not in this shallow clone.
        hint: fetch the whole history (actions/checkout with `fetch-depth: 0`), or compare directly with \(base)..\(head)
        """
        : """
        '\(base)' and '\(head)' have no common ancestor.
        hint: compare them directly with \(base)..\(head)
        """
    case .noWorkingTree:
      """
      this repository is bare, so it has no working tree to compare.
      hint: name two revisions, for example `tokendiff main..feature`
      """
    case .noTokenFiles(let revisions, let globs, let notes):
      """
      no token files at \(revisions.map { "'\($0)'" }.joined(separator: " or ")); looked for: \(globs).
      \(notes.map { "note: \($0)\n" }.joined())hint: list your token files under `files:` in .tokendiff.yml, or pass --files GLOB
      """
    case .unreadableConfiguration(let path, let reason):
      """
      cannot read the configuration '\(path)': \(Self.clause(reason)).
      hint: fix the file or pass --config PATH
      """
    case .invalidConfiguration(let message):
      """
      invalid configuration: \(message).
      hint: see the Configuration section of the README
      """
    case .unreadableFile(let path, let reason):
      "cannot read '\(path)': \(Self.clause(reason))."
    case .cannotWriteOutput(let path, let reason):
      "cannot write the report to '\(path)': \(Self.clause(reason))."
    case .git(let message):
      "git: \(Self.clause(message))."
    case .invalidReport(let message):
      "cannot read the report: \(Self.clause(message))."
    case .missingSetting(let message):
      "\(message)."
    case .unknownMode(let mode, let known):
      """
      no mode '\(mode)' in the revisions.
      hint: \(known.isEmpty ? "these revisions have no modes; leave out --mode" : "modes: " + known.joined(separator: "; "))
      """
    case .alreadyConfigured(let path):
      """
      '\(path)' already exists.
      hint: edit it, pass --force to replace it, or --output - to print a starter configuration
      """
    case .tokenNotFound(let token, let revision, let similar):
      """
      no token '\(token)' in \(revision).
      hint: \(similar.isEmpty ? "give the token's full dotted path" : "similar tokens: " + similar.joined(separator: ", "))
      """
    }
  }
}

extension CLIError {
  /// A reason from Foundation or libgit2 without its closing full stop, so the message that
  /// ends with its own does not end with two. Pure.
  static func clause(_ reason: String) -> String {
    var text = Substring(reason)
    while text.hasSuffix(".") { text = text.dropLast() }
    return String(text)
  }
}
