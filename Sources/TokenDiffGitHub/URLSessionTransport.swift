public import Foundation

#if canImport(FoundationNetworking)
  // On Linux, URLSession lives in FoundationNetworking (backed by libcurl).
  import FoundationNetworking
#endif

/// Sends requests with Foundation's `URLSession` (libcurl on Linux): TLS, proxies from the
/// environment and HTTP/2 come with it, so no HTTP code of ours sits between the tool and
/// api.github.com.
public struct URLSessionTransport: HTTPTransport {
  /// Seconds a request may take before it fails.
  public var timeout: TimeInterval

  public init(timeout: TimeInterval = 30) {
    self.timeout = timeout
  }

  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    var urlRequest = URLRequest(url: request.url, timeoutInterval: timeout)
    urlRequest.httpMethod = request.method
    urlRequest.httpBody = request.body
    for (name, value) in request.headers {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    let configuration = URLSessionConfiguration.ephemeral
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    let session = URLSession(configuration: configuration)
    defer { session.finishTasksAndInvalidate() }
    let (data, response) = try await session.data(for: urlRequest)
    guard let http = response as? HTTPURLResponse else {
      throw URLError(.badServerResponse)
    }
    var headers: [String: String] = [:]
    for (name, value) in http.allHeaderFields {
      if let name = name as? String, let value = value as? String { headers[name] = value }
    }
    return HTTPResponse(status: http.statusCode, headers: headers, body: data)
  }
}
