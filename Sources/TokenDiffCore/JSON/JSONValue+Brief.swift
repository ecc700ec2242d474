extension JSONValue {
  /// Short text for the value in messages: a string quoted and cut to `limit` characters, a
  /// number as written, or what kind of value it is. Pure.
  func brief(limit: Int = 60) -> String {
    switch kind {
    case .string(let text):
      "'\(text.count > limit ? String(text.prefix(max(0, limit - 3))) + "..." : text)'"
    case .number(_, let text): text
    case .bool(let flag): flag ? "true" : "false"
    case .null: "null"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The JSON type's name: `null`, `boolean`, `number`, `string`, `array` or `object`. Pure.
  var typeName: String {
    switch kind {
    case .null: "null"
    case .bool: "boolean"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }
}
