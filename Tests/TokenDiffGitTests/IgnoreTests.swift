import Testing
import TokenDiffGit
import TokenDiffTestSupport

@Suite struct IgnoreTests {
  @Test func followsGitignoreRulesInTheWorkingTree() throws {
    let fixture = try FixtureRepository()
    try fixture.commit(
      [".gitignore": "*.log\nbuild/\n!keep.log\n", "tokens/a.tokens.json": "{}"],
      message: "ignore rules"
    )
    let repository = fixture.repository
    #expect(repository.isIgnored("debug.log"))
    #expect(repository.isIgnored("tokens/debug.log"))
    #expect(repository.isIgnored("build/tokens.json"))
    #expect(!repository.isIgnored("keep.log"))
    #expect(!repository.isIgnored("tokens/a.tokens.json"))
    #expect(!repository.isIgnored("tokens/b.tokens.json"))
  }
}
