/// Spec-version discipline for Gentle specs: a change in structure needs a `_specVersion` bump.
///
/// The structure of a spec is its sections (`colors`), their groups (`colors.pairByRole`), the
/// roles in them (`colors.pairByRole.textPrimary`) and each role's shape: its member names and
/// the kind of each member's value. Removing a section, group or role, or changing a role's
/// shape, while `_specVersion` stays the same is a `spec-version` finding in the head. Adding
/// is not checked, nor are value changes. Needs both revisions, so the diff calls it.
public enum GentleVersioning {
  /// The findings for every Gentle spec file present, under the same path, in both
  /// snapshots. Pure.
  public static func findings(base: RevisionSnapshot, head: RevisionSnapshot) -> [Finding] {
    let before = specs(in: base)
    return specs(in: head).flatMap { path, root in
      before[path].map { findings(base: $0, head: root, file: path) } ?? []
    }
  }

  /// The findings for one spec file, from its base and head JSON. Pure.
  public static func findings(base: JSONValue, head: JSONValue, file: String) -> [Finding] {
    guard GentleDetection.isGentle(base), GentleDetection.isGentle(head),
      let version = GentleDetection.version(of: head),
      GentleDetection.version(of: base) == version
    else { return [] }
    let before = structure(of: base)
    let after = structure(of: head)
    let versionPosition =
      head.members?.last { $0.key == "_specVersion" }?.keyPosition ?? head.position
    var result: [Finding] = []
    for (path, entry) in before.sorted(by: { $0.value.position < $1.value.position }) {
      let name = path.joined(separator: ".")
      if let now = after[path] {
        guard now.shape != entry.shape else { continue }
        result.append(
          Finding(
            kind: .specVersion,
            token: tokenPath(path),
            location: SourceLocation(file: file, position: now.position),
            message:
              "the shape of '\(name)' changed (\(entry.shape) → \(now.shape)) but _specVersion "
              + "is still \(version)"
          )
        )
      } else if path.count == 1 || after[Array(path.dropLast())] != nil {
        // Only the outermost removed part is reported, not each role inside it.
        result.append(
          Finding(
            kind: .specVersion,
            token: tokenPath(path),
            location: SourceLocation(file: file, position: versionPosition),
            message: "'\(name)' was removed but _specVersion is still \(version)"
          )
        )
      }
    }
    return result
  }

  /// One part of the structure: its shape and where it is written.
  struct Entry {
    var shape: String
    var position: TextPosition
  }

  /// Sections, groups and roles (three levels), each with its shape. Pure.
  static func structure(of root: JSONValue) -> [[String]: Entry] {
    var result: [[String]: Entry] = [:]
    func walk(_ value: JSONValue, path: [String], at position: TextPosition) {
      guard path.count < 3, let members = value.members else {
        result[path] = Entry(shape: shape(of: value), position: position)
        return
      }
      result[path] = Entry(shape: "object", position: position)
      for member in members where !(path.isEmpty && member.key == "_specVersion") {
        walk(member.value, path: path + [member.key], at: member.keyPosition)
      }
    }
    walk(root, path: [], at: root.position)
    result[[]] = nil
    return result
  }

  /// `{darkHex: string, lightHex: string}` for an object, else the value's kind. Pure.
  static func shape(of value: JSONValue) -> String {
    guard let members = value.members else { return value.typeName }
    let fields = Set(members.map { "\($0.key): \($0.value.typeName)" })
    return "{" + fields.sorted().joined(separator: ", ") + "}"
  }

  /// The token a structure path stands for (`colors.pairByRole.x` → `color.x`). Pure.
  static func tokenPath(_ path: [String]) -> TokenPath {
    let prefixes: [[String]: String] = [
      ["colors", "pairByRole"]: "color", ["typography", "roles"]: "typography",
      ["visual", "radii"]: "radius", ["visual", "shadows"]: "shadow",
      ["buttons", "roles"]: "button", ["buttons", "animations"]: "buttonAnimation",
      ["surfaces", "roles"]: "surface",
    ]
    guard path.count >= 3, let prefix = prefixes[Array(path.prefix(2))] else {
      return TokenPath(path)
    }
    return TokenPath([prefix] + path.dropFirst(2))
  }

  /// The Gentle spec files of a snapshot, by path. Pure.
  private static func specs(in snapshot: RevisionSnapshot) -> [String: JSONValue] {
    var result: [String: JSONValue] = [:]
    for file in snapshot.files where ByteSearch.contains(file.bytes, "_specVersion") {
      let dialect = JSONDialect(path: file.path)
      guard let root = try? JSONParser.parse(file.bytes, dialect: dialect),
        GentleDetection.isGentle(root)
      else { continue }
      result[file.path] = root
    }
    return result
  }
}
