/// The exit statuses of `tokendiff`, in one place.
public enum ExitStatus: Int32, Sendable {
  /// A report was written and nothing reached `--fail-on`.
  case success = 0
  /// A report was written and something reached `--fail-on`.
  case failOn = 1
  /// No report could be made (not a repository, unknown revision, unreadable configuration).
  case noReport = 2
  /// `tokendiff comment`: GitHub refused the token (a pull request from a fork gets a
  /// read-only one); the comment was not posted.
  case commentRefused = 3
  /// The command line was wrong (ArgumentParser's `EX_USAGE`).
  case usage = 64
}
