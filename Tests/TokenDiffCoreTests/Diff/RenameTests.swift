import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// Renames: a removed and an added token with the same identity, or named by `renamed`.
@Suite struct RenameTests {
  static func diff(_ base: String, _ head: String, file: String = "t.json", headFile: String? = nil)
    -> [TokenChange]
  {
    ModalDiffer.diff(
      RevisionResolver.resolve(.test([file: base]), policy: ResolutionPolicy()),
      RevisionResolver.resolve(.test([headFile ?? file: head]), policy: ResolutionPolicy())
    )
  }

  @Test func sameUUIDUnderANewNameIsOneRename() {
    let changes = Self.diff(
      #"{"old-gap": {"value": "4px", "uuid": "u1"}, "keep": {"value": "1px", "uuid": "u2"}}"#,
      #"{"new-gap": {"value": "4px", "uuid": "u1"}, "keep": {"value": "1px", "uuid": "u2"}}"#
    )
    #expect(changes.map(\.kind) == [.renamed])
    #expect(changes.first?.token == TokenPath(["new-gap"]))
    #expect(changes.first?.from == TokenPath(["old-gap"]))
    #expect(changes.first?.before?.value?.text == "4px")
  }

  @Test func aRenameThatAlsoChangesTheValueIsARenameAndAValueChange() {
    let changes = Self.diff(
      #"{"old-gap": {"value": "4px", "uuid": "u1"}}"#,
      #"{"new-gap": {"value": "6px", "uuid": "u1"}}"#,
      headFile: "moved/elsewhere.json"
    )
    #expect(changes.map(\.kind) == [.renamed, .valueChanged])
    #expect(changes.allSatisfy { $0.token == TokenPath(["new-gap"]) })
    #expect(changes.last?.after?.value?.text == "6px")
  }

  @Test func theRenamedFieldPairsTokensWithoutIdentity() {
    let changes = Self.diff(
      #"{"a": {"value": "4px", "renamed": "b"}, "x": {"value": "1px", "uuid": "ux"}}"#,
      #"{"b": {"value": "4px"}, "x": {"value": "1px", "uuid": "ux"}}"#
    )
    #expect(changes.first { $0.kind == .renamed }?.from == TokenPath(["a"]))
    #expect(!changes.contains { $0.kind == .removed || $0.kind == .added })
  }

  @Test func ambiguousIdentitiesStayRemovedAndAdded() {
    let changes = Self.diff(
      #"{"a": {"value": "4px", "uuid": "u1"}}"#,
      #"{"b": {"value": "4px", "uuid": "u1"}, "c": {"value": "5px", "uuid": "u1"}}"#
    )
    #expect(changes.map(\.kind).sorted() == [.removed, .added, .added].sorted())
    #expect(!changes.contains { $0.kind == .renamed })
  }

  @Test func differentIdentitiesAreNotRenames() {
    let changes = Self.diff(
      #"{"a": {"value": "4px", "uuid": "u1"}}"#,
      #"{"b": {"value": "4px", "uuid": "u2"}}"#
    )
    #expect(changes.map(\.kind).sorted() == [.removed, .added].sorted())
  }
}
