import ArgumentParser
import Foundation
import TokenDiffGitHub
import TokenDiffReports

/// `tokendiff comment`: keeps one comment with the report on the pull request.
struct CommentCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "comment",
    abstract: "Create or update the pull request's tokendiff comment.",
    discussion: """
      Finds the comment that starts with the marker (every page of the pull request's \
      comments), updates it, or creates one. With --report, a report that has no change, no \
      new finding and no contrast pair that moved turns an earlier comment into a short \
      "no token changes" note and posts nothing when there was none. Rate limits and server \
      errors are retried a bounded number of times. Reads GITHUB_API_URL, GITHUB_REPOSITORY \
      and GITHUB_EVENT_PATH as GitHub Actions sets them. Exit status: 0 the comment is up to \
      date (or nothing needed posting), 2 it could not be posted, 3 GitHub refused the token \
      (a pull request from a fork gets a read-only token): the report is not lost, it is in \
      the job summary.

      Examples:
        tokendiff main...HEAD --format markdown -o report.md --also json=report.json
        GITHUB_TOKEN=... tokendiff comment --body report.md --report report.json --pr 12
        tokendiff comment --body report.md --repository owner/name --pr 12 --token-env GH_PAT
      """
  )

  @Option(help: "The Markdown report to post (from --format markdown).")
  var body: String

  @Option(
    help: "The same report as JSON (--format json): when it shows nothing, post the short note."
  )
  var report: String?

  @Option(help: "The pull request number (default: from the event in GITHUB_EVENT_PATH).")
  var pr: Int?

  @Option(help: "owner/name (default: GITHUB_REPOSITORY).")
  var repository: String?

  @Option(help: "The REST API root (default: GITHUB_API_URL, else https://api.github.com).")
  var apiURL: String?

  @Option(help: "The environment variable holding the token.")
  var tokenEnv: String = "GITHUB_TOKEN"

  @Option(
    help: "Comment only if the pull request's head commit is this one (for workflow_run jobs)."
  )
  var headSHA: String?

  @Option(help: "The hidden first line that marks the comment as tokendiff's.")
  var marker: String = "<!-- tokendiff -->"

  func run() async throws {
    let environment = ProcessInfo.processInfo.environment
    let publisher: StickyComment
    let text: String
    let isEmpty: Bool
    do {
      publisher = try makePublisher(environment)
      text = String(decoding: try ReportFile.read(body), as: UTF8.self)
      isEmpty = try report.map { try ReportDigest(json: try ReportFile.read($0)).isEmpty } ?? false
    } catch {
      fail(error.localizedDescription, status: .noReport)
    }
    do {
      if let headSHA {
        let actual = try await publisher.headCommit()
        guard actual.lowercased() == headSHA.lowercased() else {
          fail(
            "pull request #\(publisher.pullRequest) is at \(actual), not \(headSHA); "
              + "not commenting (the report belongs to another commit)",
            status: .noReport
          )
        }
      }
      let outcome =
        isEmpty
        ? try await publisher.publish(NoChangesNote.render(marker: marker), onlyUpdate: true)
        : try await publisher.publish(text)
      print(Self.describe(outcome))
      if outcome == .skipped {
        FileHandle.standardError.write(
          Data("no token changes and no earlier comment: nothing to post\n".utf8)
        )
      }
    } catch {
      if case .forbidden = error {
        let message = """
          cannot comment on pull request #\(publisher.pullRequest): \(error.localizedDescription)
          hint: pull requests from forks get a read-only GITHUB_TOKEN, so the report stays in the \
          job summary; to comment on them too, post from a workflow_run job (see the README's \
          fork-safe setup), or give the job `permissions: pull-requests: write`
          """
        warn(message, annotate: environment["GITHUB_ACTIONS"] == "true")
        throw ExitCode(ExitStatus.commentRefused.rawValue)
      }
      fail(error.localizedDescription, status: .noReport)
    }
  }

  private func makePublisher(_ environment: [String: String]) throws(CLIError) -> StickyComment {
    guard let token = environment[tokenEnv], !token.isEmpty else {
      throw .missingSetting("no token in $\(tokenEnv)")
    }
    guard let repository = repository ?? environment["GITHUB_REPOSITORY"],
      repository.split(separator: "/").count == 2
    else {
      throw .missingSetting("no repository: pass --repository owner/name or set GITHUB_REPOSITORY")
    }
    guard let number = pr ?? environment["GITHUB_EVENT_PATH"].flatMap(PullRequestEvent.number)
    else {
      throw .missingSetting("no pull request: pass --pr or run on a pull_request event")
    }
    let root = apiURL ?? environment["GITHUB_API_URL"] ?? "https://api.github.com"
    guard let url = URL(string: root), url.scheme == "https" || url.scheme == "http" else {
      throw .missingSetting("'\(root)' is not an http(s) URL")
    }
    let client = GitHubClient(
      apiURL: url,
      token: token,
      transport: URLSessionTransport(),
      retry: RetryPolicy(now: { Date().timeIntervalSince1970 })
    )
    return StickyComment(
      client: client,
      repository: repository,
      pullRequest: number,
      marker: marker
    )
  }

  /// `created URL`, `updated URL`, `unchanged URL` or `skipped`: one line for scripts (the
  /// Action reads it into its `comment` and `comment-url` outputs). Pure.
  static func describe(_ outcome: StickyComment.Outcome) -> String {
    switch outcome {
    case .created(let comment): "created \(comment.url)"
    case .updated(let comment): "updated \(comment.url)"
    case .unchanged(let comment): "unchanged \(comment.url)"
    case .skipped: "skipped"
    }
  }

  private func warn(_ message: String, annotate: Bool) {
    FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    if annotate {
      let line = WorkflowCommand.line(
        "warning",
        properties: [("title", "tokendiff could not comment")],
        message: message
      )
      FileHandle.standardError.write(Data((line + "\n").utf8))
    }
  }

  private func fail(_ message: String, status: ExitStatus) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    Self.exit(withError: ExitCode(status.rawValue))
  }
}
