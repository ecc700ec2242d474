import Testing

@testable import TokenDiffCore

/// A YAML token file reads into the tree its JSON twin gives, with YAML's own places, and
/// hostile YAML is an error at a place, never an exhausted machine.
@Suite struct YAMLReaderTests {
  typealias Kit = JSONTestKit

  @Test func scalarsAreTypedByTheCoreSchemaAndQuotedOnesAreText() throws {
    let value = try Kit.parse(
      """
      plain: 16
      float: -1.5e2
      hex: 0x1F
      size: 0.0px
      quoted: '16'
      double: "true"
      yes: yes
      flag: True
      nothing: ~
      empty:
      tagged: !!str 12
      inf: .inf
      folded: >-
        one
        two
      """,
      .yaml
    )
    let expected = Kit.object([
      ("plain", Kit.number("16", 16)),
      ("float", Kit.number("-1.5e2", -150)),
      ("hex", Kit.number("0x1F", 31)),
      ("size", Kit.string("0.0px")),
      ("quoted", Kit.string("16")),
      ("double", Kit.string("true")),
      ("yes", Kit.string("yes")),
      ("flag", JSONValue(.bool(true))),
      ("nothing", JSONValue(.null)),
      ("empty", JSONValue(.null)),
      ("tagged", Kit.string("12")),
      ("inf", Kit.string(".inf")),
      ("folded", Kit.string("one two")),
    ])
    #expect(Kit.stripped(value) == expected)
  }

  @Test func aNumberKeyIsNamedByItsValueAsYAMLParsersForJavaScriptNameIt() throws {
    let value = try Kit.parse("05: a\n0x1F: b\n'07': c\n1.50: d\n", .yaml)
    #expect(value.members?.map(\.key) == ["5", "31", "07", "1.5"])
  }

  @Test func keysAndValuesKeepTheirLinesAndColumns() throws {
    let value = try Kit.parse(
      """
      color:
        $type: color
        brand:
          $value: '{color.red}'
      """,
      .yaml
    )
    let color = try #require(value.members?.first)
    #expect(color.keyPosition == Kit.at(1, 1))
    let brand = try #require(color.value.members?.last)
    #expect(brand.key == "brand")
    #expect(brand.keyPosition == Kit.at(3, 3))
    let reference = try #require(brand.value.members?.first)
    #expect(reference.keyPosition == Kit.at(4, 5))
    #expect(reference.value.position == Kit.at(4, 13))
    #expect(reference.value.stringValue == "{color.red}")
  }

  @Test func aliasesExpandAndMergeKeysGiveWhatTheMappingDoesNotWrite() throws {
    let value = try Kit.parse(
      """
      base: &base
        $type: dimension
        $value: 4px
      small:
        <<: *base
        $value: 2px
      list: [*base, *base]
      """,
      .yaml
    )
    let small = try #require(value["small"])
    #expect(small.members?.map(\.key) == ["$type", "$value"])
    #expect(small["$value"]?.stringValue == "2px")
    #expect(small["$type"]?.stringValue == "dimension")
    guard case .array(let list) = value["list"]?.kind else {
      Issue.record("list is not a sequence")
      return
    }
    #expect(list.count == 2)
    #expect(list.first?["$value"]?.stringValue == "4px")
  }

  @Test func aKeyWrittenTwiceIsKeptForTheTokenReaderToReport() throws {
    let value = try Kit.parse("a: 1\nb: 2\na: 3\n", .yaml)
    #expect(value.members?.map(\.key) == ["a", "b", "a"])
    let document = TokenParser.parse(
      SourceFile(
        path: "tokens/size.yml",
        bytes: Array("size:\n  $type: dimension\n  a:\n    $value: 1px\n    $value: 2px\n".utf8)
      )
    )
    #expect(document.findings.map(\.kind) == [.duplicateKey])
    #expect(document.findings.first?.location?.line == 5)
    #expect(document.findings.first?.location?.column == 5)
  }

  @Test func anAliasBombIsAnErrorNotAnExhaustedMachine() throws {
    var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for level in 1...9 {
      let previous = "*a\(level - 1)"
      lines.append(
        "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]"
      )
    }
    let error = try #require(Kit.error(Array(lines.joined(separator: "\n").utf8), .yaml))
    #expect(error.message.contains("aliases expand"))
    #expect(error.position.line > 1)
  }

  /// Aliases bring their whole depth and size with them: a tree deeper than the bound built
  /// from shallow anchors, or a long scalar aliased thousands of times, is an error.
  @Test func aliasesCountTheDepthAndTheTextTheyBringIn() throws {
    var lines = [
      "a0: &a0 " + String(repeating: "[", count: 100) + "x" + String(repeating: "]", count: 100)
    ]
    for level in 1...8 {
      lines.append(
        "a\(level): &a\(level) " + String(repeating: "[", count: 100) + "*a\(level - 1)"
          + String(repeating: "]", count: 100)
      )
    }
    let deep = try #require(Kit.error(Array(lines.joined(separator: "\n").utf8), .yaml))
    #expect(deep.message.contains("nesting deeper than"))

    let long =
      "s: &s " + String(repeating: "x", count: 20_000) + "\nl: ["
      + Array(repeating: "*s", count: 2_000).joined(separator: ", ") + "]"
    let wide = try #require(Kit.error(Array(long.utf8), .yaml))
    #expect(wide.message.contains("aliases expand"))
  }

  @Test func numbersAreTheCoreSchemasOnlyAndOnlyAPlainKeyMerges() throws {
    for text in ["0x-1F", "0x+1F", "0o-17", "1_000", "0x", ".5e", "1e", "+", "-"] {
      #expect(YAMLScalar.number(text) == nil, "\(text)")
    }
    #expect(YAMLScalar.number("-.5") == -0.5)
    #expect(YAMLScalar.number("+12") == 12)
    #expect(YAMLScalar.number("1e3") == 1000)
    #expect(YAMLScalar.number("0o17") == 15)
    let value = try Kit.parse("base: &b {x: 1}\nquoted:\n  '<<': *b\n  y: 2\n", .yaml)
    #expect(value["quoted"]?.members?.map(\.key) == ["<<", "y"])
  }

  @Test func yamlOutsideTokenFoldersIsReadOnlyWithTokenKeys() {
    let action = Array("name: tokendiff\ninputs:\n  base:\n    description: x\n    value: y\n".utf8)
    #expect(TokenFileShape.classify(action, path: "action.yml") == .other("no token keys"))
    #expect(TokenFileShape.classify(action, path: "tokens/action.yml") != .dtcg)
    let sequence = Array("- a\n- b\n".utf8)
    let shape = TokenFileShape.classify(sequence, path: "tokens/list.yml")
    #expect(shape.description(of: "tokens/list.yml") == "a YAML document that is not a mapping")
  }

  @Test func deepNestingManyDocumentsAndBrokenSyntaxAreErrorsAtTheirPlace() throws {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    let nesting = try #require(Kit.error(Array(deep.utf8), .yaml))
    #expect(nesting.message.contains("nesting deeper than"))
    let blockDeep = String(repeating: "- ", count: 10_000) + "x"
    #expect(Kit.error(Array(blockDeep.utf8), .yaml)?.message.contains("nesting") == true)

    let two = try #require(Kit.error(Array("a: 1\n---\nb: 2\n".utf8), .yaml))
    #expect(two.position == Kit.at(2, 1))

    let broken = try #require(Kit.error(Array("a:\n  b: 1\n c: 2\n".utf8), .yaml))
    #expect(broken.position.line == 3)
    #expect(!broken.message.isEmpty)

    let complexKey = try #require(Kit.error(Array("? [a, b]\n: 1\n".utf8), .yaml))
    #expect(complexKey.message.contains("mapping key"))
    #expect(try Kit.parse("", .yaml).kind == .null)
  }

  /// A broken YAML token file is a `parse-error` at its place, as a broken JSON one is, not a
  /// file skipped for holding no tokens.
  @Test func aBrokenYAMLTokenFileIsAParseError() throws {
    let bytes = Array("color:\n  red:\n    $value: '#f00'\n   bad: [\n".utf8)
    #expect(TokenFileShape.classify(bytes, path: "tokens/b.yml") == .dtcg)
    let document = TokenParser.parse(SourceFile(path: "tokens/b.yml", bytes: bytes))
    let finding = try #require(document.findings.first)
    #expect(finding.kind == .parseError)
    #expect(finding.message.contains("is not valid YAML"))
    #expect(finding.location?.line == 4)
  }

  /// theodi's `design/colours.yml` (Theo, outside any token folder) with a merge conflict: a
  /// parse error, not tokens that vanish from the revision as if deleted.
  @Test func aBrokenTheoFileOutsideATokenFolderIsStillAParseError() {
    let bytes = Array("props:\n  red:\n<<<<<<< HEAD\n    value: '#f00'\n=======\n".utf8)
    #expect(TokenFileShape.classify(bytes, path: "design/colours.yml") == .dtcg)
    let config = Array("on: [push]\njobs: {a: [\n".utf8)
    #expect(TokenFileShape.classify(config, path: "ci/build.yml") == .other("no token keys"))
  }

  @Test func theSyntaxFollowsTheFileName() {
    #expect(JSONDialect(path: "tokens/color.yml") == .yaml)
    #expect(JSONDialect(path: "tokens/COLOR.YAML") == .yaml)
    #expect(JSONDialect(path: "tokens/color.json5") == .json5)
    #expect(JSONDialect(path: "tokens/color.tokens") == .json)
  }
}
