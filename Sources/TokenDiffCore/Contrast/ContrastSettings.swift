/// The `contrast:` section of the configuration: which text/surface pairs to measure and how.
///
/// ```yaml
/// contrast:
///   pairs:                                  # rules, in order; the first rule naming a pair wins
///     - foreground: "color.text.*"          # token-name patterns (see TokenNamePattern)
///       background: "color.surface.*"
///       requirement: AA                     # AA | AA-large | non-text | AAA | AAA-large | 3.5
///     - foreground: "*-content-color-*"     # flat hyphenated names work the same way
///       background: "background-*-color"
///       canvas: "#ffffff"                   # per-rule canvas, overrides the section's
///   canvas: color.background.default        # what translucent backgrounds sit on: a token
///                                           # (`a.b` or `{a.b}`) or a colour; or per mode:
///                                           # {light: "#fff", dark: "{color.gray.900}", "*": …}
///   margin: 0.5                             # `degraded` beyond this loss (ratio points, or "10%")
///   algorithms: [wcag2, apca]               # WCAG 2 always; APCA Lc as a second metric
///   hints: true                             # read $extensions["com.tokendiff.contrast"]
///   conventions: true                       # Gentle text on surface roles, `on-x` on `x`
/// ```
public struct ContrastSettings: Sendable, Equatable {
  public var rules: [ContrastPairRule]
  public var canvas: CanvasChoice?
  public var margin: ContrastMargin
  public var algorithms: Set<ContrastAlgorithm>
  /// Whether `$extensions` pairing hints are read.
  public var readsHints: Bool
  /// Whether pairs are inferred from naming conventions (Gentle roles, `on-x` on `x`).
  public var usesConventions: Bool

  public init(
    rules: [ContrastPairRule] = [],
    canvas: CanvasChoice? = nil,
    margin: ContrastMargin = .ratio(0.5),
    algorithms: Set<ContrastAlgorithm> = [.wcag2],
    readsHints: Bool = true,
    usesConventions: Bool = true
  ) {
    self.rules = rules
    self.canvas = canvas
    self.margin = margin
    self.algorithms = algorithms
    self.readsHints = readsHints
    self.usesConventions = usesConventions
  }

  /// The keys the section may have.
  public static let knownKeys = ["algorithms", "canvas", "conventions", "hints", "margin", "pairs"]
}

/// One `pairs:` rule: every token matching `foreground` on every token matching `background`
/// (of the same token set), where their shared captures agree.
public struct ContrastPairRule: Sendable, Equatable {
  public var foreground: [TokenNamePattern]
  public var background: [TokenNamePattern]
  public var requirement: ContrastRequirement
  public var canvas: CanvasChoice?

  public init(
    foreground: [TokenNamePattern],
    background: [TokenNamePattern],
    requirement: ContrastRequirement = .aaNormalText,
    canvas: CanvasChoice? = nil
  ) {
    self.foreground = foreground
    self.background = background
    self.requirement = requirement
    self.canvas = canvas
  }
}

/// What a translucent background is composited over: one choice for every mode, or one per mode.
public struct CanvasChoice: Sendable, Hashable {
  /// By mode name (or context value, `dark` for `theme=dark, size=mobile`); `*` for the rest.
  public var byMode: [String: CanvasSource]

  public init(byMode: [String: CanvasSource]) {
    self.byMode = byMode
  }

  /// The canvas of one mode. Pure.
  public func source(in mode: String?) -> CanvasSource? {
    if let mode {
      if let exact = byMode[mode] { return exact }
      for context in ModeName.contexts(mode) {
        if let match = byMode[context] { return match }
      }
    }
    return byMode["*"]
  }
}

/// A canvas: a token of the same set (resolved in the pair's mode), or a fixed colour.
public enum CanvasSource: Sendable, Hashable {
  case token(TokenPath)
  case color(Color)

  /// Reads `{a.b}` or `a.b` as a token, anything CSS can parse (`#fff`, `white`) as a colour. Pure.
  public init(parsing text: String) {
    let trimmed = text.trimmingSpaces
    if let path = aliasPath(in: trimmed) {
      self = .token(path)
    } else if let color = Color(css: trimmed) {
      self = .color(color)
    } else {
      self = .token(TokenPath(dotted: trimmed))
    }
  }
}

/// How much ratio a passing pair may lose before it is reported as `degraded`.
public enum ContrastMargin: Sendable, Equatable {
  /// Ratio points: 0.5 means 7.2 → 6.6 is degraded.
  case ratio(Double)
  /// A share of the old ratio, 0.1 for 10 %.
  case fraction(Double)

  /// Whether going from `before` to `after` loses more than the margin. Pure.
  public func isExceeded(from before: Double, to after: Double) -> Bool {
    switch self {
    case .ratio(let points): before - after > points
    case .fraction(let share): before - after > before * share
    }
  }
}

/// A problem in the `contrast:` section or in a pairing hint.
public struct ContrastConfigProblem: Error, Sendable, Equatable {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }
}
