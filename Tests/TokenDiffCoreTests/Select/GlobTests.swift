import Foundation
import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

@Suite struct GlobTests {
  @Test(arguments: [
    ("**/*.tokens.json", "color.tokens.json", true),
    ("**/*.tokens.json", "a/b/color.tokens.json", true),
    ("**/*.tokens.json", "a/b/color.json", false),
    ("*.json", "deep/inside/x.json", true),
    ("tokens/*.json", "tokens/a.json", true),
    ("tokens/*.json", "tokens/sub/a.json", false),
    ("**/tokens/**/*.json", "tokens/a.json", true),
    ("**/tokens/**/*.json", "pkg/tokens/brand/dark.json", true),
    ("**/.*/**", ".github/workflows/ci.json", true),
    ("src/{light,dark}.json", "src/dark.json", true),
    ("src/{light,dark}.json", "src/dim.json", false),
    ("file[0-9].json", "file7.json", true),
    ("file[!0-9].json", "file7.json", false),
    ("?.json", "ab.json", false),
    ("a*b*c.json", "axxbyyc.json", true),
    ("a*b*c.json", "axxcyyb.json", false),
    ("**/x/**/y/*.json", "p/x/q/r/y/z.json", true),
    ("**/x/**/y/*.json", "p/x/q/r/z.json", false),
    ("src/{a,{b,c}}.json", "src/c.json", true),
    ("src/{a,b.json", "src/{a,b.json", true),
    ("[ab]*[!c]", "axd", true),
    ("[ab]*[!c]", "axc", false),
  ])
  func matches(pattern: String, path: String, expected: Bool) {
    #expect(Glob(pattern).matches(path) == expected)
  }

  /// Backtracking matchers take exponential time on this pattern; this one takes one pass per
  /// wildcard at most.
  @Test func manyWildcardsMatchWithoutBacktracking() {
    let pattern = String(repeating: "*a", count: 40) + "*b"
    let name = String(repeating: "a", count: 2_000)
    #expect(!Glob(pattern).matches(name + ".json"))
    #expect(Glob(pattern + "*").matches(name + "b.json"))
    let folders = Array(repeating: "**/a", count: 30).joined(separator: "/") + "/b"
    #expect(!Glob(folders).matches(Array(repeating: "a", count: 200).joined(separator: "/")))
  }

  /// 24 groups of two would be 16 million patterns: the glob is refused instead.
  @Test func braceExpansionIsBounded() throws {
    let pattern = String(repeating: "{a,b}", count: 24)
    #expect(Glob.problem(pattern)?.contains("more than 1024 patterns") == true)
    #expect(!Glob(pattern).matches("ab"))
    #expect(Glob.problem(String(repeating: "{a,b}", count: 10)) == nil)
    #expect(Glob(String(repeating: "{a,b}", count: 10)).matches("abababbbba"))
    let json = "{\"files\": [\"" + pattern + "\"]}"
    let document = try JSONParser.parse(Array(json.utf8))
    #expect(throws: ConfigurationError.self) {
      try Configuration(from: document, source: ".tokendiff.json")
    }
  }

  /// A `{` never closed is text. Found by the `glob` fuzz target: a hundred unclosed braces
  /// before a few groups made every step of brace expansion rescan the rest of the pattern from
  /// each of them (14 s for 215 bytes in the fuzzing build); groups are now found in one pass.
  @Test func unclosedBracesAreTextFoundInOnePass() throws {
    #expect(Glob("x{{{a,b}.json").matches("x{{a.json"))
    #expect(!Glob("x{{{a,b}.json").matches("xa.json"))
    #expect(Glob("{a,b}}{c").matches("b}{c"))
    let input = try Data(
      contentsOf: Fixtures.root.appendingPathComponent("Fuzz/glob-timeout-unclosed-braces.txt")
    )
    let lines = String(decoding: input, as: UTF8.self).split(separator: "\n", maxSplits: 1)
    let pattern = String(lines[0])
    #expect(Glob.problem(pattern) == nil)
    #expect(Glob.expandBraces(pattern)?.count == 810)
    #expect(!Glob(pattern).matches(String(lines[1])))
    // 1,000 unclosed braces before ten groups of two: 1,024 patterns, each expanded over ten
    // steps, none of which may rescan the unclosed braces (a billion steps if they did).
    let many = String(repeating: "{", count: 1_000) + String(repeating: "{a,b}", count: 10)
    #expect(Glob.expandBraces(many)?.count == 1_024)
  }

  @Test func defaultSelectionSkipsManifestsAndSniffsOtherJSON() {
    let selection = FileSelection(configuration: Configuration())
    #expect(selection.decide("tokens/color.json") == .token)
    #expect(selection.decide("design/color.tokens.json") == .token)
    // DTCG's name with comments allowed: a token file by its name, parsed as JSON5.
    #expect(selection.decide("design/color.tokens.jsonc") == .token)
    #expect(FileSelection.isNamedTokenFile("design/Color.Tokens.JSONC"))
    #expect(selection.decide("package.json") == .ignored)
    #expect(selection.decide("node_modules/x/tokens/a.json") == .ignored)
    #expect(selection.decide("theme.resolver.json") == .token)
    #expect(selection.decide("$themes.json") == .token, "Tokens Studio themes define modes")
    #expect(selection.decide("colors.json") == .candidate)
    #expect(selection.decide("README.md") == .ignored)
    #expect(FileSelection.looksLikeTokens(Array(##"{"a": {"$value": 1}}"##.utf8)))
    #expect(!FileSelection.looksLikeTokens(Array(##"{"name": "pkg"}"##.utf8)))
  }

  @Test func configuredFilesReplaceTheDefaultsAndStopSniffing() {
    let selection = FileSelection(
      configuration: Configuration(files: ["design/*.json"], exclude: ["design/old.json"])
    )
    #expect(selection.decide("design/a.json") == .token)
    #expect(selection.decide("design/old.json") == .ignored)
    #expect(selection.decide("colors.json") == .ignored)
  }

  @Test func lfsPointersAreRecognised() {
    let pointer = "version https://git-lfs.github.com/spec/v1\noid sha256:abc\nsize 12\n"
    #expect(FileSelection.isLFSPointer(Array(pointer.utf8)))
    #expect(!FileSelection.isLFSPointer(Array("{}".utf8)))
  }
}
