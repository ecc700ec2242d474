import Testing

@testable import TokenDiffCore

/// Files are grouped exactly when their bytes are equal (and their scope, when one is given).
@Suite struct IdenticalContentTests {
  static func file(_ path: String, _ text: String) -> SourceFile {
    SourceFile(path: path, bytes: Array(text.utf8))
  }

  @Test func groupsEqualFilesAndOnlyThose() {
    let files = [
      Self.file("b/one.json", #"{"a": 1}"#),
      Self.file("a/one.json", #"{"a": 1}"#),
      Self.file("c/one.json", #"{"a": 2}"#),  // same length, other bytes
      Self.file("d/two.json", #"{"a": 100}"#),  // a length no other file has
      Self.file("e/one.json", #"{"a": 1}"#),
      Self.file("x/tiny.json", "{}"),
      Self.file("y/tiny.json", "{}"),  // two bytes: at or under the minimum length
      Self.file("f/three.json", #"{"b": 22}"#),
      Self.file("g/three.json", #"{"b": 22}"#),
    ]
    #expect(
      IdenticalContent.groups(files) == [
        ["b/one.json", "a/one.json", "e/one.json"], ["f/three.json", "g/three.json"],
      ]
    )
  }

  @Test func keepsScopesApart() {
    let files = [
      Self.file("a/x.json", "same bytes"), Self.file("b/x.json", "same bytes"),
      Self.file("a/y.json", "same bytes"),
    ]
    let byFolder = IdenticalContent.groups(files) { String($0.path.prefix(1)) }
    #expect(byFolder == [["a/x.json", "a/y.json"]])
  }
}
