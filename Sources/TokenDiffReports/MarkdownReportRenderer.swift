public import TokenDiffCore

/// Renders GitHub-flavoured Markdown for a pull-request comment (a first, plain version).
///
/// Starts with the hidden marker `<!-- tokendiff -->` so a bot can find and update its comment.
/// Everything that comes from token files goes through ``MarkdownEscaping`` first.
public enum MarkdownReportRenderer {
  public static let marker = "<!-- tokendiff -->"
  /// Rows shown per section before "... and N more".
  public static let rowsPerSection = 50

  /// Pure.
  public static func render(_ report: Report) -> String {
    var lines = [marker]
    let title = report.kind == .check ? "tokendiff check" : "tokendiff"
    lines.append("### \(title): \(MarkdownEscaping.text(ReportWording.title(report)))")
    lines.append("")
    lines.append("**\(MarkdownEscaping.text(ReportWording.verdict(report)))**")
    if let modes = ReportWording.modes(report) {
      lines += ["", MarkdownEscaping.text(modes)]
    }
    if report.kind == .diff, !report.changes.isEmpty {
      lines += ["", "| Change | Count |", "| :-- | --: |"]
      for group in ReportWording.groups(report.changes) {
        lines.append("| \(ReportWording.label(group.kind)) | \(group.changes.count) |")
      }
    }
    for group in ReportWording.groups(report.changes) {
      lines += ["", "<details\(group.changes.count <= 10 ? " open" : "")>"]
      lines.append(
        "<summary>\(ReportWording.heading(group.kind)) (\(group.changes.count))</summary>"
      )
      lines += [
        "", "| Token | Mode | Before | After | Via | File |",
        "| :-- | :-- | :-- | :-- | :-- | :-- |",
      ]
      for change in group.changes.prefix(rowsPerSection) { lines.append(row(change)) }
      if group.changes.count > rowsPerSection {
        lines += [
          "",
          "... and \(group.changes.count - rowsPerSection) more (the JSON report lists everything).",
        ]
      }
      lines += ["", "</details>"]
    }
    let findings = report.headFindings
    if !findings.isEmpty {
      lines += ["", "#### Findings (\(findings.count))", ""]
      lines += [
        "| Severity | Kind | Token | Mode | Where | Message |",
        "| :-- | :-- | :-- | :-- | :-- | :-- |",
      ]
      for reported in findings.prefix(rowsPerSection) {
        let finding = reported.finding
        lines.append(
          "| \(finding.kind.severity.rawValue) | \(finding.kind.rawValue)"
            + "\(report.kind == .diff && reported.isNew ? " (new)" : "") | "
            + "\(finding.token.map { MarkdownEscaping.code($0.description) } ?? "") | "
            + "\(finding.mode.map(MarkdownEscaping.text) ?? "") | "
            + "\(MarkdownEscaping.code(ReportWording.location(finding.location))) | "
            + "\(MarkdownEscaping.text(finding.message)) |"
        )
      }
      if findings.count > rowsPerSection {
        lines += [
          "", "... and \(findings.count - rowsPerSection) more (the JSON report lists everything).",
        ]
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func row(_ change: TokenChange) -> String {
    let cells = [
      MarkdownEscaping.code(change.token.description),
      change.mode.map(MarkdownEscaping.text) ?? "",
      change.before.map { MarkdownEscaping.code(ReportWording.state($0)) } ?? "—",
      change.after.map { MarkdownEscaping.code(ReportWording.state($0)) } ?? "—",
      change.from.map { "renamed from " + MarkdownEscaping.code($0.description) }
        ?? change.via.map { MarkdownEscaping.code($0.description) } ?? "",
      MarkdownEscaping.code("\(change.location.file):\(change.location.line)"),
    ]
    return "| " + cells.joined(separator: " | ") + " |"
  }
}
