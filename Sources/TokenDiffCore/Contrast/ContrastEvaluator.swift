/// A pair in one mode: the identity a base and a head measurement are matched by.
///
/// Its hash is worked out once: a key goes through several dictionaries, and hashing the two
/// token names each time was most of the contrast stage's cost.
struct ContrastPairKey: Hashable, Comparable, Sendable {
  var foreground: TokenPath { didSet { hash = Self.hash(foreground, background, mode) } }
  var background: TokenPath { didSet { hash = Self.hash(foreground, background, mode) } }
  var mode: String? { didSet { hash = Self.hash(foreground, background, mode) } }
  private var hash: Int

  init(foreground: TokenPath, background: TokenPath, mode: String?) {
    self.foreground = foreground
    self.background = background
    self.mode = mode
    hash = Self.hash(foreground, background, mode)
  }

  private static func hash(_ foreground: TokenPath, _ background: TokenPath, _ mode: String?)
    -> Int
  {
    var hasher = Hasher()
    hasher.combine(foreground)
    hasher.combine(background)
    hasher.combine(mode)
    return hasher.finalize()
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }

  static func == (lhs: ContrastPairKey, rhs: ContrastPairKey) -> Bool {
    lhs.hash == rhs.hash && lhs.mode == rhs.mode && lhs.foreground == rhs.foreground
      && lhs.background == rhs.background
  }

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
  /// Pairs named by rules beyond this many in one token set are not measured (a rule such as
  /// `**` on `**` over thousands of colours); a `limit-reached` finding says so.
  static let maximumPairs = 250_000

  /// A revision's measured pairs, and the finding that says some were left out.
  typealias Measured = (pairs: [ContrastPairKey: MeasuredPair], limitFinding: Finding?)

  static func measure(_ index: ModalIndex, settings: ContrastSettings) -> Measured {
    var limitFinding: Finding?
    let revision = index.revision
    let measurer = ContrastMeasurer(algorithms: settings.algorithms)
    var results: [ContrastPairKey: MeasuredPair] = [:]
    for (setIndex, set) in revision.sets.enumerated() {
      // One pass over every token of every mode: what it costs is per token, so it notes only
      // what pairing reads (colours, and the aliases a convention reads); the files of the
      // colours a pair names are looked up after, in a second pass only when there are pairs.
      var colors = Set<TokenPath>()
      var aliases: [TokenPath: TokenPath] = [:]
      let modeTokens = set.distinctModeTokens
      func note(_ token: ResolvedToken) {
        let isColor = if case .color = token.value { true } else { false }
        let target = token.aliasOf.flatMap {
          ContrastConventions.readsAlias(from: token.path) ? $0 : nil
        }
        guard isColor || target != nil, set.reports(token) else { return }
        if isColor { colors.insert(token.path) }
        if let target, aliases[token.path] == nil { aliases[token.path] = target }
      }
      set.baseline.tokens.forEach(note)
      modeTokens.forEach(note)
      guard !colors.isEmpty else { continue }
      let specs = ContrastPairFinder.pairs(
        colors: colors,
        aliases: aliases,
        hints: revision.contrastHints,
        settings: settings,
        limit: maximumPairs
      )
      guard !specs.isEmpty else { continue }
      // The file each paired colour is first written in (the baseline's, else a mode's).
      let paired = Set(specs.flatMap { [$0.foreground, $0.background] })
      var files: [TokenPath: String] = [:]
      for tokens in [set.baseline.tokens, modeTokens] {
        for token in tokens
        where paired.contains(token.path) && files[token.path] == nil && set.reports(token) {
          if case .color = token.value { files[token.path] = token.location.file }
        }
      }
      if specs.count >= maximumPairs {
        limitFinding = Finding(
          kind: .limitReached,
          message:
            "the contrast rules name more than \(maximumPairs) text/surface pairs in one token set; tokendiff measures the first \(maximumPairs)"
        )
      }
      var views: [String?: ModeView] = [:]
      func view(_ mode: String?) -> ModeView {
        if let known = views[mode] { return known }
        let made = ModeView(lookup: index.lookup(set: setIndex, mode: mode))
        views[mode] = made
        return made
      }
      var modesByFiles: [[String]: [String?]] = [:]
      results.reserveCapacity(results.count + specs.count * max(1, set.modes.count))
      for spec in specs {
        let fileKey = [files[spec.foreground] ?? "", files[spec.background] ?? ""]
        let pairModes =
          modesByFiles[fileKey]
          ?? {
            let made = modes(of: spec, in: set, files: files)
            modesByFiles[fileKey] = made
            return made
          }()
        for mode in pairModes {
          let key = ContrastPairKey(
            foreground: spec.foreground,
            background: spec.background,
            mode: mode
          )
          // An earlier set may have named the same pair.
          if revision.sets.count > 1, results[key] != nil { continue }
          let tokens = view(mode)
          guard let foreground = tokens.color(spec.foreground),
            let background = tokens.color(spec.background)
          else { continue }
          let choice = spec.canvas ?? settings.canvas
          let canvas = tokens.canvas(choice, mode: mode)
          var measurement = measurer.measure(
            text: foreground,
            surface: background,
            base: canvas,
            requirement: spec.requirement
          )
          // A configured canvas that is no colour token here would otherwise vanish unseen.
          if canvas == nil, !background.rgba.isOpaque,
            case .token(let path)? = choice?.source(in: mode)
          {
            let missing = "the canvas '\(path)' is no colour token"
            measurement.note = measurement.note.map { missing + "; " + $0 } ?? missing
          }
          results[key] = MeasuredPair(requirement: spec.requirement, measurement: measurement)
        }
      }
    }
    return (results, limitFinding)
  }

  /// The colours of one set in one mode, converted once however many pairs use them.
  final class ModeView {
    let lookup: (TokenPath) -> ResolvedToken?
    private var colors: [TokenPath: ContrastColor?] = [:]
    private var canvases: [CanvasChoice: ContrastColor?] = [:]

    init(lookup: @escaping (TokenPath) -> ResolvedToken?) {
      self.lookup = lookup
    }

    func color(_ path: TokenPath) -> ContrastColor? {
      if let known = colors[path] { return known }
      var made: ContrastColor?
      if case .color(let color)? = lookup(path)?.value { made = ContrastColor(color) }
      colors[path] = made
      return made
    }

    func canvas(_ choice: CanvasChoice?, mode: String?) -> ContrastColor? {
      guard let choice else { return nil }
      if let known = canvases[choice] { return known }
      var made: ContrastColor?
      switch choice.source(in: mode) {
      case .color(let color)?: made = ContrastColor(color)
      case .token(let path)?: made = self.color(path)
      case nil: made = nil
      }
      canvases[choice] = made
      return made
    }
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
