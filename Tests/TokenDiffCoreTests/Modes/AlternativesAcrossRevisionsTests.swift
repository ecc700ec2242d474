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
}
