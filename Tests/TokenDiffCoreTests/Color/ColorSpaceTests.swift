import Testing
import TokenDiffCore

@Suite struct ColorSpaceTests {
  /// The digest's verified values for `#ff00ff` (§2.1).
  static let magentaInEverySpace: [(String, [Double])] = [
    ("srgb", [1, 0, 1]),
    ("srgb-linear", [1, 0, 1]),
    ("hsl", [300, 100, 50]),
    ("hwb", [300, 0, 0]),
    ("lab", [60.1689, 93.5396, -60.5008]),
    ("lch", [60.1689, 111.4002, 327.1055]),
    ("oklab", [0.7017, 0.2746, -0.1692]),
    ("oklch", [0.7017, 0.3225, 328.3634]),
    ("xyz-d65", [0.5929, 0.2848, 0.9699]),
    ("xyz-d50", [0.5791, 0.2831, 0.7280]),
    ("display-p3", [0.9175, 0.2003, 0.9675]),
    // Cross-checked with coloraide 8.13.1.
    ("a98-rgb", [0.85859, 0, 0.98107]),
    ("prophoto-rgb", [0.80042, 0.31712, 0.93282]),
    ("rec2020", [0.84669, 0.34994, 0.96234]),
  ]

  @Test(arguments: magentaInEverySpace)
  func convertsMagentaFromEverySpace(space: String, components: [Double]) throws {
    let color = try ColorTestKit.object(space, components).get()
    #expect(color.hex == "#ff00ff")
    let rgb = color.srgb
    #expect(
      abs(rgb.red - 1) < 1.0 / 255 && abs(rgb.green) < 1.0 / 255 && abs(rgb.blue - 1) < 1.0 / 255
    )
  }

  /// Other colours, values from coloraide 8.13.1 (5 decimals).
  static let otherColours: [(String, String, [Double])] = [
    ("#3366cc", "srgb-linear", [0.0331, 0.13287, 0.60383]),
    ("#3366cc", "a98-rgb", [0.28143, 0.39941, 0.78331]),
    ("#3366cc", "prophoto-rgb", [0.34371, 0.33052, 0.70923]),
    ("#3366cc", "rec2020", [0.36781, 0.42919, 0.78128]),
    ("#3366cc", "display-p3", [0.24985, 0.39524, 0.77356]),
    ("#3366cc", "xyz-d65", [0.17014, 0.14565, 0.59043]),
    ("#3366cc", "xyz-d50", [0.152, 0.13922, 0.44455]),
    ("#3366cc", "lab", [44.12101, 10.95433, -59.08574]),
    ("#3366cc", "lch", [44.12101, 60.09261, 280.50322]),
    ("#3366cc", "oklab", [0.53248, -0.02251, -0.16635]),
    ("#3366cc", "oklch", [0.53248, 0.16787, 262.29305]),
    ("#3366cc", "hsl", [220, 60, 50]),
    ("#3366cc", "hwb", [220, 20, 20]),
    ("#ff7900", "a98-rgb", [0.88773, 0.47129, 0.11048]),
    ("#ff7900", "prophoto-rgb", [0.74761, 0.47854, 0.16579]),
    ("#ff7900", "rec2020", [0.85694, 0.55645, 0.24206]),
    ("#ff7900", "lab", [66.48653, 48.7265, 74.17896]),
    ("#ff7900", "oklch", [0.72156, 0.19035, 50.15115]),
    ("#ff7900", "hsl", [28.47059, 100, 50]),
    ("#ff0000", "oklch", [0.62796, 0.25768, 29.23388]),
    ("#808080", "hwb", [0, 50, 50]),
    ("#808080", "hwb", [0, 100, 100]),
  ]

  @Test(arguments: otherColours)
  func convertsOtherColours(hex: String, space: String, components: [Double]) throws {
    #expect(try ColorTestKit.object(space, components).get().hex == hex)
  }

  @Test func keepsOutOfGamutChannelsUnclipped() {
    let rgb = Color(colorSpace: "display-p3", components: [1, 0, 1]).srgb
    #expect(abs(rgb.red - 1.09307) < 1e-4)
    #expect(abs(rgb.green + 0.22674) < 1e-4)
    #expect(abs(rgb.blue - 1.03381) < 1e-4)
    let color = Color(colorSpace: "display-p3", components: [1, 0, 1])
    #expect(!color.isInSRGBGamut)
    #expect(color.hex == "#ff00ff")
  }

  @Test func convertsWhitePointsToWhite() {
    #expect(Color(colorSpace: "xyz-d65", components: [0.95047, 1, 1.08883]).hex == "#ffffff")
    #expect(Color(colorSpace: "xyz-d50", components: [0.96422, 1, 0.82521]).hex == "#ffffff")
    for space in ["srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020"] {
      #expect(Color(colorSpace: space, components: [1, 1, 1]).hex == "#ffffff", "\(space)")
      #expect(Color(colorSpace: space, components: [0, 0, 0]).hex == "#000000", "\(space)")
    }
  }

  @Test func treatsNoneAsZero() {
    #expect(Color(colorSpace: "hsl", components: [nil, 0, 50]).hex == "#808080")
    #expect(Color(colorSpace: "oklch", components: [1, nil, nil]).hex == "#ffffff")
    #expect(Color(colorSpace: "srgb", components: [1, nil, 1]).hex == "#ff00ff")
  }

  @Test func readsMissingComponentsAsZero() {
    #expect(Color(colorSpace: "srgb", components: [1]).srgb == RGB(red: 1, green: 0, blue: 0))
    #expect(Color(colorSpace: "srgb", components: []).hex == "#000000")
    #expect(Color(colorSpace: "hsl", components: [0]).hex == "#000000")
    #expect(Color(colorSpace: "srgb", components: [0.2, 0.4, 0.6, 0.8]).hex == "#336699")
  }

  @Test func tellsTheSRGBGamutWithinOneStep() {
    #expect(Color(red: 1 + 0.9 / 255, green: -0.9 / 255, blue: 0.5).isInSRGBGamut)
    #expect(!Color(red: 1 + 1.1 / 255, green: 0, blue: 0).isInSRGBGamut)
    #expect(!Color(red: 0, green: 0, blue: -1.1 / 255).isInSRGBGamut)
    #expect(!Color(colorSpace: "display-p3", components: [0, 1, 0]).isInSRGBGamut)
  }

  @Test func givesBlackForAnUnknownSpace() {
    let rgb = Color(colorSpace: "cmyk", components: [1, 1, 1]).srgb
    #expect(rgb == RGB(red: 0, green: 0, blue: 0))
  }

  @Test func coversEveryDTCGSpace() {
    #expect(ColorSpace.allCases.count == 14)
    #expect(Set(ColorSpace.allCases.map(\.rawValue)) == Set(Self.magentaInEverySpace.map(\.0)))
  }

  /// `#0000ff` and `#00ff00` written in `oklch` by another tool's matrices (culori's): the
  /// same colours, not changes, though CSS Color 4's matrices put blue's red at -0.0036.
  @Test func aColourRewrittenInAnotherSpaceByAnotherToolIsTheSameColour() {
    let blue = Color(colorSpace: "srgb", components: [0, 0, 1], alpha: 0.8)
    let blueOKLCH = Color(
      colorSpace: "oklch",
      components: [0.4520137184, 0.3132143717, 264.0520206],
      alpha: 0.8
    )
    #expect(blue == blueOKLCH)
    #expect(blue.hashValue == blueOKLCH.hashValue)
    let green = Color(colorSpace: "srgb", components: [0, 1, 0])
    let greenOKLCH = Color(
      colorSpace: "oklch",
      components: [0.8664396115, 0.2948272403, 142.4953389]
    )
    #expect(green == greenOKLCH)
    // A colour two steps outside sRGB is still outside it.
    #expect(!Color(colorSpace: "srgb", components: [-2.0 / 255, 0, 1]).isInSRGBGamut)
  }
}
