public import TokenDiffCore

/// `::error file=...,line=...,col=...,title=...::message` lines for GitHub Actions, so broken
/// and forbidden tokens and contrast regressions show on the pull request's changed files.
public enum GitHubAnnotationRenderer {
  /// Annotations of one severity GitHub shows per step; it drops the rest without a word.
  public static let annotationsPerSeverity = 10

  /// One workflow command per ``Report/problems`` entry, each ending with a line break; empty
  /// when there is nothing to flag. GitHub shows only ``annotationsPerSeverity`` annotations of
  /// a severity per step, so beyond that many the last one shown says how many more there are,
  /// and those are printed as plain log lines (`error: file:line:col: title: message`). Pure.
  public static func render(_ report: Report) -> String {
    let limit = annotationsPerSeverity
    var output = ""
    var shown: [Severity: Int] = [:]
    let totals = Dictionary(grouping: report.problems, by: \.severity).mapValues(\.count)
    for problem in report.problems {
      let total = totals[problem.severity] ?? 0
      let index = shown[problem.severity, default: 0]
      shown[problem.severity] = index + 1
      if total <= limit || index < limit - 1 {
        output += line(problem) + "\n"
        continue
      }
      if index == limit - 1 {
        let more = total - (limit - 1)
        output +=
          WorkflowCommand.line(
            command(problem.severity),
            properties: [("title", "\(more) more (tokendiff)")],
            message:
              "\(more) more \(noun(problem.severity)) are not annotated (GitHub shows \(limit) per "
              + "step); they follow in the log, and the report lists every one"
          ) + "\n"
      }
      output += plainLine(problem) + "\n"
    }
    return output
  }

  /// A problem as a log line that is no workflow command. Pure.
  static func plainLine(_ problem: ReportProblem) -> String {
    var place = ""
    if let location = problem.location {
      place = "\(location.file):\(location.line):\(location.column): "
    }
    let text =
      "\(noun(problem.severity, plural: false)): \(place)\(problem.title): \(message(problem))"
    // Kept on one line, and never read as a command by the runner.
    return WorkflowCommand.escapeData(text)
  }

  private static func command(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "notice"
    }
  }

  private static func noun(_ severity: Severity, plural: Bool = true) -> String {
    switch severity {
    case .error: plural ? "errors" : "error"
    case .warning: plural ? "warnings" : "warning"
    case .note: plural ? "notices" : "notice"
    }
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
    return WorkflowCommand.line(
      command(problem.severity),
      properties: properties,
      message: message(problem)
    )
  }

  /// The problem's message with its mode, unless it names it already. Pure.
  private static func message(_ problem: ReportProblem) -> String {
    var message = problem.message
    if let mode = problem.mode, !message.contains("(\(mode))") { message += " [mode: \(mode)]" }
    return message
  }
}
