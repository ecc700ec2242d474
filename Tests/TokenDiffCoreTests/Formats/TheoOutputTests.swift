import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// What Theo writes, left in a repository beside the sources it was written from: the
/// vue-design-system template's `docs/docs.tokens.json` and pulibrary/lux's
/// `static/assets/tokens/tokens.raw.json` (`raw.json`: each prop keeps its `originalValue`).
/// Read, the stale copy took the place of the YAML's values, so an edit to the sources was
/// "no token changes".
@Suite struct TheoOutputTests {
  static let sources = [
    "src/tokens/tokens.yml": "imports:\n  - ./font-size.yml\n",
    "src/tokens/font-size.yml":
      "global:\n  type: number\n  category: font-size\nprops:\n  font_size_base:\n    value: 16px\n  font_size_small:\n    value: 14px\n",
  ]
  static let output = [
    "static/assets/tokens/tokens.raw.json": """
    {"aliases": {}, "props": {
      "font_size_base": {"type": "number", "category": "font-size", "value": "16px", "originalValue": "16px", "name": "font_size_base"},
      "font_size_small": {"type": "number", "category": "font-size", "value": "13px", "originalValue": "13px", "name": "font_size_small"}}}
    """
  ]

  static func discover(_ files: [String: String]) -> Discovery {
    TokenSetDiscovery.discover(
      files.map { SourceFile(path: $0.key, bytes: Array($0.value.utf8)) }.sorted {
        $0.path < $1.path
      },
      allPaths: Array(files.keys)
    )
  }

  @Test func aRawOutputBesideItsSourcesIsNotRead() {
    let discovery = Self.discover(Self.sources.merging(Self.output) { first, _ in first })
    #expect(discovery.sets.flatMap(\.files).sorted() == Self.sources.keys.sorted())
    let unread = discovery.unread.first { $0.path == "static/assets/tokens/tokens.raw.json" }
    #expect(unread?.reason.contains("Theo's raw.json") == true, "\(discovery.unread)")
    // So an edit to the sources is a change.
    let report = makeDiffReport(
      base: .discovered(
        Self.sources.merging(Self.output) { first, _ in first }.merging([
          "src/tokens/font-size.yml":
            "global:\n  type: number\n  category: font-size\nprops:\n  font_size_base:\n    value: 16px\n  font_size_small:\n    value: 13px\n"
        ]) { _, new in new }
      ),
      head: .discovered(Self.sources.merging(Self.output) { first, _ in first }),
      policy: ResolutionPolicy()
    )
    #expect(
      report.changes.map { "\($0.kind.rawValue) \($0.token)" } == ["value-changed font_size_small"],
      "\(report.changes)"
    )
  }

  /// Where no Theo source is left, the output is all there is of the tokens: it is read.
  @Test func aRawOutputAloneIsRead() {
    let discovery = Self.discover(Self.output)
    #expect(discovery.sets.flatMap(\.files) == ["static/assets/tokens/tokens.raw.json"])
  }

  /// Cupcake-Sprinkles' radii: YAML reads `- name: 0` as a number, and Theo names the prop
  /// by its text (`$radius-0`); it was dropped with "a prop of the list has no 'name'".
  @Test func aPropNamedByANumberIsThatName() {
    let revision = RevisionResolver.resolve(
      .test([
        "tokens/radius.yml":
          "global:\n  type: radius\n  category: radius\nprops:\n  - name: 0\n    value: 0px\n  - name: sm\n    value: 2px\n"
      ]),
      policy: ResolutionPolicy()
    )
    #expect(revision.findings.isEmpty, "\(revision.findings.map(\.message))")
    #expect(
      revision.sets.flatMap(\.baseline.tokens).map(\.path.description).sorted() == ["0", "sm"]
    )
  }

  /// A raw output of other props, or one beside Theo sources the repository never reads (a
  /// test fixture), is all there is of its tokens: it is read.
  @Test func aRawOutputOfOtherPropsIsRead() {
    let unrelated = Self.output.merging([
      "app/tokens/spacing.yml": "props:\n  space_s:\n    value: 4px\n    type: size\n"
    ]) { first, _ in first }
    #expect(
      Self.discover(unrelated).sets.flatMap(\.files).contains(
        "static/assets/tokens/tokens.raw.json"
      )
    )
    let fixture = Self.output.merging([
      "test/fixtures/font-size.yml": Self.sources["src/tokens/font-size.yml"] ?? ""
    ]) { first, _ in first }
    #expect(
      Self.discover(fixture).sets.flatMap(\.files).contains("static/assets/tokens/tokens.raw.json")
    )
  }

  /// Names as JavaScript writes what YAML read: `1.50` is `1.5`, `true` is `true`.
  @Test func aPropNameIsWhatJavaScriptWrites() {
    let revision = RevisionResolver.resolve(
      .test([
        "tokens/radius.yml":
          "props:\n  - name: 1.50\n    value: 2px\n    type: size\n  - name: true\n    value: 3px\n    type: size\n"
      ]),
      policy: ResolutionPolicy()
    )
    #expect(
      revision.sets.flatMap(\.baseline.tokens).map(\.path.description).sorted() == ["1.5", "true"]
    )
  }
}
