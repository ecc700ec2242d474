import Foundation
import Testing
import TokenDiffGitHub
import TokenDiffTestSupport

/// `StickyComment` against a loopback server that behaves like the GitHub REST API.
@Suite struct StickyCommentTests {
  let report = "<!-- tokendiff -->\n### tokendiff: 3 changes\n"

  @Test func createsTheCommentWhenThereIsNone() async throws {
    let api = try FakeGitHubAPI()
    api.addComment(pullRequest: 7, body: "Looks good to me")
    let outcome = try await api.stickyComment().publish(report)
    guard case .created(let comment) = outcome else {
      Issue.record("expected a new comment, got \(outcome)")
      return
    }
    #expect(api.comments(on: 7).map(\.body) == ["Looks good to me", report])
    #expect(comment.url.hasSuffix("#issuecomment-\(comment.id)"))
  }

  /// Someone who writes a comment starting with the marker before the first run does not get
  /// the report posted under their name; the bot's own comment is the one kept up to date.
  @Test func aPersonsMarkedCommentIsNotTaken() async throws {
    let api = try FakeGitHubAPI()
    let planted = api.addComment(
      pullRequest: 7,
      body: "<!-- tokendiff -->\nall green, merge it",
      author: "mallory"
    )
    let first = try await api.stickyComment().publish(report)
    guard case .created(let comment) = first else {
      Issue.record("expected a new comment, got \(first)")
      return
    }
    #expect(comment.id != planted)
    let second = try await api.stickyComment().publish(report + "more\n")
    guard case .updated(let updated) = second else {
      Issue.record("expected an update, got \(second)")
      return
    }
    #expect(updated.id == comment.id)
    #expect(api.comments(on: 7).first?.body == "<!-- tokendiff -->\nall green, merge it")
  }

  /// With a personal access token, the person's own marked comment is the one to update.
  @Test func aPersonalTokenUpdatesItsOwnersComment() async throws {
    let api = try FakeGitHubAPI()
    api.makeTokenPersonal(login: "design-bot-user")
    api.addComment(pullRequest: 7, body: "<!-- tokendiff -->\nplanted", author: "mallory")
    let own = api.addComment(
      pullRequest: 7,
      body: "<!-- tokendiff -->\nold report",
      author: "design-bot-user"
    )
    let outcome = try await api.stickyComment().publish(report)
    guard case .updated(let comment) = outcome else {
      Issue.record("expected an update, got \(outcome)")
      return
    }
    #expect(comment.id == own)
    #expect(api.comments(on: 7).first?.body == "<!-- tokendiff -->\nplanted")
  }

  @Test func updatesItsCommentInPlace() async throws {
    let api = try FakeGitHubAPI()
    let sticky = api.stickyComment()
    let first = try await sticky.publish(report)
    let second = try await sticky.publish(report + "one more line\n")
    guard case .updated(let updated) = second else {
      Issue.record("expected an update, got \(second)")
      return
    }
    #expect(updated.id == first.comment?.id)
    #expect(api.comments(on: 7).count == 1)
    #expect(api.comments(on: 7).first?.body == report + "one more line\n")
    #expect(
      api.requests.filter { $0.hasPrefix("PATCH /repos/octo/tokens/issues/comments/") }.count == 1
    )
  }

  @Test func leavesAnIdenticalCommentAlone() async throws {
    let api = try FakeGitHubAPI()
    let sticky = api.stickyComment()
    _ = try await sticky.publish(report)
    let again = try await sticky.publish(report)
    guard case .unchanged = again else {
      Issue.record("expected no write, got \(again)")
      return
    }
    #expect(!api.requests.contains { $0.hasPrefix("PATCH") })
  }

  @Test func findsItsCommentOnALaterPage() async throws {
    let api = try FakeGitHubAPI()
    for index in 0..<250 { api.addComment(pullRequest: 7, body: "review \(index)") }
    let ours = api.addComment(pullRequest: 7, body: "<!-- tokendiff -->\nold report\n")
    api.addComment(pullRequest: 7, body: "a quote of <!-- tokendiff --> is not ours")
    let outcome = try await api.stickyComment().publish(report)
    #expect(outcome.comment?.id == ours)
    #expect(api.comments(on: 7).count == 252, "no duplicate")
    let lists = api.requests.filter { $0.hasPrefix("GET /repos/octo/tokens/issues/7/comments") }
    #expect(lists.count == 3, "100 per page: pages 1, 2 and 3 \(lists)")
    #expect(lists.last?.contains("page=3") == true)
  }

  @Test func aNoteOnlyReplacesAnEarlierComment() async throws {
    let api = try FakeGitHubAPI()
    let sticky = api.stickyComment()
    let note = "<!-- tokendiff -->\nno token changes\n"
    #expect(try await sticky.publish(note, onlyUpdate: true) == .skipped)
    #expect(api.comments(on: 7).isEmpty)
    _ = try await sticky.publish(report)
    let outcome = try await sticky.publish(note, onlyUpdate: true)
    guard case .updated = outcome else {
      Issue.record("expected the note to replace the report, got \(outcome)")
      return
    }
    #expect(api.comments(on: 7).map(\.body) == [note])
  }

  @Test func addsTheMarkerWhenTheBodyHasNone() async throws {
    let api = try FakeGitHubAPI()
    _ = try await api.stickyComment().publish("plain report\n")
    #expect(api.comments(on: 7).first?.body == "<!-- tokendiff -->\nplain report\n")
  }
}
