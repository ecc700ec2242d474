import Foundation
import Testing
import TokenDiffCore
import TokenDiffTestSupport
import Yams

/// The published JSON Schema of `.tokendiff.yml` (Reports/schema/tokendiff-config.schema.json)
/// agrees with the configuration reader: every configuration in Fixtures/ and the README passes
/// both, a broken one fails both, and the schema names exactly the keys the reader knows.
@Suite struct ConfigurationSchemaTests {
  static let validator = Result { try JSONSchemaValidator(contentsOf: Goldens.configurationSchema) }

  /// A YAML or JSON configuration as the JSON document the schema is checked against.
  static func document(_ text: String) throws -> JSONDocument {
    let loaded = try Yams.load(yaml: text) ?? NSNull()
    let data = try JSONSerialization.data(withJSONObject: loaded, options: [.fragmentsAllowed])
    return try JSONDocument.parse(String(decoding: data, as: UTF8.self))
  }

  /// Every `.tokendiff.yml` under Fixtures/ and every configuration block of the README.
  static func configurations() throws -> [(name: String, text: String)] {
    var found: [(String, String)] = []
    let root = Fixtures.root
    let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    while let url = walker?.nextObject() as? URL {
      if url.lastPathComponent.hasPrefix(".tokendiff.") {
        found.append(
          (
            url.path.replacingOccurrences(of: root.path, with: "Fixtures"),
            try String(contentsOf: url, encoding: .utf8)
          )
        )
      }
    }
    let readme = try String(
      contentsOf: root.deletingLastPathComponent().appendingPathComponent("README.md"),
      encoding: .utf8
    )
    for (index, block) in readme.components(separatedBy: "```yaml\n").dropFirst().enumerated() {
      let text = block.components(separatedBy: "```")[0]
      // Workflow examples are not configurations.
      guard !text.contains("uses:"), !text.contains("jobs:") else { continue }
      found.append(("README.md yaml block \(index + 1)", text))
    }
    return found.sorted { $0.0 < $1.0 }
  }

  @Test func everyConfigurationInTheRepositoryMatchesTheSchema() throws {
    let validator = try Self.validator.get()
    let configurations = try Self.configurations()
    #expect(configurations.count >= 7, "\(configurations.map(\.name))")
    for (name, text) in configurations {
      let errors = validator.errors(in: try Self.document(text))
      #expect(errors.isEmpty, "\(name): \(errors.prefix(5))")
    }
  }

  /// The reader accepts them too: the schema is not looser or stricter than tokendiff.
  @Test func tokendiffReadsEveryOneOfThem() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tokendiff-schema-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(##"{"color": {"a": {"$type": "color", "$value": "#ffffff"}}}"##.utf8)
      .write(to: folder.appendingPathComponent("a.tokens.json"))
    for (index, (name, text)) in try Self.configurations().enumerated() {
      let config = folder.appendingPathComponent("config-\(index).yml")
      try Data(text.utf8).write(to: config)
      let result = try TokenDiffExecutable.run(
        [
          "check", folder.path, "--config", config.path, "--files", "*.tokens.json",
          "--fail-on", "never",
        ],
        in: folder
      )
      #expect(result.status == 0, "\(name): \(result.standardError)")
    }
  }

  @Test(arguments: [
    "colour: true\n",
    "failOn: 3\n",
    "bricksAliasDepth: 0\n",
    "formats: {\"a/**\": figma}\n",
    "layers: [{tokens: \"a.*\", layer: brand}]\n",
    "contrast: {pairs: [{foreground: a}]}\n",
    "visibility: {subtle: -1}\n",
    "renames: {byIdentity: \"yes\"}\n",
    "sets: [{files: [\"a/**\"]}]\n",
    "sets: [{root: tokens, alternatives: maybe}]\n",
    "sets: [{root: tokens, format: figma}]\n",
  ])
  func aBrokenConfigurationFailsTheSchemaAndTheReader(text: String) throws {
    let validator = try Self.validator.get()
    #expect(!validator.errors(in: try Self.document(text)).isEmpty, "the schema accepts \(text)")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tokendiff-schema-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(##"{"a": {"$type": "color", "$value": "#ffffff"}}"##.utf8)
      .write(to: folder.appendingPathComponent("a.tokens.json"))
    try Data(text.utf8).write(to: folder.appendingPathComponent(".tokendiff.yml"))
    let result = try TokenDiffExecutable.run(["check", folder.path], in: folder)
    #expect(result.status == 2, "tokendiff accepts \(text)")
  }

  /// A key added to the reader must be added to the schema, and the other way round.
  @Test func theSchemaNamesExactlyTheKeysTokendiffKnows() throws {
    let schema = try JSONDocument.parse(
      String(contentsOf: Goldens.configurationSchema, encoding: .utf8)
    )
    guard case .object(let root) = schema, case .object(let properties)? = root["properties"],
      case .object(let contrast)? = properties["contrast"],
      case .object(let contrastProperties)? = contrast["properties"]
    else {
      Issue.record("the schema has no properties")
      return
    }
    let advice =
      "describe every configuration key in Reports/schema/tokendiff-config.schema.json (and only those)"
    #expect(properties.keys.sorted() == Configuration.knownKeys.sorted(), "\(advice)")
    #expect(
      contrastProperties.keys.sorted() == ContrastSettings.knownKeys.sorted(),
      "\(advice)"
    )
  }
}
