public import TokenDiffCore

/// The output formats of a report.
public enum ReportFormat: String, Sendable, CaseIterable {
  case json, text, markdown, sarif

  /// Renders a report in this format. Pure: the same report gives the same bytes.
  public func render(_ report: Report) -> String {
    switch self {
    case .json: JSONReportRenderer.render(report)
    case .text: TextReportRenderer.render(report)
    case .markdown: MarkdownReportRenderer.render(report)
    case .sarif: SARIFReportRenderer.render(report)
    }
  }
}
