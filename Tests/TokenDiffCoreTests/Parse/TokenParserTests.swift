import Testing
import TokenDiffCore
import TokenDiffTestSupport

@Suite struct TokenParserTests {
  @Test func readsGroupsTypesAndLocations() {
    let document = TokenParser.parse(
      .test([
        "tokens/color.tokens.json": """
        {
          "color": {
            "$type": "color",
            "brand": { "$value": "#0066cc", "$description": "Brand blue" },
            "link": { "$value": "{color.brand}", "$deprecated": "use color.brand" }
          }
        }
        """
      ])
    )
    #expect(document.findings.isEmpty)
    #expect(document.tokens.map(\.path.description) == ["color.brand", "color.link"])
    let brand = document.tokens[0]
    #expect(brand.inheritedType == .color)
    #expect(brand.explicitType == nil)
    #expect(brand.description == "Brand blue")
    #expect(brand.location == SourceLocation(file: "tokens/color.tokens.json", line: 4, column: 5))
    #expect(document.tokens[1].aliasTarget == TokenPath(["color", "brand"]))
    #expect(document.tokens[1].deprecation == .deprecated(reason: "use color.brand"))
  }

  @Test func groupDeprecationIsInheritedAndFalseOverridesIt() {
    let document = TokenParser.parse(
      .test([
        "a.tokens.json": """
        {"button": {"$deprecated": true, "$type": "color",
          "bg": {"$value": "#000"}, "fg": {"$value": "#fff", "$deprecated": false}}}
        """
      ])
    )
    #expect(
      document.tokens.first { $0.path.description == "button.bg" }?.deprecation
        == .deprecated(reason: nil)
    )
    #expect(document.tokens.first { $0.path.description == "button.fg" }?.deprecation == .active)
  }

  @Test func invalidJSONIsAParseErrorFindingWithItsPosition() {
    let document = TokenParser.parse(
      .test(["broken.tokens.json": "{\n  \"a\": {\"$value\": 1,}\n}"])
    )
    #expect(document.tokens.isEmpty)
    #expect(document.findings.count == 1)
    #expect(document.findings.first?.kind == .parseError)
    #expect(document.findings.first?.location?.file == "broken.tokens.json")
    #expect(document.findings.first?.location?.line == 2)
  }

  @Test func duplicateKeysAreReportedAndTheLastWins() {
    let document = TokenParser.parse(
      .test([
        "a.tokens.json": """
        {"size": {"$type": "dimension",
          "sm": {"$value": "4px"},
          "sm": {"$value": "8px"}}}
        """
      ])
    )
    #expect(document.findings.map(\.kind) == [.duplicateKey])
    #expect(document.findings.first?.location?.line == 3)
    #expect(document.tokens.count == 1)
    #expect(document.tokens.first?.value.stringValue == "8px")
  }

  /// Small objects are checked pairwise and large ones through a table: both report every
  /// repeat of a key, at its own line, in order.
  @Test(arguments: [6, 40])
  func everyRepeatOfAKeyIsReportedAtItsLine(members: Int) {
    // One member per line, the first on line 2; `x` is the second, fourth and last member.
    var lines = (0..<members).map { #""m\#($0)": {"$value": "\#($0)px"}"# }
    for line in [1, 3, members - 1] { lines[line] = #""x": {"$value": "\#(line)px"}"# }
    let text = "{\"size\": {\"$type\": \"dimension\",\n" + lines.joined(separator: ",\n") + "}}"
    let document = TokenParser.parse(.test(["a.tokens.json": text]))
    let repeats = document.findings.filter { $0.kind == .duplicateKey }
    #expect(repeats.compactMap(\.location?.line) == [5, members + 1])
    #expect(
      document.tokens.first { $0.path.description == "size.x" }?.value.stringValue
        == "\(members - 1)px"
    )
  }

  @Test func badNamesAndTokensWithChildrenAreFindings() {
    let document = TokenParser.parse(
      .test([
        "a.tokens.json": """
        {"color": {"$type": "color",
          "a.b": {"$value": "#000"},
          "c": {"$value": "#111", "d": {"$value": "#222"}}}}
        """
      ])
    )
    let kinds = document.findings.map(\.kind).sorted { $0.rawValue < $1.rawValue }
    #expect(kinds == [.invalidName, .invalidValue])
    // A token inside a token is read, as Terrazzo reads it, and the finding says so.
    #expect(
      document.tokens.map(\.path.description).sorted() == ["color.a.b", "color.c", "color.c.d"]
    )
  }

  @Test func legacyFilesUseValueWithoutDollar() {
    let document = TokenParser.parse(
      .test(["legacy.json": ##"{"color": {"red": {"value": "#f00", "type": "color"}}}"##])
    )
    #expect(document.tokens.count == 1)
    #expect(document.tokens.first?.explicitType == .color)
  }

  @Test func json5FilesAreReadAsJSON5() {
    let document = TokenParser.parse(
      .test(["a.json5": "{ // comment\n color: { $type: 'color', red: { $value: '#f00', }, }, }"])
    )
    #expect(document.findings.isEmpty)
    #expect(document.tokens.map(\.path.description) == ["color.red"])
  }

  @Test func aTopLevelArrayIsAParseError() {
    let document = TokenParser.parse(.test(["a.tokens.json": "[1, 2]"]))
    #expect(document.findings.map(\.kind) == [.parseError])
  }
}

/// In files without `$`, a child named like a property is still a token.
struct LegacyPropertyNamedChildTests {
  @Test func aGroupNamedTypeIsAGroup() {
    let file = SourceFile(
      path: "tokens/sys.json",
      bytes: Array(
        ##"{"sys": {"type": {"body": {"value": "16px", "type": "dimension"}}, "space": {"value": "4px"}}}"##
          .utf8
      )
    )
    let document = TokenParser.parse(file)
    #expect(Set(document.tokens.map(\.path.description)) == ["sys.type.body", "sys.space"])
    #expect(document.findings.isEmpty)
  }

  @Test func anIconNamedExtensionsIsAToken() {
    let file = SourceFile(
      path: "icons/$icons.json",
      bytes: Array(
        ##"{"icon": {"close": {"value": "icons/close.svg", "type": "icon"}, "extensions": {"value": "icons/extensions.svg", "type": "icon"}, "type": "other"}}"##
          .utf8
      )
    )
    let paths = Set(TokenParser.parse(file).tokens.map(\.path.description))
    #expect(paths == ["icon.close", "icon.extensions"])
  }
}
