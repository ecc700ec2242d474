// How the files found to be alternatives at one place in their paths make dimensions.

extension AlternativeFiles {
  /// The families of alternatives, each one dimension: alternatives named by a folder are one
  /// family per parent folder (`themes/<t>/…`, whatever files each theme holds), alternatives
  /// named by a file name one per cluster of files that define the same tokens; families with
  /// the same values are one (`light`/`dark` in two folders). So `color/{light,dark}` beside
  /// `size/{small,large}`, or two Figma collections exported into one folder as `Light`/`Dark`
  /// and `Baseline`/`Wireframe` files, are two. In the order of their first files. Pure.
  static func families(
    _ parallel: [[String]],
    position: Int,
    components: [String: [String]],
    value: (String) -> String?
  ) -> [[String]] {
    var keyed: [String: [String]] = [:]
    var keys: [String] = []
    for (index, cluster) in parallel.enumerated() {
      for file in cluster {
        guard let parts = components[file] else { continue }
        let key =
          position == parts.count - 1
          ? "cluster \(index)" : "folder " + parts.prefix(position).joined(separator: "/")
        if keyed[key] == nil { keys.append(key) }
        keyed[key, default: []].append(file)
      }
    }
    var families: [[String]] = []
    var familyValues: [Set<String>] = []
    let firstFile = keys.map { key in (keyed[key] ?? []).min() ?? "" }
    let ordered = keys.indices.sorted { firstFile[$0] < firstFile[$1] }.map { keys[$0] }
    for key in ordered {
      let files = keyed[key] ?? []
      let values = Set(files.compactMap(value))
      if let same = familyValues.firstIndex(of: values) {
        families[same] += files
      } else {
        families.append(files)
        familyValues.append(values)
      }
    }
    return families
  }

  /// Folders that hold a project's token files whatever they vary by: alternatives directly
  /// inside one (`tokens/light.json`, `tokens/dark.json`) are not named after it.
  static let tokenHomes: Set<String> = [
    "tokens", "token", "design-tokens", "design_tokens", "designtokens", "src", "json", "data",
    "dist", "build", "output", "assets", "generated", "export", "exports",
  ]

  /// Values that make a family of alternatives colour themes when no folder names it.
  static let colorSchemes: Set<String> = [
    "light", "dark", "dim", "darkest", "high-contrast", "highcontrast", "light-high-contrast",
    "dark-high-contrast", "contrast",
  ]

  /// One modifier per family of two values or more, named after the folder that holds the
  /// alternatives (`brands/` → `brand`), or after a shared dotted prefix of its values
  /// (`Brands.`); else `theme` when its values are colour schemes (`light`, `dark`), else
  /// `variant` (a folder that only holds the token files, `tokens/`, names nothing). A second
  /// dimension the folder would name alike is named by its values (`Baseline/Wireframe`).
  /// With the files each modifier's contexts take. Pure.
  static func dimensions(
    of families: [[String]],
    position: Int,
    components: [String: [String]],
    value: (String) -> String?
  ) -> (modifiers: [ResolverDocument.Modifier], files: [[String]]) {
    var modifiers: [ResolverDocument.Modifier] = []
    var modifierFiles: [[String]] = []
    for family in families {
      let sortedFiles = family.sorted()
      var contexts: [(name: String, sources: [ResolverDocument.Source])] = []
      for file in sortedFiles {
        guard let name = value(file) else { continue }
        let source = ResolverDocument.Source.file(file, position: TextPosition(line: 1, column: 1))
        if let known = contexts.firstIndex(where: { $0.name == name }) {
          contexts[known].sources.append(source)
        } else {
          contexts.append((name, [source]))
        }
      }
      guard contexts.count > 1 else { continue }
      let sample = components[sortedFiles[0]] ?? []
      let isFileName = position == sample.count - 1
      var dimension =
        position > 0 && !tokenHomes.contains(sample[position - 1].lowercased())
        ? dimensionName(sample[position - 1])
        : contexts.allSatisfy({ colorSchemes.contains($0.name.lowercased()) }) ? "theme" : "variant"
      if isFileName, let prefix = sharedPrefix(contexts.map(\.name)) {
        dimension = dimensionName(prefix).lowercased()
        for index in contexts.indices {
          contexts[index].name = String(contexts[index].name.dropFirst(prefix.count + 1))
        }
      } else if position >= 2, dimensionFolders[sample[position - 2].lowercased()] == "brand" {
        // The one value so far of a dimension a folder names (`brands/a/light.json`,
        // `brands/a/dark.json`: a single brand's schemes) is named as its brands will be once
        // a second comes (`brand=a/light`), not after the brand (`a=light`): a diff that adds
        // brand `b` then meets `a`'s modes, and reports `b`'s as added.
        // Brands only: a `modes/` or `themes/` folder holds several families of its own
        // (`modes/color/`, `modes/density/`), each its dimension.
        dimension = "brand"
        for index in contexts.indices {
          contexts[index].name = sample[position - 1] + "/" + contexts[index].name
        }
      }
      if modifiers.contains(where: { $0.name == dimension }) {
        dimension = contexts.map(\.name).joined(separator: "/")
      }
      modifiers.append(
        ResolverDocument.Modifier(name: dimension, contexts: contexts, defaultContext: nil)
      )
      modifierFiles.append(sortedFiles)
    }
    return (modifiers, modifierFiles)
  }
}
