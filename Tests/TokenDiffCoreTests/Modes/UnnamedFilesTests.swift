import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// Token files beside a resolver document that it does not name read the tokens its default
/// permutation defines, as a build that reads the whole folder resolves them.
@Suite struct UnnamedFilesTests {
  static let resolver = ##"""
    {"version": "2025.10",
     "sets": {"s": {"sources": [{"$ref": "tokens/core.tokens.json"}, {"$ref": "tokens/a.tokens.json"}]}},
     "resolutionOrder": [{"$ref": "#/sets/s"}]}
    """##

  static func files(gray: String) -> [String: String] {
    [
      "tokens.resolver.json": resolver,
      "tokens/core.tokens.json": ##"{"gray": {"1": {"$type": "color", "$value": "\##(gray)"}}}"##,
      "tokens/a.tokens.json": ##"{"fg": {"$type": "color", "$value": "{gray.1}"}}"##,
      "tokens/b.tokens.json": ##"""
      {"border": {"$type": "color", "$value": "{gray.1}"},
       "fg": {"$type": "color", "$value": "#222222"}}
      """##,
    ]
  }

  @Test func aFileTheResolverDoesNotNameReadsItsSourcesTokens() {
    let report = makeDiffReport(
      base: .discovered(Self.files(gray: "#111111")),
      head: .discovered(Self.files(gray: "#333333")),
      policy: ResolutionPolicy()
    )
    #expect(report.findings.isEmpty, "\(report.findings.map(\.finding.message))")
    let changed = report.changes.map { "\($0.token) \($0.location.file)" }.sorted()
    // `border` follows the palette; b's own `fg` is its own, not a.tokens.json's alias.
    #expect(
      changed == [
        "border tokens/b.tokens.json", "fg tokens/a.tokens.json", "gray.1 tokens/core.tokens.json",
      ]
    )
  }

  /// The document in a folder of its own (`tokens/design.resolver.json`), the file it does not
  /// name beside it: the plain set is found at the repository root, but its files are all in
  /// the document's folder, so they read its default permutation too (its reference to the
  /// document's base was a false broken reference).
  @Test func aFileInTheFolderOfADocumentInASubfolderReadsItsSourcesTokens() {
    let files = [
      "tokens/design.resolver.json": ##"""
      {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
       "modifiers": {"density": {"contexts": {"compact": [{"$ref": "density/compact.json"}],
                                              "comfortable": [{"$ref": "density/comfortable.json"}]},
                                 "default": "comfortable"}},
       "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/density"}]}
      """##,
      "tokens/base.json":
        ##"{"size": {"$type": "dimension", "s": {"$value": {"value": 4, "unit": "px"}}, "m": {"$value": {"value": 8, "unit": "px"}}}}"##,
      "tokens/density/comfortable.json":
        ##"{"gap": {"$type": "dimension", "$value": "{size.m}"}}"##,
      "tokens/density/compact.json": ##"{"gap": {"$type": "dimension", "$value": "{size.s}"}}"##,
      "tokens/extra.json":
        ##"{"card": {"padding": {"$type": "dimension", "$value": "{size.m}"}}}"##,
    ]
    let revision = RevisionResolver.resolve(.discovered(files), policy: ResolutionPolicy())
    #expect(
      revision.findings.filter { $0.severity != .note }.isEmpty,
      "\(revision.findings.map(\.message))"
    )
  }

  @Test func theResolversSetListsEachFileOnce() {
    let snapshot = RevisionSnapshot.discovered(Self.files(gray: "#111111"))
    let named = snapshot.sets.first { $0.definition == "tokens.resolver.json" }
    #expect(
      named?.files.sorted() == [
        "tokens.resolver.json", "tokens/a.tokens.json", "tokens/core.tokens.json",
      ]
    )
  }

  @Test func theyReadEachModifiersDefaultContextAndInlineSources() {
    let resolver = ##"""
      {"version": "2025.10",
       "sets": {"base": {"sources": [{"$ref": "tokens/core.tokens.json"},
                                     {"space": {"gap": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}}]}},
       "modifiers": {"theme": {"contexts": {"light": [{"$ref": "tokens/light.tokens.json"}],
                                            "dark": [{"$ref": "tokens/dark.tokens.json"}]},
                               "default": "dark"}},
       "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
      """##
    let revision = RevisionResolver.resolve(
      .discovered([
        "tokens.resolver.json": resolver,
        "tokens/core.tokens.json": ##"{"ink": {"$type": "color", "$value": "#111111"}}"##,
        "tokens/light.tokens.json": ##"{"bg": {"$type": "color", "$value": "#ffffff"}}"##,
        "tokens/dark.tokens.json": ##"{"bg": {"$type": "color", "$value": "#000000"}}"##,
        "tokens/card.tokens.json": ##"""
        {"card": {"fill": {"$type": "color", "$value": "{bg}"},
                  "gap": {"$type": "dimension", "$value": "{space.gap}"}}}
        """##,
      ]),
      policy: ResolutionPolicy()
    )
    #expect(revision.findings.isEmpty, "\(revision.findings.map(\.message))")
    let card = revision.sets.flatMap(\.baseline.tokens).filter {
      $0.location.file == "tokens/card.tokens.json"
    }
    // `default: dark`, not the first context, light.
    #expect(card.first { $0.path.description == "card.fill" }?.value?.text == "#000000")
    #expect(card.first { $0.path.description == "card.gap" }?.value?.text == "4px")
  }
}
