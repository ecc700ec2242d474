/// Tells a "Gentle" design-system spec from the other formats.
///
/// A Gentle spec is one versioned JSON document: a top-level object with a `_specVersion` and
/// sections such as `colors`, `typography`, `layout`, `visual`, `buttons` and `surfaces`.
/// Decided per file.
enum GentleDetection {
  /// The top-level sections the reader knows.
  static let sections: Set<String> = [
    "colors", "typography", "layout", "visual", "buttons", "surfaces",
  ]

  /// Whether `root` is a Gentle spec: a top-level object with `_specVersion` and at least one
  /// known section. Pure.
  static func isGentle(_ root: JSONValue) -> Bool {
    guard let members = root.members, root["_specVersion"] != nil else { return false }
    return members.contains { sections.contains($0.key) }
  }

  /// The `_specVersion` as written (`"0.6.0"`, or a number's text), `nil` when absent. Pure.
  static func version(of root: JSONValue) -> String? {
    switch root["_specVersion"]?.kind {
    case .string(let text): text
    case .number(_, let text): text
    default: nil
    }
  }
}
