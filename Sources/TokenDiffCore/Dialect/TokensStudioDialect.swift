/// What Tokens Studio for Figma writes and its build (sd-transforms on Style Dictionary) reads.
///
/// Sources: the Tokens Studio documentation's token types (docs.tokens.studio, "Token types")
/// and `@tokens-studio/types` `TokenTypes`, and sd-transforms' `transformDimension`,
/// `transformFontWeight` (`fontWeightMap`) and `checkAndEvaluateMath`.
enum TokensStudioDialect {
  /// Every type Tokens Studio writes (`@tokens-studio/types` `TokenTypes`), plus the DTCG names
  /// it also accepts. None of them is an unknown type in this dialect.
  static let types: Set<String> = [
    "color", "implicit", "borderRadius", "sizing", "spacing", "text", "typography", "opacity",
    "borderWidth", "stroke", "boxShadow", "fontFamilies", "fontWeights", "fontSizes",
    "lineHeights", "letterSpacing", "paragraphSpacing", "paragraphIndent", "textDecoration",
    "textCase", "composition", "dimension", "border", "asset", "boolean", "number", "other",
    "tokenSetOrder", "fontFamily", "fontWeight", "shadow", "duration", "cubicBezier",
    "strokeStyle", "transition", "gradient", "string",
  ]

  /// Types no DTCG file uses: one of them in a file marks it as Tokens Studio's.
  static let studioOnlyTypes: Set<String> = [
    "borderRadius", "sizing", "spacing", "opacity", "borderWidth", "boxShadow", "fontFamilies",
    "fontWeights", "fontSizes", "lineHeights", "letterSpacing", "paragraphSpacing",
    "paragraphIndent", "textDecoration", "textCase", "composition", "asset", "other", "implicit",
  ]

  /// Whether a file's tokens use a type only Tokens Studio writes. Looks at the type key of
  /// every object, iteratively, so the work is linear in the file. Pure.
  static func usesStudioTypes(_ root: JSONValue, syntax: TokenSyntax) -> Bool {
    var pending = [root]
    while let value = pending.popLast() {
      guard case .object(let members) = value.kind else { continue }
      for member in members {
        if member.key == syntax.typeKey, let name = member.value.stringValue,
          studioOnlyTypes.contains(name)
        {
          return true
        }
        if case .object = member.value.kind { pending.append(member.value) }
      }
    }
    return false
  }
}
