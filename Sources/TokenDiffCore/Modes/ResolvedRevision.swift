/// One revision resolved in every mode it has.
///
/// Token files named by a resolver document form that document's token set, resolved once per
/// permutation of its modifiers. All other token files form one plain set, resolved once, or
/// once per mode named in its tokens' `$extensions` mode maps.
public struct ResolvedRevision: Sendable, Equatable {
  /// Sorted by set.
  public var sets: [ModalTokenSet]
  /// Problems that hold in every mode (parse errors, resolver documents) and problems that
  /// hold only in some modes, which carry their mode. Sorted.
  public var findings: [Finding]
  /// The contrast pairing hints written in the tokens' `$extensions`.
  public var contrastHints: [ContrastHint]

  public init(sets: [ModalTokenSet], findings: [Finding], contrastHints: [ContrastHint] = []) {
    self.sets = sets.sorted { $0.set < $1.set }
    self.findings = RootFolding.fold(findings.sorted())
    self.contrastHints = contrastHints
  }

  /// How many distinct tokens the revision has, whatever the number of modes. Pure.
  /// Tokens that only resolve references (Tokens Studio `source` sets) are not counted.
  public var tokenCount: Int {
    sets.reduce(0) { count, set in
      // Each reported token once, by the key it is counted by (``ModalTokenSet/countingKey``):
      // the baseline's, and those only modes have (a token a mode adds).
      var keys = Set<TokenKey>(minimumCapacity: set.baseline.tokens.count)
      for token in set.baseline.tokens where set.reports(token) {
        keys.insert(set.countingKey(token))
      }
      for delta in set.modes {
        for token in delta.changed.values where set.reports(token) {
          keys.insert(set.countingKey(token))
        }
      }
      return count + keys.count
    }
  }

  /// The identities of the `dimension=value` pairs of its modes (``ModalTokenSet/modeIdentities``),
  /// over every set; a pair two sets identify differently has none. Pure.
  public var modeIdentities: [String: String] { identities(\.modeIdentities) }

  /// The same by the files each pair reads (``ModalTokenSet/modeFileIdentities``). Pure.
  public var modeFileIdentities: [String: String] { identities(\.modeFileIdentities) }

  /// The identities `identified` gives each set's pairs, over every set; a pair two sets
  /// identify differently has none. Pure.
  private func identities(_ identified: (ModalTokenSet) -> [String: String]) -> [String: String] {
    var identities: [String: String] = [:]
    var conflicting = Set<String>()
    for set in sets {
      for (pair, identity) in identified(set) {
        if let known = identities.updateValue(identity, forKey: pair), known != identity {
          conflicting.insert(pair)
        }
      }
    }
    for pair in conflicting { identities[pair] = nil }
    return identities
  }

  /// The mode names of the revision, sorted. Pure.
  public var modeNames: [String] {
    Array(Set(sets.flatMap { $0.modes.map(\.mode) })).sorted()
  }
}
