extension Dialect {
  /// Whether an alias to a token of type `actual` may stand where `expected` is needed.
  ///
  /// DTCG asks for the same type. Tokens Studio and Style Dictionary do not check types on
  /// references at all: a value is text until a transform reads it, so a `number` aliasing a
  /// `dimension` (`"18"`) or a typography's `lineHeight` naming a `lineHeights` token is what
  /// their builds do every day. There, any two numeric types are compatible; in Style Dictionary
  /// sets, so is any pair where one type is not a DTCG type (its own `modular-scale`, a `string`);
  /// other pairs stay mismatches. Pure.
  func accepts(alias actual: TokenType, as expected: TokenType) -> Bool {
    guard isLenientCSS else { return false }
    // Style Dictionary has no list of types: a type of the set's own (`modular-scale`) says
    // nothing its build checks.
    // Nor does Tokens Studio check an alias against its types: a `text` token aliasing a
    // font family writes that family.
    if self == .styleDictionary || self == .tokensStudio,
      !TokenType.dtcgTypes.contains(actual) || !TokenType.dtcgTypes.contains(expected)
    {
      return true
    }
    return Self.numericTypes.contains(actual.rawValue)
      && Self.numericTypes.contains(expected.rawValue)
  }

  /// Types whose values are numbers, with or without a unit, in Tokens Studio and Style
  /// Dictionary sets.
  static let numericTypes: Set<String> = [
    "number", "dimension", "fontWeight", "duration", "sizing", "spacing", "borderRadius",
    "borderWidth", "fontSizes", "lineHeights", "letterSpacing", "paragraphSpacing",
    "paragraphIndent", "opacity", "fontWeights", "size", "lineHeight", "fontSize",
  ]

  /// Whether a `number` token's value is a font weight where one is needed, in any dialect: a
  /// weight is a number from 1 to 1000, and Guardian's typographies read `{fontWeight.regular}`
  /// (`400`, typed `number`) as theirs (121 type mismatches no build reports). Pure.
  static func fits(_ value: TokenValue, aliasedFrom actual: TokenType, as expected: TokenType)
    -> Bool
  {
    guard actual == .number, expected == .fontWeight, case .number(let number) = value else {
      return false
    }
    return number >= 1 && number <= 1000
  }
}
