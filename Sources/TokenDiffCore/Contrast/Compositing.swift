/// A gamma-encoded sRGB colour with its opacity, the form colours are composited in.
public struct RGBA: Sendable, Hashable {
  public var rgb: RGB
  /// 0 (transparent) to 1 (opaque).
  public var alpha: Double

  public init(_ rgb: RGB, alpha: Double) {
    self.rgb = rgb
    self.alpha = alpha
  }

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.init(RGB(red: red, green: green, blue: blue), alpha: alpha)
  }

  /// Whether the colour lets nothing through (alpha is 1 once rounded to 8 bits). Pure.
  public var isOpaque: Bool { alpha >= 1 - 0.5 / 255 }

  /// This colour painted over `below` with the source-over operator, in gamma-encoded sRGB as
  /// browsers composite legacy sRGB colours, kept in floating point (no 8-bit rounding):
  /// `out = c·a + b·a_b·(1 − a)`, `a_out = a + a_b·(1 − a)`, channels divided by `a_out`. Pure.
  public func composited(over below: RGBA) -> RGBA {
    let alpha = self.alpha + below.alpha * (1 - self.alpha)
    guard alpha > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
    func channel(_ top: Double, _ bottom: Double) -> Double {
      (top * self.alpha + bottom * below.alpha * (1 - self.alpha)) / alpha
    }
    return RGBA(
      red: channel(rgb.red, below.rgb.red),
      green: channel(rgb.green, below.rgb.green),
      blue: channel(rgb.blue, below.rgb.blue),
      alpha: alpha
    )
  }

  /// Canonical hex, as ``Color/hex`` writes it: `#rrggbb`, or `#rrggbbaa` when the alpha is
  /// below 1 after 8-bit rounding; channels are clipped to 0...1. Pure.
  public var hex: String {
    func byte(_ channel: Double) -> Int { Int((min(1, max(0, channel)) * 255).rounded()) }
    var text = "#" + Self.hexBytes[byte(rgb.red)] + Self.hexBytes[byte(rgb.green)]
    text += Self.hexBytes[byte(rgb.blue)]
    let alphaByte = byte(alpha)
    if alphaByte < 255 { text += Self.hexBytes[alphaByte] }
    return text
  }

  /// `00` to `ff`, by value.
  private static let hexBytes: [String] = (0..<256).map { value in
    let digits = Array("0123456789abcdef")
    return String([digits[value / 16], digits[value % 16]])
  }
}
