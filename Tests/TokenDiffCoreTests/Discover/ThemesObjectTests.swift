import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// A `$themes.json` that holds an object (`{"sets": …, "themes": …}`, kept beside a resolver
/// document for another tool, as StanVisionAgency/atomus does) is not the plugin's list of
/// themes: a note and no set, where it was a parse error and an empty set.
struct ThemesObjectTests {
  private let files: [String: String] = [
    "tokens/$themes.json": ##"{"sets": ["primitives"], "themes": [{"name": "light"}]}"##,
    "tokens/app.resolver.json": ##"""
    {"version": "2025.10",
     "sets": {"base": {"sources": [{"$ref": "primitives.tokens.json"}]}},
     "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}}},
     "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
    """##,
    "tokens/primitives.tokens.json": ##"{"ink": {"$type": "color", "$value": "#111111"}}"##,
    "tokens/light.tokens.json": ##"{"text": {"$type": "color", "$value": "{ink}"}}"##,
    "tokens/dark.tokens.json": ##"{"text": {"$type": "color", "$value": "#eeeeee"}}"##,
  ]

  @Test func anObjectThemesFileIsANoteAndDefinesNoSet() {
    let sources = files.keys.sorted().map {
      SourceFile(path: $0, bytes: Array(files[$0, default: ""].utf8))
    }
    let discovery = TokenSetDiscovery.discover(sources, allPaths: sources.map(\.path))
    #expect(discovery.sets.map(\.root) == ["tokens"], "\(discovery.sets.map(\.root))")
    #expect(discovery.unread.map(\.path) == ["tokens/$themes.json"])
    #expect(discovery.notes.map(\.location?.file) == ["tokens/$themes.json"])
    let report = makeCheckReport(.discovered(files), policy: ResolutionPolicy())
    #expect(report.findings.isEmpty, "\(report.findings.map(\.finding.message))")
    #expect(report.modes.head == ["theme=dark", "theme=light"], "\(report.modes)")
  }

  /// Read as themes all the same (a `--files` selection), the object is a note, not an error.
  @Test func readAsThemesAnObjectIsANote() {
    let themes = SourceFile(
      path: "tokens/$themes.json",
      bytes: Array((files["tokens/$themes.json"] ?? "").utf8)
    )
    let (document, findings) = TokensStudioThemes.read(themes, among: [themes]) { _ in [] }
    #expect(document == nil)
    #expect(findings.map(\.severity) == [.note])
    #expect(TokensStudioThemes.holdsObject(Array("\u{FEFF} {".utf8)))
    #expect(!TokensStudioThemes.holdsObject(Array("[{}]".utf8)))
  }
}
