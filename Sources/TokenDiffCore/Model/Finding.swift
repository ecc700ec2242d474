/// Something wrong with one revision's tokens: a broken alias, an invalid value, a forbidden
/// colour, a file that could not be parsed. Findings never stop a run; the rest of the set
/// still resolves.
public struct Finding: Sendable, Hashable, Comparable {
  public var kind: FindingKind
  public var token: TokenPath?
  public var location: SourceLocation?
  public var message: String
  /// The mode the finding holds in, `nil` when it holds in every mode (or in the several
  /// modes ``modes`` lists).
  public var mode: String?
  /// The modes a finding folded from several modes holds in; empty when ``mode`` says it all.
  public var modes: [String] = []
  /// How serious it is: the kind's severity unless the dialect's rules say otherwise (an
  /// unknown `$type` is a warning, its values still being compared).
  public var severity: Severity
  /// For a token broken only because what it aliases is broken: the token where the chain
  /// breaks (the root cause). `nil` for a root.
  public var root: TokenPath?
  /// For a root cause: the tokens it breaks through their aliases, folded into this finding.
  public var dependents: [TokenPath] = []
  /// For a reference to a token that does not exist: the path it names.
  public var missing: TokenPath?
  /// How many characters of ``message`` are the finding itself, when later stages appended an
  /// explanation (where a missing token is defined, why a name cannot be reached): `nil` when
  /// the message is all finding. ``identity`` leaves explanations out, so a finding that one
  /// revision explains and the other cannot (the defining file removed) is the same finding.
  public var explainedFrom: Int?

  public init(
    kind: FindingKind,
    token: TokenPath? = nil,
    location: SourceLocation? = nil,
    message: String,
    mode: String? = nil,
    severity: Severity? = nil,
    root: TokenPath? = nil
  ) {
    self.kind = kind
    self.token = token
    self.location = location
    self.message = message
    self.mode = mode
    self.severity = severity ?? kind.severity
    self.root = root
  }

  /// Whether this finding means a token cannot be given a value: a breakage kind, at error
  /// severity (what `--fail-on broken` counts). A name is an error only under `--strict`,
  /// where a name no alias can refer to is as broken as a value no build can read.
  public var isBreakage: Bool {
    (kind.isBreakage || kind == .invalidName) && severity == .error
  }

  /// The finding as a warning, with `reason` (in parentheses) after its message: what a build
  /// may well accept, said so. Pure.
  func lowered(because reason: String) -> Finding {
    var lowered = self
    lowered.severity = .warning
    lowered.message += " (\(reason))"
    return lowered
  }

  /// The finding with `explanation` after its message (see ``explainedFrom``). Pure.
  func explained(_ explanation: String) -> Finding {
    var explained = self
    explained.explainedFrom = explainedFrom ?? message.count
    explained.message += explanation
    return explained
  }

  /// Findings sort by file, line, column, then kind and message, so reports are stable.
  public static func < (lhs: Finding, rhs: Finding) -> Bool {
    let left = (lhs.location?.file ?? "", lhs.location?.line ?? 0, lhs.location?.column ?? 0)
    let right = (rhs.location?.file ?? "", rhs.location?.line ?? 0, rhs.location?.column ?? 0)
    if left != right { return left < right }
    if lhs.kind != rhs.kind { return lhs.kind.rawValue < rhs.kind.rawValue }
    if lhs.token != rhs.token {
      return (lhs.token?.description ?? "") < (rhs.token?.description ?? "")
    }
    if lhs.mode != rhs.mode { return (lhs.mode ?? "") < (rhs.mode ?? "") }
    return lhs.message < rhs.message
  }

  /// A token file whose top level is not a JSON object (every format needs one). Pure.
  static func topLevelNotAnObject(file: String, at position: TextPosition) -> Finding {
    Finding(
      kind: .parseError,
      location: SourceLocation(file: file, position: position),
      message: "the file's top level must be a JSON object"
    )
  }

  /// The identity used to tell a finding that already existed in the base from a new one:
  /// everything except the location, which moves when unrelated lines are edited. Pure.
  public var identity: String {
    "\(kind.rawValue)\u{1F}\(token?.description ?? "")\u{1F}\(mode ?? "")\u{1F}"
      + (explainedFrom.map { String(message.prefix($0)) } ?? message)
      + (modes.isEmpty ? "" : "\u{1F}" + modes.joined(separator: ","))
  }
}

/// The kinds of finding, as they appear in the JSON report.
public enum FindingKind: String, Sendable, Hashable, CaseIterable, Codable {
  case brokenReference = "broken-reference"
  case cycle
  case typeMismatch = "type-mismatch"
  case invalidValue = "invalid-value"
  case forbiddenValue = "forbidden-value"
  case parseError = "parse-error"
  /// A key written twice in one JSON object; the last one is used.
  case duplicateKey = "duplicate-key"
  /// A token or group name that the format does not allow (`.`, `{`, `}`, a leading `$`).
  case invalidName = "invalid-name"
  /// A file the revision has but tokendiff cannot read: a symlink, a submodule, a Git LFS
  /// pointer whose content is not in the repository.
  case skippedFile = "skipped-file"
  /// Input so large that tokendiff reads only part of it (a resolver with millions of
  /// permutations): the report covers what the finding says.
  case limitReached = "limit-reached"
  /// A Gentle spec whose structure changed (a role or section removed, a role's shape changed)
  /// while its `_specVersion` stayed the same.
  case specVersion = "spec-version"
  /// A token that breaks the layering rules (`policies.layerLeaks`): a component token aliasing
  /// a raw token directly, or a semantic token holding a literal beside a raw layer.
  case layerLeak = "layer-leak"
  /// An alias chain longer than `policies.maxAliasDepth`.
  case aliasDepth = "alias-depth"
  /// A token that is not deprecated referencing one that is (`policies.deprecatedReferences`).
  case deprecatedReference = "deprecated-reference"
  /// A change to a token `policies.closed` says must not change.
  case closedToken = "closed-token"
  /// A contrast pairing hint in a token's `$extensions` that cannot be used.
  case contrastHint = "contrast-hint"

  /// How serious the finding is. `note` findings never fail a run.
  public var severity: Severity {
    switch self {
    case .brokenReference, .cycle, .typeMismatch, .invalidValue, .forbiddenValue, .parseError,
      .specVersion, .closedToken:
      .error
    case .duplicateKey, .invalidName, .limitReached, .layerLeak, .aliasDepth, .deprecatedReference,
      .contrastHint:
      .warning
    case .skippedFile: .note
    }
  }

  /// Whether this kind means a token cannot be given a value (what `--fail-on broken` means).
  public var isBreakage: Bool {
    switch self {
    case .brokenReference, .cycle, .typeMismatch, .invalidValue, .parseError: true
    default: false
    }
  }
}

/// How serious a finding is.
public enum Severity: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
  case note, warning, error

  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    let order: [Severity] = [.note, .warning, .error]
    return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
  }
}

extension Sequence<Finding> {
  /// The files these findings say could not be parsed (a `parse-error` each). Pure.
  var unparsableFiles: Set<String> {
    Set(filter { $0.kind == .parseError }.compactMap { $0.location?.file })
  }
}
