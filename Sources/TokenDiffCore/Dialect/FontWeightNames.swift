/// Font weight names as design tools write them: `Regular`, `Semi bold`, `ExtraBold`,
/// `Black Italic`. Tokens Studio and Style Dictionary (sd-transforms' `fontWeightMap`) read them
/// case-insensitively, with or without spaces, hyphens or underscores, and ignore a trailing
/// style (`italic`, `oblique`). A style alone (`Italic`) is the regular weight in that style, as
/// Figma names a font's regular italic face, where Tokens Studio weights come from.
enum FontWeightNames {
  /// The weight of a name in that loose spelling, or `nil`. Pure.
  static func weight(of name: String) -> Double? {
    var key = String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    for style in styles where key.hasSuffix(style) {
      guard key.count > style.count else { return weights["regular"] }
      key.removeLast(style.count)
    }
    return weights[key]
  }

  private static let styles = ["italic", "oblique"]

  /// sd-transforms' `fontWeightMap`, German names included, and the CSS names of the DTCG
  /// weights.
  private static let weights: [String: Double] = [
    "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "extraleicht": 200,
    "light": 300, "leicht": 300, "normal": 400, "regular": 400, "book": 400, "buch": 400,
    "medium": 500, "kraeftig": 500, "kräftig": 500, "semibold": 600, "demibold": 600,
    "halbfett": 600, "bold": 700, "dreiviertelfett": 700, "extrabold": 800, "ultrabold": 800,
    "fett": 800, "black": 900, "heavy": 900, "super": 900, "extrafett": 900, "ultra": 950,
    "extrablack": 950, "ultrablack": 950,
  ]
}
