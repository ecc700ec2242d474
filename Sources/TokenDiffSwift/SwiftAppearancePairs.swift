import TokenDiffCore

/// `xLight` / `xDark` declarations of one type, read as the light and dark modes of `x`.
struct SwiftAppearancePair {
  var base: TokenPath
  var light: TokenPath
  var dark: TokenPath
}

enum SwiftAppearancePairs {
  /// The pairs whose `x` is not itself declared, in declaration order. Pure.
  static func pairs(in paths: [TokenPath], declared: Set<TokenPath>) -> [SwiftAppearancePair] {
    var result: [SwiftAppearancePair] = []
    for light in paths {
      guard let name = light.segments.last, name.hasSuffix("Light"), name.count > 5 else {
        continue
      }
      let stem = String(name.dropLast(5))
      let prefix = Array(light.segments.dropLast())
      let dark = TokenPath(prefix + [stem + "Dark"])
      let base = TokenPath(prefix + [stem])
      guard declared.contains(dark), !declared.contains(base) else { continue }
      result.append(SwiftAppearancePair(base: base, light: light, dark: dark))
    }
    return result
  }
}
