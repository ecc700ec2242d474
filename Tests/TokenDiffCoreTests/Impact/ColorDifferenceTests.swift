import Testing
import TokenDiffCore

/// CIEDE2000 against the verified vectors of the spec digest (section 6).
@Suite struct ColorDifferenceTests {
  /// Sharma, Wu & Dalal (2005), pairs 1–34 (the digest's subset), Lab fed in directly.
  static let sharma: [(Int, LabColor, LabColor, Double)] = [
    (1, LabColor(50, 2.6772, -79.7751), LabColor(50, 0, -82.7485), 2.0425),
    (4, LabColor(50, -1.3802, -84.2814), LabColor(50, 0, -82.7485), 1.0000),
    (7, LabColor(50, 0, 0), LabColor(50, -1, 2), 2.3669),
    (9, LabColor(50, 2.49, -0.001), LabColor(50, -2.49, 0.0009), 7.1792),
    (11, LabColor(50, 2.49, -0.001), LabColor(50, -2.49, 0.0011), 7.2195),
    (13, LabColor(50, -0.001, 2.49), LabColor(50, 0.0009, -2.49), 4.8045),
    (15, LabColor(50, -0.001, 2.49), LabColor(50, 0.0011, -2.49), 4.7461),
    (16, LabColor(50, 2.5, 0), LabColor(50, 0, -2.5), 4.3065),
    (17, LabColor(50, 2.5, 0), LabColor(73, 25, -18), 27.1492),
    (19, LabColor(50, 2.5, 0), LabColor(56, -27, -3), 31.9030),
    (21, LabColor(50, 2.5, 0), LabColor(50, 3.1736, 0.5854), 1.0000),
    (25, LabColor(60.2574, -34.0099, 36.2677), LabColor(60.4626, -34.1751, 39.4387), 1.2644),
    (28, LabColor(35.0831, -44.1164, 3.7933), LabColor(35.0232, -40.0716, 1.5901), 1.8645),
    (31, LabColor(90.8027, -2.0831, 1.4410), LabColor(91.1528, -1.6435, 0.0447), 1.4441),
    (33, LabColor(6.7747, -0.2908, -2.4247), LabColor(5.8714, -0.0985, -2.2286), 0.6377),
    (34, LabColor(2.0776, 0.0795, -1.1350), LabColor(0.9033, -0.0636, -0.5514), 0.9082),
  ]

  @Test func everySharmaVectorToFourDecimalsAndSymmetric() {
    for (pair, first, second, expected) in Self.sharma {
      let forward = ColorDifference.deltaE2000(first, second)
      let backward = ColorDifference.deltaE2000(second, first)
      #expect(abs(forward - expected) < 0.00005 + 1e-9, "pair \(pair): \(forward)")
      #expect(abs(forward - backward) < 1e-9, "pair \(pair) is not symmetric")
    }
  }

  /// Hex pairs through sRGB → XYZ D65 → Lab D65 (the coloraide column; the D50 column differs,
  /// the white point trap).
  static let hexPairs: [(String, String, d65: Double, d50: Double)] = [
    ("#0066CC", "#0066CD", 0.1402, 0.1156),
    ("#FF0000", "#FE0000", 0.2079, 0.2078),
    ("#777777", "#767676", 0.3974, 0.3974),
    ("#E60D00", "#DD0000", 2.2816, 2.3187),
    ("#0066CC", "#3366CC", 3.0780, 3.4623),
    ("#0066CC", "#0070CC", 3.8482, 3.7436),
    ("#00CC66", "#33DD88", 5.4673, 5.4770),
    ("#FFFFFF", "#000000", 100.0000, 100.0000),
  ]

  @Test func hexPairsUseLabD65() throws {
    for (from, to, d65, d50) in Self.hexPairs {
      let first = try #require(Color(css: from))
      let second = try #require(Color(css: to))
      let deltaE = ColorDifference.deltaE2000(first, second)
      #expect(abs(deltaE - d65) < 0.00051, "\(from) → \(to): \(deltaE), expected \(d65)")
      if abs(d65 - d50) > 0.01 {
        #expect(abs(deltaE - d50) > 0.005, "\(from) → \(to) matches the D50 figure")
      }
    }
  }

  @Test func whiteIsLightness100AndNeutral() throws {
    let white = ColorDifference.lab(try #require(Color(css: "#ffffff")))
    #expect(abs(white.lightness - 100) < 1e-6)
    #expect(abs(white.a) < 1e-4 && abs(white.b) < 1e-4)
  }
}
