#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

extension ColorMatrix {
  /// The inverse matrix, for the conversions back out of sRGB (every matrix here is
  /// invertible; a singular one gives non-finite entries). Pure.
  var inverse: ColorMatrix {
    let (a, b, c) = rows
    let determinant =
      a.x * (b.y * c.z - b.z * c.y) - a.y * (b.x * c.z - b.z * c.x) + a.z * (b.x * c.y - b.y * c.x)
    let k = 1 / determinant
    return ColorMatrix(
      (k * (b.y * c.z - b.z * c.y), k * (a.z * c.y - a.y * c.z), k * (a.y * b.z - a.z * b.y)),
      (k * (b.z * c.x - b.x * c.z), k * (a.x * c.z - a.z * c.x), k * (a.z * b.x - a.x * b.z)),
      (k * (b.x * c.y - b.y * c.x), k * (a.y * c.x - a.x * c.y), k * (a.x * b.y - a.y * b.x))
    )
  }
}

/// Conversions from gamma-encoded sRGB into the spaces colour modifiers work in, as CSS Color 4
/// and color.js define them. A hue is `nil` where the colour has none (greys). Every function is
/// pure.
extension ColorMath {
  static let linearSRGBToXYZ = xyzToLinearSRGB.inverse
  static let xyzToLinearP3 = linearP3ToXYZ.inverse
  static let bradfordD65ToD50 = bradfordD50ToD65.inverse

  /// HSL: hue in degrees (`nil` for a grey), saturation and lightness 0...100.
  static func srgbToHSL(_ rgb: ColorTriple) -> (hue: Double?, saturation: Double, lightness: Double)
  {
    let high = max(rgb.x, rgb.y, rgb.z)
    let low = min(rgb.x, rgb.y, rgb.z)
    let lightness = (high + low) / 2
    let delta = high - low
    guard delta != 0 else { return (nil, 0, lightness * 100) }
    var saturation =
      lightness == 0 || lightness == 1 ? 0 : (high - lightness) / min(lightness, 1 - lightness)
    var hue: Double
    switch high {
    case rgb.x: hue = (rgb.y - rgb.z) / delta + (rgb.y < rgb.z ? 6 : 0)
    case rgb.y: hue = (rgb.z - rgb.x) / delta + 2
    default: hue = (rgb.x - rgb.y) / delta + 4
    }
    hue *= 60
    // Far out-of-gamut colours can give a negative saturation: turn the hue around instead.
    if saturation < 0 {
      hue += 180
      saturation = -saturation
    }
    if hue >= 360 { hue -= 360 }
    return (hue, saturation * 100, lightness * 100)
  }

  /// CIE LCH (D50): lightness 0...100, chroma, hue in degrees (`nil` when the chroma is too
  /// small to have one, as color.js decides).
  static func srgbToLCH(_ rgb: ColorTriple) -> (lightness: Double, chroma: Double, hue: Double?) {
    let xyz = bradfordD65ToD50 * (linearSRGBToXYZ * rgb.map(srgbDecode))
    let kappa = 24389.0 / 27
    let epsilon = 216.0 / 24389
    func f(_ value: Double) -> Double {
      value > epsilon ? cbrt(value) : (kappa * value + 16) / 116
    }
    let fx = f(xyz.x / d50White.x)
    let fy = f(xyz.y / d50White.y)
    let fz = f(xyz.z / d50White.z)
    let a = 500 * (fx - fy)
    let b = 200 * (fy - fz)
    let chroma = (a * a + b * b).squareRoot()
    var hue: Double? = nil
    if abs(a) >= 0.02 || abs(b) >= 0.02 {
      var degrees = atan2(b, a) * 180 / Double.pi
      if degrees < 0 { degrees += 360 }
      hue = degrees
    }
    return (116 * fy - 16, chroma, hue)
  }

  /// Display P3, gamma-encoded like sRGB.
  static func srgbToDisplayP3(_ rgb: ColorTriple) -> ColorTriple {
    (xyzToLinearP3 * (linearSRGBToXYZ * rgb.map(srgbDecode))).map(srgbEncode)
  }
}
