import Testing
import TokenDiffCore

@Suite struct ConfigurationTests {
  private func configuration(_ json: String) throws -> Configuration {
    try Configuration(from: JSONParser.parse(Array(json.utf8)), source: ".tokendiff.json")
  }

  @Test func readsEveryKey() throws {
    let config = try configuration(
      ##"{"files": ["a/*.json"], "exclude": "a/old.json", "forbidden": ["#00FF0000"], "byteOrder": "argb", "failOn": "removed, broken"}"##
    )
    #expect(config.files == ["a/*.json"])
    #expect(config.exclude == ["a/old.json"])
    #expect(config.forbidden.map(\.spelling) == ["#00FF0000"])
    #expect(config.forbidden.first?.matches(Color(red: 1, green: 0, blue: 0, alpha: 0)) == true)
    #expect(config.failOn.terms == ["removed", "broken"])
  }

  @Test func anUnknownKeyNamesItselfAndTheKnownOnes() {
    let error = #expect(throws: ConfigurationError.self) {
      try configuration("{\n \"filez\": []}")
    }
    #expect(error?.description.contains("unknown key 'filez'") == true)
    #expect(error?.description.contains(".tokendiff.json:2:2: unknown key") == true)
    #expect(error?.description.contains("files") == true)
  }

  @Test func badValuesAreErrors() {
    #expect(throws: ConfigurationError.self) { try configuration(##"{"files": [1]}"##) }
    #expect(throws: ConfigurationError.self) {
      try configuration(##"{"forbidden": ["not a colour"]}"##)
    }
    #expect(throws: ConfigurationError.self) { try configuration(##"{"failOn": ["sometimes"]}"##) }
    #expect(throws: ConfigurationError.self) { try configuration(##"{"byteOrder": "bgra"}"##) }
  }

  /// A bad value is pointed at by line and column, like a token finding.
  @Test func aBadValueNamesItsLineAndColumn() {
    let error = #expect(throws: ConfigurationError.self) {
      try configuration("{\n  \"files\": [\"a\"],\n  \"bricksAliasDepth\": 0}")
    }
    #expect(error?.description.hasPrefix(".tokendiff.json:3:23: 'bricksAliasDepth'") == true)
    let policy = #expect(throws: ConfigurationError.self) {
      try configuration("{\"policies\": {\"maxAliasDepth\": -1}}")
    }
    #expect(policy?.description.hasPrefix(".tokendiff.json:1:32: ") == true)
    let failOn = #expect(throws: ConfigurationError.self) {
      try configuration("{\"failOn\": [\"sometimes\"]}")
    }
    #expect(failOn?.description.hasPrefix(".tokendiff.json:1:12: unknown fail-on value") == true)
  }
}
