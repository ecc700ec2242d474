/// Value shapes Style Dictionary builds commonly give their own transforms, read as tokendiff's
/// own mechanisms so that they resolve, diff and contrast like the rest:
///
/// - a value that is a map of appearances, `{"light": "{core.black}", "dark": "{core.white}"}`
///   (Deutsche Telekom's tokens), is the `light` value with a `mode` map, like
///   `$extensions.mode`; GitLab UI's `{"default": …, "dark": …}` (its build's `value/default`
///   and `value/dark` transforms) is read alike, `default` naming the mode its build outputs
///   by default;
/// - a colour written `{"color": "{core.black}", "alpha": 0.65}` is that colour with its alpha
///   set, as a Tokens Studio `alpha` modifier would;
/// - a second value beside `value` named for an appearance, `darkValue` or `noirValue` (the
///   single-token dark mode of Style Dictionary's own examples; Graylog's sawmill builds
///   `variables-noir.css` from `noirValue`), is that mode's value, `value` the `default` one.
///   Only appearance names (``valueKeyModes``): `pixelValue` and `remValue` beside a size
///   are the same value in other units, not modes.
///
/// Pure.
enum StyleDictionaryValues {
  /// The appearance names a value map may use.
  static let appearances: Set<String> = [
    "light", "dark", "light-hc", "dark-hc", "lightHighContrast", "darkHighContrast",
  ]

  /// The appearances a second value beside `value` may be named for (lowercased), as
  /// `darkValue` is: colour schemes, and the dark themes builds give names of their own.
  static let valueKeyModes: Set<String> = [
    "light", "dark", "dim", "darkest", "noir", "night", "highcontrast", "contrast",
    "darkhighcontrast", "lighthighcontrast", "lighthc", "darkhc",
  ]

  /// The mode a token object's member names, `dark` of `darkValue`: one of ``valueKeyModes``
  /// before `Value`, as written. Pure.
  static func modeName(ofValueKey key: String) -> String? {
    guard key.hasSuffix("Value"), key.count > 5 else { return nil }
    let name = String(key.dropLast(5))
    guard let first = name.unicodeScalars.first, first.properties.isLowercase,
      valueKeyModes.contains(name.lowercased())
    else { return nil }
    return name
  }

  /// `token` with those shapes rewritten; unchanged otherwise. `members` are the members of
  /// the token's object, where a mode's value beside `value` is found. Pure.
  static func normalized(_ token: Token, members: [JSONMember] = []) -> Token {
    var token = token
    let modeValues = members.compactMap { member -> JSONMember? in
      guard let mode = modeName(ofValueKey: member.key), member.value.kind != .null else {
        return nil
      }
      var named = member
      named.key = mode
      named.value = withTranslucentColours(member.value)
      return named
    }
    if !modeValues.isEmpty {
      token.value = withTranslucentColours(token.value)
      let defaultValue = JSONMember(
        key: "default",
        keyPosition: token.value.position,
        value: token.value
      )
      let others = token.extensions?.members ?? []
      token.extensions = ModeOverrides.extensions(
        modes: [defaultValue] + modeValues,
        keeping: others.filter { $0.key != ModeOverrides.terrazzo },
        at: token.value.position
      )
      return token
    }
    if let members = token.value.members, members.count >= 2,
      members.allSatisfy({ appearances.contains($0.key) || $0.key == "default" }),
      members.contains(where: { appearances.contains($0.key) }),
      let first = members.first(where: { $0.key == "light" })
        ?? members.first(where: { $0.key == "default" }) ?? members.first
    {
      // `{color, alpha}` appearances become `rgba(colour, alpha)`, each with its own alpha.
      let others = token.extensions?.members ?? []
      token.extensions = ModeOverrides.extensions(
        modes: members.map { member in
          var member = member
          member.value = translucent(member.value) ?? member.value
          return member
        },
        keeping: others.filter { $0.key != ModeOverrides.terrazzo },
        at: token.value.position
      )
      token.value = translucent(first.value) ?? first.value
      return token
    }
    if let color = colorWithAlpha(token.value), let alpha = token.value["alpha"] {
      token.value = color
      token.extensions = alphaModifier(alpha, keeping: token.extensions, at: token.value.position)
      return token
    }
    token.value = translucentMembers(token.value, depth: 0)
    return token
  }

  /// `value` with every `{"color": …, "alpha": …}` in it, whole or as a member, written
  /// `rgba(colour, alpha)`. Pure.
  private static func withTranslucentColours(_ value: JSONValue) -> JSONValue {
    translucent(value) ?? translucentMembers(value, depth: 0)
  }

  /// A composite value (a shadow's layers, a border) whose colour members written
  /// `{"color": …, "alpha": …}` are rewritten as `rgba(colour, alpha)`, which every reader
  /// takes as that colour with that alpha. Nesting is followed a few levels (composites are
  /// shallow); deeper values stay as written. Pure.
  static func translucentMembers(_ value: JSONValue, depth: Int) -> JSONValue {
    guard depth < 4 else { return value }
    switch value.kind {
    case .array(let elements):
      return JSONValue(
        .array(elements.map { translucentMembers($0, depth: depth + 1) }),
        at: value.position
      )
    case .object(let members):
      return JSONValue(
        .object(
          members.map { member in
            var member = member
            if let rgba = translucent(member.value) {
              member.value = rgba
            } else {
              member.value = translucentMembers(member.value, depth: depth + 1)
            }
            return member
          }
        ),
        at: value.position
      )
    default: return value
    }
  }

  /// The colour of a `{"color": …, "alpha": …}` object, when the value is one. Pure.
  private static func colorWithAlpha(_ value: JSONValue) -> JSONValue? {
    guard let members = value.members, members.count == 2, let color = value["color"],
      value["alpha"]?.numberValue != nil, color.stringValue != nil
    else { return nil }
    return color
  }

  /// A `{"color": …, "alpha": …}` object as the string `rgba(colour, alpha)`; `nil` for any
  /// other value. Pure.
  static func translucent(_ value: JSONValue) -> JSONValue? {
    guard let color = colorWithAlpha(value)?.stringValue,
      let alpha = value["alpha"]?.numberValue, alpha.isFinite
    else { return nil }
    return JSONValue(.string("rgba(\(color), \(formatNumber(alpha)))"), at: value.position)
  }

  /// `$extensions` with a Tokens Studio `alpha` modifier of `alpha`. Pure.
  private static func alphaModifier(
    _ alpha: JSONValue,
    keeping extensions: JSONValue?,
    at position: TextPosition
  ) -> JSONValue {
    func member(_ key: String, _ value: JSONValue) -> JSONMember {
      JSONMember(key: key, keyPosition: position, value: value)
    }
    let modify = JSONValue(
      .object([
        member("type", JSONValue(.string("alpha"), at: position)), member("value", alpha),
        member("space", JSONValue(.string("srgb"), at: position)),
      ]),
      at: position
    )
    let studio = JSONValue(.object([member("modify", modify)]), at: position)
    let others = (extensions?.members ?? []).filter { $0.key != "studio.tokens" }
    return JSONValue(.object(others + [member("studio.tokens", studio)]), at: position)
  }
}
