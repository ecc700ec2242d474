/// A value kept behind one reference instead of inline: for a field that most values of a
/// type leave empty, whose inline size would otherwise be paid by every copy. A token's
/// `problem` is such a field: a ``Finding`` takes 112 bytes inline, a third of a token's cell,
/// and nearly every token has none.
final class OutOfLine<Value: Sendable & Equatable>: Sendable, Equatable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Equal when the values are. Pure.
  static func == (lhs: OutOfLine, rhs: OutOfLine) -> Bool {
    lhs === rhs || lhs.value == rhs.value
  }
}
