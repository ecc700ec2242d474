import TokenDiffCore

/// The layer a Swift token's type names or folders say: `Raw…`, `…RawTokens`, `…Primitive…`
/// are raw; `Semantic…` semantic; `…Component…` component; the innermost type that says one
/// wins, then the nearest folder (`RawTokens/`, `ComponentTokens/`). `nil` when nothing says
/// (the layer is then inferred, or set by the configuration's `layers:` rules).
enum SwiftLayers {
  /// Pure.
  static func layer(of declaration: SwiftDeclaration) -> Layer? {
    for name in declaration.typePath.reversed() {
      if let layer = layer(ofName: name) { return layer }
    }
    for folder in declaration.location.file.split(separator: "/").dropLast().reversed() {
      if let layer = layer(ofName: String(folder)) { return layer }
    }
    return nil
  }

  /// The layer one type or folder name says. Pure.
  static func layer(ofName name: String) -> Layer? {
    if name.hasPrefix("Raw") || name.hasSuffix("RawTokens") || name.hasSuffix("RawToken")
      || name.contains("Primitive")
    {
      return .raw
    }
    if name.hasPrefix("Semantic") || name.contains("SemanticToken") { return .semantic }
    if name.contains("Component") { return .component }
    return nil
  }
}
