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
      """
  )

  @Argument(help: "The revisions to compare, for example v1.2.0..v1.3.0.")
  var range: String?

  @Option(name: .long, help: "The repository (default: the one containing the current folder).")
  var repo: String?

  @Option(name: .long, help: "Configuration file (default: .tokendiff.yml|yaml|json in the head).")
  var config: String?

  @Option(
    name: .long,
    help: "Token files to read (glob, repeatable); replaces the configuration's `files`."
  )
  var files: [String] = []

  @Option(name: .long, help: "Limit the notes to a mode (repeatable).")
  var mode: [String] = []

  @Option(name: [.short, .long], help: "Write the notes to this file instead of standard output.")
  var output: String?

  func run() throws {
    // The diff's own options, parsed from what this command was given.
    var arguments = ["--fail-on", "never"]
    if let repo { arguments += ["--repo", repo] }
    if let config { arguments += ["--config", config] }
    if let output { arguments += ["--output", output] }
    for glob in files { arguments += ["--files", glob] }
    for name in mode { arguments += ["--mode", name] }
    let options = try ReportOptions.parse(arguments)
    try CommandRunner.run(options) { session throws(CLIError) in
      var outcome = try session.diff(range)
      outcome.rendered = ReleaseNotesRenderer.render(outcome.report)
      return outcome
    }
  }
}
