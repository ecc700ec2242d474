/// Finds the removed and added tokens that are one token under a new name.
///
/// Rules, in order; each sees only the tokens the earlier ones left:
/// 1. **identity** (unless ``RenameOptions/byIdentity`` is off): the same non-nil
///    ``ResolvedToken/Fields/identity`` (Spectrum's `uuid`, an `$extensions` id) on exactly one removed
///    and exactly one added token.
/// 2. **map**: the configuration's `renames:` map names the removed path and the added one.
/// 3. **hint**: the removed token's definition names its new path (Spectrum's `renamed`, or a
///    `$deprecated` reason with one `{path}`), and exactly one added token has that path and
///    no other removed token claims it.
/// 4. **spelling** (unless structural matching is off): a removed and an added token of the same
///    type whose paths have the same words in the same order (see ``PathSimilarity/words(_:)``),
///    spelled with other case or separators (`color.primaryText` → `color.primary-text`), when
///    each is the only one of its side with those words; then the same letters and digits
///    (`borderRadius.lg` → `borderradius.lg`), likewise unique. A naming migration renames many tokens
///    that share values, which the structural rule must leave ambiguous.
/// 5. **structural** (unless off): a removed and an added token with the same type, the same
///    alias target (both aliases) or the same value (both literals), and a similar path (see
///    ``PathSimilarity``), when each is the other's only candidate, or the only one that keeps
///    the other's last segment (`primary.light` → `brandPrimary.light`, not `brandPrimary.dark`
///    of the same value).
///
/// Anything ambiguous stays removed and added; a removed token with several structural
/// candidates is returned in ``Matches/ambiguous`` so the report can say so.
enum RenameMatcher {
  struct Matches {
    var pairs: [(removed: Int, added: Int, rule: RenameRule)] = []
    /// Removed index → the added indices it could be, when there are several.
    var ambiguous: [Int: [Int]] = [:]
  }

  /// Pairs of indices into `removed` and `added`; `nil` entries never match. Pure.
  static func match(
    removed: [ResolvedToken?],
    added: [ResolvedToken?],
    options: RenameOptions = RenameOptions()
  ) -> Matches {
    var matches = Matches()
    var usedRemoved = Set<Int>()
    var usedAdded = Set<Int>()
    func accept(_ old: Int, _ new: Int, _ rule: RenameRule) {
      matches.pairs.append((old, new, rule))
      usedRemoved.insert(old)
      usedAdded.insert(new)
    }

    if options.byIdentity {
      var removedByIdentity: [String: [Int]] = [:]
      var addedByIdentity: [String: [Int]] = [:]
      for (index, token) in removed.enumerated() {
        if let identity = token?.identity { removedByIdentity[identity, default: []].append(index) }
      }
      for (index, token) in added.enumerated() {
        if let identity = token?.identity { addedByIdentity[identity, default: []].append(index) }
      }
      for (identity, old) in removedByIdentity.sorted(by: { $0.key < $1.key }) {
        guard old.count == 1, let new = addedByIdentity[identity], new.count == 1 else { continue }
        accept(old[0], new[0], .identity)
      }
    }

    func addedByName() -> [String: [Int]] {
      var byName: [String: [Int]] = [:]
      for (index, token) in added.enumerated() where !usedAdded.contains(index) {
        if let token { byName[token.path.description, default: []].append(index) }
      }
      return byName
    }

    if !options.map.isEmpty {
      let byName = addedByName()
      var claims: [String: [Int]] = [:]
      for (index, token) in removed.enumerated() where !usedRemoved.contains(index) {
        if let token, let target = options.map[token.path] {
          claims[target.description, default: []].append(index)
        }
      }
      for (name, old) in claims.sorted(by: { $0.key < $1.key }) {
        guard old.count == 1, let new = byName[name], new.count == 1 else { continue }
        accept(old[0], new[0], .map)
      }
    }

    let byName = addedByName()
    var claims: [String: [Int]] = [:]
    for (index, token) in removed.enumerated() where !usedRemoved.contains(index) {
      if let name = token?.renamedTo { claims[name, default: []].append(index) }
    }
    for (name, old) in claims.sorted(by: { $0.key < $1.key }) {
      guard old.count == 1, let new = byName[name], new.count == 1 else { continue }
      accept(old[0], new[0], .hint)
    }

    if options.structural {
      for (old, new) in Self.sameWords(removed, added, usedRemoved, usedAdded) {
        accept(old, new, .spelling)
      }
      let structural = StructuralRenames.match(
        removed: unused(removed, usedRemoved),
        added: unused(added, usedAdded)
      )
      for (old, new) in structural.pairs {
        let isAlias = removed[old]?.aliasOf != nil
        accept(
          old,
          new,
          structural.grouped.contains(old)
            ? (isAlias ? .groupAlias : .group) : (isAlias ? .structuralAlias : .structural)
        )
      }
      matches.ambiguous = structural.ambiguous
      // Aliases renamed with the tokens they name (`accent.slate.bold: {slate.600}` →
      // `accent.blue-grey.bold: {blue-grey.600}`, the palette renamed too): the same rule
      // again, each removed alias read as naming its target's new name.
      for (old, new) in followingRenamedTargets(
        removed,
        added,
        matches.pairs,
        usedRemoved,
        usedAdded
      ) {
        accept(old, new, .renamedTarget)
        matches.ambiguous[old] = nil
      }
    }
    return matches
  }

  /// The structural rule over what is left, each removed alias whose target was renamed read
  /// as an alias of the target's new name. Pure.
  private static func followingRenamedTargets(
    _ removed: [ResolvedToken?],
    _ added: [ResolvedToken?],
    _ pairs: [(removed: Int, added: Int, rule: RenameRule)],
    _ usedRemoved: Set<Int>,
    _ usedAdded: Set<Int>
  ) -> [(Int, Int)] {
    var newNames: [TokenPath: TokenPath] = [:]
    for pair in pairs {
      guard let old = removed[pair.removed]?.path, let new = added[pair.added]?.path else {
        continue
      }
      newNames[old] = new
    }
    guard !newNames.isEmpty else { return [] }
    let followed = removed.enumerated().compactMap { index, token -> (Int, ResolvedToken)? in
      guard !usedRemoved.contains(index), var token, let target = token.aliasOf,
        let renamed = newNames[target]
      else { return nil }
      token.aliasOf = renamed
      return (index, token)
    }
    guard !followed.isEmpty else { return [] }
    return StructuralRenames.match(removed: followed, added: unused(added, usedAdded)).pairs
  }

  /// The tokens not yet paired, with their indices. Pure.
  private static func unused(_ tokens: [ResolvedToken?], _ used: Set<Int>) -> [(
    Int, ResolvedToken
  )] {
    tokens.enumerated().compactMap { index, token in
      guard !used.contains(index), let token else { return nil }
      return (index, token)
    }
  }

  /// Whether a removed and an added token may be one renamed: the same type, or a type on one
  /// side only with the same value (a move from Theo's typed files to untyped Style
  /// Dictionary JSON, matchbox). Pure.
  static func typesAgree(_ old: ResolvedToken, _ new: ResolvedToken) -> Bool {
    if old.type == new.type { return true }
    guard (old.type == nil) != (new.type == nil), let before = old.value, let after = new.value
    else { return false }
    return before == after || before.text.lowercased() == after.text.lowercased()
  }

  /// Pairs of a removed and an added token (not yet used) of the same type (``typesAgree(_:_:)``)
  /// whose paths have the same words, each the only one of its side with them; then, of the rest, those whose paths
  /// have the same letters and digits (`ContentCol.ItemSpacing` → `contentcol.itemspacing`,
  /// where lowercasing also dropped the word breaks). By removed index. Pure.
  private static func sameWords(
    _ removed: [ResolvedToken?],
    _ added: [ResolvedToken?],
    _ usedRemoved: Set<Int>,
    _ usedAdded: Set<Int>
  ) -> [(Int, Int)] {
    var usedRemoved = usedRemoved
    var usedAdded = usedAdded
    var pairs: [(Int, Int)] = []
    // The same words must also have the same numbers (`space.-1` is not `space.1`).
    let spellings: [(TokenPath) -> [String]] = [
      { PathSimilarity.words($0) + [PathSimilarity.lettersAndDigits($0)] },
      { [PathSimilarity.lettersAndDigits($0)] },
    ]
    for spelling in spellings {
      func bySpelling(_ tokens: [ResolvedToken?], _ used: Set<Int>) -> [[String]: [Int]] {
        var found: [[String]: [Int]] = [:]
        for (index, token) in tokens.enumerated() where !used.contains(index) {
          guard let token else { continue }
          found[spelling(token.path), default: []].append(index)
        }
        return found
      }
      let addedBySpelling = bySpelling(added, usedAdded)
      guard !addedBySpelling.isEmpty else { break }
      for (key, olds) in bySpelling(removed, usedRemoved) {
        guard olds.count == 1, let news = addedBySpelling[key], news.count == 1,
          let old = removed[olds[0]], let new = added[news[0]], typesAgree(old, new)
        else { continue }
        pairs.append((olds[0], news[0]))
        usedRemoved.insert(olds[0])
        usedAdded.insert(news[0])
      }
    }
    return pairs.sorted { $0.0 < $1.0 }
  }
}
