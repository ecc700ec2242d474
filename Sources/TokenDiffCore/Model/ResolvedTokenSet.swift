/// One revision's tokens in one mode, resolved, with that revision's findings.
public struct ResolvedTokenSet: Sendable, Equatable {
  /// The mode (`dark`, `theme=dark, size=mobile`), `nil` when the set has no modes.
  public var mode: String?
  /// Sorted by path, then file.
  public var tokens: [ResolvedToken]
  /// Sorted.
  public var findings: [Finding]

  public init(mode: String? = nil, tokens: [ResolvedToken], findings: [Finding]) {
    self.mode = mode
    self.tokens = tokens.isSorted(by: Self.tokenOrder) ? tokens : tokens.sorted(by: Self.tokenOrder)
    self.findings = findings.isSorted(by: <) ? findings : findings.sorted()
  }

  /// Path, then where the token is written.
  static func tokenOrder(_ lhs: ResolvedToken, _ rhs: ResolvedToken) -> Bool {
    if lhs.path != rhs.path { return lhs.path < rhs.path }
    return lhs.location < rhs.location
  }
}

extension Array {
  /// Whether the elements are already in order: checking is linear, sorting is not. Pure.
  func isSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> Bool {
    guard count > 1 else { return true }
    for index in 1..<count where areInIncreasingOrder(self[index], self[index - 1]) {
      return false
    }
    return true
  }
}
