/// The colour space a Tokens Studio modifier works in (`"space"`: `srgb`, `hsl`, `lch`, `p3`),
/// with `lighten`, `darken` and `mix` computed as its build computes them
/// (`@tokens-studio/sd-transforms`, `src/color-modifiers/`, on color.js):
///
/// - `lighten` by `a`: in `srgb` and `p3` each channel `c + a·(1 − c)`; in `hsl` the lightness
///   `l + a·(100 − l)`; in `lch` the same on lightness, and the chroma `c − a·c`;
/// - `darken` by `a`: channels `c − a·c`; lightness `l − a·l`; in `lch` the chroma too;
/// - `mix` by `a` (clamped to 0...1): color.js interpolation in the space, alpha premultiplied,
///   hues the shorter way round, a missing hue (a grey's) taking the other colour's.
///
/// Every result is clamped as the build clamps it (channels 0...1, lightness 0...100). Pure.
enum ModifierSpace: String, Sendable {
  case srgb
  case hsl
  case lch
  case p3

  /// A colour's coordinates in this space: three numbers, a `nil` hue for a grey.
  struct Coordinates: Equatable {
    var values: [Double?]
    var alpha: Double
  }

  /// `color` in this space. Pure.
  func coordinates(of color: Color) -> Coordinates {
    let rgb = color.srgb
    let triple = ColorTriple(rgb.red, rgb.green, rgb.blue)
    switch self {
    case .srgb: return Coordinates(values: [triple.x, triple.y, triple.z], alpha: color.alpha)
    case .p3:
      let p3 = ColorMath.srgbToDisplayP3(triple)
      return Coordinates(values: [p3.x, p3.y, p3.z], alpha: color.alpha)
    case .hsl:
      let hsl = ColorMath.srgbToHSL(triple)
      return Coordinates(values: [hsl.hue, hsl.saturation, hsl.lightness], alpha: color.alpha)
    case .lch:
      let lch = ColorMath.srgbToLCH(triple)
      return Coordinates(values: [lch.lightness, lch.chroma, lch.hue], alpha: color.alpha)
    }
  }

  /// The colour with these coordinates: `hsl` results are written back as sRGB (the same
  /// gamut), `lch` and `p3` keep their own space, which may lie outside sRGB. Pure.
  func color(_ coordinates: Coordinates) -> Color {
    let values = coordinates.values
    switch self {
    case .srgb:
      return Color(colorSpace: "srgb", components: values, alpha: coordinates.alpha)
    case .p3:
      return Color(colorSpace: "display-p3", components: values, alpha: coordinates.alpha)
    case .lch:
      return Color(colorSpace: "lch", components: values, alpha: coordinates.alpha)
    case .hsl:
      let rgb = ColorMath.hslToSRGB(
        hue: values[0] ?? 0,
        saturation: values[1] ?? 0,
        lightness: values[2] ?? 0
      )
      return Color(red: rgb.x, green: rgb.y, blue: rgb.z, alpha: coordinates.alpha)
    }
  }

  /// Lightens (`towardsWhite`) or darkens `color` by `amount`. Pure.
  func shade(_ color: Color, by amount: Double, towardsWhite: Bool) -> Color {
    var point = coordinates(of: color)
    func toward(_ value: Double, full: Double) -> Double {
      towardsWhite ? min(full, value + amount * (full - value)) : max(0, value - amount * value)
    }
    switch self {
    case .srgb, .p3:
      point.values = point.values.map { $0.map { toward($0, full: 1) } }
    case .hsl:
      point.values[2] = point.values[2].map { toward($0, full: 100) }
    case .lch:
      point.values[0] = point.values[0].map { toward($0, full: 100) }
      point.values[1] = point.values[1].map { max(0, $0 - amount * $0) }
    }
    return self.color(point)
  }

  /// `color` mixed with `other` by `amount` (0: `color`, 1: `other`). Pure.
  func mix(_ color: Color, with other: Color, by amount: Double) -> Color {
    let weight = min(1, max(0, amount))
    let from = coordinates(of: color)
    let to = coordinates(of: other)
    let hueIndex: Int? =
      switch self {
      case .hsl: 0
      case .lch: 2
      case .srgb, .p3: nil
      }
    let alpha = from.alpha + (to.alpha - from.alpha) * weight
    var values: [Double?] = []
    for index in 0..<3 {
      if index == hueIndex {
        values.append(Self.interpolateHue(from.values[index], to.values[index], weight))
        continue
      }
      // Premultiplied: each colour counts by its own alpha, then the mix is divided by its.
      let start = (from.values[index] ?? 0) * from.alpha
      let end = (to.values[index] ?? 0) * to.alpha
      let mixed = start + (end - start) * weight
      values.append(alpha == 0 ? mixed : mixed / alpha)
    }
    return self.color(Coordinates(values: values, alpha: alpha))
  }

  /// Two hues mixed the shorter way round; a missing hue takes the other. Pure.
  static func interpolateHue(_ from: Double?, _ to: Double?, _ weight: Double) -> Double? {
    guard var start = from else { return to }
    guard var end = to else { return start }
    start = start.truncatingRemainder(dividingBy: 360)
    if start < 0 { start += 360 }
    end = end.truncatingRemainder(dividingBy: 360)
    if end < 0 { end += 360 }
    let difference = end - start
    if difference > 180 {
      start += 360
    } else if difference < -180 {
      end += 360
    }
    var hue = (start + (end - start) * weight).truncatingRemainder(dividingBy: 360)
    if hue < 0 { hue += 360 }
    return hue
  }
}
