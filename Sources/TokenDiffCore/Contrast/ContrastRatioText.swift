#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

/// How a contrast ratio is shown to people: rounded down, never up, so that a failing ratio
/// never reads as a passing one (4.4999 shows as `4.49`, not `4.50`). Every function is pure.
public enum ContrastRatioText {
  /// The ratio rounded down to two decimals: `4.47`, `21.00`. Pure.
  public static func truncated(_ ratio: Double, decimals: Int = 2) -> String {
    let scale = pow(10, Double(decimals))
    // The tiny allowance keeps a ratio that is a decimal fraction in theory (4.54, stored as
    // 4.5399999999999998) from showing one step lower; it is far below any colour's precision.
    let steps = (ratio * scale * (1 + 1e-12)).rounded(.down)
    let whole = Int(steps) / Int(scale)
    let fraction = Int(steps) % Int(scale)
    guard decimals > 0 else { return "\(whole)" }
    let digits = String(fraction)
    return "\(whole)." + String(repeating: "0", count: decimals - digits.count) + digits
  }

  /// The ratio as `4.47:1`, with three decimals when it lies within 0.01 of `minimum`, so that
  /// 4.499 reads `4.499:1` next to a 4.5 requirement. Pure.
  public static func ratio(_ ratio: Double, against minimum: Double? = nil) -> String {
    let close = minimum.map { abs(ratio - $0) < 0.01 } ?? false
    return truncated(ratio, decimals: close ? 3 : 2) + ":1"
  }
}
