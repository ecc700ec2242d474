// Folders named for a colour scheme whose files override the rest of the set: one theme each.

extension AlternativeFiles {
  /// A folder named for a colour scheme (`src/dark/`, `themes/high-contrast/`) with the set's
  /// files at any depth under it.
  struct SchemeFolder: Equatable {
    /// The folder's path in the repository.
    var folder: String
    /// Its name as written: the value of the dimension.
    var value: String
    /// The set's files under it, sorted.
    var files: [String]
  }

  /// The theme modifiers of a set whose folders named for a colour scheme hold files that
  /// override the rest of the set, and the files they take. Utrecht's build outputs the base
  /// (`src/**/*.tokens.json`) and, in a second build, the base with `src/dark/**/tokens.json`
  /// over it: read as layers, the dark values would win in the only mode and a dark edit would
  /// read as a change to the base. A folder qualifies when at least half of its tokens redefine
  /// tokens the rest of the set defines (outside every scheme folder and `dimensionFolders`
  /// file); the base alone is then `default`, as beside `themes/dark.json`. Folders whose
  /// siblings include `light/` are left to ``parallelFilesDocument(for:root:)``: `light/` beside
  /// `dark/` are alternatives, neither of them the base. The dimension is named after the
  /// scheme folder's parent when that names one (`themes/dark/` → `theme`), else `theme`;
  /// scheme folders with the same value in several places are one value. Pure.
  static func schemeFolderModifiers(
    _ pathsByFile: [String: Set<TokenPath>],
    excluding dimensionFolderFiles: Set<String>
  ) -> (modifiers: [ResolverDocument.Modifier], files: Set<String>) {
    let folders = schemeFolders(Array(pathsByFile.keys))
    guard !folders.isEmpty else { return ([], []) }
    let inSchemeFolders = Set(folders.flatMap(\.files))
    var base = Set<TokenPath>()
    for (file, paths) in pathsByFile
    where !inSchemeFolders.contains(file) && !dimensionFolderFiles.contains(file) {
      base.formUnion(paths)
    }
    var valuesByDimension: [String: [String: [String]]] = [:]
    for folder in folders {
      var paths = Set<TokenPath>()
      for file in folder.files { paths.formUnion(pathsByFile[file] ?? []) }
      let redefined = paths.intersection(base).count
      guard redefined > 0, redefined * 2 >= paths.count else { continue }
      let parent = folder.folder.split(separator: "/").dropLast().last.map(String.init) ?? ""
      let dimension = dimensionFolders[parent.lowercased()] ?? "theme"
      valuesByDimension[dimension, default: [:]][folder.value, default: []] += folder.files
    }
    let first = TextPosition(line: 1, column: 1)
    let modifiers = valuesByDimension.keys.sorted().compactMap { dimension in
      valuesByDimension[dimension].map { values in
        ResolverDocument.Modifier(
          name: dimension,
          contexts: [(name: "default", sources: [])]
            + values.keys.sorted().map { value in
              (
                name: value,
                sources: (values[value] ?? []).sorted().map { .file($0, position: first) }
              )
            },
          defaultContext: "default"
        )
      }
    }
    let taken = valuesByDimension.values.flatMap { $0.values.joined() }
    return (modifiers, Set(taken))
  }

  /// The outermost folder of each file's path named for a colour scheme, with the files under
  /// it; none beside a `light` or `default` sibling folder. Sorted by folder. Pure.
  static func schemeFolders(_ files: [String]) -> [SchemeFolder] {
    var byFolder: [String: SchemeFolder] = [:]
    for file in files {
      let parts = file.split(separator: "/").map(String.init).dropLast()
      guard let index = parts.firstIndex(where: { colorSchemes.contains($0.lowercased()) })
      else { continue }
      let folder = parts[...index].joined(separator: "/")
      byFolder[folder, default: SchemeFolder(folder: folder, value: parts[index], files: [])]
        .files.append(file)
    }
    let parents = Dictionary(grouping: byFolder.values) { parent(of: $0.folder) }
    return byFolder.values
      .filter { folder in
        !(parents[parent(of: folder.folder)] ?? []).contains {
          ["light", "default"].contains($0.value.lowercased())
        }
      }
      .map { SchemeFolder(folder: $0.folder, value: $0.value, files: $0.files.sorted()) }
      .sorted { $0.folder < $1.folder }
  }

  /// The folder holding `path`, empty at the top. Pure.
  private static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[..<slash])
  }
}
