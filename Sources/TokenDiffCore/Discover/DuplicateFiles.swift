/// Finds token files that are byte-for-byte duplicates of another file in the same folder:
/// `colors copy.json` next to `colors.json`, a `palette-old.json` kept by mistake.
///
/// Reading both would define every token twice (and make them look like alternatives); deleting
/// one would look like removals. Only a file whose name says copy (a word `copy`, `old`,
/// `backup`, `bak`, `orig`, `duplicate`, or a number after a space) is a duplicate, and only of one
/// whose name does not: identical files named alike (`Brands.Orange.tokens.json`,
/// `Brands.Wireframe.tokens.json`) are alternatives that happen to agree. Files in different
/// folders are left to ``CopiedTrees`` and to alternatives. Pure.
public enum DuplicateFiles {
  /// Words in a file name that say it is a copy.
  static let copyWords: Set<String> = ["copy", "old", "backup", "bak", "orig", "duplicate"]

  /// The duplicates, each with the file it duplicates. Pure.
  public static func duplicates(_ files: [SourceFile]) -> [(copy: String, original: String)] {
    var result: [(copy: String, original: String)] = []
    let groups = IdenticalContent.groups(files) { TokensStudioThemes.folder(of: $0.path) }
    for paths in groups {
      let ordered = paths.sorted { rank($0) < rank($1) }
      guard let original = ordered.first, !saysCopy(original) else { continue }
      result += ordered.dropFirst().filter(saysCopy).map { ($0, original) }
    }
    return result.sorted { $0.copy < $1.copy }
  }

  /// Lower is more likely the original. Pure.
  private static func rank(_ path: String) -> (Int, Int, String) {
    (saysCopy(path) ? 1 : 0, path.count, path)
  }

  /// Whether a file's name says it is a copy: a copy word, or a trailing number after a space
  /// or in parentheses, as file managers name copies (`colors 2.json`, `colors (1).json`);
  /// `gray-100.json` and `bold.json` do not. Pure.
  static func saysCopy(_ path: String) -> Bool {
    let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
    var stem = Substring(AlternativeFiles.valueName(name, isFileName: true))
    if stem.hasSuffix(")") { stem = stem.dropLast() }
    let digits = stem.reversed().prefix { $0.isNumber }.count
    let beforeDigits = stem.dropLast(digits).last
    let words = stem.split { !$0.isLetter && !$0.isNumber }.map(String.init)
    return words.contains { copyWords.contains($0) }
      || (digits > 0 && [" ", "("].contains(beforeDigits))
  }
}
