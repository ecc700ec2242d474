/// The packages of a monorepo by the name their `package.json` gives them (`@acme/core` in
/// `packages/core/package.json`). A build that reads a sibling package through its
/// `node_modules` folder (`include: ["node_modules/@acme/core/src/**/*.json"]`) reads that
/// package's own files: a workspace links `node_modules/<name>` to the package's folder, and a
/// repository holds no `node_modules`.
public struct WorkspacePackages: Sendable, Equatable {
  /// Package name → the folder of its `package.json` (`""` for the root).
  private let folders: [String: String]

  /// The packages the manifests among `manifests` name; when two name the same package, the
  /// first by path. Pure.
  public init(_ manifests: [SourceFile] = []) {
    var folders: [String: String] = [:]
    for manifest in manifests.sorted(by: { $0.path < $1.path })
    where PackageToolchains.isManifest(manifest.path)
      && ByteSearch.contains(manifest.bytes, "\"name\"")
    {
      guard let name = (try? JSONParser.parse(manifest.bytes))?["name"]?.stringValue,
        !name.isEmpty, folders[name] == nil
      else { continue }
      folders[name] = TokensStudioThemes.folder(of: manifest.path)
    }
    self.folders = folders
  }

  /// `path` (from the repository root) with its last `node_modules/<name>` step replaced by
  /// the folder of the workspace package of that name (`packages/theme/node_modules/@acme/core/
  /// src/**` is `packages/core/src/**`); `path` itself when it goes through no `node_modules`
  /// folder or names a package the repository does not hold. Pure.
  public func resolving(_ path: String) -> String {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard let modules = parts.lastIndex(of: "node_modules"), modules + 1 < parts.count else {
      return path
    }
    let scoped = parts[modules + 1].hasPrefix("@") && modules + 2 < parts.count
    let nameEnd = modules + (scoped ? 3 : 2)
    let name = parts[(modules + 1)..<nameEnd].joined(separator: "/")
    let rest = parts[nameEnd...].joined(separator: "/")
    guard let folder = folders[name], !(folder.isEmpty && rest.isEmpty) else { return path }
    return folder.isEmpty ? rest : rest.isEmpty ? folder : folder + "/" + rest
  }
}
