import Testing

@testable import TokenDiffCore

/// How a `$value` is read as a whole-value alias, and how a dotted reference splits: ASCII text
/// takes byte-level shortcuts, other text is read by character, and both must agree with the
/// rule as stated.
@Suite struct AliasPathTests {
  @Test(arguments: [
    ("{color.brand}", ["color", "brand"]),
    ("{ color.brand\t}", ["color", "brand"]),
    ("{a..b}", ["a", "", "b"]),
    ("{a.}", ["a", ""]),
    ("{couleur.é.fond}", ["couleur", "é", "fond"]),
    ("{🎨.primary}", ["🎨", "primary"]),
    // A dot carrying a combining accent is one character, not a separator.
    ("{a.\u{301}b}", ["a.\u{301}b"]),
  ])
  func readsAWholeValueAlias(text: String, segments: [String]) throws {
    let path = try #require(aliasPath(in: text))
    #expect(path.segments == segments)
    #expect(path == TokenPath(segments))
    #expect(path.hashValue == TokenPath(segments).hashValue)
    #expect(path.description == segments.joined(separator: "."))
  }

  /// A path keeps its text next to its segments: a path made by adding a segment, or split from
  /// dotted text, must have the text (and so the hash) of one made from the same segments.
  @Test(arguments: [
    ([], "a"), ([""], "a"), (["a", "b"], "c"), (["a"], ""), (["é"], "🎨"), (["a.b"], "c"),
  ])
  func addsASegmentAsIfJoinedAgain(segments: [String], segment: String) {
    let appended = TokenPath(segments).appending(segment)
    let whole = TokenPath(segments + [segment])
    #expect(appended == whole)
    #expect(appended.hashValue == whole.hashValue)
    #expect(appended.description == (segments + [segment]).joined(separator: "."))
    #expect(appended.segments == segments + [segment])
  }

  @Test(arguments: ["a.b.c", "a..b", ".", "", "couleur.é", "a.\u{301}b"])
  func splitsDottedTextKeepingIt(text: String) {
    let path = TokenPath(dotted: text)
    #expect(path.description == text)
    #expect(path == TokenPath(path.segments))
    #expect(path.hashValue == TokenPath(path.segments).hashValue)
  }

  @Test(arguments: [
    "color.brand", "{}", "{a{b}", "{a}b}", "x{a}", "{a}x", "{a} ", "", "{", "}",
    // The closing brace carries an accent: the last character is not `}`.
    "{a}\u{301}",
    // A block of SCSS kept in a value (Backpack's spacing functions): no name holds a `;`.
    "{@return 6rem;}", "{ color: red; }",
  ])
  func turnsAwayWhatIsNotOneReference(text: String) {
    #expect(aliasPath(in: text) == nil)
  }

  @Test func findsEachEmbeddedReference() {
    // `{x{y}` runs from its first brace to the first closing one, which is no reference.
    let paths = embeddedReferences(in: "calc({space.1} * 2 + { space.2 }) {x{y} {z}")
    #expect(paths.map(\.description) == ["space.1", "space.2", "z"])
  }

  @Test(arguments: [
    ("  a b \t", "a b"), ("a", "a"), ("\n\r a", "a"), (" ", ""), ("", ""), ("é ", "é"),
    // CR LF is one character, which is not one of the four spaces: kept.
    ("a\r\n", "a\r\n"),
  ])
  func trimsSpaces(text: String, expected: String) {
    #expect(text.trimmingSpaces == expected)
  }
}
