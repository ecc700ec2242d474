/// A Tokens Studio project whose themes are empty (`$themes.json` holding `[]`, or a
/// single-file document's `"$themes": []`), as the plugin writes them when no theme is
/// defined: every set is on, in `tokenSetOrder` order, then in the order found.
///
/// Sets named for colour schemes, or in a folder named for one (`light`, `dark`,
/// `semantic/dark`, `themes/dark/semantics`...), are the exception: with every set on, the
/// last scheme's values would silently win and an edit to the others would be reported
/// nowhere. They are a `theme` dimension instead (the sets of one scheme read
/// together, after the sets that name none), which is how a build that outputs one theme per
/// scheme reads them; a single scheme other than `light` (a `theme/dark` set) is a theme over
/// the rest, beside `default`, the rest alone.
public enum TokensStudioWithoutThemes {
  /// The resolver document of `sets` (name and sources, in the order to apply them) at
  /// `path`. `paths` gives the token paths each set defines: scheme sets are a theme only when
  /// each redefines at least half of its tokens elsewhere (a `dim` set of dimensions, or
  /// `light`/`dark` sets of tokens of their own, are layers like any other). Pure.
  static func document(
    path: String,
    sets: [(name: String, sources: [ResolverDocument.Source])],
    paths: (String) -> Set<TokenPath>
  ) -> ResolverDocument {
    // The scheme is the set's name or the folder it is in, nearest first (`semantic/dark`,
    // `themes/dark/semantics`, as vivid keeps one folder of sets per scheme).
    let scheme = sets.map { set -> String? in
      set.name.split(separator: "/").reversed().map(String.init).first {
        AlternativeFiles.colorSchemes.contains($0.lowercased())
      }
    }
    let named = Set(scheme.compactMap { $0?.lowercased() })
    let plain = ResolverDocument(
      path: path,
      name: nil,
      sets: [:],
      steps: [.set(name: "always", sources: sets.flatMap(\.sources))]
    )
    // No scheme, or only `light`: every set on, unless sets of one folder are a collection's
    // modes (below).
    guard !named.isEmpty, named != ["light"] else {
      return collectionsDocument(path: path, sets: sets, paths: paths) ?? plain
    }
    var values: [String] = []
    var contexts: [String: [ResolverDocument.Source]] = [:]
    var valuePaths: [String: Set<TokenPath>] = [:]
    var otherPaths = Set<TokenPath>()
    for (set, value) in zip(sets, scheme) {
      guard let value = value?.lowercased() else {
        otherPaths.formUnion(paths(set.name))
        continue
      }
      if contexts[value] == nil { values.append(value) }
      contexts[value, default: []] += set.sources
      valuePaths[value, default: []].formUnion(paths(set.name))
    }
    // One scheme other than light (a `theme/dark` set over the rest) is an override: the rest
    // alone is `default`, as a `themes/dark.json` beside a base is read without Tokens Studio.
    let overrides = values.count == 1 && values[0] != "light"
    let redefines = values.allSatisfy { value in
      let own = valuePaths[value] ?? []
      var elsewhere = otherPaths
      for other in values where other != value { elsewhere.formUnion(valuePaths[other] ?? []) }
      let shared = own.intersection(elsewhere).count
      return shared > 0 && shared * 2 >= own.count
    }
    guard values.count > 1 || overrides, redefines else {
      return collectionsDocument(path: path, sets: sets, paths: paths) ?? plain
    }
    // The sets that name no scheme may hold collections of their own (`Responsive/Desktop`).
    let others = zip(sets, scheme).filter { $0.1 == nil }.map(\.0)
    let (collections, inCollection) = self.collections(others, paths: paths)
    let always = others.indices.filter { !inCollection.contains($0) }.flatMap { others[$0].sources }
    return ResolverDocument(
      path: path,
      name: nil,
      sets: [:],
      // A collection folder named `theme` is renamed by its values.
      steps: AlternativeFiles.uniquelyNamed(
        [
          .set(name: "always", sources: always),
          .modifier(
            ResolverDocument.Modifier(
              name: "theme",
              contexts: (overrides ? [(name: "default", sources: [])] : [])
                + values.map { (name: $0, sources: contexts[$0] ?? []) },
              defaultContext: overrides ? "default" : nil
            )
          ),
        ] + collections.map { .modifier($0) }
      )
    )
  }

  /// The sets of one folder that each define mostly the same tokens (every two share at least
  /// half of the larger one's paths) as a dimension named after the folder, its values the
  /// sets' own names: the `Collection/Mode` sets Tokens Studio makes of Figma variables
  /// (`Color/SDS Light`, `Color/SDS Dark`; `Responsive/Desktop`, `Responsive/Mobile`:
  /// wearesection/figma-sds, where the dark values won in every mode and a light edit was
  /// reported nowhere). Sets in no folder that share a name before their last `-` or `_`
  /// (`theme-light`, `theme-dark`) and define the same tokens are such a folder (`theme`). The other sets are on in every
  /// mode, in their order, before the dimensions. `nil` when no folder holds such sets. Pure.
  static func collectionsDocument(
    path: String,
    sets: [(name: String, sources: [ResolverDocument.Source])],
    paths: (String) -> Set<TokenPath>
  ) -> ResolverDocument? {
    let (modifiers, inModifier) = collections(sets, paths: paths)
    guard !modifiers.isEmpty else { return nil }
    let always = sets.indices.filter { !inModifier.contains($0) }.flatMap { sets[$0].sources }
    return ResolverDocument(
      path: path,
      name: nil,
      sets: [:],
      steps: [.set(name: "always", sources: always)] + modifiers.map { .modifier($0) }
    )
  }

  /// The collections among `sets` (see ``collectionsDocument(path:sets:paths:)``), one
  /// modifier each, and the positions of the sets they take. Pure.
  static func collections(
    _ sets: [(name: String, sources: [ResolverDocument.Source])],
    paths: (String) -> Set<TokenPath>
  ) -> (modifiers: [ResolverDocument.Modifier], members: Set<Int>) {
    // A folder (`Color/`), or for a set in none, a family of names (`theme-light`,
    // `theme-dark`, `theme-green`: `theme`), which a single-file export with `"$themes": []`
    // keeps its themes as, each built alone (`token-transformer … core,theme-dark`).
    var folders: [String] = []
    var members: [String: [Int]] = [:]
    for (index, set) in sets.enumerated() {
      guard
        let cut = set.name.lastIndex(of: "/")
          ?? set.name.lastIndex(where: { $0 == "-" || $0 == "_" })
      else { continue }
      let folder = String(set.name[...cut])
      if members[folder] == nil { folders.append(folder) }
      members[folder, default: []].append(index)
    }
    var modifiers: [ResolverDocument.Modifier] = []
    var inModifier = Set<Int>()
    for folder in folders {
      guard let indices = members[folder], indices.count > 1 else { continue }
      if folder.hasSuffix("/") {
        guard AlternativeFiles.allPairsOverlap(indices.map { paths(sets[$0].name) }) else {
          continue
        }
        append(indices, of: folder, to: &modifiers, taking: &inModifier, sets: sets, paths: paths)
        continue
      }
      // A family of names (no folder) says less than a folder: its sets must define the same
      // tokens (`theme-base` and a `theme-brand` overriding most of it stay layers). The sets of
      // a family that define the same tokens as each other are a dimension, so one family
      // can make several (PoliTokens: `PoliTokens_mob`, `PoliTokens_web` beside
      // `PoliTokens_light`, `PoliTokens_dark`, built as device × scheme; read as layers, the
      // dark values won in every build and an edit to light or mob was reported nowhere).
      var clusters: [(paths: Set<TokenPath>, indices: [Int])] = []
      for index in indices {
        let defined = paths(sets[index].name)
        if let same = clusters.firstIndex(where: { $0.paths == defined }) {
          clusters[same].indices.append(index)
        } else {
          clusters.append((defined, [index]))
        }
      }
      let split = clusters.map(\.indices).filter { $0.count > 1 }
      for cluster in split {
        append(
          cluster,
          of: folder,
          split: split.count > 1,
          to: &modifiers,
          taking: &inModifier,
          sets: sets,
          paths: paths
        )
      }
    }
    return (modifiers, inModifier)
  }

  /// Appends the modifier whose values are the sets at `indices` of one folder or family of
  /// names (`folder`, with its `/`, `-` or `_`) and marks them taken, unless a later set
  /// overrides them or no name is left for it. `split`: the family makes several dimensions,
  /// which its name (a project's prefix, `PoliTokens_`) tells apart no more than it names
  /// them: each is `theme` for colour schemes, else `variant`, else named by its values. Pure apart from `modifiers` and `inModifier`.
  private static func append(
    _ indices: [Int],
    of folder: String,
    split: Bool = false,
    to modifiers: inout [ResolverDocument.Modifier],
    taking inModifier: inout Set<Int>,
    sets: [(name: String, sources: [ResolverDocument.Source])],
    paths: (String) -> Set<TokenPath>
  ) {
    // A set after the collection's that redefines its tokens overrides every mode of it, as
    // Tokens Studio applies later sets last: the sets stay layers in their order then.
    let own = indices.reduce(into: Set<TokenPath>()) { $0.formUnion(paths(sets[$1].name)) }
    let first = indices.min() ?? 0
    let overridden = sets.indices.contains { index in
      index > first && !indices.contains(index) && !paths(sets[index].name).isDisjoint(with: own)
    }
    guard !overridden else { return }
    // Named after the folder, as alternative folders are (`themes` → `theme`); a second
    // folder of that name by its whole path.
    let path = String(folder.dropLast())
    let last = path.split(separator: "/").last.map(String.init) ?? path
    let values = indices.map { String(sets[$0].name.dropFirst(folder.count)) }
    let isScheme = values.allSatisfy { AlternativeFiles.colorSchemes.contains($0.lowercased()) }
    var name = !split ? AlternativeFiles.dimensionName(last) : isScheme ? "theme" : "variant"
    if modifiers.contains(where: { $0.name == name }) {
      name = split ? values.joined(separator: "/") : path
    }
    guard !name.isEmpty, !modifiers.contains(where: { $0.name == name }) else { return }
    modifiers.append(
      ResolverDocument.Modifier(
        name: name,
        contexts: zip(values, indices).map { (name: $0, sources: sets[$1].sources) },
        defaultContext: nil
      )
    )
    inModifier.formUnion(indices)
  }

  /// The set names of a multi-file project without themes: `order` (the metadata's
  /// `tokenSetOrder`) where a set has files; without an order, each JSON file under `folder`,
  /// by path, named by its path without the folder and the extension. Pure.
  static func setNames(order: [String], folder: String, among paths: Set<String>) -> [String] {
    // The plugin lists every set in `tokenSetOrder`; without one, every JSON file is a set.
    guard order.isEmpty else {
      var seen = Set<String>()
      return order.filter { name in
        !TokensStudioSets.filesOrEvident(ofSet: name, folder: folder, among: paths).isEmpty
          && seen.insert(name).inserted
      }
    }
    let prefix = folder.isEmpty ? "" : folder + "/"
    return paths.filter { path in
      let lowered = path.lowercased()
      return path.hasPrefix(prefix) && (lowered.hasSuffix(".json") || lowered.hasSuffix(".json5"))
        && !TokensStudioThemes.isDocument(path) && NotReadFolders.reason(for: path) == nil
    }.sorted().map { path in
      let relative = path.dropFirst(prefix.count)
      return String(
        relative.lowercased().hasSuffix(".json5") ? relative.dropLast(6) : relative.dropLast(5)
      )
    }
  }
}
