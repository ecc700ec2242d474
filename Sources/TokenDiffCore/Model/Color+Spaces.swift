#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

/// The 14 colour spaces of the DTCG Color Module 2025.10, by their `colorSpace` key.
public enum ColorSpace: String, Sendable, CaseIterable {
  case srgb
  case srgbLinear = "srgb-linear"
  case hsl
  case hwb
  case lab
  case lch
  case oklab
  case oklch
  case displayP3 = "display-p3"
  case a98RGB = "a98-rgb"
  case prophotoRGB = "prophoto-rgb"
  case rec2020
  case xyzD65 = "xyz-d65"
  case xyzD50 = "xyz-d50"
}

extension Color {
  /// The colour in gamma-encoded sRGB, unclipped; `none` components count as 0, and a colour space
  /// that is not one of the 14 DTCG keys gives black. Conversions follow CSS Color 4 (Lab and
  /// ProPhoto are D50, adapted to D65 with Bradford). Pure.
  public var srgb: RGB {
    let c = ColorTriple(component(0), component(1), component(2))
    // Most colours are sRGB: neither a conversion nor a lookup of the space's name.
    if colorSpace == ColorSpace.srgb.rawValue { return RGB(red: c.x, green: c.y, blue: c.z) }
    guard let space = ColorSpace(rawValue: colorSpace) else {
      return RGB(red: 0, green: 0, blue: 0)
    }
    let encoded: ColorTriple
    switch space {
    case .srgb:
      encoded = c
    case .srgbLinear:
      encoded = c.map(ColorMath.srgbEncode)
    case .hsl:
      encoded = ColorMath.hslToSRGB(hue: c.x, saturation: c.y, lightness: c.z)
    case .hwb:
      encoded = ColorMath.hwbToSRGB(hue: c.x, whiteness: c.y, blackness: c.z)
    case .lab:
      encoded = ColorMath.xyzD50ToSRGB(ColorMath.labToXYZD50(c))
    case .lch:
      encoded = ColorMath.xyzD50ToSRGB(ColorMath.labToXYZD50(ColorMath.polarToRectangular(c)))
    case .oklab:
      encoded = ColorMath.xyzD65ToSRGB(ColorMath.oklabToXYZD65(c))
    case .oklch:
      encoded = ColorMath.xyzD65ToSRGB(ColorMath.oklabToXYZD65(ColorMath.polarToRectangular(c)))
    case .displayP3:
      encoded = ColorMath.xyzD65ToSRGB(ColorMath.linearP3ToXYZ * c.map(ColorMath.srgbDecode))
    case .a98RGB:
      encoded = ColorMath.xyzD65ToSRGB(ColorMath.linearA98ToXYZ * c.map(ColorMath.a98Decode))
    case .prophotoRGB:
      encoded = ColorMath.xyzD50ToSRGB(
        ColorMath.linearProPhotoToXYZ * c.map(ColorMath.prophotoDecode)
      )
    case .rec2020:
      encoded = ColorMath.xyzD65ToSRGB(
        ColorMath.linearRec2020ToXYZ * c.map(ColorMath.rec2020Decode)
      )
    case .xyzD65:
      encoded = ColorMath.xyzD65ToSRGB(c)
    case .xyzD50:
      encoded = ColorMath.xyzD50ToSRGB(c)
    }
    return RGB(red: encoded.x, green: encoded.y, blue: encoded.z)
  }

  /// Component `index`, 0 for `none` or a missing one (the sRGB conversion reads three of them
  /// for every colour of a report: no array is made). Pure.
  private func component(_ index: Int) -> Double {
    index < components.count ? components[index] ?? 0 : 0
  }
}

// MARK: - Maths (CSS Color 4, "Sample code for color conversions")

/// Three components.
struct ColorTriple: Equatable {
  var x: Double
  var y: Double
  var z: Double

  init(_ x: Double, _ y: Double, _ z: Double) {
    self.x = x
    self.y = y
    self.z = z
  }

  func map(_ transform: (Double) -> Double) -> ColorTriple {
    ColorTriple(transform(x), transform(y), transform(z))
  }
}

/// A 3×3 matrix, row by row.
struct ColorMatrix {
  var rows: (ColorTriple, ColorTriple, ColorTriple)

  init(
    _ row0: (Double, Double, Double),
    _ row1: (Double, Double, Double),
    _ row2: (Double, Double, Double)
  ) {
    rows = (
      ColorTriple(row0.0, row0.1, row0.2), ColorTriple(row1.0, row1.1, row1.2),
      ColorTriple(row2.0, row2.1, row2.2)
    )
  }

  static func * (matrix: ColorMatrix, vector: ColorTriple) -> ColorTriple {
    func dot(_ row: ColorTriple) -> Double {
      row.x * vector.x + row.y * vector.y + row.z * vector.z
    }
    return ColorTriple(dot(matrix.rows.0), dot(matrix.rows.1), dot(matrix.rows.2))
  }
}

/// Colour-space conversions. Every function is pure.
enum ColorMath {
  // MARK: Transfer functions (sign-preserving, so out-of-gamut values survive)

  static func srgbEncode(_ linear: Double) -> Double {
    let magnitude = abs(linear)
    guard magnitude > 0.0031308 else { return 12.92 * linear }
    return sign(linear) * (1.055 * pow(magnitude, 1 / 2.4) - 0.055)
  }

  static func srgbDecode(_ encoded: Double) -> Double {
    let magnitude = abs(encoded)
    guard magnitude > 0.04045 else { return encoded / 12.92 }
    return sign(encoded) * pow((magnitude + 0.055) / 1.055, 2.4)
  }

  static func a98Decode(_ encoded: Double) -> Double {
    sign(encoded) * pow(abs(encoded), 563 / 256)
  }

  static func prophotoDecode(_ encoded: Double) -> Double {
    let magnitude = abs(encoded)
    guard magnitude > 16.0 / 512 else { return encoded / 16 }
    return sign(encoded) * pow(magnitude, 1.8)
  }

  /// The display-referred BT.1886 curve (gamma 2.4) that CSS Color 4 adopted for `rec2020` in
  /// 2025 (csswg-drafts #12574), as color.js and coloraide do; the older BT.2020 OETF differs.
  static func rec2020Decode(_ encoded: Double) -> Double {
    sign(encoded) * pow(abs(encoded), 2.4)
  }

  private static func sign(_ value: Double) -> Double { value < 0 ? -1 : 1 }

  // MARK: Cylindrical spaces

  /// HSL (hue in degrees, saturation and lightness 0...100) to gamma-encoded sRGB.
  static func hslToSRGB(hue: Double, saturation: Double, lightness: Double) -> ColorTriple {
    var hue = hue.truncatingRemainder(dividingBy: 360)
    if hue < 0 { hue += 360 }
    let saturation = saturation / 100
    let lightness = lightness / 100
    func channel(_ n: Double) -> Double {
      let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
      let a = saturation * min(lightness, 1 - lightness)
      return lightness - a * max(-1, min(k - 3, 9 - k, 1))
    }
    return ColorTriple(channel(0), channel(8), channel(4))
  }

  /// HWB (hue in degrees, whiteness and blackness 0...100) to gamma-encoded sRGB.
  static func hwbToSRGB(hue: Double, whiteness: Double, blackness: Double) -> ColorTriple {
    let white = whiteness / 100
    let black = blackness / 100
    if white + black >= 1 {
      let gray = white / (white + black)
      return ColorTriple(gray, gray, gray)
    }
    return hslToSRGB(hue: hue, saturation: 100, lightness: 50).map {
      $0 * (1 - white - black) + white
    }
  }

  /// (L, C, h in degrees) to (L, a, b).
  static func polarToRectangular(_ lch: ColorTriple) -> ColorTriple {
    let radians = lch.z * Double.pi / 180
    return ColorTriple(lch.x, lch.y * cos(radians), lch.y * sin(radians))
  }

  // MARK: Lab and OKLab

  static let d50White = ColorTriple(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)

  /// CIE Lab (D50) to XYZ (D50).
  static func labToXYZD50(_ lab: ColorTriple) -> ColorTriple {
    let kappa = 24389.0 / 27
    let epsilon = 216.0 / 24389
    let f1 = (lab.x + 16) / 116
    let f0 = lab.y / 500 + f1
    let f2 = f1 - lab.z / 200
    let x = f0 * f0 * f0 > epsilon ? f0 * f0 * f0 : (116 * f0 - 16) / kappa
    let y = lab.x > kappa * epsilon ? f1 * f1 * f1 : lab.x / kappa
    let z = f2 * f2 * f2 > epsilon ? f2 * f2 * f2 : (116 * f2 - 16) / kappa
    return ColorTriple(x * d50White.x, y * d50White.y, z * d50White.z)
  }

  static func oklabToXYZD65(_ oklab: ColorTriple) -> ColorTriple {
    let lmsNonLinear = oklabToLMS * oklab
    return lmsToXYZ * lmsNonLinear.map { $0 * $0 * $0 }
  }

  static let oklabToLMS = ColorMatrix(
    (1.0000000000000000, 0.3963377773761749, 0.2158037573099136),
    (1.0000000000000000, -0.1055613458156586, -0.0638541728258133),
    (1.0000000000000000, -0.0894841775298119, -1.2914855480194092)
  )

  static let lmsToXYZ = ColorMatrix(
    (1.2268798758459243, -0.5578149944602171, 0.2812561489664678),
    (-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
    (-0.0763729366746601, -0.4214933324022432, 1.5869240198367816)
  )

  // MARK: XYZ

  static func xyzD65ToSRGB(_ xyz: ColorTriple) -> ColorTriple {
    (xyzToLinearSRGB * xyz).map(srgbEncode)
  }

  static func xyzD50ToSRGB(_ xyz: ColorTriple) -> ColorTriple {
    xyzD65ToSRGB(bradfordD50ToD65 * xyz)
  }

  static let bradfordD50ToD65 = ColorMatrix(
    (0.955473421488075, -0.02309845494876471, 0.06325924320057072),
    (-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
    (0.012314014864481998, -0.020507649298898964, 1.330365926242124)
  )

  static let xyzToLinearSRGB = ColorMatrix(
    (3.2409699419045226, -1.537383177570094, -0.4986107602930034),
    (-0.9692436362808796, 1.8759675015077202, 0.04155505740717559),
    (0.05563007969699366, -0.20397695888897652, 1.0569715142428786)
  )

  static let linearP3ToXYZ = ColorMatrix(
    (608311.0 / 1250200, 189793.0 / 714400, 198249.0 / 1000160),
    (35783.0 / 156275, 247089.0 / 357200, 198249.0 / 2500400),
    (0, 32229.0 / 714400, 5220557.0 / 5000800)
  )

  static let linearA98ToXYZ = ColorMatrix(
    (573536.0 / 994567, 263643.0 / 1420810, 187206.0 / 994567),
    (591459.0 / 1989134, 6239551.0 / 9945670, 374412.0 / 4972835),
    (53769.0 / 1989134, 351524.0 / 4972835, 4929758.0 / 4972835)
  )

  /// To XYZ D50.
  static let linearProPhotoToXYZ = ColorMatrix(
    (0.79776664490064230, 0.13518129740053308, 0.03134773412839220),
    (0.28807482881940130, 0.71183523424187300, 0.00008993693872564),
    (0, 0, 0.82510460251046020)
  )

  static let linearRec2020ToXYZ = ColorMatrix(
    (63426534.0 / 99577255, 20160776.0 / 139408157, 47086771.0 / 278816314),
    (26158966.0 / 99577255, 472592308.0 / 697040785, 8267143.0 / 139408157),
    (0, 19567812.0 / 697040785, 295819943.0 / 278816314)
  )
}
