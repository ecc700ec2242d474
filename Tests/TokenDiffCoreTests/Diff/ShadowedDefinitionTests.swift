import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// A path that copies of one file in a plain set define (files of one folder, or of one name)
/// is one token, the later file's (chakra3's per-collection copies of its export; genome's
/// brand folders read as one set). Definitions in unrelated files stay apart.
@Suite struct ShadowedDefinitionTests {
  static let export = #"{"size": {"$type": "number", "sm": {"$value": 2}, "md": {"$value": 4}}}"#
  static let copy = #"{"size": {"$type": "number", "sm": {"$value": 2}}}"#

  static func diff(_ base: [String: String], _ head: [String: String]) -> [String] {
    makeDiffReport(base: .test(base), head: .test(head), policy: ResolutionPolicy()).changes.map {
      "\($0.token) \($0.kind.rawValue) \($0.location.file)"
    }
  }

  @Test func aCopyOfAFileAddsNoToken() {
    let changes = Self.diff(
      ["tokens.json": Self.export],
      ["tokens.json": Self.export, "Primitives (size).json": Self.copy]
    )
    #expect(changes.isEmpty, "\(changes)")
  }

  @Test func aChangeToEveryDefinitionIsOneRow() {
    let changed = Self.export.replacing("2}", with: "3}")
    let changes = Self.diff(
      ["tokens.json": Self.export, "Primitives (size).json": Self.copy],
      ["tokens.json": changed, "Primitives (size).json": Self.copy.replacing("2}", with: "3}")]
    )
    #expect(changes == ["size.sm value-changed tokens.json"], "\(changes)")
  }

  @Test func aChangeToTheShadowedDefinitionChangesNothing() {
    // `tokens.json` sorts after `Primitives (size).json`: its definition is the one kept.
    let changes = Self.diff(
      ["tokens.json": Self.export, "Primitives (size).json": Self.copy],
      ["tokens.json": Self.export, "Primitives (size).json": Self.copy.replacing("2}", with: "9}")]
    )
    #expect(changes.isEmpty, "\(changes)")
  }

  /// designsystemet's CLI templates define `background-default` in two unrelated files: both
  /// stay, so neither is taken for the token the head's set defines.
  @Test func definitionsInUnrelatedFilesStayApart() {
    let one = ##"{"bg": {"$type": "color", "$value": "#ffffff"}}"##
    let other = ##"{"bg": {"$type": "color", "$value": "#000000"}}"##
    let changes = Self.diff(
      ["a/one.json": one, "b/other.json": other],
      ["a/one.json": one]
    )
    #expect(changes == ["bg removed b/other.json"], "\(changes)")
    #expect(ModalIndex.areCopies("tokens/AMZN/color.json", "tokens/APPL/color.json"))
    #expect(ModalIndex.areCopies("scripts/tokens/a.json", "scripts/tokens/b.json"))
    #expect(!ModalIndex.areCopies("template/semantic/x.json", "template/semantic/modes/y.json"))
  }

  /// dtcg-examples keeps a design system per file side by side: two systems that share a path
  /// by chance are not copies, and a change to either is reported.
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
    #expect(ModalIndex.mostlyShared([TokenPath(["a"])], [TokenPath(["a"]), TokenPath(["b"])]))
    let four = Set(["a", "b", "c", "d"].map { TokenPath([$0]) })
    let other = Set(["a", "x", "y", "z"].map { TokenPath([$0]) })
    #expect(!ModalIndex.mostlyShared(four, other))
  }
}
