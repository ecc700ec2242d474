import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// The helpers that spread pure work over the cores keep every result, in order.
@Suite struct ParallelWorkTests {
  @Test func parallelMapKeepsTheOrderOfItsElements() {
    let numbers = Array(0..<1_000)
    #expect(numbers.parallelMap { $0 * $0 } == numbers.map { $0 * $0 })
  }

  @Test func concurrentlyReturnsBothResultsInTheirPlaces() {
    let (text, number) = concurrently({ String(repeating: "a", count: 3) }, { 6 * 7 })
    #expect(text == "aaa")
    #expect(number == 42)
  }

  /// A token no mode overrides is the same in every mode; one a mode map overrides, or whose
  /// alias reads an overridden token, is not.
  @Test func aTokenNoModeOverridesIsModeInvariant() {
    let revision = RevisionResolver.resolve(
      .test([
        "t.tokens.json": """
        {
          "plain": {"$type": "color", "$value": "#111111"},
          "themed": {"$type": "color", "$value": "#222222",
            "$extensions": {"mode": {"light": "#222222", "dark": "#333333"}}},
          "alias": {"$type": "color", "$value": "{themed}"}
        }
        """
      ]),
      policy: ResolutionPolicy()
    )
    let index = ModalIndex(revision)
    #expect(index.isModeInvariant(TokenPath(dotted: "plain")))
    #expect(!index.isModeInvariant(TokenPath(dotted: "themed")))
    #expect(!index.isModeInvariant(TokenPath(dotted: "alias")))
    #expect(index.isModeInvariant(TokenPath(dotted: "nowhere")))
  }
}
