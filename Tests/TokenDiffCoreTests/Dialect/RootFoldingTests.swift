import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// One finding per root cause: tokens broken only through their aliases are folded into it,
/// and a problem that holds in every mode is said once.
@Suite struct RootFoldingTests {
  @Test func oneRootFortyDependentsTwentyFourModesIsOneFinding() {
    let modes = (1...24).map { "\"m\($0)\": \"#0000\($0 + 10)\"" }
    let dependents = (1...40).map { "\"d\($0)\": {\"$value\": \"{root}\"}" }
    let json = """
      {"$type": "color",
       "modal": {"$value": "#000000", "$extensions": {"mode": {\(modes.joined(separator: ", "))}}},
       "root": {"$value": "{nowhere}", "$extensions": {"mode": {"m1": "{nowhere}"}}},
       "dep": {\(dependents.joined(separator: ", "))},
       "uses": {"$value": "{modal}"}}
      """
    let revision = RevisionResolver.resolve(
      .test(["tokens/all.tokens.json": json]),
      policy: ResolutionPolicy()
    )
    // The 24 the maps name, and `$value`'s own (no map names `light`).
    #expect(revision.modeNames.count == 25)
    #expect(revision.findings.count == 1, "\(revision.findings.map(\.message))")
    let root = revision.findings.first
    #expect(root?.token?.description == "root")
    #expect(root?.mode == nil)
    #expect(root?.dependents.count == 40)
    #expect(root?.message.contains("does not exist") == true)
  }

  /// Gestalt's shape: Style Dictionary aliases written `{a.b.value}` fold into the root `a.b`.
  @Test func dependentsThatNameTheirRootWithAValueSuffixAreFolded() {
    let json =
      ##"{"base": {"value": "{nowhere}", "type": "color"}, "a": {"value": "{base.value}", "type": "color"}, "b": {"value": "{base.value}", "type": "color"}}"##
    let revision = RevisionResolver.resolve(
      .test(["src/color.json": json]),
      policy: ResolutionPolicy()
    )
    #expect(revision.findings.count == 1, "\(revision.findings.map(\.message))")
    #expect(revision.findings.first?.token?.description == "base")
    #expect(revision.findings.first?.dependents.map(\.description) == ["a", "b"])
  }

  @Test func aLongChainNamesItsRootInsteadOfNestingMessages() {
    var members = ["\"t0\": {\"$value\": \"{missing}\"}"]
    for link in 1...2_000 { members.append("\"t\(link)\": {\"$value\": \"{t\(link - 1)}\"}") }
    let json = "{\"$type\": \"color\", \(members.joined(separator: ", "))}"
    let set = ResolvedTokenSet.test(["tokens/chain.tokens.json": json])
    let longest = set.findings.map(\.message.count).max() ?? 0
    #expect(longest < 300, "a message of \(longest) characters")
    let last = set.findings(for: "t2000").first
    #expect(last?.root?.description == "t0")
    #expect(last?.message.contains("2000 links away") == true)
  }
}
