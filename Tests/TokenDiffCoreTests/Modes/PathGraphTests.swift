import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// The interned reverse dependencies a resolver document's permutations are worked out over
/// must reach what the path-keyed walk reached: every reader, through chains, `$root` owners and
/// broken tokens' written references.
@Suite struct PathGraphTests {
  static let files = [
    "t.tokens.json": ##"""
    {"base": {"$type": "color", "$root": {"$value": "#111111"}, "soft": {"$value": "#eeeeee"}},
     "text": {"$type": "color", "$value": "{base}"},
     "link": {"$type": "color", "$value": "{text}"},
     "quiet": {"$type": "color", "$value": "{base.soft}"},
     "broken": {"$type": "color", "$value": "{missing}"},
     "lonely": {"$type": "color", "$value": "#222222"}}
    """##
  ]

  static func baseline() -> IncrementalResolver.Baseline {
    let document = TokenParser.parse(.test(files))
    return IncrementalResolver.Baseline(
      set: "design/system.resolver.json",
      tokens: document.tokens,
      resolved: Resolver.resolve(document)
    )
  }

  static func affected(by changed: [String]) -> [String] {
    baseline().affected(by: Set(changed.map { TokenPath(dotted: $0) })).map(\.description).sorted()
  }

  @Test func aChangedRootReachesItsOwnersReadersThroughChains() {
    #expect(Self.affected(by: ["base.$root"]) == ["base", "base.$root", "link", "text"])
  }

  @Test func aChangedLeafReachesOnlyItsReaders() {
    #expect(Self.affected(by: ["base.soft"]) == ["base.soft", "quiet"])
    #expect(Self.affected(by: ["lonely"]) == ["lonely"])
  }

  @Test func aBrokenTokenIsReachedThroughTheReferenceItWrites() {
    // `missing` is no token: the graph knows it because `broken` names it.
    #expect(Self.affected(by: ["missing"]) == ["broken", "missing"])
  }

  @Test func aPathTheGraphDoesNotKnowIsKeptWithoutReaders() {
    #expect(Self.affected(by: ["new.$root"]) == ["new", "new.$root"])
  }

  @Test func readsAreByID() throws {
    let graph = Self.baseline().graph
    let link = try #require(graph.ids[TokenPath(dotted: "link")])
    // Dependencies are the paths aliases name (`{base}`), not the `$root` they land on.
    #expect(graph.reads(of: link).map { graph.paths[$0].description }.sorted() == ["base", "text"])
    let text = try #require(graph.ids[TokenPath(dotted: "text")])
    #expect(graph.rootOwners[text] == -1)
    let root = try #require(graph.ids[TokenPath(dotted: "base.$root")])
    #expect(graph.rootOwners[root] == graph.ids[TokenPath(dotted: "base")])
  }
}
