/// Finds token files that are byte-for-byte duplicates of another file in the same folder:
/// `colors copy.json` next to `colors.json`, a `palette-old.json` kept by mistake.
///
/// Reading both would define every token twice (and make them look like alternatives); deleting
/// one would look like removals. The duplicate is the one whose name says copy (`copy`, `old`, `backup`, `bak`, a trailing number), else the
/// longer name, else the later in path order. Files in different folders are left to
/// ``CopiedTrees`` and to alternatives (a brand folder may start as a copy of another). Pure.
public enum DuplicateFiles {
  /// Words in a file name that say it is a copy.
  static let copyWords = ["copy", "old", "backup", "bak", "orig", "duplicate"]

  /// The duplicates, each with the file it duplicates. Pure.
  public static func duplicates(_ files: [SourceFile]) -> [(copy: String, original: String)] {
    var groups: [String: [[UInt8]: [String]]] = [:]
    for file in files where file.bytes.count > 2 {
      groups[TokensStudioThemes.folder(of: file.path), default: [:]][file.bytes, default: []]
        .append(file.path)
    }
    var result: [(copy: String, original: String)] = []
    for folder in groups.keys.sorted() {
      for paths in (groups[folder] ?? [:]).values where paths.count > 1 {
        let ordered = paths.sorted { rank($0) < rank($1) }
        guard let original = ordered.first else { continue }
        result += ordered.dropFirst().map { ($0, original) }
      }
    }
    return result.sorted { $0.copy < $1.copy }
  }

  /// Lower is more likely the original. Pure.
  private static func rank(_ path: String) -> (Int, Int, String) {
    let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
    let stem = name.split(separator: ".").first.map(String.init) ?? name
    let saysCopy =
      copyWords.contains { stem.contains($0) }
      || stem.last.map { $0.isNumber } == true
        && stem.dropLast().last.map { $0 == " " || $0 == "-" || $0 == "_" || $0 == "(" } == true
    return (saysCopy ? 1 : 0, name.count, path)
  }
}
