import Foundation

/// What the workflow's event file (`GITHUB_EVENT_PATH`) says about the pull request.
enum PullRequestEvent {
  /// `pull_request.number` (pull_request and pull_request_target events), else the first of
  /// `workflow_run.pull_requests` (a workflow_run from a branch of the same repository; runs
  /// from forks list none, so their number must be passed with `--pr`). `nil` when neither.
  static func number(inEventAt path: String) -> Int? {
    guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)),
      let event = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else {
      return nil
    }
    if let pullRequest = event["pull_request"] as? [String: Any],
      let number = pullRequest["number"] as? NSNumber
    {
      return number.intValue
    }
    if let run = event["workflow_run"] as? [String: Any],
      let pullRequests = run["pull_requests"] as? [[String: Any]],
      let number = pullRequests.first?["number"] as? NSNumber
    {
      return number.intValue
    }
    return nil
  }
}
