import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// A monorepo's theme package builds on its core package through `node_modules`
/// (`include: ["node_modules/@acme/core/src/**/*.json"]`), which a workspace links to
/// `packages/core` and a repository does not hold (a helper's reduction of wanda's packages):
/// the core's tokens are the base the theme's aliases resolve against.
@Suite struct WorkspacePackagesTests {
  static let platforms =
    #""platforms": {"css": {"transformGroup": "css", "files": [{"destination": "v.css", "format": "css/variables"}]}}"#

  static func monorepo(coreName: String, include: String) -> [String: String] {
    [
      "package.json": #"{"name": "acme", "workspaces": ["packages/*"]}"#,
      "packages/core/package.json":
        #"{"name": "\#(coreName)", "devDependencies": {"style-dictionary": "^3.9.0"}}"#,
      "packages/core/config.json": #"{"source": ["src/**/*.json"], \#(platforms)}"#,
      "packages/core/src/color.json":
        ##"{"color": {"blue": {"10": {"value": "#0000ff"}}, "white": {"value": "#ffffff"}}}"##,
      "packages/theme/package.json":
        #"{"name": "@acme/theme", "devDependencies": {"style-dictionary": "^3.9.0"}}"#,
      "packages/theme/config.json":
        #"{"include": ["\#(include)"], "source": ["src/**/*.json"], \#(platforms)}"#,
      "packages/theme/src/semantic.json":
        #"{"fg": {"value": "{color.blue.10}"}, "bg": {"value": "{color.white}"}}"#,
    ]
  }

  @Test func anIncludeThroughNodeModulesReadsTheWorkspacePackage() {
    let check = makeCheckReport(
      .discovered(
        Self.monorepo(coreName: "@acme/core", include: "node_modules/@acme/core/src/**/*.json")
      ),
      policy: ResolutionPolicy()
    )
    #expect(
      check.findings.map(\.finding).filter { $0.kind == .brokenReference }.isEmpty,
      "\(check.findings)"
    )
  }

  @Test func aPackageTheRepositoryDoesNotHoldStaysUnread() {
    let check = makeCheckReport(
      .discovered(
        Self.monorepo(coreName: "@acme/core", include: "node_modules/@other/core/src/**/*.json")
      ),
      policy: ResolutionPolicy()
    )
    #expect(
      check.findings.map(\.finding).filter { $0.kind == .brokenReference }.compactMap {
        $0.token?.description
      }.sorted() == ["bg", "fg"],
      "\(check.findings)"
    )
  }

  @Test func theLastNodeModulesStepNamesThePackage() {
    let packages = WorkspacePackages([
      SourceFile(path: "packages/core/package.json", bytes: Array(#"{"name": "@acme/core"}"#.utf8)),
      SourceFile(path: "package.json", bytes: Array(#"{"name": "root-kit"}"#.utf8)),
      SourceFile(path: "node_modules/x/package.json", bytes: Array(#"{"name": "x"}"#.utf8)),
    ])
    #expect(
      packages.resolving("packages/theme/node_modules/@acme/core/src/**/*.json")
        == "packages/core/src/**/*.json"
    )
    #expect(packages.resolving("node_modules/root-kit/tokens/a.json") == "tokens/a.json")
    #expect(packages.resolving("node_modules/@acme/core") == "packages/core")
    // A dependency's own manifest names no workspace package.
    #expect(packages.resolving("node_modules/x/a.json") == "node_modules/x/a.json")
    #expect(packages.resolving("src/tokens/a.json") == "src/tokens/a.json")
  }
}
