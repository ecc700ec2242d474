/// One text/surface pair in one mode, measured in the base and the head revision.
public struct ContrastResult: Sendable, Hashable {
  public var foreground: TokenPath
  public var background: TokenPath
  /// `nil` when the set has no modes.
  public var mode: String?
  public var requirement: ContrastRequirement
  /// `nil` for a pair the base does not have (and in a check report).
  public var before: ContrastMeasurement?
  /// `nil` for a pair the head does not have.
  public var after: ContrastMeasurement?
  public var status: ContrastStatus

  public init(
    foreground: TokenPath,
    background: TokenPath,
    mode: String?,
    requirement: ContrastRequirement,
    before: ContrastMeasurement?,
    after: ContrastMeasurement?,
    status: ContrastStatus
  ) {
    self.foreground = foreground
    self.background = background
    self.mode = mode
    self.requirement = requirement
    self.before = before
    self.after = after
    self.status = status
  }
}

/// The minimum a pair must reach, for example WCAG AA for normal text (4.5).
public struct ContrastRequirement: Sendable, Hashable {
  /// As written in the report: `AA normal text`, `AA large text`, `AA non-text`, `AAA ...`.
  public var name: String
  /// The minimum WCAG 2 ratio; the unrounded ratio is compared against it.
  public var minimumRatio: Double

  public init(name: String, minimumRatio: Double) {
    self.name = name
    self.minimumRatio = minimumRatio
  }
}

/// A pair's contrast in one revision.
public struct ContrastMeasurement: Sendable, Hashable {
  /// The unrounded WCAG 2 ratio, in [1, 21].
  public var ratio: Double
  public var passes: Bool
  /// The colours compared, as canonical hex (after compositing and gamut mapping).
  public var foreground: String
  public var background: String
  /// APCA Lc, when `contrast.algorithms` asks for it.
  public var apca: Double?
  /// How the ratio was reached when that matters: composited over a canvas, worst case over
  /// every base, converted from another colour space.
  public var note: String?

  public init(
    ratio: Double,
    passes: Bool,
    foreground: String,
    background: String,
    apca: Double? = nil,
    note: String? = nil
  ) {
    self.ratio = ratio
    self.passes = passes
    self.foreground = foreground
    self.background = background
    self.apca = apca
    self.note = note
  }
}

/// What a change did to a pair (diff), or how it stands (check).
public enum ContrastStatus: String, Sendable, Hashable, CaseIterable {
  /// Passed before, fails now.
  case regression
  /// Failed before, passes now.
  case fixed
  /// Failed before and fails now.
  case stillFailing = "still-failing"
  /// Still passes but lost more than the configured margin.
  case degraded
  /// Passes before and after, within the margin.
  case unchanged
  /// A pair only the head has.
  case new
  /// A pair only the base has.
  case removed
  /// In a check: fails.
  case failing
  /// In a check: passes.
  case passing
}
