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

  /// fat-fuzzy's earlier shape: Cobalt's `tokens.config.js`, Terrazzo's predecessor, names the
  /// build's files (the rule says so); a `tokens.config.js` of another tool names none.
  @Test func aCobaltConfigurationNamesTheFilesItBuilds() {
    let files = [
      "package.json": ##"{"devDependencies": {"@cobalt-ui/cli": "^1.0.0"}}"##,
      "tokens.config.js":
        "import css from '@cobalt-ui/plugin-css'\nexport default { tokens: ['./src/tokens/color.json'], plugins: [css()] }",
      "src/tokens/color.json": ##"{"color": {"ink": {"$type": "color", "$value": "#101010"}}}"##,
      "src/tokens/motion.json":
        ##"{"motion": {"fast": {"$type": "duration", "$value": "100ms"}}}"##,
    ]
    let sets = RevisionSnapshot.discovered(files).sets
    #expect(sets.first?.rule.hasPrefix("named by tokens.config.js") == true, "\(sets.map(\.rule))")
    let other = SourceFile(
      path: "tokens.config.js",
      bytes: Array("module.exports = { tokens: ['./x.json'] }".utf8)
    )
    #expect(TerrazzoConfig.read(other, packageFolders: []) == nil)
  }

  /// norwegianredcross: designsystemet's default output folder, where a script writes a
  /// metadata file shaped like tokens beside the CSS.
  @Test func designsystemetsOutputFolderIsNotRead() {
    #expect(NotReadFolders.reason(for: "design-tokens-build/metadata.json") != nil)
    #expect(NotReadFolders.reason(for: "design-tokens/primitives/globals.json") == nil)
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
    #expect(
      snapshot.sets.first?.rule
        == "named by config/terrazzo.config.mjs or found by content under the repository root"
    )
    let revision = RevisionResolver.resolve(snapshot, policy: ResolutionPolicy())
    #expect(revision.sets.first?.modes.map(\.mode) == ["dark", "light"])
  }

  /// stand's shape: a configuration kept for linting names some files (one under a mistyped
  /// folder); the files beside them resolve with them, as the package's build reads them all,
  /// and the name that matches no file is a note.
  @Test func itsFilesResolveWithTheirNeighbours() {
    let files = [
      "package.json": ##"{"devDependencies": {"@terrazzo/cli": "^0.10.2"}}"##,
      "terrazzo.config.mjs":
        ##"export default { tokens: ["./tokens/base/core.json", "./tokens/components/button.json"] };"##,
      "tokens/base/core.json": ##"{"color": {"brand": {"$type": "color", "$value": "#ff0000"}}}"##,
      "tokens/component/button.json":
        ##"{"button": {"bg": {"$type": "color", "$value": "{color.brand}"}}}"##,
    ]
    let snapshot = RevisionSnapshot.discovered(files)
    #expect(snapshot.sets.count == 1)
    let sources = files.filter { $0.key.hasSuffix(".json") && $0.key != "package.json" }
      .map { SourceFile(path: $0.key, bytes: Array($0.value.utf8)) }
    let discovery = TokenSetDiscovery.discover(
      sources,
      allPaths: Array(files.keys),
      manifests: files.filter { !$0.key.hasPrefix("tokens/") }
        .map { SourceFile(path: $0.key, bytes: Array($0.value.utf8)) }
    )
    #expect(
      discovery.notes.map(\.message) == [
        "terrazzo.config.mjs names tokens/components/button.json, which this revision does not have"
      ]
    )
    let revision = RevisionResolver.resolve(snapshot, policy: ResolutionPolicy())
    #expect(revision.findings.filter { $0.kind == .brokenReference }.isEmpty)
  }

  /// testBridgeDS' shape: the configuration names `colors.json`; a reference file pasted beside
  /// it (another system's tokens, with references to a base it lacks) is read with the set, but
  /// no build reads it, so what breaks in it is a warning that says so, not an error that fails
  /// the run. The named file's own breakage is still an error.
  @Test func whatBreaksInAFileNoConfigurationNamesIsAWarning() {
    let files = [
      "package.json": ##"{"devDependencies": {"@terrazzo/cli": "^0.10.2"}}"##,
      "terrazzo.config.js":
        ##"export default defineConfig({ tokens: ["./src/tokens/colors.json"], outDir: "./out/" });"##,
      "src/tokens/colors.json":
        ##"{"color": {"ink": {"$type": "color", "$value": "#101010"}, "lost": {"$type": "color", "$value": "{color.none}"}}}"##,
      "src/tokens/pasted-reference.json":
        ##"{"text": {"weight": {"$type": "fontWeight", "$value": "{base.missing}"}}}"##,
    ]
    let revision = RevisionResolver.resolve(.discovered(files), policy: ResolutionPolicy())
    let broken = revision.findings.filter { $0.kind == .brokenReference }
    #expect(broken.count == 2, "\(broken.map(\.message))")
    let pasted = broken.first { $0.location?.file == "src/tokens/pasted-reference.json" }
    #expect(pasted?.severity == .warning)
    #expect(pasted?.message.contains("no build configuration names") == true)
    let named = broken.first { $0.location?.file == "src/tokens/colors.json" }
    #expect(named?.severity == .error)
  }
}

/// seed-health's shape: a Figma export in DTCG carries a top-level `$metadata` of export facts,
/// with no set order; it is a DTCG file, not a Tokens Studio single-file document whose
/// top-level groups would be sets.
@Suite struct ExportMetadataTests {
  @Test func aMetadataWithoutASetOrderIsNoTokensStudioDocument() {
    let file = """
      {"$metadata": {"source": "figma", "version": "2"},
       "color": {"$type": "color", "brand": {"$value": "#00aa00"}, "alt": {"$value": "#0000ff"}},
       "action": {"primary": {"$type": "color", "$value": "{color.brand}"}}}
      """
    let snapshot = RevisionSnapshot.discovered(["tokens/vars.json": file])
    let revision = RevisionResolver.resolve(snapshot, policy: ResolutionPolicy())
    #expect(revision.findings.isEmpty, "\(revision.findings.map(\.message))")
    #expect(revision.tokenCount == 3)
    let primary = ModeLookup(revision).token(TokenPath(dotted: "action.primary"), in: nil)
    #expect(TokenParser.parse(snapshot).tokens.allSatisfy { $0.dialect == .dtcg })
    #expect(primary?.value?.text == "#00aa00")
  }
}

/// unoff-ui's shape: a resolver document inside a Tokens Studio folder (which the project's
/// metadata lists) and the files it names are a set of their own, with its own modes, in `sets`
/// as in `check`.
@Suite struct ResolverBesideTokensStudioTests {
  @Test func theResolverAndItsFilesAreASetOfTheirOwn() {
    let files = [
      "tokens/$themes.json": """
      [{"id": "a", "name": "A", "group": "Brand", "selectedTokenSets": {"core": "source", "brand-a": "enabled"}},
       {"id": "b", "name": "B", "group": "Brand", "selectedTokenSets": {"core": "source", "brand-b": "enabled"}}]
      """,
      "tokens/$metadata.json":
        ##"{"tokenSetOrder": ["core", "brand-a", "brand-b", "modes/light", "modes/dark", "ui.resolver"]}"##,
      "tokens/core.json": ##"{"c": {"red": {"$value": "#ff0000", "$type": "color"}}}"##,
      "tokens/brand-a.json": ##"{"brand": {"main": {"$value": "{c.red}", "$type": "color"}}}"##,
      "tokens/brand-b.json": ##"{"brand": {"main": {"$value": "#0000ff", "$type": "color"}}}"##,
      "tokens/modes/light.json": ##"{"surface": {"$value": "#ffffff", "$type": "color"}}"##,
      "tokens/modes/dark.json": ##"{"surface": {"$value": "#111111", "$type": "color"}}"##,
      "tokens/ui.resolver.json": """
      {"version": "2025.10", "resolutionOrder": [{"$ref": "#/modifiers/mode"}],
       "modifiers": {"mode": {"default": "light", "contexts": {
         "light": [{"$ref": "./modes/light.json"}], "dark": [{"$ref": "./modes/dark.json"}]}}}}
      """,
    ]
    let snapshot = RevisionSnapshot.discovered(files)
    #expect(snapshot.sets.map(\.definition) == ["tokens/$themes.json", "tokens/ui.resolver.json"])
    #expect(
      Set(snapshot.sets.last?.files ?? [])
        == ["tokens/modes/light.json", "tokens/modes/dark.json", "tokens/ui.resolver.json"]
    )
  }
}
