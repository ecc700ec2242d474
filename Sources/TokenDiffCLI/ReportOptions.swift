public import ArgumentParser
public import TokenDiffReports

/// Options every command shares: where the repository is, which configuration, which format.
struct ReportOptions: ParsableArguments, Sendable {
  @OptionGroup var source: SourceOptions

  @Option(name: .long, help: "Output format: text, json, markdown, html or sarif.")
  var format: ReportFormat = .text

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The repository's web address, for file:line links to the head commit in Markdown and HTML.",
      discussion:
        "Default: $GITHUB_SERVER_URL/$GITHUB_REPOSITORY when both are set (GitHub Actions)."
    )
  )
  var repositoryURL: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Where the full report is published; the Markdown comment links to it when it leaves rows out.",
      discussion:
        "Default in GitHub Actions: the workflow run's page ($GITHUB_RUN_ID), where uploaded reports are."
    )
  )
  var fullReportURL: String?

  @Option(
    name: .long,
    help: "Limit the report to a mode (repeatable): a mode name or a context such as dark."
  )
  var mode: [String] = []

  @Option(name: [.short, .long], help: "Write the report to this file instead of standard output.")
  var output: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Also write the same report in another format to a file: FORMAT=FILE (repeatable).",
      discussion:
        "One run, several outputs: --format markdown -o report.md --also json=report.json --also html=report.html."
    )
  )
  var also: [ExtraOutput] = []

  @Option(
    name: .long,
    help: ArgumentHelp(
      "What fails the run with exit status 1, comma-separated (default: broken,forbidden).",
      discussion:
        "broken, forbidden, contrast-regression, contrast-failing, never, a change kind (removed, value-changed...) or a finding kind (cycle, parse-error...)."
    )
  )
  var failOn: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Also print annotations: github or none (default: github when GITHUB_ACTIONS=true).",
      discussion:
        "GitHub workflow commands (::error file=...,line=...::) for broken and forbidden tokens and contrast regressions, on standard error."
    )
  )
  var annotations: AnnotationStyle?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Colour the text report: auto, always or never (default: auto).",
      discussion:
        "auto colours only on a terminal, and never when the NO_COLOR variable is set (https://no-color.org) or TERM is dumb."
    )
  )
  var color: ColorChoice = .auto

  init() {}
}

/// `--color`: when the text report is coloured.
enum ColorChoice: String, ExpressibleByArgument, Sendable {
  case auto, always, never
}

/// Where `--annotations` sends broken and forbidden tokens besides the report.
enum AnnotationStyle: String, ExpressibleByArgument, Sendable {
  case github, none

  /// The style asked for, else `github` inside GitHub Actions, else none. Pure.
  static func effective(_ chosen: AnnotationStyle?, environment: [String: String])
    -> AnnotationStyle
  {
    chosen ?? (environment["GITHUB_ACTIONS"] == "true" ? .github : .none)
  }
}

extension ReportFormat: ExpressibleByArgument {}

/// `--also FORMAT=FILE`: the same report in another format, written to a file.
struct ExtraOutput: ExpressibleByArgument, Sendable, Equatable {
  var format: ReportFormat
  var path: String

  init?(argument: String) {
    guard let equals = argument.firstIndex(of: "="),
      let format = ReportFormat(rawValue: String(argument[..<equals])),
      argument.index(after: equals) < argument.endIndex
    else { return nil }
    self.format = format
    self.path = String(argument[argument.index(after: equals)...])
  }
}
