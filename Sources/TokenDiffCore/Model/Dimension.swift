/// A length: a number and a unit (`px`, `rem`, and the wider units real files use).
public struct Dimension: Sendable, Hashable {
  public var value: Double
  public var unit: String
  /// Whether the unit was not written but given by the build (a Tokens Studio or Style
  /// Dictionary size written `16`, which its build writes `16px`): equal to the same dimension
  /// written with it, but unitless inside Tokens Studio math, as the plugin computes
  /// `1rem * {scale}` with `scale: "1"` as `1rem`.
  public var unitIsImplied = false

  public init(value: Double, unit: String, unitIsImplied: Bool = false) {
    self.value = value
    self.unit = unit
    self.unitIsImplied = unitIsImplied
  }

  public static func == (lhs: Dimension, rhs: Dimension) -> Bool {
    lhs.value == rhs.value && lhs.unit == rhs.unit
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(value)
    hasher.combine(unit)
  }

  /// Canonical text: `16px`, `1.5rem`. Pure.
  public var text: String { formatNumber(value) + unit }
}

/// A length of time, kept in milliseconds so that `1.5s` and `1500ms` compare equal.
public struct DurationValue: Sendable, Hashable {
  public var milliseconds: Double

  public init(milliseconds: Double) {
    self.milliseconds = milliseconds
  }

  /// Canonical text: `250ms`. Pure.
  public var text: String { formatNumber(milliseconds) + "ms" }
}
