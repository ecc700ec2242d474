public import ArgumentParser
import TokenDiffCore

/// `tokendiff`: the root command. Without a subcommand it diffs (`tokendiff main..feature`).
public struct TokenDiffCommand: AsyncParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "tokendiff",
    abstract:
      "Show what a change to a design-token set does: changed, broken and forbidden tokens.",
    discussion: """
      Reads both revisions straight from the git object database. Exit status: 0 report \
      written, 1 something reached --fail-on, 2 no report could be made, 64 usage error.

      Examples:
        tokendiff main..feature            what the feature branch changes
        tokendiff check ./tokens           what is broken in a folder
        tokendiff explain color.primary    one token, per mode
        tokendiff init                     write a starter .tokendiff.yml

      Shell completions: tokendiff --generate-completion-script bash|zsh|fish
      """,
    version: ToolVersion.current,
    subcommands: [
      DiffCommand.self, CheckCommand.self, ExplainCommand.self, NotesCommand.self,
      RenderCommand.self, InitCommand.self, CommentCommand.self,
      CountsCommand.self, SetsCommand.self,
    ],
    defaultSubcommand: DiffCommand.self
  )

  public init() {}
}
