import Foundation
import Testing
import TokenDiffTestSupport

/// A run of the executable with its JSON report decoded.
struct JSONRun {
  var result: TokenDiffExecutable.Result
  var report: [String: Any]

  var changes: [[String: Any]] { report["changes"] as? [[String: Any]] ?? [] }
  var findings: [[String: Any]] { report["findings"] as? [[String: Any]] ?? [] }

  /// `token kind` for every change, in report order.
  var changeLines: [String] {
    changes.map { "\($0["token"] as? String ?? "?") \($0["kind"] as? String ?? "?")" }
  }

  func change(_ token: String, _ kind: String) -> [String: Any]? {
    changes.first { $0["token"] as? String == token && $0["kind"] as? String == kind }
  }

  func findings(ofKind kind: String) -> [[String: Any]] {
    findings.filter { $0["kind"] as? String == kind }
  }
}

/// Runs `tokendiff arguments... --format json` and decodes the report.
func runJSON(
  _ arguments: [String],
  in directory: URL,
  sourceLocation: SourceLocation = #_sourceLocation
)
  throws -> JSONRun
{
  let result = try TokenDiffExecutable.run(arguments + ["--format", "json"], in: directory)
  let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
  let report = try #require(
    object as? [String: Any],
    "stdout: \(result.standardOutput) stderr: \(result.standardError)",
    sourceLocation: sourceLocation
  )
  return JSONRun(result: result, report: report)
}

extension Dictionary where Key == String, Value == Any {
  /// `before.value` style lookups.
  func string(_ path: String) -> String? {
    var current: Any? = self
    for key in path.split(separator: ".") {
      current = (current as? [String: Any])?[String(key)]
    }
    return current as? String
  }
}

/// `tokendiff sets REVISION --format json` in `directory`, decoded; expects exit status 0.
func setsListing(_ revision: String, in directory: URL) throws -> [String: Any] {
  let result = try TokenDiffExecutable.run(
    ["sets", revision, "--format", "json"],
    in: directory
  )
  #expect(result.status == 0, "\(result.standardError)")
  let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
  return try #require(object as? [String: Any])
}
