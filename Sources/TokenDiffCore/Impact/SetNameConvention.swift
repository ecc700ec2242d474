/// The layer a token set's name says (Tokens Studio sets, one file each; the files of a DTCG
/// repository): the file's name without extension, or a folder above it, is one of a few words
/// design systems use for a layer.
///
/// - raw: `raw`, `core`, `primitive(s)`, `palette`, `color-palette`, `foundation(s)`,
///   `reference`, `ref`, and folders named like Swift layers (`RawTokens/`)
/// - semantic: `semantic(s)`, `alias(es)`, `color-aliases`, `semantic-color-palette`, `system`,
///   `SemanticTokens/`
/// - component: `component(s)`, names ending in `-component(s)` (`color-component.json`),
///   `ComponentTokens/`
///
/// Names such as `global`, `base` or `light` say nothing about the layer and are not used.
enum SetNameConvention {
  static let raw: Set<String> = [
    "raw", "raw-tokens", "rawtokens", "core", "primitive", "primitives", "palette", "palettes",
    "color-palette", "foundation",
    "foundations", "reference", "ref",
  ]
  static let semantic: Set<String> = [
    "semantic", "semantics", "alias", "aliases", "color-aliases", "semantic-color-palette",
    "system", "semantic-tokens", "semantictokens",
  ]
  static let component: Set<String> = [
    "component", "components", "component-tokens", "componenttokens",
  ]

  /// Gives every token whose format declares no layer the layer its file's name says (once per
  /// file), so that resolving each mode does not look at names again. Pure.
  static func declareLayers(_ tokens: inout [Token]) {
    var byFile: [String: Layer?] = [:]
    for index in tokens.indices where tokens[index].declaredLayer == nil {
      let file = tokens[index].location.file
      if byFile[file] == nil { byFile[file] = .some(layer(ofFile: file)) }
      // Written only when there is a layer: a write copies a token another revision shares.
      guard let layer = byFile[file] ?? nil else { continue }
      tokens[index].declaredLayer = layer
    }
  }

  /// The layer the file's name or one of its folders names, nearest first; `nil` when none
  /// does. Pure; returns at once for a file whose name has no such word.
  static func layer(ofFile file: String) -> Layer? {
    for name in file.split(separator: "/").reversed() {
      let stem = stem(of: name)
      if raw.contains(stem) { return .raw }
      if semantic.contains(stem) { return .semantic }
      if component.contains(stem) || stem.hasSuffix("-component") || stem.hasSuffix("-components") {
        return .component
      }
    }
    return nil
  }

  private static func stem(of name: Substring) -> String {
    var text = name.lowercased()
    for suffix in [
      ".tokens.json", ".tokens.json5", ".tokens.jsonc", ".json5", ".jsonc", ".json", ".tokens",
    ]
    where text.hasSuffix(suffix) {
      text.removeLast(suffix.count)
      break
    }
    return text
  }

  /// Spectrum's files: `color-palette.json` is raw, `color-aliases.json` and
  /// `semantic-color-palette.json` semantic, `layout.json`, `typography.json` and `icons.json`
  /// mixed (`nil`: inferred per token), every other file (`button.json`,
  /// `color-component.json`) holds one component's tokens. Pure.
  static func spectrumLayer(ofFile file: String) -> Layer? {
    let name = stem(of: file.split(separator: "/").last ?? "")
    if raw.contains(name) { return .raw }
    if semantic.contains(name) { return .semantic }
    if ["layout", "typography", "icons"].contains(name) { return nil }
    return .component
  }
}
