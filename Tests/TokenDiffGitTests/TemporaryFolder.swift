import Foundation

/// An empty temporary folder, outside any repository, removed when released.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("tokendiff-test-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}

/// The real, absolute path of `url`, to compare with paths libgit2 reports.
func realPath(_ url: URL) -> String {
  url.standardizedFileURL.resolvingSymlinksInPath().path
}
