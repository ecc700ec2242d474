import Foundation
import Testing
import TokenDiffTestSupport

/// `tokendiff render REPORT.json`: a report written elsewhere, checked and rendered here. The
/// fork-safe comment workflow depends on it: what it posts is this binary's rendering of data,
/// never Markdown from the pull request's run.
@Suite struct RenderCommandTests {
  static let scenarios = [
    "brand-refresh", "theme-modes", "spectrum-release", "ouds-brand", "gentle-spec",
    "bricks-theme", "tokens-studio", "rebrand", "contrast-modes",
  ]

  /// Rendering a published JSON report gives the same comment and text as the diff itself.
  @Test(arguments: scenarios)
  func renderingTheJSONGivesTheSameReport(scenario: String) throws {
    let json = Goldens.reports.appendingPathComponent("\(scenario).json")
    for (format, fileExtension) in [("markdown", "md"), ("text", "txt")] {
      let result = try TokenDiffExecutable.run(
        ["render", json.path, "--format", format],
        in: FileManager.default.temporaryDirectory
      )
      #expect(result.status == 0, "\(result.standardError)")
      let expected = try String(
        contentsOf: Goldens.reports.appendingPathComponent("\(scenario).\(fileExtension)"),
        encoding: .utf8
      )
      #expect(result.standardOutput == expected, "\(scenario).\(fileExtension)")
    }
  }

  /// A report whose text carries Markdown, HTML, mentions and images comes out inert, and
  /// whose colour values are not colours stay text.
  @Test func aHostileReportComesOutInert() throws {
    let payload = Inertness.payload
    var text = try String(
      contentsOf: Goldens.reports.appendingPathComponent("brand-refresh.json"),
      encoding: .utf8
    )
    let quoted = payload.replacingOccurrences(of: "\"", with: "\\\"")
    for key in ["\"token\": \"", "\"message\": \"", "\"note\": \"", "\"aliasOf\": \""] {
      text = text.replacingOccurrences(of: key, with: key + quoted)
    }
    text = text.replacingOccurrences(
      of: "\"value\": \"#ff6600\"",
      with: "\"value\": \"#ff6600` @someone ![x](http://example.com/x.png)\""
    )
    text = text.replacingOccurrences(
      of: "\"failures\": [",
      with: "\"failures\": [\n    \"\(quoted)\","
    )
    let file = try Self.write(text)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try TokenDiffExecutable.run(
      ["render", file.path, "--format", "markdown"],
      in: FileManager.default.temporaryDirectory
    )
    #expect(result.status == 0, "\(result.standardError)")
    let markdown = result.standardOutput
    #expect(markdown.contains("alert(1)"), "the payload is there, escaped")
    Inertness.expectInertMarkdown(markdown)
    Inertness.expectTablesKeepTheirColumns(markdown, minimumRows: 5)
    #expect(
      !markdown.replacingOccurrences(of: "`#[0-9a-f]{6}`", with: "", options: .regularExpression)
        .contains("`"),
      "only colour chips are code spans"
    )
  }

  /// A report that breaks the contract is refused with the JSON path of the problem.
  @Test(arguments: [
    ("{", "$ is not JSON"),
    ("{\"schemaVersion\": 2}", "breaks the report schema at $: missing required member"),
    ("[1]", "breaks the report schema at $: expected object"),
    (
      "{\"schemaVersion\": 1, \"revision\": {\"revision\": \"x\", \"commit\": \"$(id)\"}}",
      "breaks the report schema at $: missing required member findings"
    ),
  ])
  func aReportThatBreaksTheContractIsRefused(json: String, message: String) throws {
    let file = try Self.write(json)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try TokenDiffExecutable.run(
      ["render", file.path],
      in: FileManager.default.temporaryDirectory
    )
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty, "nothing is rendered")
    #expect(result.standardError.contains(message), "\(result.standardError)")
  }

  @Test func anUnknownKindIsRefused() throws {
    let text = try String(
      contentsOf: Goldens.reports.appendingPathComponent("brand-refresh.json"),
      encoding: .utf8
    ).replacingOccurrences(of: "\"kind\": \"broken\"", with: "\"kind\": \"<img src=x>\"")
    let file = try Self.write(text)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try TokenDiffExecutable.run(
      ["render", file.path],
      in: FileManager.default.temporaryDirectory
    )
    #expect(result.status == 2)
    #expect(
      result.standardError.contains(
        "breaks the report schema at $.changes[1].kind: not one of the allowed values"
      ),
      "\(result.standardError)"
    )
  }

  static func write(_ text: String) throws -> URL {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("tokendiff-render-\(UUID().uuidString).json")
    try Data(text.utf8).write(to: file)
    return file
  }
}
