/// The token type a Spectrum `$schema` stands for.
///
/// The schema file name says the type: `…/token-types/color.json`. The names met in Adobe's
/// releases are all mapped; an unknown one gives no type, so the value is compared as JSON.
enum SpectrumSchema {
  /// What a schema file name (without `.json`) means.
  enum Meaning: Equatable {
    /// A token of this type.
    case type(TokenType)
    /// An alias: the type comes from the target.
    case alias
    /// Not a type tokendiff reads: the value is kept as JSON.
    case untyped
  }

  /// The schema file names and their types.
  static let types: [String: TokenType] = [
    "color": .color, "color-set": .color,
    "dimension": .dimension, "scale-set": .dimension, "font-size": .dimension,
    "opacity": .number, "multiplier": .number, "gradient-stop": .number, "angle": .number,
    "font-weight": .fontWeight, "font-family": .fontFamily,
    "font-style": .string, "text-transform": .string, "text-align": .string,
    "alignment": .string,
  ]

  /// The meaning of a `$schema` value; `nil` when there is none. Pure.
  static func meaning(of schema: JSONValue?) -> Meaning? {
    guard let name = name(of: schema) else { return nil }
    if name == "alias" { return .alias }
    return types[name].map(Meaning.type) ?? .untyped
  }

  /// `color-set` for `https://…/token-types/color-set.json`. Pure.
  static func name(of schema: JSONValue?) -> String? {
    guard let text = schema?.stringValue else { return nil }
    var name = text.split(separator: "/").last.map(String.init) ?? text
    if name.hasSuffix(".json") { name.removeLast(".json".count) }
    return name.isEmpty ? nil : name
  }

  /// A type guessed from a literal when no schema is written (releases before 13): colours
  /// (`#…`, `rgb(…)`, `rgba(…)`, `hsl(…)`) and pixel dimensions. Pure.
  static func guess(from value: JSONValue) -> TokenType? {
    guard let text = value.stringValue?.trimmingSpaces.lowercased(), aliasPath(in: text) == nil
    else { return nil }
    if text.hasPrefix("#") || text.hasPrefix("rgb(") || text.hasPrefix("rgba(")
      || text.hasPrefix("hsl(")
    {
      return .color
    }
    if text.hasSuffix("px"), Double(text.dropLast(2)) != nil { return .dimension }
    return nil
  }
}
