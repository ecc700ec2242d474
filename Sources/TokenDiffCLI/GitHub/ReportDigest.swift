import Foundation

/// The few facts of a JSON report (schemaVersion 1) that the Action and the comment need:
/// counts by kind, the suggested bump, and whether there is anything to say at all.
struct ReportDigest: Equatable {
  /// How many changes there are, in all.
  var changes: Int
  /// The report's `summary`: every change kind and finding kind of the head, zeros included.
  var counts: [String: Int]
  /// Findings of the head revision (every one in a check; in a diff, old ones too).
  var findings: Int
  /// Findings the head has and the base did not.
  var newFindings: Int
  /// Contrast pairs whose status says something happened (not `unchanged` or `passing`).
  var contrastChanges: Int
  var failures: Int
  var suggestedBump: String?
  /// Tokens in the base (nil in a check, or when the base had none to count) and in the head.
  var baseTokens: Int?
  var headTokens: Int?

  /// True when the report has nothing to show a reviewer: no change, no new finding, no
  /// contrast pair that moved. A pull request that no longer touches tokens reads like this.
  var isEmpty: Bool { changes == 0 && newFindings == 0 && contrastChanges == 0 }

  /// Reads a JSON report. Throws a sentence when the text is not one.
  init(json data: Data) throws(CLIError) {
    guard let parsed = try? JSONSerialization.jsonObject(with: data) else {
      throw .invalidReport("not valid JSON (write it with tokendiff --format json)")
    }
    guard let root = parsed as? [String: Any], root["schemaVersion"] != nil else {
      throw .invalidReport("not a tokendiff JSON report (no schemaVersion)")
    }
    changes = (root["changes"] as? [Any])?.count ?? 0
    var counts: [String: Int] = [:]
    for (key, value) in root["summary"] as? [String: Any] ?? [:] where Self.isOutputName(key) {
      if let number = value as? NSNumber { counts[key] = number.intValue }
    }
    self.counts = counts
    let headFindings = (root["findings"] as? [[String: Any]] ?? []).filter {
      ($0["revision"] as? String) != "base"
    }
    findings = headFindings.count
    newFindings = headFindings.filter { ($0["new"] as? Bool) ?? true }.count
    contrastChanges =
      (root["contrast"] as? [[String: Any]] ?? []).filter {
        !["unchanged", "passing"].contains($0["status"] as? String ?? "")
      }.count
    failures = (root["failures"] as? [Any])?.count ?? 0
    suggestedBump = (root["suggestedBump"] as? String).flatMap { Self.isOutputName($0) ? $0 : nil }
    let tokens = root["tokens"] as? [String: Any]
    baseTokens = (tokens?["base"] as? NSNumber)?.intValue
    headTokens = (tokens?["head"] as? NSNumber)?.intValue
  }

  /// Names the Action writes itself: a summary key may not take their place.
  static let reservedNames: Set<String> = [
    "exit-status", "report-dir", "markdown-report", "json-report", "html-report",
    "sarif-report", "comment", "comment-url",
  ]

  /// Whether a summary key may become an output name: lowercase words joined by `-`, as every
  /// change, finding and contrast kind is. A report from another run (a downloaded artifact) is
  /// data, so a key with a newline or `=` cannot add or replace lines of `$GITHUB_OUTPUT`. Pure.
  static func isOutputName(_ name: String) -> Bool {
    let words = name.split(separator: "-", omittingEmptySubsequences: false)
    return !name.isEmpty && name.utf8.count <= 64 && !reservedNames.contains(name)
      && words.allSatisfy { word in
        !word.isEmpty
          && word.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }
      }
  }

  /// `name=value` lines for `$GITHUB_OUTPUT`, sorted by name. Pure.
  var outputLines: [String] {
    var values = counts.mapValues(String.init)
    values["changes"] = String(changes)
    values["findings"] = String(findings)
    values["new-findings"] = String(newFindings)
    values["contrast-changes"] = String(contrastChanges)
    values["failures"] = String(failures)
    values["suggested-bump"] = suggestedBump ?? ""
    values["empty"] = isEmpty ? "true" : "false"
    values["base-tokens"] = baseTokens.map(String.init) ?? ""
    values["head-tokens"] = headTokens.map(String.init) ?? ""
    return values.keys.sorted().map { "\($0)=\(values[$0] ?? "")" }
  }
}
