/// Parses, resolves (in every mode) and diffs two revisions into a report. Pure: same
/// snapshots and policy in, same report out.
public func makeDiffReport(
  base: RevisionSnapshot,
  head: RevisionSnapshot,
  policy: ResolutionPolicy
) -> Report {
  // Both revisions side by side, each indexed once for every stage (diff, impact, policies and
  // contrast): a revision spreads its sets and modes over the cores too, but unevenly (one
  // large set is one task), and the other revision fills the idle core.
  let revisions = [base, head].parallelMap { snapshot in
    let revision = RevisionResolver.resolve(snapshot, policy: policy)
    return (revision, ModalIndex(revision))
  }
  let (before, beforeLookup) = (revisions[0].0, ModeLookup(index: revisions[0].1))
  let (after, afterLookup) = (revisions[1].0, ModeLookup(index: revisions[1].1))
  let changes = ModalDiffer.diff(beforeLookup.index, afterLookup.index, renames: policy.renames)
  var report = Report(
    kind: .diff,
    base: RevisionInfo(revision: base.revision, commit: base.commit),
    head: RevisionInfo(revision: head.revision, commit: head.commit),
    changes: changes,
    findings: [],
    tokenCounts: TokenCounts(base: before.tokenCount, head: after.tokenCount),
    modes: ModeList.matched(base: before.modeNames, head: after.modeNames)
  )
  ImpactAnalysis.apply(to: &report, head: afterLookup, thresholds: policy.visibility)
  let baseFindings = (before.findings + PolicyChecker.findings(beforeLookup, rules: policy.rules))
    .sorted()
  let headFindings =
    (after.findings + PolicyChecker.findings(afterLookup, rules: policy.rules)
    + PolicyChecker.closedTokenFindings(report.changes, rules: policy.rules)).sorted()
  let known = Set(baseFindings.map(\.identity))
  report.findings =
    headFindings.map {
      ReportedFinding(revision: .head, finding: $0, isNew: !known.contains($0.identity))
    }
    + baseFindings.map { ReportedFinding(revision: .base, finding: $0, isNew: false) }
    + GentleVersioning.findings(base: base, head: head)
    .map { ReportedFinding(revision: .head, finding: $0, isNew: true) }
  applyContrastDiff(
    to: &report,
    beforeLookup.index,
    afterLookup.index,
    changes: changes,
    settings: policy.contrast
  )
  ModeDescriptions.apply(to: &report)
  return report
}

/// Parses and resolves one revision (or folder), in every mode, into a report of its
/// findings. Pure.
public func makeCheckReport(_ snapshot: RevisionSnapshot, policy: ResolutionPolicy) -> Report {
  let resolved = RevisionResolver.resolve(snapshot, policy: policy)
  let lookup = ModeLookup(resolved)
  let findings = (resolved.findings + PolicyChecker.findings(lookup, rules: policy.rules))
    .sorted()
  var report = Report(
    kind: .check,
    base: nil,
    head: RevisionInfo(revision: snapshot.revision, commit: snapshot.commit),
    changes: [],
    findings: findings.map { ReportedFinding(revision: nil, finding: $0, isNew: true) },
    tokenCounts: TokenCounts(base: nil, head: resolved.tokenCount),
    modes: ModeList(base: [], head: resolved.modeNames)
  )
  applyContrastCheck(to: &report, lookup.index, settings: policy.contrast)
  ModeDescriptions.apply(to: &report)
  return report
}
