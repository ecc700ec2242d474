/// Follows every alias of a parsed revision and gives each token its canonical value.
///
/// Broken references, cycles, type mismatches, invalid and forbidden values become findings of
/// the revision; the tokens they touch are marked broken and everything else still resolves.
public enum Resolver {
  /// Resolves a parsed revision. Pure.
  ///
  /// When a path is defined in several files, an alias whose own token no other file defines
  /// resolves to the last file's definition (by path order) when that file overrides others
  /// (``PathIndex/overridingFiles``), as Style Dictionary's merged build does. Otherwise, and
  /// for an alias whose own token is one of several copies, it resolves to the definition in
  /// its own file if there is one, else to the last file's (later files win). Each definition
  /// stays its own token in the result.
  public static func resolve(
    _ document: TokenDocument,
    policy: ResolutionPolicy = ResolutionPolicy(),
    mode: String? = nil
  ) -> ResolvedTokenSet {
    resolve(document, policy: policy, mode: mode, index: PathIndex(document.tokens)).set
  }

  /// The same, with the index of the document's paths already built (``PathIndex``), and the
  /// successful resolutions by token index, for modes that resolve again only what they
  /// change. Pure.
  static func resolve(
    _ document: TokenDocument,
    policy: ResolutionPolicy,
    mode: String?,
    index: PathIndex
  ) -> (set: ResolvedTokenSet, memo: ResolutionEngine.Memo) {
    let engine = ResolutionEngine(tokens: document.tokens, policy: policy, index: index)
    var tokens: [ResolvedToken] = []
    tokens.reserveCapacity(document.tokens.count)
    for index in document.tokens.indices {
      tokens.append(engine.resolvedToken(at: index))
    }
    var findings = document.findings + engine.findings
    findings += markForbidden(&tokens, at: tokens.indices, policy: policy, engine: engine)
    Layering.assign(&tokens, rules: policy.layers)
    let set = ResolvedTokenSet(
      mode: mode,
      tokens: tokens,
      findings: findings.map {
        var finding = $0; finding.mode = finding.mode ?? mode; return finding
      }
    )
    return (set, engine.memo)
  }

  /// Marks the tokens at `indices` that resolve to a forbidden value, and returns a finding for
  /// each with the alias chain that got there.
  static func markForbidden(
    _ tokens: inout [ResolvedToken],
    at indices: some Sequence<Int>,
    policy: ResolutionPolicy,
    engine: ResolutionEngine
  ) -> [Finding] {
    guard !policy.forbidden.isEmpty else { return [] }
    var findings: [Finding] = []
    for index in indices {
      guard let value = tokens[index].value,
        let rule = policy.forbidden.first(where: { rule in
          value.colors.contains(where: rule.matches)
        })
      else { continue }
      tokens[index].forbidden = rule.spelling
      findings.append(forbiddenFinding(tokens[index], rule: rule, engine: engine))
    }
    return findings
  }

  private static func forbiddenFinding(
    _ token: ResolvedToken,
    rule: ForbiddenColor,
    engine: ResolutionEngine
  ) -> Finding {
    let chain = engine.aliasChain(from: token.path, file: token.location.file)
    let route = (chain.map(\.description) + [token.value?.text ?? ""]).joined(separator: " → ")
    return Finding(
      kind: .forbiddenValue,
      token: token.path,
      location: token.location,
      message: "'\(token.path)' resolves to the forbidden value \(rule.spelling) (\(route))"
    )
  }
}

/// The rules reading and resolution apply: the forbidden values, how deep alias chains may go,
/// and the formats configured for some files.
public struct ResolutionPolicy: Sendable, Equatable {
  public var forbidden: [ForbiddenColor]
  /// Chains longer than this are reported as broken rather than followed (guards against
  /// hostile input; real chains are a handful of links).
  public var maximumAliasDepth: Int
  /// Which reader reads the files a glob matches, where detection should not decide.
  public var formats: [FormatRule]
  /// How many references a Bricks app follows before it shows a fallback.
  public var bricksAliasDepth: Int
  /// The configuration's `layers:` rules (see ``Layering``).
  public var layers: [LayerRule] = []
  /// How renames are found (see ``RenameMatcher``).
  public var renames = RenameOptions()
  /// The ΔE2000 thresholds of ``Perceptibility``.
  public var visibility = VisibilityThresholds()
  /// The configured policies (see ``PolicyChecker``).
  public var rules = PolicyRules()
  /// Which text/surface pairs to measure, and how (`contrast:`).
  public var contrast: ContrastSettings
  /// Readers of token sources that are not JSON (Swift), each reading the files it claims.
  public var sourceReaders = SourceReaders()
  /// `--strict`: DTCG 2025.10 conformance as errors, whatever a set's dialect (see
  /// ``StrictConformance``).
  public var strict = false

  public init(
    forbidden: [ForbiddenColor] = [.sentinel],
    maximumAliasDepth: Int = 256,
    formats: [FormatRule] = [],
    bricksAliasDepth: Int = 3,
    contrast: ContrastSettings = ContrastSettings()
  ) {
    self.forbidden = forbidden
    self.maximumAliasDepth = maximumAliasDepth
    self.formats = formats
    self.bricksAliasDepth = bricksAliasDepth
    self.contrast = contrast
  }
}
