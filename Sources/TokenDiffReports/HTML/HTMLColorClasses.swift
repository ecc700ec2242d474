/// The colours a report shows, each given a CSS class (`.c0 { --c: #0265dc }`), so swatches and
/// contrast previews need no `style` attribute and the Content-Security-Policy can forbid
/// inline styles other than the one hashed style sheet.
struct HTMLColorClasses {
  private var indices: [String: Int] = [:]
  /// Sorted hex strings; a colour's class is its position here.
  private(set) var colors: [String] = []

  /// Registers every `#rrggbb[aa]` in `hexes` (sorted, so classes do not depend on order).
  init(_ hexes: Set<String>) {
    colors = hexes.filter(Self.isHex).sorted()
    for (index, hex) in colors.enumerated() { indices[hex] = index }
  }

  /// The class of `hex`, `nil` for a colour that was not registered or is not hex. Pure.
  func className(_ hex: String) -> String? { indices[hex].map { "c\($0)" } }

  /// One rule per colour. Pure.
  var css: String {
    colors.enumerated().map { ".c\($0.offset){--c:\($0.element)}" }.joined()
  }

  /// Whether `text` is `#` and 3, 4, 6 or 8 hex digits (safe inside a style sheet). Pure.
  static func isHex(_ text: String) -> Bool {
    guard text.hasPrefix("#") else { return false }
    let digits = text.dropFirst()
    return [3, 4, 6, 8].contains(digits.count) && digits.allSatisfy(\.isHexDigit)
  }
}
