// Colour-scheme folders inside each value of a dimension.

extension AlternativeFiles {
  /// `modifiers` with each dimension whose every value holds the same colour-scheme folders
  /// (`semantic/<brand>/light/`, `semantic/<brand>/dark/`) split into one value per value and
  /// scheme (`alpha/dark`): a build makes each brand in each scheme from that brand's files
  /// for it (hopper: read as one brand, its dark folder was a layer under light, and 247 dark
  /// changes were missed). A value's files outside those folders (`components/<brand>/`) are
  /// read in each of its schemes. Only folders named for colour schemes split a value: other
  /// folders inside a brand are its layers. Pure.
  static func splittingSchemeFolders(_ modifiers: [ResolverDocument.Modifier])
    -> [ResolverDocument.Modifier]
  {
    modifiers.map { modifier in
      let files = modifier.contexts.map { $0.sources.compactMap(\.filePath) }
      guard modifier.contexts.count > 1,
        let schemes = sharedSchemes(files.map { Set($0.compactMap(schemeFolder)) }),
        schemes.count > 1
      else { return modifier }
      var split = modifier
      split.contexts = []
      for (context, contextFiles) in zip(modifier.contexts, files) {
        let everyScheme = contextFiles.filter { schemeFolder(of: $0) == nil }
        for scheme in schemes {
          let own = contextFiles.filter { schemeFolder(of: $0) == scheme }
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

  /// The colour-scheme folder a file is in (`light` of `semantic/alpha/light/colors.json`),
  /// if exactly one folder of its path names a scheme. Pure.
  private static func schemeFolder(of file: String) -> String? {
    let folders = file.split(separator: "/").dropLast().map(String.init)
    let named = folders.filter { colorSchemes.contains($0.lowercased()) }
    return named.count == 1 ? named[0] : nil
  }
}
