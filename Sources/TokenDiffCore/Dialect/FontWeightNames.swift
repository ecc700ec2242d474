/// Font weight names as design tools write them: `Regular`, `Semi bold`, `ExtraBold`,
/// `Black Italic`. Tokens Studio and Style Dictionary (sd-transforms' `fontWeightMap`) read them
/// case-insensitively, with or without spaces, hyphens or underscores, and ignore a trailing
/// style (`italic`, `oblique`).
enum FontWeightNames {
  /// The weight of a name in that loose spelling, or `nil`. Pure.
  static func weight(of name: String) -> Double? {
    var key = String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    for style in ["italic", "oblique"] where key.hasSuffix(style) && key.count > style.count {
      key.removeLast(style.count)
    }
    return weights[key]
  }

  private static let weights: [String: Double] = [
    "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300,
    "normal": 400, "regular": 400, "book": 400, "medium": 500, "semibold": 600,
    "demibold": 600, "bold": 700, "extrabold": 800, "ultrabold": 800, "black": 900,
    "heavy": 900, "extrablack": 950, "ultrablack": 950,
  ]
}
