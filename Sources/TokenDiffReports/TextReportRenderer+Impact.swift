public import TokenDiffCore

extension TextReportRenderer {
  /// The blast radius (the changed tokens that moved others), for a diff; the verdict line
  /// above it already gives the suggested bump. Empty for a check or when nothing moved others.
  /// Pure.
  public static func impactLines(_ report: Report) -> [String] {
    let moving = report.blastRadius.filter { $0.total > 0 }
    guard report.kind == .diff, !moving.isEmpty else { return [] }
    var lines = [""]
    lines.append("Blast radius (\(moving.count))")
    for radius in moving.prefix(rowsPerSection) {
      var counts: [String] = []
      if radius.semantic > 0 { counts.append("\(radius.semantic) semantic") }
      if radius.component > 0 { counts.append("\(radius.component) component") }
      if radius.raw > 0 { counts.append("\(radius.raw) raw") }
      let mode = radius.mode.map { " [\($0)]" } ?? ""
      lines.append(
        "  \(radius.token)\(mode) (\(radius.layer.rawValue)) moved \(counts.joined(separator: ", "))"
      )
    }
    if moving.count > rowsPerSection {
      lines.append("  ... and \(moving.count - rowsPerSection) more")
    }
    return lines
  }
}
