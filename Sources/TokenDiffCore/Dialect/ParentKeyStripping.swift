/// Builds that drop each file's top-level keys: sd-transforms' `excludeParentKeys: true` reads
/// `{"brand": {"epe": {"color": …}}}` as `epe.color…`, so the set's references say
/// `{epe.color.blue.31}`. Which reading a set uses is decided by its own references: the parent
/// keys are dropped when more of the set's aliases name a path that exists without them than
/// with them (and at least one does). A set whose references fit its files as written keeps its
/// paths, but for a file whose own references name its own tokens without their top-level keys
/// (a Tokens Studio document of sets, `{"global": …, "dark": …}`, beside the files an export
/// made of it): that file is read without them, as it is when it stands alone. A file of a
/// Tokens Studio project of many files (under a `$metadata.json`) is one set whose top-level
/// keys are its own groups, never set names: its references that omit them are broken, as the
/// plugin reads them (Blueprint's `{gray.100}` for `color.gray.100`, fixed a commit later),
/// not a reason to read that file alone without them. Only Tokens Studio and Style Dictionary
/// sets are considered. Pure.
enum ParentKeyStripping {
  /// `tokens` (one set's) with the first segment of every path dropped when the set's
  /// references say its build drops it, else of the files whose own references say so;
  /// unchanged otherwise. Returns whether it did. Pure.
  ///
  /// Tokens of one file that the dropped keys make one path and that came from sibling groups
  /// named for colour schemes (`{"light": {"bg": …}, "dark": {"bg": …}}`, as Telefónica's
  /// Mística writes each brand) are one token with a mode per scheme (see
  /// ``foldingColorSchemes(_:schemes:)``), not one scheme's value silently winning: `folded`
  /// are the positions of the copies to drop.
  static func apply(_ tokens: inout [Token], projectFiles: Set<String> = [])
    -> (stripped: Bool, folded: [Int])
  {
    guard tokens.contains(where: { $0.dialect == .tokensStudio || $0.dialect == .styleDictionary })
    else { return (false, []) }
    let schemes = tokens.map { token -> String? in
      guard let first = token.path.segments.first,
        AlternativeFiles.colorSchemes.contains(first.lowercased())
      else { return nil }
      return first
    }
    let before = tokens.map(\.path)
    if tokens.allSatisfy({ $0.path.segments.count >= 2 }), fitsStripped(tokens) {
      for index in tokens.indices {
        tokens[index].path = withoutParentKey(tokens[index].path)
      }
    } else if !stripFilesReadingThemselvesStripped(&tokens, sparing: projectFiles) {
      return (false, [])
    }
    let stripped = tokens.indices.map { tokens[$0].path != before[$0] ? schemes[$0] : nil }
    return (true, foldingColorSchemes(&tokens, schemes: stripped))
  }

  /// Folds the tokens of one file that share a path and whose dropped first key was a colour
  /// scheme (`schemes`, by position) into the first of them (the `light` one when there is
  /// one), with a `mode` map of each scheme's value; gives the positions of the others. A path
  /// only one scheme defines, or that another group of the file defines too, is left as it
  /// is. Pure apart from `tokens`.
  private static func foldingColorSchemes(_ tokens: inout [Token], schemes: [String?]) -> [Int] {
    guard schemes.contains(where: { $0 != nil }) else { return [] }
    var groups: [TokenKey: [Int]] = [:]
    for index in tokens.indices {
      groups[TokenKey(path: tokens[index].path, file: tokens[index].location.file), default: []]
        .append(index)
    }
    var folded: [Int] = []
    // Only paths that the scheme groups alone define, once each: beside a copy in another group
    // (`global.theme.bg`), which one a build outputs is the file's order, as before.
    for indices in groups.values
    where indices.count > 1
      && Set(indices.compactMap { schemes[$0]?.lowercased() }).count == indices.count
    {
      let primary =
        indices.first { schemes[$0]?.lowercased() == "light" } ?? indices.min() ?? indices[0]
      let modes = indices.sorted().map { index in
        JSONMember(
          key: schemes[index] ?? "",
          keyPosition: tokens[index].value.position,
          value: tokens[index].value
        )
      }
      let others = (tokens[primary].extensions?.members ?? []).filter {
        $0.key != ModeOverrides.terrazzo
      }
      tokens[primary].extensions = ModeOverrides.extensions(
        modes: modes,
        keeping: others,
        at: tokens[primary].value.position
      )
      folded += indices.filter { $0 != primary }
    }
    return folded.sorted()
  }

  /// Whether more of the tokens' references name a path that exists among them with every
  /// path's first segment dropped than as written (and at least one does). A reference to
  /// what the token itself would be called stripped (`button.color.primary` reading
  /// `{color.primary}`, a component token naming the palette colour of its name) counts
  /// against: stripped, it would read itself, a cycle no build writes (baloise's
  /// `card.color.background.white` reading the global `{color.background.white}`). Pure.
  private static func fitsStripped(_ tokens: [Token]) -> Bool {
    let written = Set(tokens.map { $0.path })
    let stripped = Set(tokens.map { withoutParentKey($0.path) })
    var fitWritten = 0
    var fitStripped = 0
    for token in tokens {
      let itself = withoutParentKey(token.path)
      for target in referenceTargets(of: token) {
        if target == itself {
          fitWritten += 1
          continue
        }
        if written.contains(target) { fitWritten += 1 }
        if stripped.contains(target) { fitStripped += 1 }
      }
    }
    return fitStripped > fitWritten
  }

  /// Whether more of one file's references fit its own tokens with their first segment dropped
  /// than as written, among a set whose paths as written are `written`, as
  /// ``fitsStripped(_:)`` counts them, but for a reference that names one of the file's
  /// top-level groups and resolves as written in another file, where the file's own token it
  /// would name stripped sits under another key: it counts against dropping them, and for
  /// nothing else. A theme file of a Figma export reads `{type.paragraph.small.size}` from the
  /// screen-size files beside its own `type` group, while its `comms.type.paragraph.small.size`
  /// would fit it stripped. A Tokens Studio document whose set `color` holds a group `color`
  /// (`{color.red}` beside an export's `color.json`) still reads itself stripped. Pure.
  private static func fitsStripped(_ own: [Token], amid written: Set<TokenPath>) -> Bool {
    let ownWritten = Set(own.map { $0.path })
    var strippedKeys: [TokenPath: Set<String>] = [:]
    for token in own {
      guard let key = token.path.segments.first else { continue }
      strippedKeys[withoutParentKey(token.path), default: []].insert(key)
    }
    let topKeys = Set(own.compactMap { $0.path.segments.first })
    var fitWritten = 0
    var fitStripped = 0
    for token in own {
      let itself = withoutParentKey(token.path)
      for target in referenceTargets(of: token) {
        // Stripped, it would read itself: a cycle, so the reference names another file's token.
        if target == itself {
          fitWritten += 1
          continue
        }
        let keys = strippedKeys[target]
        if let first = target.segments.first, topKeys.contains(first), written.contains(target),
          !ownWritten.contains(target), keys?.contains(first) != true
        {
          fitWritten += 1
          continue
        }
        if ownWritten.contains(target) { fitWritten += 1 }
        if keys != nil { fitStripped += 1 }
      }
    }
    return fitStripped > fitWritten
  }

  /// `path` without its first segment. Pure.
  private static func withoutParentKey(_ path: TokenPath) -> TokenPath {
    TokenPath(Array(path.segments.dropFirst()))
  }

  /// Drops the first segment of the paths of each file (of several) whose own references fit
  /// its own tokens better that way (``fitsStripped(_:amid:)``). Returns whether it dropped
  /// any. Pure.
  private static func stripFilesReadingThemselvesStripped(
    _ tokens: inout [Token],
    sparing projectFiles: Set<String>
  ) -> Bool {
    var indicesByFile: [String: [Int]] = [:]
    for index in tokens.indices {
      indicesByFile[tokens[index].location.file, default: []].append(index)
    }
    guard indicesByFile.count > 1 else { return false }
    let written = Set(tokens.map(\.path))
    var stripped = false
    for (file, indices) in indicesByFile where !projectFiles.contains(file) {
      let own = indices.map { tokens[$0] }
      guard own.allSatisfy({ $0.path.segments.count >= 2 }), fitsStripped(own, amid: written)
      else { continue }
      for index in indices {
        tokens[index].path = withoutParentKey(tokens[index].path)
      }
      stripped = true
    }
    return stripped
  }

  /// The paths a token's value names: its whole alias, or the references written inside its
  /// value's strings (math, composites), read without a `.value` suffix. Pure.
  static func referenceTargets(of token: Token) -> [TokenPath] {
    if let target = token.aliasTarget { return [target] }
    var targets: [TokenPath] = []
    var pending = [token.value]
    var budget = 256
    while let value = pending.popLast(), budget > 0 {
      budget -= 1
      switch value.kind {
      case .string(let text): targets += embeddedReferences(in: text)
      case .array(let elements): pending += elements
      case .object(let members): pending += members.map(\.value)
      default: break
      }
    }
    return targets
  }
}
