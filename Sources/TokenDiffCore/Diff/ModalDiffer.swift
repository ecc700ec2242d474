import Foundation

/// Compares two revisions in all their modes.
///
/// Tokens are paired first (by path; then by resolver document or file; then by the most
/// similar file name, so a token that moved from `apple-hig.json` to
/// `apple-hig/color/light.tokens.json` is still the same token), then compared. A token that
/// resolves the same in every mode of both revisions is compared once. Otherwise a head mode is
/// compared with the base mode of the same name, else with the base mode named by one of its
/// contexts (`theme=dark, size=mobile` with `dark`), else with the base's only mode. A change
/// that is the same in every mode is reported once, with no mode; one that is not says which
/// modes. A removed and an added token that are one token under a new name (same `uuid`, or
/// the old definition's `renamed`; see ``RenameMatcher``) are one `renamed` change.
public enum ModalDiffer {
  /// Pure; sorted by token, mode, kind.
  public static func diff(
    _ base: ResolvedRevision,
    _ head: ResolvedRevision,
    renames options: RenameOptions = RenameOptions()
  ) -> [TokenChange] {
    diff(ModalIndex(base), ModalIndex(head), renames: options)
  }

  /// The same, on indices the caller already built (the pipeline shares them with the other
  /// stages, and the mode renames it lists, ``ModeRenames/found(_:_:)``). Pure.
  static func diff(
    _ before: ModalIndex,
    _ after: ModalIndex,
    renames options: RenameOptions = RenameOptions(),
    modeless: ModelessCounterparts? = nil,
    modeRenames: ModeRenames? = nil
  ) -> [TokenChange] {
    // Every path of either side once, in the order the indices made them (the output does not
    // depend on it: each path is compared on its own, the changes are sorted at the end, and
    // the removed and added tokens are sorted before rename matching reads them). Sorting the
    // paths themselves cost more than the rest of the diff on large sets.
    let paths = before.reportedPaths + after.reportedPaths.filter { !before.reports($0) }
    // Slices of paths compared side by side, sharing one cache of mode pairings.
    let slices = parallelRuns(paths.count, minimum: 2_000)
    let modeRenames = modeRenames ?? ModeRenames(ModeRenames.found(before.revision, after.revision))
    let pairings = ModePairings(
      modeless: modeless ?? ModelessCounterparts(before, after),
      added: ModePairings.added(
        before.revision.modeNames,
        after.revision.modeNames,
        renames: modeRenames
      ),
      renames: modeRenames
    )
    let compared = slices.parallelMap { slice in
      var result: (changes: [TokenChange], removed: [ModalEntry], added: [ModalEntry]) = (
        [], [], []
      )
      for path in paths[slice] {
        let (pairs, gone, new) = EntryPairing.pair(
          before.reportedEntries(path),
          after.reportedEntries(path),
          files: (
            { before.baselineToken($0)?.location.file }, { after.baselineToken($0)?.location.file }
          )
        )
        for (old, new) in pairs { result.changes += compare(old, new, before, after, pairings) }
        result.removed += gone
        result.added += new
      }
      // Sorted here, on the slice's core: the sort at the end then merges sorted runs.
      result.changes = result.changes.sortedByIndex(by: TokenChange.isOrderedBefore)
      return result
    }
    var changes = compared.flatMap(\.changes)
    // By path, and within a path by origin as ``EntryPairing`` leaves them.
    let removed = compared.flatMap(\.removed).sortedByIndex(by: ModalEntry.isOrderedBefore)
    let added = compared.flatMap(\.added).sortedByIndex(by: ModalEntry.isOrderedBefore)
    // A token only one side has is looked up, and its change made, on all cores: a revision
    // whose files are all new has tens of thousands.
    let removedFirsts = removed.parallelMap(runsOf: 512) { first(of: $0, in: before) }
    // Each set's modes as dimensions, worked out once rather than for each token one side has.
    let beforeSpaces = before.revision.sets.map(Self.dimensionSpace)
    let afterSpaces = after.revision.sets.map(Self.dimensionSpace)
    let addedFirsts = added.parallelMap(runsOf: 512) { first(of: $0, in: after) }
    let removedTokens = removedFirsts.map { $0?.token }
    let addedTokens = addedFirsts.map { $0?.token }
    let matches = RenameMatcher.match(removed: removedTokens, added: addedTokens, options: options)
    for (old, new, rule) in matches.pairs {
      changes += renamed(removed[old], added[new], before, after, pairings, rule: rule)
    }
    var renamedTo: [TokenPath: TokenPath] = [:]
    for (old, new, _) in matches.pairs {
      if let from = removedTokens[old]?.path, let to = addedTokens[new]?.path {
        renamedTo[from] = to
      }
    }
    changes = followingRenames(changes, renamedTo) { from, to in
      // A target only references read (a `source` set's) is not in the rename matches.
      options.structural && !before.reports(from) && !after.reports(to)
        && PathSimilarity.lettersAndDigits(from) == PathSimilarity.lettersAndDigits(to)
        && !after.defines(from) && !before.defines(to)
    }
    let renamedOld = Set(matches.pairs.map(\.removed))
    let renamedNew = Set(matches.pairs.map(\.added))
    let removals = Array(removed.indices).parallelMap(runsOf: 512) { index in
      renamedOld.contains(index)
        ? []
        : oneSided(
          removed[index],
          removedFirsts[index],
          in: before,
          space: beforeSpaces[removed[index].setIndex],
          isHead: false
        )
    }
    let additions = Array(added.indices).parallelMap(runsOf: 512) { index in
      renamedNew.contains(index)
        ? []
        : oneSided(
          added[index],
          addedFirsts[index],
          in: after,
          space: afterSpaces[added[index].setIndex],
          isHead: true
        )
    }
    for (index, old) in removed.enumerated() where !renamedOld.contains(index) {
      var gone = removals[index]
      if let candidates = matches.ambiguous[index], !gone.isEmpty {
        let names = candidates.compactMap { addedTokens[$0]?.path.description }
        let ambiguity =
          "could be renamed to \(names.joined(separator: ", ")) (ambiguous: kept as removed and added)"
        gone[0].note = [gone[0].note, ambiguity].compactMap(\.self).joined(separator: "; ")
      }
      if after.referenceOnlyPaths.contains(old.key.path) {
        // Still defined: its set became a `source` set, whose tokens are not output.
        for index in gone.indices {
          gone[index].note = [gone[index].note, Self.nowSourceOnly].compactMap(\.self).joined(
            separator: "; "
          )
        }
      }
      changes += gone
    }
    changes += additions.joined()
    return changes.sortedByIndex(by: TokenChange.isOrderedBefore)
  }

  /// `changes` without the alias retargets that only follow their target's rename (`{a.Pink}`
  /// → `{a.pink}` where `a.Pink` was renamed `a.pink`, by `renamedTo` or, for a target the
  /// diff does not report, by `isRespelled`): the alias still names the same token. One whose
  /// value changed too is a value change through that token. Pure.
  static func followingRenames(
    _ changes: [TokenChange],
    _ renamedTo: [TokenPath: TokenPath],
    isRespelled: (TokenPath, TokenPath) -> Bool
  ) -> [TokenChange] {
    changes.compactMap { change in
      guard change.kind == .aliasRetargeted, let from = change.before?.aliasOf,
        let to = change.after?.aliasOf, renamedTo[from] == to || isRespelled(from, to)
      else { return change }
      guard change.before?.value != change.after?.value else { return nil }
      var valueChange = change
      valueChange.kind = .valueChanged
      valueChange.via = valueChange.via ?? to
      return valueChange
    }
  }

  /// The note on a removal whose token is still defined, in a set that only serves references.
  static let nowSourceOnly =
    "still defined, but now only in a source set: it serves references and is no longer output"

  private static func compare(
    _ old: ModalEntry,
    _ new: ModalEntry,
    _ before: ModalIndex,
    _ after: ModalIndex,
    _ pairings: ModePairings
  ) -> [TokenChange] {
    let oldBaseline = before.baselineToken(old)
    let newBaseline = after.baselineToken(new)
    // A token with one resolution on each side that says the same (most tokens of a large
    // set) is done here, before any mode is paired or any context made.
    if !old.varies, !new.varies, let oldBaseline, let newBaseline,
      oldBaseline.isIdentical(to: newBaseline) || !DiffContext.differ(oldBaseline, newBaseline)
    {
      return []
    }
    let (pairs, slots) = modePairs(old, new, before, after, pairings)
    var changes: [TokenChange] = []
    var compared = 0
    var absent = false
    // Modes share resolutions (a token that depends on one dimension is one resolution per
    // value of it), and neighbouring modes mostly the same ones: the last pair found unchanged
    // is recognised by identity before the two are compared ("no change" depends on the two
    // tokens alone).
    var lastUnchanged: ResolutionPair?
    // And a pair found changed in one mode is the same change in every mode that holds it: a
    // resolution shared by two modes read the same definitions in both, so its `via` is the
    // same too. A colour one brand of five overrides is two pairs, not 120 comparisons.
    var changedPairs: [(pair: ResolutionPair, changes: [TokenChange])] = []
    let oldTokens = before.tokens(old, deltas: slots.map(\.base), baseline: oldBaseline)
    let newTokens = after.tokens(new, deltas: slots.map(\.head), baseline: newBaseline)
    let tokens = zip(oldTokens, newTokens).map { (old: $0, new: $1) }
    let kept = withoutDefaultRepeats(
      pairs,
      tokens,
      defaults: (oldBaseline, newBaseline),
      plainSets: old.set.isEmpty && new.set.isEmpty,
      groups: after.plainModeGroups
    )
    for index in kept {
      let (baseMode, headMode) = pairs[index]
      let (oldToken, newToken) = tokens[index]
      let mode = headMode ?? baseMode
      switch (oldToken, newToken) {
      case (let oldToken?, let newToken?):
        // One resolution on both sides (a set the diff did not touch is resolved once for
        // both revisions) says the same thing twice.
        let pair = ResolutionPair(old: oldToken.storageIdentity, new: newToken.storageIdentity)
        if pair.old == pair.new || pair == lastUnchanged || !DiffContext.differ(oldToken, newToken)
        {
          lastUnchanged = pair
          compared += 1
          continue
        }
        if let known = changedPairs.first(where: { $0.pair == pair }) {
          changes += known.changes.map { change in
            var change = change
            change.mode = mode
            return change
          }
          compared += 1
          continue
        }
        let context = DiffContext(
          base: before.lookup(set: old.setIndex, mode: baseMode),
          head: after.lookup(set: new.setIndex, mode: headMode),
          mode: mode
        )
        let made = context.compare(oldToken, newToken)
        if changedPairs.count < Self.rememberedPairs { changedPairs.append((pair, made)) }
        changes += made
      case (let oldToken?, nil):
        changes.append(DiffContext.removal(oldToken, mode: mode))
      case (nil, let newToken?):
        changes.append(DiffContext.addition(newToken, mode: mode))
      case (nil, nil):
        absent = true
        continue
      }
      compared += 1
    }
    // A token some modes of both revisions lack (a brand's own colour) changes in the modes
    // that have it, not in every mode: its changes keep their modes, to be described as the
    // modes they hold in (`theme=a|b`), and `--mode c` does not list them.
    guard !absent else { return changes }
    return collapse(changes, modeCount: pairs.count == 1 && pairs[0] == (nil, nil) ? 1 : compared)
  }

  /// How many changed pairs of resolutions ``compare(_:_:_:_:_:)`` remembers for one token
  /// (looked through one by one: a token has a few distinct resolutions, one per value of the
  /// dimensions it depends on).
  private static let rememberedPairs = 16

  /// Which base mode each head mode of a token is compared with, and where each mode's delta
  /// is in its set: the pairing depends only on the two sets (and, in the plain set, the
  /// files) and the token's overrides, so it is worked out once for all tokens that share them.
  private static func modePairs(
    _ old: ModalEntry,
    _ new: ModalEntry,
    _ before: ModalIndex,
    _ after: ModalIndex,
    _ pairings: ModePairings
  ) -> ModePairings.Pairing {
    if !old.varies, !new.varies { return ([(nil, nil)], [(nil, nil)]) }
    if after.modes(of: new) == [nil] {
      // The base modes the head continues; the others are modes removed (see
      // ``ModelessCounterparts``), never compared with the head's one resolution.
      let removed = pairings.modeless.removed(fromSet: old.setIndex)
      let pairs = before.modes(of: old).filter { $0.map { !removed.contains($0) } ?? true }
        .map { (base: $0, head: String?.none) }
      return (pairs, pairs.map { (before.deltaIndex(set: old.setIndex, mode: $0.base), nil) })
    }
    let overrides = before.token(old, in: nil)?.modeOverrides ?? []
    let key = ModePairingKey(
      baseSet: old.setIndex,
      baseFile: old.set.isEmpty ? old.key.file : "",
      headSet: new.setIndex,
      headFile: new.set.isEmpty ? new.key.file : "",
      overrides: overrides
    )
    return pairings.pairing(key) {
      let baseModes = before.modes(of: old)
      var headModes = after.modes(of: new)
      // Between two resolver sets, a head mode with no counterpart is a mode added: it is
      // named as such and never compared with another mode; the others are matched in the
      // base's words (dimensions renamed by a new family beside them).
      // From a base set without modes, only the head modes that continue it (see
      // ``ModelessCounterparts``): the others are modes added.
      var counterparts: ModeCounterparts?
      let addedToModeless = pairings.modeless.added(toSet: new.setIndex)
      if baseModes == [nil], !addedToModeless.isEmpty {
        headModes = headModes.filter { $0.map { !addedToModeless.contains($0) } ?? true }
      } else if !old.set.isEmpty, !new.set.isEmpty {
        let found = ModeCounterparts(
          base: baseModes.compactMap { $0 },
          head: headModes.compactMap { $0 },
          renames: pairings.renames
        )
        headModes = headModes.filter { $0.map(found.hasCounterpart) ?? true }
        counterparts = found
      }
      let matcher = ModeMatcher(candidates: baseModes)
      // In the plain set, a head mode the base revision has nothing of (a mode map's `mobile`
      // renamed `phone`) is a mode added, not the base's default: it is not compared. One that
      // meets a base mode by a context (an asset catalog's dark high contrast meets dark) is.
      if old.set.isEmpty, baseModes != [nil], !pairings.added.isEmpty {
        headModes = headModes.filter { head in
          guard let head, pairings.added.contains(head) else { return true }
          return matcher.counterpart(of: head, preferring: overrides) != nil
        }
      }
      let pairs: [(base: String?, head: String?)] = headModes.map { head in
        let asked = head.map { counterparts?.inBaseTerms($0) ?? $0 }
        return (
          matcher.match(asked, preferring: overrides, unmatchedIsBaseline: old.set.isEmpty), head
        )
      }
      let slots: [(base: Int?, head: Int?)] = pairs.map {
        (
          before.deltaIndex(set: old.setIndex, mode: $0.base),
          after.deltaIndex(set: new.setIndex, mode: $0.head)
        )
      }
      return (pairs, slots)
    }
  }

  /// In the plain set, modes fall into dimensions (see ``ModalIndex/plainModeGroups``): colour
  /// themes (`light`, `dark`, `wireframe`) and scales (`desktop`, `mobile`) in Spectrum. A token
  /// whose value varies in one of them (by its own mode map or through its aliases) has its
  /// default value in every mode of the others, which would only repeat the change of the mode
  /// that is the default. Those modes are left out, provided a kept mode has the default value
  /// in both revisions (so the default's change is still reported). Gives the indices of the
  /// pairs to compare. Pure.
  static func withoutDefaultRepeats(
    _ pairs: [(base: String?, head: String?)],
    _ tokens: [(old: ResolvedToken?, new: ResolvedToken?)],
    defaults: (old: ResolvedToken?, new: ResolvedToken?),
    plainSets: Bool,
    groups: [String: Int]
  ) -> [Int] {
    let all = Array(pairs.indices)
    guard plainSets, pairs.count > 1, let oldDefault = defaults.old, let newDefault = defaults.new
    else { return all }
    func isDefault(_ index: Int) -> Bool {
      let (oldToken, newToken) = tokens[index]
      return oldToken?.value == oldDefault.value && oldToken?.aliasOf == oldDefault.aliasOf
        && newToken?.value == newDefault.value && newToken?.aliasOf == newDefault.aliasOf
    }
    func group(_ pair: (base: String?, head: String?)) -> Int? {
      pair.head.flatMap { groups[$0] } ?? pair.base.flatMap { groups[$0] }
    }
    var varying = Set<Int>()
    for mode in oldDefault.modeOverrides + newDefault.modeOverrides {
      if let number = groups[mode] { varying.insert(number) }
    }
    let atDefault = all.map(isDefault)
    for (pair, isDefault) in zip(pairs, atDefault) where !isDefault {
      guard let number = group(pair) else { return all }
      varying.insert(number)
    }
    guard !varying.isEmpty else { return all }
    let kept = all.filter { group(pairs[$0]).map(varying.contains) ?? true }
    guard kept.contains(where: { atDefault[$0] }) else { return all }
    return kept
  }

  /// A renamed token: one `renamed` change (token: the new path, `from`: the old one, states
  /// in the first pair of modes compared that has both sides, see ``renamedStates``), followed
  /// by whatever comparing the old token with the new one reports, under the new path (a value
  /// that also changed is a `value-changed` of the new path, per mode like any other).
  private static func renamed(
    _ old: ModalEntry,
    _ new: ModalEntry,
    _ before: ModalIndex,
    _ after: ModalIndex,
    _ pairings: ModePairings,
    rule: RenameRule
  ) -> [TokenChange] {
    guard let (oldToken, newToken) = renamedStates(old, new, before, after, pairings) else {
      return []
    }
    var change = TokenChange(
      token: newToken.path,
      kind: .renamed,
      layer: newToken.layer,
      location: newToken.location,
      before: TokenState(oldToken),
      after: TokenState(newToken),
      note: rule.rawValue,
      from: oldToken.path
    )
    change.layerSource = newToken.layerSource
    return [change] + compare(old, new, before, after, pairings)
  }

  /// The two sides a rename shows: for a token of two sets of named modes (resolver
  /// permutations, Tokens Studio themes) whose value differs by mode, both in one pair of modes
  /// the diff compares (the base's light with the head's light), so that a rename whose
  /// revisions list their themes in another order (the head's default theme being the base's
  /// second) does not show the light value before and the dark one after; else each side's
  /// default (a plain set's `$value`, which both sides' baselines are). Pure.
  private static func renamedStates(
    _ old: ModalEntry,
    _ new: ModalEntry,
    _ before: ModalIndex,
    _ after: ModalIndex,
    _ pairings: ModePairings
  ) -> (ResolvedToken, ResolvedToken)? {
    if old.varies || new.varies, !old.set.isEmpty, !new.set.isEmpty {
      for (baseMode, headMode) in modePairs(old, new, before, after, pairings).pairs {
        if let oldToken = before.token(old, in: baseMode),
          let newToken = after.token(new, in: headMode)
        {
          return (oldToken, newToken)
        }
      }
    }
    guard let oldToken = first(of: old, in: before)?.token,
      let newToken = first(of: new, in: after)?.token
    else { return nil }
    return (oldToken, newToken)
  }

  /// The entry's token as the set's baseline has it (its default value: `$value`, or the first
  /// permutation of a resolver), else in the first of its modes that has it. Pure.
  private static func first(of entry: ModalEntry, in index: ModalIndex)
    -> (mode: String?, token: ResolvedToken)?
  {
    let modes: [String?] = [nil] + (entry.varies ? index.modes(of: entry) : [])
    return modes.lazy.compactMap({ mode in index.token(entry, in: mode).map { (mode, $0) } }).first
  }

  /// A token only one revision has: one change when it has one value in every mode (an added
  /// or removed token is news once, not once per mode); one in only some modes says which
  /// (`theme=dark`); one with different values in a set of dimensions is one change per value
  /// (at most ``maximumAdditionEntries``, else one that names the dimensions it differs by; a
  /// removal is one entry whose note lists its values by mode, see ``maximumRemovalEntries``),
  /// folded like value changes (the same value in every mode of a box is one entry for the
  /// box): an added or removed colour that is `#ffffff` in `theme=light` and `#000000` in
  /// `theme=dark` shows both, not the first mode's alone.
  private static func oneSided(
    _ entry: ModalEntry,
    _ first: (mode: String?, token: ResolvedToken)?,
    in index: ModalIndex,
    space: ModeSpace?,
    isHead: Bool
  ) -> [TokenChange] {
    guard let (mode, token) = first else { return [] }
    func change(_ token: ResolvedToken, in mode: String?) -> TokenChange {
      isHead ? DiffContext.addition(token, mode: mode) : DiffContext.removal(token, mode: mode)
    }
    // Only in sets whose modes are named by dimensions (resolver permutations, theme groups,
    // alternatives), where the report folds per-mode entries into boxes; a plain set's mode
    // maps (`light`, `dark`, `desktop`) sit beside a default, so it keeps the one entry.
    // A removal is one entry (the name going is the news); one in only some modes says which,
    // and one whose values differed by mode lists them, in at most ``maximumRemovalEntries``
    // boxes (its light and its dark value), else says what they differed by.
    let modes =
      entry.varies && !entry.set.isEmpty ? index.modes(of: entry).compactMap(\.self) : []
    let perMode = modes.compactMap { mode in
      index.token(entry, in: mode).map { change($0, in: mode) }
    }
    var single = change(token, in: mode)
    single.mode = nil
    if modes.isEmpty, isHead, entry.varies {
      // A plain set's modes: the one entry, and each mode where the token is broken or
      // forbidden while the shown value is not.
      let each = index.modes(of: entry).compactMap { mode in
        mode.flatMap { mode in index.token(entry, in: mode).map { change($0, in: mode) } }
      }
      return [single] + joinedByValue(worse(than: single, among: each))
    }
    if modes.isEmpty, !isHead, entry.varies {
      // A plain set's removal: the one entry, whose note lists the values it had by mode
      // (an asset catalog colour's light and dark), or past two says how many.
      var byValue: [(value: String, modes: [String])] = []
      for mode in index.modes(of: entry).compactMap(\.self) {
        guard let own = index.token(entry, in: mode) else { continue }
        let value = own.value?.text ?? "(no value)"
        if let known = byValue.firstIndex(where: { $0.value == value }) {
          byValue[known].modes.append(mode)
        } else {
          byValue.append((value, [mode]))
        }
      }
      guard byValue.count > 1 else { return [single] }
      let note =
        byValue.count > maximumRemovalEntries
        ? "differs by mode (\(byValue.count) values)"
        : "values by mode: "
          + byValue.map { "\($0.modes.joined(separator: "|")) \($0.value)" }.joined(
            separator: "; "
          )
      single.note = [single.note, note].compactMap(\.self).joined(separator: "; ")
      return [single]
    }
    let signatures = perMode.map(ChangeSignature.init)
    var counts: [ChangeSignature: Int] = [:]
    for signature in signatures { counts[signature, default: 0] += 1 }
    let values = counts.count
    // One value in every mode is one entry for every mode; one value in only some (a token
    // added to the dark set alone) is described over those, so it does not read as added to all.
    guard values > 1 || (values == 1 && perMode.count < modes.count) else { return [single] }
    // Described over this set's own modes: the report's list joins every set's, where
    // `theme=dark` would also take in the modes of another set. Each value is at least one
    // entry, so past the limit nothing needs describing.
    let most = isHead ? maximumAdditionEntries : maximumRemovalEntries
    let described =
      values > most
      ? []
      : ModeDescriptions.describeByMode(
        perMode,
        space: { _ in space },
        bucket: \.token,
        signature: ChangeSignature.init
      )
    if !described.isEmpty, described.count <= most {
      guard !isHead, values > 1 else { return described }
      var removal = described[0]
      removal.mode = nil
      let values = described.map { "\($0.mode ?? "") \($0.before?.value?.text ?? "(no value)")" }
      removal.note = [removal.note, "values by mode: " + values.joined(separator: "; ")]
        .compactMap(\.self).joined(separator: "; ")
      return [removal]
    }
    if values == 1 {
      // In more boxes than a reviewer reads: one entry that says in how many modes.
      single.note = [single.note, "only in \(perMode.count) of \(modes.count) modes"]
        .compactMap(\.self).joined(separator: "; ")
      return [single]
    }
    // A value per combination of three theme groups (24 entries for one new token) is a list
    // no reviewer reads: one entry, saying what it differs by.
    let by = Self.dimensions(
      changing: zip(perMode, signatures).compactMap { change, signature in
        change.mode.map { (mode: $0, signature: signature) }
      }
    ).joined(separator: ", ")
    // Shown: the value most modes have (the first such, in mode order).
    let commonest = counts.values.max() ?? 0
    if let index = signatures.firstIndex(where: { counts[$0] == commonest }) {
      single = perMode[index]
      single.mode = nil
    }
    let shown =
      commonest == perMode.count
      ? "" : "; shown: the value of \(commonest) of \(perMode.count) modes"
    let note = "differs by \(by.isEmpty ? "mode" : by) (\(values) values\(shown))"
    single.note = [single.note, note].compactMap(\.self).joined(separator: "; ")
    guard isHead else { return [single] }
    // The modes where it is broken or forbidden are not folded into the value most modes have.
    let worseModes = worse(than: single, among: perMode)
    guard !worseModes.isEmpty else { return [single] }
    return [single]
      + ModeDescriptions.describeByMode(
        worseModes,
        space: { _ in space },
        bucket: \.token,
        signature: ChangeSignature.init
      )
  }

  /// The per-mode additions that are broken, or resolve to a forbidden value, where the entry
  /// shown for the token is not: a dark value that names a token nobody defines is a broken
  /// token all the same, and fails the run as one, whatever the default value is. Pure.
  private static func worse(than shown: TokenChange, among changes: [TokenChange])
    -> [TokenChange]
  {
    func rank(_ kind: ChangeKind) -> Int { kind == .broken ? 2 : kind == .forbidden ? 1 : 0 }
    return changes.filter { rank($0.kind) > rank(shown.kind) }
  }

  /// Plain-set entries alike but for their mode, one entry each (`dark|hc`: either mode), in
  /// the order each first comes; modes whose names spell the separator stay apart. Pure.
  private static func joinedByValue(_ changes: [TokenChange]) -> [TokenChange] {
    var joined: [(signature: ChangeSignature, change: TokenChange, modes: [String])] = []
    for change in changes {
      let signature = ChangeSignature(change)
      guard let mode = change.mode, !mode.contains(ModeSpace.alternatives),
        let at = joined.firstIndex(where: {
          $0.signature == signature && !$0.modes.isEmpty
        })
      else {
        let modes = change.mode.map { $0.contains(ModeSpace.alternatives) ? [] : [$0] } ?? []
        joined.append((signature, change, modes))
        continue
      }
      joined[at].modes.append(mode)
    }
    return joined.map { entry in
      var change = entry.change
      if entry.modes.count > 1 {
        change.mode = entry.modes.joined(separator: ModeSpace.alternatives)
      }
      return change
    }
  }

  /// A set's modes as a space of dimensions, when every mode is named by them
  /// (`theme=dark, size=large`); `nil` for a plain set or one with unnamed modes. Pure.
  static func dimensionSpace(of set: ModalTokenSet) -> ModeSpace? {
    let modes = set.modeNames.compactMap(\.self)
    guard !set.set.isEmpty, !modes.isEmpty, modes.allSatisfy({ $0.contains("=") }) else {
      return nil
    }
    return ModeSpace(modes)
  }

  /// The most entries one added token is shown in, one per value where it holds (light and dark
  /// of a colour, or of two brands); a token with more is one entry that says so.
  static let maximumAdditionEntries = 4

  /// The most boxes one removed token is described in (its light and its dark value, say);
  /// its values are listed in its one entry's note.
  static let maximumRemovalEntries = 2

  /// The dimensions a value depends on: those where two modes that differ in that dimension
  /// alone have different values, in the order the modes name them. Work: modes × dimensions.
  /// Pure.
  private static func dimensions(
    changing values: [(mode: String, signature: ChangeSignature)]
  ) -> [String] {
    let pairs = values.map { ModeSpace.pairs(of: $0.mode) }
    var order: [String] = []
    for modePairs in pairs {
      for (dimension, _) in modePairs where !dimension.isEmpty && !order.contains(dimension) {
        order.append(dimension)
      }
    }
    return order.filter { dimension in
      var byRest: [String: ChangeSignature] = [:]
      for (index, modePairs) in pairs.enumerated() {
        let rest = modePairs.filter { $0.0 != dimension }.map { $0.0 + "=" + $0.1 }
          .joined(separator: ", ")
        if let other = byRest[rest], other != values[index].signature { return true }
        byRest[rest] = byRest[rest] ?? values[index].signature
      }
      return false
    }
  }

  /// Changes that are the same in every compared mode become one change without a mode. Pure.
  static func collapse(_ changes: [TokenChange], modeCount: Int) -> [TokenChange] {
    guard modeCount > 1 else { return changes }
    // In the order each group's first change comes.
    var groups: [(signature: ChangeSignature, changes: [TokenChange])] = []
    var groupBySignature: [ChangeSignature: Int] = [:]
    var last: Int?
    for change in changes {
      let signature = ChangeSignature(change)
      // Neighbouring modes mostly change alike: the last group is tried before hashing values.
      if let last, groups[last].signature == signature {
        groups[last].changes.append(change)
      } else if let known = groupBySignature[signature] {
        groups[known].changes.append(change)
        last = known
      } else {
        groupBySignature[signature] = groups.count
        last = groups.count
        groups.append((signature, [change]))
      }
    }
    return groups.flatMap { group -> [TokenChange] in
      guard group.changes.count == modeCount, var first = group.changes.first else {
        return group.changes
      }
      first.mode = nil
      return [first]
    }
  }
}

/// What makes two changes of one token "the same" across modes: everything but the mode and
/// the file (a resolver set keeps each mode in its own file). A deprecation is about the token,
/// not its value, so its values do not count.
struct ChangeSignature: Hashable {
  var token: TokenPath
  var kind: ChangeKind
  var before: TokenState?
  var after: TokenState?
  var via: TokenPath?
  var note: String?

  init(_ change: TokenChange) {
    token = change.token
    kind = change.kind
    let aboutTheToken = change.kind == .deprecated || change.kind == .undeprecated
    before = aboutTheToken ? nil : change.before
    after = aboutTheToken ? nil : change.after
    via = aboutTheToken ? nil : change.via
    note = change.note
  }
}

/// Two resolutions of one token, by the cells they share with other modes' copies.
private struct ResolutionPair: Equatable {
  var old: ObjectIdentifier
  var new: ObjectIdentifier
}

/// Which base mode each head mode is compared with, per pair of sets (and files, in the plain
/// set) and mode overrides, worked out once per run of ``ModalDiffer``.
/// Shared by the slices of paths a diff compares side by side: working a pairing out matches
/// every head mode against every base mode by name (hundreds by hundreds in a Tokens Studio
/// set whose groups were renamed), so each is worked out once per diff, not once per slice.
final class ModePairings: @unchecked Sendable {
  /// The pairs of mode names, and where each mode's delta is in its set (see
  /// ``ModalIndex/deltaIndex(set:mode:)``), so tokens are looked up without hashing mode names.
  typealias Pairing = (pairs: [(base: String?, head: String?)], slots: [(base: Int?, head: Int?)])

  /// Read and written only under `lock` (`Synchronization.Mutex` needs macOS 15).
  private var known: [ModePairingKey: Pairing] = [:]
  private let lock = NSLock()
  /// The head modes that a base set without modes has no counterpart in.
  let modeless: ModelessCounterparts
  /// The head modes that no base mode is a counterpart of, when the base has modes: modes
  /// added (a mode map's `mobile` renamed `phone`), which the plain set's tokens are not
  /// compared in, as the mode list names them.
  let added: Set<String>
  /// Values of a dimension renamed under the same identity (``ModeRenames``).
  let renames: ModeRenames

  init(modeless: ModelessCounterparts, added: Set<String> = [], renames: ModeRenames = .none) {
    self.modeless = modeless
    self.added = added
    self.renames = renames
  }

  /// The modes of `head` that no mode of `base` is a counterpart of (``ModeCounterparts``);
  /// none when the base has no modes (``ModelessCounterparts`` decides those). Pure.
  static func added(_ base: [String], _ head: [String], renames: ModeRenames = .none) -> Set<
    String
  > {
    guard !base.isEmpty else { return [] }
    let counterparts = ModeCounterparts(base: base, head: head, renames: renames)
    return Set(head.filter { !counterparts.hasCounterpart($0) })
  }

  /// The pairing for `key`, worked out by `make` the first time it is asked for (two slices
  /// asking at once may both work it out; they get the same). Safe from any thread.
  func pairing(_ key: ModePairingKey, make: () -> Pairing) -> Pairing {
    if let found = lock.withLock({ known[key] }) { return found }
    let made = make()
    lock.withLock { known[key] = made }
    return made
  }
}

struct ModePairingKey: Hashable {
  var baseSet: Int
  var baseFile: String
  var headSet: Int
  var headFile: String
  var overrides: [String]
}
