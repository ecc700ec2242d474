/// Per-token mode values written inside `$extensions`: Terrazzo's `mode` map, Primer's
/// `org.primer.overrides`, and a `modes` map inside a vendor's namespace, as Figma variable
/// exports write each variable's values by the modes of its collection.
///
/// ```json
/// { "$value": "#2da44e", "$extensions": { "mode": { "light": "#2da44e", "dark": "#2ea043" } } }
/// { "$value": "{a}", "$extensions": { "org.primer.overrides": { "dark": { "$value": "{b}" } } } }
/// { "$value": "{a}", "$extensions": { "com.figma.sds": { "modes": { "light": "{a}", "dark": "{b}" } } } }
/// { "$value": "#fcfcfc", "$extensions": { "com.figma.modes": { "light": "#fcfcfc", "dark": "#111111" } } }
/// ```
/// A vendor's map of one mode is a collection with a single mode, whose value `$value` already
/// is: it makes no mode (Figma's Simple Design System writes them as `default`, `mode_1`,
/// `value`; read as modes they would cross every other collection's modes with three names that
/// change nothing).
/// `$value` is the value in every mode the map does not name. When it is none of the named
/// modes (maps naming only `dark`), it is a mode of its own, ``defaultMode`` (a build writes it
/// under `:root` and the named modes under their selectors): otherwise a change to it would be
/// in no mode at all.
enum ModeOverrides {
  static let terrazzo = "mode"
  static let primer = "org.primer.overrides"
  static let keys = [terrazzo, primer]
  /// The member of a vendor's namespace that holds its mode map.
  static let vendorModes = "modes"
  /// The mode of `$value` itself, when the maps name no mode it is.
  static let defaultMode = "default"

  /// The modes of a set whose tokens carry mode maps, sorted: those the maps name, and
  /// ``defaultMode`` when `$value` is a mode of its own; and whether it was added. Empty when
  /// no token has a map. Pure.
  ///
  /// `$value` is one of the named modes when one of them is `light` or `default` (in any
  /// case), or when some named mode has `$value`'s value in every map that names it (a Swift
  /// file's platform branches name every branch, `$value` being the first; Terrazzo's `day`
  /// beside maps that name only `night`).
  static func modes(of tokens: [Token]) -> (modes: [String], addsDefault: Bool) {
    var named = Set<String>()
    // The modes some map gives a value other than `$value`: none of them is `$value`'s mode.
    var differing = Set<String>()
    for token in tokens {
      let names = modeNames(of: token)
      guard !names.isEmpty else { continue }
      named.formUnion(names)
      for name in names where !(value(of: token, in: name)?.isWrittenAlike(token.value) ?? false) {
        differing.insert(name)
      }
    }
    let namesTheDefault = named.contains { ["light", defaultMode].contains($0.lowercased()) }
    guard !named.isEmpty, !namesTheDefault, named.isSubset(of: differing) else {
      return (named.sorted(), false)
    }
    return (named.union([defaultMode]).sorted(), true)
  }

  /// The mode names a token's extensions give values for. Pure.
  static func modeNames(of token: Token) -> [String] {
    guard token.extensionKeys.modeMaps, let extensions = token.extensions else { return [] }
    let primerModes = (extensions[primer]?.members ?? []).filter { $0.value["$value"] != nil }
    let vendorModes = vendorMaps(in: extensions).flatMap { $0.map(\.key) }
    return (extensions[terrazzo]?.members?.map(\.key) ?? []) + primerModes.map(\.key) + vendorModes
  }

  /// The `modes` maps of vendors' namespaces (``vendorModes``) that name at least two modes, in
  /// the order written. Pure.
  static func vendorMaps(in extensions: JSONValue) -> [[JSONMember]] {
    (extensions.members ?? []).compactMap(vendorMap)
  }

  /// A vendor's map of values by mode in one member of `$extensions`, when it names at least
  /// two modes: the `modes` member of its namespace (`"com.figma.sds": {"modes": {…}}`), or the
  /// member itself when its name ends in `.modes` (`"com.figma.modes": {"light": …, "dark":
  /// …}`, as some Figma exporters write it). Pure.
  ///
  /// A member of its own must hold values of one kind and no `true`/`false`
  /// (`"org.x.modes": {"enabled": true, "default": "light"}` is settings, not values). Pure.
  static func vendorMap(_ member: JSONMember) -> [JSONMember]? {
    guard !keys.contains(member.key) else { return nil }
    let ownMember = member.key.hasSuffix("." + vendorModes)
    let map = ownMember ? member.value.members : member.value[vendorModes]?.members
    guard let map, map.count >= 2 else { return nil }
    if ownMember {
      let kinds = Set(map.map(\.value.typeName))
      guard kinds.count == 1, kinds.first != "boolean" else { return nil }
    }
    return map
  }

  /// The value written for `mode`, when the extensions name it. Pure.
  static func value(of token: Token, in mode: String) -> JSONValue? {
    guard token.extensionKeys.modeMaps, let extensions = token.extensions else { return nil }
    // Terrazzo writes the value itself.
    if let entry = extensions[terrazzo]?[mode] { return entry }
    // Primer writes `{ "$value": ..., "alpha": ... }`; an entry with only `alpha` keeps the
    // value (Primer's alpha adjustment is not applied).
    if let entry = extensions[primer]?[mode]?["$value"] { return entry }
    for map in vendorMaps(in: extensions) {
      if let entry = map.first(where: { $0.key == mode }) { return entry.value }
    }
    return nil
  }

  /// `$extensions` holding a `mode` map of `modes` (written like `{"dark": value}`), after the
  /// other extension members kept: how readers of formats with their own mode syntax hand
  /// their modes to the mode machinery. Pure.
  static func extensions(
    modes: [JSONMember],
    keeping others: [JSONMember] = [],
    at position: TextPosition
  )
    -> JSONValue
  {
    let map = JSONMember(
      key: terrazzo,
      keyPosition: position,
      value: JSONValue(.object(modes), at: position)
    )
    return JSONValue(.object(others + [map]), at: position)
  }

  /// The paths of the tokens whose value `mode` replaces. Pure.
  static func overriddenPaths(_ mode: String, in tokens: [Token]) -> Set<TokenPath> {
    Set(tokens.lazy.filter { value(of: $0, in: mode) != nil }.map { $0.path })
  }

  /// The tokens as they are in `mode`: each overridden `$value` replaced. Pure.
  static func apply(_ mode: String, to tokens: [Token]) -> [Token] {
    tokens.map { token in
      guard let value = value(of: token, in: mode) else { return token }
      var moded = token
      moded.value = value
      return moded
    }
  }
}
