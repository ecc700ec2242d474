/// Which toolchain builds each package of a revision, from its `package.json`: a package that
/// depends on `style-dictionary` (or Tokens Studio's `@tokens-studio/sd-transforms`) builds its
/// tokens with Style Dictionary, which needs no `$type` and reads CSS values as they are.
public struct PackageToolchains {
  /// Package folder (`""` for the root) → the manifest's path, for manifests naming Style
  /// Dictionary.
  private let styleDictionary: [String: String]

  init(_ manifests: [SourceFile]) {
    var found: [String: String] = [:]
    for manifest in manifests
    where ByteSearch.contains(manifest.bytes, "\"style-dictionary\"")
      || ByteSearch.contains(manifest.bytes, "\"@tokens-studio/sd-transforms\"")
    {
      found[TokensStudioThemes.folder(of: manifest.path)] = manifest.path
    }
    styleDictionary = found
  }

  /// The toolchain of the package at `root` or the nearest package above it that names one,
  /// with the manifest that says so. Pure.
  func toolchain(of root: String) -> (Dialect, String)? {
    var folder = root
    while true {
      if let manifest = styleDictionary[folder] { return (.styleDictionary, manifest) }
      guard !folder.isEmpty else { return nil }
      folder = TokensStudioThemes.folder(of: folder)
    }
  }

  /// The folder a build configured in `file` runs in: its package's (the nearest folder at or
  /// above it among `packageFolders`, those with a `package.json`, where `npm run` starts),
  /// else the file's own folder. Pure.
  static func buildFolder(of file: String, packageFolders: Set<String>) -> String {
    let own = TokensStudioThemes.folder(of: file)
    var folder = own
    while !packageFolders.contains(folder), !folder.isEmpty {
      folder = TokensStudioThemes.folder(of: folder)
    }
    return packageFolders.contains(folder) ? folder : own
  }

  /// Whether a path is a package manifest this reads. Pure.
  public static func isManifest(_ path: String) -> Bool {
    (path == "package.json" || path.hasSuffix("/package.json"))
      && !path.contains("node_modules/")
  }
}
