import Foundation
import Testing
import TokenDiffGitHub

@Suite struct LinkHeaderTests {
  @Test func findsTheNextPage() {
    let header =
      #"<https://api.github.com/repositories/1/issues/7/comments?page=2>; rel="next", "#
      + #"<https://api.github.com/repositories/1/issues/7/comments?page=5>; rel="last""#
    #expect(
      LinkHeader.url("next", in: header)?.absoluteString
        == "https://api.github.com/repositories/1/issues/7/comments?page=2"
    )
    #expect(LinkHeader.url("last", in: header)?.query == "page=5")
    #expect(LinkHeader.url("prev", in: header) == nil)
    #expect(LinkHeader.url("next", in: nil) == nil)
    #expect(LinkHeader.url("next", in: "garbage") == nil)
  }
}

@Suite struct CommentBodyTests {
  @Test func aShortBodyIsKeptWhole() {
    #expect(
      CommentBody.prepare("<!-- tokendiff -->\nhi\n", marker: "<!-- tokendiff -->")
        == "<!-- tokendiff -->\nhi\n"
    )
  }

  @Test func aLongBodyIsCutAtALineWithANotice() {
    let rows = (0..<5000).map { "| `token.\($0)` | #ffffff | #000000 |" }
    let body =
      "<!-- tokendiff -->\n<details open>\n" + rows.joined(separator: "\n") + "\n</details>\n"
    let prepared = CommentBody.prepare(body, marker: "<!-- tokendiff -->")
    #expect(prepared.utf8.count <= CommentBody.limit)
    #expect(prepared.hasPrefix("<!-- tokendiff -->\n<details open>\n| `token.0`"))
    #expect(prepared.contains("</details>"), "the open details element is closed")
    #expect(prepared.hasSuffix("the report artifact have all of it._\n"))
    #expect(!prepared.contains("token.4999"))
  }

  /// 40,000 emoji are 40,000 scalars but 80,000 UTF-16 units: too long for GitHub however it
  /// counts, so the body is cut.
  @Test func wideCharactersCountAsTheirBytes() {
    let rows = (0..<4000).map { _ in String(repeating: "🎨", count: 10) }
    let body = "<!-- tokendiff -->\n" + rows.joined(separator: "\n") + "\n"
    let prepared = CommentBody.prepare(body, marker: "<!-- tokendiff -->")
    #expect(prepared.utf8.count <= CommentBody.limit)
    #expect(prepared.utf16.count <= 65_536)
    #expect(prepared.hasSuffix("the report artifact have all of it._\n"))
  }
}
