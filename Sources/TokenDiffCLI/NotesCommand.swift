import ArgumentParser
import Foundation
import TokenDiffReports

/// `tokendiff notes A..B`: Markdown release notes for what changed between two revisions.
struct NotesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "notes",
    abstract: "Write Markdown release notes for the changes between two revisions.",
    discussion: """
      Headline counts, breaking changes first with what to use instead (from renames and \
      $deprecated messages), the visual changes by colour family and mode, then additions and \
      deprecations; ready for a CHANGELOG. Takes the same ranges as diff (A..B, A...B, A). \
      Exit status 0 whenever the notes are written: notes never fail on findings.

      Examples:
        tokendiff notes v1.2.0..v1.3.0
        tokendiff notes v1.2.0..HEAD -o notes.md
        tokendiff notes @scope/tokens@1.0.0..@scope/tokens@2.0.0 --mode dark
      """
  )

  @Argument(help: "The revisions to compare, for example v1.2.0..v1.3.0.")
  var range: String?

  @OptionGroup var source: SourceOptions

  @Option(name: .long, help: "Limit the notes to a mode (repeatable).")
  var mode: [String] = []

  @Option(name: [.short, .long], help: "Write the notes to this file instead of standard output.")
  var output: String?

  func run() throws {
    // The diff's own options: notes never fail on findings.
    var options = try ReportOptions.parse(["--fail-on", "never"])
    options.source = source
    options.mode = mode
    options.output = output
    try CommandRunner.run(options) { session throws(CLIError) in
      var outcome = try session.diff(range)
      outcome.rendered = ReleaseNotesRenderer.render(outcome.report)
      return outcome
    }
  }
}
