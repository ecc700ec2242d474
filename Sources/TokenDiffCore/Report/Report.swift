/// Everything a renderer needs: what was compared, what changed, and what is wrong.
///
/// Built by ``makeDiffReport(base:head:policy:)`` or ``makeCheckReport(_:policy:)``; the
/// renderers turn it into JSON, text or Markdown without looking anywhere else.
public struct Report: Sendable, Equatable {
  /// A `tokendiff A..B` comparison, or a `tokendiff check` of one revision.
  public enum Kind: String, Sendable, Equatable {
    case diff, check
  }

  public var kind: Kind
  /// The base revision; `nil` for a check.
  public var base: RevisionInfo?
  /// The head revision, or the checked one.
  public var head: RevisionInfo
  /// Sorted by token, mode, kind.
  public var changes: [TokenChange]
  /// Sorted: head findings first, then base findings.
  public var findings: [ReportedFinding]
  /// How many tokens each revision has (per mode, summed).
  public var tokenCounts: TokenCounts
  /// The modes of each revision.
  public var modes: ModeList
  /// Why the run fails under the chosen `--fail-on` (empty: it passes). Set by the caller.
  public var failures: [String] = []
  /// Text/surface pairs: in a diff those whose colours changed, in a check every failing one.
  public var contrast: [ContrastResult] = []
  /// Every measured pair counted by mode and status, listed or not. Sorted.
  public var contrastTallies: [ContrastTally] = []
  /// The tokens whose own values changed and what each moved, most first (diff only).
  public var blastRadius: [BlastRadius] = []
  /// The semantic-version bump the changes call for (diff only).
  public var suggestedBump: SemverBump?

  public init(
    kind: Kind,
    base: RevisionInfo?,
    head: RevisionInfo,
    changes: [TokenChange],
    findings: [ReportedFinding],
    tokenCounts: TokenCounts,
    modes: ModeList = ModeList(base: [], head: [])
  ) {
    self.kind = kind
    self.base = base
    self.head = head
    self.changes = changes
    self.findings = findings
    self.tokenCounts = tokenCounts
    self.modes = modes
  }

  /// How many changes of each kind, for the summary. Pure.
  public var changeCounts: [ChangeKind: Int] {
    // Counted in place: grouping first copied every change (dozens of fields) into its group.
    var counts: [ChangeKind: Int] = [:]
    for change in changes { counts[change.kind, default: 0] += 1 }
    return counts
  }

  /// The findings of the head (or checked) revision. Pure.
  public var headFindings: [ReportedFinding] { findings.filter { $0.revision != .base } }
}

/// A revision as the user named it and the commit it resolved to.
public struct RevisionInfo: Sendable, Equatable {
  /// As written (`main`, `HEAD~2`, `working tree`, a folder).
  public var revision: String
  /// The full commit id, `nil` for the working tree or a folder.
  public var commit: String?

  public init(revision: String, commit: String?) {
    self.revision = revision
    self.commit = commit
  }
}

/// A finding with the revision it belongs to.
public struct ReportedFinding: Sendable, Equatable {
  public enum Revision: String, Sendable, Equatable, CaseIterable {
    case base, head
  }

  /// `nil` in a check report, which has one revision.
  public var revision: Revision?
  public var finding: Finding
  /// In a diff: whether the base did not already have this finding.
  public var isNew: Bool

  public init(revision: Revision?, finding: Finding, isNew: Bool) {
    self.revision = revision
    self.finding = finding
    self.isNew = isNew
  }
}

/// Token counts of the two revisions.
public struct TokenCounts: Sendable, Equatable {
  public var base: Int?
  public var head: Int

  public init(base: Int?, head: Int) {
    self.base = base
    self.head = head
  }
}

/// The mode names of the two revisions, sorted (empty when a revision has no modes), and the
/// modes one revision has that the other has no counterpart for, matched by meaning (see
/// ``ModeCounterparts``): a renamed group or value is not a mode removed and added.
public struct ModeList: Sendable, Equatable {
  public var base: [String]
  public var head: [String]
  /// Head modes no base mode corresponds to (new values of a dimension both revisions have),
  /// described over the head's dimensions: `Color=danger` stands for every mode with that value.
  public var added: [String]
  /// Base modes no head mode corresponds to, described over the base's dimensions: breaking for
  /// a consumer that selects one.
  public var removed: [String]
  /// Values of a dimension renamed under the same identity (a Tokens Studio theme's `id`, a
  /// resolver context's files), as `dimension=value` pairs: their modes are compared with the
  /// base's of the old name, and the rename is breaking for a consumer that selects the mode
  /// by name. Sorted.
  public var renamed: [ModeRename] = []

  public init(base: [String], head: [String], added: [String] = [], removed: [String] = []) {
    self.base = base
    self.head = head
    self.added = added
    self.removed = removed
  }

  /// The two lists with their added and removed modes worked out by meaning, each described
  /// over its revision's dimensions in the fewest words (`Color=danger` for the 12 modes with
  /// that value, see ``ModeSpace``). `addedToModeless` are head modes added to a set that had
  /// none, `removedFromModeless` base modes of a set the head has without modes (see
  /// ``ModelessCounterparts``), which names alone cannot tell. `renamed` are values renamed
  /// under the same identity (``ModeRenames/found(_:_:)``), which are neither. Pure.
  public static func matched(
    base: [String],
    head: [String],
    addedToModeless: Set<String> = [],
    removedFromModeless: Set<String> = [],
    renamed: [ModeRename] = []
  ) -> ModeList {
    let forward = ModeCounterparts(base: base, head: head, renames: ModeRenames(renamed))
    let backward = ModeCounterparts(base: head, head: base, renames: ModeRenames(renamed.inverted))
    var list = ModeList(
      base: base,
      head: head,
      added: described(
        head.filter {
          (addedToModeless.contains($0) && !base.contains($0)) || !forward.hasCounterpart($0)
        },
        among: head
      ),
      removed: described(
        base.filter {
          (removedFromModeless.contains($0) && !head.contains($0)) || !backward.hasCounterpart($0)
        },
        among: base
      )
    )
    list.renamed = renamed
    return list
  }

  /// `subset` as the descriptions of the boxes that make it up, or as its names when it is
  /// every mode (no shorter description says which). Each value is its own entry: a list of
  /// modes added says `brand=c` and `brand=d`, not `brand=c|d`. Pure.
  private static func described(_ subset: [String], among modes: [String]) -> [String] {
    guard !subset.isEmpty else { return [] }
    let boxes = ModeSpace(modes).describe(subset, joiningValues: false).map(\.description)
    guard boxes.allSatisfy({ $0 != nil }) else { return subset }
    return boxes.compactMap(\.self)
  }
}

extension Report {
  /// The `--mode` names that match no mode of either revision, by name or context, in the
  /// order given: a typo would otherwise limit the report to what holds in every mode. Pure.
  public func unknownModes(_ names: [String]) -> [String] {
    let modes = modes.base + modes.head
    let known = Set(modes).union(modes.flatMap(ModeName.contexts))
    return names.filter { !known.contains($0) }
  }

  /// The report limited to the given modes (`--mode`): changes and findings in one of them, plus
  /// those that hold in every mode. A name matches a mode with that name or with that context
  /// (`dark` matches `theme=dark, size=mobile`), and a description of several modes
  /// (`Color scheme=Dark`) that holds in such a mode. Pure.
  public func limited(toModes names: [String]) -> Report {
    guard !names.isEmpty else { return self }
    let space = ModeSpace(Array(Set(modes.base + modes.head)).sorted())
    // A description (`Color scheme=Dark`) is kept for a name of any mode it holds in.
    func keep(_ mode: String?) -> Bool {
      guard let mode else { return true }
      return names.contains(mode) || names.contains(where: ModeName.contexts(mode).contains)
        || names.contains { space.overlaps(mode, $0) }
    }
    var copy = self
    copy.changes = changes.filter { keep($0.mode) }
    copy.findings = findings.filter { keep($0.finding.mode) }
    copy.blastRadius = blastRadius.filter { keep($0.mode) }
    copy.contrast = contrast.filter { keep($0.mode) }
    copy.contrastTallies = contrastTallies.filter { keep($0.mode) }
    return copy
  }
}
