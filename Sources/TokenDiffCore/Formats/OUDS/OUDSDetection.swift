/// Tells an Orange OUDS tokenator export from the other formats.
///
/// OUDS files are DTCG-like (`$value`, `$type`) and come as raw files (`core-ouds.*`,
/// `Core … Raw value…`) and brand files (`Brands.Orange.tokens.json`, `Brands.Sosh.tokens.json`,
/// `Brands.Orange Compact.tokens.json`). Decided per file: a file that writes a DTCG marker and
/// either has such a name or keeps its tokens under a top-level `ouds` or `core-ouds` group.
/// Any other DTCG file stays DTCG.
enum OUDSDetection {
  /// The top-level groups of OUDS exports: semantic (brand) tokens and raw (core) tokens.
  static let semanticRoot = "ouds"
  static let rawRoot = "core-ouds"

  /// Whether `root`, read from `file`, is an OUDS export. Pure.
  static func isOUDS(_ root: JSONValue, file: String, syntax: TokenSyntax) -> Bool {
    guard syntax == .dtcg, let members = root.members else { return false }
    if isRawFileName(file) || isBrandFileName(file) { return true }
    return members.contains { $0.key == semanticRoot || $0.key == rawRoot }
  }

  /// Whether the file holds raw tokens: named `core-ouds…` or `Core…Raw value…`, or with only
  /// a `core-ouds` group at the top. Pure.
  static func isRawFile(_ root: JSONValue, file: String) -> Bool {
    if isRawFileName(file) { return true }
    guard let members = root.members, !members.isEmpty else { return false }
    return members.allSatisfy { $0.key == rawRoot || $0.key.hasPrefix("$") }
  }

  /// The file name without its folders. Pure.
  static func baseName(_ file: String) -> Substring {
    file.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(file)
  }

  private static func isRawFileName(_ file: String) -> Bool {
    let name = baseName(file)
    return name.lowercased().hasPrefix(rawRoot)
      || (name.hasPrefix("Core") && name.contains("Raw value"))
  }

  private static func isBrandFileName(_ file: String) -> Bool {
    let name = baseName(file)
    return name.hasPrefix("Brands.") && name.lowercased().hasSuffix(".tokens.json")
  }
}
