/// The file formats tokendiff reads one file at a time. Each file's format is detected from its
/// content; configuration (`formats:`) can name it instead for files matching a glob.
///
/// Bricks sets (a folder of `tokens.json` with its palettes) and Tokens Studio themes
/// (`$themes.json`) span several files and are always detected.
public enum TokenFormat: String, Sendable, Hashable, CaseIterable {
  case dtcg, spectrum, ouds, gentle, theo

  /// The format a parsed file looks like. Pure.
  static func detect(_ root: JSONValue, file: String, syntax: TokenSyntax) -> TokenFormat {
    if syntax == .legacy, TheoDetection.isTheo(root) { return .theo }
    if OUDSDetection.isOUDS(root, file: file, syntax: syntax) { return .ouds }
    if GentleDetection.isGentle(root) { return .gentle }
    if SpectrumDetection.isSpectrum(root, syntax: syntax) { return .spectrum }
    return .dtcg
  }
}

/// A configured format for the files a glob matches (`formats:` in the configuration).
public struct FormatRule: Sendable, Equatable {
  public var files: Glob
  public var format: TokenFormat

  public init(files: Glob, format: TokenFormat) {
    self.files = files
    self.format = format
  }

  /// The format the first matching rule names, if any. Pure.
  static func format(of path: String, in rules: [FormatRule]) -> TokenFormat? {
    rules.first { $0.files.matches(path) }?.format
  }
}
