/// Measures one text/surface pair of colours in one revision and mode.
///
/// - A translucent foreground is composited over the surface it sits on.
/// - A translucent background is composited over the pair's canvas when one is known.
/// - With no opaque base known, the ratio is the worst case over every opaque base (see
///   ``UnknownBaseContrast``), and the note says so.
/// - Colours in other spaces are converted to sRGB (and brought into its gamut) first.
/// - A fully transparent foreground is invisible: ratio 1, failing.
///
/// Pure.
public struct ContrastMeasurer: Sendable {
  public var algorithms: Set<ContrastAlgorithm>

  public init(algorithms: Set<ContrastAlgorithm> = [.wcag2]) {
    self.algorithms = algorithms
  }

  /// Measures `foreground` on `background`, over `canvas` when one is given. Pure.
  public func measure(
    foreground: Color,
    background: Color,
    canvas: Color?,
    requirement: ContrastRequirement
  ) -> ContrastMeasurement {
    measure(
      text: ContrastColor(foreground),
      surface: ContrastColor(background),
      base: canvas.map(ContrastColor.init),
      requirement: requirement
    )
  }

  /// Measures colours already converted to sRGB. Pure.
  func measure(
    text: ContrastColor,
    surface: ContrastColor,
    base: ContrastColor?,
    requirement: ContrastRequirement
  ) -> ContrastMeasurement {
    var notes = [text.note(role: "foreground"), surface.note(role: "background")].compactMap {
      $0
    }
    if let base, !surface.rgba.isOpaque, let note = base.note(role: "canvas") {
      notes.append(note)
    }

    if text.rgba.alpha <= 0 {
      notes.append("the foreground is fully transparent")
      return ContrastMeasurement(
        ratio: 1,
        passes: requirement.minimumRatio <= 1,
        foreground: text.rgba.hex,
        background: surface.rgba.hex,
        apca: algorithms.contains(.apca) ? 0 : nil,
        note: notes.joined(separator: "; ")
      )
    }

    var below = surface.rgba
    if !below.isOpaque, let base {
      below = below.composited(over: base.rgba)
      notes.append("background composited over the canvas \(base.rgba.hex)")
    }
    let textColor: RGB
    let surfaceColor: RGB
    let ratio: Double
    if below.isOpaque {
      below.alpha = 1
      surfaceColor = below.rgb
      textColor = text.rgba.isOpaque ? text.rgba.rgb : text.rgba.composited(over: below).rgb
      if !text.rgba.isOpaque { notes.append("foreground composited over the background") }
      ratio = WCAGContrast.ratio(textColor, surfaceColor)
    } else {
      let worst = UnknownBaseContrast.worstCase(text: text.rgba, surface: below)
      textColor = worst.text
      surfaceColor = worst.surface
      ratio = worst.ratio
      var note =
        "the background is translucent and no canvas is known: worst case over every opaque "
        + "base (\(RGBA(worst.base, alpha: 1).hex))"
      if let best = worst.best {
        note += ", best \(ContrastRatioText.truncated(best))"
      }
      notes.append(note)
    }
    return ContrastMeasurement(
      ratio: ratio,
      passes: ratio >= requirement.minimumRatio,
      foreground: RGBA(textColor, alpha: 1).hex,
      background: RGBA(surfaceColor, alpha: 1).hex,
      apca: algorithms.contains(.apca)
        ? APCAContrast.lightnessContrast(text: textColor, background: surfaceColor) : nil,
      note: notes.isEmpty ? nil : notes.joined(separator: "; ")
    )
  }
}

/// The contrast metrics tokendiff can compute. WCAG 2 is always measured and alone decides
/// pass or fail; APCA is advisory.
public enum ContrastAlgorithm: String, Sendable, Hashable, CaseIterable {
  case wcag2
  case apca
}
