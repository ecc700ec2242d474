import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// A Style Dictionary build whose sources include JavaScript modules that compute tokens
/// (cds-snc/gcds-tokens: `tokens/global/spacing/tokens.js` makes the `spacing` scale in a
/// loop): references into what a module is named for are warnings that say so.
struct ScriptTokenModulesTests {
  private let files = [
    "package.json":
      ##"{"name": "tokens", "scripts": {"build": "node config.js"}, "devDependencies": {"style-dictionary": "^4.0.0"}}"##,
    "config.js": "export default { source: ['tokens/**/*.@(js|json)'] };",
    "tokens/global/spacing/tokens.js": "export default { spacing: {} };",
    "tokens/global/typography/fontSizes.js": "export default { fontSizes: {} };",
    "tokens/base/color/tokens.json":
      ##"{"color": {"white": {"value": "#ffffff", "type": "color"}}}"##,
    "tokens/components/alert/tokens.json":
      ##"{"alert": {"padding": {"value": "{spacing.150.value}", "type": "dimension"}, "size": {"value": "{fontSizes.h2.value}", "type": "dimension"}, "ink": {"value": "{color.black.value}", "type": "color"}, "bg": {"value": "{color.white.value}", "type": "color"}}}"##,
  ]

  @Test func aReferenceIntoWhatAScriptModuleIsNamedForIsAWarning() {
    let snapshot = RevisionSnapshot.discovered(files)
    #expect(
      snapshot.sets.flatMap(\.scriptModules) == [
        "tokens/global/spacing/tokens.js", "tokens/global/typography/fontSizes.js",
      ],
      "\(snapshot.sets)"
    )
    let findings = RevisionResolver.resolve(snapshot, policy: ResolutionPolicy()).findings
      .filter { $0.kind == .brokenReference }
    let bySeverity = Dictionary(grouping: findings) { $0.severity }.mapValues {
      $0.compactMap(\.token).map(\.description).sorted()
    }
    #expect(bySeverity[.error] == ["alert.ink"], "\(findings.map(\.message))")
    #expect(bySeverity[.warning] == ["alert.padding", "alert.size"], "\(findings.map(\.message))")
    #expect(
      findings.first { $0.token == TokenPath(dotted: "alert.padding") }?.message.contains(
        "tokens/global/spacing/tokens.js"
      ) == true
    )
  }

  @Test func aBuildsOwnScriptsNameNothing() {
    #expect(ScriptTokenModules.names(of: "tokens/build.js").isEmpty)
    #expect(ScriptTokenModules.names(of: "tokens/index.ts").isEmpty)
    #expect(ScriptTokenModules.names(of: "tokens/global/spacing/tokens.js") == ["spacing"])
    #expect(
      ScriptTokenModules.modules(
        of: ["tokens/a.json"],
        among: ["tokens/a.test.js", "tokens/types.d.ts", "tokens/sd.config.js", "tokens/x/y.mjs"]
      ) == ["tokens/x/y.mjs"]
    )
  }
}
