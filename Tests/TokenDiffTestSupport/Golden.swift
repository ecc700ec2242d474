public import Foundation
public import Testing

/// The package's top-level `Reports/` folder: reports generated from `Fixtures/Scenarios`.
public enum Goldens {
  public static var reports: URL {
    Fixtures.root.deletingLastPathComponent().appendingPathComponent("Reports", isDirectory: true)
  }

  /// Whether this run re-records goldens (`TOKENDIFF_RECORD=1`, see scripts/record-reports).
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment["TOKENDIFF_RECORD"] != nil
  }
}

/// Compares `actual` with the golden file `url`. With `TOKENDIFF_RECORD=1` it writes the file
/// instead and records an issue, so a run that records can never pass by itself.
public func expectGolden(
  _ actual: String,
  at url: URL,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  if Goldens.isRecording || !FileManager.default.fileExists(atPath: url.path) {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(),
      withIntermediateDirectories: true
    )
    try Data(actual.utf8).write(to: url)
    Issue.record(
      "Recorded \(url.lastPathComponent); check it in and run the tests again.",
      sourceLocation: sourceLocation
    )
    return
  }
  let expected = try String(contentsOf: url, encoding: .utf8)
  guard actual != expected else { return }
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let first = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }
  let line = first?.offset ?? min(actualLines.count, expectedLines.count)
  Issue.record(
    """
    \(url.lastPathComponent) differs from its golden file at line \(line + 1) (run scripts/record-reports after checking the change):
      expected: \(line < expectedLines.count ? String(expectedLines[line]) : "<end of file>")
      actual:   \(line < actualLines.count ? String(actualLines[line]) : "<end of file>")
    """,
    sourceLocation: sourceLocation
  )
}
