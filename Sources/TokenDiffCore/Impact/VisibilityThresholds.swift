/// Where the words for a colour change's ΔE2000 start (config `visibility:`): below
/// ``imperceptible`` it is imperceptible, below ``subtle`` subtle, otherwise visible.
public struct VisibilityThresholds: Sendable, Hashable {
  public var imperceptible: Double
  public var subtle: Double

  public init(imperceptible: Double = 1, subtle: Double = 5) {
    self.imperceptible = imperceptible
    self.subtle = subtle
  }

  /// The word for a ΔE2000. Pure.
  public func perceptibility(ofDeltaE deltaE: Double) -> Perceptibility {
    deltaE < imperceptible ? .imperceptible : deltaE < subtle ? .subtle : .visible
  }
}
