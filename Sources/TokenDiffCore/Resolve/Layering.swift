/// Puts each token in a layer of the raw → semantic → component hierarchy.
///
/// Inferred, and documented as such: a token under a group or file named `component(s)` is a
/// component token; any other token whose value comes through an alias is semantic; a token
/// holding its own literal is raw. Configuration will be able to override this.
enum Layering {
  /// Sets ``ResolvedToken/layer`` on every token. Pure.
  static func assign(_ tokens: inout [ResolvedToken]) {
    for index in tokens.indices {
      tokens[index].layer = layer(of: tokens[index])
    }
  }

  static func layer(of token: ResolvedToken) -> Layer {
    let componentNames: Set = ["component", "components"]
    let folders = token.location.file.split(separator: "/").dropLast().map { $0.lowercased() }
    if token.path.segments.contains(where: { componentNames.contains($0.lowercased()) })
      || folders.contains(where: componentNames.contains)
    {
      return .component
    }
    return token.aliasOf != nil || !token.dependencies.isEmpty ? .semantic : .raw
  }
}
