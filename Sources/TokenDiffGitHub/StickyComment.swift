import Foundation

/// The one comment tokendiff keeps on a pull request: found by its hidden marker, updated in
/// place on every push, created when there is none.
public struct StickyComment: Sendable {
  public var client: GitHubClient
  /// `owner/name`.
  public var repository: String
  public var pullRequest: Int
  /// The hidden first line that marks the comment as ours, `<!-- tokendiff -->` by default.
  public var marker: String

  public init(client: GitHubClient, repository: String, pullRequest: Int, marker: String) {
    self.client = client
    self.repository = repository
    self.pullRequest = pullRequest
    self.marker = marker
  }

  /// What ``publish(_:)`` did.
  public enum Outcome: Sendable, Equatable {
    case created(IssueComment)
    case updated(IssueComment)
    /// The comment already said exactly this.
    case unchanged(IssueComment)
    /// Nothing to say and no earlier comment: nothing was posted.
    case skipped

    public var comment: IssueComment? {
      switch self {
      case .created(let comment), .updated(let comment), .unchanged(let comment): comment
      case .skipped: nil
      }
    }
  }

  /// Updates our earlier comment to `body`, or creates one. When `onlyUpdate` is set (the
  /// "no token changes" note) and there is no earlier comment, posts nothing.
  public func publish(_ body: String, onlyUpdate: Bool = false) async throws(GitHubError)
    -> Outcome
  {
    let text = CommentBody.prepare(body, marker: marker)
    if let existing = try await find() {
      if existing.body == text { return .unchanged(existing) }
      return .updated(try await update(existing, to: text))
    }
    if onlyUpdate { return .skipped }
    return .created(try await create(text))
  }

  /// Posts a new comment. A server error or a lost connection may come after GitHub created
  /// it, so before posting again it looks for the comment, and never posts it twice.
  private func create(_ text: String) async throws(GitHubError) -> IssueComment {
    let url = client.url("/repos/\(repository)/issues/\(pullRequest)/comments")
    var attempt = 1
    while true {
      do {
        let response = try await client.send(
          "POST",
          url,
          json: ["body": text],
          retryingFailures: false
        )
        return try Self.comment(in: response)
      } catch {
        guard error.isTransient, attempt < client.retry.maximumAttempts else { throw error }
        try? await client.retry.sleep(client.retry.backoff(attempt: attempt))
        if let posted = try await find() {
          return posted.body == text ? posted : try await update(posted, to: text)
        }
        attempt += 1
      }
    }
  }

  private func update(_ comment: IssueComment, to text: String) async throws(GitHubError)
    -> IssueComment
  {
    let response = try await client.send(
      "PATCH",
      client.url("/repos/\(repository)/issues/comments/\(comment.id)"),
      json: ["body": text]
    )
    return try Self.comment(in: response)
  }

  /// Our earlier comment: the first whose body starts with the marker, across every page.
  /// A bot's comment comes before a person's: anyone can write a comment that starts with the
  /// marker, and the report must not be posted under their name (where they could edit it).
  /// A person's marked comment is ours only when the token is that person's (a personal access
  /// token): `GET /user` says whose it is, and the workflow's own token cannot read it.
  public func find() async throws(GitHubError) -> IssueComment? {
    let comments = try await client.paginate(
      client.url(
        "/repos/\(repository)/issues/\(pullRequest)/comments",
        query: [("per_page", "100")]
      )
    )
    let marked = comments.compactMap(IssueComment.init(json:)).filter {
      $0.body.hasPrefix(marker)
    }
    if let own = marked.first(where: \.byBot) { return own }
    guard !marked.isEmpty, let login = await tokenOwner() else { return nil }
    return marked.first { $0.author == login }
  }

  /// The login of the token's user, or nil when the token is an app's or a workflow's.
  private func tokenOwner() async -> String? {
    guard let response = try? await client.send("GET", client.url("/user")),
      let object = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]
    else { return nil }
    return object["login"] as? String
  }

  /// The commit the pull request's head branch points at.
  public func headCommit() async throws(GitHubError) -> String {
    let response = try await client.send(
      "GET",
      client.url("/repos/\(repository)/pulls/\(pullRequest)")
    )
    guard let object = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any],
      let head = object["head"] as? [String: Any], let sha = head["sha"] as? String
    else {
      throw .unexpectedResponse("the pull request has no head.sha")
    }
    return sha
  }

  private static func comment(in response: HTTPResponse) throws(GitHubError) -> IssueComment {
    guard let object = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any],
      let comment = IssueComment(json: object)
    else {
      throw .unexpectedResponse("the comment in the answer has no id")
    }
    return comment
  }
}
