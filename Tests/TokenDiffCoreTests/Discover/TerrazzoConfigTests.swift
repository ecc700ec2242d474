import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// A Terrazzo configuration names its build's token files in `tokens`, read without running it.
@Suite struct TerrazzoConfigTests {
  static func option(_ text: String) -> JavaScriptLiterals.Option {
    JavaScriptLiterals.topLevelOption("tokens", in: Array(text.utf8))
  }

  @Test func theOptionIsReadWhereItIsWrittenAsLiterals() {
    #expect(
      Self.option(
        #"export default defineConfig({ tokens: ["./a.json", './b.json',], outDir: "x" });"#
      )
        == .strings(["./a.json", "./b.json"])
    )
    #expect(
      Self.option(#"module.exports = { "tokens": "./tokens.json" }"#) == .strings(["./tokens.json"])
    )
    #expect(
      Self.option("export default { tokens: [`./t.json` /* main */] }") == .strings(["./t.json"])
    )
    #expect(Self.option("export default { outDir: './dist' }") == .absent)
  }

  @Test func whatIsComputedIsNotRead() {
    #expect(Self.option("export default { tokens: files }") == .unreadable)
    #expect(Self.option("export default { tokens: [`./${name}.json`] }") == .unreadable)
    #expect(Self.option("export default { tokens: [...files] }") == .unreadable)
  }

  /// Keys inside nested objects (Terrazzo's `ignore.tokens`), strings and comments are not the
  /// option.
  @Test func onlyTheFirstObjectLevelCounts() {
    let text = """
      // tokens: ['./commented.json']
      const note = "{ tokens: './in-a-string.json' }";
      export default {
        ignore: { tokens: ["color.*"] },
        designTokens: ["./other.json"],
      };
      """
    #expect(Self.option(text) == .absent)
  }

  @Test func pathsAreReadFromThePackageThatHoldsTheConfiguration() throws {
    let file = SourceFile(
      path: "packages/ds/config/terrazzo.config.mjs",
      bytes: Array(
        #"export default { tokens: ["./output/colors.json", "@acme/tokens/t.json"] }"#.utf8
      )
    )
    let config = try #require(TerrazzoConfig.read(file, packageFolders: ["packages/ds", ""]))
    #expect(config.tokens == ["packages/ds/output/colors.json"])
    #expect(config.root == "packages/ds")
    let alone = try #require(TerrazzoConfig.read(file, packageFolders: []))
    #expect(alone.tokens == ["packages/ds/config/output/colors.json"])
  }

  /// choice-form's shape: the files the configuration names sit in `output/`, a folder whose
  /// name says build output; they are the build's input, so they are read.
  @Test func theFilesItNamesAreASetWhateverTheirFolder() {
    let files = [
      "package.json": ##"{"devDependencies": {"@terrazzo/cli": "^0.10.2"}}"##,
      "config/terrazzo.config.mjs": ##"export default { tokens: ["./output/colors-w3c.json"] };"##,
      "output/colors-w3c.json": """
      {"color": {"$type": "color", "ink": {"$value": "#101010",
        "$extensions": {"mode": {"light": "#101010", "dark": "#eeeeee"}}}}}
      """,
      "output/unnamed-w3c.json": ##"{"z": {"$type": "color", "$value": "#000000"}}"##,
    ]
    let snapshot = RevisionSnapshot.discovered(files)
    #expect(snapshot.sets.map(\.files) == [["output/colors-w3c.json"]])
    #expect(snapshot.sets.first?.rule == "the tokens of config/terrazzo.config.mjs")
    let revision = RevisionResolver.resolve(snapshot, policy: ResolutionPolicy())
    #expect(revision.sets.first?.modes.map(\.mode) == ["dark", "light"])
  }
}
