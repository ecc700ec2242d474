import Foundation
import TokenDiffGitHub
import TokenDiffTestSupport

/// Records the waits the client asks for, and returns at once so retry tests are fast.
final class SleepLog: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [Duration] = []

  var waits: [Duration] {
    lock.lock()
    defer { lock.unlock() }
    return recorded
  }

  func record(_ duration: Duration) {
    lock.lock()
    recorded.append(duration)
    lock.unlock()
  }
}

extension FakeGitHubAPI {
  /// A sticky comment on pull request `number` of this fake, through a real URLSession.
  func stickyComment(
    pullRequest number: Int = 7,
    token: String? = nil,
    sleeps: SleepLog = SleepLog(),
    now: Double = 1_700_000_000
  ) -> StickyComment {
    let retry = RetryPolicy(
      sleep: { sleeps.record($0) },
      now: { now }
    )
    let client = GitHubClient(
      apiURL: url,
      token: token ?? self.token,
      transport: URLSessionTransport(timeout: 10),
      retry: retry
    )
    return StickyComment(
      client: client,
      repository: repository,
      pullRequest: number,
      marker: "<!-- tokendiff -->"
    )
  }
}
