/// Any token of a resolved revision by path, in any of its modes (`nil`: the baseline). For a
/// path defined in several sets or files, the first set that has it.
final class ModeLookup {
  let index: ModalIndex
  private var lookups: [String: [(TokenPath) -> ResolvedToken?]] = [:]

  init(_ revision: ResolvedRevision) {
    index = ModalIndex(revision)
  }

  init(index: ModalIndex) {
    self.index = index
  }

  /// The revision's mode names, or `[nil]` when it has none.
  var modes: [String?] {
    let names = index.revision.modeNames
    return names.isEmpty ? [nil] : names
  }

  func token(_ path: TokenPath, in mode: String?) -> ResolvedToken? {
    let cacheKey = mode ?? "\u{0}"
    let perSet: [(TokenPath) -> ResolvedToken?]
    if let known = lookups[cacheKey] {
      perSet = known
    } else {
      perSet = index.revision.sets.indices.map { index.lookup(set: $0, mode: mode) }
      lookups[cacheKey] = perSet
    }
    for lookup in perSet {
      if let token = lookup(path) { return token }
    }
    return nil
  }

  /// Every token of the revision (or of the set at `only`) in one mode, each path once:
  /// reported or not, or with `reportedOnly`, those a build outputs (each set says which of its
  /// tokens it reports, so a file one set only reads is still reported by the set that outputs
  /// it). Pure.
  func tokens(in mode: String?, reportedOnly: Bool = false, set only: Int? = nil)
    -> [ResolvedToken]
  {
    var seen = Set<TokenPath>()
    var result: [ResolvedToken] = []
    for (setIndex, set) in index.revision.sets.enumerated()
    where only.map({ $0 == setIndex }) ?? true {
      var keys = set.baseline.tokens.map(set.key)
      if let mode, let delta = set.modes.first(where: { $0.mode == mode }) {
        // Tokens only the mode has, its layers' included (those it drops are not found below).
        for source in [delta] + delta.layers.map({ set.modes[$0] }) {
          keys += source.changed.keys.filter { index.token($0, set: setIndex, in: nil) == nil }
        }
      }
      for key in keys where !seen.contains(key.path) {
        guard let token = index.token(key, set: setIndex, in: mode),
          !reportedOnly || set.reports(token)
        else { continue }
        seen.insert(key.path)
        result.append(token)
      }
    }
    return result
  }

}
