/// Font weight names as design tools write them: `Regular`, `Semi bold`, `ExtraBold`,
/// `Black Italic`. Tokens Studio and Style Dictionary (sd-transforms' `fontWeightMap`) read them
/// case-insensitively, with or without spaces, hyphens or underscores, and ignore a trailing
/// style (`italic`, `oblique`). A style alone (`Italic`) is the regular weight in that style, as
/// Figma names a font's regular italic face, where Tokens Studio weights come from. A width
/// before or after the weight (`Condensed Bold`, `ExtraCondensed Medium`, `Bold Expanded`) is
/// the face of a wider or narrower family and leaves the weight as it is; a width alone is the
/// regular weight.
enum FontWeightNames {
  /// The weight of a name in that loose spelling, or `nil`. Pure.
  static func weight(of name: String) -> Double? {
    var key = String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    for style in styles where key.hasSuffix(style) {
      guard key.count > style.count else { return weights["regular"] }
      key.removeLast(style.count)
    }
    // The longest width that starts or ends the name (`extracondensed` before `condensed`).
    if let width = widths.first(where: { key.hasPrefix($0) || key.hasSuffix($0) }) {
      guard key.count > width.count else { return weights["regular"] }
      if key.hasPrefix(width) { key.removeFirst(width.count) } else { key.removeLast(width.count) }
    }
    return weights[key]
  }

  private static let styles = ["italic", "oblique"]

  /// Font widths as faces name them, longest first.
  private static let widths = [
    "ultracondensed", "extracondensed", "semicondensed", "ultraexpanded", "extraexpanded",
    "semiexpanded", "compressed", "condensed", "expanded", "extended", "narrow", "wide",
  ]

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
