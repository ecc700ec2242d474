import Testing

@testable import TokenDiffCore

/// A token's extension flags follow its `$extensions`, however they are set, and are set for a
/// member written anywhere in them (readers still look the member up).
@Suite struct ExtensionKeysTests {
  static func token(extensions: String?) throws -> Token {
    let value = try extensions.map { try JSONParser.parse(Array($0.utf8)) }
    return Token(
      path: TokenPath(["a"]),
      location: SourceLocation(file: "a.json", line: 1, column: 1),
      value: JSONValue(.string("#fff")),
      extensions: value
    )
  }

  @Test func followTheExtensionsAsWritten() throws {
    #expect(try Self.token(extensions: nil).extensionKeys == ExtensionKeys())
    let plain = try Self.token(extensions: #"{"com.example": {"mode": {"dark": 1}}}"#)
    #expect(!plain.extensionKeys.modeMaps && !plain.extensionKeys.studioModify)
    let terrazzo = try Self.token(extensions: ##"{"mode": {"dark": "#000"}}"##)
    #expect(terrazzo.extensionKeys.modeMaps)
    let primer = try Self.token(extensions: #"{"org.primer.overrides": {"dark": {}}}"#)
    #expect(primer.extensionKeys.modeMaps)
    let studio = try Self.token(extensions: #"{"studio.tokens": {"modify": {"type": "alpha"}}}"#)
    #expect(studio.extensionKeys.studioModify && !studio.extensionKeys.modeMaps)
    let other = try Self.token(extensions: #"{"studio.tokens": {"id": "x"}}"#)
    #expect(!other.extensionKeys.studioModify)
    let hinted = try Self.token(extensions: #"{"com.tokendiff.contrast": {"background": "{b}"}}"#)
    #expect(hinted.extensionKeys.contrastHints && !hinted.extensionKeys.modeMaps)
    #expect(!terrazzo.extensionKeys.contrastHints)
  }

  @Test func followAWriteToTheExtensions() throws {
    var token = try Self.token(extensions: nil)
    let copy = token
    token.extensions = try JSONParser.parse(Array(##"{"mode": {"dark": "#000"}}"##.utf8))
    #expect(token.extensionKeys.modeMaps)
    #expect(!copy.extensionKeys.modeMaps)
    #expect(ModeOverrides.modeNames(of: token) == ["dark"])
    token.extensions = nil
    #expect(!token.extensionKeys.modeMaps)
    #expect(ModeOverrides.modeNames(of: token).isEmpty)
  }
}
