/// Surface roles: their background is an alias to a colour role, so a colour change reaches
/// every surface that uses it.
extension GentleReader {
  /// The members of a background style that name its colour role, by variant.
  static let backgroundColorKeys = ["colorRole", "tintColorRole", "fallbackColorRole"]

  /// `surfaces.roles.<role>`: `backgroundStyle` (`{"solid": {"colorRole": "surfaceBase"}}`,
  /// `material` with `tintColorRole`, `glass` with `fallbackColorRole`) becomes
  /// `surface.<role>.background`, an alias to `color.<colorRole>`; the style itself is kept as
  /// `surface.<role>.backgroundStyle`, and every other field is read by ``readField(_:path:)``.
  mutating func readSurfaces(_ section: JSONMember) {
    for member in unique(section.value, path: ["surfaces"]) {
      guard member.key == "roles" else {
        keep(member.value, path: ["surfaces", member.key], at: member.keyPosition)
        continue
      }
      for role in unique(member.value, path: ["surfaces", "roles"]) {
        for field in unique(role.value, path: ["surfaces", "roles", role.key]) {
          let path = ["surface", role.key, field.key]
          guard field.key == "backgroundStyle" else {
            readField(field, path: path)
            continue
          }
          keep(field.value, path: path, at: field.keyPosition)
          readBackground(field, role: role.key)
        }
      }
    }
  }

  private mutating func readBackground(_ style: JSONMember, role: String) {
    let path = ["surface", role, "background"]
    guard style.value.members != nil else {
      report(path, style.value.position, "'backgroundStyle' of '\(role)' must be an object")
      return
    }
    // The variant is either the style itself or its one member (Swift's enum encoding).
    let variants = [style.value] + (style.value.members?.map(\.value) ?? [])
    for variant in variants {
      for key in Self.backgroundColorKeys {
        guard let name = variant[key] else { continue }
        guard let text = name.stringValue else {
          report(path, name.position, "'\(key)' of '\(role)' must name a colour role")
          return
        }
        add(path, at: style.keyPosition, value: Self.colorAlias(text, at: name.position))
        return
      }
    }
  }
}
