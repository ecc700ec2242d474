import Testing

@testable import TokenDiffCore

/// How one token's per-mode changes fold: a change the same in every compared mode becomes one
/// change without a mode; the others stay, grouped by what changed, in the order each group
/// first comes.
@Suite struct CollapseTests {
  private func change(_ mode: String, to value: Double, note: String? = nil) -> TokenChange {
    TokenChange(
      token: TokenPath(["size", "gap"]),
      kind: .valueChanged,
      mode: mode,
      layer: .semantic,
      location: SourceLocation(file: "t.json", line: 1, column: 1),
      before: TokenState(type: .number, value: .number(1), aliasOf: nil),
      after: TokenState(type: .number, value: .number(value), aliasOf: nil),
      note: note
    )
  }

  @Test func foldsAChangeTheSameInEveryMode() {
    let changes = ["a", "b", "c"].map { change($0, to: 2) }
    let folded = ModalDiffer.collapse(changes, modeCount: 3)
    #expect(folded.count == 1)
    #expect(folded.first?.mode == nil)
  }

  @Test func groupsInterleavedChangesInTheOrderTheyFirstCome() {
    // Neighbours differ, so the group of `2` is found again after the group of `3`.
    let changes = [change("a", to: 2), change("b", to: 3), change("c", to: 2), change("d", to: 3)]
    let kept = ModalDiffer.collapse(changes, modeCount: 4)
    #expect(kept.map(\.mode) == ["a", "c", "b", "d"])
  }

  @Test func foldsOnlyAGroupThatCoversEveryMode() {
    let changes = [
      change("a", to: 2), change("b", to: 2), change("c", to: 2, note: "other"), change("d", to: 2),
    ]
    let kept = ModalDiffer.collapse(changes, modeCount: 4)
    #expect(kept.map(\.mode) == ["a", "b", "d", "c"])
    #expect(ModalDiffer.collapse(Array(changes.prefix(2)), modeCount: 2).map(\.mode) == [nil])
  }

  @Test func leavesASingleModeAlone() {
    let changes = [change("a", to: 2)]
    #expect(ModalDiffer.collapse(changes, modeCount: 1).map(\.mode) == ["a"])
  }
}
