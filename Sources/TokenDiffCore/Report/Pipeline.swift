/// Parses, resolves (in every mode) and diffs two revisions into a report. Pure: same
/// snapshots and policy in, same report out.
public func makeDiffReport(
  base: RevisionSnapshot,
  head: RevisionSnapshot,
  policy: ResolutionPolicy
) -> Report {
  // Both revisions resolved together (a set the diff does not touch is resolved once, for
  // both), then each indexed once for every stage (diff, impact, policies and contrast).
  let revisions = RevisionResolver.resolve([base, head], policy: policy).parallelMap { revision in
    (revision, ModalIndex(revision))
  }
  let report = makeDiffReport(revisions, base: base, head: head, policy: policy)
  // Freeing both resolved revisions takes tens of milliseconds of one core on a large set:
  // done on another thread while the caller renders the report.
  releaseInBackground(consume revisions)
  return report
}

/// The report from both revisions resolved and indexed. Pure.
private func makeDiffReport(
  _ revisions: [(ResolvedRevision, ModalIndex)],
  base: RevisionSnapshot,
  head: RevisionSnapshot,
  policy: ResolutionPolicy
) -> Report {
  let (before, beforeIndex) = revisions[0]
  let (after, afterIndex) = revisions[1]
  // The diff and its impact on one core; what each revision needs no diff for (its policy
  // findings, sorted, its contrast pairs and token count) and the versioning findings, which
  // need only the files, beside it.
  // Worked out once, for the diff's mode pairings, the mode list and which findings are new.
  let modeRenames = ModeRenames.found(before, after)
  let renames = ModeRenames(modeRenames)
  let (diffed, (sides, versioning)) = concurrently(
    {
      let modeless = ModelessCounterparts(beforeIndex, afterIndex)
      var report = Report(
        kind: .diff,
        base: RevisionInfo(revision: base.revision, commit: base.commit),
        head: RevisionInfo(revision: head.revision, commit: head.commit),
        changes: withoutUnreadRemovals(
          ModalDiffer.diff(
            beforeIndex,
            afterIndex,
            renames: policy.renames,
            modeless: modeless,
            modeRenames: renames
          ),
          head: after
        ),
        findings: [],
        // Counted beside the diff, set below.
        tokenCounts: TokenCounts(base: nil, head: 0),
        modes: ModeList.matched(
          base: before.modeNames,
          head: after.modeNames,
          addedToModeless: modeless.allAdded,
          removedFromModeless: modeless.allRemoved,
          renamed: modeRenames
        )
      )
      ImpactAnalysis.apply(
        to: &report,
        head: ModeLookup(index: afterIndex),
        thresholds: policy.visibility
      )
      return report
    },
    {
      let sides = [beforeIndex, afterIndex].parallelMap { index in
        RevisionChecks(
          findings: (index.revision.findings
            + PolicyChecker.findings(ModeLookup(index: index), rules: policy.rules)).sorted(),
          contrast: ContrastEvaluator.measure(index, settings: policy.contrast),
          tokenCount: index.revision.tokenCount
        )
      }
      return (sides, GentleVersioning.findings(base: base, head: head))
    }
  )
  var report = diffed
  report.tokenCounts = TokenCounts(base: sides[0].tokenCount, head: sides[1].tokenCount)
  let baseFindings = sides[0].findings
  // Sorted already but for the closed tokens' findings, which the sort merges in.
  let headFindings =
    (sides[1].findings + PolicyChecker.closedTokenFindings(report.changes, rules: policy.rules))
    .sorted()
  // A finding in a renamed mode (a theme renamed under the same id) is the base's finding
  // still there, not a new one: a head finding is compared in the base's mode names, and
  // modes as a set (renamed, they may sort differently).
  func identity(_ finding: Finding, inBaseTerms: Bool) -> String {
    guard !renames.isEmpty else { return finding.identity }
    var finding = finding
    if inBaseTerms {
      finding.mode = finding.mode.map(renames.inBaseTerms)
      finding.modes = finding.modes.map(renames.inBaseTerms)
    }
    finding.modes.sort()
    return finding.identity
  }
  let known = Set(baseFindings.map { identity($0, inBaseTerms: false) })
  report.findings =
    headFindings.map {
      ReportedFinding(
        revision: .head,
        finding: $0,
        isNew: !known.contains(identity($0, inBaseTerms: true))
      )
    }
    + baseFindings.map { ReportedFinding(revision: .base, finding: $0, isNew: false) }
    + versioning
    .map { ReportedFinding(revision: .head, finding: $0, isNew: true) }
  applyContrastDiff(
    to: &report,
    old: sides[0].contrast,
    new: sides[1].contrast,
    changes: report.changes,
    settings: policy.contrast
  )
  ModeDescriptions.apply(to: &report)
  return report
}

/// The changes without the removals of tokens whose file the head could not parse: those
/// tokens are unknown, not removed, and the file's parse error (a finding that fails the run by
/// default) says so. Reported as removed, a trailing comma in one file read as a major release.
/// A Tokens Studio `$themes.json` the head could not parse likewise leaves every set of its
/// folder unread as themed (tokens-denisstrong `305726c`: 426 removals for one comma). Pure.
private func withoutUnreadRemovals(_ changes: [TokenChange], head: ResolvedRevision)
  -> [TokenChange]
{
  let unparsable = head.findings.unparsableFiles
  guard !unparsable.isEmpty else { return changes }
  let themeFolders = unparsable.filter(TokensStudioThemes.isThemesDocument).map {
    TokensStudioThemes.folder(of: $0)
  }
  return changes.filter { change in
    let file = change.location.file
    return change.kind != .removed
      || !unparsable.contains(file)
        && !themeFolders.contains { $0.isEmpty || file.hasPrefix($0 + "/") }
  }
}

/// What one revision of a diff contributes that needs no diff: its findings (resolution and
/// policy), sorted, its contrast pairs, its token count.
private struct RevisionChecks: Sendable {
  var findings: [Finding]
  var contrast: ContrastEvaluator.Measured
  var tokenCount: Int
}

/// Parses and resolves one revision (or folder), in every mode, into a report of its
/// findings. Pure.
public func makeCheckReport(_ snapshot: RevisionSnapshot, policy: ResolutionPolicy) -> Report {
  let resolved = RevisionResolver.resolve(snapshot, policy: policy)
  let report = makeCheckReport(resolved, snapshot: snapshot, policy: policy)
  releaseInBackground(consume resolved)
  return report
}

/// The check report from the revision resolved. Pure.
private func makeCheckReport(
  _ resolved: ResolvedRevision,
  snapshot: RevisionSnapshot,
  policy: ResolutionPolicy
) -> Report {
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
