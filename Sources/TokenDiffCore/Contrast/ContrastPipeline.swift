/// The contrast stage of a diff: the pairs measured in both revisions, in every mode (see
/// ``ContrastEvaluator/measure(_:settings:)``), compared. Renamed tokens (the diff's `renamed`
/// changes) keep their pairs. Pure.
func applyContrastDiff(
  to report: inout Report,
  old: ContrastEvaluator.Measured,
  new: ContrastEvaluator.Measured,
  changes: [TokenChange],
  settings: ContrastSettings
) {
  var renames: [TokenPath: TokenPath] = [:]
  for change in changes where change.kind == .renamed {
    if let from = change.from { renames[from] = change.token }
  }
  (report.contrast, report.contrastTallies) = ContrastReview.diff(
    before: old.pairs,
    after: new.pairs,
    margin: settings.margin,
    renames: renames,
    modeRenames: ModeRenames(report.modes.renamed)
  )
  if let limit = new.limitFinding {
    report.findings.insert(ReportedFinding(revision: .head, finding: limit, isNew: true), at: 0)
  }
}

/// The contrast stage of a check: every pair measured in every mode, failing ones listed. Pure.
func applyContrastCheck(
  to report: inout Report,
  _ index: ModalIndex,
  settings: ContrastSettings
) {
  let measured = ContrastEvaluator.measure(index, settings: settings)
  (report.contrast, report.contrastTallies) = ContrastReview.check(measured.pairs)
  if let limit = measured.limitFinding {
    report.findings.insert(ReportedFinding(revision: nil, finding: limit, isNew: true), at: 0)
  }
}
