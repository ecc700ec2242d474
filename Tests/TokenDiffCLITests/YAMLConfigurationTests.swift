import Foundation
import Testing
import TokenDiffCore
import TokenDiffTestSupport

@testable import TokenDiffCLI

/// `.tokendiff.yml` is read by YAML 1.2's rules for numbers, never Yams's YAML 1.1 ones.
@Suite struct YAMLConfigurationTests {
  /// Found by the `yaml-config` fuzz target: a base-60 integer with long digits crashed Yams's
  /// integer constructor (an overflow trap). Now it is text, and a scalar is no configuration.
  @Test func aBaseSixtyNumberTheFuzzerFoundIsTextNotACrash() throws {
    let url = Fixtures.root.appendingPathComponent("Fuzz/yaml-config-crash-sexagesimal.yml")
    let bytes = [UInt8](try Data(contentsOf: url))
    #expect(throws: CLIError.self) {
      _ = try ConfigurationLoader.parse(bytes, source: ".tokendiff.yml")
    }
    let value = try YAMLDocument.parse(
      "files: [3333333733666666636:666333333333, 1:30]\nbricksAliasDepth: 4\n",
      source: ".tokendiff.yml"
    )
    #expect(
      value["files"]?.arrayValue?.compactMap(\.stringValue) == [
        "3333333733666666636:666333333333", "1:30",
      ]
    )
    #expect(value["bricksAliasDepth"]?.numberValue == 4)
  }

  /// Found by the `yaml-config` fuzz target (as by `glob`): a `files:` glob full of unclosed
  /// braces took 11 s to check, brace expansion rescanning the rest of the pattern from each.
  /// The braces are found in one pass now; the glob is read, and matches nothing.
  @Test func aGlobOfUnclosedBracesTheFuzzerFoundIsReadAtOnce() throws {
    let url = Fixtures.root.appendingPathComponent("Fuzz/yaml-config-timeout-unclosed-braces.yml")
    let configuration = try ConfigurationLoader.parse(
      [UInt8](try Data(contentsOf: url)),
      source: ".tokendiff.yml"
    )
    let files = try #require(configuration.files)
    #expect(files.count == 1)
    #expect(files.allSatisfy { Glob.problem($0) == nil })
    #expect(!files.contains { Glob($0).matches("tokens/a.tokens.json") })
  }

  @Test func decimalNumbersAreNumbersAndOtherTextIsNot() {
    #expect(YAMLDocument.decimalNumber("12") == 12)
    #expect(YAMLDocument.decimalNumber("-3.5") == -3.5)
    #expect(YAMLDocument.decimalNumber("4.5e1") == 45)
    #expect(YAMLDocument.decimalNumber("0x1F") == nil)
    #expect(YAMLDocument.decimalNumber("1:30") == nil)
    #expect(YAMLDocument.decimalNumber("e5") == nil)
    #expect(YAMLDocument.decimalNumber("1e999") == nil)
    #expect(YAMLDocument.decimalNumber(".") == nil)
  }
}
