import Testing
import TokenDiffCore

/// APCA 0.0.98G-4g: the digest's verified vectors (apca-w3 0.1.9).
@Suite struct APCAContrastTests {
  static let vectors: [(String, String, Double)] = [
    ("#888888", "#FFFFFF", 63.0564699302), ("#FFFFFF", "#888888", -68.5414643664),
    ("#000000", "#AAAAAA", 58.1462625786), ("#AAAAAA", "#000000", -56.2411333684),
    ("#112233", "#DDEEFF", 91.6683081148), ("#DDEEFF", "#112233", -93.0677004948),
    ("#112233", "#444444", 8.3232613696), ("#444444", "#112233", -7.5268784603),
    ("#000000", "#FFFFFF", 106.0406732127), ("#FFFFFF", "#000000", -107.8847331831),
    ("#767676", "#FFFFFF", 71.5723912225), ("#FFFFFF", "#767676", -77.0360016954),
    ("#0066CC", "#FFFFFF", 77.0045808468), ("#FF7900", "#000000", -51.4492475709),
    ("#666666", "#FFFFFF", 78.7521085404), ("#999999", "#FFFFFF", 54.6218406744),
    ("#FEFEFE", "#FFFFFF", 0),
  ]

  @Test(arguments: vectors)
  func digestVectors(text: String, background: String, lc: Double) {
    let measured = APCAContrast.lightnessContrast(
      text: WCAGContrastTests.rgb(text),
      background: WCAGContrastTests.rgb(background)
    )
    #expect(abs(measured - lc) < 1e-9, "\(text) on \(background): \(measured)")
  }

  @Test func levels() {
    #expect(APCALevel(lightnessContrast: -93) == .preferredBodyText)
    #expect(APCALevel(lightnessContrast: 77) == .bodyText)
    #expect(APCALevel(lightnessContrast: 71.5) == .contentText)
    #expect(APCALevel(lightnessContrast: -51.4) == .largeText)
    #expect(APCALevel(lightnessContrast: 30) == .spotText)
    #expect(APCALevel(lightnessContrast: 8.3) == .invisible)
  }
}
