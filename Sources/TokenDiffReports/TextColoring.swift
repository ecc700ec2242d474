/// ANSI colours for the text report on a terminal: the title bold, the verdict green when the
/// run passes and red when it fails, section headings bold (broken and forbidden ones red),
/// errors red and warnings yellow. Applied to the finished report, after every control
/// character from token files was escaped, so no escape sequence comes from the input.
public enum TextColoring {
  static let bold = "\u{1B}[1m"
  static let red = "\u{1B}[31m"
  static let boldRed = "\u{1B}[1;31m"
  static let green = "\u{1B}[32m"
  static let yellow = "\u{1B}[33m"
  static let reset = "\u{1B}[0m"

  /// Whether to colour: asked for (`always`, `never`), else only on a terminal, when
  /// `NO_COLOR` is unset or empty (https://no-color.org) and `TERM` is not `dumb`. Pure.
  public static func isWanted(
    _ choice: String?,
    isTerminal: Bool,
    environment: [String: String]
  ) -> Bool {
    switch choice {
    case "always": return true
    case "never": return false
    default:
      return isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
        && environment["TERM"] != "dumb"
    }
  }

  /// The text report with colours. Pure.
  public static func apply(_ text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var result: [String] = []
    result.reserveCapacity(lines.count)
    var verdictDone = false
    for (index, line) in lines.enumerated() {
      if index == 0, !line.isEmpty {
        result.append(bold + line + reset)
      } else if !verdictDone,
        let range = line.firstRange(of: " — fails: ") ?? line.firstRange(of: " — passes")
      {
        verdictDone = true
        let color = line[range].hasPrefix(" — fails") ? boldRed : green
        result.append(String(line[..<range.lowerBound]) + color + String(line[range]) + reset)
      } else if index > 0, lines[index - 1].isEmpty, !line.isEmpty, !line.hasPrefix(" ") {
        let alarming = line.hasPrefix("Broken (") || line.hasPrefix("Forbidden (")
        result.append((alarming ? boldRed : bold) + line + reset)
      } else if line.hasPrefix("  error: ") {
        result.append("  " + red + "error" + reset + line.dropFirst(7))
      } else if line.hasPrefix("  warning: ") {
        result.append("  " + yellow + "warning" + reset + line.dropFirst(9))
      } else {
        result.append(line)
      }
    }
    return result.joined(separator: "\n")
  }
}
