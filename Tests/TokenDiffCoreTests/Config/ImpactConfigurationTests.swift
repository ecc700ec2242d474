import Testing
import TokenDiffCore

/// `layers:`, `renames:`, `visibility:` and `policies:`.
@Suite struct ImpactConfigurationTests {
  private func configuration(_ json: String) throws -> Configuration {
    try Configuration(from: JSONParser.parse(Array(json.utf8)), source: ".tokendiff.json")
  }

  @Test func readsTheImpactKeys() throws {
    let config = try configuration(
      ##"""
      {"layers": [{"tokens": "color.**", "layer": "raw"}, {"files": "components/**", "layer": "component"}],
       "renames": {"byIdentity": false, "map": {"color.old": "color.new"}},
       "visibility": {"imperceptible": 0.5, "subtle": 3},
       "policies": {"forbidden": ["#00FF0000"], "byteOrder": "argb", "closed": ["brand.*"],
                    "layerLeaks": true, "maxAliasDepth": 3, "deprecatedReferences": true}}
      """##
    )
    #expect(
      config.layers == [
        .tokens("color.**", layer: .raw), .files("components/**", layer: .component),
      ]
    )
    #expect(config.renames.byIdentity == false)
    #expect(config.renames.structural == true)
    #expect(config.renames.map == [TokenPath(dotted: "color.old"): TokenPath(dotted: "color.new")])
    #expect(config.visibility == VisibilityThresholds(imperceptible: 0.5, subtle: 3))
    #expect(
      config.policies
        == PolicyRules(
          closed: ["brand.*"],
          layerLeaks: true,
          maxAliasDepth: 3,
          deprecatedReferences: true
        )
    )
    // ARGB: alpha 00, red FF: transparent red, the OUDS sentinel.
    #expect(config.forbidden.first?.matches(Color(red: 1, green: 0, blue: 0, alpha: 0)) == true)
  }

  @Test func aBareRenameMapIsTheMap() throws {
    let config = try configuration(##"{"renames": {"a.b": "a.c"}}"##)
    #expect(config.renames.map == [TokenPath(dotted: "a.b"): TokenPath(dotted: "a.c")])
    #expect(config.renames.byIdentity)
  }

  @Test(arguments: [
    ##"{"layers": [{"tokens": "a.*", "layer": "base"}]}"##,
    ##"{"layers": [{"tokens": "a.*", "files": "b", "layer": "raw"}]}"##,
    ##"{"layers": {"a": "raw"}}"##,
    ##"{"renames": {"byIdentity": "no"}}"##,
    ##"{"renames": {"byIdentity": true, "other": 1}}"##,
    ##"{"visibility": {"imperceptible": 6, "subtle": 5}}"##,
    ##"{"visibility": {"loud": 6}}"##,
    ##"{"policies": {"maxAliasDepth": -1}}"##,
    ##"{"policies": {"leaks": true}}"##,
    ##"{"policies": {"forbidden": ["#f00"]}, "forbidden": ["#0f0"]}"##,
  ])
  func badImpactSettingsAreErrorsThatSayWhere(json: String) {
    let error = #expect(throws: ConfigurationError.self) { try configuration(json) }
    #expect(error?.description.hasPrefix(".tokendiff.json:") == true)
  }
}
