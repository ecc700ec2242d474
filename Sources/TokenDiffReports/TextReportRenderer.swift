public import TokenDiffCore

/// Renders a summary for a terminal: a verdict, then each kind of change and the findings.
public enum TextReportRenderer {
  /// Rows shown per section before "... and N more".
  public static let rowsPerSection = 25

  /// Pure.
  public static func render(_ report: Report) -> String {
    var lines = [
      "tokendiff " + (report.kind == .check ? "check " : "") + ReportWording.title(report)
    ]
    lines.append(ReportWording.tokenCounts(report))
    if let modes = ReportWording.modes(report) { lines.append(modes) }
    lines.append(ReportWording.verdict(report))
    lines += impactLines(report)
    for group in ReportWording.groups(report.changes) {
      lines.append("")
      lines.append(
        "\(ReportWording.heading(group.kind)) (\(ReportWording.sectionCount(group.changes)))"
      )
      for change in group.changes.prefix(rowsPerSection) { lines.append("  " + row(change)) }
      appendMore(group.changes.count, to: &lines)
    }
    let findings = report.headFindings
    if !findings.isEmpty {
      lines.append("")
      lines.append(
        report.kind == .check
          ? "Findings (\(findings.count))" : "Findings in head (\(findings.count))"
      )
      for reported in findings.prefix(rowsPerSection) {
        let finding = reported.finding
        let new =
          (report.kind == .diff && reported.isNew ? " (new)" : "")
          + (finding.mode.map { " [\($0)]" } ?? "")
          + (finding.modes.isEmpty ? "" : " [\(finding.modes.joined(separator: "; "))]")
        // A note about a whole folder has no file to name.
        let place = ReportWording.location(finding.location)
        lines.append(
          "  \(finding.severity.rawValue): \(place.isEmpty ? "" : place + ": ")"
            + "\(finding.kind.rawValue)\(new): \(finding.message)"
            + ReportWording.dependents(finding.dependents.count)
        )
      }
      appendMore(findings.count, to: &lines)
    }
    lines += contrastSection(report)
    return lines.map(sanitised).joined(separator: "\n") + "\n"
  }

  private static func row(_ change: TokenChange) -> String {
    var text = change.token.description
    if let mode = change.mode { text += " [\(mode)]" }
    switch change.kind {
    case .added: text += "  " + ReportWording.state(change.after)
    case .removed: text += "  was " + ReportWording.state(change.before)
    case .renamed:
      text += "  renamed from \(change.from?.description ?? "?")"
      if change.before != change.after {
        text += "  \(ReportWording.state(change.before)) → \(ReportWording.state(change.after))"
      }
    case .typeChanged:
      text +=
        "  \(ReportWording.state(change.before)) \(ReportWording.typeName(change.before))"
        + " → \(ReportWording.state(change.after)) \(ReportWording.typeName(change.after))"
    default:
      if change.kind == .valueChanged, let list = ListChange(change.before, change.after) {
        text += "  " + list.description { $0 }
      } else {
        text += "  \(ReportWording.state(change.before)) → \(ReportWording.state(change.after))"
      }
    }
    if let magnitude = ReportFacts.magnitude(change.magnitude) { text += "  \(magnitude)" }
    if let via = change.via { text += "  via \(via)" }
    if !change.reaches.isEmpty { text += "  moves \(change.reaches.count)" }
    if let note = change.note { text += "  (\(note))" }
    return text + "  \(change.location.file):\(change.location.line)"
  }

  private static func appendMore(_ count: Int, to lines: inout [String]) {
    if count > rowsPerSection {
      lines.append("  ... and \(count - rowsPerSection) more (--format json lists everything)")
    }
  }

  /// Control characters from token files would drive the terminal, and bidirectional controls
  /// would reorder the line: show them escaped. Pure.
  static func sanitised(_ line: String) -> String {
    var result = ""
    for scalar in line.unicodeScalars {
      if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        || BidiControls.contains(scalar)
      {
        result += BidiControls.escaped(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
