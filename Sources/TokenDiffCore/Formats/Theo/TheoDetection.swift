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

  /// Whether `root` is what Theo's `raw.json` format writes: a Theo file whose props (a map)
  /// each keep the `originalValue` Theo records beside the value it transformed. Sources
  /// never write that key. Pure.
  static func isRawOutput(_ root: JSONValue) -> Bool {
    guard isTheo(root), let props = root["props"]?.members, !props.isEmpty else { return false }
    return props.allSatisfy { $0.value["originalValue"] != nil }
  }

  /// The names of the props of a file that is a `raw.json` output (see ``isRawOutput(_:)``);
  /// `nil` for any other file. Parsed once, and only when its bytes mention `originalValue`.
  /// Pure.
  static func rawOutputPropNames(_ file: SourceFile) -> [String]? {
    guard ByteSearch.contains(file.bytes, "originalValue"),
      let root = try? JSONParser.parse(file.bytes, dialect: JSONDialect(path: file.path)),
      isRawOutput(root), let props = root["props"]?.members
    else { return nil }
    return props.map(\.key)
  }

  /// The names of a Theo source's props (a map's keys, a list's `name`s); `nil` for a file that
  /// is no Theo source (or is a `raw.json` output). Parsed only when its bytes mention `props`.
  /// Pure.
  static func sourcePropNames(_ file: SourceFile) -> [String]? {
    guard ByteSearch.contains(file.bytes, "props"),
      let root = try? JSONParser.parse(file.bytes, dialect: JSONDialect(path: file.path)),
      isTheo(root), !isRawOutput(root)
    else { return nil }
    switch root["props"]?.kind {
    case .object(let members): return members.map(\.key)
    case .array(let elements):
      return elements.compactMap { $0["name"].flatMap(TheoReader.nameText) }
    default: return nil
    }
  }

}
