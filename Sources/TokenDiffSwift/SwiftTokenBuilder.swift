import TokenDiffCore

/// Makes one ``Token`` from the declarations of one path. Pure.
enum SwiftTokenBuilder {
  /// A token from its declarations: one per `#if` branch (or a single one). A broken reference
  /// makes the token fail with its finding; light/dark pairs and branches become modes (two
  /// branches at least).
  static func token(path: TokenPath, variants: [(SwiftDeclaration, SwiftValue)]) -> Token {
    let first = variants[0].0
    var value = variants[0].1
    let position = TextPosition(line: first.location.line, column: first.location.column)
    // A token declared in one `#if` branch only (a whole file inside `#if canImport(SwiftUI)`)
    // has no other value to choose: no mode. Declared in several (`#if os(iOS)` and `#if
    // os(macOS)`, or `#if` and `#else`), each branch is a mode.
    let hasBranches = variants.count > 1
    let hasModes: Bool
    if case .modal = value { hasModes = true } else { hasModes = hasBranches }
    // An opacity on a reference is carried by the whole token; in a token of several modes each
    // mode's value, the default's too, is what is written.
    if hasModes { value = value.inMode }
    let defaultValue = hasModes ? value.plain.inMode : value
    var token = Token(
      path: path,
      location: first.location,
      explicitType: value.type,
      value: defaultValue.json(at: position),
      deprecation: first.deprecation,
      problem: brokenFinding(in: variants.map(\.1)),
      declaredLayer: SwiftLayers.layer(of: first)
    )
    var modes: [JSONMember] = []
    if case .modal(let pairs) = value {
      for pair in pairs { modes.append(member(pair.mode, pair.value.inMode, position)) }
    }
    if hasBranches {
      var seen = Set<String>()
      for (declaration, variantValue) in variants {
        guard let platform = declaration.platform, seen.insert(platform).inserted else { continue }
        modes.append(member(platform, variantValue.plain.inMode, position))
      }
    }
    if case .faded(_, let alpha, _) = value {
      token.extensions = fading(to: alpha, at: position)
    }
    if !modes.isEmpty {
      token.extensions = JSONValue(
        .object([
          JSONMember(
            key: "mode",
            keyPosition: position,
            value: JSONValue(.object(modes), at: position)
          )
        ]),
        at: position
      )
    }
    return token
  }

  /// `$extensions` that set the resolved colour's opacity, as Tokens Studio's alpha modifier
  /// does (the resolver applies it, see `TokensStudioModify`). `Color.opacity(_:)` multiplies
  /// the opacity and `withAlphaComponent(_:)` sets it: the same for the opaque colours tokens
  /// fade. Pure.
  static func fading(to alpha: Double, at position: TextPosition) -> JSONValue {
    func node(_ kind: JSONValue.Kind) -> JSONValue { JSONValue(kind, at: position) }
    func member(_ key: String, _ value: JSONValue) -> JSONMember {
      JSONMember(key: key, keyPosition: position, value: value)
    }
    let modify = node(
      .object([
        member("type", node(.string("alpha"))),
        member("value", node(.number(alpha, text: "\(alpha)"))),
        member("space", node(.string("srgb"))),
      ])
    )
    return node(.object([member("studio.tokens", node(.object([member("modify", modify)])))]))
  }

  /// The token `x` of an `xLight` / `xDark` pair: the light one, and the dark one in `dark`.
  static func pairToken(_ pair: SwiftAppearancePair, lightDeclaration: SwiftDeclaration) -> Token {
    let position = TextPosition(
      line: lightDeclaration.location.line,
      column: lightDeclaration.location.column
    )
    let modes = [
      member("light", .reference(pair.light), position),
      member("dark", .reference(pair.dark), position),
    ]
    return Token(
      path: pair.base,
      location: lightDeclaration.location,
      value: SwiftValue.reference(pair.light).json(at: position),
      extensions: JSONValue(
        .object([
          JSONMember(
            key: "mode",
            keyPosition: position,
            value: JSONValue(.object(modes), at: position)
          )
        ]),
        at: position
      ),
      declaredLayer: SwiftLayers.layer(of: lightDeclaration)
    )
  }

  private static func member(_ mode: String, _ value: SwiftValue, _ position: TextPosition)
    -> JSONMember
  {
    JSONMember(key: mode, keyPosition: position, value: value.json(at: position))
  }

  private static func brokenFinding(in values: [SwiftValue]) -> Finding? {
    for value in values {
      if case .broken(let finding, _) = value { return finding }
      if case .modal(let pairs) = value {
        for pair in pairs { if case .broken(let finding, _) = pair.value { return finding } }
      }
    }
    return nil
  }
}
