/// Parses, resolves (in every mode) and diffs two revisions into a report. Pure: same
/// snapshots and policy in, same report out.
public func makeDiffReport(
  base: RevisionSnapshot,
  head: RevisionSnapshot,
  policy: ResolutionPolicy
) -> Report {
  // One revision after the other: each spreads its modes over the cores already, and
  // resolving both side by side measured slower (the allocator is shared).
  let before = RevisionResolver.resolve(base, policy: policy)
  let after = RevisionResolver.resolve(head, policy: policy)
  let changes = ModalDiffer.diff(before, after)
  let known = Set(before.findings.map(\.identity))
  let findings =
    after.findings.map {
      ReportedFinding(revision: .head, finding: $0, isNew: !known.contains($0.identity))
    }
    + before.findings.map { ReportedFinding(revision: .base, finding: $0, isNew: false) }
    + GentleVersioning.findings(base: base, head: head)
    .map { ReportedFinding(revision: .head, finding: $0, isNew: true) }
  var report = Report(
    kind: .diff,
    base: RevisionInfo(revision: base.revision, commit: base.commit),
    head: RevisionInfo(revision: head.revision, commit: head.commit),
    changes: changes,
    findings: findings,
    tokenCounts: TokenCounts(base: before.tokenCount, head: after.tokenCount),
    modes: ModeList(base: before.modeNames, head: after.modeNames)
  )
  (report.contrast, report.contrastTallies) = contrastDiff(
    before,
    after,
    changes: changes,
    settings: policy.contrast
  )
  return report
}

/// Parses and resolves one revision (or folder), in every mode, into a report of its
/// findings. Pure.
public func makeCheckReport(_ snapshot: RevisionSnapshot, policy: ResolutionPolicy) -> Report {
  let resolved = RevisionResolver.resolve(snapshot, policy: policy)
  var report = Report(
    kind: .check,
    base: nil,
    head: RevisionInfo(revision: snapshot.revision, commit: snapshot.commit),
    changes: [],
    findings: resolved.findings.map { ReportedFinding(revision: nil, finding: $0, isNew: true) },
    tokenCounts: TokenCounts(base: nil, head: resolved.tokenCount),
    modes: ModeList(base: [], head: resolved.modeNames)
  )
  (report.contrast, report.contrastTallies) = ContrastReview.check(
    ContrastEvaluator.measure(resolved, settings: policy.contrast)
  )
  return report
}
