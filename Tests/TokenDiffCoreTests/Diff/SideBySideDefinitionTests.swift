import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// A path that several files of the plain set define is reported per file: dtcg-examples keeps
/// a design system per file side by side, and a change to one system's token is that file's.
@Suite struct SideBySideDefinitionTests {
  static func diff(_ base: [String: String], _ head: [String: String]) -> [String] {
    makeDiffReport(base: .test(base), head: .test(head), policy: ResolutionPolicy()).changes.map {
      "\($0.token) \($0.kind.rawValue) \($0.location.file)"
    }
  }

  @Test func systemsSideBySideThatShareAPathAreNotCopies() {
    let primer =
      ##"{"borderRadius": {"$type": "dimension", "large": {"$value": "6px"}, "small": {"$value": "3px"}}, "space": {"$type": "dimension", "m": {"$value": "8px"}}}"##
    let fluent =
      ##"{"borderRadius": {"$type": "dimension", "large": {"$value": "8px"}}, "stroke": {"$type": "dimension", "thin": {"$value": "1px"}}, "shadow": {"$type": "dimension", "x": {"$value": "2px"}}}"##
    let changes = Self.diff(
      ["github-primer.json": primer, "microsoft-fluent.json": fluent],
      [
        "github-primer.json": primer.replacing("6px", with: "12px"),
        "microsoft-fluent.json": fluent,
      ]
    )
    #expect(changes == ["borderRadius.large value-changed github-primer.json"], "\(changes)")
  }
}
