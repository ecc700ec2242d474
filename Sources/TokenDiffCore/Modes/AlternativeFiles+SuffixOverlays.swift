// Files whose names end in a mode (`content.dark.json`): each mode's files applied alone over
// the rest of the set.

extension AlternativeFiles {
  /// A file named for the mode it overrides: `tokens/color/dark/content.dark.json` (the folder's
  /// name repeated as the last dotted part of the file's) or `button.dark.json` (a colour
  /// scheme as that part, in any folder).
  struct SuffixOverlay: Equatable {
    var file: String
    /// The mode, as written in the file name.
    var value: String
    /// The folder holding the file, `""` at the set's top.
    var folder: String
  }

  /// The overlay a file's name makes it, if any. Pure.
  static func suffixOverlay(_ file: String) -> SuffixOverlay? {
    let parts = file.split(separator: "/").map(String.init)
    guard let name = parts.last else { return nil }
    let stem = valueName(name, isFileName: true)
    guard let dot = stem.lastIndex(of: "."), dot != stem.startIndex else { return nil }
    let value = String(stem[stem.index(after: dot)...])
    let holder = parts.count > 1 ? parts[parts.count - 2] : ""
    guard !value.isEmpty,
      value.lowercased() == holder.lowercased() || colorSchemes.contains(value.lowercased())
    else { return nil }
    return SuffixOverlay(file: file, value: value, folder: parts.dropLast().joined(separator: "/"))
  }

  /// The modifier of a Style Dictionary set whose mode files carry the mode in their names
  /// (lifebit's build: `source: tokens/**/!(*.dark|*.old).json` for the default output, then
  /// that with `tokens/color/dark/*.dark.json` for `dark`, with `tokens/color/old/*.old.json`
  /// for `old`): every file so named is applied with the others of its mode over the rest of
  /// the set, which is the default, and never with another mode's. Read as layers, the last
  /// mode's values would win everywhere, and a token only `old` overrides would take its `old`
  /// value in `dark` too. A mode qualifies when at least half of its files' tokens redefine
  /// tokens of the rest (outside `excluding`, the files of folders named for a dimension); the
  /// modifier is named after the folder that holds the mode folders (`color/`) when they are
  /// folders, else `theme`; its default is named after an unsuffixed sibling folder `light`
  /// or `default` when there is one (`color/light/`), else `default`. With the files it takes.
  /// Pure.
  static func suffixOverlayModifier(
    _ pathsByFile: [String: Set<TokenPath>],
    excluding: Set<String>
  ) -> (modifier: ResolverDocument.Modifier, files: Set<String>)? {
    let overlays = pathsByFile.keys.filter { !excluding.contains($0) }.sorted().compactMap(
      suffixOverlay
    )
    guard !overlays.isEmpty else { return nil }
    // A mode whose files sit in several folders that are not that mode's own and that
    // override the same tokens (`acme/color.dark.json`, `globex/color.dark.json`) depends on
    // what those folders are (each brand's own dark): left to the rest of the reading, as a
    // scheme folder in each brand is. Folders of different tokens (`color/text.dark.json`,
    // `component/tooltip.dark.json`: the files of one dark build, by category) are one mode.
    // Files that each restate an unmoded namesake in their own folder (`brands/acme/color.json`
    // beside `brands/acme/color.dark.json`, Style Dictionary's multi-brand layout) are that
    // folder's mode: ``jointFiles(_:)`` reads each with its own folder's value once the rest
    // has made the brands a dimension.
    let byValue = Dictionary(grouping: overlays) { $0.value.lowercased() }.filter { _, files in
      Set(files.map(\.folder)).count == 1
        || files.allSatisfy { folderName($0.folder) == $0.value.lowercased() }
        || foldersDefineDifferentTokens(files, pathsByFile)
        || files.allSatisfy { overlay in
          unmodedNamesake(of: overlay.file, mode: overlay.value).map {
            pathsByFile[$0] != nil
          } ?? false
        }
    }
    guard !byValue.isEmpty else { return nil }
    let tagged = Set(byValue.values.joined().map(\.file))
    var base = Set<TokenPath>()
    for (file, paths) in pathsByFile where !tagged.contains(file) && !excluding.contains(file) {
      base.formUnion(paths)
    }
    let qualifying = byValue.keys.sorted().filter { value in
      var paths = Set<TokenPath>()
      for overlay in byValue[value] ?? [] { paths.formUnion(pathsByFile[overlay.file] ?? []) }
      let redefined = paths.intersection(base).count
      return redefined > 0 && redefined * 2 >= paths.count
    }
    guard !qualifying.isEmpty else { return nil }
    let taken = qualifying.flatMap { byValue[$0] ?? [] }
    // Mode folders (`color/dark/`, `color/old/`) name the dimension after their parent, and
    // an unsuffixed sibling named for the default names the default.
    let inModeFolders = taken.allSatisfy {
      !$0.folder.isEmpty && folderName($0.folder) == $0.value.lowercased()
    }
    let parents = Set(taken.map { TokensStudioThemes.folder(of: $0.folder) })
    var name = "theme"
    var defaultName = "default"
    if inModeFolders, parents.count == 1, let parent = parents.first {
      let parentName = folderName(parent)
      if !parentName.isEmpty, !tokenHomes.contains(parentName) {
        name = dimensionFolders[parentName] ?? dimensionName(parentName)
      }
      let siblings = Set(
        pathsByFile.keys.filter { !tagged.contains($0) }.compactMap { file -> String? in
          let folder = TokensStudioThemes.folder(of: file)
          return TokensStudioThemes.folder(of: folder) == parent ? folderName(folder) : nil
        }
      )
      if let named = ["light", "default"].first(where: siblings.contains),
        !qualifying.contains(named)
      {
        defaultName = named
      }
    }
    let first = TextPosition(line: 1, column: 1)
    var contexts = qualifying.map { value in
      let files = (byValue[value] ?? []).map(\.file).sorted()
      return (
        name: byValue[value]?.first?.value ?? value,
        sources: files.map { ResolverDocument.Source.file($0, position: first) }
      )
    }
    // `theme.light.json` beside `theme.dark.json`: the light files are the default output's,
    // not a mode over a default no build makes.
    if let index = qualifying.firstIndex(where: { $0 == "light" || $0 == "default" }) {
      defaultName = contexts[index].name
    } else {
      contexts.insert((name: defaultName, sources: []), at: 0)
    }
    return (
      ResolverDocument.Modifier(
        name: name,
        contexts: contexts,
        defaultContext: defaultName
      ),
      Set(taken.map(\.file))
    )
  }

  /// Whether no token is defined by overlays in two different folders. Pure.
  private static func foldersDefineDifferentTokens(
    _ overlays: [SuffixOverlay],
    _ pathsByFile: [String: Set<TokenPath>]
  ) -> Bool {
    var folderOfPath: [TokenPath: String] = [:]
    for overlay in overlays {
      for path in pathsByFile[overlay.file] ?? [] {
        if let known = folderOfPath.updateValue(overlay.folder, forKey: path),
          known != overlay.folder
        {
          return false
        }
      }
    }
    return true
  }
}
