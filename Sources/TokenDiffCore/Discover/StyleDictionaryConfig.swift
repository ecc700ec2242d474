/// A Style Dictionary configuration written as JSON (`config.json`, `*.config.json`,
/// `sd.config.json`): its `source` and `include` globs name the token files, relative to the
/// folder the configuration sits in (where its build runs). Configurations written in
/// JavaScript are code and are not read; content discovery finds their sources instead.
public struct StyleDictionaryConfig: Sendable, Equatable {
  /// The configuration's own path.
  public var path: String
  /// `include` globs, then `source` globs, from the repository root (later files win).
  public var sources: [Glob]

  /// Whether a path's name is one a Style Dictionary JSON configuration uses. Pure.
  public static func isConfigurationName(_ path: String) -> Bool {
    let name = path.split(separator: "/").last.map(String.init)?.lowercased() ?? ""
    return name == "config.json" || name.hasSuffix(".config.json") || name == "sd.config.json"
      || name == "style-dictionary.config.json"
  }

  /// The configuration in `file`, or `nil` when it is not one (no `source` list of strings).
  /// Pure.
  public static func read(_ file: SourceFile) -> StyleDictionaryConfig? {
    guard isConfigurationName(file.path), let root = try? JSONParser.parse(file.bytes),
      let platforms = root["platforms"], platforms.members != nil
    else { return nil }
    let globs = ["include", "source"].flatMap { key in
      root[key]?.arrayValue?.compactMap(\.stringValue) ?? []
    }
    guard !globs.isEmpty else { return nil }
    let folder = TokensStudioThemes.folder(of: file.path)
    return StyleDictionaryConfig(
      path: file.path,
      sources: globs.prefix(256).map { Glob("/" + joined(folder, $0)) }
    )
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
}
