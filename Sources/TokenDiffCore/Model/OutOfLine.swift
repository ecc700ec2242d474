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

extension OutOfLine {
  /// The value of `cell` (or `empty`) changed by `update`, out of line again; `nil` when it
  /// comes out equal to `empty`, so that a value whose rare fields were set and cleared again
  /// equals one that never had them. Pure.
  static func updating(
    _ cell: OutOfLine?,
    empty: Value,
    _ update: (inout Value) -> Void
  ) -> OutOfLine? {
    var value = cell?.value ?? empty
    update(&value)
    return value == empty ? nil : OutOfLine(value)
  }
}
