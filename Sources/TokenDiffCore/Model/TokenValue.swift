/// A token's value in canonical form, the form two revisions are compared in.
///
/// Typed leaves (colours, dimensions, durations) compare by meaning, not spelling: `#FFF`,
/// `#ffffff` and an sRGB colour object with components `[1, 1, 1]` are the same value.
/// Composite values (border, shadow, typography...) are objects and arrays of these.
public indirect enum TokenValue: Sendable, Hashable {
  case color(Color)
  case dimension(Dimension)
  case duration(DurationValue)
  case number(Double)
  case string(String)
  case bool(Bool)
  case null
  case array([TokenValue])
  case object([String: TokenValue])
}

extension TokenValue {
  /// Short canonical text for people: `#1a1a2e`, `16px`, `250ms`, or compact JSON for the
  /// rest, with object keys sorted. Pure.
  public var text: String {
    switch self {
    case .color(let color): color.hex
    case .dimension(let dimension): dimension.text
    case .duration(let duration): duration.text
    case .number(let number): formatNumber(number)
    case .string(let string): string
    case .bool(let bool): bool ? "true" : "false"
    case .null: "null"
    case .array(let elements): "[" + elements.map(\.nestedText).joined(separator: ", ") + "]"
    case .object(let members):
      "{"
        + members.keys.sorted().map { "\($0): \(members[$0]?.nestedText ?? "null")" }
        .joined(separator: ", ") + "}"
    }
  }

  /// A member's text: a string quoted, its own quotes and backslashes escaped, so that
  /// `"wght" 400` inside an object reads `"\"wght\" 400"`, not `""wght" 400"`.
  private var nestedText: String {
    guard case .string(let string) = self else { return text }
    guard string.contains(where: { $0 == "\"" || $0 == "\\" }) else { return "\"\(string)\"" }
    var escaped = ""
    for character in string {
      if character == "\"" || character == "\\" { escaped.append("\\") }
      escaped.append(character)
    }
    return "\"" + escaped + "\""
  }

  /// Every colour inside this value, in a stable order (object members by key). Pure.
  public var colors: [Color] {
    switch self {
    case .color(let color): [color]
    case .array(let elements): elements.flatMap(\.colors)
    case .object(let members): members.keys.sorted().flatMap { members[$0]?.colors ?? [] }
    default: []
    }
  }
}
