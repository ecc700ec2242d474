/// Folders whose token-shaped files are not read by default: tests and their fixtures,
/// dependencies and build output. A repository's own build never takes its sources from them,
/// and reading them counts every token (and every problem) twice. Nor are templates a
/// generator fills in (`*.template.json`: designsystemet's CLI writes a theme from them,
/// replacing `{color.<color>.1}` placeholders), whose references name no token as written.
///
/// Configuration (`files:` or `sets:`) reads them when named.
public enum NotReadFolders {
  /// Folder names that hold tests or their data.
  static let testFolders: Set<String> = [
    "test", "tests", "__tests__", "__mocks__", "fixture", "fixtures", "__fixtures__", "testdata",
    "test-data", "test_data", "__snapshots__", "e2e",
  ]
  /// Folder names that hold dependencies or build output (`design-tokens-build`: the folder
  /// designsystemet's `tokens build` writes by default, where scripts write more JSON beside
  /// its CSS).
  static let outputFolders: Set<String> = [
    "node_modules", "bower_components", "dist", "build", "builds", "output", "coverage", ".build",
    "pods", "carthage", "deriveddata", "design-tokens-build",
  ]

  /// Why the file at `path` is not read by default, with the folder that decides it, or `nil`
  /// when it may be read. Pure.
  public static func reason(for path: String) -> (folder: String, reason: String)? {
    let parts = path.split(separator: "/").dropLast()
    var prefix: [Substring] = []
    for part in parts {
      prefix.append(part)
      let name = part.lowercased()
      if testFolders.contains(name) {
        return (prefix.joined(separator: "/"), "a test folder")
      }
      if outputFolders.contains(name) {
        return (prefix.joined(separator: "/"), "dependencies or build output")
      }
    }
    if isTemplate(path) {
      return (parts.joined(separator: "/"), "a generator's templates (files named *.template.*)")
    }
    return nil
  }

  /// Whether the file at `path` is named as a template a generator fills in
  /// (`color.template.json`, `base.tmpl.json`). Pure.
  public static func isTemplate(_ path: String) -> Bool {
    let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
    return name.contains(".template.") || name.contains(".tmpl.")
  }
}
