import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// ids-tokens' shape: a Tokens Studio `number` written with a unit, and math on it. The plugin's
/// `number` is free text, and its math (and sd-transforms') reads `16px` as that measure.
@Suite struct TokensStudioNumberWithAUnitTests {
  static func files(unit: String) -> [String: String] {
    [
      "$themes.json":
        ##"[{"id": "t", "name": "default", "selectedTokenSets": {"scale": "source", "space": "enabled"}}]"##,
      "$metadata.json": ##"{"tokenSetOrder": ["scale", "space"]}"##,
      "scale.json": ##"{"unit": {"value": "\##(unit)", "type": "number"}}"##,
      "space.json": ##"{"half": {"value": "{unit} * 0.5", "type": "spacing"}}"##,
    ]
  }

  @Test func aNumberWithAUnitIsThatMeasureAndItsMathChanges() {
    let report = makeDiffReport(
      base: .discovered(Self.files(unit: "16px")),
      head: .discovered(Self.files(unit: "20px")),
      policy: ResolutionPolicy()
    )
    #expect(report.headFindings.isEmpty, "\(report.headFindings.map(\.finding.message))")
    #expect(report.changes.map(\.token.description) == ["half"])
    #expect(report.changes.first?.before?.value?.text == "8px")
    #expect(report.changes.first?.after?.value?.text == "10px")
  }
}
