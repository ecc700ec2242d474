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
    self.tokens = tokens.sorted { ($0.path, $0.location) < ($1.path, $1.location) }
    self.findings = findings.sorted()
  }
}
