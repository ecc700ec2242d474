public import TokenDiffCore

/// The problems of a report that need fixing before a merge, in one list for the annotation
/// and SARIF renderers: broken and forbidden tokens, and contrast pairs that now fail.
public struct ReportProblem: Sendable, Equatable {
  /// A rule id: a finding kind (`broken-reference`, `forbidden-value`...), `broken` or
  /// `forbidden` for a token that broke through a change, or `contrast-regression`.
  public var rule: String
  public var severity: Severity
  public var title: String
  public var message: String
  public var token: TokenPath?
  public var mode: String?
  /// `nil` when the report does not say where (a contrast pair whose tokens did not change).
  public var location: SourceLocation?

  /// The order of problems in every renderer: by file, line, column, then rule, token, mode
  /// and message. Pure.
  static func precedes(_ left: ReportProblem, _ right: ReportProblem) -> Bool {
    let a = (left.location?.file ?? "", left.location?.line ?? 0, left.location?.column ?? 0)
    let b = (right.location?.file ?? "", right.location?.line ?? 0, right.location?.column ?? 0)
    if a != b { return a < b }
    if left.rule != right.rule { return left.rule < right.rule }
    if left.token != right.token {
      return (left.token?.description ?? "") < (right.token?.description ?? "")
    }
    if left.mode != right.mode { return (left.mode ?? "") < (right.mode ?? "") }
    return left.message < right.message
  }
}

extension Report {
  /// Broken and forbidden findings of the head (in a diff only the new ones), the broken and
  /// forbidden changes that no such finding already names, and contrast regressions. Sorted
  /// by file, line, column, rule, token, so renderers are deterministic. Pure.
  public var problems: [ReportProblem] {
    var problems: [ReportProblem] = []
    let findings = headFindings.filter { kind == .check || $0.isNew }.map(\.finding).filter {
      $0.isBreakage || $0.kind == .forbiddenValue
    }
    for finding in findings {
      problems.append(
        ReportProblem(
          rule: finding.kind.rawValue,
          severity: finding.severity,
          title: Self.title(finding.kind.rawValue),
          message: finding.message,
          token: finding.token,
          mode: finding.mode,
          location: finding.location
        )
      )
    }
    let named = Set(findings.compactMap(\.token))
    for change in changes where change.kind == .broken || change.kind == .forbidden {
      guard !named.contains(change.token) else { continue }
      let what = change.kind == .broken ? "no longer resolves" : "now resolves to a forbidden value"
      problems.append(
        ReportProblem(
          rule: change.kind.rawValue,
          severity: .error,
          title: Self.title(change.kind.rawValue),
          message: "'\(change.token.description)' \(what)" + (change.note.map { ": \($0)" } ?? ""),
          token: change.token,
          mode: change.mode,
          location: change.location
        )
      )
    }
    for result in contrast where result.status == .regression {
      problems.append(contrastProblem(result))
    }
    return problems.sorted(by: ReportProblem.precedes)
  }

  private func contrastProblem(_ result: ContrastResult) -> ReportProblem {
    // Rounded down, so that a failing ratio never reads as a passing one.
    func ratio(_ value: Double) -> String {
      ContrastRatioText.ratio(value, against: result.requirement.minimumRatio)
    }
    var message = "'\(result.foreground.description)' on '\(result.background.description)'"
    if let mode = result.mode { message += " (\(mode))" }
    if let before = result.before, let after = result.after {
      message += " fell from \(ratio(before.ratio)) to \(ratio(after.ratio))"
    } else if let after = result.after {
      message += " is \(ratio(after.ratio))"
    }
    message +=
      ", below \(result.requirement.name) (\(formatNumber(result.requirement.minimumRatio)):1)"
    // Point at the token whose change caused it: the foreground's, else the background's.
    let location =
      changeLocation(of: result.foreground, mode: result.mode)
      ?? changeLocation(of: result.background, mode: result.mode)
    return ReportProblem(
      rule: "contrast-regression",
      severity: .error,
      title: Self.title("contrast-regression"),
      message: message,
      token: result.foreground,
      mode: result.mode,
      location: location
    )
  }

  private func changeLocation(of token: TokenPath, mode: String?) -> SourceLocation? {
    let candidates = changes.filter { $0.token == token }
    return (candidates.first { $0.mode == mode } ?? candidates.first)?.location
  }

  /// `Broken reference (tokendiff)`: the rule in words, without `:` or `,` to escape. Pure.
  private static func title(_ rule: String) -> String {
    let words = String(rule.map { $0 == "-" ? " " : $0 })
    return words.prefix(1).uppercased() + words.dropFirst() + " (tokendiff)"
  }
}
