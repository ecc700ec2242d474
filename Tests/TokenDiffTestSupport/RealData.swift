public import Foundation

/// The real token repositories of `../shared/realdata`, cloned once per test process.
///
/// The bundles are test data from outside the package; cloning them is the one place the tests
/// use the git command line (the product itself reads git only through libgit2).
public enum RealData {
  /// `shared/realdata` beside the checkout, or `$TOKENDIFF_SHARED/realdata`.
  public static var folder: URL {
    if let shared = ProcessInfo.processInfo.environment["TOKENDIFF_SHARED"] {
      return URL(fileURLWithPath: shared).appendingPathComponent("realdata")
    }
    return URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // TokenDiffTestSupport
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()  // package root
      .deletingLastPathComponent()  // the checkout's parent
      .appendingPathComponent("shared/realdata", isDirectory: true)
  }

  /// Whether the bundles are there (they are on every developer and CI machine).
  public static var isAvailable: Bool {
    FileManager.default.fileExists(
      atPath: folder.appendingPathComponent("dtcg-examples.bundle").path
    )
  }

  private static let clones = ClonedBundles()

  /// A clone of `<name>.bundle` (for example `dtcg-examples`), made on first use.
  public static func clone(_ name: String) throws -> URL {
    try clones.clone(name, from: folder)
  }
}

/// The clones made so far; a lock keeps parallel tests from cloning twice.
private final class ClonedBundles: @unchecked Sendable {
  private let lock = NSLock()
  private var clones: [String: URL] = [:]

  func clone(_ name: String, from folder: URL) throws -> URL {
    lock.lock()
    defer { lock.unlock() }
    if let existing = clones[name] { return existing }
    let destination = FileManager.default.temporaryDirectory
      .appendingPathComponent("tokendiff-realdata-\(UUID().uuidString)/\(name)", isDirectory: true)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "git", "clone", "--quiet", "--no-checkout",
      folder.appendingPathComponent("\(name).bundle").path, destination.path,
    ]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CocoaError(
        .fileReadUnknown,
        userInfo: [NSLocalizedDescriptionKey: "git clone of \(name).bundle failed"]
      )
    }
    clones[name] = destination
    return destination
  }
}
