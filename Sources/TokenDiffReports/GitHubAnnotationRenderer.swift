public import TokenDiffCore

/// `::error file=...,line=...,col=...,title=...::message` lines for GitHub Actions, so broken
/// and forbidden tokens and contrast regressions show on the pull request's changed files.
public enum GitHubAnnotationRenderer {
  /// One workflow command per ``Report/problems`` entry, each ending with a line break; empty
  /// when there is nothing to flag. Pure.
  public static func render(_ report: Report) -> String {
    report.problems.map { line($0) + "\n" }.joined()
  }

  static func line(_ problem: ReportProblem) -> String {
    var properties: [(String, String)] = []
    if let location = problem.location {
      properties += [
        ("file", location.file), ("line", String(location.line)),
        ("col", String(location.column)),
      ]
    }
    properties.append(("title", problem.title))
    var message = problem.message
    if let mode = problem.mode, !message.contains("(\(mode))") { message += " [mode: \(mode)]" }
    let command: String
    switch problem.severity {
    case .error: command = "error"
    case .warning: command = "warning"
    case .note: command = "notice"
    }
    return WorkflowCommand.line(command, properties: properties, message: message)
  }
}
