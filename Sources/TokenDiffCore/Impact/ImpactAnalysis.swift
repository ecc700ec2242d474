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
    // A mode removed breaks every consumer that selects it; one added is new API.
    let modeBump: SemverBump? =
      !report.modes.removed.isEmpty ? .major : !report.modes.added.isEmpty ? .minor : nil
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

  /// Each source change's reached tokens (by index into `changes`) and the blast radius. Pure.
  static func blastRadius(_ changes: [TokenChange], lookup: ModeLookup) -> (
    [Int: [TokenPath]], [BlastRadius]
  ) {
    let modes = lookup.modes
    // Per mode: the moved tokens (with their layer), and the sources.
    var moved: [String?: [TokenPath: Layer]] = [:]
    var sources: [String?: Set<TokenPath>] = [:]
    var sourceChanges: [Int] = []
    for (index, change) in changes.enumerated() where moves(change) {
      for mode in change.mode.map({ [$0] }) ?? modes {
        moved[mode, default: [:]][change.token] = change.layer
        if change.via == nil { sources[mode, default: []].insert(change.token) }
      }
      if change.via == nil { sourceChanges.append(index) }
    }
    // Per mode: source → the moved tokens that depend on it.
    var reachedBy: [String?: [TokenPath: Set<TokenPath>]] = [:]
    for mode in modes {
      guard let modeSources = sources[mode], !modeSources.isEmpty else { continue }
      for path in (moved[mode] ?? [:]).keys {
        guard let token = lookup.token(path, in: mode) else { continue }
        for dependency in token.dependencies where modeSources.contains(dependency) {
          if dependency != path {
            reachedBy[mode, default: [:]][dependency, default: []].insert(path)
          }
        }
      }
    }
    var reaches: [Int: [TokenPath]] = [:]
    var radius: [BlastRadius] = []
    for index in sourceChanges {
      let change = changes[index]
      let covered = change.mode.map { [$0] } ?? modes
      let perMode = covered.map { mode in (mode, reachedBy[mode]?[change.token] ?? []) }
      let all = perMode.reduce(into: Set<TokenPath>()) { $0.formUnion($1.1) }
      if !all.isEmpty { reaches[index] = all.sorted() }
      let sameEverywhere = perMode.allSatisfy { $0.1 == perMode.first?.1 }
      let entries = sameEverywhere ? [(change.mode, perMode.first?.1 ?? [])] : perMode
      for (mode, reached) in entries {
        var entry = BlastRadius(
          token: change.token,
          mode: mode,
          layer: change.layer,
          semantic: 0,
          component: 0
        )
        let layers = moved[mode ?? perMode.first?.0 ?? nil] ?? [:]
        for path in reached {
          switch layers[path] ?? .semantic {
          case .raw: entry.raw += 1
          case .semantic: entry.semantic += 1
          case .component: entry.component += 1
          }
        }
        radius.append(entry)
      }
    }
    radius.sort {
      ($1.total, $0.token, $0.mode ?? "") < ($0.total, $1.token, $1.mode ?? "")
    }
    return (reaches, dedupe(radius))
  }

  /// One entry per token and mode (a source changed in one mode and also without a mode cannot
  /// happen, but two definitions of one path can). Pure.
  private static func dedupe(_ radius: [BlastRadius]) -> [BlastRadius] {
    var seen = Set<String>()
    return radius.filter { seen.insert("\($0.token)\u{1F}\($0.mode ?? "")").inserted }
  }
}
