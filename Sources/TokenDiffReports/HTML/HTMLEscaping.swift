/// Escaping for text from token files inside HTML element content and quoted attribute values.
enum HTMLEscaping {
  /// `&`, `<`, `>`, `"` and `'` become character references; control characters other than
  /// tab and line breaks are dropped (HTML cannot show them and they could confuse a reader);
  /// bidirectional controls are shown as `\u{202e}` (see ``BidiControls``). Pure.
  static func text(_ raw: String) -> String {
    var result = ""
    result.reserveCapacity(raw.utf8.count)
    for scalar in raw.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\n", "\t": result.unicodeScalars.append(scalar)
      case "\r": result += " "
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { continue }
        if BidiControls.contains(scalar) {
          result += BidiControls.escaped(scalar)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}

extension String {
  /// Every `target` replaced by `replacement` (no Foundation in the renderers). Pure.
  func replacingOccurrences(_ target: Character, _ replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
