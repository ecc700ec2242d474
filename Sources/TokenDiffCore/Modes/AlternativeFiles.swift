/// Files that define the same tokens in parallel: brand folders, theme folders, OUDS brand files,
/// a preview palette next to the real one. They are alternatives, not layers: each is a value of
/// a dimension (like light and dark), resolved against the files they share and never against
/// each other.
///
/// Files are alternatives when their paths differ in exactly one folder or file name (the
/// outermost such place in the set, and deeper places whose alternatives have the same values,
/// as one dimension; a folder's name repeated in the file names under it, as in
/// `themes/dusk/dusk.theme.json`, varies with it) and each pair of them defines mostly the same
/// tokens: the paths both define are at least half of the larger file's. A file that redefines
/// a few tokens of a larger one (an override) stays a layer: later files win, as Style
/// Dictionary `source` order says. Files of different tokens that write every token they share
/// alike are copies, not alternatives: they too stay layers; so does a file that reads a token
/// only a larger sibling defines (an override of it). Alternatives named by folders are one
/// dimension per parent folder; alternatives named by file names one per cluster of files that
/// define the same tokens (two Figma collections exported into one folder are two dimensions);
/// dimensions with the same values are one. A dimension is named after the
/// folder that holds the alternatives (`brands/` → `brand`; not a folder that only holds token
/// files, `tokens/`), else `theme` for colour schemes, else `variant`; its values are the
/// differing names (file names without their extensions, less a shared dotted prefix such as
/// `Brands.`, which then names the dimension). Modes the files name themselves (`$extensions` mode maps, `-light`/`-dark`
/// pairs) stay a `mode` dimension beside it. Files the other revision of a diff reads as
/// alternatives are alternatives here too, even where they happen to agree (a brand copied
/// from another with a token of its own, then changed: read as copies in one revision and as
/// brands in the other, the diff would report a brand's tokens removed and miss their
/// change). A value the others are smaller restatements of, and whose tokens they need, is
/// their base: read in every mode, under them
/// (``layeringBases(_:files:pathsByFile:tokensByFile:)``). Configuration (`files:`, one set)
/// overrides the guess.
enum AlternativeFiles {
  /// The resolver document that resolves `tokens` once per alternative, or `nil` when no files
  /// of theirs are alternatives. `root` names the set in findings; `elsewhere` are the files
  /// the other revision of a diff reads as alternatives (``alternativeFiles(of:)``). Pure.
  static func document(for tokens: [Token], root: String, elsewhere: Set<String> = [])
    -> ResolverDocument?
  {
    let modeMaps = modeModifier(tokens)
    guard
      var document = overridesDocument(for: tokens, root: root, modeMaps: !modeMaps.isEmpty)
        ?? parallelFilesDocument(for: tokens, root: root, elsewhere: elsewhere)
    else { return nil }
    document.steps = uniquelyNamed(document.steps + modeMaps)
    return jointFiles(jointValues(document))
  }

  /// `steps` with every modifier named once: a later modifier whose name an earlier one has
  /// (a `modes/dark/` folder beside the tokens' own `mode` maps, a `themes/` override beside
  /// `light/`/`dark/` alternatives) is named after its values (`default/high-contrast`), else
  /// numbered. Two modifiers of one name would share one context lookup, and the second's
  /// files would never be applied. Pure.
  static func uniquelyNamed(_ steps: [ResolverDocument.Step]) -> [ResolverDocument.Step] {
    var taken = Set<String>()
    return steps.map { step in
      guard case .modifier(var modifier) = step else { return step }
      if taken.contains(modifier.name) {
        let values = modifier.contexts.map(\.name).joined(separator: "/")
        var name = taken.contains(values) ? modifier.name : values
        var number = 2
        while taken.contains(name) {
          name = "\(modifier.name) \(number)"
          number += 1
        }
        modifier.name = name
      }
      taken.insert(modifier.name)
      return .modifier(modifier)
    }
  }

  /// The files a document of ``document(for:root:elsewhere:)`` reads as alternatives: those
  /// its modifiers' contexts and its joint sources name. Pure.
  static func alternativeFiles(of document: ResolverDocument) -> Set<String> {
    Set(
      (document.modifiers.flatMap(\.contexts).flatMap(\.sources)
        + document.jointSources.flatMap(\.sources)).compactMap(\.filePath)
    )
  }

  /// The resolver document of the files that define the same tokens in parallel, if any,
  /// without the modes the tokens' own mode maps name. A cluster whose files all agree is
  /// read as alternatives only when `elsewhere` (the other revision's alternatives) has
  /// them all. Pure.
  static func parallelFilesDocument(
    for tokens: [Token],
    root: String,
    elsewhere: Set<String> = []
  ) -> ResolverDocument? {
    var pathsByFile: [String: Set<TokenPath>] = [:]
    for token in tokens { pathsByFile[token.location.file, default: []].insert(token.path) }
    // Grouped once, when a cluster first needs its files' values compared.
    var tokensByFile: [String: [Token]]?
    let files = pathsByFile.keys.sorted()
    guard files.count > 1 else { return nil }
    let components = Dictionary(
      uniqueKeysWithValues: files.map { ($0, $0.split(separator: "/").map(String.init)) }
    )
    let deepest = components.values.map(\.count).max() ?? 0
    var found: [ResolverDocument.Modifier] = []
    var used = Set<String>()
    var place: String?
    for position in 0..<deepest {
      var groups: [String: [String]] = [:]
      for file in files where !used.contains(file) {
        guard let parts = components[file], parts.count > position else { continue }
        var pattern = parts
        pattern[position] = "*"
        if position == parts.count - 1 {
          pattern.append(fileExtension(parts[position]))
        } else if parts[position].count > 2 {
          // `themes/classic-night/classic-night.theme.json`: the folder's name repeated in the
          // file name varies with it.
          for later in (position + 1)..<parts.count {
            pattern[later] = parts[later].replacing(parts[position], with: "*")
          }
        }
        groups[pattern.joined(separator: "/"), default: []].append(file)
      }
      // Grouped once, the first time a cluster needs its files' values compared.
      func grouped() -> [String: [Token]] {
        let grouped = tokensByFile ?? Dictionary(grouping: tokens) { $0.location.file }
        tokensByFile = grouped
        return grouped
      }
      let parallel = groups.values.flatMap { group -> [[String]] in
        if let overrides = overridesOfOneBase(group.sorted(), pathsByFile, grouped) {
          return [overrides]
        }
        return clusters(group.sorted(), pathsByFile).filter { cluster in
          guard cluster.count > 1 else { return false }
          if sameTokens(cluster, pathsByFile) { return true }
          let grouped = grouped()
          return (disagree(cluster, grouped) || elsewhere.isSuperset(of: cluster))
            && !overridesSibling(cluster, grouped, pathsByFile)
        }
      }
      guard !parallel.isEmpty else { continue }
      // Several clusters of file names, each with its own dotted stem (`colors.v1`/`colors.v2`,
      // `shadows.v1`/`shadows.v2`): the values are what follows the stem, so `v1` takes both
      // files of version 1.
      var names: [String: String] = [:]
      let stemmed = parallel.count > 1
      for cluster in parallel {
        let values = cluster.compactMap { file in
          components[file].map { valueName($0[position], isFileName: position == $0.count - 1) }
        }
        let stem = stemmed ? sharedPrefix(values) : nil
        for (file, value) in zip(cluster, values) {
          names[file] = stem.map { String(value.dropFirst($0.count + 1)) } ?? value
        }
      }
      func value(of file: String) -> String? {
        guard let parts = components[file] else { return nil }
        return names[file] ?? valueName(parts[position], isFileName: position == parts.count - 1)
      }
      let (modifiers, modifierFiles) = dimensions(
        of: families(parallel, position: position, components: components, value: value(of:)),
        position: position,
        components: components,
        value: value(of:)
      )
      // Alternatives found deeper are taken only with the values of a dimension found before,
      // as that dimension's (`primitives/<brand>/` and `semantics/web/<brand>/`: the build
      // reads both of one brand together); others stay layers, as they were, rather than
      // multiply the modes by a guess.
      let firstPlace = found.isEmpty
      for (var modifier, files) in zip(modifiers, modifierFiles) {
        let values = Set(modifier.contexts.map(\.name))
        let same = found.firstIndex(where: { Set($0.contexts.map(\.name)) == values })
        guard firstPlace || same != nil else { continue }
        used.formUnion(files)
        if place == nil, let sample = files.first.flatMap({ components[$0] }) {
          place = (sample.prefix(position) + ["*"]).joined(separator: "/")
        }
        if let same {
          // Two folders' names for one dimension: the one that names a dimension
          // (`brands/`), else neither.
          let known = Set(dimensionFolders.values)
          let name = found[same].name
          let better = known.contains(modifier.name) ? modifier.name : "variant"
          if name != modifier.name, !known.contains(name),
            !found.contains(where: { $0.name == better })
          {
            found[same].name = better
          }
          modifier.name = found[same].name
        }
        merge(modifier, into: &found)
      }
    }
    guard let place, !found.isEmpty else { return nil }
    let layering = layeringBases(
      &found,
      files: files,
      pathsByFile: pathsByFile,
      tokensByFile: tokensByFile ?? Dictionary(grouping: tokens) { $0.location.file }
    )
    used.subtract(layering.shared)
    used.formUnion(layering.claimed)
    found = splittingSchemeFolders(found)
    let shared = files.filter { !used.contains($0) }.map {
      ResolverDocument.Source.file($0, position: TextPosition(line: 1, column: 1))
    }
    return ResolverDocument(
      path: place,
      name: root,
      sets: [:],
      steps: [.set(name: "shared", sources: shared)]
        + found.map { ResolverDocument.Step.modifier($0) }
    )
  }

  /// The modes the tokens' own mode maps (or `-light`/`-dark` pairs) name, as a modifier whose
  /// contexts add no file: each alternative is then resolved in each of them. Pure.
  static func modeModifier(_ tokens: [Token]) -> [ResolverDocument.Step] {
    let modes = ModeOverrides.modes(of: tokens).modes
    guard !modes.isEmpty else { return [] }
    return [
      .modifier(
        ResolverDocument.Modifier(
          name: "mode",
          contexts: modes.map { (name: $0, sources: []) },
          defaultContext: nil
        )
      )
    ]
  }

  /// Style Dictionary's multi-brand layout with defaults (`brand/default/color.json` and, beside
  /// it, `brand/brand-1/color.json` overriding `error` and `brand/brand-2/color.json`
  /// overriding `success`, each build including the default): the files that each redefine
  /// part of one sibling's tokens, and write at least one of them differently, are the values
  /// of a dimension, although they share few tokens with each other; the sibling is their
  /// base, read in every value. Each redefines at most half of the base, and no two share half
  /// of the larger one's tokens: themes that each restate nearly all of a sibling (a dark file
  /// one token short of the light one) are alternatives of the usual kind, not overrides of it.
  /// `nil` unless every other file of the group, two at least, is such an override of the
  /// largest. `tokensByFile` is asked for only when the shapes fit. Pure.
  static func overridesOfOneBase(
    _ group: [String],
    _ pathsByFile: [String: Set<TokenPath>],
    _ tokensByFile: () -> [String: [Token]]
  ) -> [String]? {
    guard group.count > 2,
      let base = group.max(by: {
        (pathsByFile[$0]?.count ?? 0, $1) < (pathsByFile[$1]?.count ?? 0, $0)
      }),
      let all = pathsByFile[base]
    else { return nil }
    let overrides = group.filter { $0 != base }
    let paths = overrides.map { pathsByFile[$0] ?? [] }
    guard
      paths.allSatisfy({ !$0.isEmpty && $0.isStrictSubset(of: all) && $0.count * 2 <= all.count })
    else { return nil }
    for (index, left) in paths.enumerated() {
      for right in paths[(index + 1)...]
      where left.intersection(right).count * 2 >= max(left.count, right.count) {
        return nil
      }
    }
    let grouped = tokensByFile()
    return overrides.allSatisfy { disagree([base, $0], grouped) } ? overrides : nil
  }

  /// Files of one group split into clusters whose members all overlap each other (see
  /// ``allPairsOverlap(_:)``), each file in the first cluster it fits. Pure.
  static func clusters(_ group: [String], _ pathsByFile: [String: Set<TokenPath>]) -> [[String]] {
    var clusters: [[String]] = []
    for file in group {
      guard let paths = pathsByFile[file] else { continue }
      if let index = clusters.firstIndex(where: { cluster in
        allPairsOverlap(cluster.compactMap { pathsByFile[$0] } + [paths])
      }) {
        clusters[index].append(file)
      } else {
        clusters.append([file])
      }
    }
    return clusters
  }

  /// Whether a file of `cluster` is an override of a larger sibling rather than its
  /// alternative: it defines only tokens the sibling defines, and aliases a token that only the
  /// sibling defines (neither the file itself nor any file outside the cluster; whole or inside
  /// a composite), which it can read only as a layer over the sibling (`docs/type.tokens.json`
  /// redefining two of `sites/type.tokens.json`'s fonts as `{font.family}`, which only
  /// `sites/` has). Pure.
  static func overridesSibling(
    _ cluster: [String],
    _ tokensByFile: [String: [Token]],
    _ pathsByFile: [String: Set<TokenPath>]
  ) -> Bool {
    let members = Set(cluster)
    var outside = Set<TokenPath>()
    for (file, paths) in pathsByFile where !members.contains(file) { outside.formUnion(paths) }
    for file in cluster {
      guard let own = pathsByFile[file] else { continue }
      let missing = ReferenceWalker.references(in: tokensByFile[file] ?? []).filter {
        !own.contains($0) && !outside.contains($0)
      }
      guard !missing.isEmpty else { continue }
      let covered = cluster.contains { other in
        guard other != file, let larger = pathsByFile[other] else { return false }
        return own.isStrictSubset(of: larger) && missing.isSubset(of: larger)
      }
      if covered { return true }
    }
    return false
  }

  /// Whether every file of `files` defines the same paths: a brand just copied from another is
  /// still a brand. Pure.
  static func sameTokens(_ files: [String], _ pathsByFile: [String: Set<TokenPath>]) -> Bool {
    let sets = files.map { pathsByFile[$0] ?? [] }
    return sets.dropFirst().allSatisfy { $0 == sets.first }
  }

  /// Whether some token two of `files` both define is written differently in them: files of
  /// different tokens that agree on every token they share are copies of one source (a
  /// generated file and the superset another command wrote from it), not values of a
  /// dimension. Pure.
  static func disagree(_ files: [String], _ tokensByFile: [String: [Token]]) -> Bool {
    var first: [TokenPath: Token] = [:]
    for token in files.flatMap({ tokensByFile[$0] ?? [] }) {
      guard let earlier = first[token.path] else {
        first[token.path] = token
        continue
      }
      if earlier.location.file != token.location.file, !earlier.value.isWrittenAlike(token.value) {
        return true
      }
    }
    return false
  }

  /// The dotted first word every name shares (`Brands` of `Brands.Orange`, `Brands.Sosh`), if
  /// each name has more after it. Pure.
  static func sharedPrefix(_ names: [String]) -> String? {
    guard let first = names.first, let dot = first.firstIndex(of: ".") else { return nil }
    let prefix = String(first[..<dot])
    let shared = names.allSatisfy { $0.hasPrefix(prefix + ".") && $0.count > prefix.count + 1 }
    return shared ? prefix : nil
  }

  /// Whether every two path sets share at least half of the larger one. Pure.
  static func allPairsOverlap(_ sets: [Set<TokenPath>]) -> Bool {
    for (index, left) in sets.enumerated() {
      for right in sets[(index + 1)...] {
        let shared = left.intersection(right).count
        guard shared * 2 >= max(left.count, right.count), shared > 0 else { return false }
      }
    }
    return true
  }

  /// `brands` → `brand`, `themes` → `theme`, `properties` → `property`; other names as they
  /// are, and so are words whose `s` is no plural (`alias`, `status`, `basis`: a Figma
  /// Variables export's `alias/Dark Mode.tokens.json` is an `alias` dimension). Pure.
  static func dimensionName(_ folder: String) -> String {
    let lowered = folder.lowercased()
    guard lowered.count > 3, lowered.hasSuffix("s"),
      !["ss", "us", "is", "ias"].contains(where: lowered.hasSuffix)
    else { return folder }
    // `properties` → `property`, `families` → `family`.
    if lowered.hasSuffix("ies") { return String(folder.dropLast(3)) + "y" }
    return String(folder.dropLast())
  }

  /// A file name without its extensions (`Brands.Orange.tokens.json` → `Brands.Orange`), a
  /// folder name as it is. Pure.
  static func valueName(_ name: String, isFileName: Bool) -> String {
    guard isFileName else { return name }
    var result = Substring(name)
    for suffix in [".json5", ".jsonc", ".json", ".yaml", ".yml", ".tokens"]
    where result.lowercased().hasSuffix(suffix) {
      result = result.dropLast(suffix.count)
    }
    return String(result)
  }

  /// The syntax a file name says, so that only files of one syntax are told apart by name.
  private static func fileExtension(_ name: String) -> String {
    switch JSONDialect(path: name) {
    case .json: ".json"
    case .json5: ".json5"
    case .yaml: ".yaml"
    }
  }
}
