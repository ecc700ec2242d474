// Override files in a folder named for a dimension: each applied alone over the rest of the set.

extension AlternativeFiles {
  /// Folder names that say their files are values of one dimension, with the dimension's name.
  static let dimensionFolders: [String: String] = [
    "themes": "theme", "theme": "theme", "modes": "mode", "mode": "mode",
    "schemes": "scheme", "color-schemes": "color-scheme", "colour-schemes": "colour-scheme",
    "color-modes": "color-mode", "colour-modes": "colour-mode", "appearances": "appearance",
    "brands": "brand", "brand": "brand",
  ]

  /// The resolver document of a set whose folder named for a dimension (`themes/`, `modes/`,
  /// `brands/`) holds files that each redefine tokens the rest of the set defines (at least
  /// half of each file's tokens). A Style Dictionary build applies each such file alone over
  /// the base, one output per theme (`tokens/themes/dark.json` → `dark.css`), never all of them
  /// at once: each is a value of the dimension, beside `default`, the base alone. Read as
  /// layers, the last theme's values would replace the base's, and a theme added would read as
  /// a change to the base. The rest of the set is read as ``parallelFilesDocument(for:root:)``
  /// reads it (its own alternatives stay dimensions). `nil` when no folder qualifies. Pure.
  static func overridesDocument(for tokens: [Token], root: String) -> ResolverDocument? {
    var pathsByFile: [String: Set<TokenPath>] = [:]
    for token in tokens { pathsByFile[token.location.file, default: []].insert(token.path) }
    var filesByFolder: [String: [String]] = [:]
    for file in pathsByFile.keys {
      guard let slash = file.lastIndex(of: "/") else { continue }
      let folder = String(file[..<slash])
      let name = folder.split(separator: "/").last.map { $0.lowercased() } ?? ""
      if dimensionFolders[name] != nil { filesByFolder[folder, default: []].append(file) }
    }
    for folder in filesByFolder.keys.sorted() {
      let files = (filesByFolder[folder] ?? []).sorted()
      var outside = Set<TokenPath>()
      for (file, paths) in pathsByFile where !file.hasPrefix(folder + "/") {
        outside.formUnion(paths)
      }
      let overrides = files.allSatisfy { file in
        let paths = pathsByFile[file] ?? []
        let redefined = paths.intersection(outside).count
        return redefined > 0 && redefined * 2 >= paths.count
      }
      let values = files.map { file in
        valueName(String(file.split(separator: "/").last ?? ""), isFileName: true)
      }
      guard overrides, Set(values).count == values.count, !values.contains("default") else {
        continue
      }
      let name = dimensionFolders[folder.split(separator: "/").last?.lowercased() ?? ""] ?? "theme"
      let modes = modeModifier(tokens)
      // A `mode` modifier of the tokens' own mode maps keeps its name; the folder's is then
      // named after the folder.
      let dimension =
        modes.isEmpty || name != "mode" ? name : String(folder.split(separator: "/").last ?? "")
      let members = Set(files)
      let rest = tokens.filter { !members.contains($0.location.file) }
      let restFiles = Set(rest.map(\.location.file)).sorted()
      let inner = parallelFilesDocument(for: rest, root: root)
      let first = TextPosition(line: 1, column: 1)
      var steps =
        inner?.steps.filter { step in
          if case .modifier(let modifier) = step { return modifier.name != "mode" }
          return true
        } ?? [.set(name: "shared", sources: restFiles.map { .file($0, position: first) })]
      steps.append(
        .modifier(
          ResolverDocument.Modifier(
            name: dimension,
            contexts: [(name: "default", sources: [])]
              + zip(values, files).map { (name: $0, sources: [.file($1, position: first)]) },
            defaultContext: "default"
          )
        )
      )
      return ResolverDocument(
        path: inner?.path ?? folder + "/*",
        name: root,
        sets: [:],
        steps: steps + modes
      )
    }
    return nil
  }
}
