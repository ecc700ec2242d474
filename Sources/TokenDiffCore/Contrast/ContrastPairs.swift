/// A pair to measure in one token set: which rule, hint or convention named it, and how.
struct ContrastPairSpec: Sendable {
  var foreground: TokenPath
  var background: TokenPath
  var requirement: ContrastRequirement
  /// The rule's or hint's canvas; `nil` falls back to the section's.
  var canvas: CanvasChoice?
}

/// Finds the pairs of one token set from the configuration's rules, the `$extensions` hints and
/// the naming conventions, in that order of precedence (the first to name a pair decides its
/// requirement). Every function is pure.
enum ContrastPairFinder {
  static func pairs(
    colors: Set<TokenPath>,
    aliases: [TokenPath: TokenPath],
    hints: [ContrastHint],
    settings: ContrastSettings,
    limit: Int = .max
  ) -> [ContrastPairSpec] {
    var specs: [ContrastPairSpec] = []
    var seen = Set<[TokenPath]>()
    func add(_ spec: ContrastPairSpec) {
      guard specs.count < limit, spec.foreground != spec.background,
        seen.insert([spec.foreground, spec.background]).inserted
      else { return }
      specs.append(spec)
    }
    // Sorted only when a rule reads them: a million colours take a while to sort.
    let sorted = settings.rules.isEmpty ? [] : colors.sorted()
    for rule in settings.rules {
      for (foreground, background) in matches(rule, among: sorted, limit: limit) {
        add(
          ContrastPairSpec(
            foreground: foreground,
            background: background,
            requirement: rule.requirement,
            canvas: rule.canvas
          )
        )
      }
    }
    if settings.readsHints {
      for hint in hints where colors.contains(hint.foreground) {
        for background in hint.backgrounds where colors.contains(background) {
          add(
            ContrastPairSpec(
              foreground: hint.foreground,
              background: background,
              requirement: hint.requirement,
              canvas: hint.canvas.map { CanvasChoice(byMode: ["*": $0]) }
            )
          )
        }
      }
    }
    if settings.usesConventions {
      for (foreground, background) in ContrastConventions.pairs(colors: colors, aliases: aliases) {
        add(
          ContrastPairSpec(
            foreground: foreground,
            background: background,
            requirement: .aaNormalText,
            canvas: nil
          )
        )
      }
    }
    return specs
  }

  /// The (foreground, background) pairs a rule names among sorted colour tokens: every match of
  /// a foreground pattern with every match of a background pattern whose shared captures agree.
  static func matches(_ rule: ContrastPairRule, among colors: [TokenPath], limit: Int = .max)
    -> [(TokenPath, TokenPath)]
  {
    let shared = Set(rule.foreground.flatMap(\.captureNames))
      .intersection(rule.background.flatMap(\.captureNames)).sorted()
    func matched(_ patterns: [TokenNamePattern]) -> [(TokenPath, [String])] {
      colors.compactMap { path in
        for pattern in patterns {
          if let captures = pattern.match(path.description) {
            return (path, shared.map { captures[$0] ?? "" })
          }
        }
        return nil
      }
    }
    let backgrounds = Dictionary(grouping: matched(rule.background), by: \.1)
    var pairs: [(TokenPath, TokenPath)] = []
    for (foreground, key) in matched(rule.foreground) {
      for (background, _) in backgrounds[key] ?? [] {
        guard pairs.count < limit else { return pairs }
        pairs.append((foreground, background))
      }
    }
    return pairs
  }
}
