/// Value shapes Style Dictionary builds commonly give their own transforms, read as tokendiff's
/// own mechanisms so that they resolve, diff and contrast like the rest:
///
/// - a value that is a map of appearances, `{"light": "{core.black}", "dark": "{core.white}"}`
///   (Deutsche Telekom's tokens), is the `light` value with a `mode` map, like
///   `$extensions.mode`;
/// - a colour written `{"color": "{core.black}", "alpha": 0.65}` is that colour with its alpha
///   set, as a Tokens Studio `alpha` modifier would.
///
/// Pure.
enum StyleDictionaryValues {
  /// The appearance names a value map may use.
  static let appearances: Set<String> = [
    "light", "dark", "light-hc", "dark-hc", "lightHighContrast", "darkHighContrast",
  ]

  /// `token` with those shapes rewritten; unchanged otherwise. Pure.
  static func normalized(_ token: Token) -> Token {
    var token = token
    if let members = token.value.members, members.count >= 2,
      members.allSatisfy({ appearances.contains($0.key) }),
      let first = members.first(where: { $0.key == "light" }) ?? members.first
    {
      // `{color, alpha}` appearances become the colour with one alpha modifier, when every
      // appearance has the same alpha (differing alphas stay as written: a finding).
      let alphas = Set(members.compactMap { $0.value["alpha"]?.numberValue })
      let withAlpha = members.filter { colorWithAlpha($0.value) != nil }.count
      guard withAlpha == 0 || (withAlpha == members.count && alphas.count == 1) else {
        return token
      }
      let others = token.extensions?.members ?? []
      token.extensions = ModeOverrides.extensions(
        modes: members.map { member in
          var member = member
          member.value = colorWithAlpha(member.value) ?? member.value
          return member
        },
        keeping: others.filter { $0.key != ModeOverrides.terrazzo },
        at: token.value.position
      )
      if withAlpha > 0, let alpha = first.value["alpha"] {
        token.extensions = alphaModifier(alpha, keeping: token.extensions, at: token.value.position)
      }
      token.value = colorWithAlpha(first.value) ?? first.value
      return token
    }
    if let color = colorWithAlpha(token.value), let alpha = token.value["alpha"] {
      token.value = color
      token.extensions = alphaModifier(alpha, keeping: token.extensions, at: token.value.position)
    }
    return token
  }

  /// The colour of a `{"color": …, "alpha": …}` object, when the value is one. Pure.
  private static func colorWithAlpha(_ value: JSONValue) -> JSONValue? {
    guard let members = value.members, members.count == 2, let color = value["color"],
      value["alpha"]?.numberValue != nil, color.stringValue != nil
    else { return nil }
    return color
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
