/// The contrast stage of a diff: every pair measured in both revisions, in every mode, and
/// compared. Renamed tokens (the diff's `renamed` changes) keep their pairs. Pure.
func contrastDiff(
  _ before: ResolvedRevision,
  _ after: ResolvedRevision,
  changes: [TokenChange],
  settings: ContrastSettings
) -> (results: [ContrastResult], tallies: [ContrastTally]) {
  var renames: [TokenPath: TokenPath] = [:]
  for change in changes where change.kind == .renamed {
    if let from = change.from { renames[from] = change.token }
  }
  return ContrastReview.diff(
    before: ContrastEvaluator.measure(before, settings: settings),
    after: ContrastEvaluator.measure(after, settings: settings),
    margin: settings.margin,
    renames: renames
  )
}
