import Testing

@testable import TokenDiffCore

/// The fields few tokens have live out of line; a token reads and writes them as its own, and
/// one whose rare fields were set and cleared again equals one that never had them.
@Suite struct RareFieldsTests {
  private let location = SourceLocation(file: "a.tokens.json", line: 1, column: 1)
  private let problem = Finding(
    kind: .brokenReference,
    location: SourceLocation(file: "a.tokens.json", line: 2, column: 3),
    message: "'{b}' names no token"
  )

  @Test func aTokenKeepsEachRareFieldApart() {
    var token = Token(path: TokenPath(["a"]), location: location, value: JSONValue(.string("#000")))
    let plain = token
    token.problem = problem
    token.aliasFile = "b.tokens.json"
    token.renamedTo = "c"
    token.inheritedFrom = TokenPath(["d"])
    #expect(token.problem == problem)
    #expect(token.aliasFile == "b.tokens.json")
    #expect(token.renamedTo == "c")
    #expect(token.inheritedFrom == TokenPath(["d"]))
    #expect(token != plain)
    #expect(plain.problem == nil && plain.aliasFile == nil)
    token.aliasFile = nil
    #expect(token.problem == problem)
    #expect(token.aliasFile == nil)
    token.problem = nil
    token.renamedTo = nil
    token.inheritedFrom = nil
    #expect(token == plain)
  }

  @Test func aResolutionKeepsEachRareFieldApart() {
    let resolved = ResolvedToken(
      path: TokenPath(["a"]),
      location: location,
      problem: problem,
      forbidden: "#FF000000",
      renamedTo: "c"
    )
    #expect(resolved.problem == problem)
    #expect(resolved.forbidden == "#FF000000")
    #expect(resolved.renamedTo == "c")
    var cleared = resolved
    cleared.problem = nil
    cleared.forbidden = nil
    cleared.renamedTo = nil
    #expect(cleared == ResolvedToken(path: TokenPath(["a"]), location: location))
    #expect(resolved.problem == problem)
  }
}
