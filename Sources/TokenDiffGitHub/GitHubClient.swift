public import Foundation

/// A small GitHub REST client: authenticated JSON requests with GitHub's headers, retries per
/// ``RetryPolicy``, and `Link: rel="next"` pagination.
public struct GitHubClient: Sendable {
  /// `GITHUB_API_URL`: `https://api.github.com`, or a GitHub Enterprise Server's `/api/v3`.
  public var apiURL: URL
  public var token: String
  public var transport: any HTTPTransport
  public var retry: RetryPolicy

  public init(apiURL: URL, token: String, transport: any HTTPTransport, retry: RetryPolicy) {
    self.apiURL = apiURL
    self.token = token
    self.transport = transport
    self.retry = retry
  }

  /// The URL of an API path such as `/repos/o/r/issues/1/comments`, with a query. Pure.
  public func url(_ path: String, query: [(String, String)] = []) -> URL {
    let base =
      apiURL.absoluteString.hasSuffix("/")
      ? String(apiURL.absoluteString.dropLast()) : apiURL.absoluteString
    var components = URLComponents(string: base + path)
    if !query.isEmpty {
      components?.queryItems = query.map { URLQueryItem(name: $0.0, value: $0.1) }
    }
    return components?.url ?? apiURL.appendingPathComponent(path)
  }

  /// Sends a request, retrying rate limits, server errors and lost connections; returns the
  /// successful (2xx) response. Throws ``GitHubError`` for anything else.
  ///
  /// - Parameter retryingFailures: false for a request that must not be sent twice (creating a
  ///   comment): then only rate limits, which GitHub answers before doing anything, are
  ///   retried, and a server error or a lost connection is thrown for the caller to check.
  public func send(
    _ method: String,
    _ url: URL,
    json: [String: String]? = nil,
    retryingFailures: Bool = true
  ) async throws(GitHubError) -> HTTPResponse {
    var headers = [
      "Accept": "application/vnd.github+json",
      "Authorization": "Bearer \(token)",
      "X-GitHub-Api-Version": "2022-11-28",
      "User-Agent": "tokendiff",
    ]
    var body: Data?
    if let json {
      headers["Content-Type"] = "application/json"
      body = try? JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
    }
    let request = HTTPRequest(method: method, url: url, headers: headers, body: body)
    var attempt = 1
    while true {
      let response: HTTPResponse
      do {
        response = try await transport.send(request)
      } catch {
        guard retryingFailures, attempt < retry.maximumAttempts else {
          throw .unreachable(url: url.absoluteString, reason: error.localizedDescription)
        }
        await pause(retry.backoff(attempt: attempt))
        attempt += 1
        continue
      }
      if (200..<300).contains(response.status) { return response }
      if let wait = retry.wait(after: response, attempt: attempt),
        retryingFailures || RetryPolicy.isRateLimit(response)
      {
        await pause(wait)
        attempt += 1
        continue
      }
      throw Self.error(for: response, method: method, url: url)
    }
  }

  /// Every element of a paginated list, following `Link: rel="next"` (at most `pageLimit`
  /// pages, so a broken server cannot loop forever).
  public func paginate(_ url: URL, pageLimit: Int = 200) async throws(GitHubError) -> [[String:
    Any]]
  {
    var elements: [[String: Any]] = []
    var next: URL? = url
    var pages = 0
    while let page = next, pages < pageLimit {
      let response = try await send("GET", page)
      guard let array = try? JSONSerialization.jsonObject(with: response.body) as? [[String: Any]]
      else {
        throw .unexpectedResponse("GET \(page.path) did not return a JSON array")
      }
      elements += array
      next = LinkHeader.url("next", in: response.header("link"))
      // The token goes only to the API's own host, whatever a Link header says.
      if let link = next, link.host != apiURL.host || link.scheme != apiURL.scheme {
        throw .unexpectedResponse("the next page is on another host: \(link.absoluteString)")
      }
      pages += 1
    }
    return elements
  }

  private func pause(_ duration: Duration) async {
    try? await retry.sleep(duration)
  }

  private static func error(for response: HTTPResponse, method: String, url: URL) -> GitHubError {
    let message = GitHubError.message(in: response.body)
    switch response.status {
    case 401: return .unauthorized(message: message)
    case 403: return .forbidden(status: 403, message: message)
    default: return .http(status: response.status, method: method, path: url.path, message: message)
    }
  }
}
