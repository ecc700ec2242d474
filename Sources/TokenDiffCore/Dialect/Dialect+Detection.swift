extension Dialect {
  /// The dialect of one parsed file, from what the file and its revision say. Pure.
  ///
  /// - Spectrum, OUDS, Gentle and Bricks files are their own dialects; Theo files are read by
  ///   Style Dictionary's rules.
  /// - A revision with a Tokens Studio `$themes.json` or `$metadata.json`, or a file that uses a
  ///   type only Tokens Studio writes (`sizing`, `fontSizes`, `opacity`...), is `tokens-studio`.
  /// - Other files written with `value` and `type` (no `$`) are Style Dictionary sources, and so
  ///   are files of a set whose package is built with Style Dictionary (`toolchain`; see
  ///   ``DiscoveredSet/toolchain``), which reads `$value` without `$type`.
  /// - Everything else is DTCG.
  ///
  /// Set discovery can name a set's dialect instead; configuration (`formats:`) names the format.
  static func detect(
    format: TokenFormat,
    syntax: TokenSyntax,
    root: JSONValue,
    revisionHasTokensStudioThemes: Bool,
    toolchain: Dialect? = nil
  ) -> Dialect {
    switch format {
    case .spectrum: return .spectrum
    case .ouds: return .ouds
    case .gentle: return .gentle
    // Theo's values are CSS text its transforms read, as a Style Dictionary source's are.
    case .theo: return .styleDictionary
    case .dtcg: break
    }
    if TokensStudioDialect.usesStudioTypes(root, syntax: syntax) { return .tokensStudio }
    // A set its package builds with Style Dictionary is read by its rules, even in a revision
    // whose other sets are Tokens Studio's.
    if toolchain == .styleDictionary { return .styleDictionary }
    if revisionHasTokensStudioThemes { return .tokensStudio }
    return syntax == .legacy || toolchain == .styleDictionary ? .styleDictionary : .dtcg
  }

  /// Whether the dialect's toolchain reads what DTCG leaves unsaid the way Tokens Studio and
  /// Style Dictionary do: unitless sizes as px, any CSS unit, weight names in any case, types
  /// of its own, gradients and other CSS strings in colour tokens.
  var isLenientCSS: Bool {
    switch self {
    case .tokensStudio, .styleDictionary, .bricks, .ouds: true
    case .dtcg, .spectrum, .gentle: false
    }
  }
}
