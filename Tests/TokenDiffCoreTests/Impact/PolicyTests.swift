import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// `policies:` findings: layer leaks, alias depth, deprecated references, closed tokens.
@Suite struct PolicyTests {
  private func findings(
    _ files: [String: String],
    rules: PolicyRules,
    layers: [LayerRule] = []
  ) -> [String] {
    var policy = ResolutionPolicy()
    policy.layers = layers
    let revision = RevisionResolver.resolve(.test(files), policy: policy)
    return PolicyChecker.findings(revision, rules: rules).map {
      "\($0.kind.rawValue) \($0.token?.description ?? "") \($0.location?.line ?? 0)"
    }
  }

  static let layered = ##"""
    {
      "color": {"$type": "color", "blue": {"$value": "#00f"}},
      "action": {"$type": "color", "primary": {"$value": "{color.blue}"}, "ink": {"$value": "#111"}},
      "button": {"$type": "color", "bg": {"$value": "{action.primary}"}, "border": {"$value": "{color.blue}"}}
    }
    """##
  static let rules: [LayerRule] = [
    .tokens("color.**", layer: .raw), .tokens("action.**", layer: .semantic),
    .tokens("button.**", layer: .component),
  ]

  @Test func aComponentAliasingARawTokenAndASemanticLiteralLeak() {
    let found = findings(
      ["t.tokens.json": Self.layered],
      rules: PolicyRules(layerLeaks: true),
      layers: Self.rules
    )
    #expect(found == ["layer-leak action.ink 3", "layer-leak button.border 4"])
  }

  @Test func withoutADeclaredRawLayerASemanticLiteralIsNormal() {
    let found = findings(
      ["t.tokens.json": Self.layered],
      rules: PolicyRules(layerLeaks: true),
      layers: [.tokens("action.**", layer: .semantic)]
    )
    #expect(!found.contains("layer-leak action.ink 3"))
  }

  @Test func rulesThatAreOffFindNothing() {
    #expect(
      findings(["t.tokens.json": Self.layered], rules: PolicyRules(), layers: Self.rules).isEmpty
    )
  }

  @Test func aliasChainsLongerThanTheLimit() {
    let text = ##"""
      {"a": {"$type": "number", "$value": 1}, "b": {"$value": "{a}"}, "c": {"$value": "{b}"},
       "d": {"$value": "{c}"}}
      """##
    #expect(
      findings(["t.tokens.json": text], rules: PolicyRules(maxAliasDepth: 2)) == ["alias-depth d 2"]
    )
    #expect(findings(["t.tokens.json": text], rules: PolicyRules(maxAliasDepth: 3)).isEmpty)
  }

  @Test func aLiveTokenReferencingADeprecatedOne() {
    let text = ##"""
      {"old": {"$type": "number", "$value": 1, "$deprecated": "use new"},
       "user": {"$value": "{old}"},
       "legacy": {"$value": "{old}", "$deprecated": true}}
      """##
    #expect(
      findings(["t.tokens.json": text], rules: PolicyRules(deprecatedReferences: true))
        == ["deprecated-reference user 2"]
    )
  }

  @Test func closedTokensMustNotChange() {
    let base =
      ##"{"brand": {"$type": "color", "logo": {"$value": "#f00"}, "free": {"$value": "#0f0"}}}"##
    let head =
      ##"{"brand": {"$type": "color", "logo": {"$value": "#e00"}, "free": {"$value": "#0e0"}}}"##
    var policy = ResolutionPolicy()
    policy.rules = PolicyRules(closed: ["brand.logo"])
    let report = makeDiffReport(
      base: .test(["t.tokens.json": base]),
      head: .test(["t.tokens.json": head]),
      policy: policy
    )
    let closed = report.findings.filter { $0.finding.kind == .closedToken }
    #expect(closed.map(\.finding.token) == [TokenPath(dotted: "brand.logo")])
    #expect(closed.first?.isNew == true)
    #expect(closed.first?.finding.location?.line == 1)
  }
}
