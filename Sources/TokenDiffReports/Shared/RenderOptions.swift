/// What a renderer may be told beyond the report itself: where the repository lives (for
/// file:line links), where the full report is published, and how long a comment may be.
///
/// Every member is optional; the same report and options always give the same bytes.
public struct RenderOptions: Sendable, Equatable {
  /// The repository's web address, for example `https://github.com/owner/repo`, used to link
  /// findings to the head commit. `nil`: plain `file:line` text.
  public var repositoryURL: String?
  /// Where the complete report is published (a workflow artifact, a Pages site), named when the
  /// Markdown comment has to leave rows out.
  public var fullReportURL: String?
  /// The most characters a Markdown report may have, counted as UTF-8 bytes (never fewer than
  /// characters, however they are counted).
  public var markdownLimit: Int

  /// GitHub rejects comments over 65,536 characters; this leaves room for a bot's own footer.
  public static let defaultMarkdownLimit = 65_000

  public init(
    repositoryURL: String? = nil,
    fullReportURL: String? = nil,
    markdownLimit: Int = RenderOptions.defaultMarkdownLimit
  ) {
    self.repositoryURL = repositoryURL
    self.fullReportURL = fullReportURL
    self.markdownLimit = markdownLimit
  }

  /// The repository address from GitHub Actions' `GITHUB_SERVER_URL` and `GITHUB_REPOSITORY`,
  /// `nil` when either is missing or empty. Pure.
  public static func repositoryURL(environment: [String: String]) -> String? {
    guard let server = environment["GITHUB_SERVER_URL"], !server.isEmpty,
      let repository = environment["GITHUB_REPOSITORY"], !repository.isEmpty
    else { return nil }
    let trimmed = server.hasSuffix("/") ? String(server.dropLast()) : server
    return "\(trimmed)/\(repository)"
  }

  /// The page of the running GitHub Actions workflow run (`GITHUB_RUN_ID`), where the uploaded
  /// reports are: the default place of the full report. `nil` outside Actions. Pure.
  public static func runURL(environment: [String: String]) -> String? {
    guard let repository = repositoryURL(environment: environment),
      let run = environment["GITHUB_RUN_ID"], !run.isEmpty, run.allSatisfy(\.isNumber)
    else { return nil }
    return "\(repository)/actions/runs/\(run)"
  }
}
