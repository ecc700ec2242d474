import Foundation
import Testing
import TokenDiffCore
import TokenDiffReports
import TokenDiffTestSupport

/// The command line helps a person who mistypes: the version, examples in every help, "did
/// you mean" for commands and tokens, `A B` read as git reads it, a note when the working
/// tree's configuration is not the one used, colour only on request or on a terminal.
@Suite struct CommandLineHelpTests {
  static func repository() throws -> (FixtureRepository, base: String, head: String) {
    let fixture = try FixtureRepository()
    let base = try fixture.commit(ActionTests.tokens(brand: "#ff6600"), message: "base", step: 0)
    let head = try fixture.commit(ActionTests.tokens(brand: "#ff7700"), message: "head", step: 1)
    return (fixture, base, head)
  }

  @Test func printsTheVersion() throws {
    let result = try TokenDiffExecutable.run(
      ["--version"],
      in: FileManager.default.temporaryDirectory
    )
    #expect(result.status == 0)
    #expect(result.standardOutput == ToolVersion.current + "\n")
  }

  @Test(arguments: [
    "diff", "check", "explain", "notes", "render", "comment", "counts", "init",
  ])
  func everyCommandsHelpHasExamples(command: String) throws {
    let result = try TokenDiffExecutable.run(
      ["help", command],
      in: FileManager.default.temporaryDirectory
    )
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("USAGE: tokendiff \(command)"), "\(command)")
    #expect(result.standardOutput.contains("Examples:"), "\(command)")
    #expect(result.standardOutput.contains("tokendiff \(command == "diff" ? "main" : command)"))
  }

  @Test func aMistypedCommandGetsADidYouMean() throws {
    let (fixture, _, _) = try Self.repository()
    let typo = try TokenDiffExecutable.run(["dif", "HEAD~1..HEAD"], in: fixture.directory)
    #expect(typo.status == 64)
    #expect(typo.standardError.contains("Did you mean `tokendiff diff HEAD~1..HEAD`?"))
    let alone = try TokenDiffExecutable.run(["chek"], in: fixture.directory)
    #expect(alone.status == 2)
    #expect(alone.standardError.contains("hint: did you mean `tokendiff check`?"))
    let explain = try TokenDiffExecutable.run(["explian", "color.brand"], in: fixture.directory)
    #expect(explain.standardError.contains("Did you mean `tokendiff explain color.brand`?"))
  }

  /// `tokendiff A B`, the git habit, compares like `A..B`.
  @Test func twoRevisionsAreARange() throws {
    let (fixture, base, head) = try Self.repository()
    let spaced = try TokenDiffExecutable.run(
      [base, head, "--format", "json"],
      in: fixture.directory
    )
    let dotted = try TokenDiffExecutable.run(
      ["\(base)..\(head)", "--format", "json"],
      in: fixture.directory
    )
    #expect(spaced.status == 0, "\(spaced.standardError)")
    #expect(spaced.standardOutput == dotted.standardOutput)
    let three = try TokenDiffExecutable.run([base, head, "main"], in: fixture.directory)
    #expect(three.status == 64)
    #expect(three.standardError.contains("give one range"))
  }

  @Test func anUnknownTokenGetsTheNamesATypoAway() throws {
    let (fixture, _, _) = try Self.repository()
    let result = try TokenDiffExecutable.run(["explain", "color.brnad"], in: fixture.directory)
    #expect(result.status == 2)
    #expect(result.standardError.contains("similar tokens: color.brand"))
  }

  /// A colour set named with dots (`tab.bar.background`) is one segment of its token's path;
  /// its dotted text still names it.
  @Test func aNameWhoseSegmentsHoldDotsIsFoundByItsText() throws {
    let fixture = try FixtureRepository()
    let colorSet = """
      {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
        "components": {"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}}]}
      """
    let head = try fixture.commit(
      ["App/Assets.xcassets/tab.bar.background.colorset/Contents.json": colorSet],
      message: "colour set"
    )
    let result = try TokenDiffExecutable.run(
      ["explain", "Assets.tab.bar.background", head],
      in: fixture.directory
    )
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("#ff0000"), "\(result.standardOutput)")
  }

  @Test func saysWhenTheWorkingTreesConfigurationIsNotTheOneUsed() throws {
    let (fixture, base, head) = try Self.repository()
    let range = "\(base)..\(head)"
    let clean = try TokenDiffExecutable.run([range], in: fixture.directory)
    #expect(clean.standardError.isEmpty, "\(clean.standardError)")
    let config = fixture.directory.appendingPathComponent(".tokendiff.yml")
    try Data("failOn: [never]\n".utf8).write(to: config)
    let drifted = try TokenDiffExecutable.run([range], in: fixture.directory)
    #expect(drifted.standardError.contains("the working tree has .tokendiff.yml"))
    #expect(drifted.standardError.contains("pass --config .tokendiff.yml"))
    let chosen = try TokenDiffExecutable.run(
      [range, "--config", ".tokendiff.yml"],
      in: fixture.directory
    )
    #expect(chosen.standardError.isEmpty, "an explicit --config needs no note")
  }

  @Test func coloursOnlyWhenAskedOrOnATerminal() throws {
    let (fixture, base, head) = try Self.repository()
    let range = "\(base)..\(head)"
    let piped = try TokenDiffExecutable.run([range], in: fixture.directory)
    #expect(!piped.standardOutput.contains("\u{1B}["), "no colour into a pipe")
    let forced = try TokenDiffExecutable.run([range, "--color", "always"], in: fixture.directory)
    #expect(forced.standardOutput.contains("\u{1B}[1m"))
    #expect(forced.standardOutput.contains("\u{1B}[32m — passes"))
    #expect(
      TextColoring.isWanted(nil, isTerminal: true, environment: ["NO_COLOR": "1"]) == false,
      "NO_COLOR turns it off"
    )
    #expect(TextColoring.isWanted(nil, isTerminal: true, environment: [:]) == true)
    #expect(TextColoring.isWanted(nil, isTerminal: false, environment: [:]) == false)
    #expect(TextColoring.isWanted(nil, isTerminal: true, environment: ["TERM": "dumb"]) == false)
  }
}
