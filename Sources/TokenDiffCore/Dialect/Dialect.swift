/// The toolchain a token set is written for. Each dialect accepts what its own build accepts
/// (values, units, types, names, references, math), and a set is validated by its dialect's rules:
/// a value the set's own toolchain reads is never an error.
///
/// A set's dialect is detected from its files (see the set discovery) and can be named in the
/// configuration per set. The raw values are the names used in configuration and reports.
public enum Dialect: String, Sendable, Hashable, CaseIterable, Comparable {
  /// W3C Design Tokens Community Group format, 2025.10 (with the resolver module).
  case dtcg
  /// Tokens Studio for Figma: `$themes.json`, `$metadata.json`, math, `modify`, legacy keys.
  case tokensStudio = "tokens-studio"
  /// Style Dictionary sources: `value` without `$`, optional `type`, `{a.b}` references.
  case styleDictionary = "style-dictionary"
  /// Adobe Spectrum's own format (`sets`, `uuid`, `renamed`).
  case spectrum
  /// Orange OUDS exports (tokenator), with the forbidden sentinel.
  case ouds
  /// Bricks: a Figma export split over tokens.json and its palettes, read at run time.
  case bricks
  /// Gentle: one versioned specification document.
  case gentle

  /// Orders dialects by their declaration order. Pure.
  public static func < (lhs: Dialect, rhs: Dialect) -> Bool {
    let order = allCases
    return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
  }
}
