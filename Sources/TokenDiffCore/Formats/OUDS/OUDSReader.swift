/// Reads one Orange OUDS tokenator export into ``Token`` values.
///
/// Files are DTCG-like: a member with a `$value` is a token, any other object a group, and
/// `$type` is inherited from groups. What differs from DTCG:
///
/// - **Names are JSON keys split on dots.** OUDS writes `core-ouds.color.opacity.black.200`
///   either nested or as one flat key; both give the path `core-ouds.color.opacity.black.200`,
///   because an alias `{a.b.c}` is split on dots too. A key with a dot inside one name
///   therefore becomes several segments, and aliases to it resolve the same way. Spaces and
///   emoji (`🚫-hover-light`, `1f525_repository`) are kept as written; no `invalid-name`
///   finding is reported for them.
/// - **Colour schemes are name suffixes.** Sibling tokens `x-light` and `x-dark` become ONE
///   token `x` whose value is the light value and whose `extensions` carry a synthesized
///   `{"mode": {"light": …, "dark": …}}` map, which ``ModeOverrides`` resolves like
///   Terrazzo's. A suffix without its sibling (or whose unsuffixed name is already a token) is
///   kept as written.
/// - **Aliases to a paired name follow the mode.** Within the file, an alias `{x-light}` or
///   `{x-dark}` to a paired token is rewritten to `{x}`, so in mode `dark` it gives `x`'s dark
///   value and in mode `light` its light value. The choice fits OUDS, where light tokens alias
///   light ones and dark tokens dark ones; a cross-scheme alias (a `-dark` token naming
///   `{x-light}`) follows the current mode too, and a token without modes naming `{x-dark}`
///   gets `x`'s light value by default. Aliases into other files are left as written.
/// - **Layers are declared.** Every token of a raw file (``OUDSDetection/isRawFile(_:file:)``)
///   is ``Layer/raw``; a token under the `ouds` group of a brand file is ``Layer/semantic``
///   (``Layering`` still makes it a component token under a `component(s)` group); other
///   brand tokens are inferred.
struct OUDSReader {
  let file: String
  let isRaw: Bool
  private(set) var tokens: [Token] = []
  private(set) var findings: [Finding] = []

  static let light = "-light"
  static let dark = "-dark"

  init(file: String, isRaw: Bool) {
    self.file = file
    self.isRaw = isRaw
  }

  /// Reads every token of the file, then pairs the `-light`/`-dark` siblings.
  mutating func read(_ root: JSONValue) {
    guard root.members != nil else {
      findings.append(.topLevelNotAnObject(file: file, at: root.position))
      return
    }
    var read: [Token] = []
    walk(root, segments: [], type: nil, into: &read)
    tokens = Self.pairSchemes(deduplicated(read))
  }

  /// Collects the tokens of a group, depth first, in written order.
  private mutating func walk(
    _ group: JSONValue,
    segments: [String],
    type: TokenType?,
    into read: inout [Token]
  ) {
    let groupType = group["$type"]?.stringValue.map { TokenType(rawValue: $0) } ?? type
    for member in group.members ?? [] where !member.key.hasPrefix("$") {
      let path = segments + Self.segments(of: member.key)
      guard member.value.members != nil else {
        findings.append(
          Finding(
            kind: .invalidValue,
            token: TokenPath(path),
            location: SourceLocation(file: file, position: member.keyPosition),
            message: "'\(TokenPath(path))' is neither a token nor a group"
          )
        )
        continue
      }
      guard let value = member.value["$value"] else {
        walk(member.value, segments: path, type: groupType, into: &read)
        continue
      }
      read.append(
        Token(
          path: TokenPath(path),
          location: SourceLocation(file: file, position: member.keyPosition),
          explicitType: member.value["$type"]?.stringValue.map { TokenType(rawValue: $0) },
          inheritedType: groupType,
          value: value,
          description: member.value["$description"]?.stringValue,
          deprecation: Self.deprecation(of: member.value["$deprecated"]),
          extensions: member.value["$extensions"],
          declaredLayer: isRaw ? .raw : (path.first == OUDSDetection.semanticRoot ? .semantic : nil)
        )
      )
    }
  }

  /// The path segments a key stands for: split on dots, as aliases are. Pure.
  static func segments(of key: String) -> [String] {
    key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
  }

  /// The tokens with each path once (the last definition), and a finding for each repeat.
  private mutating func deduplicated(_ read: [Token]) -> [Token] {
    var last: [TokenPath: Int] = [:]
    for (index, token) in read.enumerated() { last[token.path] = index }
    var kept: [Token] = []
    for (index, token) in read.enumerated() {
      if last[token.path] == index {
        kept.append(token)
      } else {
        findings.append(
          Finding(
            kind: .duplicateKey,
            token: token.path,
            location: token.location,
            message: "'\(token.path)' is written more than once; the last is used"
          )
        )
      }
    }
    return kept
  }

  /// The tokens with each `x-light`/`x-dark` pair made one token `x` with two modes, and the
  /// aliases to paired names rewritten to the unsuffixed name. Pure.
  static func pairSchemes(_ read: [Token]) -> [Token] {
    let paths = Set(read.map(\.path))
    var renamed: [TokenPath: TokenPath] = [:]
    for token in read {
      guard let base = unsuffixed(token.path, Self.light), !paths.contains(base) else { continue }
      let darkPath = suffixed(base, Self.dark)
      guard paths.contains(darkPath) else { continue }
      renamed[token.path] = base
      renamed[darkPath] = base
    }
    guard !renamed.isEmpty else { return read }
    var darkValues: [TokenPath: JSONValue] = [:]
    for token in read where renamed[token.path] != nil && token.path.description.hasSuffix(dark) {
      darkValues[token.path] = rewrite(token.value, renamed)
    }
    var result: [Token] = []
    var darkTypes: [TokenPath: TokenType] = [:]
    for token in read { if let type = token.explicitType { darkTypes[token.path] = type } }
    for var token in read {
      token.value = rewrite(token.value, renamed)
      guard let base = renamed[token.path] else {
        result.append(token)
        continue
      }
      let darkPath = suffixed(base, dark)
      guard token.path != darkPath, let darkValue = darkValues[darkPath] else { continue }
      token.explicitType = token.explicitType ?? darkTypes[darkPath]
      token.extensions = modeExtensions(light: token.value, dark: darkValue, on: token)
      token.path = base
      result.append(token)
    }
    return result
  }

  /// The token's own extensions with a `mode` map of the two values. Pure.
  private static func modeExtensions(light: JSONValue, dark: JSONValue, on token: Token)
    -> JSONValue
  {
    let position = token.value.position
    let others = (token.extensions?.members ?? []).filter { $0.key != ModeOverrides.terrazzo }
    let modes = [
      JSONMember(key: "light", keyPosition: light.position, value: light),
      JSONMember(key: "dark", keyPosition: dark.position, value: dark),
    ]
    return ModeOverrides.extensions(modes: modes, keeping: others, at: position)
  }

  /// `path` without `suffix` on its last segment, or `nil` when it does not end so. Pure.
  static func unsuffixed(_ path: TokenPath, _ suffix: String) -> TokenPath? {
    guard let last = path.segments.last, last.hasSuffix(suffix), last.count > suffix.count
    else { return nil }
    return TokenPath(path.segments.dropLast() + [String(last.dropLast(suffix.count))])
  }

  /// `path` with `suffix` added to its last segment. Pure.
  static func suffixed(_ path: TokenPath, _ suffix: String) -> TokenPath {
    TokenPath(path.segments.dropLast() + [(path.segments.last ?? "") + suffix])
  }

  /// `value` with every whole-string alias to a renamed path pointing at its new path. Pure.
  static func rewrite(_ value: JSONValue, _ renamed: [TokenPath: TokenPath]) -> JSONValue {
    switch value.kind {
    case .string(let text):
      guard let target = aliasPath(in: text), let base = renamed[target] else { return value }
      return JSONValue(.string("{\(base)}"), at: value.position)
    case .array(let elements):
      return JSONValue(.array(elements.map { rewrite($0, renamed) }), at: value.position)
    case .object(let members):
      let rewritten = members.map {
        JSONMember(key: $0.key, keyPosition: $0.keyPosition, value: rewrite($0.value, renamed))
      }
      return JSONValue(.object(rewritten), at: value.position)
    default:
      return value
    }
  }

  /// `$deprecated`: `true` or a reason deprecates, `false` is explicitly active. Pure.
  private static func deprecation(of value: JSONValue?) -> Deprecation? {
    switch value?.kind {
    case .bool(true): .deprecated(reason: nil)
    case .bool(false): .active
    case .string(let reason): .deprecated(reason: reason)
    default: nil
    }
  }
}
