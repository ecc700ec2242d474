import Testing

@testable import TokenDiffCore

/// `parseMeasure` and `MathExpression.looksLikeMath` read ASCII text by byte and other text by
/// character; both readings must say the same as the rule. Cases pair an ASCII text with one
/// that differs only by a non-ASCII character where that changes nothing, so both paths run.
@Suite struct MeasureAndMathSniffTests {
  @Test(
    arguments: [
      ("16px", 16.0, "px"), (" -0.5rem ", -0.5, "rem"), ("250ms", 250, "ms"), ("100%", 100, "%"),
      ("+2.5EM", 2.5, "EM"), ("1.5Px", 1.5, "Px"),
    ] as [(String, Double, String)]
  )
  func readsANumberAndItsUnit(text: String, number: Double, unit: String) throws {
    let measure = try #require(parseMeasure(text))
    #expect(measure.number == number)
    #expect(measure.unit == unit)
  }

  @Test(arguments: [
    "16", "px", "16 px", "1e3px", "16px2", "16p_x", "--", "16\r\npx", "1.2.3px", "16px ",
    "١٦px", "16px😀", "",
  ])
  func turnsAwayWhatIsNotOneMeasure(text: String) {
    // "16px " is trimmed first, so it is a measure; every other text here is not.
    if text == "16px " {
      #expect(parseMeasure(text)?.unit == "px")
    } else {
      #expect(parseMeasure(text) == nil)
    }
  }

  @Test func readsLettersOutsideASCIIAsUnits() throws {
    #expect(parseMeasure("16pé")?.unit == "pé")
    let measure = try #require(parseMeasure("3µs"))
    #expect(measure.number == 3)
    #expect(measure.unit == "µs")
  }

  @Test(arguments: [
    ("{a} * 2", true), ("{a} - 4", true), ("{a}-4", false), ("{a} -4", true), ("-{a}", true),
    ("0 -1px", false), ("0 -{a}", true),
    ("{a} / 2", true), ("({a})", true), ("2^3", true), ("{a} + {b} é", true),
    ("(min-width: {a})", false), ("{a} * 2; x", false), ("rgba({a}, 0.5)", false),
    ("#fff", false), ("calc({a} * 2)", false), ("var(--x)", false), ("Linear-Gradient(a)", false),
    ("max({a}, 4)", true), ("{a}", false), ("16px", false), ("é - 2", true), ("{a}\r\n- 2", false),
    ("{é}:{b} * 2", false),
  ])
  func tellsMathFromText(text: String, isMath: Bool) {
    #expect(MathExpression.looksLikeMath(text) == isMath)
  }
}
