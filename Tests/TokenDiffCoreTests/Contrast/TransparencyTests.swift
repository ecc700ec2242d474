import Testing
import TokenDiffCore

/// Compositing and the worst case over unknown bases: the digest's WA vectors.
@Suite struct TransparencyTests {
  static func color(_ css: String) -> Color { Color(css: css) ?? Color(red: -1, green: 0, blue: 0) }

  static func measure(_ text: String, on surface: String, canvas: String? = nil)
    -> ContrastMeasurement
  {
    ContrastMeasurer(algorithms: [.wcag2, .apca]).measure(
      foreground: color(text),
      background: color(surface),
      canvas: canvas.map(color),
      requirement: .aaNormalText
    )
  }

  /// Digest §4.5, WA1–WA6: translucent text composited over its surface, in floats.
  @Test(arguments: [
    ("#000000DE", "#FFFFFF", 16.102192), ("#00000099", "#FFFFFF", 5.741836),
    ("#0000008A", "#FFFFFF", 4.607518), ("#00000061", "#FFFFFF", 2.679156),
    ("#FFFFFFB3", "#121212", 9.481760), ("#00000080", "#FFFFFF", 4.004107),
  ])
  func translucentText(text: String, surface: String, ratio: Double) {
    let measured = Self.measure(text, on: surface)
    #expect(abs(measured.ratio - ratio) < 5e-7, "\(measured.ratio)")
    #expect(measured.note == "foreground composited over the background")
  }

  /// WA7–WA9: a translucent surface with no canvas; the worst base, not only black or white.
  @Test(arguments: [
    ("#000000", "#FFFFFF80", 5.3172, 21.0), ("#777777", "#FFFFFF66", 1.0, 4.4781),
    ("#FFFFFF", "#0066CC80", 2.2287, 12.5712),
  ])
  func unknownBase(text: String, surface: String, worst: Double, best: Double) {
    let measured = Self.measure(text, on: surface)
    #expect(abs(measured.ratio - worst) < 5e-5, "\(measured.ratio)")
    #expect(measured.note?.contains("worst case over every opaque base") == true)
    #expect(measured.note?.contains("best \(ContrastRatioText.truncated(best))") == true)
  }

  @Test func greyOnTranslucentWhiteReachesOneOverADarkGreyBase() {
    // 1.28 over black, 4.48 over white, yet ~1 over #1c1c1c: black and white are not bounds.
    let worst = UnknownBaseContrast.worstCase(
      text: RGBA(red: 0x77 / 255, green: 0x77 / 255, blue: 0x77 / 255),
      surface: RGBA(red: 1, green: 1, blue: 1, alpha: 0x66 / 255)
    )
    #expect(abs(worst.ratio - 1) < 1e-9)
    #expect(abs(worst.base.red - worst.base.green) < 1e-9)
    #expect(RGBA(worst.base, alpha: 1).hex == "#1c1c1c")
  }

  @Test func aCanvasRemovesTheUncertainty() {
    let measured = Self.measure("#777777", on: "#FFFFFF66", canvas: "#FFFFFF")
    #expect(abs(measured.ratio - 4.478089) < 5e-7)
    #expect(measured.note == "background composited over the canvas #ffffff")
    #expect(measured.background == "#ffffff")
  }

  @Test func transparentTextIsInvisible() {
    let measured = Self.measure("#00000000", on: "#FFFFFF")
    #expect(measured.ratio == 1)
    #expect(!measured.passes)
    #expect(measured.note == "the foreground is fully transparent")
  }

  @Test func otherSpacesAreConvertedAndGamutMapped() {
    let p3 = Color(colorSpace: "display-p3", components: [1, 0, 1])
    let measured = ContrastMeasurer().measure(
      foreground: p3,
      background: Color(red: 1, green: 1, blue: 1),
      canvas: nil,
      requirement: .aaNormalText
    )
    #expect(
      measured.note == "foreground converted from display-p3 to sRGB (out of gamut, clipped)"
    )
    let oklch = Color(colorSpace: "oklch", components: [0.7, 0.4, 150])
    let mapped = ContrastMeasurer().measure(
      foreground: oklch,
      background: Color(red: 0, green: 0, blue: 0),
      canvas: nil,
      requirement: .aaNormalText
    )
    #expect(mapped.note?.contains("chroma reduced") == true)
    // Reducing chroma keeps lightness and hue: not the same colour as clipping each channel.
    #expect(mapped.foreground != oklch.hex)
  }

  @Test func aWorstCaseWithTranslucentTextIsNoHigherThanAnySampledBase() {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<200 {
      let text = RGBA(
        red: generator.unit(),
        green: generator.unit(),
        blue: generator.unit(),
        alpha: 0.2 + 0.7 * generator.unit()
      )
      let surface = RGBA(
        red: generator.unit(),
        green: generator.unit(),
        blue: generator.unit(),
        alpha: 0.1 + 0.8 * generator.unit()
      )
      let worst = UnknownBaseContrast.worstCase(text: text, surface: surface)
      for _ in 0..<50 {
        let base = RGBA(red: generator.unit(), green: generator.unit(), blue: generator.unit())
        let below = surface.composited(over: base)
        let ratio = WCAGContrast.ratio(text.composited(over: below).rgb, below.rgb)
        #expect(worst.ratio <= ratio + 1e-9)
      }
      // The reported colours give the reported ratio.
      #expect(abs(WCAGContrast.ratio(worst.text, worst.surface) - worst.ratio) < 1e-12)
    }
  }
}
