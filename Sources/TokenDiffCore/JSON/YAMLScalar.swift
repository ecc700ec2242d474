/// The value of a YAML scalar, typed as Style Dictionary's YAML parsers (js-yaml, `yaml`) type
/// it by the YAML 1.2 core schema: a plain `16` or `1.5` is a number, `true` and `false`
/// booleans, `null`, `~` and nothing at all null, anything else (`0.0px`, `yes`, `#fff`) text.
/// A quoted, literal or folded scalar is always text; `!!str`, `!!int`, `!!float`, `!!bool` and
/// `!!null` tags are honoured.
enum YAMLScalar {
  /// The kind of a scalar by its tag, or for an untagged plain scalar by the core schema. Pure.
  static func kind(of text: String, tag: String?, plain: Bool) -> JSONValue.Kind {
    if let tag {
      let core = "tag:yaml.org,2002:"
      switch tag {
      case core + "null": return .null
      case core + "bool": return bool(text).map(JSONValue.Kind.bool) ?? .string(text)
      case core + "int", core + "float":
        return number(text).map { .number($0, text: text) } ?? .string(text)
      default: return .string(text)
      }
    }
    guard plain else { return .string(text) }
    if ["", "~", "null", "Null", "NULL"].contains(text) { return .null }
    if let flag = bool(text) { return .bool(flag) }
    if let number = number(text) { return .number(number, text: text) }
    return .string(text)
  }

  /// A core-schema boolean. Pure.
  static func bool(_ text: String) -> Bool? {
    switch text {
    case "true", "True", "TRUE": true
    case "false", "False", "FALSE": false
    default: nil
    }
  }

  /// A core-schema integer (decimal with an optional sign, `0o` octal, `0x` hexadecimal, each
  /// prefix followed by its digits only) or float, if finite: `.inf` and `.nan` are no token
  /// value and stay text. Pure.
  static func number(_ text: String) -> Double? {
    let bytes = Array(text.utf8)
    guard let first = bytes.first else { return nil }
    if bytes.count > 2, first == UInt8(ascii: "0") {
      let digits = bytes[2...]
      switch bytes[1] {
      case UInt8(ascii: "x"):
        guard digits.allSatisfy(isHexDigit), let value = Int(text.dropFirst(2), radix: 16)
        else { return nil }
        return Double(value)
      case UInt8(ascii: "o"):
        guard digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "7")).contains($0) }),
          let value = Int(text.dropFirst(2), radix: 8)
        else { return nil }
        return Double(value)
      default: break
      }
    }
    // `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`: a digit before the exponent.
    var index = 0
    if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
    var digits = 0
    while index < bytes.count, isDigit(bytes[index]) { index += 1; digits += 1 }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      while index < bytes.count, isDigit(bytes[index]) { index += 1; digits += 1 }
    }
    guard digits > 0 else { return nil }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
      {
        index += 1
      }
      var exponent = 0
      while index < bytes.count, isDigit(bytes[index]) { index += 1; exponent += 1 }
      guard exponent > 0 else { return nil }
    }
    guard index == bytes.count, let value = Double(text), value.isFinite else { return nil }
    return value
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
  }
}
