/// A Tokens Studio project whose themes are empty (`$themes.json` holding `[]`, or a
/// single-file document's `"$themes": []`), as the plugin writes them when no theme is
/// defined: every set is on, in `tokenSetOrder` order, then in the order found.
///
/// Sets named for colour schemes (`light`, `dark`, `semantic/dark`...) are the exception: with
/// every set on, the last scheme's values would silently win and an edit to the others would
/// be reported nowhere. They are a `theme` dimension instead (the sets of one scheme read
/// together, after the sets that name none), which is how a build that outputs one theme per
/// scheme reads them; a single scheme other than `light` (a `theme/dark` set) is a theme over
/// the rest, beside `default`, the rest alone.
public enum TokensStudioWithoutThemes {
  /// The resolver document of `sets` (name and sources, in the order to apply them) at
  /// `path`. Pure.
  static func document(
    path: String,
    sets: [(name: String, sources: [ResolverDocument.Source])]
  ) -> ResolverDocument {
    let scheme = sets.map { set -> String? in
      let last = set.name.split(separator: "/").last.map(String.init) ?? set.name
      return AlternativeFiles.colorSchemes.contains(last.lowercased()) ? last : nil
    }
    var values: [String] = []
    var contexts: [String: [ResolverDocument.Source]] = [:]
    for (set, value) in zip(sets, scheme) {
      guard let value else { continue }
      if contexts[value] == nil { values.append(value) }
      contexts[value, default: []] += set.sources
    }
    // One scheme other than light (a `theme/dark` set over the rest) is an override: the rest
    // alone is `default`, as a `themes/dark.json` beside a base is read without Tokens Studio.
    let overrides = values.count == 1 && values[0].lowercased() != "light"
    guard values.count > 1 || overrides else {
      return ResolverDocument(
        path: path,
        name: nil,
        sets: [:],
        steps: [.set(name: "always", sources: sets.flatMap(\.sources))]
      )
    }
    let always = zip(sets, scheme).filter { $0.1 == nil }.flatMap { $0.0.sources }
    return ResolverDocument(
      path: path,
      name: nil,
      sets: [:],
      steps: [
        .set(name: "always", sources: always),
        .modifier(
          ResolverDocument.Modifier(
            name: "theme",
            contexts: (overrides ? [(name: "default", sources: [])] : [])
              + values.map { (name: $0, sources: contexts[$0] ?? []) },
            defaultContext: overrides ? "default" : nil
          )
        ),
      ]
    )
  }

  /// The set names of a multi-file project without themes: `order` (the metadata's
  /// `tokenSetOrder`) where a set has files, then each JSON file under `folder` that no set
  /// of `order` covers, by path, named by its path without the folder and the extension.
  /// Pure.
  static func setNames(order: [String], folder: String, among paths: Set<String>) -> [String] {
    var covered = Set<String>()
    var names: [String] = []
    for name in order {
      let files = TokensStudioSets.files(ofSet: name, folder: folder, among: paths)
      guard !files.isEmpty, !names.contains(name) else { continue }
      names.append(name)
      covered.formUnion(files)
    }
    let prefix = folder.isEmpty ? "" : folder + "/"
    let rest = paths.filter { path in
      let lowered = path.lowercased()
      return path.hasPrefix(prefix) && !covered.contains(path)
        && (lowered.hasSuffix(".json") || lowered.hasSuffix(".json5"))
        && !TokensStudioThemes.isDocument(path) && NotReadFolders.reason(for: path) == nil
    }.sorted()
    return names
      + rest.map { path in
        let relative = path.dropFirst(prefix.count)
        return String(
          relative.lowercased().hasSuffix(".json5")
            ? relative.dropLast(6) : relative.dropLast(5)
        )
      }
  }
}
