import Foundation

/// A pull request's conversation comment, as the REST API returns it.
public struct IssueComment: Sendable, Equatable {
  public var id: Int
  public var body: String
  public var url: String

  public init(id: Int, body: String, url: String) {
    self.id = id
    self.body = body
    self.url = url
  }

  /// Reads `id`, `body` and `html_url` from a decoded JSON object; `nil` without an id. Pure.
  init?(json: [String: Any]) {
    guard let id = (json["id"] as? NSNumber)?.intValue else { return nil }
    self.init(
      id: id,
      body: json["body"] as? String ?? "",
      url: json["html_url"] as? String ?? ""
    )
  }
}
