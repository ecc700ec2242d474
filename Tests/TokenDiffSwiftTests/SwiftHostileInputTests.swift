import Foundation
import Testing
import TokenDiffCore
import TokenDiffTestSupport

@testable import TokenDiffSwift

/// Swift sources that would make the parser run for hours are reported, not parsed.
@Suite struct SwiftHostileInputTests {
  /// A fuzzer's input under `Fixtures/Fuzz/`, read as the Swift file at `path`.
  private func read(_ fixture: String, as path: String) throws -> TokenDocument {
    let url = Fixtures.root.appendingPathComponent("Fuzz/" + fixture)
    return SwiftTokenReader().read(
      [SourceFile(path: path, bytes: [UInt8](try Data(contentsOf: url)))],
      jsonTokens: []
    )
  }

  /// The input the `swift` fuzz target found: it never finished parsing.
  @Test func nestedBracketsTheFuzzerFoundAreALimitNotAHang() throws {
    let document = try read("swift-timeout-nested-brackets.swift", as: "Sources/Tokens.swift")
    #expect(document.tokens.isEmpty)
    #expect(document.findings.map(\.kind) == [.limitReached])
    let finding = try #require(document.findings.first)
    #expect(finding.location?.file == "Sources/Tokens.swift")
    #expect(finding.location?.line == 5)
    #expect(finding.message.contains("deeper than 12 levels"))
  }

  /// Found by the same target later: 16 unclosed `[` took 11 s in the fuzzing build.
  @Test func sixteenUnclosedBracketsTheFuzzerFoundAreALimitToo() throws {
    let document = try read("swift-slow-sixteen-brackets.swift", as: "Sources/Theme.swift")
    #expect(document.findings.map(\.kind) == [.limitReached])
    #expect(document.findings.first?.location?.line == 11)
  }

  @Test func theOtherFilesOfTheRevisionStillResolve() {
    let revision = SwiftFixture.revision([
      "Sources/Bad.swift": "enum A { static let x: Colo" + String(repeating: "[", count: 40) + " }",
      "Sources/Good.swift":
        "import SwiftUI\nenum Raw { static let brand = Color(red: 1, green: 0.5, blue: 0) }",
    ])
    let tokens = revision.sets.flatMap(\.baseline.tokens).map(\.path.description)
    #expect(tokens == ["Raw.brand"])
    #expect(
      revision.findings.contains {
        $0.kind == .limitReached && $0.location?.file == "Sources/Bad.swift"
      }
    )
  }

  /// Found by the same target on the fixed code: a string left open on line 1 hid the 27 `[`
  /// of line 8 from a scanner that skipped string text, and the parse ran for minutes.
  @Test func bracketsAfterAnUnterminatedStringAreALimitToo() throws {
    let document = try read("swift-timeout-unterminated-string.swift", as: "Sources/Tokens.swift")
    #expect(document.findings.map(\.kind) == [.limitReached])
    #expect(document.findings.first?.location?.line == 8)
  }

  @Test func bracketsInCommentsAndBalancedOnesInStringsAreRead() {
    let deep = String(repeating: "[", count: 40)
    let balanced = String(repeating: "[[a]][b]", count: 40)
    let source = """
      // \(deep)
      /* \(deep) /* nested \(deep) */ still a comment \(deep) */
      enum Grid {
        static let pattern = "\(balanced)\\"\(balanced)"
        static let raw = #"\(balanced)"\(balanced)"#
        static let table: [[String: [Int]]] = [["a": [1, [2][0]]]]
      }
      """
    #expect(SwiftBracketDepth.excess(in: Array(source.utf8)) == nil)
    let limit = SwiftBracketDepth.maximumDepth
    let justInside =
      "let x = " + String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
    #expect(SwiftBracketDepth.excess(in: Array(justInside.utf8)) == nil)
    let justOver = "let x = " + String(repeating: "[", count: limit + 1)
    #expect(
      SwiftBracketDepth.excess(in: Array(justOver.utf8))?.position
        == TextPosition(line: 1, column: 9 + limit)
    )
  }

  /// Where a literal ends is the parser's call (an unterminated string ends at its line,
  /// `"\(…)"` holds code): brackets a string leaves open count, so none can hide there.
  @Test func bracketsAStringLeavesOpenCount() {
    let half = String(repeating: "[", count: 7)
    let split = "let a = \"\(half)\"\nlet b = \(half)"
    #expect(
      SwiftBracketDepth.excess(in: Array(split.utf8))?.position == TextPosition(line: 2, column: 14)
    )
    let interpolated = "let a = \"\\(" + String(repeating: "[", count: 20) + ")\""
    #expect(SwiftBracketDepth.excess(in: Array(interpolated.utf8))?.kind == .square)
    let unterminated = "let a = \"open\n" + String(repeating: "[", count: 20)
    #expect(SwiftBracketDepth.excess(in: Array(unterminated.utf8))?.position.line == 2)
  }

  /// Found by the `swift` target after the string fix: 279 parentheses left open among stray
  /// bytes (665 bytes) took 0.3 s to parse, five copies 11 s, twenty over 3 minutes, the
  /// parser's recovery looking ahead over the rest of the file for each.
  @Test func parenthesesLeftOpenAreALimit() throws {
    let document = try read("swift-slow-open-parentheses.swift", as: "Sources/Tokens.swift")
    #expect(document.findings.map(\.kind) == [.limitReached])
    let finding = try #require(document.findings.first)
    #expect(finding.message.contains("parentheses nest deeper than 64 levels"))
    #expect(finding.location?.line == 3)
  }

  @Test func parenthesesAndBracesThatCloseAreRead() {
    let limit = SwiftBracketDepth.maximumGroupingDepth
    let calls = (0..<200).map { index in
      "let a\(index) = f" + String(repeating: "(", count: limit) + "1"
        + String(repeating: ")", count: limit)
    }
    #expect(SwiftBracketDepth.excess(in: Array(calls.joined(separator: "\n").utf8)) == nil)
    let braces = String(repeating: "{", count: limit + 1)
    #expect(SwiftBracketDepth.excess(in: Array(braces.utf8))?.kind == .curly)
  }
}
