import ArgumentParser
import Foundation
import TokenDiffCore
import TokenDiffReports

/// `tokendiff explain TOKEN [REV | PATH]`: one token's value in each mode, its alias chain,
/// what reaches it and what it reaches, where it is defined, its layer and deprecation.
struct ExplainCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract: "Explain one token: value per mode, alias chain, dependencies, layer, definition.",
    discussion: """
      TOKEN is a dotted path (color.action.primary). REV is any revision of the repository, \
      PATH a folder on disk; with neither, the working tree is read.

      Examples:
        tokendiff explain color.action.primary
        tokendiff explain button.background v2.0.0
        tokendiff explain color.text.default ./tokens --format json
      """
  )

  @Argument(help: "The token's dotted path.")
  var token: String

  @Argument(help: "A revision or folder (default: the working tree).")
  var target: String?

  @OptionGroup var explainOptions: ExplainOptions

  func run() throws {
    let options = try explainOptions.reportOptions()
    let session = ReportSession(
      options: options,
      currentDirectory: FileManager.default.currentDirectoryPath
    )
    do {
      let text = try session.explain(TokenPath(dotted: token), target: target)
      try CommandRunner.write(text, to: options.output)
    } catch {
      throw CommandRunner.noReport(error)
    }
  }
}

extension ReportSession {
  /// The rendered explanation of one token. Throws when the revision cannot be read or has no
  /// such token (with the names that look like it).
  func explain(_ path: TokenPath, target: String?) throws(CLIError) -> String {
    let (source, snapshot, configuration) = try checkedSnapshot(target)
    let revision = RevisionResolver.resolve(snapshot, policy: policy(configuration))
    guard let explanation = TokenExplanation.explain(path, in: revision) else {
      throw .tokenNotFound(
        path.description,
        revision: source.name,
        similar: TokenExplanation.suggestions(for: path, in: revision).map(\.description)
      )
    }
    return options.format == .json
      ? ExplanationRenderer.json(explanation, revision: source.name)
      : ExplanationRenderer.text(explanation, revision: source.name)
  }
}
