/// Tells a Theo token file (Salesforce's format, built by `theo` and `gulp-theo`; usually YAML)
/// from the other formats: a top-level object whose keys are Theo's own, `props` (a map or a
/// list of props), `aliases`, `global` and `imports` (Salesforce's `auraImports` and
/// `auraExtends` besides), with at least one of `props`, `aliases` and `imports`. Decided per
/// file.
enum TheoDetection {
  static let keys: Set<String> = [
    "props", "aliases", "global", "imports", "auraImports", "auraExtends",
  ]

  /// Whether `root` is a Theo file. Pure.
  static func isTheo(_ root: JSONValue) -> Bool {
    guard let members = root.members, !members.isEmpty,
      members.allSatisfy({ keys.contains($0.key) })
    else { return false }
    let props = root["props"].map { $0.members != nil || $0.arrayValue != nil } ?? false
    let aliases = root["aliases"]?.members != nil
    let imports = root["imports"]?.arrayValue != nil
    return props || aliases || imports
  }
}
