import Testing

@testable import TokenDiffCore

/// `sortedByIndex(by:)` (which compares elements where they lie) against the standard library's
/// stable `sorted(by:)`, and the two orders the diff sorts with.
@Suite struct SortedByIndexTests {
  /// A value with a key that ties often and a tag that tells tied values apart.
  struct Item: Equatable {
    let key: Int
    let tag: String
  }

  @Test func matchesTheStableSortOnRandomKeysWithManyTies() {
    var generator = SystemRandomNumberGenerator()
    for count in [0, 1, 2, 7, 100, 1_000] {
      let items = (0..<count).map {
        Item(key: Int.random(in: 0..<8, using: &generator), tag: "\($0)")
      }
      let sorted = items.sortedByIndex { $0.pointee.key < $1.pointee.key }
      #expect(sorted == items.sorted { $0.key < $1.key })
    }
  }

  @Test func changesGoByTokenThenModeWithNoModeFirstThenKindMostUrgentFirst() {
    func change(_ token: String, _ mode: String?, _ kind: ChangeKind) -> TokenChange {
      TokenChange(
        token: TokenPath(dotted: token),
        kind: kind,
        mode: mode,
        layer: .semantic,
        location: SourceLocation(file: "tokens.json", line: 1, column: 1)
      )
    }
    let changes = [
      change("color.b", "dark", .valueChanged),
      change("color.a", "light", .valueChanged),
      change("color.b", nil, .removed),
      change("color.a", "dark", .valueChanged),
      change("color.a", "dark", .added),
    ]
    let sorted = changes.sortedByIndex(by: TokenChange.isOrderedBefore)
    #expect(
      sorted.map { "\($0.token) \($0.mode ?? "-") \($0.kind.rawValue)" } == [
        "color.a dark value-changed", "color.a dark added", "color.a light value-changed",
        "color.b - removed", "color.b dark value-changed",
      ]
    )
  }
}
