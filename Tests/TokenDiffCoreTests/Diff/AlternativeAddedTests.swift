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
