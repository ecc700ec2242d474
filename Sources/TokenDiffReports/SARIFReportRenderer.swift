public import TokenDiffCore

/// SARIF 2.1.0 for GitHub code scanning (`github/codeql-action/upload-sarif`) and other SARIF
/// readers: one rule per finding kind (plus `broken`, `forbidden` and `contrast-regression`),
/// one result per finding of the head revision and per ``Report/problems`` entry that no
/// finding already covers, each with its file, line and column.
///
/// Deterministic: rules in a fixed order, results sorted, keys sorted, no timestamps and no
/// absolute paths (URIs are relative to `%SRCROOT%`, the repository root).
public enum SARIFReportRenderer {
  public static let version = "2.1.0"
  public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  /// Pure.
  public static func render(_ report: Report) -> String {
    let rules = SARIFRule.all
    let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
    let results = items(report).map { result($0, ruleIndex: index[$0.rule]) }
    let run: [String: JSONOutput] = [
      "tool": .object([
        "driver": .object([
          "name": .string(ToolVersion.name),
          "version": .string(ToolVersion.current),
          "rules": .array(rules.map(rule)),
        ])
      ]),
      "columnKind": .string("unicodeCodePoints"),
      "originalUriBaseIds": .object([
        "SRCROOT": .object(["description": .object(["text": .string("The repository root.")])])
      ]),
      "results": .array(results),
    ]
    return JSONOutput.object([
      "$schema": .string(schema),
      "version": .string(version),
      "runs": .array([.object(run)]),
    ]).printed()
  }

  /// Every head finding, then the problems (broken or forbidden changes, contrast
  /// regressions) no finding already reports, sorted like ``Report/problems``. Pure.
  static func items(_ report: Report) -> [ReportProblem] {
    var items = report.headFindings.map(\.finding).map { finding in
      ReportProblem(
        rule: finding.kind.rawValue,
        severity: finding.severity,
        title: finding.kind.rawValue,
        message: finding.message,
        token: finding.token,
        mode: finding.mode,
        location: finding.location
      )
    }
    let findingRules = Set(FindingKind.allCases.map(\.rawValue))
    items += report.problems.filter { !findingRules.contains($0.rule) }
    return items.sorted(by: ReportProblem.precedes)
  }

  private static func rule(_ rule: SARIFRule) -> JSONOutput {
    .object([
      "id": .string(rule.id),
      "name": .string(rule.name),
      "shortDescription": .object(["text": .string(rule.summary)]),
      "defaultConfiguration": .object(["level": .string(level(rule.severity))]),
      "properties": .object(["tags": .array([.string("design-tokens")])]),
    ])
  }

  private static func result(_ item: ReportProblem, ruleIndex: Int?) -> JSONOutput {
    var message = item.message
    if let mode = item.mode, !message.contains("(\(mode))") { message += " [mode: \(mode)]" }
    var object: [String: JSONOutput] = [
      "ruleId": .string(item.rule),
      "level": .string(level(item.severity)),
      "message": .object(["text": .string(message)]),
      "partialFingerprints": .object([
        "tokendiffFinding/v1": .string(
          [item.rule, item.token?.description ?? "", item.mode ?? "", item.message]
            .joined(separator: "|")
        )
      ]),
    ]
    if let ruleIndex { object["ruleIndex"] = .number(ruleIndex) }
    if let location = item.location {
      object["locations"] = .array([
        .object([
          "physicalLocation": .object([
            "artifactLocation": .object([
              "uri": .string(uriReference(location.file)),
              "uriBaseId": .string("SRCROOT"),
            ]),
            "region": .object([
              "startLine": .number(max(1, location.line)),
              "startColumn": .number(max(1, location.column)),
            ]),
          ])
        ])
      ])
    }
    return .object(object)
  }

  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  /// A relative path as a URI reference: unreserved characters and `/` stay, every other byte
  /// of its UTF-8 form is percent-encoded (a space is `%20`, `%` is `%25`, `#` is `%23`). Pure.
  static func uriReference(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = Array("0123456789ABCDEF")
        result += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xF)])
      }
    }
    return result
  }
}
