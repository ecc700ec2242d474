/// A fixed-size set of small integers, one bit each.
struct Bitset: Sendable, Equatable {
  private var words: [UInt64]
  let count: Int

  init(count: Int, filled: Bool = false) {
    self.count = count
    let wordCount = (count + 63) / 64
    words = Array(repeating: filled ? ~0 : 0, count: wordCount)
    if filled, count % 64 != 0, let last = words.indices.last {
      words[last] = (1 << UInt64(count % 64)) - 1
    }
  }

  mutating func insert(_ index: Int) {
    words[index / 64] |= 1 << UInt64(index % 64)
  }

  func contains(_ index: Int) -> Bool {
    words[index / 64] & (1 << UInt64(index % 64)) != 0
  }

  mutating func formUnion(_ other: Bitset) {
    for index in words.indices { words[index] |= other.words[index] }
  }

  mutating func formIntersection(_ other: Bitset) {
    for index in words.indices { words[index] &= other.words[index] }
  }

  /// Whether no bit is set. Pure.
  var isEmpty: Bool {
    words.allSatisfy { $0 == 0 }
  }

  /// The members both have. Pure.
  func intersection(_ other: Bitset) -> Bitset {
    var result = self
    result.formIntersection(other)
    return result
  }

  func isSubset(of other: Bitset) -> Bool {
    words.indices.allSatisfy { words[$0] & ~other.words[$0] == 0 }
  }

  /// The members in increasing order. Pure.
  var members: [Int] {
    (0..<count).filter(contains)
  }
}
