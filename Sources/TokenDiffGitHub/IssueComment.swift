import Foundation

/// A pull request's conversation comment, as the REST API returns it.
public struct IssueComment: Sendable, Equatable {
  public var id: Int
  public var body: String
  public var url: String
  /// Whether GitHub says a bot wrote it (`user.type` is `Bot`), as `github-actions[bot]` writes
  /// with the workflow's token.
  public var byBot: Bool
  /// The author's login (`user.login`), empty when the answer has none.
  public var author: String

  public init(id: Int, body: String, url: String, byBot: Bool = false, author: String = "") {
    self.id = id
    self.body = body
    self.url = url
    self.byBot = byBot
    self.author = author
  }

  /// Reads `id`, `body`, `html_url` and `user.type` from a decoded JSON object; `nil` without
  /// an id. Pure.
  init?(json: [String: Any]) {
    guard let id = (json["id"] as? NSNumber)?.intValue else { return nil }
    self.init(
      id: id,
      body: json["body"] as? String ?? "",
      url: json["html_url"] as? String ?? "",
      byBot: ((json["user"] as? [String: Any])?["type"] as? String) == "Bot",
      author: (json["user"] as? [String: Any])?["login"] as? String ?? ""
    )
  }
}
