import Foundation
import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// A file that gains an alternative beside it (reapit/elements' `Semantics.PayProp.tokens.json`
/// beside `Semantics.Reapit.tokens.json`): the new alternative's tokens are a mode the base
/// never had, not changes of the base's values.
struct AlternativeAddedTests {
  private static let primitives =
    ##"{"purple-500": {"$type": "color", "$value": "#4e56ea"}, "cobalt-500": {"$type": "color", "$value": "#0294d2"}}"##

  private static func semantic(_ target: String) -> String {
    ##"{"colour": {"action": {"$type": "color", "$value": "{\##(target)}"}}}"##
  }

  /// A Style Dictionary package with the primitives and a semantic file per brand, each
  /// brand's `colour.action` aliasing the given primitive.
  private static func package(_ brands: [String: String]) -> RevisionSnapshot {
    var files = [
      "package.json": ##"{"devDependencies": {"style-dictionary": "^4.3.0"}}"##,
      "tokens/Primitives.Value.tokens.json": primitives,
    ]
    for (brand, target) in brands {
      files["tokens/Semantics.\(brand).tokens.json"] = semantic(target)
    }
    return .discovered(files)
  }

  @Test func aBrandFileAddedBesideTheOnlyOneIsNotComparedWithIt() {
    let base = Self.package(["Alpha": "purple-500"])
    let head = Self.package(["Alpha": "purple-500", "Beta": "cobalt-500"])
    let report = makeDiffReport(base: base, head: head, policy: ResolutionPolicy())
    #expect(report.modes.head == ["semantic=Alpha", "semantic=Beta"])
    #expect(report.modes.added == ["semantic=Beta"])
    #expect(report.changes.isEmpty, "\(report.changes.map { "\($0.token) \($0.mode ?? "")" })")

    // The base's own file still changes where it changes.
    let edited = Self.package(["Alpha": "cobalt-500", "Beta": "cobalt-500"])
    let changed = makeDiffReport(base: base, head: edited, policy: ResolutionPolicy())
    #expect(
      changed.changes.map { "\($0.token) \($0.kind.rawValue) \($0.mode ?? "")" } == [
        "colour.action alias-retargeted semantic=Alpha"
      ]
    )
  }
}

/// A base without modes that gains a dark file: the head mode that continues the base is
/// compared with it, the dark mode is a mode added (listed, a minor release) and nothing of
/// it is compared with the base's values, not even the semantic aliases of a file both modes
/// share.
struct ModesAddedToModelessTests {
  private static let light =
    ##"{"color": {"$type": "color", "bg": {"$value": "#ffffff"}, "fg": {"$value": "#111111"}}}"##
  private static let dark =
    ##"{"color": {"$type": "color", "bg": {"$value": "#000000"}, "fg": {"$value": "#eeeeee"}}}"##
  private static let semantic =
    ##"{"surface": {"$type": "color", "$value": "{color.bg}"}, "text": {"$type": "color", "$value": "{color.fg}"}}"##

  private static func rows(_ report: Report) -> [String] {
    report.changes.map { "\($0.token) \($0.kind.rawValue) \($0.mode ?? "")" }
  }

  @Test func aDarkFileBesideTheOnlyOneIsAModeAdded() {
    let base = RevisionSnapshot.discovered([
      "tokens/light.tokens.json": Self.light, "tokens/semantic.tokens.json": Self.semantic,
    ])
    let head = RevisionSnapshot.discovered([
      "tokens/light.tokens.json": Self.light.replacingOccurrences(of: "#111111", with: "#222222"),
      "tokens/dark.tokens.json": Self.dark,
      "tokens/semantic.tokens.json": Self.semantic,
    ])
    let report = makeDiffReport(base: base, head: head, policy: ResolutionPolicy())
    #expect(report.modes.head == ["theme=dark", "theme=light"])
    #expect(report.modes.added == ["theme=dark"])
    #expect(report.suggestedBump == .minor)
    // The base's file still changes where it changes, in the mode that continues it.
    #expect(
      Self.rows(report) == [
        "color.fg value-changed theme=light", "text value-changed theme=light",
      ]
    )
  }

  @Test func aRenamedFileIsContinuedByTheModeThatKeepsItsValues() {
    let base = RevisionSnapshot.discovered([
      "tokens/colors.tokens.json": Self.light, "tokens/semantic.tokens.json": Self.semantic,
    ])
    let head = RevisionSnapshot.discovered([
      "tokens/light.tokens.json": Self.light,
      "tokens/dark.tokens.json": Self.dark,
      "tokens/semantic.tokens.json": Self.semantic,
    ])
    let report = makeDiffReport(base: base, head: head, policy: ResolutionPolicy())
    #expect(report.modes.added == ["theme=dark"])
    #expect(report.changes.isEmpty, "\(Self.rows(report))")
  }

  @Test func modesThatTieAreAllComparedAsBefore() {
    // Both new files changed every value: nothing says which continues the base.
    let base = RevisionSnapshot.discovered([
      "tokens/colors.tokens.json": Self.light, "tokens/semantic.tokens.json": Self.semantic,
    ])
    let head = RevisionSnapshot.discovered([
      "tokens/light.tokens.json": Self.light.replacingOccurrences(of: "#ffffff", with: "#fefefe")
        .replacingOccurrences(of: "#111111", with: "#101010"),
      "tokens/dark.tokens.json": Self.dark,
      "tokens/semantic.tokens.json": Self.semantic,
    ])
    let report = makeDiffReport(base: base, head: head, policy: ResolutionPolicy())
    #expect(report.modes.added.isEmpty)
    #expect(Self.rows(report).contains("color.bg value-changed theme=dark"))
  }

  @Test func brandFilesInATokensFolderAreAVariant() {
    let head = RevisionSnapshot.discovered([
      "tokens/acme.tokens.json": Self.light, "tokens/globex.tokens.json": Self.dark,
    ])
    let report = makeCheckReport(head, policy: ResolutionPolicy())
    #expect(report.modes.head == ["variant=acme", "variant=globex"])
  }
}
