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
  func explain(_ written: TokenPath, target: String?) throws(CLIError) -> String {
    let (source, snapshot, configuration) = try checkedSnapshot(target)
    let revision = RevisionResolver.resolve(snapshot, policy: policy(configuration))
    // A name whose segments hold dots (`tab.bar.background`, a colour set's name) is written
    // as its dotted text: the token whose path reads so is the one meant.
    let path =
      revision.sets.lazy.flatMap(\.baseline.tokens).first {
        $0.path.description == written.description
      }?.path ?? written
    guard let explanation = TokenExplanation.explain(path, in: revision) else {
      throw .tokenNotFound(
        path.description,
        revision: source.name,
        similar: TokenExplanation.suggestions(for: path, in: revision).map(\.description)
      )
    }
    guard options.format != .json else {
      return ExplanationRenderer.json(explanation, revision: source.name)
    }
    let text = Self.quotingSwiftDeclarations(
      ExplanationRenderer.text(explanation, revision: source.name),
      at: explanation.locations,
      in: snapshot
    )
    return Self.sayingHowItIsRead(
      text,
      path: path,
      at: explanation.locations,
      in: snapshot,
      configuration
    )
  }

  /// The explanation with, before its `layer:` line, the rules its file is read by and why:
  /// `read as style-dictionary: found by content under the package p/, built with Style
  /// Dictionary (p/package.json)`. JSON token files only. Pure.
  static func sayingHowItIsRead(
    _ text: String,
    path: TokenPath,
    at locations: [SourceLocation],
    in snapshot: RevisionSnapshot,
    _ configuration: Configuration
  ) -> String {
    guard let location = locations.first(where: { !$0.file.hasSuffix(".swift") }) else {
      return text
    }
    let document = TokenParser.parse(
      RevisionSnapshot(
        revision: snapshot.revision,
        commit: snapshot.commit,
        files: snapshot.files.filter { !$0.path.hasSuffix(".swift") },
        sets: snapshot.sets
      ),
      formats: configuration.formats,
      tokensStudioThemes: snapshot.files.contains { TokensStudioThemes.isDocument($0.path) }
    )
    guard let token = document.tokens.first(where: { $0.location == location }) else {
      return text
    }
    let set = snapshot.sets.first { $0.files.contains(location.file) }
    let rule = set?.rule ?? "the configuration names its files"
    let line =
      "  read as \(token.dialect.rawValue): \(rule)\n"
      + DialectInferences.reasons(
        for: token,
        explainedAs: path,
        groupSources: groupSources(of: set, in: snapshot)
      ).map { "  \($0)\n" }.joined()
    guard let layer = text.range(of: "  layer: ") else { return text + line }
    var result = text
    result.insert(contentsOf: line, at: layer.lowerBound)
    return result
  }

  /// The sources of the set's resolver document that name a group inside a file
  /// (`modes.json#/light`); empty when its definition is no resolver document. Pure.
  static func groupSources(of set: DiscoveredSet?, in snapshot: RevisionSnapshot) -> Set<String> {
    guard let definition = set?.definition,
      ResolverDocumentReader.isResolverDocument(definition),
      let file = snapshot.files.first(where: { $0.path == definition }),
      let document = ResolverDocumentReader.read(file).0
    else { return [] }
    return Set(
      document.everySource.compactMap(\.filePath).filter {
        ResolverFragmentSources.parts(of: $0) != nil
      }
    )
  }

  /// The explanation with the Swift declaration quoted under each `defined at` line of a Swift
  /// source (the declaration's first line, trimmed). Pure.
  static func quotingSwiftDeclarations(
    _ text: String,
    at locations: [SourceLocation],
    in snapshot: RevisionSnapshot
  ) -> String {
    var result = text
    for location in locations where location.file.hasSuffix(".swift") {
      guard let file = snapshot.files.first(where: { $0.path == location.file }) else { continue }
      let lines = String(decoding: file.bytes, as: UTF8.self).split(
        separator: "\n",
        omittingEmptySubsequences: false
      )
      guard location.line >= 1, location.line <= lines.count else { continue }
      let declaration = lines[location.line - 1].trimmingCharacters(in: .whitespaces)
      let marker = "  defined at \(location)\n"
      result = result.replacingOccurrences(
        of: marker,
        with: marker + "    \(declaration.prefix(200))\n"
      )
    }
    return result
  }
}
