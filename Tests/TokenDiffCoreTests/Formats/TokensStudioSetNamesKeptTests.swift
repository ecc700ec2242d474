import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// bcgov's design tokens: a Tokens Studio single-file document that Style Dictionary builds
/// whole (sd-transforms' preprocessor, no `excludeParentKeys`), so references name tokens
/// with their set (`{typography.fontFamilies.bc-sans}`). Read as the plugin reads it, without
/// set names, every such reference was broken (33 false errors) and two sets' `color.primary`
/// were one token.
@Suite struct TokensStudioSetNamesKeptTests {
  static func document(reference: String) -> String {
    """
    {"surface": {"color": {"primary": {"value": "#013366", "type": "color"}}},
     "icons": {"color": {"primary": {"value": "#2d2d2d", "type": "color"}}},
     "typography": {
       "fontFamilies": {"bc-sans": {"value": "BC Sans", "type": "fontFamilies"}},
       "label": {"value": {"fontFamily": "\(reference)"}, "type": "typography"}},
     "$themes": [{"id": "1", "name": "Usage", "group": "BCDS", "selectedTokenSets": {"surface": "enabled", "icons": "enabled", "typography": "enabled"}}],
     "$metadata": {"tokenSetOrder": ["surface", "icons", "typography"]}}
    """
  }

  @Test func referencesThatNameTheSetKeepItsName() {
    let revision = RevisionResolver.resolve(
      .discovered([
        "input/tokens.json": Self.document(reference: "{typography.fontFamilies.bc-sans}")
      ]),
      policy: ResolutionPolicy()
    )
    #expect(
      revision.findings.filter { $0.severity != .note }.isEmpty,
      "\(revision.findings.map(\.message))"
    )
    let paths = Set(revision.sets.flatMap(\.baseline.tokens).map(\.path.description))
    #expect(
      paths.isSuperset(of: ["surface.color.primary", "icons.color.primary", "typography.label"])
    )
  }

  /// As the plugin writes them, references leave set names out, and so do the tokens.
  @Test func referencesWithoutSetNamesStillDropThem() {
    let revision = RevisionResolver.resolve(
      .discovered(["input/tokens.json": Self.document(reference: "{fontFamilies.bc-sans}")]),
      policy: ResolutionPolicy()
    )
    #expect(
      revision.findings.filter { $0.severity != .note }.isEmpty,
      "\(revision.findings.map(\.message))"
    )
    let paths = Set(revision.sets.flatMap(\.baseline.tokens).map(\.path.description))
    #expect(paths.contains("label") && paths.contains("color.primary"), "\(paths)")
  }
}
