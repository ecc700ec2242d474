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
    var output: [UInt8] = []
    output.reserveCapacity(1 << 16)
    write(to: &output, depth: 0)
    output.append(UInt8(ascii: "\n"))
    return String(decoding: output, as: UTF8.self)
  }

  private func write(to output: inout [UInt8], depth: Int) {
    switch self {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
    case .number(let text): output.append(contentsOf: text.utf8)
    case .string(let text): Self.writeQuoted(text, to: &output)
    case .array(let elements):
      guard !elements.isEmpty else { return output.append(contentsOf: "[]".utf8) }
      output.append(contentsOf: "[\n".utf8)
      let chunks = parallelRuns(elements.count, minimum: Self.parallelElements)
      if chunks.count > 1 {
        // A report's thousands of changes: written in chunks side by side, then joined.
        for chunk in chunks.parallelMap({ Self.elements(elements[$0], depth: depth + 1) }) {
          output.append(contentsOf: chunk)
        }
      } else {
        Self.writeElements(elements[...], to: &output, depth: depth + 1)
      }
      output.removeLast(2)  // The last element's ",\n".
      output.append(UInt8(ascii: "\n"))
      Self.indent(depth, into: &output)
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      guard !members.isEmpty else { return output.append(contentsOf: "{}".utf8) }
      output.append(contentsOf: "{\n".utf8)
      let sorted = members.sorted { $0.key < $1.key }
      for (index, (key, value)) in sorted.enumerated() {
        Self.indent(depth + 1, into: &output)
        Self.writeQuoted(key, to: &output)
        output.append(contentsOf: ": ".utf8)
        value.write(to: &output, depth: depth + 1)
        output.append(contentsOf: (index == sorted.count - 1 ? "\n" : ",\n").utf8)
      }
      Self.indent(depth, into: &output)
      output.append(UInt8(ascii: "}"))
    }
  }

  /// The fewest elements of an array that make a chunk written on its own core.
  private static let parallelElements = 256

  /// Elements of an array at `depth`, each indented and followed by `,\n`. Pure.
  private static func elements(_ elements: ArraySlice<JSONOutput>, depth: Int) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(elements.count * 256)
    writeElements(elements, to: &output, depth: depth)
    return output
  }

  private static func writeElements(
    _ elements: ArraySlice<JSONOutput>,
    to output: inout [UInt8],
    depth: Int
  ) {
    for element in elements {
      indent(depth, into: &output)
      element.write(to: &output, depth: depth)
      output.append(contentsOf: ",\n".utf8)
    }
  }

  private static func indent(_ depth: Int, into output: inout [UInt8]) {
    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
  }

  /// Writes a JSON string literal; control characters, U+2028 and U+2029 escaped.
  private static func writeQuoted(_ text: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    // Most text needs no escaping: copy it whole. (0xE2 starts U+2028 and U+2029.)
    let needsEscaping = text.utf8.contains {
      $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0xE2
    }
    guard needsEscaping else {
      output.append(contentsOf: text.utf8)
      output.append(UInt8(ascii: "\""))
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output.append(contentsOf: "\\\"".utf8)
      case "\\": output.append(contentsOf: "\\\\".utf8)
      case "\n": output.append(contentsOf: "\\n".utf8)
      case "\r": output.append(contentsOf: "\\r".utf8)
      case "\t": output.append(contentsOf: "\\t".utf8)
      case "\u{2028}": output.append(contentsOf: "\\u2028".utf8)
      case "\u{2029}": output.append(contentsOf: "\\u2029".utf8)
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          output.append(
            contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
          )
        } else {
          output.append(contentsOf: String(scalar).utf8)
        }
      }
    }
    output.append(UInt8(ascii: "\""))
  }
}
