import ArgumentParser
import Foundation
import TokenDiffCore
import TokenDiffReports

/// `tokendiff [A..B | A...B | A]`: what changed from one revision to another.
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare the tokens of two revisions.",
    discussion: """
      A..B compares B with A; A...B compares B with the merge base of A and B (what a pull \
      request shows); A alone compares the working tree with A; nothing compares the working \
      tree with HEAD. Any revision git understands works: branches, tags such as \
      @scope/pkg@1.2.3, HEAD~3, short commit ids. A B, as git diff takes them, is A..B.

      Examples:
        tokendiff main..feature
        tokendiff origin/main...HEAD --format markdown -o report.md --also json=report.json
        tokendiff v1.2.0 --mode dark
        tokendiff main..HEAD --format html -o report.html
        tokendiff main...HEAD --fail-on broken,forbidden,contrast-regression
      """
  )

  @Argument(
    help: ArgumentHelp(
      "The revisions to compare: A..B, A...B, A, A B (as A..B), or nothing.",
      valueName: "range"
    )
  )
  var revisions: [String] = []

  @OptionGroup var options: ReportOptions

  @Flag(
    help: ArgumentHelp(
      "When neither revision has token files, write an empty report (exit status 0).",
      discussion: """
        Without it that is exit status 2, with the globs that were tried. For CI jobs that \
        run on every pull request of a repository that may have no tokens yet.
        """
    )
  )
  var allowNoTokenFiles = false

  func validate() throws {
    try options.validateFailOn()
    _ = try RangeArguments.range(revisions)
  }

  func run() throws {
    let range = try RangeArguments.range(revisions)
    try CommandRunner.run(options) { session throws(CLIError) in
      do throws(CLIError) {
        return try session.diff(range, allowingNoTokenFiles: allowNoTokenFiles)
      } catch {
        // `tokendiff chek`: not a revision, and a typo of a command.
        if case .revisionNotFound(let revision, _) = error, revision == range,
          let command = RangeArguments.nearestCommand(revision)
        {
          throw .notACommandOrRevision(revision, command: command)
        }
        throw error
      }
    }
  }
}

/// `tokendiff check [REV | PATH]`: the findings of one revision or folder.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Report the broken, invalid and forbidden tokens of one revision or folder.",
    discussion: """
      PATH is any folder on disk (no git needed); REV is any revision of the repository; \
      with neither, the working tree is checked.

      Examples:
        tokendiff check
        tokendiff check ./tokens --fail-on never
        tokendiff check v2.0.0 --format sarif -o tokendiff.sarif
      """
  )

  @Argument(help: "A folder, or a revision of the repository (default: the working tree).")
  var target: String?

  @OptionGroup var options: ReportOptions

  func validate() throws {
    try options.validateFailOn()
  }

  func run() throws {
    try CommandRunner.run(options) { session throws(CLIError) in try session.check(target) }
  }
}

extension ReportOptions {
  /// An unknown `--fail-on` value is a usage error (exit status 64).
  func validateFailOn() throws {
    guard let failOn else { return }
    do {
      _ = try FailOn(failOn.split(separator: ",").map(String.init))
    } catch {
      throw ValidationError(error.message)
    }
  }
}

/// Runs a session, writes its report, and maps the outcome to an exit status.
enum CommandRunner {
  static func run(
    _ options: ReportOptions,
    _ body: (ReportSession) throws(CLIError) -> ReportSession.Outcome
  ) throws {
    let session = ReportSession(
      options: options,
      currentDirectory: FileManager.default.currentDirectoryPath
    )
    let outcome: ReportSession.Outcome
    do {
      outcome = try body(session)
      var rendered = outcome.rendered
      let colored = TextColoring.isWanted(
        options.color == .auto ? nil : options.color.rawValue,
        isTerminal: options.output == nil && isatty(STDOUT_FILENO) == 1,
        environment: ProcessInfo.processInfo.environment
      )
      if options.format == .text, colored { rendered = TextColoring.apply(rendered) }
      try write(rendered, to: options.output)
      for extra in outcome.extras { try write(extra.rendered, to: extra.path) }
    } catch {
      throw noReport(error)
    }
    for note in outcome.notes { FileHandle.standardError.write(Data((note + "\n").utf8)) }
    let environment = ProcessInfo.processInfo.environment
    if AnnotationStyle.effective(options.annotations, environment: environment) == .github {
      // Standard error, so the report on standard output stays clean; the runner reads both.
      FileHandle.standardError.write(Data(GitHubAnnotationRenderer.render(outcome.report).utf8))
    }
    let status = outcome.status
    keepUntilExitIfLeaving(consume outcome)
    if status != .success {
      throw ExitCode(status.rawValue)
    }
  }

  /// Says on standard error why no report could be made, and gives the exit code for it
  /// (``ExitStatus/noReport``).
  static func noReport(_ error: CLIError) -> ExitCode {
    FileHandle.standardError.write(
      Data(("error: " + (error.errorDescription ?? "\(error)") + "\n").utf8)
    )
    return ExitCode(ExitStatus.noReport.rawValue)
  }

  /// Writes to the file, or to standard output when there is none.
  static func write(_ text: String, to path: String?) throws(CLIError) {
    guard let path else {
      FileHandle.standardOutput.write(Data(text.utf8))
      return
    }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    } catch {
      throw .cannotWriteOutput(path: path, reason: error.localizedDescription)
    }
  }
}
