import Foundation
import TokenDiffCore

/// Reads files from a folder on disk: a repository's working tree (skipping `.git` and what
/// `.gitignore` ignores, but for files git tracks) or any folder for `tokendiff check PATH`.
struct FolderReader: RevisionReader {
  /// Absolute path of the folder.
  let root: String
  /// Whether a relative path is ignored (by `.gitignore`); folders end with `/`.
  var isIgnored: (String) -> Bool = { _ in false }

  func entries() throws(CLIError) -> [SourceEntry] {
    let rootURL = URL(fileURLWithPath: root, isDirectory: true).standardizedFileURL
    let keys: [URLResourceKey] = [.isDirectoryKey, .isSymbolicLinkKey, .isRegularFileKey]
    guard
      let enumerator = FileManager.default.enumerator(
        at: rootURL,
        includingPropertiesForKeys: keys,
        options: []
      )
    else {
      throw .unreadableFile(path: root, reason: "the folder cannot be listed")
    }
    let prefix = rootURL.path.hasSuffix("/") ? rootURL.path : rootURL.path + "/"
    var result: [SourceEntry] = []
    for case let url as URL in enumerator {
      let absolute = url.standardizedFileURL.path
      guard absolute.hasPrefix(prefix) else { continue }
      let relative = String(absolute.dropFirst(prefix.count))
      let values = try? url.resourceValues(forKeys: Set(keys))
      if values?.isSymbolicLink == true {
        if !isIgnored(relative) {
          result.append(SourceEntry(path: relative, kind: .symlink, handle: absolute))
        }
        continue
      }
      if values?.isDirectory == true {
        let name = url.lastPathComponent
        if name == ".git" || name == "node_modules" || isIgnored(relative + "/") {
          enumerator.skipDescendants()
        }
        continue
      }
      guard values?.isRegularFile == true, !isIgnored(relative) else { continue }
      result.append(SourceEntry(path: relative, kind: .file, handle: absolute))
    }
    return result.sorted { $0.path < $1.path }
  }

  func contents(of entry: SourceEntry) throws(CLIError) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: entry.handle) else {
      throw .unreadableFile(path: entry.path, reason: "the file cannot be read")
    }
    return [UInt8](data)
  }
}
