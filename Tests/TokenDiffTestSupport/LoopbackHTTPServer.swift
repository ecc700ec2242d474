public import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 and a free port, for tests that need a real socket:
/// one connection at a time, one request per connection (`Connection: close`), bodies sized by
/// `Content-Length`. It listens only on loopback and stops when released or ``stop()``ped.
public final class LoopbackHTTPServer: @unchecked Sendable {
  /// One request as the server read it.
  public struct Request: Sendable {
    public var method: String
    /// The path and query, as sent (`/repos/o/r/issues/1/comments?page=2`).
    public var target: String
    /// Header names lower-cased.
    public var headers: [String: String]
    public var body: Data

    /// The path without the query.
    public var path: String { String(target.split(separator: "?", maxSplits: 1).first ?? "") }

    /// The query's parameters.
    public var query: [String: String] {
      guard let components = URLComponents(string: "http://localhost" + target) else { return [:] }
      var values: [String: String] = [:]
      for item in components.queryItems ?? [] { values[item.name] = item.value ?? "" }
      return values
    }
  }

  /// One response to send back.
  public struct Response: Sendable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data

    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
      self.status = status
      self.headers = headers
      self.body = body
    }

    /// A JSON response.
    public static func json(_ status: Int, _ object: Any, headers: [String: String] = [:])
      -> Response
    {
      let body =
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
      var all = headers
      all["Content-Type"] = "application/json; charset=utf-8"
      return Response(status: status, headers: all, body: body)
    }
  }

  public let port: UInt16
  /// `http://127.0.0.1:PORT`.
  public var url: URL { URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/") }

  private let listener: Int32
  private let handler: @Sendable (Request) -> Response
  private let lock = NSLock()
  private var stopped = false

  /// Starts listening; `handler` answers every request, on the server's own thread.
  public init(handler: @escaping @Sendable (Request) -> Response) throws {
    self.handler = handler
    #if canImport(Glibc)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw ServerError("socket() failed: errno \(errno)") }
    var yes: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(descriptor, 16) == 0 else {
      close(descriptor)
      throw ServerError("cannot listen on 127.0.0.1: errno \(errno)")
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    listener = descriptor
    port = UInt16(bigEndian: address.sin_port)
    let thread = Thread { [self] in acceptLoop() }
    thread.start()
  }

  deinit {
    stop()
  }

  /// Stops accepting connections. Safe to call more than once.
  public func stop() {
    lock.lock()
    defer { lock.unlock() }
    guard !stopped else { return }
    stopped = true
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }

  private var isStopped: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stopped
  }

  private func acceptLoop() {
    while !isStopped {
      let client = accept(listener, nil, nil)
      guard client >= 0 else {
        if isStopped { return }
        continue
      }
      // A client that stops sending cannot hold the server for more than five seconds.
      var timeout = timeval(tv_sec: 5, tv_usec: 0)
      setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
      if let request = read(from: client) {
        write(handler(request), to: client)
      }
      close(client)
    }
  }

  private func read(from client: Int32) -> Request? {
    var buffer = [UInt8]()
    var chunk = [UInt8](repeating: 0, count: 65_536)
    let separator: [UInt8] = Array("\r\n\r\n".utf8)
    var headerEnd: Int?
    while headerEnd == nil {
      let count = recv(client, &chunk, chunk.count, 0)
      guard count > 0 else { return nil }
      buffer += chunk[0..<count]
      headerEnd = Self.find(separator, in: buffer)
      if buffer.count > 1 << 20 { return nil }
    }
    guard let headerEnd else { return nil }
    let head = String(decoding: buffer[0..<headerEnd], as: UTF8.self)
    var lines = head.components(separatedBy: "\r\n")
    let requestLine = lines.removeFirst().split(separator: " ")
    guard requestLine.count >= 2 else { return nil }
    var headers: [String: String] = [:]
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    if headers["expect"]?.lowercased() == "100-continue" {
      send(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8), to: client)
    }
    let length = Int(headers["content-length"] ?? "0") ?? 0
    var body = Array(buffer[(headerEnd + separator.count)...])
    while body.count < length {
      let count = recv(client, &chunk, chunk.count, 0)
      guard count > 0 else { return nil }
      body += chunk[0..<count]
    }
    return Request(
      method: String(requestLine[0]),
      target: String(requestLine[1]),
      headers: headers,
      body: Data(body.prefix(length))
    )
  }

  private func write(_ response: Response, to client: Int32) {
    var head = "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\n"
    var headers = response.headers
    headers["Content-Length"] = String(response.body.count)
    headers["Connection"] = "close"
    for name in headers.keys.sorted() { head += "\(name): \(headers[name] ?? "")\r\n" }
    head += "\r\n"
    send(Array(head.utf8) + Array(response.body), to: client)
  }

  private func send(_ bytes: [UInt8], to client: Int32) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        #if canImport(Glibc)
          Glibc.send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
        #else
          Darwin.send(client, $0.baseAddress, $0.count, 0)
        #endif
      }
      guard written > 0 else { return }
      offset += written
    }
  }

  private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    for start in 0...(haystack.count - needle.count)
    where haystack[start..<(start + needle.count)].elementsEqual(needle) {
      return start
    }
    return nil
  }

  private static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 201: "Created"
    case 204: "No Content"
    case 401: "Unauthorized"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    default: "Status"
    }
  }

  struct ServerError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
