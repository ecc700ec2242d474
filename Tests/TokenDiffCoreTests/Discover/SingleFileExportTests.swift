import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// toshi_tokens: a Tokens Studio project synced as files beside the single-file `tokens.json` it
/// came from, the old export left in place. Read as one more document, every token was counted
/// twice and the commit that split the file reported 427 false additions.
@Suite struct SingleFileExportTests {
  static let core =
    ##"{"blue": {"value": "#0000ff", "type": "color"}, "white": {"value": "#ffffff", "type": "color"}}"##
  static let light =
    #"{"fg": {"value": "{blue}", "type": "color"}, "bg": {"value": "{white}", "type": "color"}}"#
  static let themes =
    #"[{"id": "l", "name": "Light", "selectedTokenSets": {"core": "source", "light": "enabled"}}]"#

  static func singleFile(light: String = light) -> String {
    #"{"core": \#(core), "light": \#(light), "$themes": \#(themes), "$metadata": {"tokenSetOrder": ["core", "light"]}}"#
  }

  static func multiFile(light: String = light) -> [String: String] {
    [
      "tokens/$themes.json": themes,
      "tokens/$metadata.json": #"{"tokenSetOrder": ["core", "light"]}"#,
      "tokens/core.json": core,
      "tokens/light.json": light,
    ]
  }

  @Test func anExportOfTheSameSetsBesideTheProjectIsNotRead() {
    var head = Self.multiFile()
    // Written another way (members reordered, spaced), it says the same.
    head["tokens/tokens.json"] = Self.singleFile(
      light:
        #"{ "bg": {"type": "color", "value": "{white}"}, "fg": {"value": "{blue}", "type": "color"} }"#
    )
    let report = makeDiffReport(
      base: .discovered(["tokens/tokens.json": Self.singleFile()]),
      head: .discovered(head),
      policy: ResolutionPolicy()
    )
    #expect(report.changes.isEmpty, "\(report.changes)")
    #expect(report.tokenCounts.head == 2)
    let discovery = TokenSetDiscovery.discover(
      head.map { SourceFile(path: $0.key, bytes: Array($0.value.utf8)) },
      allPaths: Array(head.keys)
    )
    #expect(discovery.unread.map(\.path) == ["tokens/tokens.json"])
    #expect(discovery.notes.map(\.location?.file) == ["tokens/tokens.json"])
  }

  /// The next edit to the project's files (the review's case): the export, unchanged, now
  /// differs from them, and is still not read, so the edit is the only change.
  @Test func anExportLeftBehindStaysUnreadOnceTheProjectMoves() {
    var base = Self.multiFile()
    base["tokens/tokens.json"] = Self.singleFile()
    var head = base
    head["tokens/core.json"] = head["tokens/core.json"]?.replacing("#0000ff", with: "#0000ee")
    let report = makeDiffReport(
      base: .discovered(base),
      head: .discovered(head),
      policy: ResolutionPolicy()
    )
    #expect(
      report.changes.map { "\($0.kind) \($0.token)" } == ["valueChanged fg"],
      "\(report.changes.map { "\($0.kind) \($0.token) \($0.location.file)" })"
    )
    #expect(report.tokenCounts.head == 2)
  }

  /// jamesodwyerGDS' design-tokens-poc: the plugin records Figma's variables on each theme of
  /// the export (`$figmaVariableReferences: {}`) and not in the project's `$themes.json`; the
  /// themes are the same, so the export is not read (it was 116 false additions).
  @Test func figmaLinksOnTheExportsThemesDoNotMakeThemOtherThemes() {
    var head = Self.multiFile()
    head["tokens/tokens.json"] = Self.singleFile().replacing(
      #""selectedTokenSets""#,
      with: #""$figmaVariableReferences": {}, "$figmaStyleReferences": {}, "selectedTokenSets""#
    )
    let discovery = TokenSetDiscovery.discover(
      head.map { SourceFile(path: $0.key, bytes: Array($0.value.utf8)) },
      allPaths: Array(head.keys)
    )
    #expect(discovery.unread.map(\.path) == ["tokens/tokens.json"], "\(discovery.sets)")
  }

  /// An export of other themes is another document: it is read.
  @Test func anExportOfOtherThemesIsStillRead() {
    var files = Self.multiFile()
    files["tokens/tokens.json"] = Self.singleFile().replacing(
      #""name": "Light""#,
      with: #""name": "Day""#
    )
    let discovery = TokenSetDiscovery.discover(
      files.map { SourceFile(path: $0.key, bytes: Array($0.value.utf8)) },
      allPaths: Array(files.keys)
    )
    #expect(discovery.sets.flatMap(\.files).contains("tokens/tokens.json"))
    #expect(!discovery.unread.contains { $0.path == "tokens/tokens.json" })
  }

  @Test func contentIsComparedWhereverItWasWritten() throws {
    func parsed(_ text: String) throws -> JSONValue { try JSONParser.parse(Array(text.utf8)) }
    #expect(
      SingleFileExports.sameContent(
        try parsed(#"{"a": [1, {"b": "x"}], "c": 2.0}"#),
        try parsed(#"{ "c": 2, "a": [1, {"b": "x"}] }"#)
      )
    )
    #expect(
      !SingleFileExports.sameContent(try parsed(#"{"a": [1, 2]}"#), try parsed(#"{"a": [2, 1]}"#))
    )
    #expect(
      !SingleFileExports.sameContent(try parsed(#"{"a": 1}"#), try parsed(#"{"a": 1, "b": 1}"#))
    )
    #expect(
      !SingleFileExports.sameContent(
        try parsed(#"{"a": 1, "a": 2}"#),
        try parsed(#"{"a": 1, "b": 2}"#)
      )
    )
  }
}
