import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// Values a Tokens Studio or Style Dictionary build reads where a strict reading would not:
/// references filling in a colour function, text with a slash, an automatic line height.
@Suite struct LenientTextValueTests {
  static func singleFile(_ tokens: String) -> [String: String] {
    [
      "tokens.json":
        ##"{"global": \##(tokens), "$themes": [], "$metadata": {"tokenSetOrder": ["global"]}}"##
    ]
  }

  /// PB's `tint.*`: `hsl({hue} 100% 36%)`.
  static func hues(_ hue: String) -> [String: String] {
    singleFile(
      ##"{"hue": {"value": "\##(hue)", "type": "number"}, "tint": {"value": "hsl({hue} 100% 36%)", "type": "color"}, "broken": {"value": "hsl({nope} 100% 36%)", "type": "color"}}"##
    )
  }

  @Test func referencesInsideAColourFunctionAreItsArguments() {
    let report = makeDiffReport(
      base: .discovered(Self.hues("235")),
      head: .discovered(Self.hues("120")),
      policy: ResolutionPolicy()
    )
    let tint = report.changes.first { $0.token.description == "tint" }
    #expect(tint?.before?.value?.text == "#000fb8")
    #expect(tint?.after?.value?.text == "#00b800")
    #expect(tint?.via?.description == "hue")
    let broken = report.headFindings.map(\.finding).filter { $0.kind == .brokenReference }
    #expect(broken.map(\.token?.description) == ["broken"])
  }

  /// TalhaDS: a Figma export's message with a placeholder and a slash.
  @Test func textWithASlashIsNoMath() {
    let report = makeCheckReport(
      .discovered([
        "En.tokens.json":
          ##"{"msg": {"slash": {"$type": "string", "$value": "Your Hajj/Umrah account has reached {amount} TL."}, "nobrace": {"$type": "string", "$value": "Hajj/Umrah"}}}"##
      ]),
      policy: ResolutionPolicy()
    )
    #expect(report.findings.isEmpty, "\(report.findings.map(\.finding.message))")
  }

  @Test func anAutomaticLineHeightIsAKeyword() {
    let report = makeCheckReport(
      .discovered(
        Self.singleFile(
          ##"{"label": {"type": "typography", "value": {"fontFamily": "Inter", "fontSize": "10", "lineHeight": "auto"}}}"##
        )
      ),
      policy: ResolutionPolicy()
    )
    #expect(report.findings.isEmpty, "\(report.findings.map(\.finding.message))")
  }
}

/// Paragon's Style Dictionary set: CSS spellings its build writes as they are.
@Suite struct StyleDictionaryCSSSpellingTests {
  @Test func cssSpellingsOfCompositesAndWeightsAreTheBuilds() {
    let files = [
      "package.json": ##"{"devDependencies": {"style-dictionary": "^4.3.0"}}"##,
      "tokens/global.json": ##"""
      {"font": {"weight": {"$type": "fontWeight", "lighter": {"$value": "lighter"}, "inherit": {"$value": "inherit"}}},
       "transition": {"$type": "transition", "base": {"$value": {"duration": "200ms",
         "timing-function": [0.42, 0, 0.58, 1], "delay": "0s"}}},
       "shadow": {"$type": "shadow", "focus": {"$value": {"color": "#000000", "offsetX": "0",
         "offsetY": "0", "blur": "0", "spread": "2px", "inset": "inset"}}}}
      """##,
    ]
    let report = makeCheckReport(.discovered(files), policy: ResolutionPolicy())
    #expect(report.findings.isEmpty, "\(report.findings.map(\.finding.message))")
    let strict = makeCheckReport(
      .discovered(files.filter { $0.key != "package.json" }),
      policy: ResolutionPolicy()
    )
    #expect(strict.findings.count == 4, "\(strict.findings.map(\.finding.message))")
  }
}
