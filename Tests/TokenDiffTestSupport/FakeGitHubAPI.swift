public import Foundation

/// A loopback server that answers like the GitHub REST API for what `tokendiff comment` uses:
/// listing a pull request's comments (paginated with `Link`), creating and updating them, and
/// reading a pull request. It checks the token, can act as a fork's read-only token (403 on
/// writes, GitHub's own message), and can answer the next requests with scripted failures.
public final class FakeGitHubAPI: @unchecked Sendable {
  /// A comment the fake holds.
  public struct Comment: Sendable, Equatable {
    public var id: Int
    public var pullRequest: Int
    public var body: String
    /// Who wrote it: `github-actions[bot]` (the workflow's token) unless a test says otherwise.
    public var author: String = "github-actions[bot]"
  }

  public let token: String
  public let repository: String
  private let lock = NSLock()
  private var comments: [Comment] = []
  private var nextID = 1000
  /// A scripted answer: for the next request (of `method`, when set), possibly after doing
  /// what it asked (a server that fails after creating the comment).
  private struct Scripted {
    var response: LoopbackHTTPServer.Response
    var method: String?
    var afterApplying: Bool
  }
  private var scripted: [Scripted] = []
  private var log: [String] = []
  private var readOnly = false
  private var heads: [Int: String] = [:]
  private var personalLogin: String?
  private var server: LoopbackHTTPServer?

  /// `http://127.0.0.1:PORT`, the value for `GITHUB_API_URL`.
  public var url: URL { server?.url ?? URL(fileURLWithPath: "/") }

  public init(token: String = "test-token", repository: String = "octo/tokens") throws {
    self.token = token
    self.repository = repository
    server = try LoopbackHTTPServer { [weak self] request in
      self?.answer(request) ?? .init(status: 503)
    }
  }

  deinit {
    server?.stop()
  }

  // MARK: - Arranging and inspecting

  /// Adds a comment, as someone else (or an earlier run) would have; `author` ending in `[bot]`
  /// is a bot.
  @discardableResult
  public func addComment(
    pullRequest: Int,
    body: String,
    author: String = "github-actions[bot]"
  ) -> Int {
    withLock {
      nextID += 1
      comments.append(
        Comment(id: nextID, pullRequest: pullRequest, body: body, author: author)
      )
      return nextID
    }
  }

  /// The comments of a pull request, oldest first.
  public func comments(on pullRequest: Int) -> [Comment] {
    withLock { comments.filter { $0.pullRequest == pullRequest } }
  }

  /// `METHOD /path?query` for every request received, in order.
  public var requests: [String] { withLock { log } }

  /// Answers the next requests with these responses, in order, before acting normally again.
  /// With `method`, only requests of that method take them; others pass. With
  /// `afterApplying`, the request is carried out first (the comment is created, then the
  /// answer is lost).
  public func failNext(
    _ responses: [LoopbackHTTPServer.Response],
    method: String? = nil,
    afterApplying: Bool = false
  ) {
    withLock {
      scripted += responses.map {
        Scripted(response: $0, method: method, afterApplying: afterApplying)
      }
    }
  }

  /// Acts as a fork's `GITHUB_TOKEN`: reads work, writes get 403.
  public func makeTokenReadOnly(_ flag: Bool = true) {
    withLock { readOnly = flag }
  }

  /// Makes the token a person's (a personal access token): `GET /user` names them and their
  /// comments are the ones the token writes. Without it, the token is the workflow's.
  public func makeTokenPersonal(login: String) {
    withLock { personalLogin = login }
  }

  /// Sets the head commit `GET /repos/{repo}/pulls/{n}` reports.
  public func setHead(of pullRequest: Int, to sha: String) {
    withLock { heads[pullRequest] = sha }
  }

  // MARK: - Answering

  private func answer(_ request: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Response {
    withLock {
      log.append("\(request.method) \(request.target)")
      if let next = scripted.first, next.method == nil || next.method == request.method {
        scripted.removeFirst()
        if next.afterApplying { _ = handle(request) }
        return next.response
      }
      return handle(request)
    }
  }

  private func handle(_ request: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Response {
    guard request.headers["authorization"] == "Bearer \(token)" else {
      return .json(401, ["message": "Bad credentials"])
    }
    let parts = request.path.split(separator: "/").map(String.init)
    if request.method == "GET" && parts == ["user"] {
      guard let personalLogin else {
        return .json(403, ["message": "Resource not accessible by integration"])
      }
      return .json(200, ["login": personalLogin, "type": "User"])
    }
    let prefix = ["repos"] + repository.split(separator: "/").map(String.init)
    guard parts.count >= 4, Array(parts.prefix(3)) == prefix else { return notFound }
    let rest = Array(parts.dropFirst(3))
    switch (request.method, rest.count) {
    case ("GET", 3) where rest[0] == "issues" && rest[2] == "comments":
      guard let number = Int(rest[1]) else { return notFound }
      return list(pullRequest: number, request: request)
    case ("POST", 3) where rest[0] == "issues" && rest[2] == "comments":
      guard let number = Int(rest[1]) else { return notFound }
      if readOnly { return forbidden }
      guard let body = Self.body(of: request) else { return invalid }
      nextID += 1
      let comment = Comment(
        id: nextID,
        pullRequest: number,
        body: body,
        author: personalLogin ?? "github-actions[bot]"
      )
      comments.append(comment)
      return .json(201, json(comment))
    case ("PATCH", 3) where rest[0] == "issues" && rest[1] == "comments":
      guard let id = Int(rest[2]), let index = comments.firstIndex(where: { $0.id == id }) else {
        return notFound
      }
      if readOnly { return forbidden }
      guard let body = Self.body(of: request) else { return invalid }
      comments[index].body = body
      return .json(200, json(comments[index]))
    case ("GET", 2) where rest[0] == "pulls":
      guard let number = Int(rest[1]) else { return notFound }
      return .json(200, ["number": number, "head": ["sha": heads[number] ?? ""]])
    default:
      return notFound
    }
  }

  private func list(pullRequest: Int, request: LoopbackHTTPServer.Request)
    -> LoopbackHTTPServer.Response
  {
    let all = comments.filter { $0.pullRequest == pullRequest }
    let perPage = min(100, max(1, Int(request.query["per_page"] ?? "30") ?? 30))
    let page = max(1, Int(request.query["page"] ?? "1") ?? 1)
    let pages = max(1, (all.count + perPage - 1) / perPage)
    let slice = all.dropFirst((page - 1) * perPage).prefix(perPage)
    var links: [String] = []
    let base = "\(url.absoluteString)\(request.path)?per_page=\(perPage)"
    if page < pages {
      links.append("<\(base)&page=\(page + 1)>; rel=\"next\"")
      links.append("<\(base)&page=\(pages)>; rel=\"last\"")
    }
    let headers = links.isEmpty ? [:] : ["Link": links.joined(separator: ", ")]
    return .json(200, slice.map(json), headers: headers)
  }

  private func json(_ comment: Comment) -> [String: Any] {
    [
      "id": comment.id,
      "body": comment.body,
      "html_url":
        "https://github.com/\(repository)/pull/\(comment.pullRequest)#issuecomment-\(comment.id)",
      "user": [
        "login": comment.author, "type": comment.author.hasSuffix("[bot]") ? "Bot" : "User",
      ],
    ]
  }

  private static func body(of request: LoopbackHTTPServer.Request) -> String? {
    (try? JSONSerialization.jsonObject(with: request.body) as? [String: Any])?["body"] as? String
  }

  private var notFound: LoopbackHTTPServer.Response { .json(404, ["message": "Not Found"]) }
  private var invalid: LoopbackHTTPServer.Response {
    .json(422, ["message": "Validation Failed"])
  }
  private var forbidden: LoopbackHTTPServer.Response {
    .json(
      403,
      [
        "message": "Resource not accessible by integration",
        "documentation_url":
          "https://docs.github.com/rest/issues/comments#create-an-issue-comment",
      ]
    )
  }

  private func withLock<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
