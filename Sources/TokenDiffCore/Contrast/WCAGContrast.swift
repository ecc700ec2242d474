#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

/// WCAG 2.x contrast, exactly as the WCAG 2.2 glossary defines it: each gamma-encoded sRGB
/// channel is linearised with the IEC 61966-2-1 threshold 0.04045, the relative luminance uses
/// the WCAG coefficients 0.2126, 0.7152 and 0.0722 (not the CSS Color 4 matrix row, which can
/// flip a verdict), and the ratio is (L1 + 0.05) / (L2 + 0.05) with L1 the lighter. Every
/// function is pure.
public enum WCAGContrast {
  /// The linear value of one gamma-encoded sRGB channel (0...1). Pure.
  public static func linearise(_ channel: Double) -> Double {
    channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
  }

  /// Relative luminance, 0 (black) to 1 (white), of an opaque sRGB colour whose channels are
  /// within 0...1. Pure.
  public static func relativeLuminance(_ rgb: RGB) -> Double {
    0.2126 * linearise(rgb.red) + 0.7152 * linearise(rgb.green) + 0.0722 * linearise(rgb.blue)
  }

  /// The ratio of two relative luminances, in 1...21 and symmetric. Pure.
  public static func ratio(luminance first: Double, _ second: Double) -> Double {
    let lighter = max(first, second)
    let darker = min(first, second)
    return (lighter + 0.05) / (darker + 0.05)
  }

  /// The contrast ratio of two opaque sRGB colours, unrounded. Pure.
  public static func ratio(_ first: RGB, _ second: RGB) -> Double {
    ratio(luminance: relativeLuminance(first), relativeLuminance(second))
  }
}
