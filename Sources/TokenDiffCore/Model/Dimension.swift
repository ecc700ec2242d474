/// A length: a number and a unit (`px`, `rem`, and the wider units real files use).
public struct Dimension: Sendable, Hashable {
  public var value: Double
  public var unit: String

  public init(value: Double, unit: String) {
    self.value = value
    self.unit = unit
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
