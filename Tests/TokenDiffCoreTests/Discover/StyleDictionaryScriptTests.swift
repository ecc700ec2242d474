import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// What a Style Dictionary build script spells out, read without running it.
@Suite struct StyleDictionaryScriptTests {
  private func read(_ path: String, _ text: String, packages: Set<String> = [""])
    -> StyleDictionaryConfig?
  {
    StyleDictionaryScript.read(
      SourceFile(path: path, bytes: Array(text.utf8)),
      packageFolders: packages
    )
  }

  @Test func literalsAndConstantsAreReadFromThePackageFolder() {
    let config = read(
      "scripts/build-tokens.mjs",
      """
      import StyleDictionary from 'style-dictionary';
      const base = "tokens";
      const out = `ios/${base}/`;
      // buildPath: 'commented/'
      /* platforms: { old: { buildPath: 'old/' } } */
      const url = "https://example.com/buildPath: 'x/'";
      export default {
        "source": [`${base}/**/*.json`, 'extra/*.json', computed()],
        include: [base + '/core/*.json'],
        platforms: {
          ios: { "buildPath": out },
          web: { buildPath: `${unknown}/web/` },
          js: { buildPath: 'scripts/' },
          android: { buildPath: out + 'android/' },
        },
      };
      """
    )
    #expect(config?.sources.map(\.description) == ["/tokens/**/*.json", "/extra/*.json"])
    // Not what comments and strings hold, a template of an unknown constant, a path built by
    // `+`, nor the script's own folder.
    #expect(config?.outputs == ["ios/tokens/"], "\(String(describing: config?.outputs))")
    #expect(config?.writes("ios/tokens/Colors.xcassets/a.colorset/Contents.json") == true)
  }

  /// synergy-design-system: a loop over themes hands `${SRC}/${theme}.json` to Style
  /// Dictionary, `SRC` a folder named `output` (the sources a Figma export writes). The
  /// template is `SRC`'s folder with a wildcard, so its files are sources and read; one that
  /// a loop fills in from its first segment names no folder and is not read.
  @Test func aTemplateALoopFillsInIsAGlobOfItsFolder() {
    let config = read(
      "build.mjs",
      """
      import StyleDictionary from 'style-dictionary';
      const SRC = './src/figma-variables/output';
      for (const theme of themes) {
        await new StyleDictionary({ source: [`${SRC}/${theme}.json`, `${dir}/**/*.json`,
          `tokens/${set.name}/*.json`] }).buildAllPlatforms();
      }
      """
    )
    #expect(
      config?.sources.map(\.description) == [
        "/src/figma-variables/output/*.json", "/tokens/*/*.json",
      ],
      "\(String(describing: config?.sources.map(\.description)))"
    )
    #expect(config?.names("src/figma-variables/output/light.json") == true)
    #expect(config?.names("dist/light.json") == false)
  }

  @Test func onlyStyleDictionaryScriptsOutsideDependenciesAreRead() {
    let text = "module.exports = { source: ['tokens/**/*.json'], platforms: {} };"
    #expect(read("build.js", text) == nil)
    #expect(read("build.js", "// style-dictionary\n" + text) != nil)
    #expect(!StyleDictionaryScript.isScriptName("node_modules/style-dictionary/build.js"))
    #expect(!StyleDictionaryScript.isScriptName("src/App.tsx"))
    #expect(StyleDictionaryScript.isScriptName("libs/core/scripts/style-dictionary/transform.mjs"))
    #expect(StyleDictionaryScript.isScriptName("scripts/tokens.config.mjs"))
    #expect(StyleDictionaryScript.isScriptName("sd.config.ts"))
  }

  /// yuheiy's multi-brand themes: a root `sd.config.ts` that `style-dictionary build --config`
  /// runs (it imports nothing) names token files in two workspace packages. They are one
  /// build: the component package's aliases resolve against the theme package's tokens.
  @Test func aRootConfigurationSpanningPackagesIsOneBuild() {
    let text = """
      export default {
        source: ['./packages/ui/tokens/*.tokens.json', './packages/themes/*/tokens/*.tokens.json'],
        platforms: { css: { transformGroup: 'css', buildPath: 'dist/', files: [] } },
      };
      """
    #expect(read("sd.config.ts", text) != nil)
    let check = makeCheckReport(
      .discovered([
        "package.json": #"{"devDependencies": {"style-dictionary": "^5.0.0"}}"#,
        "sd.config.ts": text,
        "packages/ui/package.json": #"{"name": "@x/ui"}"#,
        "packages/ui/tokens/components.tokens.json":
          #"{"typography": {"Body": {"$type": "fontFamily", "$value": "{font.Body}"}}}"#,
        "packages/themes/default/package.json": #"{"name": "@x/theme-default"}"#,
        "packages/themes/default/tokens/theme.tokens.json":
          #"{"font": {"Body": {"$type": "fontFamily", "$value": "Inter"}}}"#,
      ]),
      policy: ResolutionPolicy()
    )
    #expect(check.findings.isEmpty, "\(check.findings.map(\.finding.message))")
    #expect(check.tokenCounts.head == 2, "\(check.tokenCounts)")
    // A root configuration that names part of one package leaves the package one set: the
    // file it names still resolves against its neighbour.
    let partial = makeCheckReport(
      .discovered([
        "package.json": #"{"devDependencies": {"style-dictionary": "^5.0.0"}}"#,
        "sd.config.ts":
          "export default { source: ['./packages/ui/tokens/components.tokens.json'] };",
        "packages/ui/package.json": #"{"name": "@x/ui"}"#,
        "packages/ui/tokens/components.tokens.json":
          #"{"typography": {"Body": {"$type": "fontFamily", "$value": "{font.Body}"}}}"#,
        "packages/ui/tokens/base.tokens.json":
          #"{"font": {"Body": {"$type": "fontFamily", "$value": "Inter"}}}"#,
      ]),
      policy: ResolutionPolicy()
    )
    #expect(partial.findings.isEmpty, "\(partial.findings.map(\.finding.message))")
  }

  /// A template of a template, doubling at each line, is not expanded past a path's length:
  /// 30 such lines would need gigabytes.
  @Test func constantsThatDoubleAreCut() {
    var lines = ["// style-dictionary", "const a0 = 'xxxxxxxxxxxxxxxx';"]
    for index in 1...30 { lines.append("const a\(index) = `${a\(index - 1)}${a\(index - 1)}`;") }
    lines.append("module.exports = { source: [a30, 'tokens/*.json'], platforms: {} };")
    let bytes = Array(lines.joined(separator: "\n").utf8)
    let constants = StyleDictionaryScript.constants(
      in: bytes,
      code: StyleDictionaryScript.codeMask(bytes)
    )
    #expect(
      constants.values.allSatisfy { $0.utf8.count <= StyleDictionaryScript.maximumValueLength }
    )
    #expect(constants["a6"]?.count == 1024)
    #expect(constants["a7"] == nil)
    let config = read("build.js", lines.joined(separator: "\n"))
    #expect(config?.sources.map(\.description) == ["/tokens/*.json"])
  }
}
