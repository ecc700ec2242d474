import Testing
import TokenDiffCore

@Suite struct ForbiddenColorTests {
  static let sentinelStrings = [
    "#FF000000", "#ff000000", "#F000", "rgba(255, 0, 0, 0)", "rgba(255,0,0,0.0)",
    "rgba(100%, 0%, 0%, 0)",
    "rgba(255,0,0,0%)", "rgb(255 0 0 / 0)", "rgb(255 0 0 / 0%)", "hsla(0, 100%, 50%, 0)",
    "hsl(0 100% 50% / 0)",
    "hwb(0 0% 0% / 0)", "rgba(#FF0000, 0)", "rgba(#f00, 0%)", "rgba(255, 0, 0, 0.001)",
  ]

  static let sentinelObjects = [
    ##"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 0}"##,
    ##"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 0, "hex": "#ff0000"}"##,
    ##"{"colorSpace": "hsl", "components": [0, 100, 50], "alpha": 0}"##,
    ##"{"colorSpace": "oklch", "components": [0.62796, 0.25768, 29.23388], "alpha": 0}"##,
  ]

  static let notSentinel = [
    "#FF0000", "#F00", "transparent", "#00000000", "#ff000001", "rgba(254, 0, 0, 0)",
    "rgba(255, 0, 0, 0.5)",
    "#FE000000", "#ff010000",
  ]

  @Test(arguments: sentinelStrings)
  func detectsEveryStringSpellingOfTheSentinel(text: String) throws {
    let color = try #require(Color(css: text))
    #expect(ForbiddenColor.sentinel.matches(color))
  }

  @Test(arguments: sentinelObjects)
  func detectsEveryObjectSpellingOfTheSentinel(json: String) throws {
    let color = try ColorTestKit.object(json).get()
    #expect(ForbiddenColor.sentinel.matches(color))
  }

  @Test(arguments: notSentinel)
  func doesNotMistakeOtherColoursForTheSentinel(text: String) throws {
    let color = try #require(Color(css: text))
    #expect(!ForbiddenColor.sentinel.matches(color))
  }

  @Test func sentinelIsTransparentRedSpelledInCSSOrder() throws {
    let sentinel = ForbiddenColor.sentinel
    #expect(sentinel.spelling == "#FF000000")
    #expect(sentinel.color.hex == "#ff000000")
    #expect(ForbiddenColor(spelling: "#FF000000") == sentinel)
  }

  @Test func readsAndroidByteOrderAlphaFirst() throws {
    for spelling in ["#00FF0000", "0x00FF0000", "0X00ff0000", " #00ff0000 "] {
      let forbidden = try #require(
        ForbiddenColor(spelling: spelling, byteOrder: .argb),
        "\(spelling)"
      )
      #expect(forbidden.spelling == spelling)
      #expect(ForbiddenColor.sentinel.matches(forbidden.color))
      #expect(forbidden.matches(try #require(Color(css: "#FF000000"))))
    }
    let opaqueBlack = try #require(ForbiddenColor(spelling: "#FF000000", byteOrder: .argb))
    #expect(opaqueBlack.color.hex == "#000000")
    #expect(!opaqueBlack.matches(ForbiddenColor.sentinel.color))
    #expect(
      try #require(ForbiddenColor(spelling: "#8F00", byteOrder: .argb)).color.hex == "#ff000088"
    )
    #expect(try #require(ForbiddenColor(spelling: "#F00", byteOrder: .argb)).color.hex == "#ff0000")
    #expect(
      try #require(ForbiddenColor(spelling: "#123456", byteOrder: .argb)).color.hex == "#123456"
    )
  }

  @Test func rejectsSpellingsThatAreNotColours() {
    #expect(ForbiddenColor(spelling: "FF000000") == nil)
    #expect(ForbiddenColor(spelling: "nope") == nil)
    #expect(ForbiddenColor(spelling: "red", byteOrder: .argb) == nil)
    #expect(ForbiddenColor(spelling: "#12345", byteOrder: .argb) == nil)
    #expect(ForbiddenColor(spelling: "0x", byteOrder: .argb) == nil)
  }

  @Test func matchesOtherConfiguredColoursWithinHalfAnEightBitStep() throws {
    let forbidden = try #require(ForbiddenColor(spelling: "#123456"))
    #expect(forbidden.matches(Color(red: 18 / 255, green: 52 / 255, blue: 86 / 255)))
    #expect(forbidden.matches(Color(red: 18.4 / 255, green: 52 / 255, blue: 85.6 / 255)))
    #expect(!forbidden.matches(Color(red: 19 / 255, green: 52 / 255, blue: 86 / 255)))
    #expect(!forbidden.matches(Color(red: 18 / 255, green: 52 / 255, blue: 86 / 255, alpha: 0.5)))
    #expect(try forbidden.matches(ColorTestKit.object("hsl", [210, 65.3846, 20.3922]).get()))
  }

  @Test func byteOrderIsCodableByName() {
    #expect(ByteOrder(rawValue: "argb") == .argb)
    #expect(ByteOrder.rgba.rawValue == "rgba")
  }
}
