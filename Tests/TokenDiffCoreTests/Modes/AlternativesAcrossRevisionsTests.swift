import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// Brand folders that agree in one revision and differ in the other (a brand just copied from
/// another, then edited; or edited back) are brands in both: read as copies in one revision and
/// as alternatives in the other, the diff reported the brand's tokens removed (breaking) and
/// missed the edit.
@Suite struct AlternativesAcrossRevisionsTests {
  static func brands(a: String, b: String) -> [String: String] {
    [
      "tokens/brand-a/color.json":
        ##"{"color": {"primary": {"$type": "color", "$value": "\##(a)"}, "bg": {"$type": "color", "$value": "#ffffff"}}}"##,
      "tokens/brand-b/color.json":
        ##"{"color": {"primary": {"$type": "color", "$value": "\##(b)"}, "bg": {"$type": "color", "$value": "#ffffff"}, "extra": {"$type": "color", "$value": "#0000ff"}}}"##,
    ]
  }

  static func rows(_ report: Report) -> [String] {
    report.changes.map { "\($0.kind) \($0.token) \($0.mode ?? "-")" }
  }

  @Test func aCopiedBrandEditedIsAChangeInThatBrand() {
    let report = makeDiffReport(
      base: .discovered(Self.brands(a: "#ff0000", b: "#ff0000")),
      head: .discovered(Self.brands(a: "#00ff00", b: "#ff0000")),
      policy: ResolutionPolicy()
    )
    #expect(
      Self.rows(report) == ["valueChanged color.primary variant=brand-a"],
      "\(Self.rows(report))"
    )
    #expect(report.modes.base == report.modes.head, "\(report.modes)")
    #expect(report.modes.removed.isEmpty && report.modes.added.isEmpty, "\(report.modes)")
    #expect(report.suggestedBump != .major)
  }

  @Test func aBrandEditedBackToItsSourceIsAChangeInThatBrand() {
    let report = makeDiffReport(
      base: .discovered(Self.brands(a: "#ff0000", b: "#00ff00")),
      head: .discovered(Self.brands(a: "#ff0000", b: "#ff0000")),
      policy: ResolutionPolicy()
    )
    #expect(
      Self.rows(report) == ["valueChanged color.primary variant=brand-b"],
      "\(Self.rows(report))"
    )
    #expect(report.modes.removed.isEmpty && report.modes.added.isEmpty, "\(report.modes)")
  }

  /// One revision alone still reads agreeing files as copies (layers, no modes).
  @Test func aCheckOfAgreeingFoldersHasNoModes() {
    let revision = RevisionResolver.resolve(
      [.discovered(Self.brands(a: "#ff0000", b: "#ff0000"))],
      policy: ResolutionPolicy()
    )
    #expect(revision.first?.modeNames == [])
  }

  /// natds: one brand folder's schemes (`brands/a/light.json`, `brands/a/dark.json`) were a
  /// dimension named after the brand (`a=light`), two brands' one named `brand`
  /// (`brand=a/light`): the commit that added the second brand met no mode, compared every head
  /// mode with `a=dark`, and reported false changes. One brand's modes are now named as two
  /// brands' are, and the second brand is modes added.
  @Test func aSecondBrandFolderIsModesAdded() {
    func files(brands: [String]) -> [String: String] {
      var files = [
        "package.json": #"{"devDependencies": {"style-dictionary": "^3.9.0"}}"#,
        "props/globals/size.json": #"{"size": {"small": {"value": "4px"}}}"#,
      ]
      for (index, brand) in brands.enumerated() {
        files["props/brands/\(brand)/light.json"] =
          ##"{"color": {"primary": {"value": "#00000\##(index)"}, "bg": {"value": "#ffffff"}}}"##
        files["props/brands/\(brand)/dark.json"] =
          ##"{"color": {"primary": {"value": "#10000\##(index)"}, "bg": {"value": "#000000"}}}"##
      }
      return files
    }
    let report = makeDiffReport(
      base: .discovered(files(brands: ["a"])),
      head: .discovered(files(brands: ["a", "b"])),
      policy: ResolutionPolicy()
    )
    #expect(report.modes.base == ["brand=a/dark", "brand=a/light"], "\(report.modes)")
    #expect(report.modes.added == ["brand=b/dark", "brand=b/light"], "\(report.modes)")
    #expect(report.changes.isEmpty, "\(Self.rows(report))")
    // A `modes/` folder's families stay dimensions of their own.
    let modes = makeCheckReport(
      .discovered([
        "props/modes/color/light.json":
          ##"{"bg": {"value": "#ffffff"}, "fg": {"value": "#000000"}}"##,
        "props/modes/color/dark.json":
          ##"{"bg": {"value": "#000000"}, "fg": {"value": "#ffffff"}}"##,
        "props/modes/density/compact.json":
          ##"{"gap": {"value": "4px"}, "pad": {"value": "8px"}}"##,
        "props/modes/density/comfortable.json":
          ##"{"gap": {"value": "8px"}, "pad": {"value": "16px"}}"##,
      ]),
      policy: ResolutionPolicy()
    )
    #expect(!modes.modes.head.contains { $0.contains("/") }, "\(modes.modes.head)")
  }
}
