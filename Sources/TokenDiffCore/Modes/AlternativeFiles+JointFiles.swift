// Files named for two dimensions at once (`tokens.brand-a.dark.json`, `brands/alpha-dark.json`): read
// only where both hold.

extension AlternativeFiles {
  /// `document` with each file named for two dimensions read only where both hold. A mode's
  /// files (`dark`: `tokens.dark.json`, `tokens.brand-a.dark.json`, `tokens.brand-b.dark.json`)
  /// each restating one value of another dimension (the file of the same name without the
  /// mode, `tokens.brand-a.json`, which is `variant=tokens.brand-a`) are that value's mode, not
  /// layers of every value's: `dark` of brand `a` reads `tokens.brand-a.dark.json`, and no
  /// other brand's dark file (SURFnet's build writes one CSS block per brand and scheme from
  /// exactly these files). Read as one context, every brand's dark mode took the last dark
  /// file, and an edit to any other was no change. A mode's file is joint only where at least
  /// two of the mode's files name different values of one dimension; a file whose unmoded
  /// namesake is no value of another dimension (`button.dark.json` beside the shared
  /// `button.json`) stays in its mode for every value. Pure.
  static func jointFiles(_ document: ResolverDocument) -> ResolverDocument {
    let modifiers = document.modifiers
    guard modifiers.count > 1 else { return document }
    // The one context that reads each file (a file two contexts read names neither).
    var contextOfFile: [String: (modifier: String, context: String)] = [:]
    var ambiguous = Set<String>()
    for modifier in modifiers {
      for context in modifier.contexts {
        for case .file(let path, _) in context.sources {
          if contextOfFile.updateValue((modifier.name, context.name), forKey: path) != nil {
            ambiguous.insert(path)
          }
        }
      }
    }
    for path in ambiguous { contextOfFile[path] = nil }
    var result = document
    for modifier in modifiers {
      for context in modifier.contexts {
        var namesakes: [(source: ResolverDocument.Source, other: String, value: String)] = []
        for source in context.sources {
          guard let path = source.filePath,
            let namesake = unmodedNamesake(of: path, mode: context.name),
            let owner = contextOfFile[namesake], owner.modifier != modifier.name
          else { continue }
          namesakes.append((source, owner.modifier, owner.context))
        }
        // The other dimension most of them name, when they name two of its values or more.
        let byDimension = Dictionary(grouping: namesakes, by: \.other)
        guard
          let (other, joint) = byDimension.max(by: {
            ($0.value.count, $1.key) < ($1.value.count, $0.key)
          }),
          Set(joint.map(\.value)).count > 1
        else { continue }
        let moved = Set(joint.compactMap(\.source.filePath))
        result.updateModifier(named: modifier.name) { own in
          for index in own.contexts.indices where own.contexts[index].name == context.name {
            own.contexts[index].sources.removeAll { $0.filePath.map(moved.contains) == true }
          }
        }
        result.jointSources += joint.map {
          ResolverDocument.JointSource(
            contexts: [modifier.name: context.name, other: $0.value],
            sources: [$0.source]
          )
        }
      }
    }
    return result
  }

  /// `document` with a dimension whose values each name a value of another dimension too
  /// read as its own values, each file read only with the value it names: `brands/alpha-dark.json`,
  /// `brands/alpha-light.json`, `brands/beta-dark.json`, `brands/beta-light.json` beside
  /// `themes/dark.json` and `themes/light.json` are brands `alpha` and `beta`, and
  /// `alpha-dark.json` is read with `theme=dark` only (a build that loops brand × theme over
  /// `brands/${brand}-${theme}.json` and `themes/${theme}.json`). Crossed with the themes as
  /// they were, the four brand files made eight modes, four of them pairing a brand's dark
  /// values with the light theme. Only when every value of the dimension ends in a value of
  /// one other dimension (after `-`, `_` or `.`, in any case, the longest that fits), they
  /// name two of its values or more, and every value comes in each of them (a missing pair
  /// would be a mode no file makes). Pure.
  static func jointValues(_ document: ResolverDocument) -> ResolverDocument {
    let modifiers = document.modifiers
    guard modifiers.count > 1 else { return document }
    var result = document
    for modifier in modifiers {
      for other in modifiers where other.name != modifier.name {
        // The longest value first: `alpha-high-contrast-dark` ends in `high-contrast-dark`.
        let otherValues = other.contexts.map(\.name).sorted { $0.count > $1.count }
        let split = modifier.contexts.map { context in
          otherValues.lazy.compactMap { value in
            valueNaming(context.name, endingIn: value).map { (own: $0, other: value) }
          }.first
        }
        let named = split.compactMap(\.self)
        guard named.count == split.count, Set(named.map(\.other)).count > 1,
          result.jointSources.allSatisfy({ $0.contexts[modifier.name] == nil })
        else { continue }
        var values: [String] = []
        for name in named.map(\.own) where !values.contains(name) { values.append(name) }
        // Every value in every one of the other's: a missing pair would be a mode no file
        // makes, and the split would come and go with it across revisions.
        let pairs = Set(named.map { "\($0.own)\u{0}\($0.other)" })
        guard pairs.count == named.count, pairs.count == values.count * otherValues.count
        else { continue }
        result.updateModifier(named: modifier.name) { own in
          own.contexts = values.map { (name: $0, sources: []) }
          own.defaultContext = nil
        }
        result.jointSources += zip(modifier.contexts, named).map { context, name in
          ResolverDocument.JointSource(
            contexts: [modifier.name: name.own, other.name: name.other],
            sources: context.sources
          )
        }
        break
      }
    }
    return result
  }

  /// What `name` says before `value` at its end (`alpha` of `alpha-dark` for `dark`), after a
  /// `-`, `_` or `.`, in any case; `nil` when it does not end so or nothing is left. Pure.
  static func valueNaming(_ name: String, endingIn value: String) -> String? {
    guard name.count > value.count + 1,
      name.suffix(value.count).lowercased() == value.lowercased()
    else { return nil }
    let head = name.dropLast(value.count)
    guard let separator = head.last, "-_.".contains(separator) else { return nil }
    return String(head.dropLast())
  }

  /// The file `path` restates for mode `mode`: `src/tokens.a.json` of `src/tokens.a.dark.json`
  /// in `dark` (the mode as the name's last dotted part, in any case); `nil` when the name
  /// does not end in the mode or nothing is left before it. Pure.
  static func unmodedNamesake(of path: String, mode: String) -> String? {
    let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
    let name = path[slash...]
    let stem = valueName(String(name), isFileName: true)
    let suffix = "." + mode.lowercased()
    guard stem.count > suffix.count, stem.suffix(suffix.count).lowercased() == suffix else {
      return nil
    }
    return String(path[..<slash]) + stem.dropLast(suffix.count) + name.dropFirst(stem.count)
  }
}
