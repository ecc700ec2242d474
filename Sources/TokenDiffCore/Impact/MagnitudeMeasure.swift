/// Measures how large a value change is (``ChangeMagnitude``).
///
/// - Colours (and composites holding exactly one colour on each side, such as a border, whose
///   other members did not change): ΔE2000
///   (CIELAB D65, see ``ColorDifference``), rounded to 4 decimals, with its word; when the
///   opacity changes, as seen over white and over black, the larger
///   (``ColorDifference/seenDeltaE2000(_:_:)``).
/// - Dimensions in the same unit, durations (ms) and numbers: `after - before` and the percentage
///   of the value before (2 decimals; none when the value before is 0). A difference that is
///   not a finite number (`1e308` → `-1e308`) has no magnitude.
/// - Anything else (a unit change, strings, other composites): `nil`.
public enum MagnitudeMeasure {
  /// Pure.
  public static func measure(
    _ before: TokenValue?,
    _ after: TokenValue?,
    thresholds: VisibilityThresholds = VisibilityThresholds()
  ) -> ChangeMagnitude? {
    guard let before, let after, before != after else { return nil }
    switch (before, after) {
    case (.dimension(let old), .dimension(let new)) where old.unit == new.unit:
      return numeric(old.value, new.value, unit: new.unit)
    case (.duration(let old), .duration(let new)):
      return numeric(old.milliseconds, new.milliseconds, unit: "ms")
    case (.number(let old), .number(let new)):
      return numeric(old, new, unit: nil)
    default:
      let oldColors = before.colors
      let newColors = after.colors
      // A composite whose other members changed too (a shadow's offset) is more than its
      // colour: ΔE 0 would call a new shadow imperceptible.
      guard oldColors.count == 1, newColors.count == 1,
        before.withColorsLeftOut == after.withColorsLeftOut
      else { return nil }
      let deltaE = rounded(ColorDifference.seenDeltaE2000(oldColors[0], newColors[0]), places: 4)
      return ChangeMagnitude(
        deltaE: deltaE,
        perceptibility: thresholds.perceptibility(ofDeltaE: deltaE)
      )
    }
  }

  /// `nil` when the difference is not a finite number (`1e308` → `-1e308`); the percentage is
  /// left out when it is not finite either. Pure.
  private static func numeric(_ old: Double, _ new: Double, unit: String?) -> ChangeMagnitude? {
    let difference = new - old
    guard difference.isFinite else { return nil }
    let ratio = difference / abs(old) * 100
    let percent = old == 0 || !ratio.isFinite ? nil : rounded(ratio, places: 2)
    return ChangeMagnitude(delta: rounded(difference, places: 6), unit: unit, percent: percent)
  }

  /// Rounds half away from zero; `-0` becomes `0`. A value too large to scale is already
  /// whole and is returned as it is. Pure.
  static func rounded(_ value: Double, places: Int) -> Double {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    guard (value * scale).isFinite else { return value }
    let result = (value * scale).rounded() / scale
    return result == 0 ? 0 : result
  }
}

extension TokenValue {
  /// The value with every colour in it replaced by `null`: what a change leaves when only its
  /// colours are set aside. Pure; recursion is bounded by ``JSONParser/maximumDepth``, as every
  /// value comes from the parser or from the readers that build on it.
  var withColorsLeftOut: TokenValue {
    switch self {
    case .color: .null
    case .array(let elements): .array(elements.map(\.withColorsLeftOut))
    case .object(let members): .object(members.mapValues(\.withColorsLeftOut))
    default: self
    }
  }
}
