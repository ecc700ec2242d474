/// A token's stable identity read from its `$extensions`, which pairs a renamed token with its
/// old path (Spectrum's `uuid` is read by its reader).
///
/// The keys read, first found wins:
/// - `$extensions["com.figma"]["variableId"]` or `$extensions["com.figma.variableId"]` (the
///   Figma variable a token was exported from), or a namespace's `figmaId` (the same id, as
///   Figma's Simple Design System exporter writes it),
/// - `$extensions["studio.tokens"]["id"]` (Tokens Studio),
/// - `$extensions["uuid"]` or `$extensions["id"]`.
///
/// Each is prefixed with its key, so ids from different tools never pair.
enum StableIdentity {
  /// Pure.
  static func identity(in extensions: JSONValue?) -> String? {
    guard let extensions, extensions.members != nil else { return nil }
    if let id = extensions["com.figma"]?["variableId"]?.stringValue
      ?? extensions["com.figma.variableId"]?.stringValue, !id.isEmpty
    {
      return "com.figma.variableId:" + id
    }
    // Figma's Simple Design System exporter writes the same variable id as `figmaId` in its
    // own namespace (`com.figma.sds`, `org.wds`): the same id, so it pairs with the above.
    for member in extensions.members ?? [] {
      if let id = member.value[FigmaSafeNames.marker]?.stringValue, !id.isEmpty {
        return "com.figma.variableId:" + id
      }
    }
    if let id = extensions["studio.tokens"]?["id"]?.stringValue, !id.isEmpty {
      return "studio.tokens.id:" + id
    }
    for key in ["uuid", "id"] {
      if let id = extensions[key]?.stringValue, !id.isEmpty { return key + ":" + id }
    }
    return nil
  }

  /// The token a deprecation reason names as its replacement: the reason holds exactly one
  /// `{path}` reference (`"Renamed to {color.action.primary}"`). Pure.
  static func replacement(in deprecation: Deprecation?) -> String? {
    guard case .deprecated(let reason?) = deprecation else { return nil }
    var found: [String] = []
    var rest = Substring(reason)
    while let open = rest.firstIndex(of: "{"),
      let close = rest[open...].firstIndex(of: "}")
    {
      let inner = rest[rest.index(after: open)..<close]
      if !inner.isEmpty, !inner.contains("{") { found.append(String(inner).trimmingSpaces) }
      rest = rest[rest.index(after: close)...]
    }
    return found.count == 1 ? found[0] : nil
  }
}
