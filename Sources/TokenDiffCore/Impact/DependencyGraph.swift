/// The dependency graph of one mode of a revision: what each token references directly (its
/// alias target, or the tokens a composite names) and, in reverse, what references it.
///
/// Built from resolved tokens, whose ``ResolvedToken/Fields/dependencies`` are already followed
/// through: a token's direct references are its alias target, or those of its dependencies
/// that no other dependency of it depends on.
public struct DependencyGraph: Sendable {
  public let mode: String?
  /// Token → the tokens it references directly, sorted.
  public private(set) var references: [TokenPath: [TokenPath]] = [:]
  /// Token → the tokens that reference it directly, sorted.
  public private(set) var referencedBy: [TokenPath: [TokenPath]] = [:]
  /// Token → its alias target, for whole-value aliases.
  private var aliasTarget: [TokenPath: TokenPath] = [:]

  /// Pure; each path once (the first token with it wins).
  public init(tokens: [ResolvedToken], mode: String? = nil) {
    self.mode = mode
    var dependenciesByPath: [TokenPath: [TokenPath]] = [:]
    dependenciesByPath.reserveCapacity(tokens.count)
    for token in tokens where dependenciesByPath[token.path] == nil {
      dependenciesByPath[token.path] = token.dependencies
      if let target = token.aliasOf { aliasTarget[token.path] = target }
    }
    var reverse: [TokenPath: [TokenPath]] = [:]
    for (path, dependencies) in dependenciesByPath where !dependencies.isEmpty {
      let direct: [TokenPath]
      if let target = aliasTarget[path] {
        direct = [target]
      } else if dependencies.count == 1 {
        direct = dependencies
      } else {
        var indirect = Set<TokenPath>()
        for dependency in dependencies {
          indirect.formUnion(dependenciesByPath[dependency] ?? [])
        }
        direct = dependencies.filter { !indirect.contains($0) }
      }
      references[path] = direct
      for target in direct { reverse[target, default: []].append(path) }
    }
    referencedBy = reverse.mapValues { $0.sorted() }
  }

  /// Every token that depends on `path`, directly or not, sorted. Pure.
  public func dependents(of path: TokenPath) -> [TokenPath] {
    walk(from: path, along: referencedBy)
  }

  /// Every token `path` depends on, directly or not, sorted. Pure.
  public func dependencies(of path: TokenPath) -> [TokenPath] {
    walk(from: path, along: references)
  }

  /// The alias chain from a token: the token, then each alias target in turn, stopping at a
  /// literal, a missing token or a cycle. Pure.
  public func aliasChain(from path: TokenPath) -> [TokenPath] {
    var chain = [path]
    var seen: Set<TokenPath> = [path]
    var current = path
    while let next = aliasTarget[current], seen.insert(next).inserted {
      chain.append(next)
      current = next
    }
    return chain
  }

  /// How many aliases a token's chain follows (0 for a literal). Pure.
  public func aliasDepth(of path: TokenPath) -> Int {
    aliasChain(from: path).count - 1
  }

  private func walk(from path: TokenPath, along edges: [TokenPath: [TokenPath]]) -> [TokenPath] {
    var seen: Set<TokenPath> = [path]
    var queue = edges[path] ?? []
    var result: [TokenPath] = []
    while let next = queue.popLast() {
      guard seen.insert(next).inserted else { continue }
      result.append(next)
      queue += edges[next] ?? []
    }
    return result.sorted()
  }
}
