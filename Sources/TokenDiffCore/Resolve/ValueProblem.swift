/// Why a value could not be read: the finding kind, a message and where it was written.
public struct ValueProblem: Error, Sendable, Hashable {
  public var kind: FindingKind
  public var message: String
  public var position: TextPosition

  public init(_ kind: FindingKind, _ message: String, at position: TextPosition) {
    self.kind = kind
    self.message = message
    self.position = position
  }
}
