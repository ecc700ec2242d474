import Testing
import TokenDiffCore

@Suite struct ImpactClassifierTests {
  private func change(
    _ kind: ChangeKind,
    before: TokenValue? = .number(1),
    after: TokenValue? = .number(1)
  ) -> TokenChange {
    TokenChange(
      token: TokenPath(["t"]),
      kind: kind,
      layer: .semantic,
      location: SourceLocation(file: "t.json", line: 1, column: 1),
      before: TokenState(type: nil, value: before, aliasOf: TokenPath(["a"])),
      after: TokenState(type: nil, value: after, aliasOf: TokenPath(["b"]))
    )
  }

  @Test func everyKindHasAnImpact() {
    #expect(ImpactClassifier.impact(of: change(.removed)) == .breaking)
    #expect(ImpactClassifier.impact(of: change(.renamed)) == .breaking)
    #expect(ImpactClassifier.impact(of: change(.typeChanged)) == .breaking)
    #expect(ImpactClassifier.impact(of: change(.broken)) == .breaking)
    #expect(ImpactClassifier.impact(of: change(.valueChanged)) == .visual)
    #expect(ImpactClassifier.impact(of: change(.forbidden)) == .visual)
    #expect(ImpactClassifier.impact(of: change(.fixed)) == .visual)
    #expect(ImpactClassifier.impact(of: change(.added)) == .additive)
    #expect(ImpactClassifier.impact(of: change(.deprecated)) == .additive)
    #expect(ImpactClassifier.impact(of: change(.undeprecated)) == .additive)
    #expect(ImpactClassifier.impact(of: change(.aliasRetargeted)) == ChangeImpact.none)
    #expect(
      ImpactClassifier.impact(of: change(.aliasRetargeted, after: .number(2))) == .visual
    )
  }

  @Test func theBumpIsTheLargestImpact() {
    #expect(ImpactClassifier.suggestedBump(for: []) == SemverBump.none)
    #expect(ImpactClassifier.suggestedBump(for: [change(.aliasRetargeted)]) == SemverBump.none)
    #expect(ImpactClassifier.suggestedBump(for: [change(.valueChanged)]) == .patch)
    #expect(
      ImpactClassifier.suggestedBump(for: [change(.valueChanged), change(.deprecated)]) == .minor
    )
    #expect(
      ImpactClassifier.suggestedBump(for: [change(.added), change(.removed), change(.fixed)])
        == .major
    )
  }
}
