/// A Style Dictionary configuration written as JSON (`config.json`, `*.config.json`,
/// `style-config.json`, `config.*.json`) with `platforms`: its `source` and `include` globs name
/// the token files, and what its platforms' `buildPath` and `destination` name is its output,
/// relative to the folder its build runs in. Style Dictionary reads them from its working
/// directory: the configuration's own folder when its globs name files there, else the nearest
/// folder above it where they do (`style-dictionary build --config sd/config.json`, run from the
/// package root, reads `tokens/*.json` beside `sd/`). A configuration written in JavaScript or
/// TypeScript is code: ``StyleDictionaryScript`` reads what it spells out as literals.
public struct StyleDictionaryConfig: Sendable, Equatable {
  /// The configuration's own path.
  public var path: String
  /// `include` globs, then `source` globs, from the repository root (later files win).
  public var sources: [Glob]
  /// What the build writes, from the repository root: each platform's `buildPath` folder
  /// (unless it is the configuration's own folder or holds its sources) and each of its files'
  /// `destination`.
  public var outputs: [String] = []
  /// Whether the configuration says which files are the base and which override it, in one
  /// build (one merged output): it has `include` globs, or globs of different folders
  /// (`tokens/base/**` then `tokens/overrides/**`). Its files are then layers, never
  /// alternatives of each other.
  public var layersIncludes = false

  /// Whether a path's name is one a Style Dictionary JSON configuration uses. Pure.
  public static func isConfigurationName(_ path: String) -> Bool {
    let name = path.split(separator: "/").last.map(String.init)?.lowercased() ?? ""
    // `config.layers.json`, `config.default.json`: one configuration per build (PatternFly).
    // `style-config.json`, `tokens_config.json` too (read only when it holds `platforms` with
    // `source` or `include`: ``read(_:from:)``); `tsconfig.json` is not one.
    return name == "config.json" || name.hasSuffix(".config.json")
      || name.hasSuffix("-config.json") || name.hasSuffix("_config.json")
      || (name.hasPrefix("config.") && name.hasSuffix(".json"))
  }

  /// The configuration in `file`, its globs read from the folder of the configuration or the
  /// nearest folder above it, up to its package's (the nearest of `packageFolders`, where a
  /// build's `npm run` starts), where they name one of `paths` (``read(_:from:)``; the
  /// configuration's own folder when none does), or `nil` when it is not one. A glob through
  /// `node_modules` names the workspace package of that name (``WorkspacePackages``). Pure.
  public static func read(
    _ file: SourceFile,
    among paths: [String],
    packageFolders: Set<String> = [],
    packages: WorkspacePackages = WorkspacePackages()
  ) -> StyleDictionaryConfig? {
    var folder = TokensStudioThemes.folder(of: file.path)
    guard let own = read(file, from: folder, packages: packages) else { return nil }
    var candidate = own
    while !candidate.sources.isEmpty, !paths.contains(where: candidate.names) {
      guard !folder.isEmpty, !packageFolders.contains(folder) else { return own }
      folder = TokensStudioThemes.folder(of: folder)
      guard let above = read(file, from: folder, packages: packages) else { return own }
      candidate = above
    }
    return candidate
  }

  /// Whether `file` is written as a configuration (an object with `platforms`, `source` or
  /// `include`), whatever folder its globs are read from; a file of tokens named `config.json`
  /// is none. Pure.
  static func isConfiguration(_ file: SourceFile) -> Bool {
    guard let root = try? JSONParser.parse(file.bytes) else { return true }
    return ["platforms", "source", "include"].contains { root[$0] != nil }
  }

  /// The configuration in `file`, its globs read from `folder`, or `nil` when it is not one
  /// (no `source` list of strings). Pure.
  static func read(
    _ file: SourceFile,
    from folder: String,
    packages: WorkspacePackages = WorkspacePackages()
  ) -> StyleDictionaryConfig? {
    guard isConfigurationName(file.path), let root = try? JSONParser.parse(file.bytes),
      let platforms = root["platforms"], platforms.members != nil
    else { return nil }
    let written = ["include", "source"].flatMap { key in
      root[key]?.arrayValue?.compactMap(\.stringValue) ?? []
    }
    guard !written.isEmpty else { return nil }
    let globs = sourceGlobs(written, from: folder, packages: packages)
    var outputs: [String] = []
    let sourceFolders = globs.map { $0 + "/" }
    for platform in (platforms.members ?? []).prefix(256) {
      guard let buildPath = platform.value["buildPath"]?.stringValue else { continue }
      let output = joined(folder, buildPath)
      // A `buildPath` that holds the sources (`src/`, beside `src/tokens/`) is where the build
      // writes its destinations, not a folder of output.
      if output != folder, !output.isEmpty,
        !sourceFolders.contains(where: { $0.hasPrefix(output + "/") })
      {
        outputs.append(output + "/")
      }
      for destination in (platform.value["files"]?.arrayValue ?? []).prefix(256) {
        if let name = destination["destination"]?.stringValue {
          outputs.append(joined(output, name))
        }
      }
    }
    var config = StyleDictionaryConfig(
      path: file.path,
      sources: globs.map { Glob("/" + $0) },
      outputs: outputs
    )
    let folders = Set(globs.map(fixedFolder))
    config.layersIncludes = !(root["include"]?.arrayValue?.isEmpty ?? true) || folders.count > 1
    return config
  }

  /// Whether the build writes `path` (it is a destination, or under a `buildPath` folder).
  /// Pure.
  public func writes(_ path: String) -> Bool {
    outputs.contains { $0.hasSuffix("/") ? path.hasPrefix($0) : path == $0 }
  }

  /// Whether the build writes a Swift source or an asset-catalog file: a `destination` it
  /// names, a colour set under its `buildPath`, or a Swift file there whose header says it was
  /// generated (Style Dictionary's, or a custom format's `AUTO-GENERATED … do not edit by
  /// hand`, as FitTracker2's build writes); a hand-written Swift file beside them is not its
  /// output. Pure.
  func writesPlatformFile(_ file: SourceFile) -> Bool {
    if outputs.contains(file.path) { return true }
    guard outputs.contains(where: { $0.hasSuffix("/") && file.path.hasPrefix($0) }) else {
      return false
    }
    return !file.path.hasSuffix(".swift") || SwiftSourceSelection.saysGenerated(file.bytes)
  }

  /// The folders of a glob before its first wildcard (`tokens/base/**/*.json`:
  /// `tokens/base`). Pure.
  static func fixedFolder(_ glob: String) -> String {
    let parts = glob.split(separator: "/", omittingEmptySubsequences: true)
    let fixed = parts.prefix { !$0.contains(where: { "*?[{!(".contains($0) }) }
    return fixed.count == parts.count
      ? fixed.dropLast().joined(separator: "/") : fixed.joined(separator: "/")
  }

  /// The first 256 of a build's `include` and `source` globs as `written`, from the repository
  /// root: each read from `folder`, then through ``WorkspacePackages`` where it goes through
  /// `node_modules`. Pure.
  static func sourceGlobs(
    _ written: [String],
    from folder: String,
    packages: WorkspacePackages
  ) -> [String] {
    written.prefix(256).map { packages.resolving(joined(folder, $0)) }
  }

  /// `pattern` relative to `folder`, with `./` and `../` steps applied. Pure.
  static func joined(_ folder: String, _ pattern: String) -> String {
    var parts = folder.split(separator: "/").map(String.init)
    for part in pattern.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..": if !parts.isEmpty { parts.removeLast() }
      default: parts.append(String(part))
      }
    }
    return parts.joined(separator: "/")
  }

  /// Whether the configuration names `path` as a source. Pure.
  public func names(_ path: String) -> Bool {
    sources.contains { $0.matches(path) }
  }

  /// `files` in the order the build merges them, later files winning: the `include` globs,
  /// then the `source` globs, each glob's files in path order, as Style Dictionary expands
  /// them. A file several globs name is merged again by each, so its place is the last glob's
  /// (`tokens/**` then `tokens/brands/acme/**`: the brand's files come after the rest). Files
  /// no glob names keep their path order, first. Pure.
  public func mergeOrder(_ files: [String]) -> [String] {
    let ranked = files.map { file in
      (file: file, rank: sources.lastIndex(where: { $0.matches(file) }) ?? -1)
    }
    return ranked.sorted { $0.rank != $1.rank ? $0.rank < $1.rank : $0.file < $1.file }.map(\.file)
  }
}
