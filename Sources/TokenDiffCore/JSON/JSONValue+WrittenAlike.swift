extension JSONValue {
  /// Whether two values are written alike wherever they stand: the same kinds, numbers of the
  /// same value, strings and keys of the same text, members in the same order. Positions are
  /// not compared. Pure; recursion is bounded by ``JSONParser/maximumDepth``, as every value
  /// comes from the parser or from the readers that build on it.
  func isWrittenAlike(_ other: JSONValue) -> Bool {
    switch (kind, other.kind) {
    case (.null, .null): return true
    case (.bool(let left), .bool(let right)): return left == right
    case (.number(let left, _), .number(let right, _)): return left == right
    case (.string(let left), .string(let right)): return left == right
    case (.array(let left), .array(let right)):
      return left.count == right.count
        && zip(left, right).allSatisfy { $0.isWrittenAlike($1) }
    case (.object(let left), .object(let right)):
      return left.count == right.count
        && zip(left, right).allSatisfy { $0.key == $1.key && $0.value.isWrittenAlike($1.value) }
    default: return false
    }
  }
}
