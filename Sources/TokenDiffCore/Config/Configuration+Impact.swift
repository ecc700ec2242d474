/// Reading the impact settings: `layers:`, `renames:`, `visibility:` and `policies:`.
extension ConfigurationReader {
  /// `layers:` — a list of `{tokens: GLOB, layer: L}` or `{files: GLOB, layer: L}`, in order.
  func layers(_ value: JSONValue) throws(ConfigurationError) -> [LayerRule] {
    guard let entries = value.arrayValue else {
      throw error(at: value, "'layers' must be a list of {tokens: glob, layer: raw} entries")
    }
    var rules: [LayerRule] = []
    for entry in entries {
      guard entry.members != nil, let name = entry["layer"]?.stringValue,
        let layer = Layer(rawValue: name.lowercased())
      else {
        throw error(at: entry, "each 'layers' entry needs 'layer': raw, semantic or component")
      }
      if let pattern = entry["tokens"]?.stringValue, entry["files"] == nil {
        try glob(pattern, at: entry)
        rules.append(.tokens(pattern, layer: layer))
      } else if let pattern = entry["files"]?.stringValue, entry["tokens"] == nil {
        try glob(pattern, at: entry)
        rules.append(.files(pattern, layer: layer))
      } else {
        throw error(at: entry, "each 'layers' entry needs either 'tokens' or 'files' (a glob)")
      }
      let unknown = (entry.members ?? []).map(\.key).filter {
        !["tokens", "files", "layer"].contains($0)
      }
      if let key = unknown.first {
        throw error(
          at: entry,
          "unknown key '\(key)' in 'layers'; known keys: files, layer, tokens"
        )
      }
    }
    return rules
  }

  /// `renames:` — `{byIdentity: Bool, structural: Bool, map: {old: new}}`, or the map alone.
  func renames(_ value: JSONValue) throws(ConfigurationError) -> RenameOptions {
    guard let members = value.members else {
      throw error(at: value, "'renames' must be a mapping")
    }
    let switches = ["byIdentity", "structural", "map"]
    var options = RenameOptions()
    guard members.contains(where: { switches.contains($0.key) }) else {
      options.map = try renameMap(value)
      return options
    }
    for member in members {
      switch member.key {
      case "byIdentity": options.byIdentity = try flag(member.value, key: "renames.byIdentity")
      case "structural": options.structural = try flag(member.value, key: "renames.structural")
      case "map": options.map = try renameMap(member.value)
      default:
        throw error(
          at: member.value,
          "unknown key '\(member.key)' in 'renames'; known keys: byIdentity, map, structural"
        )
      }
    }
    return options
  }

  private func renameMap(_ value: JSONValue) throws(ConfigurationError) -> [TokenPath: TokenPath] {
    guard let members = value.members else {
      throw error(at: value, "'renames.map' must map old token paths to new ones")
    }
    var map: [TokenPath: TokenPath] = [:]
    for member in members {
      guard let target = member.value.stringValue, !target.isEmpty, !member.key.isEmpty else {
        throw error(at: member.value, "'renames' maps an old token path to a new one (a string)")
      }
      map[TokenPath(dotted: member.key)] = TokenPath(dotted: target)
    }
    return map
  }

  /// `visibility:` — `{imperceptible: 1, subtle: 5}`, ΔE2000 thresholds.
  func visibility(_ value: JSONValue) throws(ConfigurationError) -> VisibilityThresholds {
    guard let members = value.members else {
      throw error(
        at: value,
        "'visibility' must be a mapping such as {imperceptible: 1, subtle: 5}"
      )
    }
    var thresholds = VisibilityThresholds()
    for member in members {
      guard let number = member.value.numberValue, number >= 0 else {
        throw error(at: member.value, "'visibility.\(member.key)' must be a number ≥ 0")
      }
      switch member.key {
      case "imperceptible": thresholds.imperceptible = number
      case "subtle": thresholds.subtle = number
      default:
        throw error(
          at: member.value,
          "unknown key '\(member.key)' in 'visibility'; known keys: imperceptible, subtle"
        )
      }
    }
    guard thresholds.imperceptible <= thresholds.subtle else {
      throw error(at: value, "'visibility.imperceptible' must not be above 'visibility.subtle'")
    }
    return thresholds
  }

  /// `policies:` — the rules, and the forbidden values when given there.
  func policies(_ value: JSONValue) throws(ConfigurationError) -> (PolicyRules, [ForbiddenColor]?) {
    guard let members = value.members else {
      throw error(at: value, "'policies' must be a mapping")
    }
    let known = [
      "byteOrder", "closed", "deprecatedReferences", "forbidden", "layerLeaks", "maxAliasDepth",
    ]
    for member in members where !known.contains(member.key) {
      throw error(
        at: member.value,
        "unknown key '\(member.key)' in 'policies'; known keys: \(known.joined(separator: ", "))"
      )
    }
    var rules = PolicyRules()
    if let closed = value["closed"] { rules.closed = try globs(closed, key: "policies.closed") }
    if let leaks = value["layerLeaks"] {
      rules.layerLeaks = try flag(leaks, key: "policies.layerLeaks")
    }
    if let references = value["deprecatedReferences"] {
      rules.deprecatedReferences = try flag(references, key: "policies.deprecatedReferences")
    }
    if let depth = value["maxAliasDepth"] {
      guard let number = depth.numberValue, number >= 0, number <= 256, number.rounded() == number
      else {
        throw error(at: depth, "'policies.maxAliasDepth' must be a whole number from 0 to 256")
      }
      rules.maxAliasDepth = Int(number)
    }
    let order = try value["byteOrder"].map { value throws(ConfigurationError) in
      try byteOrder(value)
    }
    let forbidden = try value["forbidden"].map { list throws(ConfigurationError) in
      try self.forbidden(list, byteOrder: order ?? .rgba)
    }
    return (rules, forbidden)
  }
}
