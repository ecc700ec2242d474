/// Fills a diff report's impact: each change's ``TokenChange/impact``, ``TokenChange/magnitude``
/// and ``TokenChange/reaches``, the report's ``Report/blastRadius`` and
/// ``Report/suggestedBump``.
///
/// A change *moves* a token when its resolved value differs (value-changed, forbidden, or an
/// alias-retargeted that changed the value). A moved token with no ``TokenChange/via`` changed
/// through its own definition: it is a *source*. A source reaches, in a mode, every other moved
/// token of that mode whose head resolution depends on it (the dependency graph of the mode,
/// aliases followed through). A source's change without a mode covers every mode; its blast
/// radius is given once without a mode when it moved the same tokens in every mode, else once
/// per mode.
public enum ImpactAnalysis {
  /// Pure.
  public static func apply(
    to report: inout Report,
    head: ResolvedRevision,
    thresholds: VisibilityThresholds = VisibilityThresholds()
  ) {
    apply(to: &report, head: ModeLookup(head), thresholds: thresholds)
  }

  /// The same, with a lookup of the head the caller already built. Pure.
  static func apply(
    to report: inout Report,
    head lookup: ModeLookup,
    thresholds: VisibilityThresholds
  ) {
    for index in report.changes.indices {
      let change = report.changes[index]
      report.changes[index].impact = ImpactClassifier.impact(of: change)
      if moves(change) {
        report.changes[index].magnitude = MagnitudeMeasure.measure(
          change.before?.value,
          change.after?.value,
          thresholds: thresholds
        )
      }
    }
    let (reaches, radius) = blastRadius(report.changes, lookup: lookup)
    for (index, reached) in reaches { report.changes[index].reaches = reached }
    report.blastRadius = radius
    report.suggestedBump = ImpactClassifier.suggestedBump(for: report.changes)
    // A mode removed or renamed breaks every consumer that selects it by name; one added is
    // new API.
    let modeBump: SemverBump? =
      !report.modes.removed.isEmpty || !report.modes.renamed.isEmpty
      ? .major : !report.modes.added.isEmpty ? .minor : nil
    if let modeBump { report.suggestedBump = max(report.suggestedBump ?? .none, modeBump) }
  }

  /// Whether a change moves its token's resolved value. Pure.
  static func moves(_ change: TokenChange) -> Bool {
    switch change.kind {
    case .valueChanged, .forbidden, .aliasRetargeted:
      change.before?.value != nil && change.after?.value != nil
        && change.before?.value != change.after?.value
    default: false
    }
  }
}
