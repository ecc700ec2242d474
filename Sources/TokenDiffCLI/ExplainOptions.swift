import ArgumentParser

/// The options `tokendiff explain` takes: where to read the token and how to write it. A subset
/// of ``ReportOptions``, so `--help` lists only what explain uses.
struct ExplainOptions: ParsableArguments, Sendable {
  /// What explain writes.
  enum Format: String, ExpressibleByArgument, Sendable {
    case text, json
  }

  @Option(name: .long, help: "The repository (default: the one containing the current folder).")
  var repo: String?

  @Option(
    name: .long,
    help:
      "Configuration file (default: .tokendiff.yml, .yaml or .json at the root of the revision)."
  )
  var config: String?

  @Option(
    name: .long,
    help: "Token files to read (glob, repeatable); replaces the configuration's `files`."
  )
  var files: [String] = []

  @Option(name: .long, help: "Output format: text or json.")
  var format: Format = .text

  @Option(
    name: [.short, .long],
    help: "Write the explanation to this file instead of standard output."
  )
  var output: String?

  init() {}

  /// The same settings as report options, for ``ReportSession``. Throws only if the options
  /// cannot be expressed, which a parsed command line always can.
  func reportOptions() throws -> ReportOptions {
    var arguments = ["--format", format.rawValue]
    if let repo { arguments += ["--repo", repo] }
    if let config { arguments += ["--config", config] }
    for glob in files { arguments += ["--files", glob] }
    if let output { arguments += ["--output", output] }
    return try ReportOptions.parse(arguments)
  }
}
