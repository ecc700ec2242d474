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

  private static let clones = ClonedBundles.shared

  /// A clone of `<name>.bundle` (for example `dtcg-examples`), made on first use.
  public static func clone(_ name: String) throws -> URL {
    try clones.clone(name, from: folder)
  }
}

/// The clones made so far; a lock keeps parallel tests from cloning twice. They are removed
/// when the test process exits (each run used to leave its clones behind in the temporary
/// folder: hundreds of them on a developer's machine).
private final class ClonedBundles: @unchecked Sendable {
  private let lock = NSLock()
  private var clones: [String: URL] = [:]
  /// The folder of this process's clones, made on first use.
  private var root: URL?

  /// Every process's instance; `atexit` takes a function that captures nothing.
  static let shared = ClonedBundles()

  func clone(_ name: String, from folder: URL) throws -> URL {
    lock.lock()
    defer { lock.unlock() }
    if let existing = clones[name] { return existing }
    let root =
      self.root
      ?? FileManager.default.temporaryDirectory
      .appendingPathComponent("tokendiff-realdata-\(UUID().uuidString)", isDirectory: true)
    if self.root == nil {
      self.root = root
      atexit { ClonedBundles.shared.removeAll() }
    }
    let destination = root.appendingPathComponent(name, isDirectory: true)
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

  /// Removes this process's clones. Called at exit.
  func removeAll() {
    lock.lock()
    defer { lock.unlock() }
    if let root { try? FileManager.default.removeItem(at: root) }
    root = nil
    clones = [:]
  }
}
