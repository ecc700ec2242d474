/// A DTCG 2025.10 resolver document (`*.resolver.json`): named sets of token sources, modifiers
/// whose contexts choose more sources, and the order they are merged in.
public struct ResolverDocument: Sendable, Equatable {
  /// Where a set or context takes its tokens from.
  public enum Source: Sendable, Equatable {
    /// A token file of the revision, as a path from the repository root.
    case file(String, position: TextPosition)
    /// Another set of this document (`#/sets/name`).
    case set(String, position: TextPosition)
    /// Tokens written inline in the resolver document.
    case inline(JSONValue)

    /// The token file's path, for a file source. Pure.
    public var filePath: String? {
      if case .file(let path, _) = self { return path }
      return nil
    }
  }

  /// A modifier: one context is chosen per permutation.
  public struct Modifier: Sendable, Equatable {
    public var name: String
    /// In the order written.
    public var contexts: [(name: String, sources: [Source])]
    public var defaultContext: String?

    public static func == (lhs: Modifier, rhs: Modifier) -> Bool {
      lhs.name == rhs.name && lhs.defaultContext == rhs.defaultContext
        && lhs.contexts.map(\.name) == rhs.contexts.map(\.name)
        && lhs.contexts.map(\.sources) == rhs.contexts.map(\.sources)
    }
  }

  /// Sources read only in the permutations that choose every listed context: a file named for
  /// two dimensions at once (`tokens.brand-a.dark.json` beside `tokens.brand-a.json` and
  /// `tokens.dark.json`: brand `a` in `dark`, and no other brand's dark mode). Merged after
  /// every step's sources.
  public struct JointSource: Sendable, Equatable {
    /// The context each named modifier must take.
    public var contexts: [String: String]
    public var sources: [Source]

    /// Whether `chosen` (context by modifier) takes every context this source needs. Pure.
    func applies(to chosen: [String: String]) -> Bool {
      contexts.allSatisfy { chosen[$0.key] == $0.value }
    }
  }

  /// One step of `resolutionOrder`.
  public enum Step: Sendable, Equatable {
    case set(name: String, sources: [Source])
    case modifier(Modifier)
  }

  /// The document's own path.
  public var path: String
  public var name: String?
  /// The declared sets, by name, for sources that refer to `#/sets/NAME`.
  public var sets: [String: [Source]]
  /// `resolutionOrder`, with references replaced by what they name.
  public var steps: [Step]
  /// Sources only some combinations of contexts read, in merge order (see ``JointSource``).
  /// Empty for a DTCG resolver document, which has no way to write them.
  public var jointSources: [JointSource] = []
  /// Files whose tokens only serve to resolve references and are not reported themselves
  /// (Tokens Studio's `source` sets).
  public var referenceOnlyFiles: Set<String> = []
  /// Tokens Studio's merge order (the plugin's `mergeTokenGroups`): in a permutation, the
  /// files its steps list only as `source` sets merge before every file a chosen theme
  /// enables, so a set one theme enables wins over a set another theme of the permutation
  /// only uses as a source (swisspost: a `Theme` group listing both colour-scheme sets as
  /// sources left `Dark` winning in `Scheme=Light`). By modifier, then context, the files
  /// listed as `source` only; the always-on step's under `""`. Empty for a DTCG resolver
  /// document, whose sources merge in the order listed.
  public var sourceOnlyFiles: [String: [String: Set<String>]] = [:]
  /// Whether a file that several chosen steps list merges at its first place, not its last:
  /// Tokens Studio's `permutateThemes` joins the sets of a permutation's themes in group order
  /// and keeps each set once, where it first appears. A semantic set a `brand` theme lists
  /// before its brand set, and a later `common` group lists again, stays under the brand set
  /// (tokens-nest: every brand override was lost). `false` for a DTCG resolver document, where a
  /// source listed again merges again, later.
  public var keepsFirstOccurrences = false
  /// Each context's identity, by the `modifier=context` pair its permutations are named with:
  /// a Tokens Studio theme's `id`, or for a DTCG resolver document the files the context
  /// reads (``contextsByFiles``). A context renamed under the same identity is the same
  /// context (see ``ModeRenames``). Empty for sets of alternative files.
  public var contextIdentities: [String: String] = [:]

  /// Each context's identity by the files it reads, by `modifier=context`, for a context that
  /// reads files only: a context renamed with its files kept is the same context
  /// (`theme=light` that became `brandTheme=brand-a-light`, both reading `tokens/light.json`;
  /// see ``ModeRenames``). Pure.
  public var contextsByFiles: [String: String] {
    var identities: [String: String] = [:]
    for modifier in modifiers {
      for context in modifier.contexts {
        let files = context.sources.compactMap(\.filePath)
        guard !files.isEmpty, files.count == context.sources.count else { continue }
        identities["\(modifier.name)=\(context.name)"] = "files:" + files.joined(separator: "\n")
      }
    }
    return identities
  }

  /// Applies `update` to the modifier named `name`, where the steps hold it. Pure apart from
  /// `self`.
  mutating func updateModifier(named name: String, _ update: (inout Modifier) -> Void) {
    steps = steps.map { step in
      guard case .modifier(var modifier) = step, modifier.name == name else { return step }
      update(&modifier)
      return .modifier(modifier)
    }
  }

  /// The modifiers in resolution order.
  public var modifiers: [Modifier] {
    steps.compactMap { if case .modifier(let modifier) = $0 { modifier } else { nil } }
  }

  /// Every source the document writes: its steps', its modifiers' contexts', its joint
  /// sources', then its sets' by name (references to sets are listed as written, not
  /// replaced). Pure.
  public var everySource: [Source] {
    steps.flatMap { step -> [Source] in
      switch step {
      case .set(_, let sources): sources
      case .modifier(let modifier): modifier.contexts.flatMap(\.sources)
      }
    } + jointSources.flatMap(\.sources) + sets.sorted { $0.key < $1.key }.flatMap(\.value)
  }
}

/// One combination of modifier contexts: a mode.
public struct Permutation: Sendable, Equatable {
  /// `(modifier, context)` in resolution order.
  public var contexts: [(modifier: String, context: String)]

  /// `theme=dark, size=mobile`; `nil` when the document has no modifiers. Pure.
  public var name: String? {
    contexts.isEmpty ? nil : contexts.map { "\($0.modifier)=\($0.context)" }.joined(separator: ", ")
  }

  public static func == (lhs: Permutation, rhs: Permutation) -> Bool {
    lhs.contexts.map(\.modifier) == rhs.contexts.map(\.modifier)
      && lhs.contexts.map(\.context) == rhs.contexts.map(\.context)
  }
}

extension ResolverDocument {
  /// How many combinations of contexts the modifiers make (saturating). Pure.
  public var permutationCount: Int {
    modifiers.reduce(1) { count, modifier in
      let (product, overflow) = count.multipliedReportingOverflow(
        by: max(1, modifier.contexts.count)
      )
      return overflow ? Int.max : product
    }
  }

  /// Every combination of contexts, the first modifier varying slowest. Pure.
  public var permutations: [Permutation] {
    modifiers.reduce([Permutation(contexts: [])]) { partial, modifier in
      partial.flatMap { permutation in
        modifier.contexts.map { context in
          Permutation(contexts: permutation.contexts + [(modifier.name, context.name)])
        }
      }
    }
  }

  /// Every modifier at its default context (or its first), then each other context of each
  /// modifier with the rest at their defaults: what is resolved when the full product is too
  /// large. Pure.
  public var permutationsOneModifierAtATime: [Permutation] {
    let defaults = modifiers.map { modifier in
      (modifier.name, modifier.defaultContext ?? modifier.contexts.first?.name ?? "")
    }
    var result = [Permutation(contexts: defaults)]
    for (position, modifier) in modifiers.enumerated() {
      for context in modifier.contexts where context.name != defaults[position].1 {
        var contexts = defaults
        contexts[position] = (modifier.name, context.name)
        result.append(Permutation(contexts: contexts))
      }
    }
    return result
  }

  /// The sources of one permutation, in merge order (later sources win), with references to
  /// other sets replaced by their sources. Pure.
  public func sources(for permutation: Permutation) -> [Source] {
    let chosen = Dictionary(
      permutation.contexts.map { ($0.modifier, $0.context) },
      uniquingKeysWith: { first, _ in first }
    )
    let listed =
      steps.flatMap { step -> [Source] in
        switch step {
        case .set(_, let sources): return sources
        case .modifier(let modifier):
          return modifier.contexts.first { $0.name == chosen[modifier.name] }?.sources ?? []
        }
      } + jointSources.filter { $0.applies(to: chosen) }.flatMap(\.sources)
    var expanded: [String: [Source]] = [:]
    let merged =
      keepsFirstOccurrences
      ? Self.firstOccurrences(listed)
      : Self.lastOccurrences(expand(listed, visiting: [], expanded: &expanded).sources)
    guard !sourceOnlyFiles.isEmpty else { return merged }
    // Files a chosen step lists as `source` only, unless another chosen step enables them.
    let alwaysSourceOnly = sourceOnlyFiles[""]?[""] ?? []
    var sourceOnly = alwaysSourceOnly
    var enabled = Set<String>()
    for step in steps {
      switch step {
      case .set(_, let sources):
        enabled.formUnion(sources.compactMap(\.filePath).filter { !alwaysSourceOnly.contains($0) })
      case .modifier(let modifier):
        guard let context = chosen[modifier.name],
          let sources = modifier.contexts.first(where: { $0.name == context })?.sources
        else { continue }
        let only = sourceOnlyFiles[modifier.name]?[context] ?? []
        sourceOnly.formUnion(only)
        enabled.formUnion(sources.compactMap(\.filePath).filter { !only.contains($0) })
      }
    }
    sourceOnly.subtract(enabled)
    guard !sourceOnly.isEmpty else { return merged }
    let first = merged.filter { $0.filePath.map(sourceOnly.contains) == true }
    return first + merged.filter { $0.filePath.map(sourceOnly.contains) != true }
  }

  /// `sources` with references to sets replaced by the sets' sources. A source listed twice is
  /// kept at its last place only, which merges to the same tokens (later sources win), so a set
  /// that includes another twice, itself including another twice, stays as long as the
  /// distinct sources it names rather than doubling at each level. Each set is expanded once
  /// (`expanded`), unless a cycle was cut inside it. Pure.
  private func expand(
    _ sources: [Source],
    visiting: Set<String>,
    expanded: inout [String: [Source]]
  ) -> (sources: [Source], cutCycle: Bool) {
    var result: [Source] = []
    var cutCycle = false
    for source in sources {
      guard case .set(let name, _) = source else {
        result.append(source)
        continue
      }
      if let known = expanded[name] {
        result += known
        continue
      }
      guard !visiting.contains(name), let nested = sets[name] else {
        cutCycle = cutCycle || visiting.contains(name)
        result.append(source)
        continue
      }
      let inner = expand(nested, visiting: visiting.union([name]), expanded: &expanded)
      let distinct = Self.lastOccurrences(inner.sources)
      if !inner.cutCycle { expanded[name] = distinct }
      cutCycle = cutCycle || inner.cutCycle
      result += distinct
    }
    return (Self.lastOccurrences(result), cutCycle)
  }

  /// Each source at its last place only. Pure.
  private static func lastOccurrences(_ sources: [Source]) -> [Source] {
    firstOccurrences(sources.reversed()).reversed()
  }

  /// Each source at its first place only. Pure.
  private static func firstOccurrences(_ sources: some Sequence<Source>) -> [Source] {
    var seen = Set<String>()
    var kept: [Source] = []
    for source in sources {
      let key: String
      switch source {
      case .file(let path, _): key = "file:" + path
      case .set(let name, _): key = "set:" + name
      case .inline(let value): key = "inline:\(value.position.line):\(value.position.column)"
      }
      if seen.insert(key).inserted { kept.append(source) }
    }
    return kept
  }
}
