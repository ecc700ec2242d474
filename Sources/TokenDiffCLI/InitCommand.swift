import ArgumentParser
import Foundation
import TokenDiffCore
import TokenDiffGit

/// `tokendiff init`: writes a starter `.tokendiff.yml` from what it finds in the working tree.
struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Write a starter .tokendiff.yml from the token files found here.",
    discussion: """
      Reads the working tree (or the folder) with the default file selection and writes a \
      commented configuration: the token files as globs, the formats that are not DTCG, the \
      sets and modes found, and text/surface contrast pairs suggested from the colour tokens' \
      names. An existing configuration is never overwritten unless --force is given. With \
      --schema, the first line points editors (yaml-language-server) at the configuration's \
      JSON Schema.

      Examples:
        tokendiff init
        tokendiff init --output - | less
        tokendiff init --schema https://raw.githubusercontent.com/OWNER/tokendiff/COMMIT/Reports/schema/tokendiff-config.schema.json
      """
  )

  @Option(name: .long, help: "The folder or repository (default: the current one).")
  var repo: String?

  @Option(
    name: [.short, .long],
    help: "Where to write it (default: .tokendiff.yml at the root; - for standard output)."
  )
  var output: String?

  @Option(name: .long, help: "The address of the configuration's JSON Schema, for editors.")
  var schema: String?

  @Flag(name: .long, help: "Overwrite an existing configuration file.")
  var force = false

  func run() throws {
    do throws(CLIError) {
      let (root, text) = try starter()
      let target =
        output ?? URL(fileURLWithPath: root).appendingPathComponent(".tokendiff.yml").path
      if target == "-" {
        try CommandRunner.write(text, to: nil)
        return
      }
      let existing = ConfigurationLoader.fileNames
        .map { URL(fileURLWithPath: root).appendingPathComponent($0).path }
        .filter { FileManager.default.fileExists(atPath: $0) }
      if !force, output == nil, let first = existing.first {
        throw .alreadyConfigured(path: first)
      }
      if !force, output != nil, FileManager.default.fileExists(atPath: target) {
        throw .alreadyConfigured(path: target)
      }
      try CommandRunner.write(text, to: target)
      FileHandle.standardError.write(Data("wrote \(target)\n".utf8))
    } catch {
      throw CommandRunner.noReport(error)
    }
  }

  /// The folder read and the configuration's text. Throws when there is no token file.
  private func starter() throws(CLIError) -> (root: String, text: String) {
    let current = FileManager.default.currentDirectoryPath
    let start = repo.map { $0.hasPrefix("/") ? $0 : current + "/" + $0 } ?? current
    let repository = try? GitRepository(discoveringFrom: start)
    let root = repository?.workingDirectory ?? start
    let reader = FolderReader(
      root: root,
      isIgnored: repository?.workingTreeIgnores() ?? { _ in false }
    )
    let selection = FileSelection(configuration: Configuration())
    let snapshot = try reader.snapshot(revision: ".", commit: nil, selection: selection)
    guard !snapshot.files.isEmpty else {
      throw .noTokenFiles(revisions: [root], globs: selection.describedGlobs)
    }
    let revision = RevisionResolver.resolve(snapshot, policy: ResolutionPolicy())
    let starter = StarterConfiguration(files: snapshot.files, revision: revision)
    return (root, starter.yaml(schema: schema.flatMap(Self.schemaAddress)))
  }

  /// The schema address if it is one line without `#` comments' enemies. Pure.
  static func schemaAddress(_ text: String) -> String? {
    text.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value != 0x7F } ? text : nil
  }
}
