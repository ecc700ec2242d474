import TokenDiffCore

/// The SARIF rules tokendiff reports under: one per finding kind, then the problems that come
/// from changes and contrast.
struct SARIFRule: Equatable {
  var id: String
  /// PascalCase, as SARIF readers show it.
  var name: String
  var summary: String
  var severity: Severity

  /// Finding kinds in declaration order, then `broken`, `forbidden`, `contrast-regression`:
  /// the order fixes each rule's `ruleIndex`.
  static let all: [SARIFRule] =
    FindingKind.allCases.map { kind in
      SARIFRule(
        id: kind.rawValue,
        name: pascalCase(kind.rawValue),
        summary: summary(kind),
        severity: kind.severity
      )
    } + [
      SARIFRule(
        id: "broken",
        name: "Broken",
        summary: "A token that had a value no longer resolves.",
        severity: .error
      ),
      SARIFRule(
        id: "forbidden",
        name: "Forbidden",
        summary: "A token now resolves to a value the configuration forbids.",
        severity: .error
      ),
      SARIFRule(
        id: "contrast-regression",
        name: "ContrastRegression",
        summary: "A text/surface pair that met its contrast requirement no longer does.",
        severity: .error
      ),
    ]

  private static func summary(_ kind: FindingKind) -> String {
    switch kind {
    case .brokenReference: "An alias refers to a token that does not exist or is broken."
    case .cycle: "Aliases refer to each other in a cycle."
    case .typeMismatch: "An alias refers to a token of another type."
    case .invalidValue: "A value is not valid for its token type."
    case .forbiddenValue: "A token resolves to a value the configuration forbids."
    case .parseError: "A token file is not valid JSON, or not of its format."
    case .duplicateKey: "A key is written twice in one JSON object; the last one is used."
    case .invalidName: "A token or group name the format does not allow."
    case .skippedFile: "A file that cannot be read (a symlink, a submodule, a missing LFS object)."
    case .limitReached: "The input is so large that only part of it is read."
    case .specVersion: "A spec's structure changed while its version stayed the same."
    case .layerLeak:
      "A component token aliases a raw token directly, or a semantic token holds a literal."
    case .aliasDepth: "An alias chain is longer than the configured limit."
    case .deprecatedReference: "A token that is not deprecated references a deprecated one."
    case .closedToken: "A token the configuration closes has changed."
    case .contrastHint: "A contrast pairing hint in $extensions that cannot be used."
    }
  }

  private static func pascalCase(_ id: String) -> String {
    id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}
