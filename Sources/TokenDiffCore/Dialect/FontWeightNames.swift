/// Font weight names as design tools write them: `Regular`, `Semi bold`, `ExtraBold`,
/// `Black Italic`. Tokens Studio and Style Dictionary (sd-transforms' `fontWeightMap`) read them
/// case-insensitively, with or without spaces, hyphens or underscores, and ignore a trailing
/// style (`italic`, `oblique`). A style alone (`Italic`) is the regular weight in that style, as
/// Figma names a font's regular italic face, where Tokens Studio weights come from. A width
/// before or after the weight (`Condensed Bold`, `ExtraCondensed Medium`, `Bold Expanded`) is
/// the face of a wider or narrower family and leaves the weight as it is; a width alone is the
/// regular weight. So is an optical size (`Display Medium`, `Text Regular`, `Caption Bold`, as
/// SF Pro and Noto name their faces), and a face number before the name (`55 Roman`, as
/// Helvetica and Univers number theirs). `Roman` is the regular weight and `Demi` the
/// semibold, as foundries name them.
enum FontWeightNames {
  /// The weight of a name in that loose spelling, or `nil`. Pure.
  static func weight(of name: String) -> Double? {
    let key = String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    // `55 Roman`: the face's number, before a weight's name; before only a style or a width
    // (`700 Italic`, `700italic` as Google Fonts names its variants) it is the weight.
    guard key.first?.isNumber == true, key.contains(where: \.isLetter) else {
      return weight(ofKey: key)
    }
    let rest = strippedOfStyleAndWidth(String(key.drop { $0.isNumber }))
    if let named = weights[rest] { return named }
    let number = Double(key.prefix { $0.isNumber }) ?? 0
    return (1...1000).contains(number) && rest.isEmpty ? number : nil
  }

  /// The weight of a name without a face number: a style, width or optical size alone is the
  /// regular weight. Pure.
  private static func weight(ofKey key: String) -> Double? {
    guard !key.isEmpty else { return nil }
    let stripped = strippedOfStyleAndWidth(key)
    return stripped.isEmpty ? weights["regular"] : weights[stripped]
  }

  /// `key` without a trailing style and without a width or optical size at either end
  /// (`boldcondenseditalic` → `bold`; `italic` → the empty string). Pure.
  private static func strippedOfStyleAndWidth(_ name: String) -> String {
    var key = name
    for style in styles where key.hasSuffix(style) { key.removeLast(style.count) }
    for words in [widths, opticalSizes] {
      guard let word = words.first(where: { key.hasPrefix($0) || key.hasSuffix($0) }) else {
        continue
      }
      if key.hasPrefix(word) { key.removeFirst(word.count) } else { key.removeLast(word.count) }
    }
    return key
  }

  private static let styles = ["italic", "oblique"]

  /// Font widths as faces name them, longest first.
  private static let widths = [
    "ultracondensed", "extracondensed", "semicondensed", "ultraexpanded", "extraexpanded",
    "semiexpanded", "compressed", "condensed", "expanded", "extended", "narrow", "wide",
  ]

  /// Optical sizes as faces name them (`SF Pro Display`, `Noto Sans Display`).
  private static let opticalSizes = [
    "display", "text", "caption", "micro", "headline", "title", "subhead", "poster", "deck",
    "banner",
  ]

  /// sd-transforms' `fontWeightMap`, German names included, and the CSS names of the DTCG
  /// weights.
  private static let weights: [String: Double] = [
    "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "extraleicht": 200,
    "light": 300, "leicht": 300, "normal": 400, "regular": 400, "book": 400, "buch": 400,
    "medium": 500, "kraeftig": 500, "kräftig": 500, "semibold": 600, "demibold": 600,
    "halbfett": 600, "bold": 700, "dreiviertelfett": 700, "extrabold": 800, "ultrabold": 800,
    "fett": 800, "black": 900, "heavy": 900, "super": 900, "extrafett": 900, "ultra": 950,
    "extrablack": 950, "ultrablack": 950, "roman": 400, "demi": 600,
  ]
}
