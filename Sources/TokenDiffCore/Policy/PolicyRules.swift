/// The rules of the configuration's `policies:`, each checked into findings.
///
/// ```yaml
/// policies:
///   forbidden: ["#FF000000", {value: "#00FF0000", byteOrder: argb}]  # as top-level `forbidden`
///   byteOrder: rgba            # how 8-digit hex in `forbidden` is read, unless an entry says
///   closed: ["color.brand.**"] # tokens that must not change (token path globs)
///   layerLeaks: true           # component → raw aliases, semantic literals beside a raw layer
///   maxAliasDepth: 3           # alias chains longer than this
///   deprecatedReferences: true # a token that is not deprecated referencing one that is
/// ```
public struct PolicyRules: Sendable, Hashable {
  /// Token path globs (dotted, see ``TokenGlob``) of tokens that must not change.
  public var closed: [String]
  /// Whether layer leaks are findings (``FindingKind/layerLeak``).
  public var layerLeaks: Bool
  /// The longest alias chain allowed; `nil`: no limit.
  public var maxAliasDepth: Int?
  /// Whether referencing a deprecated token from one that is not is a finding.
  public var deprecatedReferences: Bool

  public init(
    closed: [String] = [],
    layerLeaks: Bool = false,
    maxAliasDepth: Int? = nil,
    deprecatedReferences: Bool = false
  ) {
    self.closed = closed
    self.layerLeaks = layerLeaks
    self.maxAliasDepth = maxAliasDepth
    self.deprecatedReferences = deprecatedReferences
  }

  /// Whether any rule checks a revision's tokens (closed tokens are checked on changes). Pure.
  public var checksTokens: Bool {
    layerLeaks || maxAliasDepth != nil || deprecatedReferences
  }
}
