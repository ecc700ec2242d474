import Testing
import TokenDiffCore

@Suite struct DTCGColorTests {
  @Test func readsAFullObject() throws {
    let color = try ColorTestKit.object(
      ##"{"colorSpace": "srgb", "components": [1, 0.4745, 0], "alpha": 1, "hex": "#ff7900"}"##
    ).get()
    #expect(color.colorSpace == "srgb")
    #expect(color.components == [1, 0.4745, 0])
    #expect(color.alpha == 1)
    #expect(color.hex == "#ff7900")
  }

  @Test func acceptsNoneNullAndLegacyChannels() throws {
    let none = try ColorTestKit.object(##"{"colorSpace": "hsl", "components": ["none", 0, 50]}"##)
      .get()
    #expect(none.components == [nil, 0, 50])
    let null = try ColorTestKit.object(##"{"colorSpace": "oklch", "components": [0.5, 0, null]}"##)
      .get()
    #expect(null.components == [0.5, 0, nil])
    let channels = try ColorTestKit.object(
      ##"{"colorSpace": "srgb", "channels": [0, 0, 1], "alpha": 0.25}"##
    ).get()
    #expect(channels.hex == "#0000ff40")
  }

  @Test func ignoresTheHexFallback() throws {
    let color = try ColorTestKit.object(
      ##"{"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#FFFFFF"}"##
    ).get()
    #expect(color.hex == "#000000")
  }

  @Test(arguments: [
    (
      ##"{"colorSpace": "srgb", "components": [0, 1.5, 0]}"##,
      "colour component 2 (1.5) is outside 0...1 for srgb"
    ),
    (
      ##"{"colorSpace": "srgb", "components": [-0.1, 0, 0]}"##,
      "colour component 1 (-0.1) is outside 0...1 for srgb"
    ),
    (
      ##"{"colorSpace": "hsl", "components": [360, 50, 50]}"##,
      "colour component 1 (360) is outside 0..<360 for hsl"
    ),
    (
      ##"{"colorSpace": "hwb", "components": [0, 101, 0]}"##,
      "colour component 2 (101) is outside 0...100 for hwb"
    ),
    (
      ##"{"colorSpace": "lab", "components": [101, 0, 0]}"##,
      "colour component 1 (101) is outside 0...100 for lab"
    ),
    (
      ##"{"colorSpace": "lch", "components": [50, -1, 0]}"##,
      "colour component 2 (-1) is negative for lch"
    ),
    (
      ##"{"colorSpace": "oklab", "components": [1.2, 0, 0]}"##,
      "colour component 1 (1.2) is outside 0...1 for oklab"
    ),
    (
      ##"{"colorSpace": "oklch", "components": [0.5, 0.1, -10]}"##,
      "colour component 3 (-10) is outside 0..<360 for oklch"
    ),
    (
      ##"{"colorSpace": "xyz-d65", "components": [0.5, 0.5, -0.1]}"##,
      "colour component 3 (-0.1) is negative for xyz-d65"
    ),
    (##"{"colorSpace": "srgb", "components": [0, 0]}"##, "srgb colour needs 3 components, found 2"),
    (
      ##"{"colorSpace": "srgb", "components": [0, 0, 0, 1]}"##,
      "srgb colour needs 3 components, found 4"
    ),
    (
      ##"{"colorSpace": "srgb", "components": [0, "0", 0]}"##,
      #"colour component 2 must be a number or "none""#
    ),
    (##"{"colorSpace": "srgb", "components": "0 0 0"}"##, "colour 'components' must be an array"),
    (##"{"colorSpace": "srgb"}"##, "colour is missing 'components'"),
    (##"{"components": [0, 0, 0]}"##, "colour is missing 'colorSpace'"),
    (##"{"colorSpace": "SRGB", "components": [0, 0, 0]}"##, "unknown colour space 'SRGB'"),
    (##"{"colorSpace": "rgb", "components": [0, 0, 0]}"##, "unknown colour space 'rgb'"),
    (##"{"colorSpace": 1, "components": [0, 0, 0]}"##, "colour 'colorSpace' must be a string"),
    (
      ##"{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 1.5}"##,
      "colour alpha (1.5) is outside 0...1"
    ),
    (
      ##"{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": "1"}"##,
      "colour 'alpha' must be a number"
    ),
    (
      ##"{"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#ff0000f"}"##,
      "colour 'hex' must be a hex colour such as \"#1a2b3c\""
    ),
    (
      ##"{"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#gg0000"}"##,
      "colour 'hex' must be a hex colour such as \"#1a2b3c\""
    ),
    (
      ##"{"colorSpace": "srgb", "components": [0, 0, 0], "hex": "ffffff"}"##,
      "colour 'hex' must be a hex colour such as \"#1a2b3c\""
    ),
    (
      ##"{"colorSpace": "srgb", "components": [0, 0, 0], "name": "x"}"##,
      "unknown colour member 'name'"
    ),
    (
      ##"{"colorSpace": "srgb", "components": [0, 0, 0], "channels": [0, 0, 0]}"##,
      "colour has both 'components' and 'channels'"
    ),
    (##""#ff0000""##, "a colour value must be an object"),
  ])
  func rejectsInvalidObjects(json: String, message: String) {
    #expect(ColorTestKit.object(json) == .failure(ColorParseError(message: message)))
  }

  @Test func acceptsBoundaryValues() {
    #expect((try? ColorTestKit.object("hsl", [359.999, 100, 0]).get()) != nil)
    #expect((try? ColorTestKit.object("lab", [100, -200, 300]).get()) != nil)
    #expect((try? ColorTestKit.object("srgb", [0, 1, 0], alpha: 0).get()) != nil)
  }
}

@Suite struct XYZRangeTests {
  @Test func whiteInXYZIsAValidColour() throws {
    let white = try JSONParser.parse(
      Array(##"{"colorSpace": "xyz-d65", "components": [0.9505, 1, 1.089]}"##.utf8)
    )
    #expect(try Color.parseDTCGObject(white).get().hex == "#ffffff")
  }
}

@Suite struct HexFallbackTests {
  /// Real exports write `"hex": "#000"`; the components decide the colour.
  @Test(arguments: ["#000", "#0000", "#000000", "#000000ff"])
  func shortAndLongHexFallbacksAreAccepted(hex: String) throws {
    let object = try JSONParser.parse(
      Array(##"{"colorSpace": "srgb", "components": [0, 0, 0], "hex": "\##(hex)"}"##.utf8)
    )
    #expect(try Color.parseDTCGObject(object).get().hex == "#000000")
  }
}
