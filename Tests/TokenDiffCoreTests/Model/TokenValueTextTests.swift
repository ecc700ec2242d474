import Testing
import TokenDiffCore

/// A value's text for people: composite members quoted so that the text reads back unambiguously.
@Suite struct TokenValueTextTests {
  @Test func quotesInsideAMemberAreEscaped() {
    let value = TokenValue.object([
      "fontVariationSettings": .string(#""wght" 400"#),
      "path": .string(#"C:\fonts"#),
      "plain": .string("Inter"),
    ])
    #expect(
      value.text
        == #"{fontVariationSettings: "\"wght\" 400", path: "C:\\fonts", plain: "Inter"}"#
    )
    #expect(TokenValue.array([.string(#"a"b"#), .number(2)]).text == #"["a\"b", 2]"#)
    // A string on its own is its text, as written.
    #expect(TokenValue.string(#""wght" 400"#).text == #""wght" 400"#)
  }
}
