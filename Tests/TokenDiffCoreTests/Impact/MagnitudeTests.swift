import Testing
import TokenDiffCore

@Suite struct MagnitudeTests {
  @Test func colourChangesCarryDeltaEAndAWord() throws {
    let gray = try #require(Color(css: "#777777"))
    let darker = try #require(Color(css: "#767676"))
    let small = try #require(MagnitudeMeasure.measure(.color(gray), .color(darker)))
    #expect(small.deltaE == 0.3974)
    #expect(small.perceptibility == .imperceptible)
    let blue = try #require(Color(css: "#0066CC"))
    let lighter = try #require(Color(css: "#3366CC"))
    let subtle = MagnitudeMeasure.measure(.color(blue), .color(lighter))
    #expect(subtle?.perceptibility == .subtle)
    let green = try #require(Color(css: "#00CC66"))
    let mint = try #require(Color(css: "#33DD88"))
    let visible = MagnitudeMeasure.measure(.color(green), .color(mint))
    #expect(visible?.perceptibility == .visible)
  }

  /// A shadow whose offset and `inset` changed beside an unchanged colour is no ΔE 0
  /// ("imperceptible"): only a composite whose colour alone changed is graded by its colour.
  @Test func aCompositeWhoseOtherMembersChangedHasNoDeltaE() throws {
    let ink = try #require(Color(css: "#101211e6"))
    let paler = try #require(Color(css: "#10121180"))
    func shadow(_ color: Color, y: Double, inset: Bool) -> TokenValue {
      .object([
        "color": .color(color), "offsetY": .dimension(Dimension(value: y, unit: "px")),
        "inset": .bool(inset),
      ])
    }
    #expect(
      MagnitudeMeasure.measure(shadow(ink, y: 40, inset: true), shadow(ink, y: 4, inset: false))
        == nil
    )
    let colourOnly = MagnitudeMeasure.measure(
      shadow(ink, y: 4, inset: false),
      shadow(paler, y: 4, inset: false)
    )
    #expect(colourOnly?.deltaE != nil)
  }

  /// Opaque black made transparent is the largest change there is over a white surface, not
  /// ΔE 0; a change of opacity alone is graded as it is seen over white and over black.
  @Test func opacityChangesAreGradedAsTheyAreSeen() throws {
    let black = try #require(Color(css: "#000000"))
    let clear = try #require(Color(css: "#00000000"))
    let gone = try #require(MagnitudeMeasure.measure(.color(black), .color(clear)))
    #expect(gone.deltaE == 100)
    #expect(gone.perceptibility == .visible)
    let faint = try #require(Color(css: "#3969ef33"))
    let fainter = try #require(Color(css: "#3969ef30"))
    let small = try #require(MagnitudeMeasure.measure(.color(faint), .color(fainter)))
    #expect(small.perceptibility == .imperceptible, "\(small)")
    // Two translucent colours differ as much as they show: black and white at 10 % opacity
    // are far less apart than black and white.
    let veil = try #require(Color(css: "#0000001a"))
    let glaze = try #require(Color(css: "#ffffff1a"))
    let seen = try #require(MagnitudeMeasure.measure(.color(veil), .color(glaze))?.deltaE)
    #expect(seen > 5 && seen < 20, "\(seen)")
    // Opaque colours keep the plain difference.
    let blue = try #require(Color(css: "#0066cc"))
    let lighter = try #require(Color(css: "#3366cc"))
    #expect(MagnitudeMeasure.measure(.color(blue), .color(lighter))?.deltaE == 3.078)
  }

  @Test func thresholdsAreConfigurable() throws {
    let strict = VisibilityThresholds(imperceptible: 0.2, subtle: 3)
    let gray = try #require(Color(css: "#777777"))
    let darker = try #require(Color(css: "#767676"))
    let change = MagnitudeMeasure.measure(.color(gray), .color(darker), thresholds: strict)
    #expect(change?.perceptibility == .subtle)
    #expect(strict.perceptibility(ofDeltaE: 3) == .visible)
  }

  @Test func dimensionsDurationsAndNumbersCarryDeltaUnitAndPercent() {
    let padding = MagnitudeMeasure.measure(
      .dimension(Dimension(value: 8, unit: "px")),
      .dimension(Dimension(value: 10, unit: "px"))
    )
    #expect(padding == ChangeMagnitude(delta: 2, unit: "px", percent: 25))
    let duration = MagnitudeMeasure.measure(
      .duration(DurationValue(milliseconds: 200)),
      .duration(DurationValue(milliseconds: 150))
    )
    #expect(duration == ChangeMagnitude(delta: -50, unit: "ms", percent: -25))
    let number = MagnitudeMeasure.measure(.number(0), .number(3))
    #expect(number == ChangeMagnitude(delta: 3, unit: nil, percent: nil))
    let third = MagnitudeMeasure.measure(.number(3), .number(4))
    #expect(third?.percent == 33.33)
  }

  @Test func unitChangesAndStringsHaveNoMagnitude() {
    #expect(
      MagnitudeMeasure.measure(
        .dimension(Dimension(value: 16, unit: "px")),
        .dimension(Dimension(value: 1, unit: "rem"))
      ) == nil
    )
    #expect(MagnitudeMeasure.measure(.string("a"), .string("b")) == nil)
    #expect(MagnitudeMeasure.measure(.number(1), .number(1)) == nil)
  }

  /// `1e308px` → `-1e308px` has no finite delta: the reports showed `-infpx (—%)`. A delta or
  /// percentage that is not a finite number is left out; a large finite one is kept whole.
  @Test func deltasThatOverflowAreLeftOut() throws {
    let overflow = MagnitudeMeasure.measure(
      .dimension(Dimension(value: 1e308, unit: "px")),
      .dimension(Dimension(value: -1e308, unit: "px"))
    )
    #expect(overflow == nil)
    let tiny = try #require(
      MagnitudeMeasure.measure(.number(.leastNonzeroMagnitude), .number(1e300))
    )
    #expect(abs((tiny.delta ?? 0) - 1e300) <= 1e288)
    #expect(tiny.percent == nil)
    let large = try #require(MagnitudeMeasure.measure(.number(1e303), .number(2e303)))
    #expect(large.delta == 1e303)
    #expect(large.percent == 100)
  }
}
