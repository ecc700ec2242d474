import Testing

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
      export default {
        "source": [`${base}/**/*.json`, 'extra/*.json', computed()],
        include: [base + '/core/*.json'],
        platforms: {
          ios: { "buildPath": out },
          web: { buildPath: `${unknown}/web/` },
          js: { buildPath: 'scripts/' },
        },
      };
      """
    )
    #expect(config?.sources.map(\.description) == ["/tokens/**/*.json", "/extra/*.json"])
    // `commented/` is read too (comments are not told apart); a template of an unknown constant
    // and the script's own folder are not.
    #expect(
      config?.outputs == ["commented/", "ios/tokens/"],
      "\(String(describing: config?.outputs))"
    )
    #expect(config?.writes("ios/tokens/Colors.xcassets/a.colorset/Contents.json") == true)
  }

  @Test func onlyStyleDictionaryScriptsOutsideDependenciesAreRead() {
    let text = "module.exports = { source: ['tokens/**/*.json'], platforms: {} };"
    #expect(read("build.js", text) == nil)
    #expect(read("build.js", "// style-dictionary\n" + text) != nil)
    #expect(!StyleDictionaryScript.isScriptName("node_modules/style-dictionary/build.js"))
    #expect(!StyleDictionaryScript.isScriptName("src/App.tsx"))
    #expect(StyleDictionaryScript.isScriptName("scripts/tokens.config.mjs"))
    #expect(StyleDictionaryScript.isScriptName("sd.config.ts"))
  }
}
