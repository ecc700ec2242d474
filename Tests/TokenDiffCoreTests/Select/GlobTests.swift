import Testing
import TokenDiffCore

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
  ])
  func matches(pattern: String, path: String, expected: Bool) {
    #expect(Glob(pattern).matches(path) == expected)
  }

  @Test func defaultSelectionSkipsManifestsAndSniffsOtherJSON() {
    let selection = FileSelection(configuration: Configuration())
    #expect(selection.decide("tokens/color.json") == .token)
    #expect(selection.decide("design/color.tokens.json") == .token)
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
