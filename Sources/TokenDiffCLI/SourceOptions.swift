import ArgumentParser

/// Where the tokens come from: the repository, the configuration and which files. Every
/// command that reads tokens takes these (`@OptionGroup`), so they are declared once.
struct SourceOptions: ParsableArguments, Sendable {
  @Option(name: .long, help: "The repository (default: the one containing the current folder).")
  var repo: String?

  @Option(
    name: .long,
    help:
      "Configuration file (default: .tokendiff.yml, .yaml or .json at the root of the head revision)."
  )
  var config: String?

  @Option(
    name: .long,
    help: "Token files to read (glob, repeatable); replaces the configuration's `files`."
  )
  var files: [String] = []

  @Flag(
    name: .long,
    help: ArgumentHelp(
      "Hold every token file to DTCG 2025.10 as errors, whatever toolchain it is written for.",
      discussion:
        "Same as `strict: true` in the configuration. Without it, each set is read by its own toolchain's rules (Tokens Studio, Style Dictionary...)."
    )
  )
  var strict = false

  init() {}
}
