import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// A file's tokens that alias one token hold one path between them, the token's own, whichever
/// comes first; what they say does not change.
@Suite struct SharedPathsTests {
  private static let file = """
    {"color": {"$type": "color",
      "link": {"$value": "{color.brand}"},
      "brand": {"$value": "#0066cc"},
      "focus": {"$value": "{color.brand}"},
      "ring": {"$value": "{color.focus}"},
      "outline": {"$value": "{color.focus}"}}}
    """

  @Test func aliasesToOneTokenShareItsPath() throws {
    let document = TokenParser.parse(.test(["tokens/color.tokens.json": Self.file]))
    #expect(document.findings.isEmpty)
    let tokens = Dictionary(uniqueKeysWithValues: document.tokens.map { ($0.path.description, $0) })
    let link = try #require(tokens["color.link"]?.aliasTarget)
    let brand = try #require(tokens["color.brand"]?.path)
    let focus = try #require(tokens["color.focus"])
    // Before the token is read (`link`) and after (`focus`).
    #expect(link.isIdentical(to: brand))
    #expect(try #require(focus.aliasTarget).isIdentical(to: brand))
    let ring = try #require(tokens["color.ring"]?.aliasTarget)
    let outline = try #require(tokens["color.outline"]?.aliasTarget)
    #expect(ring.isIdentical(to: focus.path))
    #expect(outline.isIdentical(to: focus.path))
    #expect(ring == TokenPath(["color", "focus"]))
    #expect(link.description == "color.brand")
  }

  @Test func sharingChangesNoValue() {
    let snapshot = RevisionSnapshot.test(["tokens/color.tokens.json": Self.file])
    let resolved = Resolver.resolve(TokenParser.parse(snapshot), policy: ResolutionPolicy())
    #expect(resolved.findings.isEmpty)
    let values = Dictionary(
      uniqueKeysWithValues: resolved.tokens.map { ($0.path.description, $0.value?.text ?? "") }
    )
    #expect(values["color.outline"] == "#0066cc")
    #expect(values["color.link"] == "#0066cc")
  }
}
