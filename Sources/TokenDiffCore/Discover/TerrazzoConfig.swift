/// A Terrazzo configuration (`terrazzo.config.js`, `.mjs`, `.cjs`, `.ts`, `.mts`), or a Cobalt
/// one (`tokens.config.js`, naming `@cobalt-ui/`): its
/// top-level `tokens` option names the files the build reads (token files, or a resolver
/// document), whatever folder they are in, `output/` included.
///
/// The configuration is code, and it is not run: the option is read where it is written as a
/// string literal or an array of string literals (`tokens: ["./tokens/base.json"]`), which is
/// how Terrazzo's own starter writes it; anything computed is not read, and content discovery
/// finds those files instead. Paths starting with `.` are relative to the package the
/// configuration is in (the folder of the nearest `package.json` at or above it, where its build
/// runs; Terrazzo resolves them from the working directory), or to the configuration's own
/// folder when no package holds it. Other paths name npm packages and are not read. Without a
/// `tokens` option, Terrazzo reads `./tokens.json`.
public struct TerrazzoConfig: Sendable, Equatable {
  /// The configuration's own path.
  public var path: String
  /// The folder its build runs in (its package's, or its own), from the repository root.
  public var root: String
  /// The files it names, from the repository root, in the order written.
  public var tokens: [String]

  /// Whether a path's name is a Terrazzo configuration's, or one of Cobalt's
  /// (`tokens.config.js`, Terrazzo's predecessor, with the same `tokens` option). Pure.
  public static func isConfigurationName(_ path: String) -> Bool {
    let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
    return ["js", "mjs", "cjs", "ts", "mts"].contains {
      name == "terrazzo.config." + $0 || name == "tokens.config." + $0
    }
  }

  /// Whether a path's name is Cobalt's, which other tools use too: only a file that names
  /// Cobalt is read as its configuration. Pure.
  static func isCobaltName(_ path: String) -> Bool {
    (path.split(separator: "/").last.map { $0.lowercased() } ?? "").hasPrefix("tokens.config.")
  }

  /// The configuration in `file`, its relative paths read from the package that holds it
  /// (`packageFolders` are the folders that have a `package.json`); `nil` when the file is no
  /// configuration, or its `tokens` option is written as something other than string literals.
  /// Pure.
  public static func read(_ file: SourceFile, packageFolders: Set<String>) -> TerrazzoConfig? {
    guard isConfigurationName(file.path),
      !isCobaltName(file.path) || ByteSearch.contains(file.bytes, "@cobalt-ui/")
    else { return nil }
    let base = PackageToolchains.buildFolder(of: file.path, packageFolders: packageFolders)
    let written: [String]
    switch JavaScriptLiterals.topLevelOption("tokens", in: file.bytes) {
    case .absent: written = ["./tokens.json"]
    case .strings(let strings): written = strings
    case .unreadable: return nil
    }
    let tokens = written.filter { $0.hasPrefix(".") }.prefix(256).map {
      StyleDictionaryConfig.joined(base, $0)
    }
    return TerrazzoConfig(path: file.path, root: base, tokens: tokens)
  }
}
