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
  /// `brands/`) holds files that redefine tokens the rest of the set defines (at least half of
  /// a file's tokens, for one file at least). A Style Dictionary build applies each such file
  /// alone over the base, one output per theme (`tokens/themes/dark.json` → `dark.css`), never
  /// all of them at once: each file most of whose tokens the base or a sibling defines is a
  /// value of the dimension, beside `default`, the base alone (or, when the folder has a
  /// `default` file, that file over the base); a file of tokens of its own is a layer every
  /// value shares. Read as layers, the last theme's values would replace the base's, and a
  /// theme added would read as a change to the base. Several such folders (`themes/` beside
  /// `brands/`; two folders of one name are one dimension) are a dimension each; so is a folder
  /// or file named for a colour scheme that overrides the rest (see
  /// ``schemeFolderModifiers(_:excluding:dropping:modeMaps:)``); the rest of the set is read as
  /// ``parallelFilesDocument(for:root:)`` reads it (its own alternatives stay dimensions). `modeMaps`: the tokens' own mode maps are a `mode` dimension, so a `modes/`
  /// folder's is named after the folder. `nil` when no folder qualifies. Pure.
  static func overridesDocument(for tokens: [Token], root: String, modeMaps: Bool)
    -> ResolverDocument?
  {
    // A scheme place inside a folder the rest reads as one value of a dimension
    // (`brands/acme/dark/` beside `brands/globex/`) is that value's, not the whole set's: it
    // is left to the layers, as before, and the rest read again with it.
    var dropping = Set<String>()
    while true {
      guard
        let (document, schemePlaces, valueFolders) = overridesDocument(
          for: tokens,
          root: root,
          modeMaps: modeMaps,
          droppingSchemePlaces: dropping
        )
      else { return nil }
      let inside = schemePlaces.filter { place in
        valueFolders.contains { !$0.isEmpty && place.hasPrefix($0 + "/") }
      }
      guard !inside.isEmpty, !inside.isSubset(of: dropping) else { return document }
      dropping.formUnion(inside)
    }
  }

  /// ``overridesDocument(for:root:modeMaps:)`` without the scheme places `dropping` names;
  /// with the scheme places it took and the folders of the rest's alternatives. Pure.
  private static func overridesDocument(
    for tokens: [Token],
    root: String,
    modeMaps: Bool,
    droppingSchemePlaces dropping: Set<String>
  ) -> (document: ResolverDocument, schemePlaces: Set<String>, valueFolders: Set<String>)? {
    var pathsByFile: [String: Set<TokenPath>] = [:]
    for token in tokens { pathsByFile[token.location.file, default: []].insert(token.path) }
    var filesByFolder: [String: [String]] = [:]
    for file in pathsByFile.keys {
      guard let slash = file.lastIndex(of: "/") else { continue }
      let folder = String(file[..<slash])
      if dimensionFolders[folderName(folder)] != nil {
        filesByFolder[folder, default: []].append(file)
      }
    }
    let first = TextPosition(line: 1, column: 1)
    let inDimensionFolders = Set(filesByFolder.values.joined())
    let overlays = suffixOverlayModifier(pathsByFile, excluding: inDimensionFolders)
    let schemes = schemeFolderModifiers(
      pathsByFile,
      excluding: inDimensionFolders.union(overlays?.files ?? []),
      dropping: dropping,
      modeMaps: modeMaps
    )
    var modifiers = schemes.modifiers
    var members = schemes.files
    var places = schemes.places
    if let overlays {
      merge(overlays.modifier, into: &modifiers)
      members.formUnion(overlays.files)
      // The modes whose files it takes (a `light` default has files, an empty one none).
      places.append(
        overlays.modifier.contexts.filter { !$0.sources.isEmpty }.map { "*." + $0.name + ".json" }
          .joined(separator: ", ")
      )
    }
    for folder in filesByFolder.keys.sorted() {
      let inFolder = (filesByFolder[folder] ?? []).sorted()
      // The base of a folder is every file outside the folders already read as dimensions.
      var outside = Set<TokenPath>()
      for (file, paths) in pathsByFile
      where !file.hasPrefix(folder + "/") && !members.contains(file) {
        outside.formUnion(paths)
      }
      // A file most of whose tokens the base or a sibling also defines is a value of the
      // dimension; one of tokens of its own (`themes/common.json`) is a layer every value
      // shares. The folder is a dimension when some value redefines the base: files that each
      // hold a complete set of their own are alternatives (``parallelFilesDocument``).
      // How many of the folder's files define each path: one a file defines is a sibling's
      // too when two or more do.
      var definers: [TokenPath: Int] = [:]
      for file in inFolder {
        for path in pathsByFile[file] ?? [] { definers[path, default: 0] += 1 }
      }
      let files = inFolder.filter { file in
        let paths = pathsByFile[file] ?? []
        let elsewhere = paths.filter { outside.contains($0) || (definers[$0] ?? 0) > 1 }
        return !elsewhere.isEmpty && elsewhere.count * 2 >= paths.count
      }
      let overridesBase = files.contains { file in
        let paths = pathsByFile[file] ?? []
        let redefined = paths.intersection(outside).count
        return redefined > 0 && redefined * 2 >= paths.count
      }
      let values = files.map { file in
        valueName(String(file.split(separator: "/").last ?? ""), isFileName: true)
      }
      guard overridesBase, Set(values).count == values.count else { continue }
      let name = dimensionFolders[folderName(folder)] ?? "theme"
      let own = zip(values, files).map {
        (name: $0, sources: [ResolverDocument.Source.file($1, position: first)])
      }
      merge(
        ResolverDocument.Modifier(
          name: modeMaps && name == "mode" ? folderName(folder) : name,
          contexts: values.contains("default") ? own : [(name: "default", sources: [])] + own,
          defaultContext: "default"
        ),
        into: &modifiers
      )
      members.formUnion(files)
      places.append(folder + "/*")
    }
    guard !modifiers.isEmpty else { return nil }
    let rest = tokens.filter { !members.contains($0.location.file) }
    let restFiles = Set(rest.map(\.location.file)).sorted()
    let inner = parallelFilesDocument(for: rest, root: root)
    let steps =
      inner?.steps ?? [.set(name: "shared", sources: restFiles.map { .file($0, position: first) })]
    let document = ResolverDocument(
      path: inner?.path ?? places.joined(separator: ", "),
      name: root,
      sets: [:],
      steps: steps + modifiers.map { .modifier($0) }
    )
    let valueFolders = Set(
      (inner?.steps ?? []).flatMap { step -> [String] in
        guard case .modifier(let modifier) = step else { return [] }
        return modifier.contexts.flatMap(\.sources).compactMap { source in
          if case .file(let path, _) = source { TokensStudioThemes.folder(of: path) } else { nil }
        }
      }
    )
    return (document, Set(schemes.places), valueFolders)
  }

  /// Appends `modifier`, or adds its contexts to the modifier of its name already there (a
  /// `themes/` folder of files beside a `themes/dark/` folder, two `brands/` folders): the
  /// sources of a value both name are applied together. Pure apart from `modifiers`.
  static func merge(
    _ modifier: ResolverDocument.Modifier,
    into modifiers: inout [ResolverDocument.Modifier]
  ) {
    guard let index = modifiers.firstIndex(where: { $0.name == modifier.name }) else {
      modifiers.append(modifier)
      return
    }
    for context in modifier.contexts {
      if let same = modifiers[index].contexts.firstIndex(where: { $0.name == context.name }) {
        modifiers[index].contexts[same].sources += context.sources
      } else {
        modifiers[index].contexts.append(context)
      }
    }
  }

  /// A folder's own name, lowercased: `themes` of `tokens/Themes`. Pure.
  static func folderName(_ folder: String) -> String {
    folder.split(separator: "/").last.map { $0.lowercased() } ?? ""
  }
}
