import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// Figma's own variable export: an alias written as its resolved value, with
/// `com.figma.aliasData` naming the variable (TalhaDS, new_design_kit_llm).
@Suite struct FigmaAliasDataTests {
  static let grey =
    ##"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.933, 0.933, 0.933], "alpha": 1, "hex": "#EEEEEE"}}"##

  static func files(target: String, mode: String = "Light") -> [String: String] {
    let alias =
      ##"{"surface": {"background": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.933, 0.933, 0.933], "alpha": 1, "hex": "#EEEEEE"}, "$extensions": {"com.figma.aliasData": {"targetVariableName": "\##(target)", "targetVariableSetName": "Primitives"}}}}, "$extensions": {"com.figma.modeName": "\##(mode)"}}"##
    return [
      "tokens/Primitives.tokens.json": ##"{"grey": {"50": \##(grey), "100": \##(grey)}}"##,
      "tokens/\(mode).tokens.json": alias,
    ]
  }

  @Test func anAliasRetargetedToTheSameColourIsReported() {
    let report = makeDiffReport(
      base: .discovered(Self.files(target: "grey/50")),
      head: .discovered(Self.files(target: "grey/100")),
      policy: ResolutionPolicy()
    )
    #expect(report.changes.map(\.kind) == [.aliasRetargeted], "\(report.changes.map(\.kind))")
    #expect(report.changes.first?.after?.aliasOf?.description == "grey.100")
  }

  @Test func aTargetTheSetLacksKeepsTheValueAsWritten() {
    let report = makeCheckReport(
      .discovered(Self.files(target: "blue/500")),
      policy: ResolutionPolicy()
    )
    #expect(report.findings.isEmpty, "\(report.findings.map(\.finding.message))")
  }
}
