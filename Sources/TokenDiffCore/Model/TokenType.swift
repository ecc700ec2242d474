/// A token's `$type`. The DTCG types are named constants; any other string (Tokens Studio's
/// `sizing`, a vendor's `link`) is kept as written and its values are compared as JSON.
public struct TokenType: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
  public var rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public var description: String { rawValue }

  public static func < (lhs: TokenType, rhs: TokenType) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  public static let color = TokenType(rawValue: "color")
  public static let dimension = TokenType(rawValue: "dimension")
  public static let fontFamily = TokenType(rawValue: "fontFamily")
  public static let fontWeight = TokenType(rawValue: "fontWeight")
  public static let duration = TokenType(rawValue: "duration")
  public static let cubicBezier = TokenType(rawValue: "cubicBezier")
  public static let number = TokenType(rawValue: "number")
  public static let strokeStyle = TokenType(rawValue: "strokeStyle")
  public static let border = TokenType(rawValue: "border")
  public static let transition = TokenType(rawValue: "transition")
  public static let shadow = TokenType(rawValue: "shadow")
  public static let gradient = TokenType(rawValue: "gradient")
  public static let typography = TokenType(rawValue: "typography")
  /// Not DTCG, but common in real files (OUDS, Figma exports).
  public static let string = TokenType(rawValue: "string")
  public static let boolean = TokenType(rawValue: "boolean")

  /// Types outside the DTCG list that real files use everywhere (OUDS, Figma exports, the
  /// dtcg-examples repositories): accepted, read as plain strings and booleans.
  public static let legacyTypes: Set<TokenType> = [.string, .boolean]

  /// The types defined by the DTCG 2025.10 format module.
  public static let dtcgTypes: Set<TokenType> = [
    .color, .dimension, .fontFamily, .fontWeight, .duration, .cubicBezier, .number,
    .strokeStyle, .border, .transition, .shadow, .gradient, .typography,
  ]
}
