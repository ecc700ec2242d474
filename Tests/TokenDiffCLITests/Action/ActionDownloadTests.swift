import Foundation
import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// The Action's download step (scripts/action-download) against a loopback release server:
/// it runs the release binary whose SHA-256 is committed with the action, refuses one whose
/// checksum differs, and falls back to a build from source, saying so, when there is none.
@Suite struct ActionDownloadTests {
  static var arch: String {
    var system = utsname()
    uname(&system)
    let machine = withUnsafeBytes(of: &system.machine) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
    return machine == "aarch64" ? "arm64" : machine
  }

  static var archiveName: String { "tokendiff-\(ToolVersion.current)-linux-\(arch).tar.gz" }

  /// A release archive holding the tokendiff under test, as scripts/package lays it out.
  static func archive(in folder: URL) throws -> Data {
    let name = "tokendiff-\(ToolVersion.current)-linux-\(arch)"
    let inner = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: TokenDiffExecutable.url,
      to: inner.appendingPathComponent("tokendiff")
    )
    for file in ["LICENSE", "README.md"] {
      try FileManager.default.copyItem(
        at: ActionTests.actionPath.appendingPathComponent(file),
        to: inner.appendingPathComponent(file)
      )
    }
    let tarball = folder.appendingPathComponent(Self.archiveName)
    let tar = Process()
    tar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    tar.arguments = ["tar", "-czf", tarball.path, "-C", folder.path, name]
    try tar.run()
    tar.waitUntilExit()
    return try Data(contentsOf: tarball)
  }

  /// The action's files the step reads, with `checksums` as action/checksums.txt.
  static func actionRoot(in folder: URL, checksums: String) throws -> URL {
    let root = folder.appendingPathComponent("action-root")
    for path in ["scripts/action-download", "Sources/TokenDiffCore/Report/ToolVersion.swift"] {
      let target = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(),
        withIntermediateDirectories: true
      )
      try FileManager.default.copyItem(
        at: ActionTests.actionPath.appendingPathComponent(path),
        to: target
      )
    }
    let list = root.appendingPathComponent("action/checksums.txt")
    try FileManager.default.createDirectory(
      at: list.deletingLastPathComponent(),
      withIntermediateDirectories: true
    )
    try Data(checksums.utf8).write(to: list)
    return root
  }

  struct Step {
    var status: Int32
    var binary: String?
    var log: String
  }

  static func download(root: URL, server: LoopbackHTTPServer, temp: URL) throws -> Step {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["bash", root.appendingPathComponent("scripts/action-download").path]
    process.environment = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "RUNNER_TEMP": temp.path,
      "TOKENDIFF_RELEASE_URL":
        server.url.absoluteString + "/releases/download/v\(ToolVersion.current)",
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let binary = out.split(separator: "\n").first { $0.hasPrefix("binary=") }
      .map { String($0.dropFirst("binary=".count)) }
    return Step(status: process.terminationStatus, binary: binary, log: err + out)
  }

  /// What a command prints on standard output.
  static func output(of executable: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// `sha256sum`'s hex digest of `data`.
  static func sha256(_ data: Data) throws -> String {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("tokendiff-sha-\(UUID().uuidString)")
    try data.write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    return String(try output(of: "/usr/bin/env", ["sha256sum", file.path]).prefix(64))
  }

  static func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tokendiff-download-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  static func serving(_ archive: Data, requests: RequestLog) throws -> LoopbackHTTPServer {
    let name = Self.archiveName
    return try LoopbackHTTPServer { request in
      requests.append(request.path)
      guard request.path == "/releases/download/v\(ToolVersion.current)/\(name)" else {
        return .init(status: 404)
      }
      return .init(status: 200, headers: ["Content-Type": "application/gzip"], body: archive)
    }
  }

  @Test func downloadsChecksAndRunsTheReleaseBinary() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let archive = try Self.archive(in: folder.appendingPathComponent("build"))
    let checksum = try Self.sha256(archive)
    let root = try Self.actionRoot(in: folder, checksums: "\(checksum)  \(Self.archiveName)\n")
    let requests = RequestLog()
    let server = try Self.serving(archive, requests: requests)
    let step = try Self.download(root: root, server: server, temp: folder)
    #expect(step.status == 0, "\(step.log)")
    let binary = try #require(step.binary.flatMap { $0.isEmpty ? nil : $0 }, "\(step.log)")
    #expect(step.log.contains("as committed in action/checksums.txt"))
    #expect(requests.paths.count == 1)
    let version = try Self.output(of: binary, ["--version"])
    #expect(version == ToolVersion.current + "\n", "the downloaded binary runs")
  }

  @Test func refusesAnArchiveWhoseChecksumDiffers() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let archive = try Self.archive(in: folder.appendingPathComponent("build"))
    let committed = String(repeating: "0", count: 64)
    let root = try Self.actionRoot(in: folder, checksums: "\(committed)  \(Self.archiveName)\n")
    let server = try Self.serving(archive, requests: RequestLog())
    let step = try Self.download(root: root, server: server, temp: folder)
    #expect(step.status == 1)
    #expect(step.binary == nil, "nothing to run")
    #expect(step.log.contains("refusing the downloaded \(Self.archiveName)"))
    #expect(step.log.contains("its SHA-256 is \(try Self.sha256(archive))"))
    #expect(step.log.contains("says \(committed)"))
    #expect(!step.log.contains("building tokendiff"), "a mismatch is not a reason to build")
  }

  @Test func buildsFromSourceWhenTheReleaseHasNoBinary() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let checksum = String(repeating: "a", count: 64)
    let root = try Self.actionRoot(in: folder, checksums: "\(checksum)  \(Self.archiveName)\n")
    let requests = RequestLog()
    let server = try LoopbackHTTPServer { request in
      requests.append(request.path)
      return .init(status: 404)
    }
    let step = try Self.download(root: root, server: server, temp: folder)
    #expect(step.status == 0, "\(step.log)")
    #expect(step.binary == "", "the build steps run")
    #expect(step.log.contains("HTTP 404"))
    #expect(step.log.contains("building tokendiff \(ToolVersion.current) from source"))
    #expect(requests.paths.count == 1)
  }

  @Test func buildsFromSourceWhenNoChecksumIsCommitted() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let root = try Self.actionRoot(in: folder, checksums: "# no release yet\n")
    let requests = RequestLog()
    let server = try LoopbackHTTPServer { request in
      requests.append(request.path)
      return .init(status: 200, body: Data("not an archive".utf8))
    }
    let step = try Self.download(root: root, server: server, temp: folder)
    #expect(step.status == 0)
    #expect(step.binary == "")
    #expect(step.log.contains("has no checksum for \(Self.archiveName)"))
    #expect(requests.paths.isEmpty, "nothing is downloaded without a checksum to check it by")
  }
}

/// Paths requested from a loopback server, from its thread.
final class RequestLog: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []

  func append(_ path: String) { lock.withLock { stored.append(path) } }
  var paths: [String] { lock.withLock { stored } }
}
