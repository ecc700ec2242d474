// Folders named for a colour scheme whose files override the rest of the set: one theme each.

extension AlternativeFiles {
  /// A folder named for a colour scheme (`src/dark/`, `themes/high-contrast/`) with the set's
  /// files at any depth under it, or a file so named.
  struct SchemeFolder: Equatable {
    /// The folder's path in the repository (the file's, for a file).
    var folder: String
    /// Its name as written: the value of the dimension.
    var value: String
    /// The set's files under it, sorted.
    var files: [String]
  }

  /// The theme modifiers of a set whose folders (or files) named for a colour scheme hold
  /// tokens that override the rest of the set, the files they take and where they are (for
  /// the document's path). Utrecht's build outputs the base
  /// (`src/**/*.tokens.json`) and, in a second build, the base with `src/dark/**/tokens.json`
  /// over it: read as layers, the dark values would win in the only mode and a dark edit would
  /// read as a change to the base. A folder qualifies when at least half of its tokens redefine
  /// tokens the rest of the set defines (outside every scheme folder and `dimensionFolders`
  /// file); the base alone is then `default`, as beside `themes/dark.json`. Folders whose
  /// siblings include `light/` are left to ``parallelFilesDocument(for:root:)``: `light/` beside
  /// `dark/` are alternatives, neither of them the base. The dimension is named after the
  /// scheme folder's parent when that names one (`themes/dark/` → `theme`), else `theme`. A
  /// file named for a scheme (``schemeFolders(_:)``) is read the same way. Pure.
  static func schemeFolderModifiers(
    _ pathsByFile: [String: Set<TokenPath>],
    excluding dimensionFolderFiles: Set<String>,
    dropping: Set<String> = [],
    modeMaps: Bool = false
  ) -> (modifiers: [ResolverDocument.Modifier], files: Set<String>, places: [String]) {
    let folders = schemeFolders(
      Array(pathsByFile.keys),
      choosingAmong: pathsByFile.keys.filter { !dimensionFolderFiles.contains($0) }
    ).filter { !dropping.contains(place(of: $0)) }
    guard !folders.isEmpty else { return ([], [], []) }
    let inSchemeFolders = Set(folders.flatMap(\.files))
    var base = Set<TokenPath>()
    for (file, paths) in pathsByFile
    where !inSchemeFolders.contains(file) && !dimensionFolderFiles.contains(file) {
      base.formUnion(paths)
    }
    var valuesByDimension: [String: [String: [String]]] = [:]
    var places: [String] = []
    for folder in folders {
      var paths = Set<TokenPath>()
      for file in folder.files { paths.formUnion(pathsByFile[file] ?? []) }
      let redefined = paths.intersection(base).count
      guard redefined > 0, redefined * 2 >= paths.count else { continue }
      let parent = folder.folder.split(separator: "/").dropLast().last.map(String.init) ?? ""
      var dimension = dimensionFolders[parent.lowercased()] ?? "theme"
      // The tokens' own mode maps are the `mode` dimension (`modes/dark/` is then `modes`).
      if modeMaps, dimension == "mode" { dimension = parent.lowercased() }
      valuesByDimension[dimension, default: [:]][folder.value, default: []] += folder.files
      places.append(place(of: folder))
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
    return (modifiers, Set(taken), places)
  }

  /// The places named for a colour scheme that may override the rest of the set: the
  /// outermost folder of a file's path so named, with the files under it, or else a file so
  /// named (`dark.tokens.json` beside `semanticColor.tokens.json`, GetJobber's atlantis, whose
  /// build writes it alone into a `[data-theme=dark]` block over the others). None beside a
  /// `light` or `default` file or folder (alternatives, not overrides of a base), and none
  /// whose scheme names several places (`brands/a/dark/`, `brands/b/dark/`: which one applies
  /// depends on the brand). Places are chosen among `candidates` (default: every file); the
  /// siblings are looked for among all `files`. Sorted by place. Pure.
  static func schemeFolders(_ files: [String], choosingAmong candidates: [String]? = nil)
    -> [SchemeFolder]
  {
    var byPlace: [String: SchemeFolder] = [:]
    var namesByFolder: [String: Set<String>] = [:]
    for file in files {
      let parts = file.split(separator: "/").map(String.init)
      for index in parts.indices {
        let name = valueName(parts[index], isFileName: index == parts.count - 1)
        namesByFolder[parts[..<index].joined(separator: "/"), default: []].insert(name.lowercased())
      }
    }
    for file in candidates ?? files {
      let parts = file.split(separator: "/").map(String.init)
      let place: String
      let value: String
      if let index = parts.dropLast().firstIndex(where: { colorSchemes.contains($0.lowercased()) })
      {
        place = parts[...index].joined(separator: "/")
        value = parts[index]
      } else if let last = parts.last,
        colorSchemes.contains(valueName(last, isFileName: true).lowercased())
      {
        place = file
        value = valueName(last, isFileName: true)
      } else {
        continue
      }
      byPlace[place, default: SchemeFolder(folder: place, value: value, files: [])].files.append(
        file
      )
    }
    // Beside `light/`, or a `default/` holding files of the same names, a scheme folder is
    // an alternative (a scheme file beside `default.json` too); beside a `default/` of other
    // files it overrides them (the dark output
    // built from `default/**` with `dark/**` over it).
    let overrides = byPlace.values.filter { place in
      let parent = TokensStudioThemes.folder(of: place.folder)
      let siblings = namesByFolder[parent] ?? []
      if siblings.contains("light") { return false }
      guard siblings.contains("default") else { return true }
      // A file named for a scheme beside one named `default` is its alternative.
      guard place.files != [place.folder] else { return false }
      let prefix = place.folder + "/"
      let defaultFolder = (parent.isEmpty ? "" : parent + "/") + "default/"
      let defaults = Set(
        files.filter { $0.lowercased().hasPrefix(defaultFolder.lowercased()) }.map {
          $0.dropFirst(defaultFolder.count).lowercased()
        }
      )
      return place.files.allSatisfy { file in
        !file.hasPrefix(prefix) || !defaults.contains(file.dropFirst(prefix.count).lowercased())
      }
    }
    let placesByValue = Dictionary(grouping: overrides) { $0.value.lowercased() }
    return
      overrides
      .filter { (placesByValue[$0.value.lowercased()]?.count ?? 0) == 1 }
      .map { SchemeFolder(folder: $0.folder, value: $0.value, files: $0.files.sorted()) }
      .sorted { $0.folder < $1.folder }
  }

  /// Where a scheme place is, as the document's path names it: the file, or the folder and
  /// everything under it. Pure.
  static func place(of folder: SchemeFolder) -> String {
    folder.files == [folder.folder] ? folder.folder : folder.folder + "/**"
  }
}
