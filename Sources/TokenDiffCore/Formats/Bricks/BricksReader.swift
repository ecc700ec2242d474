/// Reads one Bricks set (``BricksSet``) into ``Token`` values.
///
/// - **Palettes are raw.** `colors.json` and `sizes.json` are nested families of W3C-like tokens
///   (`$value`/`$type`, or `value`/`type` in a file without `$`); a token's path is its keys,
///   as a `{Family.shade}` reference splits them (`Accent.accent-600`), and its layer is
///   ``Layer/raw``.
/// - **Routed names are one segment.** A token of `tokens.json` is named the way Bricks code
///   (`ThemeTokens`) names it: its keys joined with `/` (`theme/navigation/bottom/highlight`), a
///   flat key (`theme-button-height`) as written. Reports print that name. Its layer is
///   ``Layer/semantic``.
/// - **References follow `ConfigParser`.** `{A.b}` in `tokens.json` names `A.b` of
///   `colors.json` (a `color` token) or `sizes.json` (a `number`), and failing that the routed
///   token `A/b` (an intermediate alias), which the reference is rewritten to. The alias is
///   looked up in the file it names first, so several sets in one repository stay apart.
/// - **The runtime limit.** A reference that leads nowhere, or a chain longer than
///   ``BricksRuntime/aliasDepthLimit``, is what the app silently replaces with a fallback: the
///   token gets a `broken-reference` problem naming that fallback (see ``BricksRuntime``).
/// - `textStyles.json` is read by ``BricksTextStyles``.
struct BricksReader {
  let set: BricksSet
  /// How many references the app follows before it gives up (configuration
  /// `bricksAliasDepth`, default ``BricksRuntime/aliasDepthLimit``).
  let aliasDepthLimit: Int
  private(set) var tokens: [Token] = []
  private(set) var findings: [Finding] = []

  init(_ set: BricksSet, aliasDepthLimit: Int = BricksRuntime.aliasDepthLimit) {
    self.set = set
    self.aliasDepthLimit = aliasDepthLimit
  }

  /// Reads every file of the set, rewrites the references of `tokens.json`, then applies the
  /// runtime limit.
  mutating func read() {
    let colors = readPalette(BricksDetection.colors)
    let sizes = readPalette(BricksDetection.sizes)
    var routed: [Token] = []
    if let root = set.root(BricksDetection.routing) {
      walk(root, file: set.path(BricksDetection.routing), keys: [], type: nil) { keys, token in
        token.path = TokenPath([keys.joined(separator: "/")])
        token.declaredLayer = .semantic
        routed.append(token)
      }
    }
    let routedPaths = Set(routed.map(\.path))
    let lookup = ReferenceLookup(
      colors: (set.path(BricksDetection.colors), Set(colors.map(\.path))),
      sizes: (set.path(BricksDetection.sizes), Set(sizes.map(\.path))),
      routing: (set.path(BricksDetection.routing), routedPaths)
    )
    routed = routed.map { lookup.rewrite($0) }
    routed = BricksRuntime.applyLimit(to: routed, palettes: colors + sizes, limit: aliasDepthLimit)
    var styles = BricksTextStyles(file: set.path(BricksDetection.textStyles))
    if let root = set.root(BricksDetection.textStyles) { styles.read(root) }
    tokens = colors + sizes + routed + styles.tokens
    findings += styles.findings
  }

  /// The raw tokens of `colors.json` or `sizes.json`.
  private mutating func readPalette(_ name: String) -> [Token] {
    guard let root = set.root(name) else { return [] }
    var read: [Token] = []
    walk(root, file: set.path(name), keys: [], type: nil) { _, token in
      token.declaredLayer = .raw
      read.append(token)
    }
    return read
  }

  /// Calls `add` with each token of a group, depth first, in written order: a member with a
  /// value key is a token (path = its keys), any other object a group.
  private mutating func walk(
    _ group: JSONValue,
    file: String,
    keys: [String],
    type: TokenType?,
    add: (_ keys: [String], _ token: inout Token) -> Void
  ) {
    let groupType =
      (group["$type"] ?? group["type"])?.stringValue.map { TokenType(rawValue: $0) } ?? type
    for member in group.members ?? [] where !member.key.hasPrefix("$") {
      let path = keys + [member.key]
      guard member.value.members != nil else {
        if member.key == "type" || member.key == "description" { continue }
        findings.append(
          Finding(
            kind: .invalidValue,
            token: TokenPath(path),
            location: SourceLocation(file: file, position: member.keyPosition),
            message: "'\(path.joined(separator: "/"))' is neither a token nor a group"
          )
        )
        continue
      }
      let value = member.value["$value"] ?? member.value["value"]
      guard let value else {
        walk(member.value, file: file, keys: path, type: groupType, add: add)
        continue
      }
      let explicit = (member.value["$type"] ?? member.value["type"])?.stringValue
      var token = Token(
        path: TokenPath(path),
        location: SourceLocation(file: file, position: member.keyPosition),
        explicitType: explicit.map { TokenType(rawValue: $0) },
        inheritedType: groupType,
        value: value,
        description: (member.value["$description"] ?? member.value["description"])?.stringValue
      )
      add(path, &token)
    }
  }
}

/// Where a `tokens.json` reference goes, the way `ConfigParser` looks it up.
private struct ReferenceLookup {
  let colors: (file: String, paths: Set<TokenPath>)
  let sizes: (file: String, paths: Set<TokenPath>)
  let routing: (file: String, paths: Set<TokenPath>)

  /// `token` with its whole-value reference pointed at what the app would find, or with a
  /// problem naming the fallback when the app finds nothing. Pure.
  func rewrite(_ token: Token) -> Token {
    guard let target = token.aliasTarget else { return token }
    var token = token
    let type = token.explicitType ?? token.inheritedType
    let palettes =
      switch type {
      case .some(.color): [colors]
      case .some(.number), .some(.dimension): [sizes]
      default: [colors, sizes]
      }
    if let palette = palettes.first(where: { $0.paths.contains(target) }) {
      token.aliasFile = palette.file
      return token
    }
    let routed = TokenPath([target.segments.joined(separator: "/")])
    if routing.paths.contains(routed) {
      token.value = JSONValue(.string("{\(routed)}"), at: token.value.position)
      token.aliasFile = routing.file
      return token
    }
    let names = palettes.map { BricksDetection.split($0.file).name } + ["tokens.json"]
    token.problem = Finding(
      kind: .brokenReference,
      token: token.path,
      location: SourceLocation(file: token.location.file, position: token.value.position),
      message:
        "'\(token.path)' refers to {\(target)}, which is in none of "
        + "\(names.joined(separator: ", ")); the app shows \(BricksRuntime.fallback(for: type))"
    )
    return token
  }
}
