import Foundation
import TokenDiffTestSupport
import Yams

/// Runs the composite action in action.yml on this machine, the way the GitHub runner would:
/// its `run:` steps in order with `bash --noprofile --norc -eo pipefail`, each with its `env:`
/// evaluated from the inputs (defaults included) and earlier steps' outputs, a fresh
/// `GITHUB_OUTPUT` per step, and a shared `GITHUB_ENV` and `GITHUB_STEP_SUMMARY`. A failing step
/// stops the action, as in a composite action.
///
/// `uses:` steps (cache, upload-artifact) are skipped, and so are the steps named in
/// `replacing`, whose outputs are given instead (the install and build steps, replaced by the
/// already built binary).
struct LocalActionRunner {
  /// The package root: action.yml and scripts/ are there (`GITHUB_ACTION_PATH`).
  var actionPath: URL
  /// The repository the action runs in (`GITHUB_WORKSPACE`).
  var workspace: URL
  /// A folder for this run's files: event, outputs, summary, `RUNNER_TEMP`, `HOME`.
  var scratch: URL
  /// Variables every step gets, besides the runner's (`GITHUB_API_URL`, `GITHUB_REPOSITORY`...).
  var environment: [String: String]
  /// `github.event`, written to `GITHUB_EVENT_PATH`.
  var event: [String: Any]
  var eventName: String
  /// Steps not to run, by id, with the outputs they would have set.
  var replacing: [String: [String: String]]

  struct Run {
    /// Whether every step succeeded.
    var succeeded: Bool
    /// The exit status of the step that failed, 0 when none did.
    var failedStatus: Int32
    var failedStep: String?
    /// The action's outputs, evaluated from its `outputs:` section.
    var outputs: [String: String]
    /// Everything written to `GITHUB_STEP_SUMMARY`.
    var summary: String
    /// Each step's combined output, in order.
    var log: String
    /// The ids or names of the steps that ran.
    var ran: [String]
    var skippedUses: [String]
  }

  /// The steps of action.yml, as parsed YAML.
  static func steps(of action: [String: Any]) -> [[String: Any]] {
    (action["runs"] as? [String: Any])?["steps"] as? [[String: Any]] ?? []
  }

  static func load(_ actionPath: URL) throws -> [String: Any] {
    let text = try String(
      contentsOf: actionPath.appendingPathComponent("action.yml"),
      encoding: .utf8
    )
    guard let action = try Yams.load(yaml: text) as? [String: Any] else {
      throw ActionExpression.Unsupported(description: "action.yml is not a mapping")
    }
    return action
  }

  func run(inputs given: [String: String]) throws -> Run {
    let action = try Self.load(actionPath)
    let files = FileManager.default
    let temp = scratch.appendingPathComponent("runner-temp")
    let home = scratch.appendingPathComponent("home")
    try files.createDirectory(at: temp, withIntermediateDirectories: true)
    try files.createDirectory(at: home, withIntermediateDirectories: true)
    let eventFile = scratch.appendingPathComponent("event.json")
    try JSONSerialization.data(withJSONObject: event).write(to: eventFile)
    let summaryFile = scratch.appendingPathComponent("step-summary.md")
    let envFile = scratch.appendingPathComponent("github-env")
    try Data().write(to: summaryFile)
    try Data().write(to: envFile)

    let github: [String: Any] = [
      "event": event, "event_name": eventName, "action_path": actionPath.path,
      "token": "unused-default-token", "sha": (event["after"] as? String) ?? "",
      "workspace": workspace.path,
    ]
    var contexts: [String: Any] = [
      "github": github, "runner": ["temp": temp.path, "os": "Linux", "arch": "X64"],
    ]
    // Inputs: what the workflow passed, else the default evaluated in the caller's context.
    var inputs: [String: String] = [:]
    for (name, spec) in action["inputs"] as? [String: Any] ?? [:] {
      let defaultValue = (spec as? [String: Any])?["default"].map { "\($0)" } ?? ""
      inputs[name] =
        try given[name] ?? ActionExpression(contexts: contexts).substitute(defaultValue)
    }
    contexts["inputs"] = inputs

    var steps: [String: Any] = [:]
    var result = Run(
      succeeded: true,
      failedStatus: 0,
      failedStep: nil,
      outputs: [:],
      summary: "",
      log: "",
      ran: [],
      skippedUses: []
    )
    for (index, step) in Self.steps(of: action).enumerated() {
      let id = step["id"] as? String ?? "step\(index)"
      if let uses = step["uses"] as? String {
        result.skippedUses.append(uses)
        continue
      }
      if let outputs = replacing[id] {
        steps[id] = ["outputs": outputs]
        contexts["steps"] = steps
        continue
      }
      guard let script = step["run"] as? String else { continue }
      let expressions = ActionExpression(contexts: contexts)
      var variables = ProcessInfo.processInfo.environment.filter {
        !$0.key.hasPrefix("GITHUB_") && !$0.key.hasPrefix("RUNNER_")
      }
      variables.merge(environment) { _, new in new }
      variables.merge(try Self.readEnvironmentFile(envFile)) { _, new in new }
      let outputFile = scratch.appendingPathComponent("output-\(index)")
      try Data().write(to: outputFile)
      variables.merge([
        "GITHUB_ACTIONS": "true", "CI": "true", "HOME": home.path,
        "GITHUB_ACTION_PATH": actionPath.path, "GITHUB_WORKSPACE": workspace.path,
        "GITHUB_EVENT_PATH": eventFile.path, "GITHUB_EVENT_NAME": eventName,
        "GITHUB_OUTPUT": outputFile.path, "GITHUB_ENV": envFile.path,
        "GITHUB_STEP_SUMMARY": summaryFile.path, "RUNNER_TEMP": temp.path,
      ]) { _, new in new }
      for (name, value) in step["env"] as? [String: Any] ?? [:] {
        variables[name] = try expressions.substitute("\(value)")
      }
      var directory = workspace
      if let folder = step["working-directory"] as? String {
        // As the runner does: relative to the workspace, whether or not its URL ends in `/`.
        let path = try expressions.substitute(folder)
        directory =
          (path.hasPrefix("/")
          ? URL(fileURLWithPath: path) : workspace.appendingPathComponent(path))
          .standardizedFileURL
      }
      let scriptFile = scratch.appendingPathComponent("step-\(index).sh")
      try Data(script.utf8).write(to: scriptFile)
      let (status, output) = try Self.bash(scriptFile, in: directory, environment: variables)
      result.ran.append(id)
      result.log += "--- \(id) (exit \(status))\n\(output)"
      steps[id] = ["outputs": try Self.readOutputFile(outputFile)]
      contexts["steps"] = steps
      if status != 0 {
        result.succeeded = false
        result.failedStatus = status
        result.failedStep = id
        break
      }
    }
    contexts["steps"] = steps
    let expressions = ActionExpression(contexts: contexts)
    for (name, spec) in action["outputs"] as? [String: Any] ?? [:] {
      let value = (spec as? [String: Any])?["value"] as? String ?? ""
      result.outputs[name] = try expressions.substitute(value)
    }
    result.summary = try String(contentsOf: summaryFile, encoding: .utf8)
    return result
  }

  /// GitHub's `shell: bash`: `bash --noprofile --norc -eo pipefail {0}`.
  static func bash(_ script: URL, in directory: URL, environment: [String: String]) throws -> (
    Int32, String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["bash", "--noprofile", "--norc", "-eo", "pipefail", script.path]
    process.currentDirectoryURL = directory
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// `name=value` lines and `name<<DELIMITER` blocks, as the runner reads them.
  static func readOutputFile(_ file: URL) throws -> [String: String] {
    let text = try String(contentsOf: file, encoding: .utf8)
    var values: [String: String] = [:]
    var lines = text.components(separatedBy: "\n")[...]
    while let line = lines.popFirst() {
      if let range = line.range(of: "<<"), !line[..<range.lowerBound].contains("=") {
        let name = String(line[..<range.lowerBound])
        let delimiter = String(line[range.upperBound...])
        var block: [String] = []
        while let next = lines.popFirst(), next != delimiter { block.append(next) }
        values[name] = block.joined(separator: "\n")
      } else if let equals = line.firstIndex(of: "=") {
        values[String(line[..<equals])] = String(line[line.index(after: equals)...])
      }
    }
    return values
  }

  static func readEnvironmentFile(_ file: URL) throws -> [String: String] {
    try readOutputFile(file)
  }
}

extension LocalActionRunner {
  /// This repository's action on a workspace, against the fake GitHub API, with the download,
  /// install, cache-key and build steps replaced by the binary under test, the checkout's
  /// ownership step skipped (ActionContainerTests runs it), and a new scratch folder
  /// (the runner's temp and tool cache) that the caller removes (``removeScratch()``).
  static func forTest(
    workspace: URL,
    api: FakeGitHubAPI,
    event: [String: Any],
    eventName: String
  ) throws -> LocalActionRunner {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("tokendiff-action-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    return LocalActionRunner(
      actionPath: ActionTests.actionPath,
      workspace: workspace,
      scratch: scratch,
      environment: [
        "GITHUB_API_URL": api.url.absoluteString, "GITHUB_REPOSITORY": api.repository,
      ],
      event: event,
      eventName: eventName,
      replacing: [
        "download": ["binary": TokenDiffExecutable.url.path],
        "install": [:], "key": ["key": "local"],
        "build": ["binary": TokenDiffExecutable.url.path], "trust": [:],
      ]
    )
  }

  func removeScratch() { try? FileManager.default.removeItem(at: scratch) }
}
