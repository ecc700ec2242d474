/// CSS spellings of values that lenient builds (Style Dictionary, Tokens Studio's
/// sd-transforms) write as they are, read as the canonical value their structured form has, so
/// that moving a token from one spelling to the other is no change.
enum CSSValueSpellings {
  /// The control points of a CSS easing: `cubic-bezier(x1, y1, x2, y2)`, a keyword
  /// (`linear`, `ease`, `ease-in`, `ease-out`, `ease-in-out`, as CSS Easing defines them), or
  /// the four numbers alone (`0.4, 0, 1, 1`, `[0.4, 0, 1, 1]`); `nil` for any other text.
  /// Pure.
  static func easingPoints(_ text: String) -> [Double]? {
    let lowered = text.trimmingSpaces.lowercased()
    if let keyword = easingKeywords[lowered] { return keyword }
    // `cubic-bezier(0.4, 0, 1, 1)`, or the four numbers as Tokens Studio's easing field
    // keeps them: `0.4, 0, 1, 1`, `[0.4, 0, 1, 1]`.
    let inner: Substring
    if lowered.hasPrefix("cubic-bezier("), lowered.hasSuffix(")") {
      inner = lowered.dropFirst("cubic-bezier(".count).dropLast()
    } else if lowered.hasPrefix("["), lowered.hasSuffix("]") {
      inner = lowered.dropFirst().dropLast()
    } else {
      inner = Substring(lowered)
    }
    let parts = inner.split(separator: ",", omittingEmptySubsequences: false)
    let numbers = parts.compactMap { Double(String($0).trimmingSpaces) }.filter(\.isFinite)
    guard parts.count == 4, numbers.count == 4 else { return nil }
    return numbers
  }

  private static let easingKeywords: [String: [Double]] = [
    "linear": [0, 0, 1, 1],
    "ease": [0.25, 0.1, 0.25, 1],
    "ease-in": [0.42, 0, 1, 1],
    "ease-out": [0, 0, 0.58, 1],
    "ease-in-out": [0.42, 0, 0.58, 1],
  ]

  /// The families of a CSS font stack (`Helvetica, 'Open Sans', sans-serif`), each trimmed
  /// and without the quotes around it; commas inside quotes belong to the name. Pure.
  static func fontStack(_ text: String) -> [String] {
    var families: [String] = []
    var current = ""
    var quote: Character?
    for character in text {
      if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character == "," {
        families.append(current.trimmingSpaces)
        current = ""
      } else {
        current.append(character)
      }
    }
    families.append(current.trimmingSpaces)
    return families.filter { !$0.isEmpty }
  }

  /// The number a text spells in plain decimal (`"1.5"`, `"700"`, `"-2"`), which a build
  /// writes exactly as it writes the number; `nil` for anything else (`"1e3"`, `"010"`,
  /// `" 5"`, `"1.50"`). Pure.
  static func plainNumber(_ text: String) -> Double? {
    let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
    let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count),
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0 >= "0" && $0 <= "9" } }),
      parts[0] == "0" || !parts[0].hasPrefix("0"),
      parts.count == 1 || !parts[1].hasSuffix("0")
    else { return nil }
    return Double(text)
  }
}
