/// Puts each token in a layer of the raw → semantic → component hierarchy.
///
/// Inferred, and documented as such: a token under a group or folder named `component(s)` is a
/// component token; any other token whose value comes through an alias is semantic; a token
/// holding its own literal is raw. A layer the format declares (``ResolvedToken/declaredLayer``,
/// OUDS files) replaces the alias-based guess, but not the component rule. Configuration
/// will be able to override this.
enum Layering {
  /// Sets ``ResolvedToken/layer`` on every token. Pure.
  static func assign(_ tokens: inout [ResolvedToken]) {
    for index in tokens.indices {
      tokens[index].layer = layer(of: tokens[index])
    }
  }

  /// Pure; allocates nothing for the usual token (it runs for every token in every mode).
  static func layer(of token: ResolvedToken) -> Layer {
    if token.path.segments.contains(where: { isComponentName($0.utf8) })
      || hasComponentFolder(token.location.file)
    {
      return .component
    }
    if let declared = token.declaredLayer { return declared }
    return token.aliasOf != nil || !token.dependencies.isEmpty ? .semantic : .raw
  }

  /// Whether a folder of the path (not the file name) is a component folder. Pure.
  private static func hasComponentFolder(_ file: String) -> Bool {
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
  private static func isComponentName<Name: Collection<UInt8>>(_ name: Name) -> Bool {
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
