/// Flattens a Spectrum token's `sets` into one entry per mode.
///
/// ```json
/// "sets": { "light": { "value": "{gray-900}" }, "dark": { "value": "{gray-50}" } }
/// ```
/// Sets may nest one level (`spectrum` → `desktop`/`mobile`, in releases before 13): the
/// preferred outer set's entries keep their own names (`desktop`), the others are named
/// `outer, inner` (`express, mobile`).
struct SpectrumSets {
  /// One mode of a token: its name and its entry (an object with a `value`).
  struct Entry {
    var mode: String
    var entry: JSONValue
  }

  /// The set names the default value comes from, first present wins; else the first written.
  static let preferred = ["light", "desktop", "spectrum"]

  /// The entries, in written order.
  private(set) var entries: [Entry] = []
  /// The entry that gives the token's default value.
  private(set) var defaultEntry: Entry?
  /// Problems met: what is wrong, and where.
  private(set) var problems: [(message: String, position: TextPosition)] = []

  /// Reads a `sets` object. Pure.
  init(_ sets: JSONValue) {
    guard let members = sets.members, !members.isEmpty else {
      problems.append(("'sets' must be an object with at least one set", sets.position))
      return
    }
    let outer = Self.preferredKey(in: members)
    for member in members {
      guard member.value.members != nil else {
        problems.append(("set '\(member.key)' must be an object", member.value.position))
        continue
      }
      if member.value["value"] == nil, let inner = member.value["sets"] {
        readNested(inner, outer: member.key, isPreferred: member.key == outer)
      } else if member.value["value"] == nil {
        problems.append(("set '\(member.key)' has no 'value'", member.keyPosition))
      } else {
        entries.append(Entry(mode: member.key, entry: member.value))
        if member.key == outer { defaultEntry = entries.last }
      }
    }
    if defaultEntry == nil { defaultEntry = entries.first }
  }

  private mutating func readNested(_ sets: JSONValue, outer: String, isPreferred: Bool) {
    guard let members = sets.members, !members.isEmpty else {
      problems.append(("'sets' of set '\(outer)' must be a non-empty object", sets.position))
      return
    }
    let inner = Self.preferredKey(in: members)
    for member in members {
      guard member.value.members != nil, member.value["value"] != nil else {
        let detail =
          member.value["sets"] != nil
          ? "sets nest more than one level" : "it must be an object with a 'value'"
        problems.append(("set '\(outer)/\(member.key)': \(detail)", member.keyPosition))
        continue
      }
      let mode = isPreferred ? member.key : "\(outer), \(member.key)"
      entries.append(Entry(mode: mode, entry: member.value))
      if isPreferred, member.key == inner { defaultEntry = entries.last }
    }
  }

  /// The preferred set name among `members`, else the first written. Pure.
  static func preferredKey(in members: [JSONMember]) -> String? {
    preferred.first { name in members.contains { $0.key == name } } ?? members.first?.key
  }
}
