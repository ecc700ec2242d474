/// A token's colour made ready for WCAG: in sRGB, inside its gamut, with what that took.
struct ContrastColor: Sendable, Equatable {
  var rgba: RGBA
  /// `display-p3` when converted from another space; `nil` for sRGB input, including HSL and
  /// HWB, which are other coordinates of the same sRGB colours.
  var convertedFrom: String?
  /// How an out-of-gamut colour was brought into sRGB: `chroma reduced` or `clipped`.
  var gamutMapping: String?

  /// The spaces whose colours are sRGB colours written another way.
  static let srgbSpaces: Set<String> = [
    ColorSpace.srgb.rawValue, ColorSpace.hsl.rawValue, ColorSpace.hwb.rawValue,
  ]

  /// Converts `color` to gamma-encoded sRGB. A colour outside the sRGB gamut keeps its
  /// lightness and hue and loses chroma, when its space is Lab, LCH, OKLab or OKLCH (the CSS
  /// Color 4 approach, without its final clip tolerance); colours of the other spaces are
  /// clipped per channel. Pure.
  init(_ color: Color) {
    let alpha = min(1, max(0, color.alpha))
    convertedFrom = Self.srgbSpaces.contains(color.colorSpace) ? nil : color.colorSpace
    guard !color.isInSRGBGamut else {
      rgba = RGBA(color.clippedSRGB, alpha: alpha)
      gamutMapping = nil
      return
    }
    if let reduced = Self.reducingChroma(color) {
      rgba = RGBA(reduced.clippedSRGB, alpha: alpha)
      gamutMapping = "chroma reduced"
    } else {
      rgba = RGBA(color.clippedSRGB, alpha: alpha)
      gamutMapping = "clipped"
    }
  }

  /// The most saturated in-gamut colour with the same lightness and hue, for the spaces that
  /// have lightness and chroma; `nil` for the others. Pure.
  static func reducingChroma(_ color: Color) -> Color? {
    guard let space = ColorSpace(rawValue: color.colorSpace) else { return nil }
    let scaled: (Double) -> Color
    let values = color.components.map { $0 ?? 0 } + [0, 0, 0]
    switch space {
    case .lch, .oklch:
      scaled = { factor in
        Color(
          colorSpace: color.colorSpace,
          components: [values[0], values[1] * factor, values[2]],
          alpha: color.alpha
        )
      }
    case .lab, .oklab:
      scaled = { factor in
        Color(
          colorSpace: color.colorSpace,
          components: [values[0], values[1] * factor, values[2] * factor],
          alpha: color.alpha
        )
      }
    default:
      return nil
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<40 {
      let middle = (low + high) / 2
      if scaled(middle).isInSRGBGamut { low = middle } else { high = middle }
    }
    return scaled(low)
  }

  /// What the conversion did, for a measurement's note, or `nil` for an sRGB colour. Pure.
  func note(role: String) -> String? {
    guard let space = convertedFrom else { return nil }
    var text = "\(role) converted from \(space) to sRGB"
    if let gamutMapping { text += " (out of gamut, \(gamutMapping))" }
    return text
  }
}
