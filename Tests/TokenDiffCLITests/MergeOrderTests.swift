import Foundation
import Testing
import TokenDiffCore
import TokenDiffGit
import TokenDiffTestSupport

/// A Style Dictionary build merges its `include` files, then its `source` files, each glob's
/// in path order, later files winning: an override folder that sorts before the base
/// (`brands/` before `globals/`, `brand/` before `core/`) still overrides it (a helper's
/// reduction of a brand layering whose diffs reported the base's unused value).
@Suite struct MergeOrderTests {
  static let platforms =
    #""platforms": {"css": {"transformGroup": "css", "files": [{"destination": "v.css", "format": "css/variables"}]}}"#

  func globalsThenBrand(global: String, brand: String) -> [String: String] {
    [
      "config.json":
        #"{"source": ["tokens/globals/**/*.json", "tokens/brands/acme/**/*.json"], \#(Self.platforms)}"#,
      "tokens/globals/color.json":
        ##"{"brand": {"primary": {"value": "\##(global)"}}, "btn": {"bg": {"value": "{brand.primary}"}}}"##,
      "tokens/brands/acme/color.json": ##"{"brand": {"primary": {"value": "\##(brand)"}}}"##,
    ]
  }

  @Test func aLaterSourceGlobOverridesFilesThatSortAfterIt() throws {
    let fixture = try FixtureRepository()
    try fixture.commit(globalsThenBrand(global: "#0000ff", brand: "#ff0000"), message: "base")
    let explained = try TokenDiffExecutable.run(["explain", "btn.bg"], in: fixture.directory)
    #expect(explained.standardOutput.contains("(no modes): #ff0000"), "\(explained.standardOutput)")
  }

  @Test func anOverriddenValueChangesNoAliasAndTheWinningOneDoes() throws {
    let fixture = try FixtureRepository()
    try fixture.commit(globalsThenBrand(global: "#0000ff", brand: "#ff0000"), message: "a", step: 0)
    try fixture.commit(globalsThenBrand(global: "#00ff00", brand: "#ff0000"), message: "b", step: 1)
    try fixture.commit(globalsThenBrand(global: "#00ff00", brand: "#cc0000"), message: "c", step: 2)
    let unused = try runJSON(["HEAD~2..HEAD~1", "--fail-on", "never"], in: fixture.directory)
    // The base file's own definition changed; what the build outputs for the alias did not.
    #expect(!unused.changeLines.contains("btn.bg value-changed"), "\(unused.changeLines)")
    let used = try runJSON(["HEAD~1..HEAD", "--fail-on", "never"], in: fixture.directory)
    let alias = used.change("btn.bg", "value-changed")
    #expect(alias?["via"] as? String == "brand.primary", "\(used.changeLines)")
  }

  @Test func aSourceOverridesAnIncludeThatSortsAfterIt() throws {
    let fixture = try FixtureRepository()
    try fixture.commit(
      [
        "config.json":
          #"{"include": ["tokens/core/**/*.json"], "source": ["tokens/brand/**/*.json"], \#(Self.platforms)}"#,
        "tokens/core/color.json":
          ##"{"color": {"primary": {"value": "#222222"}, "text": {"value": "{color.primary.value}"}}}"##,
        "tokens/brand/color.json": ##"{"color": {"primary": {"value": "#ee0000"}}}"##,
      ],
      message: "base"
    )
    let explained = try TokenDiffExecutable.run(["explain", "color.text"], in: fixture.directory)
    #expect(explained.standardOutput.contains("(no modes): #ee0000"), "\(explained.standardOutput)")
  }

  /// A helper's reduction: `source` globs of two folders, base then overrides, and no
  /// `include`: one build, the overrides winning, not a `variant` dimension of two folders.
  @Test func sourceGlobsOfTwoFoldersAreLayers() throws {
    let fixture = try FixtureRepository()
    try fixture.commit(
      [
        "config.json":
          #"{"source": ["tokens/base/**/*.json", "tokens/overrides/**/*.json"], \#(Self.platforms)}"#,
        "tokens/base/color.json":
          ##"{"color": {"$type": "color", "brand": {"$value": "#0000ff"}, "bg": {"$value": "#ffffff"}}}"##,
        "tokens/overrides/color.json":
          ##"{"color": {"$type": "color", "brand": {"$value": "#ff0000"}}}"##,
      ],
      message: "base"
    )
    let sets = try setsListing("HEAD", in: fixture.directory)["sets"] as? [[String: Any]] ?? []
    #expect((sets.first?["modes"] as? [Any])?.isEmpty ?? true, "\(sets)")
    let explained = try TokenDiffExecutable.run(["explain", "color.brand"], in: fixture.directory)
    #expect(explained.standardOutput.contains("(no modes): #ff0000"), "\(explained.standardOutput)")
  }

  @Test func aFileSeveralGlobsNameTakesTheLastGlobsPlace() {
    let files = ["tokens/base/a.json", "tokens/z.json", "tokens/m/b.json"]
    let config = StyleDictionaryConfig.read(
      SourceFile(
        path: "config.json",
        bytes: Array(
          #"{"source": ["tokens/**/*.json", "tokens/base/*.json"], \#(Self.platforms)}"#.utf8
        )
      ),
      among: files
    )
    #expect(
      config?.mergeOrder(files) == ["tokens/m/b.json", "tokens/z.json", "tokens/base/a.json"]
    )
  }
}
