/// GitHub Actions workflow commands (`::error file=...,line=...::message`), escaped the way the
/// runner reads them back.
///
/// The runner splits properties on `,` and the name from the value on `:`, and ends a command
/// at a line break, so the message escapes `%`, `\r` and `\n`, and property values also `:`
/// and `,` (as `@actions/core` does: `%25`, `%0D`, `%0A`, `%3A`, `%2C`).
public enum WorkflowCommand {
  /// One command line, without a final line break. Pure.
  public static func line(
    _ command: String,
    properties: [(String, String)],
    message: String
  ) -> String {
    let rendered = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
    return "::\(command)\(rendered.isEmpty ? "" : " " + rendered)::\(escapeData(message))"
  }

  /// A message. Pure.
  public static func escapeData(_ text: String) -> String {
    var result = ""
    for character in text.unicodeScalars {
      switch character {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  /// A property value. Pure.
  public static func escapeProperty(_ text: String) -> String {
    var result = ""
    for character in escapeData(text).unicodeScalars {
      switch character {
      case ":": result += "%3A"
      case ",": result += "%2C"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }
}
