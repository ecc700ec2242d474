import ArgumentParser
import TokenDiffReports

/// The options `tokendiff explain` takes: where to read the token and how to write it. A subset
/// of ``ReportOptions``, so `--help` lists only what explain uses.
struct ExplainOptions: ParsableArguments, Sendable {
  /// What explain writes.
  enum Format: String, ExpressibleByArgument, Sendable {
    case text, json
  }

  @OptionGroup var source: SourceOptions

  @Option(name: .long, help: "Output format: text or json.")
  var format: Format = .text

  @Option(
    name: [.short, .long],
    help: "Write the explanation to this file instead of standard output."
  )
  var output: String?

  init() {}

  /// The same settings as report options, for ``ReportSession``. Throws only if the report
  /// options' defaults cannot be parsed, which they always can.
  func reportOptions() throws -> ReportOptions {
    var options = try ReportOptions.parse([])
    options.source = source
    options.format = format == .json ? .json : .text
    options.output = output
    return options
  }
}
