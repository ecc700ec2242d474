/// How large a value change is: ΔE2000 for colours, a delta and percentage for dimensions,
/// durations and numbers.
public struct ChangeMagnitude: Sendable, Hashable {
  /// CIEDE2000 between the two colours (CIELAB, D65), for colour changes.
  public var deltaE: Double?
  /// The word for ``deltaE``.
  public var perceptibility: Perceptibility?
  /// `after - before`, in ``unit``, for dimensions, durations and numbers.
  public var delta: Double?
  /// The unit of ``delta`` (`px`, `rem`, `ms`), `nil` for plain numbers.
  public var unit: String?
  /// `delta` relative to the value before, in percent; `nil` when the value before is zero.
  public var percent: Double?

  public init(
    deltaE: Double? = nil,
    perceptibility: Perceptibility? = nil,
    delta: Double? = nil,
    unit: String? = nil,
    percent: Double? = nil
  ) {
    self.deltaE = deltaE
    self.perceptibility = perceptibility
    self.delta = delta
    self.unit = unit
    self.percent = percent
  }
}

/// How visible a colour change is, by its ΔE2000 (thresholds configurable).
public enum Perceptibility: String, Sendable, Hashable, CaseIterable {
  /// ΔE2000 below 1 by default.
  case imperceptible
  /// ΔE2000 below 5 by default.
  case subtle
  case visible
}
