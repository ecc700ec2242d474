import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// A resolver source may name one group of a file (`modes.json#/light`): several contexts then
/// share a file, each reading one of its groups, as a build that inlines the `$ref` does.
@Suite struct ResolverFragmentSourceTests {
  static func files(darkSurface: String = "{grey.9}") -> [String: String] {
    [
      "x.resolver.json": """
      {"version": "2025.10",
       "sets": {"base": {"sources": [{"$ref": "base.json"}]},
                "prims": {"sources": [{"$ref": "prims.json"}]}},
       "modifiers": {"mode": {"default": "light", "contexts": {
         "light": [{"$ref": "modes.json#/light"}], "dark": [{"$ref": "modes.json#/dark"}]}}},
       "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/mode"},
                           {"$ref": "#/sets/prims"}]}
      """,
      "base.json": ##"{"accent": {"$type": "color", "$value": "{accent}"}}"##,
      "modes.json": """
      {"light": {"surface": {"$type": "color", "$value": "{grey.0}"},
                 "accent": {"$type": "color", "$value": "{surface}"}},
       "dark": {"surface": {"$type": "color", "$value": "\(darkSurface)"},
                "accent": {"$type": "color", "$value": "{surface}"}}}
      """,
      "prims.json": """
      {"grey": {"$type": "color", "0": {"$value": "#ffffff"}, "8": {"$value": "#222222"},
                "9": {"$value": "#000000"}}}
      """,
    ]
  }

  @Test func eachContextReadsItsGroup() throws {
    let revision = RevisionResolver.resolve(.discovered(Self.files()), policy: ResolutionPolicy())
    #expect(revision.findings.filter { $0.severity == .error }.isEmpty, "\(revision.findings)")
    let accent = try #require(
      TokenExplanation.explain(TokenPath(dotted: "accent"), in: revision)
    )
    let values = accent.modes.map { "\($0.mode ?? "-") \($0.value?.text ?? "broken")" }
    #expect(values == ["mode=light #ffffff", "mode=dark #000000"], "\(values)")
    // The group's name is no part of a token's path, and the file is cited.
    #expect(TokenExplanation.explain(TokenPath(dotted: "light.surface"), in: revision) == nil)
    #expect(accent.modes.last?.location.file == "modes.json")
  }

  @Test func aChangeInOneGroupIsAChangeInItsContext() {
    let report = makeDiffReport(
      base: .discovered(Self.files()),
      head: .discovered(Self.files(darkSurface: "{grey.8}")),
      policy: ResolutionPolicy()
    )
    let rows = report.changes.map { "\($0.token) \($0.mode ?? "-") \($0.kind.rawValue)" }
    #expect(
      rows.sorted() == ["accent mode=dark value-changed", "surface mode=dark alias-retargeted"]
    )
  }

  @Test func theListingCountsTheTokensTheResolverReads() {
    let snapshot = RevisionSnapshot.discovered(Self.files())
    let listing = TokenSetListing.make(
      snapshot: snapshot,
      unread: [],
      tokens: TokenParser.parse(snapshot).tokens,
      resolved: RevisionResolver.resolve(snapshot, policy: ResolutionPolicy())
    )
    #expect(listing.sets.map(\.tokens) == [5], "\(listing.sets)")
  }

  @Test func pointersAreUnescaped() {
    let parts = ResolverFragmentSources.parts(of: "a/m.json#/x~1y/z~0")
    #expect(parts?.file == "a/m.json")
    #expect(parts?.pointer == ["x/y", "z~"])
    #expect(ResolverFragmentSources.parts(of: "a/m.json") == nil)
    #expect(ResolverFragmentSources.parts(of: "m.json#set") == nil)
    #expect(ResolverFragmentSources.source("m.json", pointer: ["x/y"]) == "m.json#/x~1y")
  }
}

/// A file named plain `resolver.json` is a resolver document when its content has a
/// `resolutionOrder`, and no file of the set otherwise.
@Suite struct PlainlyNamedResolverTests {
  @Test func aResolverNamedPlainlyIsReadByItsContent() {
    let selection = FileSelection(configuration: Configuration())
    #expect(selection.decide("resolver.json") == .candidate)
    #expect(selection.decide("tokens/resolver.json") == .candidate)
    #expect(
      selection.looksLikeTokens(Array(#"{"resolutionOrder": []}"#.utf8), path: "resolver.json")
    )
    #expect(!selection.looksLikeTokens(Array(#"{"$value": 1}"#.utf8), path: "lib/resolver.json"))
    #expect(ResolverDocumentReader.isResolverDocument("themes/resolver.json"))
    #expect(!ResolverDocumentReader.isResolverDocument("themes/my-resolver.json"))
  }

  /// Another tool's `resolver.json` (no `resolutionOrder`) is no document and no finding.
  @Test func anotherToolsResolverFileIsNotRead() {
    var files = ResolverFragmentSourceTests.files()
    files["tokens/resolver.json"] = ##"{"aliases": {"@": "./src"}}"##
    let snapshot = RevisionSnapshot.discovered(files)
    #expect(!snapshot.files.map(\.path).contains("tokens/resolver.json"))
    let revision = RevisionResolver.resolve(snapshot, policy: ResolutionPolicy())
    #expect(revision.findings.filter { $0.severity != .note }.isEmpty, "\(revision.findings)")
  }

  @Test func itsModifiersAreTheModes() {
    var files = ResolverFragmentSourceTests.files()
    files["resolver.json"] = files.removeValue(forKey: "x.resolver.json")
    let revision = RevisionResolver.resolve(.discovered(files), policy: ResolutionPolicy())
    #expect(revision.sets.map(\.set) == ["resolver.json"])
    #expect(revision.sets.first?.modes.map(\.mode) == ["mode=light", "mode=dark"])
  }
}
