import Testing
import TokenDiffCore

/// The WCAG 2 formula: the digest's verified vectors and the ratio's properties.
@Suite struct WCAGContrastTests {
  static func rgb(_ hex: String) -> RGB {
    let color = Color(css: hex) ?? Color(red: -1, green: -1, blue: -1)
    return color.srgb
  }

  /// Digest §4.5, W1–W14: (foreground, background, ratio).
  static let vectors: [(String, String, Double)] = [
    ("#000000", "#FFFFFF", 21.000000), ("#767676", "#FFFFFF", 4.542225),
    ("#777777", "#FFFFFF", 4.478089), ("#595959", "#FFFFFF", 7.004729),
    ("#5A5A5A", "#FFFFFF", 6.896926), ("#949494", "#FFFFFF", 3.033470),
    ("#959595", "#FFFFFF", 2.995346), ("#0066CC", "#FFFFFF", 5.566637),
    ("#FF0000", "#FFFFFF", 3.998477), ("#FFFFFF", "#0000FF", 8.592471),
    ("#336699", "#F0F0F0", 5.263013), ("#FF7900", "#000000", 7.986949),
    ("#A353CC", "#FFFFFF", 4.500127), ("#0A0A0A", "#0B0B0B", 1.005869),
  ]

  @Test(arguments: vectors)
  func digestVectors(foreground: String, background: String, ratio: Double) {
    let measured = WCAGContrast.ratio(Self.rgb(foreground), Self.rgb(background))
    #expect(abs(measured - ratio) < 5e-7, "\(foreground) on \(background): \(measured)")
  }

  @Test func thresholdsCompareTheUnroundedRatio() {
    let measurer = ContrastMeasurer()
    func passes(_ foreground: String, _ requirement: ContrastRequirement) -> Bool {
      measurer.measure(
        foreground: Color(css: foreground) ?? Color(red: 1, green: 1, blue: 1),
        background: Color(red: 1, green: 1, blue: 1),
        canvas: nil,
        requirement: requirement
      ).passes
    }
    #expect(!passes("#777777", .aaNormalText))  // 4.478, "4.5" when rounded to 1 dp
    #expect(passes("#767676", .aaNormalText))
    #expect(passes("#A353CC", .aaNormalText))  // 4.500127: only with the WCAG coefficients
    #expect(!passes("#959595", .aaNonText))  // 2.995
    #expect(passes("#949494", .aaLargeText))
    #expect(passes("#595959", .aaaNormalText))
    #expect(!passes("#5A5A5A", .aaaNormalText))
  }

  @Test func theRatioIsSymmetricWithinOneToTwentyOneAndOneForEqualColours() {
    var generator = SeededGenerator(seed: 42)
    for _ in 0..<5_000 {
      let a = RGB(red: generator.unit(), green: generator.unit(), blue: generator.unit())
      let b = RGB(red: generator.unit(), green: generator.unit(), blue: generator.unit())
      let ratio = WCAGContrast.ratio(a, b)
      #expect(ratio == WCAGContrast.ratio(b, a))
      #expect(ratio >= 1 && ratio <= 21)
      #expect(WCAGContrast.ratio(a, a) == 1)
    }
    #expect(
      WCAGContrast.ratio(RGB(red: 0, green: 0, blue: 0), RGB(red: 1, green: 1, blue: 1)) == 21
    )
  }

  @Test func theLinearisationUsesThe004045Threshold() {
    // 0.04 is below 0.04045: linear segment (0.003095975); 0.0405 is above it.
    #expect(abs(WCAGContrast.linearise(0.04) - 0.04 / 12.92) < 1e-15)
    #expect(abs(WCAGContrast.linearise(0.0405) - 0.003_134_8) < 1e-6)
  }

  @Test func displayedRatiosAreRoundedDown() {
    #expect(ContrastRatioText.truncated(4.478089) == "4.47")
    #expect(ContrastRatioText.truncated(4.4999) == "4.49")
    #expect(ContrastRatioText.truncated(4.54) == "4.54")
    #expect(ContrastRatioText.truncated(21) == "21.00")
    #expect(ContrastRatioText.truncated(1) == "1.00")
    #expect(ContrastRatioText.truncated(2.995346) == "2.99")
    #expect(ContrastRatioText.ratio(4.4999, against: 4.5) == "4.499:1")
    #expect(ContrastRatioText.ratio(5.566637, against: 4.5) == "5.56:1")
  }
}

/// A small deterministic generator (SplitMix64) for property tests.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
