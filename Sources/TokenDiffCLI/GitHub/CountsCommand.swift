import ArgumentParser
import Foundation

/// `tokendiff counts REPORT.json`: a JSON report's counts as `name=value` lines, the form
/// `$GITHUB_OUTPUT` takes (the Action's outputs come from here).
struct CountsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "counts",
    abstract: "Print a JSON report's counts as name=value lines (for $GITHUB_OUTPUT).",
    discussion: """
      One line per change kind and finding kind (the report's summary), then changes, \
      findings, new-findings, contrast-changes, failures, suggested-bump, base-tokens, \
      head-tokens and empty (true when the report has no change, no new finding and no \
      contrast pair that moved), sorted by name. Only names of lowercase words joined by - are \
      printed, so a report from elsewhere cannot write other lines.

      Examples:
        tokendiff counts report.json
        tokendiff counts report.json >> "$GITHUB_OUTPUT"
      """
  )

  @Argument(help: "A report written with --format json.")
  var report: String

  func run() throws {
    do {
      let digest = try ReportDigest(json: try ReportFile.read(report))
      print(digest.outputLines.joined(separator: "\n"))
    } catch {
      throw CommandRunner.noReport(error)
    }
  }
}

/// Reads report files given on the command line.
enum ReportFile {
  static func read(_ path: String) throws(CLIError) -> Data {
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .unreadableFile(path: path, reason: error.localizedDescription)
    }
  }
}
