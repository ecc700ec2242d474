import Foundation
import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// The report options and commands of issue "reports people read", end to end.
@Suite struct ReportFormatsCLITests {
  @Test func markdownLinksFindingsToTheHeadCommitFromGitHubActions() throws {
    let fixture = try FixtureRepository(scenario: "brand-refresh")
    let json = try runJSON(["base..head", "--fail-on", "never"], in: fixture.directory)
    let head = try #require(json.report.string("head.commit"))
    let result = try TokenDiffExecutable.run(
      ["base..head", "--format", "markdown"],
      in: fixture.directory,
      environment: ["GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "acme/tokens"]
    )
    #expect(
      result.standardOutput.contains(
        "(https://github.com/acme/tokens/blob/\(head)/tokens/semantic.tokens.json#L16)"
      )
    )
    let option = try TokenDiffExecutable.run(
      ["base..head", "--format", "html", "--repository-url", "https://git.example/acme/tokens"],
      in: fixture.directory
    )
    #expect(
      option.standardOutput.contains(
        "<a href=\"https://git.example/acme/tokens/blob/\(head)/tokens/semantic.tokens.json#L16\">"
      )
    )
  }

  @Test func oneRunWritesEveryFormatAskedFor() throws {
    let fixture = try FixtureRepository(scenario: "brand-refresh")
    let folder = fixture.directory.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let result = try TokenDiffExecutable.run(
      [
        "base..head", "--format", "markdown", "-o", folder.appendingPathComponent("r.md").path,
        "--also", "json=" + folder.appendingPathComponent("r.json").path,
        "--also", "html=" + folder.appendingPathComponent("r.html").path,
        "--fail-on", "never",
      ],
      in: fixture.directory
    )
    #expect(result.status == 0)
    for (name, format) in [("r.md", "markdown"), ("r.json", "json"), ("r.html", "html")] {
      let written = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      let alone = try TokenDiffExecutable.run(
        ["base..head", "--format", format, "--fail-on", "never"],
        in: fixture.directory
      )
      #expect(written == alone.standardOutput, "\(format) written by --also differs")
    }
    let unknown = try TokenDiffExecutable.run(
      ["base..head", "--also", "pdf=x.pdf"],
      in: fixture.directory
    )
    #expect(unknown.status == 64)
  }

  @Test func theFullReportAddressAppearsInTheComment() throws {
    let fixture = try FixtureRepository(scenario: "brand-refresh")
    let result = try TokenDiffExecutable.run(
      [
        "base..head", "--format", "markdown", "--full-report-url",
        "https://ci.example/run/7/report.html",
      ],
      in: fixture.directory
    )
    #expect(
      result.standardOutput.hasSuffix(
        "<sub>The [full report](https://ci.example/run/7/report.html) lists every change. tokendiff \(ToolVersion.current)</sub>\n"
      )
    )
    let inActions = try TokenDiffExecutable.run(
      ["base..head", "--format", "markdown"],
      in: fixture.directory,
      environment: [
        "GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "acme/tokens",
        "GITHUB_RUN_ID": "123456",
      ]
    )
    #expect(
      inActions.standardOutput.hasSuffix(
        "<sub>The [full report](https://github.com/acme/tokens/actions/runs/123456) lists every change. tokendiff \(ToolVersion.current)</sub>\n"
      )
    )
  }

  @Test func checkWritesAnHTMLPageForAFolder() throws {
    let folder = Fixtures.scenario("brand-refresh").appendingPathComponent("2-head")
    let result = try TokenDiffExecutable.run(
      ["check", folder.path, "--format", "html"],
      in: folder
    )
    #expect(result.status == 1)
    #expect(result.standardOutput.hasPrefix("<!doctype html>"))
    // The button's border, broken only through the focus colour, is folded into its root.
    #expect(result.standardOutput.contains("Broken and forbidden (3)"))
    #expect(result.standardOutput.contains("breaks 1 more token through its alias"))
  }

  @Test func notesNeverFailAndWriteToAFile() throws {
    let fixture = try FixtureRepository(scenario: "brand-refresh")
    let output = fixture.directory.appendingPathComponent("CHANGES.md")
    let result = try TokenDiffExecutable.run(
      ["notes", "base..head", "--output", output.path],
      in: fixture.directory
    )
    #expect(result.status == 0)
    #expect(result.standardOutput.isEmpty)
    let notes = try String(contentsOf: output, encoding: .utf8)
    #expect(notes.hasPrefix("## Design tokens: `base` ("))
    #expect(notes.contains("- `color.text.muted`: use `color.text.subtle` instead"))
  }

  @Test(.enabled(if: RealData.isAvailable, "../shared/realdata is not beside this checkout"))
  func notesOfTheSpectrumRedesignSummariseByColourFamily() throws {
    let repository = try RealData.clone("spectrum-tokens")
    let result = try TokenDiffExecutable.run(
      ["notes", SpectrumHTMLReportTests.range],
      in: repository
    )
    #expect(result.status == 0)
    let notes = result.standardOutput
    #expect(notes.hasPrefix("## Design tokens: `@adobe/spectrum-tokens@12.18.1` (bffa175fda6a)"))
    // Nothing breaks (Spectrum's dimensions are valid in its own schema); three modes go.
    #expect(!notes.contains("### Breaking changes"))
    #expect(notes.contains("### Modes removed (3)"))
    #expect(notes.contains("| <code>accent</code> | 24 | dark; light; wireframe |"))
    #expect(
      notes.contains(
        "- `alert-dialog-title-size`: use `alert-dialog-title-font-size` instead — Replace with alert-dialog-title-font-size"
      )
    )
    #expect(notes.utf8.count < 40_000, "a summary, not a list of 3,000 lines")
  }
}
