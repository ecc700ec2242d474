public import Foundation

/// One HTTP request, as the GitHub client builds it.
public struct HTTPRequest: Sendable, Equatable {
  public var method: String
  public var url: URL
  public var headers: [String: String]
  public var body: Data?

  public init(method: String, url: URL, headers: [String: String] = [:], body: Data? = nil) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
  }
}

/// One HTTP response. Header names are matched without regard to case.
public struct HTTPResponse: Sendable, Equatable {
  public var status: Int
  /// Header names lower-cased.
  public var headers: [String: String]
  public var body: Data

  public init(status: Int, headers: [String: String], body: Data) {
    self.status = status
    self.headers = Dictionary(
      headers.map { ($0.key.lowercased(), $0.value) },
      uniquingKeysWith: { first, _ in first }
    )
    self.body = body
  }

  /// The value of a header, `nil` when absent. Pure.
  public func header(_ name: String) -> String? { headers[name.lowercased()] }
}

/// Sends requests. The client talks to GitHub through this, so a test can point it anywhere.
public protocol HTTPTransport: Sendable {
  /// Sends one request and returns the response, whatever its status. Throws only when no
  /// response arrived (connection refused, timeout, TLS failure).
  func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
