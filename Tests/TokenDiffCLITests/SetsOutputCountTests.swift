import Foundation
import Testing
import TokenDiffTestSupport

/// `tokendiff sets` counted every token of a Tokens Studio project (1,119 on synergy's older
/// folder) where a diff counted the ones its themes output (297), and said nothing of why: a
/// set whose `source` sets hold tokens no build outputs also gives the count that is output.
@Suite struct SetsOutputCountTests {
  @Test func aSetWithSourceSetsSaysHowManyOfItsTokensAreOutput() throws {
    let fixture = try FixtureRepository()
    try fixture.commit(
      [
        "tokens/$themes.json":
          ##"[{"name": "light", "selectedTokenSets": {"core": "source", "light": "enabled"}}]"##,
        "tokens/core.json":
          ##"{"blue": {"value": "#0000ff", "type": "color"}, "red": {"value": "#ff0000", "type": "color"}}"##,
        "tokens/light.json": ##"{"accent": {"value": "{blue}", "type": "color"}}"##,
      ],
      message: "base"
    )
    let listing = try setsListing("HEAD", in: fixture.directory)
    let set = try #require((listing["sets"] as? [[String: Any]])?.first)
    #expect(set["tokens"] as? Int == 3)
    #expect(set["output"] as? Int == 1)
    let text = try TokenDiffExecutable.run(["sets", "HEAD"], in: fixture.directory)
    #expect(text.standardOutput.contains("tokens: 3 in 3 files (1 output; the others"))
    let diff = try runJSON(["check", "HEAD"], in: fixture.directory)
    #expect(diff.report["tokens"] as? Int == 1)
  }
}
