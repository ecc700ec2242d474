/// What Tokens Studio for Figma writes and its build (sd-transforms on Style Dictionary) reads.
///
/// Sources: the Tokens Studio documentation's token types (docs.tokens.studio, "Token types")
/// and `@tokens-studio/types` `TokenTypes`, and sd-transforms' `transformDimension`,
/// `transformFontWeight` (`fontWeightMap`) and `checkAndEvaluateMath`.
enum TokensStudioDialect {
  /// `value` with every string that is a `$` alias written `{…}`, in composite values too (a
  /// typography's `fontSize: "$fontSize.7"`), down to a depth of 8, and every `$name` inside a
  /// string likewise (`1rem * $scale`, `0 $space 0 0`: the plugin's alias pattern matches
  /// anywhere in the text). Pure.
  static func rewritingDollarAliases(_ value: JSONValue) -> JSONValue {
    value.mappingStrings { text in
      if let target = dollarAlias(text) { return "{\(target)}" }
      return text.contains("$") ? embeddedDollarAliases(text) : nil
    }
  }

  /// `text` with each `$name` in it written `{name}` (a name starts with a letter or `_`, holds
  /// letters, digits, `.`, `-` and `_`, and ends with a letter, digit or `_`); `nil` when it
  /// has none. Pure.
  static func embeddedDollarAliases(_ text: String) -> String? {
    var result = ""
    var found = false
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      guard character == "$", next < text.endIndex,
        text[next].isLetter || text[next] == "_"
      else {
        result.append(character)
        index = next
        continue
      }
      var end = next
      while end < text.endIndex,
        text[end].isLetter || text[end].isNumber || "._-".contains(text[end])
      {
        end = text.index(after: end)
      }
      var name = text[next..<end]
      while let last = name.last, last == "." || last == "-" { name = name.dropLast() }
      result += "{\(name)}"
      found = true
      index = text.index(next, offsetBy: name.count)
    }
    return found ? result : nil
  }

  /// The token a whole value written `$colors.Gray.11` names (`colors.Gray.11`): Tokens
  /// Studio reads `$foo` like `{foo}` (its AliasRegex). `nil` for anything else. Pure.
  static func dollarAlias(_ text: String) -> String? {
    guard text.hasPrefix("$"), text.count > 1 else { return nil }
    let name = text.dropFirst()
    guard name.first.map({ $0.isLetter || $0 == "_" }) == true,
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" })
    else { return nil }
    return String(name)
  }

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
  /// every object, iteratively, so the work is linear in the file. A `type` without `$` counts
  /// on a token only (an object with `value` beside it): Style Dictionary's `attributes`
  /// carry one too (`"attributes": {"category": "size", "type": "spacing"}`). A group's
  /// `$type` is DTCG's inherited type, and counts. Pure.
  static func usesStudioTypes(_ root: JSONValue, syntax: TokenSyntax) -> Bool {
    var pending = [root]
    while let value = pending.popLast() {
      guard case .object(let members) = value.kind else { continue }
      var isToken = false
      var typeName: String?
      for member in members {
        if member.key == syntax.valueKey { isToken = true }
        if member.key == syntax.typeKey { typeName = member.value.stringValue }
        if case .object = member.value.kind { pending.append(member.value) }
      }
      if isToken || syntax == .dtcg, let typeName, studioOnlyTypes.contains(typeName) {
        return true
      }
    }
    return false
  }
}
