/// Puts each token in a layer of the raw → semantic → component hierarchy, and says where the
/// layer came from (``LayerSource``).
///
/// In order, the first that applies wins:
/// 1. **config**: the first `layers:` rule that matches the token's path or file.
/// 2. **inferred**: a token under a group or folder named `component(s)` is a component token.
/// 3. **format**: the layer the format declares (``ResolvedToken/Fields/declaredLayer``: Bricks
///    `colors.json` / `sizes.json` are raw, OUDS raw-value files raw and `sys` semantic,
///    Spectrum's `color-palette.json` raw, its component files component), else the set or file
///    name (``SetNameConvention``: `core`, `primitives`, `palette` raw; `semantic`, `alias`
///    semantic; `component(s)` component).
/// 4. **inferred**: a token whose value comes through an alias is semantic; a token holding its
///    own literal is raw.
///
/// A set without a raw layer is normal: nothing here requires one.
enum Layering {
  /// Sets ``ResolvedToken/Fields/layer`` and ``ResolvedToken/Fields/layerSource`` on every token. Pure.
  static func assign(_ tokens: inout [ResolvedToken], rules: [LayerRule] = []) {
    var files = FileFacts()
    for index in tokens.indices {
      let file = files.facts(of: tokens[index].location.file)
      (tokens[index].layer, tokens[index].layerSource) = layer(
        of: tokens[index],
        rules: rules,
        nameLayer: file.nameLayer,
        inComponentFolder: file.inComponentFolder
      )
    }
  }

  /// What the rules read of a token's file, worked out once per file for a run of tokens
  /// (every token of a file asks the same).
  struct FileFacts {
    private var known: [String: (nameLayer: Layer?, inComponentFolder: Bool)] = [:]

    /// The file name's layer (``SetNameConvention``) and whether a folder of the path is a
    /// component folder.
    mutating func facts(of file: String) -> (nameLayer: Layer?, inComponentFolder: Bool) {
      if let facts = known[file] { return facts }
      let facts = (SetNameConvention.layer(ofFile: file), Layering.hasComponentFolder(file))
      known[file] = facts
      return facts
    }
  }

  /// A token's layer and where it came from, with what its file says known (``FileFacts``):
  /// `nameLayer` is the file name's layer, `nil` where it is already the token's declared one.
  /// Pure.
  static func layer(
    of token: ResolvedToken,
    rules: [LayerRule],
    nameLayer: Layer?,
    inComponentFolder: Bool
  ) -> (Layer, LayerSource) {
    if !rules.isEmpty, let rule = rules.first(where: { $0.matches(token) }) {
      return (rule.layer, .config)
    }
    if inComponentFolder || token.path.segments.contains(where: { isComponentName($0.utf8) }) {
      return (.component, .inferred)
    }
    if let declared = token.declaredLayer { return (declared, .format) }
    if let nameLayer { return (nameLayer, .format) }
    return (token.aliasOf != nil || !token.dependencies.isEmpty ? .semantic : .raw, .inferred)
  }

  /// Whether a folder of the path (not the file name) is a component folder. Pure.
  static func hasComponentFolder(_ file: String) -> Bool {
    let bytes = file.utf8
    var start = bytes.startIndex
    while let slash = bytes[start...].firstIndex(of: UInt8(ascii: "/")) {
      if isComponentName(bytes[start..<slash]) { return true }
      start = bytes.index(after: slash)
    }
    return false
  }

  private static let word = Array("component".utf8)

  /// `component` or `components`, in any case. Pure.
  static func isComponentName<Name: Collection<UInt8>>(_ name: Name) -> Bool {
    let count = name.count
    guard count == word.count || count == word.count + 1 else { return false }
    var index = 0
    for byte in name {
      let lower = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
      let expected = index < word.count ? word[index] : UInt8(ascii: "s")
      guard lower == expected else { return false }
      index += 1
    }
    return true
  }
}
