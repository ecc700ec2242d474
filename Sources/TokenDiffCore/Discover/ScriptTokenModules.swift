/// JavaScript and TypeScript files among a Style Dictionary set's token files: its build reads
/// them as token sources (`source: ["tokens/**/*.@(js|json)"]`) and they may compute tokens
/// (cds-snc/gcds-tokens' `tokens/global/spacing/tokens.js` makes `spacing.0` to
/// `spacing.1250` in a loop). tokendiff does not run JavaScript, so a reference to a token no
/// file it reads defines, whose first name is what such a module is named for, may well be
/// defined there: a warning that says so, not an error. Pure.
enum ScriptTokenModules {
  /// The extensions of script modules.
  static let extensions = [".js", ".mjs", ".cjs", ".ts"]

  /// File names that are a build's own code, not tokens.
  private static let buildNames: Set<String> = [
    "build", "config", "index", "main", "transforms", "formats", "utils", "helpers",
  ]

  /// The script files among `allPaths` in the folders that hold `files` (the set's token
  /// files) or below the folder they share, when that is not the repository's root: what a
  /// Style Dictionary `source` glob over the token folder may read (the configuration being
  /// JavaScript, its globs are not known). Tests, declaration files, configurations
  /// (`*.config.js`), files in folders discovery never reads and files named for nothing
  /// (``names(of:)``) are left out. Sorted. Pure.
  static func modules(of files: [String], among allPaths: [String]) -> [String] {
    let folders = Set(files.map(TokensStudioThemes.folder(of:)))
    let shared = sharedFolder(Array(folders))
    return allPaths.filter { path in
      let lowered = path.lowercased()
      guard extensions.contains(where: lowered.hasSuffix), !lowered.hasSuffix(".d.ts"),
        !lowered.contains(".test."), !lowered.contains(".spec."),
        !lowered.contains(".config."), NotReadFolders.reason(for: path) == nil,
        !names(of: path).isEmpty
      else { return false }
      let folder = TokensStudioThemes.folder(of: path)
      return folders.contains(folder)
        || (!shared.isEmpty && (folder == shared || folder.hasPrefix(shared + "/")))
    }.sorted()
  }

  /// What a module is named for, lower-cased, without separators: its file name
  /// (`typography/fontSizes.js` → `fontsizes`), or for a file named `tokens.js` the folder that
  /// holds it (`tokens/global/spacing/tokens.js` → `spacing`); an app's
  /// `components/button/styles.ts` is named for `styles`, not `button`. Empty for a build's
  /// own script. Pure.
  static func names(of module: String) -> Set<String> {
    let parts = module.split(separator: "/").map(String.init)
    guard let file = parts.last else { return [] }
    var stem = Substring(file)
    while let dot = stem.lastIndex(of: ".") { stem = stem[..<dot] }
    let base = normalized(stem)
    if buildNames.contains(base) || base.hasPrefix("build") { return [] }
    guard base == "tokens" || base == "token" else { return base.isEmpty ? [] : [base] }
    guard parts.count > 1 else { return [] }
    let folder = normalized(Substring(parts[parts.count - 2]))
    return ["tokens", "token", "src", "designtokens", ""].contains(folder) ? [] : [folder]
  }

  /// `findings` with each error about a reference to a token that does not exist lowered to
  /// a warning, when the reference's first name is what a script module of the finding's set
  /// is named for (`{spacing.150}` beside `tokens/global/spacing/tokens.js`). Pure.
  static func lowered(_ findings: [Finding], sets: [DiscoveredSet]) -> [Finding] {
    // Each set's modules by the names they are named for, the first module of a name kept.
    var modulesByFile: [String: [String: String]] = [:]
    for set in sets where !set.scriptModules.isEmpty {
      var byName: [String: String] = [:]
      for module in set.scriptModules {
        for name in names(of: module) where byName[name] == nil { byName[name] = module }
      }
      for file in set.files { modulesByFile[file] = byName }
    }
    guard !modulesByFile.isEmpty else { return findings }
    return findings.map { finding in
      guard finding.severity == .error, finding.kind == .brokenReference,
        let missing = finding.missing?.segments.first, let file = finding.location?.file,
        let module = modulesByFile[file]?[normalized(Substring(missing))]
      else { return finding }
      return finding.lowered(
        because:
          "the build also reads \(module), which may define it: tokendiff does not run JavaScript"
      )
    }
  }

  /// A name lower-cased without `-` and `_`. Pure.
  private static func normalized(_ name: Substring) -> String {
    String(name.lowercased().filter { $0 != "-" && $0 != "_" })
  }

  /// The longest folder every one of `folders` is in or below; `""` when they share none.
  /// Pure.
  private static func sharedFolder(_ folders: [String]) -> String {
    guard var shared = folders.first?.split(separator: "/").map(String.init) else { return "" }
    for folder in folders.dropFirst() {
      let parts = folder.split(separator: "/").map(String.init)
      shared = Array(zip(shared, parts).prefix { $0 == $1 }.map(\.0))
    }
    return shared.joined(separator: "/")
  }
}
