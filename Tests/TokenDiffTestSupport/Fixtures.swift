public import Foundation

/// The repository's top-level `Fixtures/` folder and its scenarios.
public enum Fixtures {
  /// `Fixtures/` at the package root, found from this file's path
  /// (`Tests/TokenDiffTestSupport/Fixtures.swift` → `../../Fixtures`). It is not inside a target,
  /// so it needs no resources declaration.
  public static var root: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // TokenDiffTestSupport
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()  // package root
      .appendingPathComponent("Fixtures", isDirectory: true)
  }

  /// `Fixtures/Scenarios/<name>/`.
  public static func scenario(_ name: String) -> URL {
    root.appendingPathComponent("Scenarios", isDirectory: true)
      .appendingPathComponent(name, isDirectory: true)
  }

  /// The step folders of a scenario, ordered by their leading number (`2-head` before
  /// `10-fix`), then by name.
  static func stepFolders(of scenario: URL) throws -> [URL] {
    let children = try FileManager.default.contentsOfDirectory(
      at: scenario,
      includingPropertiesForKeys: [.isDirectoryKey]
    )
    let folders = children.filter {
      (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
    }
    return folders.sorted { a, b in
      let (left, right) = (a.lastPathComponent, b.lastPathComponent)
      let (leftNumber, rightNumber) = (leadingNumber(left), leadingNumber(right))
      if leftNumber != rightNumber { return (leftNumber ?? .max) < (rightNumber ?? .max) }
      return left < right
    }
  }

  /// The folder name without its leading number and dash: `2-head` → `head`.
  static func stepName(_ folderName: String) -> String {
    let digits = folderName.prefix { $0.isASCII && $0.isNumber }
    let rest = folderName.dropFirst(digits.count)
    guard !digits.isEmpty, rest.first == "-", rest.count > 1 else { return folderName }
    return String(rest.dropFirst())
  }

  /// Every regular file under `folder`, recursively, hidden ones included, keyed by its
  /// `/`-separated path relative to `folder`.
  static func regularFiles(under folder: URL) throws -> [String: [UInt8]] {
    let base = folder.standardizedFileURL.resolvingSymlinksInPath().pathComponents
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder,
        includingPropertiesForKeys: [.isRegularFileKey]
      )
    else { return [:] }
    var files: [String: [UInt8]] = [:]
    for case let url as URL in enumerator
    where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
      let components = url.standardizedFileURL.resolvingSymlinksInPath().pathComponents
      let relative = components.dropFirst(base.count).joined(separator: "/")
      files[relative] = Array(try Data(contentsOf: url))
    }
    return files
  }

  private static func leadingNumber(_ name: String) -> Int? {
    Int(name.prefix { $0.isASCII && $0.isNumber })
  }
}
