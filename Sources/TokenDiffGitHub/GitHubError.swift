public import Foundation

/// Why a GitHub request failed, worded for a CI log.
public enum GitHubError: LocalizedError, Equatable, Sendable {
  /// The token may not do this (403 without a rate-limit sign, or 404 on a write): what a pull
  /// request from a fork gets, since its `GITHUB_TOKEN` is read-only.
  case forbidden(status: Int, message: String)
  /// 401: the token is missing, expired or wrong.
  case unauthorized(message: String)
  /// Any other unsuccessful status, after the retries.
  case http(status: Int, method: String, path: String, message: String)
  /// No response at all (connection refused, timeout).
  case unreachable(url: String, reason: String)
  /// A response that is not the JSON GitHub sends.
  case unexpectedResponse(String)

  public var errorDescription: String? {
    switch self {
    case .forbidden(let status, let message):
      "GitHub refused to write the comment (HTTP \(status): \(message))."
    case .unauthorized(let message):
      "GitHub did not accept the token (HTTP 401: \(message))."
    case .http(let status, let method, let path, let message):
      "GitHub answered HTTP \(status) to \(method) \(path): \(message)."
    case .unreachable(let url, let reason):
      "cannot reach \(url): \(reason)."
    case .unexpectedResponse(let detail):
      "unexpected answer from GitHub: \(detail)."
    }
  }

  /// A server error or a lost connection: the request may or may not have been carried out.
  public var isTransient: Bool {
    switch self {
    case .http(let status, _, _, _): status >= 500
    case .unreachable: true
    default: false
    }
  }

  /// GitHub's `message` member of an error body, or the body itself. Pure.
  static func message(in body: Data) -> String {
    if let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
      let message = object["message"] as? String
    {
      return message
    }
    let text = String(decoding: body.prefix(200), as: UTF8.self)
    return text.isEmpty ? "no message" : text
  }
}
