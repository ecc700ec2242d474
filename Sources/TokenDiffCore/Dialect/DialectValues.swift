/// Value spellings that Tokens Studio and Style Dictionary builds read and DTCG does not.
enum DialectValues {
  /// A size written without a unit (`18`, `"18"`, `"0"`, `" 1.5 "`): sd-transforms'
  /// `transformDimension` and Style Dictionary's `size/px` read it as px. Pure.
  static func unitlessNumber(_ value: JSONValue) -> Double? {
    switch value.kind {
    case .number(let number, _): return number.isFinite ? number : nil
    case .string(let text):
      let trimmed = text.trimmingSpaces
      guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isNumber || "+-.".contains($0) }),
        let number = Double(trimmed), number.isFinite
      else { return nil }
      return number
    default: return nil
    }
  }

  /// CSS that paints without being one colour: gradients, `var()`, CSS-wide keywords (`unset`,
  /// `inherit`), system colours (`Canvas`); `transparent` is handled elsewhere. Tokens Studio stores gradients in `color`
  /// tokens, and its build passes them to CSS as they are. Kept as text and compared as
  /// written. Pure.
  static func isCSSPaint(_ text: String) -> Bool {
    let lowered = text.trimmingSpaces.lowercased()
    return [
      "linear-gradient(", "radial-gradient(", "conic-gradient(", "repeating-linear-gradient(",
      "repeating-radial-gradient(", "repeating-conic-gradient(", "var(", "none",
      "currentcolor",
    ].contains { lowered.hasPrefix($0) } || cssWideKeywords.contains { lowered.hasPrefix($0) }
      || cssSystemColors.contains(lowered)
  }

  /// CSS Color 4's system colours (`Canvas`, `CanvasText`, `Highlight`...), which the browser
  /// picks in forced-colours and high-contrast modes: a build writes them through, and they have
  /// no fixed value to compare (OODS-Foundry's high-contrast themes: 82 false errors).
  static let cssSystemColors: Set<String> = [
    "accentcolor", "accentcolortext", "activetext", "buttonborder", "buttonface", "buttontext",
    "canvas", "canvastext", "field", "fieldtext", "graytext", "highlight", "highlighttext",
    "linktext", "mark", "marktext", "selecteditem", "selecteditemtext", "visitedtext",
  ]

  /// The keywords CSS accepts for any property.
  static let cssWideKeywords = ["inherit", "initial", "unset", "revert", "revert-layer"]

  /// The composite types whose CSS a lenient build writes through as text.
  static let cssCompositeTypes: Set<TokenType> = [
    .border, .shadow, .strokeStyle, .transition, .typography, .gradient,
  ]

  /// Whether a string a composite token of a lenient dialect holds is CSS its build writes as
  /// it is (`--x: unset;`): a CSS-wide keyword, `none`, `auto` (an outline's style), a
  /// `var()`; and where the build's CSS transforms copy any string (see
  /// ``copiesCompositeText(_:in:)``), any text without references. Kept as text and compared as
  /// written. Pure.
  static func isPassThroughCSS(_ text: String, in dialect: Dialect, type: TokenType? = nil)
    -> Bool
  {
    let lowered = text.trimmingSpaces.lowercased()
    if cssWideKeywords.contains(lowered) || ["none", "auto"].contains(lowered)
      || lowered.hasPrefix("var(")
    {
      return true
    }
    return copiesCompositeText(text, in: dialect, type: type) && !lowered.isEmpty
      && !lowered.contains("{")
  }

  /// Whether the dialect's build writes a composite token (a border, shadow, stroke style,
  /// transition, typography or gradient) given as this string as it is: Style Dictionary's
  /// CSS transforms (`shadow/css/shorthand`, `typography/css/shorthand`) return any string
  /// unchanged; so do sd-transforms' for Tokens Studio files, where only CSS shorthand is
  /// taken to mean it (parts separated by spaces, with a number or a reference:
  /// `0 1px 2px #0003`, `400 {size.m}/1.4 {font.sans}`). A lone word (`regular` as a
  /// typography, `dash` as a stroke style) or `0` as a shadow is no CSS value of the type and
  /// stays a finding; a lone width is a border's shorthand (`border: 1px`; commercetools'
  /// `borderWidth` group typed `border`, which its build writes as `1px`). Pure.
  static func copiesCompositeText(_ text: String, in dialect: Dialect, type: TokenType? = nil)
    -> Bool
  {
    switch dialect {
    case .styleDictionary: return true
    case .tokensStudio:
      let trimmed = text.trimmingSpaces
      if type == .border,
        trimmed == "0"
          || parseMeasure(trimmed).map({ cssLengthUnits.contains($0.unit.lowercased()) }) == true
      {
        return true
      }
      return trimmed.contains(" ") && trimmed.contains { $0.isNumber || $0 == "{" }
    default: return false
    }
  }

  /// The units of a CSS length (a border's width). Pure.
  static let cssLengthUnits: Set<String> = [
    "px", "rem", "em", "pt", "pc", "cm", "mm", "q", "in", "ch", "ex", "vw", "vh", "vmin", "vmax",
  ]

  /// Whether a value is written as a function call, `name(…)`, which a build's own transforms
  /// evaluate. Pure.
  static func isFunctionCall(_ text: String) -> Bool {
    let trimmed = text.trimmingSpaces
    guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")"), open > trimmed.startIndex
    else { return false }
    return trimmed[..<open].allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
  }

  /// Whether a size is CSS its build passes to its output as written: a keyword (`normal`
  /// letter spacing, `auto`), a function call (`calc({a} + {b})`, `var(--gap)`), or a list of
  /// sizes (Tokens Studio's multi-value spacing and radii, `8 16`, `4px 4px 0 0`; the arguments
  /// of a `min()` the stylesheet wraps it in, `50ch, 40vw`), each a size, a bare number or a
  /// reference. Tokens Studio documents the lists, and sd-transforms adds px to each part.
  /// Pure.
  static func isCSSSizeText(_ text: String) -> Bool {
    let trimmed = text.trimmingSpaces
    if cssSizeKeywords.contains(trimmed.lowercased()) || isFunctionCall(trimmed) { return true }
    let parts = trimmed.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
    guard (2...maximumSizeListParts).contains(parts.count) else { return false }
    return parts.allSatisfy { part in
      let part = String(part)
      return parseMeasure(part) != nil || aliasPath(in: part) != nil
        || cssSizeKeywords.contains(part.lowercased())
        || (part.allSatisfy { $0.isNumber || "+-.".contains($0) } && Double(part) != nil)
    }
  }

  /// CSS keywords a size property takes.
  private static let cssSizeKeywords: Set<String> = [
    "normal", "auto", "none", "inherit", "initial", "unset", "revert", "min-content",
    "max-content", "fit-content",
  ]

  /// The most parts a size list has: a shorthand takes four, a `min()` or `clamp()` three.
  private static let maximumSizeListParts = 4

  /// Whether an untyped value is written as a colour (`#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb()`,
  /// `rgba()`, `hsl()`, `hsla()`), as Style Dictionary's `isColor` filter decides. Pure.
  static func looksLikeColor(_ text: String) -> Bool {
    let lowered = text.trimmingSpaces.lowercased()
    return lowered.hasPrefix("#") || lowered.hasPrefix("rgb(") || lowered.hasPrefix("rgba(")
      || lowered.hasPrefix("hsl(") || lowered.hasPrefix("hsla(")
  }
}
