import Testing

@testable import TokenDiffCore

@Suite struct CSSColorTests {
  @Test(arguments: [
    ("#fff", "#ffffff"), ("#FFF", "#ffffff"), ("  #AbC  ", "#aabbcc"), ("#f008", "#ff000088"),
    ("#336699", "#336699"), ("#ff000080", "#ff000080"), ("#FF000000", "#ff000000"),
    ("rgb(255, 0, 0)", "#ff0000"), ("rgba(255, 0, 0, 0.5)", "#ff000080"),
    ("RGBA(255,0,0,.5)", "#ff000080"),
    ("rgb(100%, 50%, 0%)", "#ff8000"), ("rgb(255 128 0)", "#ff8000"),
    ("rgb(255 128 0 / 50%)", "#ff800080"),
    ("rgba(255 0 0/0.25)", "#ff000040"), ("rgb(300, -5, 0)", "#ff0000"),
    ("rgb(none 0 0)", "#000000"),
    ("rgb(255, 0, 0, 0)", "#ff000000"), ("rgba(255 0 0)", "#ff0000"),
    ("rgb(2.55e2 0 0)", "#ff0000"),
    ("hsl(120, 100%, 50%)", "#00ff00"), ("hsla(240, 100%, 50%, 0.5)", "#0000ff80"),
    ("hsl(120deg 100% 25%)", "#008000"), ("hsl(0.5turn 100% 50%)", "#00ffff"),
    ("hsl(-120 100% 50%)", "#0000ff"),
    ("hsl(200grad 100% 50%)", "#00ffff"), ("hsl(3.14159265rad 100% 50%)", "#00ffff"),
    ("hsl(0 0 100)", "#ffffff"),
    ("hwb(0 0% 0%)", "#ff0000"), ("hwb(120 20% 20% / 0.5)", "#33cc3380"),
    ("hwb(0 60% 60%)", "#808080"),
    ("rgba(#FF0000, 0.5)", "#ff000080"), ("rgba(#f00, 50%)", "#ff000080"),
    ("rgba(#ff000080, 1)", "#ff0000"),
    ("transparent", "#00000000"), ("Transparent", "#00000000"), ("red", "#ff0000"),
    ("RebeccaPurple", "#663399"),
    ("grey", "#808080"), ("gray", "#808080"), (" white\n", "#ffffff"),
    ("lightgoldenrodyellow", "#fafad2"),
  ])
  func parsesLegacyStrings(text: String, hex: String) throws {
    let color = try #require(Color(css: text))
    #expect(color.hex == hex)
    #expect(color.colorSpace == "srgb")
  }

  /// CSS Color 4 perceptual functions (Workday's Canvas tokens write `oklch(…)`), converted
  /// through the colour space they name.
  @Test(arguments: [
    ("oklch(62.8% 0.2577 29.23)", "#ff0000", "oklch"),
    ("oklch(0.628 0.2577 29.23deg / 1)", "#ff0000", "oklch"),
    ("oklab(0.628 0.2249 0.1258)", "#ff0000", "oklab"), ("lab(54.29 80.8 69.89)", "#ff0000", "lab"),
    ("lch(54.29% 106.84 40.85)", "#ff0000", "lch"), ("oklch(1 0 0)", "#ffffff", "oklch"),
    ("oklch(0 0 none / 50%)", "#00000080", "oklch"),
  ])
  func parsesPerceptualFunctions(text: String, hex: String, space: String) throws {
    let color = try #require(Color(css: text))
    #expect(color.hex == hex)
    #expect(color.colorSpace == space)
  }

  @Test(arguments: [
    "", "ffffff", "#", "#ff", "#fffff", "#fffffff", "#ggg", "# fff", "red blue", "banana", "rgb()",
    "rgb(1, 2)", "rgb(1 2)", "rgb(1 2 3 4)", "rgb(1, 2 3)", "rgb(1, 2, 3) x",
    "rgb(1 2 3 / 0.5 / 1)",
    "rgb(1, 2, 3 / 0.5)", "rgb(a, b, c)", "rgb(1,,2,3)", "rgb(1, 2, 3, 4, 5)", "rgb(1e, 0, 0)",
    "rgb(5., 0, 0)",
    "rgba({brand.red}, 0.5)", "rgba(#ff0000)", "hsl(#fff, 1)", "hsl(120, 100%)", "hsl(1x 2% 3%)",
    "color(srgb 1 0 0)", "inf", "rgb(inf, 0, 0)", "rgb(nan 0 0)",
    "rgb(0x10 0 0)",
    // Numbers too large for a Double: `hsl(1e999 100% 50%)` read as white.
    "hsl(1e999 100% 50%)", "hsl(1e308turn 100% 50%)", "rgb(1e999 0 0)", "hsl(0 100% 50% / 1e999)",
  ])
  func rejectsEverythingElse(text: String) {
    #expect(Color(css: text) == nil)
  }

  @Test func keepsHexValuesEightBitExact() throws {
    let color = try #require(Color(css: "#3366CC80"))
    let expected: [Double?] = [0x33, 0x66, 0xCC].map { Double($0) / 255 }
    #expect(color.components == expected)
    #expect(color.alpha == 128.0 / 255)
    let short: [Double?] = [0xAA, 0xBB, 0xCC].map { Double($0) / 255 }
    #expect(try #require(Color(css: "#abc")).components == short)
  }

  @Test func roundsEightBitAlphaInHex() throws {
    #expect(try #require(Color(css: "#ff000080")).hex == "#ff000080")
    #expect(Color(red: 1, green: 0, blue: 0, alpha: 0.5).hex == "#ff000080")
    #expect(Color(red: 1, green: 0, blue: 0, alpha: 0.999).hex == "#ff0000")
  }

  @Test func equalsTheSameColourWrittenAsADTCGObject() throws {
    let object = try ColorTestKit.object("srgb", [1, 1, 1]).get()
    #expect(Color(css: "#FFF") == object)
    #expect(Color(css: "white") == object)
    #expect(Color(css: "rgb(100% 100% 100%)") == object)
    let translucent = try ColorTestKit.object("srgb", [1, 0, 0], alpha: 0.5).get()
    #expect(Color(css: "rgba(255, 0, 0, 0.5)") == translucent)
    #expect(Color(css: "#ff000080") == translucent)
    #expect(Color(css: "hsl(0 100% 50% / 50%)") == translucent)
    let magenta = try ColorTestKit.object("hsl", [300, 100, 50]).get()
    #expect(Color(css: "#f0f") == magenta)
    #expect(Color(css: "#f0f") != translucent)
  }

  @Test func hasAllNamedColours() {
    #expect(cssNamedColors.count == 148)
    for name in cssNamedColors.keys {
      #expect(Color(css: name.uppercased()) != nil, "\(name)")
    }
  }
}
