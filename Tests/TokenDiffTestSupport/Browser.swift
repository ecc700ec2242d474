public import Foundation

/// A headless Chromium for the HTML report's browser tests (Debian package `chromium`, which
/// scripts/setup installs). Tests skip with a message when none is installed.
public enum Browser {
  /// `$TOKENDIFF_CHROMIUM`, else the first of chromium, chromium-browser, google-chrome on the
  /// PATH or in /usr/bin.
  public static let executable: URL? = {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["TOKENDIFF_CHROMIUM"], !explicit.isEmpty {
      return URL(fileURLWithPath: explicit)
    }
    let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin"]
    for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
      for folder in folders {
        let candidate = URL(fileURLWithPath: folder).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      }
    }
    return nil
  }()

  public static var isAvailable: Bool { executable != nil }

  /// Why the browser tests are skipped.
  public static let missingMessage =
    "no headless Chromium found (apt-get install -y chromium, or set TOKENDIFF_CHROMIUM): the browser tests are skipped"

  /// The DOM after the page's scripts ran (`--dump-dom`). Throws when the browser fails.
  public static func dumpDOM(_ page: URL) throws -> String {
    try run(["--dump-dom", page.absoluteString])
  }

  /// The DOM of `page` after its scripts ran in a `width`×`height` window, with up to five
  /// seconds of virtual time for frames to load. Throws when the browser fails.
  public static func dumpDOM(_ page: URL, width: Int, height: Int) throws -> String {
    try run([
      "--window-size=\(width),\(height)", "--virtual-time-budget=5000", "--dump-dom",
      page.absoluteString,
    ])
  }

  /// Saves a PNG screenshot of the page at `width`×`height` CSS pixels.
  public static func screenshot(_ page: URL, to file: URL, width: Int = 1400, height: Int = 1800)
    throws
  {
    _ = try run([
      "--hide-scrollbars", "--window-size=\(width),\(height)", "--screenshot=\(file.path)",
      page.absoluteString,
    ])
  }

  private static func run(_ arguments: [String]) throws -> String {
    guard let executable else {
      throw CocoaError(
        .executableNotLoadable,
        userInfo: [NSLocalizedDescriptionKey: missingMessage]
      )
    }
    let profile = FileManager.default.temporaryDirectory
      .appendingPathComponent("tokendiff-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let process = Process()
    process.executableURL = executable
    process.arguments =
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--disable-extensions", "--user-data-dir=\(profile.path)",
      ] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // A browser that hangs must not hang the test run: stop it after two minutes.
    DispatchQueue.global().asyncAfter(deadline: .now() + 120) {
      if process.isRunning { process.terminate() }
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CocoaError(
        .fileReadUnknown,
        userInfo: [NSLocalizedDescriptionKey: "chromium exited with \(process.terminationStatus)"]
      )
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// How many times `needle` occurs in `text`. Pure.
  public static func occurrences(of needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }
}
