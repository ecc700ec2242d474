import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// Layers from the configuration, the format's convention, or inference, with their source.
@Suite struct LayeringTests {
  private func resolve(_ files: [String: String], layers: [LayerRule] = []) -> ResolvedTokenSet {
    var policy = ResolutionPolicy()
    policy.layers = layers
    return .test(files, policy: policy)
  }

  private func layer(_ set: ResolvedTokenSet, _ path: String) -> String {
    guard let token = set.token(path) else { return "missing" }
    return "\(token.layer.rawValue) (\(token.layerSource.rawValue))"
  }

  static let tokens = ##"""
    {"blue": {"$type": "color", "500": {"$value": "#00f"}},
     "brand": {"$type": "color", "primary": {"$value": "{blue.500}"}, "ink": {"$value": "#111"}},
     "button": {"bg": {"$type": "color", "$value": "{brand.primary}"}}}
    """##

  @Test func withoutConfigurationLayersAreInferred() {
    let set = resolve(["t.tokens.json": Self.tokens])
    #expect(layer(set, "blue.500") == "raw (inferred)")
    #expect(layer(set, "brand.primary") == "semantic (inferred)")
    #expect(layer(set, "brand.ink") == "raw (inferred)")
    #expect(layer(set, "button.bg") == "semantic (inferred)")
  }

  @Test func configurationRulesComeFirstAndTheFirstMatchWins() {
    let set = resolve(
      ["t.tokens.json": Self.tokens],
      layers: [
        .tokens("brand.**", layer: .semantic),
        .tokens("button.*", layer: .component),
        .files("**/*.json", layer: .raw),
      ]
    )
    #expect(layer(set, "brand.ink") == "semantic (config)")
    #expect(layer(set, "button.bg") == "component (config)")
    #expect(layer(set, "blue.500") == "raw (config)")
  }

  @Test func setAndFileNamesAreTheFormatsConvention() {
    let set = resolve([
      "tokens/core.json": ##"{"blue": {"$type": "color", "500": {"$value": "#00f"}}}"##,
      "tokens/semantic/light.json": ##"{"ink": {"$type": "color", "$value": "#111"}}"##,
      "tokens/button-component.json": ##"{"bg": {"$type": "color", "$value": "{blue.500}"}}"##,
      "tokens/global.json": ##"{"shadow": {"$type": "color", "$value": "#000"}}"##,
    ])
    #expect(layer(set, "blue.500") == "raw (format)")
    #expect(layer(set, "ink") == "semantic (format)")
    #expect(layer(set, "bg") == "component (format)")
    #expect(layer(set, "shadow") == "raw (inferred)")
  }

  @Test func spectrumFilesDeclareTheirLayer() {
    let palette =
      ##"{"blue-500": {"$schema": "https://opensource.adobe.com/spectrum-tokens/schemas/token-types/color.json", "value": "rgb(0, 0, 255)", "uuid": "a"}}"##
    let component =
      ##"{"button-bg": {"$schema": "https://opensource.adobe.com/spectrum-tokens/schemas/token-types/alias.json", "value": "{blue-500}", "uuid": "b"}}"##
    var policy = ResolutionPolicy()
    policy.formats = [
      FormatRule(files: Glob("src/*.json"), format: .spectrum)
    ]
    let set = ResolvedTokenSet.test(
      ["src/color-palette.json": palette, "src/button.json": component],
      policy: policy
    )
    #expect(layer(set, "blue-500") == "raw (format)")
    #expect(layer(set, "button-bg") == "component (format)")
  }
}
