import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// bcgov's design tokens: a Tokens Studio single-file document that Style Dictionary builds
/// whole (sd-transforms' preprocessor, no `excludeParentKeys`), so references name tokens
/// with their set (`{typography.fontFamilies.bc-sans}`). Read as the plugin reads it, without
/// set names, every such reference was broken (33 false errors) and two sets' `color.primary`
/// were one token.
@Suite struct TokensStudioSetNamesKeptTests {
  static func document(reference: String, weight: String, link: String) -> String {
    """
    {"surface": {"color": {"primary": {"value": "#013366", "type": "color"}}},
     "icons": {"color": {"primary": {"value": "#2d2d2d", "type": "color"}}},
     "typography": {
       "fontFamilies": {"bc-sans": {"value": "BC Sans", "type": "fontFamilies"}},
       "fontWeights": {"regular": {"value": "Regular", "type": "fontWeights"}},
       "label": {"value": {"fontFamily": "\(reference)", "fontWeight": "\(weight)"}, "type": "typography"}},
     "semantic": {"link": {"value": "\(link)", "type": "color"}},
     "$themes": [{"id": "1", "name": "Usage", "group": "BCDS", "selectedTokenSets": {"surface": "enabled", "icons": "enabled", "typography": "enabled", "semantic": "enabled"}}],
     "$metadata": {"tokenSetOrder": ["surface", "icons", "typography", "semantic"]}}
    """
  }

  /// The document resolved: its findings other than notes, and its tokens' paths. Pure.
  static func read(reference: String, weight: String, link: String) -> (
    problems: [String], paths: Set<String>
  ) {
    let revision = RevisionResolver.resolve(
      .discovered([
        "input/tokens.json": Self.document(reference: reference, weight: weight, link: link)
      ]),
      policy: ResolutionPolicy()
    )
    return (
      revision.findings.filter { $0.severity != .note }.map(\.message),
      Set(revision.sets.flatMap(\.baseline.tokens).map(\.path.description))
    )
  }

  @Test func referencesThatNameTheSetKeepItsName() {
    let (problems, paths) = Self.read(
      reference: "{typography.fontFamilies.bc-sans}",
      weight: "{typography.fontWeights.regular}",
      link: "{surface.color.primary}"
    )
    #expect(problems.isEmpty, "\(problems)")
    #expect(
      paths.isSuperset(of: ["surface.color.primary", "icons.color.primary", "typography.label"])
    )
  }

  /// As the plugin writes them, references leave set names out, and so do the tokens.
  @Test func referencesWithoutSetNamesStillDropThem() {
    let (problems, paths) = Self.read(
      reference: "{fontFamilies.bc-sans}",
      weight: "{fontWeights.regular}",
      link: "{color.primary}"
    )
    #expect(problems.isEmpty, "\(problems)")
    #expect(paths.contains("label") && paths.contains("color.primary"), "\(paths)")
  }

  /// One reference that names a set (broken, as the plugin reads it) does not rename every
  /// token of the document: it stays a broken reference.
  @Test func oneReferenceNamingASetIsABrokenReference() {
    let (problems, paths) = Self.read(
      reference: "{typography.fontFamilies.bc-sans}",
      weight: "Regular",
      link: "#ffffff"
    )
    #expect(problems.contains { $0.contains("{typography.fontFamilies.bc-sans}") }, "\(problems)")
    #expect(paths.contains("label"), "\(paths)")
  }

}
