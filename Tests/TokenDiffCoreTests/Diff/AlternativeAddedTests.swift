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

  @Test func anExportThatWritesOutTheBasesAliasesKeepsItsValues() {
    let palette =
      ##"{"palette": {"ink": {"value": "#101010", "type": "color"}, "paper": {"value": "#fafafa", "type": "color"}}}"##
    let base = RevisionSnapshot.discovered([
      "tokens/palette.json": palette,
      "tokens/colors.json":
        ##"{"theme": {"fg": {"value": "{palette.ink}", "type": "color"}, "bg": {"value": "{palette.paper}", "type": "color"}}}"##,
    ])
    let head = RevisionSnapshot.discovered([
      "tokens/palette.json": palette,
      "tokens/light.json":
        ##"{"theme": {"fg": {"value": "#101010", "type": "color"}, "bg": {"value": "#fafafa", "type": "color"}}}"##,
      "tokens/dark.json":
        ##"{"theme": {"fg": {"value": "{palette.paper}", "type": "color"}, "bg": {"value": "{palette.ink}", "type": "color"}}}"##,
    ])
    let report = makeDiffReport(base: base, head: head, policy: ResolutionPolicy())
    #expect(report.modes.added == ["theme=dark"])
    #expect(!Self.rows(report).contains { $0.hasSuffix("theme=dark") }, "\(Self.rows(report))")
  }

  @Test func aSetThatHadModesIsNotContinuedByAModelessCopy() {
    // A Tokens Studio project with themes in both revisions, beside a modeless export whose
    // paths it shares: the export gaining a dark file adds that mode and no other.
    let studio: [String: String] = [
      "studio/core.json":
        ##"{"gray": {"10": {"value": "#eeeeee", "type": "color"}, "90": {"value": "#222222", "type": "color"}}}"##,
      "studio/plain.json": ##"{"bg": {"value": "{gray.10}", "type": "color"}}"##,
      "studio/full.json": ##"{"bg": {"value": "{gray.90}", "type": "color"}}"##,
      "studio/$themes.json": ##"""
      [{"id": "1", "name": "full", "selectedTokenSets": {"core": "source", "full": "enabled"}},
       {"id": "2", "name": "plain", "selectedTokenSets": {"core": "source", "plain": "enabled"}}]
      """##,
      "studio/$metadata.json": ##"{"tokenSetOrder": ["core", "plain", "full"]}"##,
    ]
    let light =
      ##"{"bg": {"value": "#eeeeee", "type": "color"}, "gray": {"10": {"value": "#eeeeee", "type": "color"}}}"##
    let dark =
      ##"{"bg": {"value": "#111111", "type": "color"}, "gray": {"10": {"value": "#eeeeee", "type": "color"}}}"##
    let base = RevisionSnapshot.discovered(studio.merging(["gen/theme.json": light]) { $1 })
    let head = RevisionSnapshot.discovered(
      studio.merging(["gen/theme-light.json": light, "gen/theme-dark.json": dark]) { $1 }
    )
    let report = makeDiffReport(base: base, head: head, policy: ResolutionPolicy())
    #expect(report.modes.added.count == 1, "\(report.modes)")
    #expect(report.modes.added.allSatisfy { $0.hasSuffix("dark") }, "\(report.modes)")
    // A modeless copy of a path the themes vary (`bg`, as the `plain` theme has it) in both
    // revisions: no mode is added when nothing changed.
    let copy = RevisionSnapshot.discovered(
      studio.merging([
        "utilities/package.json": ##"{"name": "palette-tools", "version": "1.0.0"}"##,
        "utilities/colors.json": light,
      ]) { $1 }
    )
    let same = makeDiffReport(base: copy, head: copy, policy: ResolutionPolicy())
    #expect(same.modes.added.isEmpty && same.suggestedBump == SemverBump.none, "\(same.modes)")
  }

  @Test func brandFilesInATokensFolderAreAVariant() {
    let head = RevisionSnapshot.discovered([
      "tokens/acme.tokens.json": Self.light, "tokens/globex.tokens.json": Self.dark,
    ])
    let report = makeCheckReport(head, policy: ResolutionPolicy())
    #expect(report.modes.head == ["variant=acme", "variant=globex"])
  }
}
