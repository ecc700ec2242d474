#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

/// CIELAB coordinates.
public struct LabColor: Sendable, Hashable {
  public var lightness: Double
  public var a: Double
  public var b: Double

  public init(_ lightness: Double, _ a: Double, _ b: Double) {
    self.lightness = lightness
    self.a = a
    self.b = b
  }
}

/// How different two colours look: CIEDE2000 in CIELAB with the D65 white point.
///
/// tokendiff grades colour changes in Lab D65 (sRGB → linear → XYZ D65 → Lab, no chromatic
/// adaptation), the convention of coloraide's default ΔE2000. CSS `lab()` is D50: the same pair
/// can differ by a few tenths (`#0066CC` → `#3366CC` is 3.0780 in D65, 3.4623 in D50).
public enum ColorDifference {
  /// ΔE2000 between two colours, alpha ignored. Pure.
  public static func deltaE2000(_ first: Color, _ second: Color) -> Double {
    deltaE2000(lab(first), lab(second))
  }

  /// ΔE2000 between two colours as they are seen. When either is translucent (in 8 bits), the
  /// larger of the differences over a white and over a black surface, each colour laid over
  /// the surface in gamma-encoded sRGB as browsers and UIKit draw it: opaque black made
  /// transparent is a difference of 100 over white, not 0, and two colours at 10 % opacity
  /// differ as little as they show. Two opaque colours: ``deltaE2000(_:_:)-(Color,Color)``.
  /// Pure.
  public static func seenDeltaE2000(_ first: Color, _ second: Color) -> Double {
    func byte(_ alpha: Double) -> Double { (min(max(alpha, 0), 1) * 255).rounded() }
    guard byte(first.alpha) < 255 || byte(second.alpha) < 255 else {
      return deltaE2000(first, second)
    }
    func over(_ surface: Double, _ color: Color) -> LabColor {
      let rgb = color.srgb
      let alpha = min(max(color.alpha, 0), 1)
      func lay(_ channel: Double) -> Double {
        alpha * min(max(channel, 0), 1) + (1 - alpha) * surface
      }
      return lab(Color(red: lay(rgb.red), green: lay(rgb.green), blue: lay(rgb.blue)))
    }
    return max(
      deltaE2000(over(1, first), over(1, second)),
      deltaE2000(over(0, first), over(0, second))
    )
  }

  /// The colour in CIELAB, D65 white. Pure.
  public static func lab(_ color: Color) -> LabColor {
    let rgb = color.srgb
    let linear = ColorTriple(rgb.red, rgb.green, rgb.blue).map(ColorMath.srgbDecode)
    let xyz = linearSRGBToXYZD65 * linear
    func f(_ t: Double) -> Double {
      t > epsilon ? cbrt(t) : (kappa * t + 16) / 116
    }
    let fx = f(xyz.x / white.x)
    let fy = f(xyz.y / white.y)
    let fz = f(xyz.z / white.z)
    return LabColor(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
  }

  /// CIEDE2000 (Sharma, Wu & Dalal 2005) with kL = kC = kH = 1. Symmetric. Pure.
  public static func deltaE2000(_ first: LabColor, _ second: LabColor) -> Double {
    let chroma1 = (first.a * first.a + first.b * first.b).squareRoot()
    let chroma2 = (second.a * second.a + second.b * second.b).squareRoot()
    let meanChroma = (chroma1 + chroma2) / 2
    let power7 = pow(meanChroma, 7)
    let g = 0.5 * (1 - (power7 / (power7 + pow(25, 7))).squareRoot())
    let a1 = (1 + g) * first.a
    let a2 = (1 + g) * second.a
    let c1 = (a1 * a1 + first.b * first.b).squareRoot()
    let c2 = (a2 * a2 + second.b * second.b).squareRoot()
    let h1 = hue(first.b, a1)
    let h2 = hue(second.b, a2)

    let deltaL = second.lightness - first.lightness
    let deltaC = c2 - c1
    var deltaHue = 0.0
    if c1 * c2 != 0 {
      deltaHue = h2 - h1
      if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
    }
    let deltaH = 2 * (c1 * c2).squareRoot() * sin(radians(deltaHue / 2))

    let meanL = (first.lightness + second.lightness) / 2
    let meanC = (c1 + c2) / 2
    let meanHue: Double
    if c1 * c2 == 0 {
      meanHue = h1 + h2
    } else if abs(h1 - h2) <= 180 {
      meanHue = (h1 + h2) / 2
    } else if h1 + h2 < 360 {
      meanHue = (h1 + h2 + 360) / 2
    } else {
      meanHue = (h1 + h2 - 360) / 2
    }
    let t =
      1 - 0.17 * cos(radians(meanHue - 30)) + 0.24 * cos(radians(2 * meanHue))
      + 0.32 * cos(radians(3 * meanHue + 6)) - 0.20 * cos(radians(4 * meanHue - 63))
    let deltaTheta = 30 * exp(-pow((meanHue - 275) / 25, 2))
    let meanC7 = pow(meanC, 7)
    let rc = 2 * (meanC7 / (meanC7 + pow(25, 7))).squareRoot()
    let rt = -sin(radians(2 * deltaTheta)) * rc
    let lOffset = (meanL - 50) * (meanL - 50)
    let sl = 1 + 0.015 * lOffset / (20 + lOffset).squareRoot()
    let sc = 1 + 0.045 * meanC
    let sh = 1 + 0.015 * meanC * t
    let l = deltaL / sl
    let c = deltaC / sc
    let h = deltaH / sh
    return max(0, l * l + c * c + h * h + rt * c * h).squareRoot()
  }

  private static func hue(_ b: Double, _ a: Double) -> Double {
    guard a != 0 || b != 0 else { return 0 }
    let degrees = atan2(b, a) * 180 / Double.pi
    return degrees < 0 ? degrees + 360 : degrees
  }

  private static func radians(_ degrees: Double) -> Double { degrees * Double.pi / 180 }

  private static let epsilon = 216.0 / 24389
  private static let kappa = 24389.0 / 27
  /// The D65 white point (x 0.3127, y 0.3290), Y = 1.
  private static let white = ColorTriple(0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290)
  /// Linear sRGB to XYZ D65 (CSS Color 4).
  private static let linearSRGBToXYZD65 = ColorMatrix(
    (0.41239079926595934, 0.357584339383878, 0.1804807884018343),
    (0.21263900587151027, 0.715168678767756, 0.07219231536073371),
    (0.01933081871559182, 0.11919477979462598, 0.9505321522496607)
  )
}
