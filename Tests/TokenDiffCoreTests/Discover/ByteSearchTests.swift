import Testing

@testable import TokenDiffCore

/// ``ByteSearch`` against the obvious search, on hand-picked edges and on random bytes drawn
/// from a small alphabet (so that partial matches, overlaps and near misses are common).
@Suite struct ByteSearchTests {
  static func naive(_ bytes: [UInt8], _ needle: String) -> Bool {
    let pattern = Array(needle.utf8)
    guard !pattern.isEmpty else { return true }
    guard bytes.count >= pattern.count else { return false }
    return (0...(bytes.count - pattern.count)).contains {
      Array(bytes[$0..<($0 + pattern.count)]) == pattern
    }
  }

  @Test(arguments: [
    ("\"$themes\": []", "\"$themes\"", true),
    ("{\"a\": \"$themes\"}", "\"$themes\"", true),
    ("x\"$themes\"", "\"$themes\"", true),
    ("\"$theme\"s\"", "\"$themes\"", false),
    ("\"$themes", "\"$themes\"", false),
    ("", "\"$value\"", false),
    ("aab", "ab", true),
    ("aaab", "aab", true),
    ("abab", "bab", true),
    ("b", "b", true),
    ("ab", "abc", false),
    ("anything", "", true),
    ("caf\u{E9} \u{1F600}", "\u{1F600}", true),
  ])
  func findsWhatTheObviousSearchFinds(text: String, needle: String, expected: Bool) {
    #expect(ByteSearch.contains(Array(text.utf8), needle) == expected)
    #expect(Self.naive(Array(text.utf8), needle) == expected)
  }

  @Test func agreesWithTheObviousSearchOnRandomBytes() {
    var generator = SeededGenerator(seed: 14)
    let alphabet = Array("\"$ab".utf8)
    let needles = ["\"$a\"", "ab", "a", "\"$", "bab", "\"$ab\"b", "$$", "\"\"", "b\"", "a$"]
    for _ in 0..<2_000 {
      let length = Int(generator.next() % 24)
      let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % 4)] }
      for needle in needles {
        #expect(ByteSearch.contains(bytes, needle) == Self.naive(bytes, needle))
      }
    }
  }
}
