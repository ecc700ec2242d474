import Foundation
import Testing
import TokenDiffTestSupport

/// `tokendiff init` writes a starter configuration from what it finds: tokendiff reads it, the
/// published schema accepts it, and it never replaces one that is there.
@Suite struct InitCommandTests {
  static func folder(_ files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tokendiff-init-\(UUID().uuidString)")
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(),
        withIntermediateDirectories: true
      )
      try Data(text.utf8).write(to: url)
    }
    return folder
  }

  static let tokens = """
    {"color": {
      "text": {"primary": {"$type": "color", "$value": "#111111"},
               "muted": {"$type": "color", "$value": "#555555"}},
      "surface": {"default": {"$type": "color", "$value": "#ffffff"},
                  "raised": {"$type": "color", "$value": "{color.surface.default}"}},
      "we\\"ird\\n: [x]": {"on": {"$type": "color", "$value": "#000000"}}
    }}
    """

  @Test func writesAConfigurationTokendiffReadsAndTheSchemaAccepts() throws {
    let folder = try Self.folder(["tokens/color.tokens.json": Self.tokens])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TokenDiffExecutable.run(["init"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let written = try String(
      contentsOf: folder.appendingPathComponent(".tokendiff.yml"),
      encoding: .utf8
    )
    #expect(written.contains("  - \"tokens/**/*.tokens.json\"  # 1 file"))
    #expect(written.contains("    - foreground: \"color.text.*\"  # 2 colours"))
    #expect(written.contains("      background: \"color.surface.*\"  # 2 colours"))
    let validator = try JSONSchemaValidator(contentsOf: Goldens.configurationSchema)
    let errors = validator.errors(in: try ConfigurationSchemaTests.document(written))
    #expect(errors.isEmpty, "\(errors)")
    let check = try TokenDiffExecutable.run(["check", "--fail-on", "never"], in: folder)
    #expect(check.status == 0, "\(check.standardError)")
    let measured = check.standardOutput.contains("Contrast (4 passing)")
    #expect(measured, "the suggested pairs are measured")

    let again = try TokenDiffExecutable.run(["init"], in: folder)
    #expect(again.status == 2)
    #expect(again.standardError.contains("already exists"))
    #expect(
      try String(contentsOf: folder.appendingPathComponent(".tokendiff.yml"), encoding: .utf8)
        == written,
      "never replaced without --force"
    )
  }

  @Test func namesFormatsAndPointsEditorsAtTheSchema() throws {
    let spectrum = """
      {"accent-color-100": {"component": "accent", "$schema": "https://opensource.adobe.com/spectrum-tokens/schemas/token-types/alias.json",
        "value": "{blue-100}", "uuid": "0b3d9e3e-8b1a-4c2e-9a8e-5a8f8f0e7f01"},
       "blue-100": {"$schema": "https://opensource.adobe.com/spectrum-tokens/schemas/token-types/color.json",
        "value": "rgb(224, 242, 255)", "uuid": "0b3d9e3e-8b1a-4c2e-9a8e-5a8f8f0e7f02"}}
      """
    let folder = try Self.folder([
      "tokens/color.tokens.json": Self.tokens, "design/tokens/color-aliases.json": spectrum,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let address = "https://example.test/tokendiff-config.schema.json"
    let result = try TokenDiffExecutable.run(
      ["init", "--output", "-", "--schema", address],
      in: folder
    )
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first == "# yaml-language-server: $schema=\(address)")
    #expect(result.standardOutput.contains("  \"design/**/*.json\": spectrum"))
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent(".tokendiff.yml").path)
    )
  }

  @Test func aFolderWithoutTokensSaysSo() throws {
    let folder = try Self.folder(["README.md": "nothing here\n"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TokenDiffExecutable.run(["init"], in: folder)
    #expect(result.status == 2)
    #expect(result.standardError.contains("no token files"))
  }
}
