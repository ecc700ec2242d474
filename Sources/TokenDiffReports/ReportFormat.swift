public import TokenDiffCore

/// The output formats of a report.
public enum ReportFormat: String, Sendable, CaseIterable {
  case json, text, markdown, html, sarif

  /// Renders a report in this format. Pure: the same report and options give the same bytes.
  public func render(_ report: Report, options: RenderOptions = RenderOptions()) -> String {
    switch self {
    case .json: JSONReportRenderer.render(report)
    case .text: TextReportRenderer.render(report)
    case .markdown: MarkdownReportRenderer.render(report, options: options)
    case .html: HTMLReportRenderer.render(report, options: options)
    case .sarif: SARIFReportRenderer.render(report)
    }
  }
}
