import ArgumentParser
import Foundation
import TokenDiffCore
import TokenDiffReports

/// `tokendiff render REPORT.json --format markdown`: a JSON report written elsewhere, rendered
/// by this tokendiff. The fork-safe comment workflow uses it, so the comment it posts is made
/// by its own trusted binary from checked data, never relayed from the pull request's run.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a JSON report (from --format json) as Markdown, HTML, text, SARIF or JSON.",
    discussion: """
      The report is validated against the report schema (schemaVersion 1, built in; the \
      published copy is Reports/schema/tokendiff-report.schema.json) first: a member of the \
      wrong type, an unknown kind, an unexpected or a missing member is an error (exit status \
      2) that names its JSON path. Everything in it is then escaped like text from a token file.

      Examples:
        tokendiff main..feature --format json -o report.json
        tokendiff render report.json --format markdown -o comment.md
        tokendiff render report.json --format html -o report.html
      """
  )

  @Argument(help: "A report written with --format json.")
  var report: String

  @Option(name: .long, help: "Output format: markdown (default), html, text, sarif or json.")
  var format: ReportFormat = .markdown

  @Option(
    name: .long,
    help: "The repository's web address, for file:line links (default: from GitHub Actions)."
  )
  var repositoryURL: String?

  @Option(
    name: .long,
    help: "Where the full report is published (default in GitHub Actions: the run's page)."
  )
  var fullReportURL: String?

  @Option(name: [.short, .long], help: "Write to this file instead of standard output.")
  var output: String?

  func run() throws {
    do {
      try CommandRunner.write(try rendered(), to: output)
    } catch {
      throw CommandRunner.noReport(error)
    }
  }

  /// The report read, checked and rendered. Throws when it cannot be read or breaks the
  /// contract.
  private func rendered() throws(CLIError) -> String {
    let data = try ReportFile.read(report)
    let parsed: Report
    do {
      parsed = try JSONReportReader.read([UInt8](data))
    } catch {
      throw .invalidReport("'\(report)': \(error.description)")
    }
    let environment = ProcessInfo.processInfo.environment
    let options = RenderOptions(
      repositoryURL: repositoryURL ?? RenderOptions.repositoryURL(environment: environment),
      fullReportURL: fullReportURL ?? RenderOptions.runURL(environment: environment)
    )
    return format.render(parsed, options: options)
  }
}
