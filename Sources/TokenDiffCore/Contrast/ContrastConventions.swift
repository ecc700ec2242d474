/// Pairs that token formats and naming conventions imply, measured against AA normal text:
///
/// - `on-x` on `x`: a token whose last name part is `on-x`, `on_x` or `onX` is the text or
///   icon colour for its sibling `x` (Bricks' `theme/general/on-background`, Material's
///   `on-primary`); under a text-like group (`text.on-warning`) for the `x` of a
///   background-like group beside it (`background.warning`), never for the text colour `x`;
/// - Gentle: the text roles `color.textPrimary`, `textSecondary` and `textTertiary` on every
///   surface-background role (`background`, `surfaceBase`, `surfaceCardSecondary`,
///   `surfaceTint`, and any colour role a `surface.<role>.background` names); the
///   `textOn<Role>[Secondary]` roles on `<role>`, or on `surface<Role>` when that is the colour
///   role there is (`textOnScrim` on `surfaceScrim`).
///
/// Every function is pure.
enum ContrastConventions {
  static let gentleTextRoles = ["textPrimary", "textSecondary", "textTertiary"]
  static let gentleSurfaceBackgroundRoles = [
    "background", "surfaceBase", "surfaceCardSecondary", "surfaceTint",
  ]

  /// The implied (foreground, background) pairs among `colors`, the colour tokens of one set;
  /// `aliases` maps a token to the token its whole value aliases.
  static func pairs(colors: Set<TokenPath>, aliases: [TokenPath: TokenPath]) -> [(
    TokenPath, TokenPath
  )] {
    var pairs: [(TokenPath, TokenPath)] = []
    for path in colors {
      if let background = onX(path, colors: colors) { pairs.append((path, background)) }
    }
    // By text token (each has at most one pair): the few pairs sorted, not every colour.
    pairs.sort { $0.0 < $1.0 }
    pairs += gentle(colors: colors, aliases: aliases)
    return pairs
  }

  /// `a.on-b` → `a.b` (also `on_b`, `onB`, and `/`-separated names), when that token exists.
  static func onX(_ path: TokenPath, colors: Set<TokenPath>) -> TokenPath? {
    guard var last = path.segments.last else { return nil }
    var prefix = ""
    if let slash = last.lastIndex(of: "/") {
      prefix = String(last[...slash])
      last = String(last[last.index(after: slash)...])
    }
    var candidates: [String] = []
    for marker in ["on-", "on_"] where last.hasPrefix(marker) && last.count > marker.count {
      candidates.append(String(last.dropFirst(marker.count)))
    }
    if last.hasPrefix("on"), last.count > 2, let third = last.dropFirst(2).first, third.isUppercase
    {
      let rest = String(last.dropFirst(2))
      candidates += [rest.prefix(1).lowercased() + rest.dropFirst(), rest]
    }
    let parent = Array(path.segments.dropLast())
    // `text.on-warning` is text on the warning background (`background.warning`), not on
    // `text.warning`, another text colour: under a text-like group, the surface is looked for
    // in the background-like groups beside it.
    if let group = parent.last, textGroups.contains(group.lowercased()) {
      let outer = Array(parent.dropLast())
      // As the text group is written: `text`/`background`, `Text`/`Background`.
      let capitalized = group.first?.isUppercase ?? false
      let surfaces = backgroundGroups.map {
        capitalized ? $0.prefix(1).uppercased() + $0.dropFirst() : $0
      }
      for candidate in candidates {
        for background in surfaces {
          let surface = TokenPath(outer + [background, prefix + candidate])
          if colors.contains(surface) { return surface }
        }
      }
      return nil
    }
    for candidate in candidates {
      let sibling = TokenPath(parent + [prefix + candidate])
      if colors.contains(sibling) { return sibling }
    }
    return nil
  }

  /// Groups whose colours are text or icons.
  static let textGroups: Set<String> = [
    "text", "texts", "foreground", "fg", "content", "icon", "icons", "font",
  ]
  /// Groups whose colours are surfaces, in the order they are looked for.
  static let backgroundGroups = ["background", "backgrounds", "bg", "surface", "surfaces", "fill"]

  /// Whether a convention reads the alias of the token at `path`: Gentle's
  /// `surface.<role>.background`. Pure.
  static func readsAlias(from path: TokenPath) -> Bool {
    path.segments.count == 3 && path.segments[0] == "surface" && path.segments[2] == "background"
  }

  static func gentle(colors: Set<TokenPath>, aliases: [TokenPath: TokenPath]) -> [(
    TokenPath, TokenPath
  )] {
    func role(_ name: String) -> TokenPath { TokenPath(["color", name]) }
    var surfaces = gentleSurfaceBackgroundRoles.map(role).filter(colors.contains)
    // The few aliases of this shape sorted, not every alias.
    let surfaceAliases = aliases.filter { path, target in
      readsAlias(from: path) && target.segments.count == 2
        && target.segments[0] == "color" && colors.contains(target)
    }
    for (_, target) in surfaceAliases.sorted(by: { $0.key < $1.key })
    where !surfaces.contains(target) {
      surfaces.append(target)
    }
    guard !surfaces.isEmpty else { return [] }
    var pairs: [(TokenPath, TokenPath)] = []
    for text in gentleTextRoles.map(role) where colors.contains(text) {
      for surface in surfaces { pairs.append((text, surface)) }
    }
    let textOn = colors.filter {
      $0.segments.count == 2 && $0.segments[0] == "color" && $0.segments[1].hasPrefix("textOn")
    }
    for path in textOn.sorted() {
      var name = String(path.segments[1].dropFirst("textOn".count))
      if name.hasSuffix("Secondary") { name.removeLast("Secondary".count) }
      guard !name.isEmpty else { continue }
      let lowered = name.prefix(1).lowercased() + name.dropFirst()
      if let surface = [role(lowered), role("surface" + name)].first(where: colors.contains) {
        pairs.append((path, surface))
      }
    }
    return pairs
  }
}
