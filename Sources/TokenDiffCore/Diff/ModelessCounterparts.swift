/// Which head modes continue a base set that had none, when the head makes alternatives of its
/// files: a `dark.json` added beside `light.json`, a second brand file beside the first, a
/// `colors.json` renamed `light.json` beside a new `dark.json`.
///
/// The base's one resolution corresponds to the head mode (or modes) that takes the most of
/// its tokens from the file the base had each in; when no mode keeps any such file (the
/// file was renamed), to the mode that gives the most of them the base's value. The other
/// head modes are modes added: listed as such (a minor release, like a new value of a
/// dimension both revisions have), and never compared with the base, so neither a token of the
/// new file nor one of a file both modes share (a semantic alias into it) reads as a change of
/// the base's values. When every mode ties (mode maps in one file, or nothing to tell them
/// apart) every mode is compared, as before the head had modes.
///
/// Only tokens with one definition in a base set without modes (any such set: a set renamed or
/// split keeps its tokens' files), which the modes of a head set take from different files, are
/// looked at, and only head sets no base set of the same name had modes for (new sets too): a
/// base that already had modes is matched by ``ModeCounterparts``.
/// Values compare as resolved (an export that writes out what the base aliased keeps its
/// values). Immutable once made.
struct ModelessCounterparts: Sendable {
  /// For each head set (by index) the modes added, by name; absent for a set none added to.
  private let addedBySet: [Int: Set<String>]
  /// For each base set (by index) the modes removed, by name, when the head reads it without
  /// modes: the mirror image (a `Dark.tokens.json` deleted beside `Light.tokens.json`: dark
  /// is removed, never compared with light).
  private let removedBySet: [Int: Set<String>]

  /// Pure; visits each token once, and its modes only for a token that varies.
  init(_ before: ModalIndex, _ after: ModalIndex) {
    addedBySet = Self.discontinued(from: before, into: after)
    removedBySet = Self.discontinued(from: after, into: before)
  }

  /// The modes of `moded`'s sets that nothing of `modeless` continues, by set index: `moded`
  /// is the head when modes were added, the base when they were removed. Pure.
  private static func discontinued(from modeless: ModalIndex, into moded: ModalIndex) -> [Int: Set<
    String
  >] {
    let plainSets = modeless.revision.sets
    let modedSets = moded.revision.sets
    // A set whose counterpart (the set of its name) had modes too is matched by
    // ``ModeCounterparts``: a modeless copy of some of its paths elsewhere says nothing of its
    // modes.
    let hadModes = Set(plainSets.filter { !$0.modes.isEmpty }.map(\.set))
    let changedModes = modedSets.map { $0.modes.count > 1 && !hadModes.contains($0.set) }
    guard plainSets.contains(where: { $0.modes.isEmpty }), changedModes.contains(true) else {
      return [:]
    }
    let modeNames = modedSets.map { $0.modes.map(\.mode) }
    var tallies: [Int: Tally] = [:]
    for path in moded.reportedPaths {
      let entries = moded.reportedEntries(path).filter {
        $0.varies && changedModes[$0.setIndex]
      }
      guard !entries.isEmpty else { continue }
      let plain = modeless.reportedEntries(path).filter { plainSets[$0.setIndex].modes.isEmpty }
      guard plain.count == 1, let single = modeless.baselineToken(plain[0]) else { continue }
      for entry in entries {
        let modes = modeNames[entry.setIndex]
        var tally = tallies[entry.setIndex] ?? Tally(count: modes.count)
        tally.add(single, modes.map { moded.token(entry, in: $0) })
        tallies[entry.setIndex] = tally
      }
    }
    var without: [Int: Set<String>] = [:]
    for (setIndex, tally) in tallies {
      let modes = modeNames[setIndex]
      let counterparts = tally.counterparts
      guard !counterparts.isEmpty, counterparts.count < modes.count else { continue }
      without[setIndex] = Set(modes.indices.filter { !counterparts.contains($0) }.map { modes[$0] })
    }
    return without
  }

  /// The modes added to a head set (by index); empty when none was. Pure.
  func added(toSet setIndex: Int) -> Set<String> {
    addedBySet[setIndex] ?? []
  }

  /// The modes removed from a base set (by index) that the head reads without modes; empty
  /// when none was. Pure.
  func removed(fromSet setIndex: Int) -> Set<String> {
    removedBySet[setIndex] ?? []
  }

  /// Every mode added, by name, over all head sets. Pure.
  var allAdded: Set<String> {
    addedBySet.values.reduce(into: Set<String>()) { $0.formUnion($1) }
  }

  /// Every mode removed, by name, over all base sets. Pure.
  var allRemoved: Set<String> {
    removedBySet.values.reduce(into: Set<String>()) { $0.formUnion($1) }
  }

  /// What a head set's modes say of the base's tokens, counted per mode (by position).
  private struct Tally {
    /// Per mode: tokens it takes from the file the base had them in.
    var keeps: [Int]
    /// Per mode: tokens no mode keeps in their file, whose value it gives as the base did.
    var sameValue: [Int]

    init(count: Int) {
      keeps = Array(repeating: 0, count: count)
      sameValue = Array(repeating: 0, count: count)
    }

    /// Counts one token: its resolution where the set has no modes, and in each mode where it
    /// has them. A token every mode takes from one file (a semantic alias of a file the modes
    /// share) says nothing of which mode continues the other, and is not counted. Pure.
    mutating func add(_ old: ResolvedToken, _ tokens: [ResolvedToken?]) {
      let files = tokens.map { $0?.location.file }
      guard files.contains(where: { $0 != files.first }) else { return }
      let file = old.location.file
      let keeping = files.map { $0 == file }
      if keeping.contains(true) {
        for (index, keeps) in keeping.enumerated() where keeps { self.keeps[index] += 1 }
        return
      }
      // Resolved values: an export may write out what the base wrote as an alias.
      for (index, token) in tokens.enumerated()
      where token?.value != nil && token?.value == old.value {
        sameValue[index] += 1
      }
    }

    /// The positions of the modes that continue the base: those keeping the most tokens in
    /// their files, else those giving the most the base's value; empty when no mode does
    /// either. Pure.
    var counterparts: Set<Int> {
      for counts in [keeps, sameValue] {
        guard let most = counts.max(), most > 0 else { continue }
        return Set(counts.indices.filter { counts[$0] == most })
      }
      return []
    }
  }
}
