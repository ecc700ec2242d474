import Foundation

/// Where each path is defined in a token list, and which paths are groups. Built once per set
/// and shared by the modes whose token lists have the same paths in the same order.
final class PathIndex: @unchecked Sendable {
  let paths: [TokenPath]
  let indicesByPath: [TokenPath: [Int]]
  /// The paths that are groups (a prefix of some token's path), worked out the first time
  /// ``isGroup(_:)`` is asked: only an alias that names no token asks, and most sets have
  /// none. Read and written only under `lock` (`Synchronization.Mutex` needs macOS 15).
  private var groupPrefixes: Set<TokenPath>?
  private let lock = NSLock()

  init(_ tokens: [Token]) {
    var indices: [TokenPath: [Int]] = [:]
    indices.reserveCapacity(tokens.count)
    for (index, token) in tokens.enumerated() {
      indices[token.path, default: []].append(index)
    }
    self.paths = tokens.map { $0.path }
    self.indicesByPath = indices
  }

  /// Whether some token's path starts with `path` (so `{path}` names a group). Safe from any
  /// thread.
  func isGroup(_ path: TokenPath) -> Bool {
    lock.withLock {
      let prefixes = groupPrefixes ?? Self.groupPrefixes(of: paths)
      groupPrefixes = prefixes
      return prefixes.contains(path)
    }
  }

  /// Every proper prefix of `paths`. Pure.
  private static func groupPrefixes(of paths: [TokenPath]) -> Set<TokenPath> {
    var prefixes = Set<TokenPath>()
    for path in paths {
      for length in 1..<max(1, path.segments.count) {
        prefixes.insert(TokenPath(Array(path.segments.prefix(length))))
      }
    }
    return prefixes
  }

  /// Whether the index describes `tokens` (same paths, same order). Linear. Pure.
  func describes(_ tokens: [Token]) -> Bool {
    tokens.count == paths.count && zip(tokens, paths).allSatisfy { $0.path == $1 }
  }
}
