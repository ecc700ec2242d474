import TokenDiffCore

extension TextReportRenderer {
  /// The contrast section: a count per status, then one row per listed pair (a diff lists the
  /// pairs whose colours changed, a check the failing ones), with ratios rounded down. Empty
  /// when no pair was measured. Pure.
  static func contrastSection(_ report: Report) -> [String] {
    let counts = ContrastTally.counts(report.contrastTallies)
    guard !counts.isEmpty else { return [] }
    let summary = ContrastStatus.allCases.compactMap { status in
      counts[status].map { "\($0) \(status.rawValue)" }
    }
    var lines = ["", "Contrast (\(summary.joined(separator: ", ")))"]
    for result in report.contrast.prefix(rowsPerSection) {
      var text = "  \(result.status.rawValue): \(result.foreground) on \(result.background)"
      if let mode = result.mode { text += " [\(mode)]" }
      let minimum = result.requirement.minimumRatio
      let ratios = [result.before, result.after].map { measurement in
        measurement.map { ContrastRatioText.ratio($0.ratio, against: minimum) } ?? "none"
      }
      text += report.kind == .check ? "  \(ratios[1])" : "  \(ratios[0]) → \(ratios[1])"
      text += "  (\(result.requirement.name), \(ContrastRatioText.truncated(minimum)):1)"
      if let note = result.after?.note ?? result.before?.note { text += "  \(note)" }
      lines.append(text)
    }
    if report.contrast.count > rowsPerSection {
      lines.append(
        "  ... and \(report.contrast.count - rowsPerSection) more (--format json lists everything)"
      )
    }
    return lines
  }
}
