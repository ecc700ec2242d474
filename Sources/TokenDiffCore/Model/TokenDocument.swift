/// Parse output for one revision: every token of every file, with the problems met on the way.
public struct TokenDocument: Sendable, Equatable {
  public var tokens: [Token]
  public var findings: [Finding]

  public init(tokens: [Token] = [], findings: [Finding] = []) {
    self.tokens = tokens
    self.findings = findings
  }
}
