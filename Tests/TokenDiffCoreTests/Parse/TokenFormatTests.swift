import Testing
import TokenDiffCore
import TokenDiffTestSupport

@Suite struct TokenFormatTests {
  static let spectrumFile =
    ##"{"gray-100": {"$schema": "https://opensource.adobe.com/spectrum-design-data/schemas/token-types/color.json", "value": "#e1e1e1", "uuid": "a1"}}"##

  @Test func detectionReadsASpectrumFileAsSpectrum() {
    let document = TokenParser.parse(.test(["src/colors.json": Self.spectrumFile]))
    #expect(document.tokens.map(\.path.description) == ["gray-100"])
    #expect(document.tokens.first?.identity == "a1")
  }

  @Test func aConfiguredFormatWinsOverDetection() {
    let rules = [FormatRule(files: Glob("src/*.json"), format: .dtcg)]
    let document = TokenParser.parse(.test(["src/colors.json": Self.spectrumFile]), formats: rules)
    // Read as the legacy `value` syntax of DTCG drafts: no uuid identity, a group member.
    #expect(document.tokens.map(\.path.description) == ["gray-100"])
    #expect(document.tokens.first?.identity == nil)
    let unmatched = TokenParser.parse(
      .test(["other/colors.json": Self.spectrumFile]),
      formats: rules
    )
    #expect(unmatched.tokens.first?.identity == "a1")
  }

  @Test func theConfigurationNamesFormatsByGlob() throws {
    let config = try Configuration(
      from: JSONParser.parse(
        Array(##"{"formats": {"a/*.json": "spectrum", "b/**": "dtcg"}}"##.utf8)
      ),
      source: ".tokendiff.json"
    )
    #expect(config.formats.map(\.format) == [.spectrum, .dtcg])
    #expect(config.formats.first?.files == Glob("a/*.json"))
    let error = #expect(throws: ConfigurationError.self) {
      try Configuration(
        from: JSONParser.parse(Array(##"{"formats": {"a/*.json": "figma"}}"##.utf8)),
        source: ".tokendiff.json"
      )
    }
    #expect(error?.description.contains("known formats: dtcg, spectrum, ouds, gentle") == true)
  }
}
