/// Why ``JSONParser`` rejected a document, and where.
///
/// Messages are lowercase and name what was expected, for example
/// `expected ',' or '}' after object member`; ``description`` prefixes them with `line:column`.
public struct JSONParseError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong, in lowercase words.
  public var message: String
  /// Where it went wrong: 1-based line and column (columns count Unicode scalars).
  public var position: TextPosition

  public init(message: String, position: TextPosition) {
    self.message = message
    self.position = position
  }

  /// `line:column: message`. Pure.
  public var description: String {
    "\(position.line):\(position.column): \(message)"
  }
}
