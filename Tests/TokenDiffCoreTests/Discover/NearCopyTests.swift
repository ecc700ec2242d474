import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// A folder a script copied the token files into (`json/` beside `tokens/`), since edited on
/// one side (rgehrkedk/design-tokens): still a copy, not a second set of alternatives crossed
/// with the first. Folders of brands that share most of their files stay brands.
struct NearCopyTests {
  private func tokens(acme: String = "#0000ff") -> [String: String] {
    [
      "tokens/brand/acme.json": ##"{"colors": {"brand": {"primary": {"value": "\##(acme)"}}}}"##,
      "tokens/brand/globex.json":
        ##"{"colors": {"brand": {"primary": {"value": "#ff0000"}}}}"##,
      "tokens/theme/light.json": ##"{"bg": {"brand": {"value": "{colors.brand.primary}"}}}"##,
      "tokens/theme/dark.json": ##"{"bg": {"brand": {"value": "{colors.brand.primary}"}}}"##,
    ]
  }

  /// `tokens/` with its `json/` copy, which is byte for byte unless `edited`.
  private func withCopy(acme: String = "#0000ff") -> [String: String] {
    var files = tokens(acme: acme)
    for (path, text) in tokens() {
      files["json/" + path.dropFirst("tokens/".count)] = text
    }
    return files
  }

  @Test func anOutputFolderEditedOnOneSideIsStillACopy() {
    let edited = TokenSetDiscovery.discover(
      withCopy(acme: "#123456").sorted { $0.key < $1.key }.map {
        SourceFile(path: $0.key, bytes: Array($0.value.utf8))
      },
      allPaths: Array(withCopy().keys)
    )
    #expect(edited.files.allSatisfy { $0.path.hasPrefix("tokens/") }, "\(edited.files.map(\.path))")
    #expect(
      edited.notes.map(\.message) == [
        "json/ copies the token files of tokens/ but for 1 file edited on one side; it is not read"
      ]
    )
    let report = makeDiffReport(
      base: .discovered(withCopy(), revision: "base"),
      head: .discovered(withCopy(acme: "#123456"), revision: "head"),
      policy: ResolutionPolicy()
    )
    #expect(report.modes.head.count == 4, "\(report.modes.head)")
    #expect(
      report.changesByMode.sorted() == [
        "bg.brand brand=acme", "colors.brand.primary brand=acme",
      ],
      "\(report.changeSummary)"
    )
  }

  /// Two brands' folders that share most files are brands, whatever one says of the other.
  @Test func brandFoldersThatShareMostFilesStayBrands() {
    let shared = ##"{"space": {"m": {"value": "8px"}}}"##
    let files = [
      "brands/acme/color.json": ##"{"primary": {"value": "#0000ff"}}"##,
      "brands/acme/space.json": shared,
      "brands/acme/radius.json": ##"{"radius": {"value": "4px"}}"##,
      "brands/globex/color.json": ##"{"primary": {"value": "#ff0000"}}"##,
      "brands/globex/space.json": shared,
      "brands/globex/radius.json": ##"{"radius": {"value": "4px"}}"##,
    ]
    let revision = RevisionResolver.resolve(.discovered(files), policy: ResolutionPolicy())
    #expect(revision.modeNames == ["brand=acme", "brand=globex"], "\(revision.modeNames)")
  }
}
