/// When to try a GitHub request again: rate limits (429, or 403 with a rate-limit sign) and
/// server errors (5xx), a bounded number of times, waiting as GitHub asks.
///
/// GitHub's rules: wait `Retry-After` seconds when it is sent; when `x-ratelimit-remaining` is
/// 0, wait until `x-ratelimit-reset` (epoch seconds); otherwise wait at least a minute for a
/// secondary rate limit. Server errors back off exponentially from ``initialBackoff``. Every
/// wait is capped at ``maximumWait``, and after ``maximumAttempts`` the last response is
/// returned as it is.
public struct RetryPolicy: Sendable {
  /// Attempts in all, the first included.
  public var maximumAttempts: Int
  /// The wait before the second attempt of a server error; doubled each time.
  public var initialBackoff: Duration
  /// No single wait is longer than this.
  public var maximumWait: Duration
  /// Waits. Tests pass one that records the wait and returns at once.
  public var sleep: @Sendable (Duration) async throws -> Void
  /// The current time in epoch seconds (for `x-ratelimit-reset`).
  public var now: @Sendable () -> Double

  public init(
    maximumAttempts: Int = 4,
    initialBackoff: Duration = .seconds(2),
    maximumWait: Duration = .seconds(90),
    sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
    now: @escaping @Sendable () -> Double
  ) {
    self.maximumAttempts = maximumAttempts
    self.initialBackoff = initialBackoff
    self.maximumWait = maximumWait
    self.sleep = sleep
    self.now = now
  }

  /// How long to wait before trying again after `response` on attempt `attempt` (1-based);
  /// `nil` when the response is final (success, a client error, or no attempts left). Pure.
  public func wait(after response: HTTPResponse, attempt: Int) -> Duration? {
    guard attempt < maximumAttempts else { return nil }
    let wait: Duration
    if let retryAfter = response.header("retry-after").flatMap({ Double($0) }),
      response.status == 429 || response.status == 403 || response.status >= 500
    {
      wait = .milliseconds(Int64(max(0, retryAfter) * 1000))
    } else if response.status == 429 || Self.isRateLimited(response) {
      if response.header("x-ratelimit-remaining") == "0",
        let reset = response.header("x-ratelimit-reset").flatMap(Double.init)
      {
        wait = .milliseconds(Int64(max(1, reset - now()) * 1000))
      } else {
        wait = .seconds(60)
      }
    } else if response.status >= 500 {
      wait = backoff(attempt: attempt)
    } else {
      return nil
    }
    return min(wait, maximumWait)
  }

  /// The wait after failed attempt `attempt` (1-based): ``initialBackoff``, doubled each time,
  /// at most ``maximumWait``. Pure.
  public func backoff(attempt: Int) -> Duration {
    min(initialBackoff * (1 << min(max(attempt, 1) - 1, 16)), maximumWait)
  }

  /// A 429, or a 403 that is a rate limit: GitHub did nothing with the request. Pure.
  public static func isRateLimit(_ response: HTTPResponse) -> Bool {
    response.status == 429 || isRateLimited(response)
  }

  /// A 403 that is a rate limit rather than a missing permission. Pure.
  public static func isRateLimited(_ response: HTTPResponse) -> Bool {
    guard response.status == 403 else { return false }
    if response.header("x-ratelimit-remaining") == "0" { return true }
    if response.header("retry-after") != nil { return true }
    let message = String(decoding: response.body, as: UTF8.self).lowercased()
    return message.contains("rate limit")
  }
}
