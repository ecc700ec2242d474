/// Characters a name must not hold because a reader cannot see them or they change how the text
/// around them is shown: NUL and the other C0 and C1 controls, DEL, bidirectional overrides,
/// embeddings, isolates and marks, and zero-width characters. Every function is pure.
public enum InvisibleCharacters {
  /// Whether `scalar` is one of them. Pure.
  public static func contains(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true  // C0, DEL, C1
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidi
    case 0x200B...0x200D, 0x2060, 0xFEFF, 0x180E: true  // zero width
    default: false
    }
  }

  /// Whether `text` holds any of them. Pure.
  public static func occur(in text: String) -> Bool {
    text.unicodeScalars.contains(where: contains)
  }

  /// `text` with each of them written as `\u{XXXX}` (and `\` as `\\` when any is present, so
  /// the escape cannot be forged), safe to show anywhere. Text without them is returned as it
  /// is. Pure.
  public static func escaped(_ text: String) -> String {
    guard occur(in: text) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if contains(scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
      } else if scalar == "\\" {
        result += "\\\\"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
