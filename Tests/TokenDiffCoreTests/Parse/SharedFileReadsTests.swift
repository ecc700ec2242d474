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
    #expect(parsed[0] == TokenParser.parse(base))
    #expect(parsed[1] == TokenParser.parse(head))
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

  @Test func theSecondReaderWalksFromTheEnd() {
    let shared = SharedFileReads()
    #expect(shared.nextReadsForward())
    #expect(!shared.nextReadsForward())
  }
}
