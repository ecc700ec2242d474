// Theme groups that are one choice, not independent ones.

extension TokensStudioThemes {
  /// `modifiers` (one per theme group) with the groups whose themes define the same tokens
  /// joined into one modifier, `theme`, each of their themes a value of it. Groups are chosen
  /// together, one theme of each, and a later group's sets win: groups that redefine each
  /// other's tokens are brands a build makes one at a time (Financial Times' origami: a group
  /// per brand, whose combination showed every brand's values as the last brand's, and
  /// missed their changes), not dimensions such as colour scheme × size, whose sets define
  /// different tokens. Two groups are one when the paths their themes' enabled sets both
  /// define are at least half of the larger group's, and neither reads a token only the other
  /// defines (a group that does is a layer over the other); `sourceOnly` gives each theme's files
  /// listed only as `source`, by group and theme, and `paths` a file's token paths (nothing
  /// known: nothing is joined). Sets both groups enable are left out of the comparison. Groups
  /// of several themes each are joined only when they share a theme's name.
  /// Groups made of different Figma collections are joined like any others (origami's brands
  /// are a collection each). Returns `sourceOnly` with each joined modifier's themes under its
  /// name and their names in it. Pure.
  static func alternativeGroups(
    _ modifiers: [ResolverDocument.Modifier],
    sourceOnly: [String: [String: Set<String>]],
    paths: (String) -> Set<TokenPath>,
    references: (String) -> Set<TokenPath>
  ) -> (modifiers: [ResolverDocument.Modifier], sourceOnly: [String: [String: Set<String>]]) {
    guard modifiers.count > 1 else { return (modifiers, sourceOnly) }
    let read = modifiers.map { modifier in
      modifier.contexts.flatMap(\.sources).compactMap(\.filePath).reduce(into: Set<TokenPath>()) {
        $0.formUnion(references($1))
      }
    }
    // What a group's themes enable: the sets they list only as `source` (swisspost's `Theme`
    // lists both colour schemes so) are read, not chosen.
    let enabled = modifiers.map { modifier in
      modifier.contexts.reduce(into: Set<String>()) { files, context in
        let read = sourceOnly[modifier.name]?[context.name] ?? []
        files.formUnion(context.sources.compactMap(\.filePath).filter { !read.contains($0) })
      }
    }
    // The paths a group's own sets define: a set another group's themes enable too (winds'
    // themes each enabling the `admin/one` set of the `admin` group) is shared, not
    // redefined, and says nothing of whether the two groups are one choice.
    func union(_ files: Set<String>) -> Set<TokenPath> {
      files.reduce(into: Set<TokenPath>()) { $0.formUnion(paths($1)) }
    }
    let definedByGroup = enabled.map(union)
    func defined(_ group: Int, without other: Int) -> Set<TokenPath> {
      enabled[group].isDisjoint(with: enabled[other])
        ? definedByGroup[group] : union(enabled[group].subtracting(enabled[other]))
    }
    // Each modifier's cluster: the first modifier of the groups it is joined with.
    var cluster = Array(modifiers.indices)
    func root(_ index: Int) -> Int {
      var index = index
      while cluster[index] != index { index = cluster[index] }
      return index
    }
    // Two groups of several themes each, named differently (`Mode: Light, Dark` and `Brand: A,
    // B`), are two choices whatever their sets define: a group per brand has one theme (a
    // brand), or the same themes as the other once the group's name is set aside (`alpha:
    // light, dark` and `beta: light, dark`; `acme: acme-light, acme-dark` and `globex:
    // globex-light, globex-dark`).
    func mayBeOneChoice(_ first: Int, _ second: Int) -> Bool {
      let names = [first, second].map { index in
        let group = modifiers[index].name.lowercased()
        return Set(
          modifiers[index].contexts.map { context in
            String(
              context.name.lowercased().replacing(group, with: "").filter {
                $0.isLetter || $0.isNumber
              }
            )
          }
        )
      }
      return names[0].count == 1 || names[1].count == 1 || !names[0].isDisjoint(with: names[1])
    }
    for first in modifiers.indices where !enabled[first].isEmpty {
      for second in modifiers.indices.dropFirst(first + 1)
      where !enabled[second].isEmpty && mayBeOneChoice(first, second) {
        let firstDefines = defined(first, without: second)
        let secondDefines = defined(second, without: first)
        guard !firstDefines.isEmpty, !secondDefines.isEmpty else { continue }
        let shared = firstDefines.intersection(secondDefines).count
        guard shared * 2 >= max(firstDefines.count, secondDefines.count) else { continue }
        // A group that reads what only the other defines is layered over it (PB's `Platform`
        // over its themes' colours and fonts).
        let onlyFirst = firstDefines.subtracting(secondDefines)
        let onlySecond = secondDefines.subtracting(firstDefines)
        guard read[first].isDisjoint(with: onlySecond), read[second].isDisjoint(with: onlyFirst)
        else { continue }
        let (a, b) = (root(first), root(second))
        cluster[max(a, b)] = min(a, b)
      }
    }
    let taken = Set(modifiers.map(\.name))
    var result: [ResolverDocument.Modifier] = []
    var joinedSourceOnly = sourceOnly
    for index in modifiers.indices where root(index) == index {
      let members = modifiers.indices.filter { root($0) == index }.map { modifiers[$0] }
      guard members.count > 1 else {
        result.append(modifiers[index])
        continue
      }
      let contexts = members.flatMap(\.contexts)
      let names = contexts.map(\.name)
      let unique = Set(names).count == names.count
      var joined = ResolverDocument.Modifier(
        name: taken.contains("theme") ? members.map(\.name).joined(separator: "/") : "theme",
        contexts: [],
        defaultContext: nil
      )
      for member in members {
        for context in member.contexts {
          let name = unique ? context.name : "\(member.name)/\(context.name)"
          joined.contexts.append((name: name, sources: context.sources))
          joinedSourceOnly[joined.name, default: [:]][name] =
            sourceOnly[member.name]?[context.name]
        }
      }
      result.append(joined)
    }
    return (result, joinedSourceOnly)
  }
}
