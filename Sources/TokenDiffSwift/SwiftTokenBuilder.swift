import TokenDiffCore

/// Makes one ``Token`` from the declarations of one path. Pure.
enum SwiftTokenBuilder {
  /// A token from its declarations: one per `#if` branch (or a single one). A broken reference
  /// makes the token fail with its finding; light/dark pairs and branches become modes.
  static func token(path: TokenPath, variants: [(SwiftDeclaration, SwiftValue)]) -> Token {
    let (first, value) = variants[0]
    let position = TextPosition(line: first.location.line, column: first.location.column)
    var token = Token(
      path: path,
      location: first.location,
      explicitType: value.type,
      value: value.json(at: position),
      deprecation: first.deprecation,
      problem: brokenFinding(in: variants.map(\.1)),
      declaredLayer: SwiftLayers.layer(of: first)
    )
    var modes: [JSONMember] = []
    if case .modal(let pairs) = value {
      for pair in pairs { modes.append(member(pair.mode, pair.value, position)) }
    }
    if variants.count > 1 || first.platform != nil {
      var seen = Set<String>()
      for (declaration, variantValue) in variants {
        guard let platform = declaration.platform, seen.insert(platform).inserted else { continue }
        modes.append(member(platform, variantValue.plain, position))
      }
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
