import ArgumentParser
import Foundation
import TokenDiffCore
import TokenDiffReports

/// `tokendiff sets [REV | PATH]`: the token sets tokendiff finds and why, and what it does not
/// read and why. The first thing to run when a count looks wrong.
struct SetsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sets",
    abstract: "List the token sets found in a revision or folder, and every file not read.",
    discussion: """
      For each set: its root, the rule that found it ($themes.json, a resolver, a Style \
      Dictionary configuration, file names or content), its format, files, modes and token \
      count. Then every JSON file that was looked at and not read, with the reason.

      Examples:
        tokendiff sets
        tokendiff sets main --format json
        tokendiff sets ./design-tokens
      """
  )

  @Argument(help: "A folder, or a revision of the repository (default: the working tree).")
  var target: String?

  @OptionGroup var listOptions: ExplainOptions

  func run() throws {
    let options = try listOptions.reportOptions()
    let session = ReportSession(
      options: options,
      currentDirectory: FileManager.default.currentDirectoryPath
    )
    do {
      let listing = try session.sets(target)
      let text =
        listOptions.format == .json
        ? SetsRenderer.json(listing) : SetsRenderer.text(listing)
      try CommandRunner.write(text, to: options.output)
    } catch {
      throw CommandRunner.noReport(error)
    }
  }
}

extension ReportSession {
  /// The sets of one revision or folder (see ``checkSource(_:)``), resolved to count their
  /// tokens and modes. Throws when it cannot be read; an empty revision lists no set.
  func sets(_ target: String?) throws(CLIError) -> TokenSetListing {
    let source = try checkSource(target)
    let configuration = try configuration(head: source.reader)
    let selection = FileSelection(configuration: configuration)
    let (snapshot, discovery) = try source.reader.discover(
      revision: source.name,
      commit: source.commit,
      selection: selection
    )
    let policy = policy(configuration)
    let parsed = policy.sourceReaders.parse(
      snapshot,
      policy: policy,
      tokensStudioThemes: snapshot.files.contains { TokensStudioThemes.isDocument($0.path) }
    )
    return TokenSetListing.make(
      snapshot: snapshot,
      unread: discovery?.unread ?? [],
      tokens: parsed.tokens,
      resolved: RevisionResolver.resolve(snapshot, policy: policy)
    )
  }
}
