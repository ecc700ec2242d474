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

  /// Git never ignores a file it tracks: International-Magic/catk-tokens lists its tracked
  /// `tokens/$themes.json` in `.gitignore`, and `git status` still shows its edits.
  @Test func aTrackedFileIsNotIgnoredWhateverTheRulesSay() throws {
    let fixture = try FixtureRepository()
    try fixture.commit(
      [".gitignore": "tokens/$themes.json\nlocal/\n", "tokens/$themes.json": "[]"],
      message: "ignore a tracked file"
    )
    let repository = fixture.repository
    try repository.indexHead()
    let tracked = repository.trackedPaths()
    #expect(tracked.contains("tokens/$themes.json"))
    #expect(tracked.contains("tokens/"))
    #expect(repository.isIgnored("tokens/$themes.json"))
    let ignores = repository.workingTreeIgnores()
    #expect(!ignores("tokens/$themes.json"))
    #expect(ignores("local/a.json"))
  }
}
