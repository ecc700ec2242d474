/// Colours in the Markdown comment as code spans, because GitHub draws a colour chip next to a
/// code span that holds exactly a `#rrggbb` colour (it draws none for `<code>` elements, and
/// none for `#rrggbbaa`).
enum MarkdownColor {
  /// `` `#0265dc` `` for an opaque colour; `<code>#0265dc80</code> (`#0265dc` at 50%)` for one
  /// with alpha, so the chip shows its opaque colour and the alpha is still said. `nil` when
  /// `hex` is not exactly `#` and six or eight hexadecimal digits: anything else is escaped as
  /// text, so only these characters ever reach a code span. Pure.
  static func span(_ hex: String) -> String? {
    let digits = hex.dropFirst()
    guard hex.hasPrefix("#"), digits.count == 6 || digits.count == 8,
      digits.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isASCIIHexDigit })
    else { return nil }
    let lower = hex.lowercased()
    guard digits.count == 8 else { return "`\(lower)`" }
    let opaque = String(lower.prefix(7))
    let alpha = Int(lower.suffix(2), radix: 16) ?? 255
    let percent = Int((Double(alpha) * 100 / 255).rounded())
    return "<code>\(lower)</code> (`\(opaque)` at \(percent)%)"
  }

  /// A value's text in code: a colour as ``span(_:)``, anything else escaped in `<code>`. Pure.
  static func code(_ text: String, isColor: Bool) -> String {
    if isColor, let span = span(text) { return span }
    return MarkdownEscaping.code(text)
  }
}
