/// What makes a run fail (exit status 1): `--fail-on` and the config's `failOn`.
///
/// Each term is `broken` (a token that newly has no value: a broken alias, a cycle, a type
/// mismatch, an invalid value), `forbidden` (a token that newly resolves to a forbidden value),
/// `contrast-regression` (a text/surface pair that passed its contrast requirement in the base
/// and fails in the head; a check has no base, so none), `contrast-failing` (a pair that fails
/// in the head or checked revision, whatever the base did),
/// any change kind (`removed`, `value-changed`...), any finding kind (`cycle`,
/// `duplicate-key`...), or `never`. In a diff only what the head newly has counts; a check
/// counts every finding of the revision.
public struct FailOn: Sendable, Equatable {
  public var terms: Set<String>

  /// Parses terms; throws a message naming the unknown term and the known ones, or saying that
  /// the list is empty (`never` is how to fail on nothing).
  public init(_ terms: [String]) throws(ConfigurationError) {
    let cleaned = Set(terms.map { $0.trimmingSpaces.lowercased() }.filter { !$0.isEmpty })
    // An empty list is most often an unset variable; passing every run silently would hide it.
    guard !cleaned.isEmpty else {
      throw ConfigurationError(
        "fail-on lists nothing; give terms such as broken,forbidden, or never to fail on nothing"
      )
    }
    for term in cleaned where !Self.knownTerms.contains(term) {
      throw ConfigurationError(
        "unknown fail-on value '\(term)'; known values: \(Self.knownTerms.sorted().joined(separator: ", "))"
      )
    }
    self.terms = cleaned
  }

  public static let `default` = FailOn(uncheckedTerms: ["broken", "forbidden"])

  private init(uncheckedTerms: Set<String>) {
    self.terms = uncheckedTerms
  }

  public static let knownTerms: Set<String> =
    Set(["broken", "forbidden", "never", "contrast-regression", "contrast-failing"])
    .union(ChangeKind.allCases.map(\.rawValue))
    .union(FindingKind.allCases.map(\.rawValue))

  /// The broken changes of a diff that fail it: all but those of tokens whose breakage the head
  /// reports only as a warning (a Tokens Studio set no theme uses, which no build reads), so a
  /// diff fails on what `check` fails on. Pure.
  static func failingBrokenChanges(in report: Report) -> Int {
    let breakages = report.headFindings.map(\.finding).filter { $0.kind.isBreakage }
    let warnedOnly = Set(breakages.filter { $0.severity != .error }.compactMap(\.token))
      .subtracting(breakages.filter { $0.severity == .error }.compactMap(\.token))
    guard !warnedOnly.isEmpty else { return report.changeCounts[.broken, default: 0] }
    return report.changes.filter { $0.kind == .broken && !warnedOnly.contains($0.token) }.count
  }

  /// One line per reason the report fails, empty when it passes. Pure.
  public func failures(in report: Report) -> [String] {
    guard !terms.contains("never") else { return [] }
    var reasons: [String] = []
    let findings = report.headFindings.filter(\.isNew).map(\.finding)
    let counts = report.changeCounts
    for term in terms.sorted() {
      var count = 0
      switch term {
      case "broken":
        // In a diff, broken tokens are changes; a file that stopped parsing is a finding.
        count =
          report.kind == .diff
          ? Self.failingBrokenChanges(in: report)
            + findings.filter { $0.kind == .parseError }.count
          : findings.filter(\.isBreakage).count
      case "contrast-regression":
        count = ContrastTally.counts(report.contrastTallies)[.regression, default: 0]
      case "contrast-failing":
        let counts = ContrastTally.counts(report.contrastTallies)
        count =
          counts[.regression, default: 0] + counts[.stillFailing, default: 0]
          + counts[.failing, default: 0]
          + report.contrast.filter { $0.status == .new && $0.after?.passes == false }.count
      case "forbidden":
        count =
          report.kind == .diff
          ? counts[.forbidden, default: 0] : findings.filter { $0.kind == .forbiddenValue }.count
      default:
        if let kind = ChangeKind(rawValue: term) { count = counts[kind, default: 0] }
        if let kind = FindingKind(rawValue: term) {
          count += findings.filter { $0.kind == kind }.count
        }
      }
      if count > 0 { reasons.append("\(count) \(term)") }
    }
    return reasons
  }
}
