/// The rules of the DTCG 2025.10 resolver module that the default reading relaxes, checked on
/// one resolver document as written: what `--strict` adds to ``ResolverDocumentReader``'s
/// findings. The members each object may have, a required `version` and `sources`, modifiers
/// with two contexts or more, and names used once in `resolutionOrder`. Inline token sources are
/// checked by ``DTCGConformance``. Pure.
enum ResolverConformance {
  private static let rootMembers: Set<String> = [
    "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$schema",
    "$defs", "$extensions",
  ]
  private static let setMembers: Set<String> = ["description", "sources", "$extensions"]
  private static let modifierMembers: Set<String> = [
    "description", "contexts", "default", "$extensions",
  ]

  /// The problems of one resolver document's tree. Pure.
  static func findings(file: String, root: JSONValue) -> [Finding] {
    guard root.members != nil else { return [] }
    var findings: [Finding] = []
    func report(_ position: TextPosition, _ message: String) {
      findings.append(
        Finding(
          kind: .invalidValue,
          location: SourceLocation(file: file, position: position),
          message: message,
          severity: .error
        )
      )
    }
    func checkMembers(_ object: JSONValue, allowed: Set<String>, _ what: String) {
      for member in object.members ?? [] where !allowed.contains(member.key) {
        report(member.keyPosition, "\(what) has no member '\(member.key)'")
      }
    }
    func checkSet(_ set: JSONValue, _ what: String, extra: Set<String> = []) {
      checkMembers(set, allowed: setMembers.union(extra), what)
      if set["sources"]?.arrayValue == nil {
        report(set.position, "\(what) needs 'sources', an array")
      }
    }
    func checkModifier(_ modifier: JSONValue, _ what: String, extra: Set<String> = []) {
      checkMembers(modifier, allowed: modifierMembers.union(extra), what)
      let contexts = modifier["contexts"]?.members ?? []
      if contexts.count < 2 {
        report(modifier.position, "\(what) needs two contexts or more, and has \(contexts.count)")
      }
    }

    checkMembers(root, allowed: rootMembers, "a resolver document")
    if root["version"] == nil {
      report(root.position, "a resolver document needs \"version\": \"2025.10\"")
    }
    for set in root["sets"]?.members ?? [] {
      checkSet(set.value, "set '\(set.key)'")
    }
    for modifier in root["modifiers"]?.members ?? [] {
      checkModifier(modifier.value, "modifier '\(modifier.key)'")
    }
    var names: [String: TextPosition] = [:]
    for item in root["resolutionOrder"]?.arrayValue ?? [] {
      let name: String?
      if let reference = item["$ref"]?.stringValue {
        name = reference.split(separator: "/").last.map(String.init)
      } else {
        name = item["name"]?.stringValue
        let inline: Set<String> = ["type", "name"]
        switch item["type"]?.stringValue {
        case "set": checkSet(item, "inline set '\(name ?? "")'", extra: inline)
        case "modifier": checkModifier(item, "inline modifier '\(name ?? "")'", extra: inline)
        default: break
        }
      }
      guard let name else { continue }
      if names[name] != nil {
        report(item.position, "'\(name)' appears twice in resolutionOrder; names there are unique")
      } else {
        names[name] = item.position
      }
    }
    return findings
  }
}
