import Foundation
import Testing
import TokenDiffTestSupport

/// Token files whose names, values and descriptions carry `<script>`, `</details>`, `|`,
/// backticks, `@someone` and an image, read from git and rendered by the executable in every
/// format: each comes out inert.
@Suite struct HostileTokenFilesTests {
  /// A token name cannot hold `.` (the path separator): the same payload without dots.
  static let name = Inertness.payload.replacingOccurrences(of: ".", with: "_")

  static func json(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      default: escaped.append(character)
      }
    }
    return "\"" + escaped + "\""
  }

  static func files(head: Bool) -> [String: String] {
    let payload = json(Inertness.payload)
    let name = json(Self.name)
    let tokens = """
      {
        "color": {
          "$type": "color",
          "blue": { "$value": "\(head ? "#3b63fb" : "#0265dc")", "$description": \(payload) },
          \(name): { "$value": "{color.blue}", "$description": \(payload) },
          "old": { "$value": "#ff0000", "$deprecated": \(head ? payload : "false") },
          "link": { "$value": "\(head ? "{color.gone}" : "{color.blue}")" }
        },
        "label": {
          "$type": "string",
          \(name): { "$value": \(head ? json(Inertness.payload + "2") : payload) }
        }
      }
      """
    return ["tokens/\(Self.name.filter { $0.isLetter }).tokens.json": tokens]
  }

  @Test func everyFormatRendersTheTokensInert() throws {
    let fixture = try FixtureRepository()
    try fixture.commit(Self.files(head: false), message: "base")
    try fixture.tag("base", at: "HEAD")
    try fixture.commit(Self.files(head: true), message: "head", step: 1)
    try fixture.tag("head", at: "HEAD")
    let environment = [
      "GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "acme/tokens",
    ]
    func run(_ arguments: [String]) throws -> String {
      let result = try TokenDiffExecutable.run(
        arguments,
        in: fixture.directory,
        environment: environment
      )
      #expect(result.standardError.isEmpty, "\(result.standardError)")
      return result.standardOutput
    }
    let json = try run(["base..head", "--format", "json"])
    let validator = try JSONSchemaValidator(contentsOf: Goldens.schema)
    #expect(validator.errors(in: try JSONDocument.parse(json)) == [])
    #expect(json.contains(Self.name.replacingOccurrences(of: "\"", with: "\\\"")))
    #expect(json.contains("\"kind\": \"deprecated\""))
    #expect(json.contains("\"kind\": \"broken\""))

    let markdown = try run(["base..head", "--format", "markdown"])
    Inertness.expectInertMarkdown(markdown)
    Inertness.expectTablesKeepTheirColumns(markdown, minimumRows: 5)
    // The only code spans are colour chips, which hold nothing but `#` and hex digits.
    #expect(
      !markdown.replacingOccurrences(of: "`#[0-9a-f]{6}`", with: "", options: .regularExpression)
        .contains("`")
    )
    #expect(markdown.contains("&#64;&#8205;someone"))

    let notes = try run(["notes", "base..head"])
    let outside = Inertness.removingCodeSpans(notes)
    Inertness.expectInertMarkdown(outside)
    #expect(!outside.contains("</details>"))
    #expect(notes.contains("alert(1)"), "the payload is there, inside code spans")

    let html = try run(["base..head", "--format", "html"])
    #expect(Inertness.occurrences(of: "<script", in: html) == 1)
    #expect(!html.contains("<img") && !html.contains("</details>") && !html.contains("alert(1)</"))
    #expect(html.contains("x&lt;script&gt;alert(1)&lt;/script&gt;&lt;/details&gt;|a|`b`"))

    let text = try run(["base..head", "--format", "text"])
    #expect(text.contains(Self.name), "plain text keeps the name as it is")

    if Browser.isAvailable {
      let page = fixture.directory.appendingPathComponent("report.html")
      try Data(html.utf8).write(to: page)
      let dom = try Browser.dumpDOM(page)
      #expect(dom.contains("data-ready=\"1\""))
      #expect(!dom.contains("<img"))
      #expect(Inertness.occurrences(of: "<script", in: dom) == 1)
    }
  }
}
