import Foundation

/// Whether the repository around a folder belongs to another user: git (and libgit2) refuse
/// such a repository unless it is listed in `safe.directory`, and the refusal otherwise reads
/// as "not a repository". A container job that runs as root on a checkout made by the
/// runner's user is the usual case.
enum RepositoryOwnership {
  /// The repository's folder and its owner's uid when a `.git` at or above `path` is owned by
  /// someone other than the current user; `nil` otherwise. Reads file attributes only.
  static func foreignOwner(startingAt path: String) -> (root: String, uid: Int)? {
    var folder = URL(fileURLWithPath: path).standardizedFileURL
    let current = Int(geteuid())
    for _ in 0..<64 {
      let git = folder.appendingPathComponent(".git").path
      if FileManager.default.fileExists(atPath: git) {
        for candidate in [git, folder.path] {
          let attributes = try? FileManager.default.attributesOfItem(atPath: candidate)
          if let owner = (attributes?[.ownerAccountID] as? NSNumber)?.intValue, owner != current {
            return (folder.path, owner)
          }
        }
        return nil
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { break }
      folder = parent
    }
    return nil
  }
}
