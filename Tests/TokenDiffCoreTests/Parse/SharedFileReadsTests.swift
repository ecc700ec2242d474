import Foundation
import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// Two revisions parsed with one ``SharedFileReads``: a file they have alike that refers to no
/// other is read once (the same token cells in both); a changed file, and a file with a `$ref`
/// (whose reading depends on the others), are read by each; each revision parses as it would
/// alone.
@Suite struct SharedFileReadsTests {
  static let palette = ##"{"color": {"$type": "color", "brand": {"$value": "#0066cc"}}}"##
  static let referring =
    ##"{"alias": {"$type": "color", "link": {"$ref": "#/alias/target"}, "target": {"$value": "#123456"}}}"##
  static let semantic = #"{"text": {"$type": "color", "$value": "{color.brand}"}}"#

  @Test func filesReadAlikeAreReadOnce() {
    let base = RevisionSnapshot.test([
      "tokens/palette.tokens.json": Self.palette, "tokens/refs.tokens.json": Self.referring,
      "tokens/semantic.tokens.json": Self.semantic,
    ])
    let head = RevisionSnapshot.test([
      "tokens/palette.tokens.json": Self.palette, "tokens/refs.tokens.json": Self.referring,
      "tokens/semantic.tokens.json": Self.semantic.replacingOccurrences(of: "brand", with: "x"),
    ])
    let shared = SharedFileReads()
    let parsed = [base, head].map { snapshot in
      TokenParser.parse(
        snapshot,
        formats: [],
        bricksAliasDepth: 3,
        tokensStudioThemes: false,
        shared: shared
      )
    }
    // Alike once each revision declares its files' layers (shared files come declared).
    for (document, snapshot) in zip(parsed, [base, head]) {
      var shared = document
      var alone = TokenParser.parse(snapshot)
      SetNameConvention.declareLayers(&shared.tokens)
      SetNameConvention.declareLayers(&alone.tokens)
      #expect(shared == alone)
    }
    #expect(parsed[0].tokens.first { $0.path.description == "color.brand" }?.declaredLayer == .raw)
    func token(_ path: String, in document: TokenDocument) -> Token? {
      document.tokens.first { $0.path.description == path }
    }
    let cells = ["color.brand", "alias.link", "text"].map { path in
      token(path, in: parsed[0]).flatMap { one in
        token(path, in: parsed[1]).map { one.isIdentical(to: $0) }
      }
    }
    // The palette is shared; the file with a `$ref` and the changed file are not.
    #expect(cells == [true, false, false])
  }

  /// A file's JSON depends on its path and bytes alone: the same path and bytes are parsed
  /// once for both revisions (a file that is not JSON says so once too); other bytes under the
  /// same path, and the same bytes under another path, are parsed again.
  @Test func aFilesJSONIsParsedOncePerPathAndBytes() throws {
    let shared = SharedFileReads()
    var parses: [String] = []
    func parse(_ file: SourceFile) -> Result<JSONValue, ParseFailure> {
      parses.append(file.path)
      guard let value = try? JSONParser.parse(file.bytes, dialect: .json) else {
        return .failure(ParseFailure(finding: Finding(kind: .parseError, message: file.path)))
      }
      return .success(value)
    }
    let palette = SourceFile(path: "palette.json", bytes: Array(Self.palette.utf8))
    let changed = SourceFile(path: "palette.json", bytes: Array(Self.semantic.utf8))
    let moved = SourceFile(path: "moved.json", bytes: Array(Self.palette.utf8))
    let broken = SourceFile(path: "broken.json", bytes: Array("{".utf8))
    let first = shared.json(palette, parse: parse)
    let second = shared.json(palette, parse: parse)
    #expect(try first.get() == second.get())
    #expect(try second.get()["color"]?["brand"]?["$value"]?.stringValue == "#0066cc")
    _ = shared.json(changed, parse: parse)
    _ = shared.json(moved, parse: parse)
    _ = shared.json(broken, parse: parse)
    let brokenAgain = shared.json(broken, parse: parse)
    #expect(parses == ["palette.json", "palette.json", "moved.json", "broken.json"])
    guard case .failure(let failure) = brokenAgain else {
      Issue.record("broken.json parsed")
      return
    }
    #expect(failure.finding.kind == .parseError)
  }

  @Test func theSecondReaderWalksFromTheEnd() {
    let shared = SharedFileReads()
    #expect(shared.nextReadsForward())
    #expect(!shared.nextReadsForward())
  }
}

/// A file that stands alone (no `$ref` or `$extends`) reads in a revision as it reads by
/// itself, which is what lets such files be read side by side, each against its own index;
/// a file that refers into one still finds it.
@Suite struct StandaloneFileReadingTests {
  @Test func aFileThatStandsAloneReadsAsItselfAmongOthers() throws {
    var files: [String: String] = [:]
    for index in 0..<24 {
      files["tokens/part\(index).tokens.json"] =
        ##"{"group\##(index)": {"$type": "color", "a": {"$value": "#0000\##(String(format: "%02x", index))"}, "b": {"$value": "{group\##(index).a}"}}}"##
    }
    files["tokens/refers.tokens.json"] =
      ##"{"link": {"$ref": "part3.tokens.json#/group3/a"}, "more": {"$extends": "part5.tokens.json#/group5"}}"##
    let revision = TokenParser.parse(RevisionSnapshot.test(files))
    for index in 0..<24 {
      let path = "tokens/part\(index).tokens.json"
      let alone = TokenParser.parse(SourceFile(path: path, bytes: Array((files[path] ?? "").utf8)))
      let among = revision.tokens.filter { $0.location.file == path }
      #expect(among == alone.tokens, "\(path)")
      #expect(among.count == 2)
    }
    let referring = revision.tokens.filter { $0.location.file == "tokens/refers.tokens.json" }
    #expect(referring.map(\.path.description).sorted() == ["link", "more.a", "more.b"])
  }
}
