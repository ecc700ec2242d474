/// Escaping for text from token files inside GitHub Markdown, tables included.
///
/// Every ASCII punctuation character that Markdown or HTML could act on becomes a numeric
/// character reference, so a token name can neither break a table (`|`), open a tag (`<`),
/// mention someone (`@`), link or embed an image (`[`, `!`), nor start emphasis or code.
/// Line breaks become spaces. Letters, digits, spaces and `. , - / # % ( ) { } ' " = + ; ?`
/// stay readable: none of them can start Markdown or HTML syntax once `[`, `<`, `&` and the
/// rest are escaped.
enum MarkdownEscaping {
  /// Escaped text. Pure.
  static func text(_ raw: String) -> String {
    var result = ""
    for scalar in raw.unicodeScalars {
      switch scalar {
      case "\n", "\r", "\t": result += " "
      case ".", ",", "-", "/", "#", "%", " ", "(", ")", "{", "}", "'", "\"", "=", "+", ";", "?":
        result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          continue
        } else if scalar.isASCII, !scalar.properties.isAlphabetic, !("0"..."9").contains(scalar) {
          result += "&#\(scalar.value);"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// Escaped text in a `<code>` element. Pure.
  static func code(_ raw: String) -> String {
    "<code>\(text(raw))</code>"
  }
}
