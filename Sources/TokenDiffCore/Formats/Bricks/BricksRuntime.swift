/// What a Bricks app's `ConfigParser` does when a reference cannot be followed: it gives up
/// after ``aliasDepthLimit`` references and silently renders a fallback (``fallback(for:)``)
/// instead of the token's value.
enum BricksRuntime {
  /// How many references `ConfigParser` follows from a routed token before it gives up. A
  /// token whose value is `{Accent.accent-600}` is 1 deep; each intermediate alias through
  /// `tokens.json` adds 1.
  static let aliasDepthLimit = 3

  /// What the app shows instead of a token of `type` it cannot resolve. Pure.
  static func fallback(for type: TokenType?) -> String {
    switch type {
    case .some(.color): ".clear"
    case .some(.number), .some(.dimension): "0"
    default: "its fallback (.clear for a colour, 0 for a size)"
    }
  }

  /// `routed` with a `broken-reference` problem on each token whose chain of references is
  /// longer than `limit`, naming the fallback. Tokens that already have a problem, and chains
  /// that break or loop (reported by resolution), are left alone. Pure.
  static func applyLimit(
    to routed: [Token],
    palettes: [Token],
    limit: Int = aliasDepthLimit
  ) -> [Token] {
    var byKey: [String: Token] = [:]
    for token in palettes + routed { byKey[key(token.location.file, token.path)] = token }
    return routed.map { token in
      guard token.problem == nil, let depth = depth(of: token, in: byKey), depth > limit
      else { return token }
      var token = token
      let type = token.explicitType ?? token.inheritedType
      token.problem = Finding(
        kind: .brokenReference,
        token: token.path,
        location: SourceLocation(file: token.location.file, position: token.value.position),
        message:
          "'\(token.path)' is \(depth) aliases deep; the app stops at \(limit) and shows "
          + fallback(for: type)
      )
      return token
    }
  }

  /// How many references lead from `token` to a literal, or `nil` when the chain breaks or
  /// loops. Pure.
  static func depth(of token: Token, in byKey: [String: Token]) -> Int? {
    var depth = 0
    var current = token
    var seen: Set<String> = [key(token.location.file, token.path)]
    while let target = current.aliasTarget {
      let file = current.aliasFile ?? current.location.file
      guard let next = byKey[key(file, target)], seen.insert(key(file, target)).inserted
      else { return nil }
      depth += 1
      current = next
    }
    return depth
  }

  private static func key(_ file: String, _ path: TokenPath) -> String {
    "\(file)\u{1F}\(path)"
  }
}
