import TokenDiffCore

/// A JSON document being written: a tiny model whose printer sorts object keys and formats
/// numbers the same way on every machine.
indirect enum JSONOutput: Equatable {
  case null
  case bool(Bool)
  case number(String)
  case string(String)
  case array([JSONOutput])
  case object([String: JSONOutput])

  /// JSON has no infinities or NaN: those are written as `null`.
  static func number(_ value: Double) -> JSONOutput {
    value.isFinite ? .number(formatNumber(value)) : .null
  }
  static func number(_ value: Int) -> JSONOutput { .number(String(value)) }
  static func optional(_ text: String?) -> JSONOutput { text.map(JSONOutput.string) ?? .null }

  /// Pretty-printed with two spaces, keys sorted, a final newline. Pure.
  func printed() -> String {
    var output = ""
    write(to: &output, indent: "")
    return output + "\n"
  }

  private func write(to output: inout String, indent: String) {
    switch self {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .number(let text): output += text
    case .string(let text): output += Self.quoted(text)
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]"
        return
      }
      output += "[\n"
      for (index, element) in elements.enumerated() {
        output += indent + "  "
        element.write(to: &output, indent: indent + "  ")
        output += index == elements.count - 1 ? "\n" : ",\n"
      }
      output += indent + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{\n"
      let keys = members.keys.sorted()
      for (index, key) in keys.enumerated() {
        output += indent + "  " + Self.quoted(key) + ": "
        members[key]?.write(to: &output, indent: indent + "  ")
        output += index == keys.count - 1 ? "\n" : ",\n"
      }
      output += indent + "}"
    }
  }

  /// A JSON string literal; control characters and non-characters escaped. Pure.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{2028}", "\u{2029}": result += scalar == "\u{2028}" ? "\\u2028" : "\\u2029"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
