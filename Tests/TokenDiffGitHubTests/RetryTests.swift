import Foundation
import Testing
import TokenDiffGitHub
import TokenDiffTestSupport

/// Rate limits, server errors and refusals, against the loopback API.
@Suite struct RetryTests {
  let report = "<!-- tokendiff -->\nreport\n"

  @Test func retriesServerErrorsWithBackoff() async throws {
    let api = try FakeGitHubAPI()
    api.failNext([.json(502, ["message": "Bad Gateway"]), .json(503, ["message": "busy"])])
    let sleeps = SleepLog()
    let outcome = try await api.stickyComment(sleeps: sleeps).publish(report)
    #expect(outcome.comment != nil)
    #expect(sleeps.waits == [.seconds(2), .seconds(4)])
    #expect(api.comments(on: 7).count == 1)
  }

  @Test func waitsAsRetryAfterSays() async throws {
    let api = try FakeGitHubAPI()
    api.failNext([.json(429, ["message": "slow down"], headers: ["Retry-After": "7"])])
    let sleeps = SleepLog()
    _ = try await api.stickyComment(sleeps: sleeps).publish(report)
    #expect(sleeps.waits == [.seconds(7)])
  }

  @Test func retriesASecondaryRateLimit() async throws {
    let api = try FakeGitHubAPI()
    api.failNext([
      .json(
        403,
        ["message": "You have exceeded a secondary rate limit. Please wait a few minutes."]
      )
    ])
    let sleeps = SleepLog()
    _ = try await api.stickyComment(sleeps: sleeps).publish(report)
    #expect(sleeps.waits == [.seconds(60)], "no Retry-After: at least a minute")
    #expect(api.comments(on: 7).count == 1)
  }

  @Test func waitsForThePrimaryRateLimitReset() async throws {
    let api = try FakeGitHubAPI()
    api.failNext([
      .json(
        403,
        ["message": "API rate limit exceeded"],
        headers: ["x-ratelimit-remaining": "0", "x-ratelimit-reset": "1700000030"]
      )
    ])
    let sleeps = SleepLog()
    _ = try await api.stickyComment(sleeps: sleeps, now: 1_700_000_000).publish(report)
    #expect(sleeps.waits == [.seconds(30)])
  }

  @Test func givesUpAfterTheLastAttempt() async throws {
    let api = try FakeGitHubAPI()
    api.failNext(Array(repeating: .json(500, ["message": "boom"]), count: 4))
    let sleeps = SleepLog()
    await #expect(
      throws: GitHubError.http(
        status: 500,
        method: "GET",
        path: "/repos/octo/tokens/issues/7/comments",
        message: "boom"
      )
    ) {
      try await api.stickyComment(sleeps: sleeps).publish(report)
    }
    #expect(api.requests.count == 4)
    #expect(sleeps.waits == [.seconds(2), .seconds(4), .seconds(8)])
  }

  @Test func aReadOnlyTokenIsRefusedWithoutRetrying() async throws {
    let api = try FakeGitHubAPI()
    api.makeTokenReadOnly()
    let sleeps = SleepLog()
    await #expect(
      throws: GitHubError.forbidden(status: 403, message: "Resource not accessible by integration")
    ) {
      try await api.stickyComment(sleeps: sleeps).publish(report)
    }
    #expect(api.requests.filter { $0.hasPrefix("POST") }.count == 1)
    #expect(sleeps.waits.isEmpty)
  }

  @Test func aWrongTokenIsUnauthorized() async throws {
    let api = try FakeGitHubAPI()
    await #expect(throws: GitHubError.unauthorized(message: "Bad credentials")) {
      try await api.stickyComment(token: "wrong").publish(report)
    }
  }

  @Test func anUnreachableServerFailsAfterTheAttempts() async throws {
    let api = try FakeGitHubAPI()
    let sticky = api.stickyComment()
    let closedPort = try LoopbackHTTPServer { _ in .init(status: 200) }
    closedPort.stop()
    var client = sticky.client
    client.apiURL = closedPort.url
    let unreachable = StickyComment(
      client: client,
      repository: sticky.repository,
      pullRequest: 7,
      marker: sticky.marker
    )
    await #expect {
      try await unreachable.publish(report)
    } throws: { error in
      guard case .unreachable = error as? GitHubError else { return false }
      return true
    }
  }
}

/// Creating a comment is the one request that must not be repeated blindly.
@Suite struct CreateOnceTests {
  let report = "<!-- tokendiff -->\nreport\n"

  @Test func aLostAnswerToTheCreationMakesNoDuplicate() async throws {
    let api = try FakeGitHubAPI()
    api.failNext([.json(502, ["message": "Bad Gateway"])], method: "POST", afterApplying: true)
    let sleeps = SleepLog()
    let outcome = try await api.stickyComment(sleeps: sleeps).publish(report)
    guard case .created(let comment) = outcome else {
      Issue.record("expected the comment, got \(outcome)")
      return
    }
    #expect(api.comments(on: 7).map(\.id) == [comment.id], "one comment, found again")
    #expect(api.requests.filter { $0.hasPrefix("POST") }.count == 1)
    #expect(sleeps.waits == [.seconds(2)])
  }

  @Test func aFailedCreationIsPostedAgain() async throws {
    let api = try FakeGitHubAPI()
    api.failNext([.json(503, ["message": "busy"])], method: "POST")
    let outcome = try await api.stickyComment().publish(report)
    #expect(outcome.comment != nil)
    #expect(api.comments(on: 7).count == 1)
    #expect(api.requests.filter { $0.hasPrefix("POST") }.count == 2)
  }

  @Test func aNextPageOnAnotherHostIsNotFollowed() async throws {
    let api = try FakeGitHubAPI()
    let elsewhere = try LoopbackHTTPServer { _ in .json(200, [[String: Any]]()) }
    api.failNext([
      .json(
        200,
        [[String: Any]](),
        headers: ["Link": "<http://localhost:\(elsewhere.port)/steal?page=2>; rel=\"next\""]
      )
    ])
    await #expect {
      try await api.stickyComment().publish(report)
    } throws: { error in
      guard case .unexpectedResponse(let message) = error as? GitHubError else { return false }
      return message.contains("another host")
    }
  }
}
