/// The sections of a Gentle spec: colours, typography, layout, visual, buttons, surfaces.
extension GentleReader {
  /// `colors.pairByRole.<role>`: `{ "lightHex": "#RRGGBB", "darkHex": "#RRGGBBAA" }`.
  mutating func readColors(_ section: JSONMember) {
    for member in unique(section.value, path: ["colors"]) {
      guard member.key == "pairByRole" else {
        keep(member.value, path: ["colors", member.key], at: member.keyPosition)
        continue
      }
      for role in unique(member.value, path: ["colors", "pairByRole"]) {
        readColor(role)
      }
    }
  }

  private mutating func readColor(_ role: JSONMember) {
    let path = ["color", role.key]
    guard role.value.members != nil else {
      report(path, role.value.position, "colour role '\(role.key)' must be an object")
      return
    }
    var modes: [JSONMember] = []
    for (key, mode) in [("lightHex", "light"), ("darkHex", "dark")] {
      guard let hex = role.value[key] else {
        report(path, role.keyPosition, "colour role '\(role.key)' has no '\(key)'")
        continue
      }
      if !(hex.stringValue.map(Self.isHex) ?? false) {
        report(path, hex.position, "'\(key)' of '\(role.key)' must be #RRGGBB or #RRGGBBAA")
      }
      modes.append(JSONMember(key: mode, keyPosition: hex.position, value: hex))
    }
    guard let value = modes.first?.value else { return }
    let extensions =
      modes.count == 2 ? ModeOverrides.extensions(modes: modes, at: role.value.position) : nil
    add(path, at: role.keyPosition, value: value, type: .color, extensions: extensions)
  }

  /// `typography.roles.<role>`: `{ "size": 17, "weight": "semibold", "design": "default" }`,
  /// a typography token (`fontSize` in px, `fontWeight`) keeping the other members.
  mutating func readTypography(_ section: JSONMember) {
    for member in unique(section.value, path: ["typography"]) {
      guard member.key == "roles" else {
        keep(member.value, path: ["typography", member.key], at: member.keyPosition)
        continue
      }
      for role in unique(member.value, path: ["typography", "roles"]) {
        readTextRole(role)
      }
    }
  }

  private mutating func readTextRole(_ role: JSONMember) {
    let path = ["typography", role.key]
    guard let members = role.value.members else {
      report(path, role.value.position, "typography role '\(role.key)' must be an object")
      keep(role.value, path: path, at: role.keyPosition)
      return
    }
    var converted: [JSONMember] = []
    var typed = true
    for member in members {
      switch member.key {
      case "size":
        guard let size = Self.pixels(member.value) else {
          report(path, member.value.position, "'size' of '\(role.key)' must be a number")
          typed = false
          continue
        }
        converted.append(JSONMember(key: "fontSize", keyPosition: member.keyPosition, value: size))
      case "weight":
        guard let weight = Self.weight(member.value) else {
          report(path, member.value.position, "'weight' of '\(role.key)' is not a font weight")
          typed = false
          continue
        }
        converted.append(
          JSONMember(key: "fontWeight", keyPosition: member.keyPosition, value: weight)
        )
      default: converted.append(member)
      }
    }
    if typed {
      let value = JSONValue(.object(converted), at: role.value.position)
      add(path, at: role.keyPosition, value: value, type: .typography)
    } else {
      keep(role.value, path: path, at: role.keyPosition)
    }
  }

  /// Swift's `Font.Weight` names and numbers as a DTCG font weight. Pure.
  static func weight(_ value: JSONValue) -> JSONValue? {
    let names: [String: Int] = [
      "ultralight": 200, "thin": 100, "light": 300, "regular": 400, "medium": 500,
      "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
    ]
    switch value.kind {
    case .number: return value
    case .string(let text):
      let key = text.lowercased().filter { $0 != "-" && $0 != "_" }
      guard let number = names[key] else { return nil }
      return JSONValue(.number(Double(number), text: "\(number)"), at: value.position)
    default: return nil
    }
  }

  /// Numbers (points) as `px` dimensions, objects walked, anything else kept with a finding.
  mutating func readDimensions(_ value: JSONValue, path: [String], at position: TextPosition) {
    if let pixels = Self.pixels(value) {
      add(path, at: position, value: pixels, type: .dimension)
    } else if value.members != nil {
      for member in unique(value, path: path) {
        readDimensions(member.value, path: path + [member.key], at: member.keyPosition)
      }
    } else {
      report(path, value.position, "'\(path.joined(separator: "."))' must be a number of points")
      keep(value, path: path, at: position)
    }
  }

  /// `visual.radii.<name>` → `radius.<name>`; `visual.shadows.<name>` → `shadow.<name>`.
  mutating func readVisual(_ section: JSONMember) {
    for member in unique(section.value, path: ["visual"]) {
      switch member.key {
      case "radii":
        for radius in unique(member.value, path: ["visual", "radii"]) {
          readDimensions(radius.value, path: ["radius", radius.key], at: radius.keyPosition)
        }
      case "shadows":
        for shadow in unique(member.value, path: ["visual", "shadows"]) {
          if shadow.value.members == nil {
            report(["shadow", shadow.key], shadow.value.position, "a shadow must be an object")
          }
          keep(shadow.value, path: ["shadow", shadow.key], at: shadow.keyPosition)
        }
      default: keep(member.value, path: ["visual", member.key], at: member.keyPosition)
      }
    }
  }

  /// `buttons.roles.<role>.<field>` → `button.<role>.<field>`;
  /// `buttons.animations.<name>.<field>` → `buttonAnimation.<name>.<field>`.
  mutating func readButtons(_ section: JSONMember) {
    for member in unique(section.value, path: ["buttons"]) {
      let prefix: String
      switch member.key {
      case "roles": prefix = "button"
      case "animations": prefix = "buttonAnimation"
      default:
        keep(member.value, path: ["buttons", member.key], at: member.keyPosition)
        continue
      }
      for role in unique(member.value, path: ["buttons", member.key]) {
        for field in unique(role.value, path: ["buttons", member.key, role.key]) {
          readField(field, path: [prefix, role.key, field.key])
        }
      }
    }
  }

  /// One field of a role: a hex colour, a `…ColorRole` alias, a number, or a plain value.
  mutating func readField(_ field: JSONMember, path: [String]) {
    let value = field.value
    if let text = value.stringValue, text.hasPrefix("#") {
      if !Self.isHex(text) {
        report(path, value.position, "'\(text)' must be #RRGGBB or #RRGGBBAA")
      }
      add(path, at: field.keyPosition, value: value, type: .color)
    } else if field.key.hasSuffix("olorRole"), let role = value.stringValue {
      add(path, at: field.keyPosition, value: Self.colorAlias(role, at: value.position))
    } else if value.numberValue != nil {
      add(path, at: field.keyPosition, value: value, type: .number)
    } else {
      keep(value, path: path, at: field.keyPosition)
    }
  }

  /// `{color.<role>}`. Pure.
  static func colorAlias(_ role: String, at position: TextPosition) -> JSONValue {
    JSONValue(.string("{color.\(role)}"), at: position)
  }
}
