/// Escaping for text from token files inside GitHub Markdown, tables included.
///
/// Every ASCII punctuation character that Markdown or HTML could act on becomes a numeric
/// character reference, so a token name can neither break a table (`|`), open a tag (`<`),
/// mention someone (`@`), link or embed an image (`[`, `!`), nor start emphasis or code.
/// GitHub finds mentions in the rendered text, after character references are decoded, so `@`
/// is also followed by a zero-width joiner (U+200D), which GitHub's mention pattern does not
/// accept as the start of a name; `:` before `/` is followed by a zero-width space so no
/// `scheme://` address is turned into a link. Line breaks become spaces, and bidirectional
/// controls are shown as `\u{202e}` (see ``BidiControls``). Letters, digits, spaces and `. , - / # % ( ) { } ' " = + ; ?`
/// stay readable: none of them can start Markdown or HTML syntax once `[`, `<`, `&` and the
/// rest are escaped.
enum MarkdownEscaping {
  /// Escaped text. Pure.
  static func text(_ raw: String) -> String {
    var result = ""
    let scalars = Array(raw.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      switch scalar {
      case "\n", "\r", "\t": result += " "
      case "@": result += "&#64;&#8205;"
      case ":":
        result += index + 1 < scalars.count && scalars[index + 1] == "/" ? "&#58;&#8203;" : ":"
      case ".", ",", "-", "/", "#", "%", " ", "(", ")", "{", "}", "'", "\"", "=", "+", ";", "?":
        result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          continue
        } else if BidiControls.contains(scalar) {
          result += "&#92;" + BidiControls.escaped(scalar).dropFirst()
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

extension MarkdownEscaping {
  /// A Markdown code span that shows `raw` exactly: the fence is one backtick longer than the
  /// longest run of backticks inside, padded with spaces when the text starts or ends with one.
  /// Line breaks become spaces, bidirectional controls `\u{202e}` (see ``BidiControls``).
  /// Inside a code span nothing is Markdown, HTML or a mention; do
  /// not use it in table cells (GitHub splits cells at `|` even there). Pure.
  static func codeSpan(_ raw: String) -> String {
    let text = String(
      raw.unicodeScalars.map {
        $0 == "\n" || $0 == "\r" || $0 == "\t"
          ? " " : BidiControls.contains($0) ? BidiControls.escaped($0) : String($0)
      }.joined()
    ).filter { !($0.unicodeScalars.first.map { $0.value < 0x20 || $0.value == 0x7F } ?? false) }
    var longest = 0
    var run = 0
    for character in text {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let pad = text.hasPrefix("`") || text.hasSuffix("`") || text.isEmpty ? " " : ""
    return fence + pad + text + pad + fence
  }
}
