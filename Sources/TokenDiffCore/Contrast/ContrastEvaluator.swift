/// A pair in one mode: the identity a base and a head measurement are matched by.
struct ContrastPairKey: Hashable, Comparable, Sendable {
  var foreground: TokenPath
  var background: TokenPath
  var mode: String?

  static func < (lhs: ContrastPairKey, rhs: ContrastPairKey) -> Bool {
    if lhs.foreground != rhs.foreground { return lhs.foreground < rhs.foreground }
    if lhs.background != rhs.background { return lhs.background < rhs.background }
    switch (lhs.mode, rhs.mode) {
    case (nil, nil): return false
    case (nil, _): return true
    case (_, nil): return false
    case (let left?, let right?): return left < right
    }
  }
}

/// One pair measured in one mode of one revision.
struct MeasuredPair: Sendable {
  var requirement: ContrastRequirement
  var measurement: ContrastMeasurement
}

/// Measures every pair of a revision in every mode its two tokens have. Pure.
enum ContrastEvaluator {
  static func measure(_ revision: ResolvedRevision, settings: ContrastSettings)
    -> [ContrastPairKey: MeasuredPair]
  {
    let index = ModalIndex(revision)
    let measurer = ContrastMeasurer(algorithms: settings.algorithms)
    var results: [ContrastPairKey: MeasuredPair] = [:]
    for (setIndex, set) in revision.sets.enumerated() {
      var colors = Set<TokenPath>()
      var aliases: [TokenPath: TokenPath] = [:]
      var files: [TokenPath: String] = [:]
      func note(_ token: ResolvedToken) {
        guard set.reports(token) else { return }
        if case .color = token.value {
          colors.insert(token.path)
          if files[token.path] == nil { files[token.path] = token.location.file }
        }
        if let target = token.aliasOf, aliases[token.path] == nil { aliases[token.path] = target }
      }
      set.baseline.tokens.forEach(note)
      for delta in set.modes { delta.changed.values.forEach(note) }
      guard !colors.isEmpty else { continue }
      let specs = ContrastPairFinder.pairs(
        colors: colors,
        aliases: aliases,
        hints: revision.contrastHints,
        settings: settings
      )
      var lookups: [String?: (TokenPath) -> ResolvedToken?] = [:]
      func lookup(_ mode: String?) -> (TokenPath) -> ResolvedToken? {
        if let known = lookups[mode] { return known }
        let made = index.lookup(set: setIndex, mode: mode)
        lookups[mode] = made
        return made
      }
      for spec in specs {
        for mode in modes(of: spec, in: set, files: files) {
          let key = ContrastPairKey(
            foreground: spec.foreground,
            background: spec.background,
            mode: mode
          )
          guard results[key] == nil else { continue }  // an earlier set named it
          let tokens = lookup(mode)
          guard case .color(let foreground)? = tokens(spec.foreground)?.value,
            case .color(let background)? = tokens(spec.background)?.value
          else { continue }
          let canvas = (spec.canvas ?? settings.canvas)?.source(in: mode).flatMap { source in
            switch source {
            case .color(let color): return color
            case .token(let path):
              if case .color(let color)? = tokens(path)?.value { return color }
              return nil
            }
          }
          results[key] = MeasuredPair(
            requirement: spec.requirement,
            measurement: measurer.measure(
              foreground: foreground,
              background: background,
              canvas: canvas,
              requirement: spec.requirement
            )
          )
        }
      }
    }
    return results
  }

  /// The modes a pair is measured in: those of either token's file, or `[nil]`.
  private static func modes(
    of spec: ContrastPairSpec,
    in set: ModalTokenSet,
    files: [TokenPath: String]
  ) -> [String?] {
    guard !set.modes.isEmpty else { return [nil] }
    guard let foreground = files[spec.foreground], let background = files[spec.background] else {
      return set.modeNames
    }
    let named = Set(
      (set.modeNames(forFile: foreground) + set.modeNames(forFile: background)).compactMap { $0 }
    )
    return named.isEmpty ? [nil] : set.modeNames.filter { $0.map(named.contains) ?? false }
  }
}
