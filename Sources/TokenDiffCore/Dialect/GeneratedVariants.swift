/// Variants a token declares for its build to generate, named by a suffix on the token's name:
/// `$extensions.generators: [{"type": "alpha", "value": {"@alpha80": 80}}]` on `neutral.n5`
/// makes `{neutral.n5@alpha80}` that colour at 80 % opacity (Kadena's design system builds its
/// translucent colours this way). A reference to a variant the token does not declare is still
/// broken. Pure.
enum GeneratedVariants {
  /// The base token's name and the variant's suffix of a path's last segment
  /// (`n5@alpha80` → `n5`, `@alpha80`), or `nil` when it names no variant. Pure.
  static func split(_ path: TokenPath) -> (base: TokenPath, variant: String)? {
    guard let last = path.segments.last, let at = last.firstIndex(of: "@"),
      at > last.startIndex
    else { return nil }
    return (
      TokenPath(Array(path.segments.dropLast()) + [String(last[..<at])]), String(last[at...])
    )
  }

  /// The alpha (0...1) the base token's `$extensions.generators` give `variant`, or `nil`. Pure.
  static func alpha(of variant: String, in extensions: JSONValue?) -> Double? {
    for generator in extensions?["generators"]?.arrayValue ?? []
    where generator["type"]?.stringValue == "alpha" {
      if let percent = generator["value"]?[variant]?.numberValue, percent.isFinite {
        return min(1, max(0, percent / 100))
      }
    }
    return nil
  }
}
