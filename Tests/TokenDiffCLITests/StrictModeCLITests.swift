import Foundation
import Testing
import TokenDiffTestSupport

/// `tokendiff check --strict` and `strict: true` on a folder whose files a toolchain reads but
/// DTCG 2025.10 does not allow.
@Suite struct StrictModeCLITests {
  static let legacy = #"{ "space": { "$type": "dimension", "$value": "16px" } }"#

  static func folder(_ files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tokendiff-strict-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    return folder
  }

  @Test func strictFailsWhatTheDefaultAccepts() throws {
    let folder = try Self.folder(["sizes.tokens.json": Self.legacy])
    defer { try? FileManager.default.removeItem(at: folder) }
    let lenient = try TokenDiffExecutable.run(["check", folder.path], in: folder)
    #expect(lenient.status == 0, "\(lenient.standardOutput)")
    let strict = try TokenDiffExecutable.run(["check", folder.path, "--strict"], in: folder)
    #expect(strict.status == 1)
    #expect(strict.standardOutput.contains("sizes.tokens.json:1:46"))
    #expect(strict.standardOutput.contains("'16px' is a legacy form"))
  }

  @Test func theConfigurationsStrictKeyDoesTheSame() throws {
    let folder = try Self.folder([
      "sizes.tokens.json": Self.legacy, ".tokendiff.yml": "strict: true\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TokenDiffExecutable.run(["check", folder.path], in: folder)
    #expect(result.status == 1, "\(result.standardOutput)\(result.standardError)")
  }
}

/// `tokendiff explain` says what a dialect inferred: a dropped parent key, px for a unitless
/// size, a weight name read as a number.
@Suite struct DialectInferenceExplainTests {
  @Test func explainSaysWhatTheDialectInferred() throws {
    let folder = try StrictModeCLITests.folder([
      "$metadata.json": #"{"tokenSetOrder": ["core", "semantic"]}"#,
      "core.json":
        #"{"brand": {"size": {"4": {"value": "16", "type": "fontSizes"}}, "weight": {"value": "Semi Bold", "type": "fontWeights"}}}"#,
      "semantic.json":
        #"{"semantic": {"body": {"value": "{size.4}", "type": "fontSizes"}, "strong": {"value": "{weight}", "type": "fontWeights"}}}"#,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let size = try TokenDiffExecutable.run(["explain", "size.4", folder.path], in: folder)
    #expect(size.status == 0, "\(size.standardError)")
    #expect(size.standardOutput.contains("read as tokens-studio"), "\(size.standardOutput)")
    #expect(size.standardOutput.contains("read without its file's top-level key 'brand'"))
    #expect(size.standardOutput.contains("its unitless size is read as px"))
    let weight = try TokenDiffExecutable.run(["explain", "weight", folder.path], in: folder)
    #expect(weight.standardOutput.contains("the weight name 'Semi Bold' is read as a number"))
  }

  /// `check --repo FOLDER` outside any repository checks that folder, never the current one.
  @Test func checkWithRepoNamingAFolderChecksThatFolder() throws {
    let folder = try StrictModeCLITests.folder(["sizes.tokens.json": StrictModeCLITests.legacy])
    let elsewhere = try StrictModeCLITests.folder([
      "other.tokens.json": #"{"x": {"$type": "color", "$value": "nope"}}"#
    ])
    defer {
      try? FileManager.default.removeItem(at: folder)
      try? FileManager.default.removeItem(at: elsewhere)
    }
    let result = try TokenDiffExecutable.run(
      ["check", "--repo", folder.path, "--strict"],
      in: elsewhere
    )
    #expect(result.status == 1, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput.contains("sizes.tokens.json:1:46"))
    #expect(!result.standardOutput.contains("other.tokens.json"))
  }
}
