/// Checks the configured policies (``PolicyRules``) into findings.
///
/// - **layer-leak**: a component token whose alias target is a raw token (it should go through
///   a semantic one); a semantic token holding its own literal when the revision has a raw layer
///   (some token is raw by the configuration or the format: with only inferred layers every
///   literal is raw, and a set with no raw layer is normal).
/// - **alias-depth**: an alias chain longer than `maxAliasDepth` aliases.
/// - **deprecated-reference**: a token that is not deprecated referencing (directly) one that is.
/// - **closed-token**: a change to a token the configuration closes (diff only).
///
/// Token checks run in every mode; a finding every mode has is reported once without a mode.
public enum PolicyChecker {
  /// The findings of one revision's tokens. Pure.
  public static func findings(_ revision: ResolvedRevision, rules: PolicyRules) -> [Finding] {
    findings(ModeLookup(revision), rules: rules)
  }

  /// The same, with a lookup of the revision the caller already built. Pure.
  static func findings(_ lookup: ModeLookup, rules: PolicyRules) -> [Finding] {
    guard rules.checksTokens else { return [] }
    let modes = lookup.modes
    let perMode = modes.map { mode in
      check(lookup.tokens(in: mode, reportedOnly: true), mode: mode, rules: rules)
    }
    guard modes != [nil] else { return perMode.flatMap { $0 } }
    return ModeFindings.merge(perMode) { _ in modes.count }
  }

  /// The findings of one mode's tokens. Pure.
  static func check(_ tokens: [ResolvedToken], mode: String?, rules: PolicyRules) -> [Finding] {
    var byPath: [TokenPath: ResolvedToken] = [:]
    for token in tokens where byPath[token.path] == nil { byPath[token.path] = token }
    let graph = DependencyGraph(tokens: tokens, mode: mode)
    let hasRawLayer = tokens.contains { $0.layer == .raw && $0.layerSource != .inferred }
    var findings: [Finding] = []
    func add(_ kind: FindingKind, _ token: ResolvedToken, _ message: String) {
      findings.append(
        Finding(
          kind: kind,
          token: token.path,
          location: token.location,
          message: message,
          mode: mode
        )
      )
    }
    for token in tokens {
      if rules.layerLeaks {
        if token.layer == .component, let target = token.aliasOf, let aliased = byPath[target],
          aliased.layer == .raw
        {
          add(
            .layerLeak,
            token,
            "component token '\(token.path)' aliases the raw token '\(target)' directly; alias a semantic token"
          )
        }
        if hasRawLayer, token.layer == .semantic, token.aliasOf == nil, token.dependencies.isEmpty,
          token.value != nil
        {
          add(
            .layerLeak,
            token,
            "semantic token '\(token.path)' holds the literal \(token.value?.text ?? "") instead of aliasing a raw token"
          )
        }
      }
      if let limit = rules.maxAliasDepth, token.aliasOf != nil {
        let chain = graph.aliasChain(from: token.path)
        if chain.count - 1 > limit {
          add(
            .aliasDepth,
            token,
            "'\(token.path)' follows \(chain.count - 1) aliases (\(chain.map(\.description).joined(separator: " → "))); the limit is \(limit)"
          )
        }
      }
      if rules.deprecatedReferences, !token.isDeprecated {
        for target in graph.references[token.path] ?? [] where byPath[target]?.isDeprecated == true
        {
          add(
            .deprecatedReference,
            token,
            "'\(token.path)' references the deprecated token '\(target)'"
          )
        }
      }
    }
    return findings
  }

  /// A finding for each change to a closed token (a rename counts when either path is
  /// closed). Changes whose impact is none do not count. Pure.
  public static func closedTokenFindings(_ changes: [TokenChange], rules: PolicyRules) -> [Finding]
  {
    guard !rules.closed.isEmpty else { return [] }
    let globs = rules.closed.map(TokenGlob.glob)
    func isClosed(_ path: TokenPath?) -> Bool {
      guard let path else { return false }
      return globs.contains { TokenGlob.matches($0, path) }
    }
    return changes.compactMap { change in
      guard change.impact != ChangeImpact.none, isClosed(change.token) || isClosed(change.from)
      else { return nil }
      return Finding(
        kind: .closedToken,
        token: change.token,
        location: change.location,
        message:
          "'\(change.from ?? change.token)' is closed and must not change (\(change.kind.rawValue))",
        mode: change.mode
      )
    }
  }
}
