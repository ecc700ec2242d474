// Colour-scheme folders inside each value of a dimension.

extension AlternativeFiles {
  /// `modifiers` with each dimension whose every value holds the same colour-scheme folders
  /// (`semantic/<brand>/light/`, `semantic/<brand>/dark/`) or files (`<brand>/color-light.json`,
  /// ``scheme(of:)``) split into one value per value and
  /// scheme (`alpha/dark`): a build makes each brand in each scheme from that brand's files
  /// for it (hopper: read as one brand, its dark folder was a layer under light, and 247 dark
  /// changes were missed). A value's files outside those folders (`components/<brand>/`) are
  /// read in each of its schemes. Only folders and files named for colour schemes split a value:
  /// other folders inside a brand are its layers. Pure.
  static func splittingSchemeFolders(_ modifiers: [ResolverDocument.Modifier])
    -> [ResolverDocument.Modifier]
  {
    modifiers.map { modifier in
      let files = modifier.contexts.map { $0.sources.compactMap(\.filePath) }
      guard modifier.contexts.count > 1,
        let schemes = sharedSchemes(files.map { Set($0.compactMap(scheme(of:))) })
      else { return modifier }
      // One scheme other than light (`brands/<b>/color-dark.json` beside `color.json`): each
      // value alone is its default, and the scheme's files over it its second value.
      let overDefault = schemes.count == 1 && schemes.first?.lowercased() != "light"
      guard schemes.count > 1 || overDefault else { return modifier }
      var split = modifier
      split.contexts = []
      for (context, contextFiles) in zip(modifier.contexts, files) {
        let everyScheme = contextFiles.filter { scheme(of: $0) == nil }
        if overDefault {
          split.contexts.append(
            (
              name: context.name,
              sources: everyScheme.map { .file($0, position: TextPosition(line: 1, column: 1)) }
            )
          )
        }
        for scheme in schemes {
          let own = contextFiles.filter { Self.scheme(of: $0) == scheme }
          split.contexts.append(
            (
              name: "\(context.name)/\(scheme)",
              sources: (everyScheme + own).map {
                .file($0, position: TextPosition(line: 1, column: 1))
              }
            )
          )
        }
      }
      return split
    }
  }

  /// The schemes every value holds folders of, sorted by name, when every value holds the
  /// same ones. Pure.
  private static func sharedSchemes(_ schemes: [Set<String>]) -> [String]? {
    guard let first = schemes.first, !first.isEmpty, schemes.allSatisfy({ $0 == first }) else {
      return nil
    }
    return first.sorted()
  }

  /// The colour scheme a file is for: the folder it is in (`light` of
  /// `semantic/alpha/light/colors.json`), if exactly one folder of its path names a scheme;
  /// else its file name, whole or by its first or last words (`dark` of
  /// `brands/alpha/color-dark.json`, `dark-colors.json`, `color.dark.json`), as the Style
  /// Dictionary multi-brand example keeps `brands/<brand>/color-light.json` beside
  /// `color-dark.json`, one build per file. Pure.
  static func scheme(of file: String) -> String? {
    let parts = file.split(separator: "/").map(String.init)
    let named = parts.dropLast().filter { colorSchemes.contains($0.lowercased()) }
    guard named.isEmpty else { return named.count == 1 ? named[0] : nil }
    guard let last = parts.last else { return nil }
    let name = valueName(last, isFileName: true)
    if colorSchemes.contains(name.lowercased()) { return name }
    // The longest scheme after a separator (`light-high-contrast` of
    // `color-light-high-contrast`), else the first word (`dark` of `dark-colors`).
    for (index, character) in zip(name.indices, name) where "-_.".contains(character) {
      let rest = String(name[name.index(after: index)...])
      if colorSchemes.contains(rest.lowercased()) { return rest }
    }
    let first = name.prefix { !"-_.".contains($0) }
    return first.count < name.count && colorSchemes.contains(first.lowercased())
      ? String(first) : nil
  }
}
