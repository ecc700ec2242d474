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
    #expect(error?.description.contains(".tokendiff.json:2:") == true)
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
}
