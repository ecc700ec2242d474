import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// A revision's token count is the count of distinct tokens each set builds, as `sets` lists.
@Suite struct TokenCountTests {
  /// fusillo's shape: an export kept twice in one package (a copy beside the folder its build
  /// reads) defines each path twice; a build merges them into one token each.
  @Test func aPathTwoFilesOfOneSetDefineIsOneToken() {
    let copy =
      ##"{"core": {"ink": {"type": "color", "value": "#101010"}, "v": {"type": "string", "value": "1"}}}"##
    let snapshot = RevisionSnapshot.discovered([
      "pkg/package.json": ##"{"devDependencies": {"style-dictionary": "^3.8.0"}}"##,
      "pkg/tokens/tokens.json": copy,
      "pkg/tokens.json": copy.replacing(#""1""#, with: #""0""#),
    ])
    let revision = RevisionResolver.resolve(snapshot, policy: ResolutionPolicy())
    #expect(revision.tokenCount == 2)
  }

  /// Two packages each define `color.ink`: two design systems, two tokens.
  @Test func aPathTwoSetsDefineIsATokenOfEach() {
    let tokens = ##"{"color": {"ink": {"$type": "color", "$value": "#101010"}}}"##
    let snapshot = RevisionSnapshot.discovered([
      "a/package.json": "{}",
      "a/tokens/color.json": tokens,
      "b/package.json": "{}",
      "b/tokens/color.json": tokens.replacing("#101010", with: "#202020"),
    ])
    #expect(snapshot.sets.count == 2)
    let revision = RevisionResolver.resolve(snapshot, policy: ResolutionPolicy())
    #expect(revision.tokenCount == 2)
  }
}
