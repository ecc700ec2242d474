extension JSONValue {
  /// The value with each string in it, at any depth down to `maximumDepth` levels of objects
  /// and arrays, replaced by what `transform` gives for its text, or kept when it gives `nil`.
  /// Keys and positions are kept. Bounded by the value's size and `maximumDepth`. Pure apart
  /// from `transform`.
  func mappingStrings(maximumDepth: Int = 8, _ transform: (String) -> String?) -> JSONValue {
    switch kind {
    case .string(let text):
      guard let mapped = transform(text) else { return self }
      return JSONValue(.string(mapped), at: position)
    case .object(let members) where maximumDepth > 0:
      var copy = self
      copy.kind = .object(
        members.map { member in
          var member = member
          member.value = member.value.mappingStrings(maximumDepth: maximumDepth - 1, transform)
          return member
        }
      )
      return copy
    case .array(let elements) where maximumDepth > 0:
      var copy = self
      copy.kind = .array(
        elements.map { $0.mappingStrings(maximumDepth: maximumDepth - 1, transform) }
      )
      return copy
    default:
      return self
    }
  }
}
