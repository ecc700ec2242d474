/// A token with its aliases followed: its type, its canonical value, and what it depends on.
public struct ResolvedToken: Sendable, Equatable {
  public var path: TokenPath
  public var location: SourceLocation
  public var type: TokenType?
  /// The canonical value; `nil` when the token is broken (see ``problem``).
  public var value: TokenValue?
  /// The token named when the whole `$value` is an alias.
  public var aliasOf: TokenPath?
  /// Every token this one's value came through, directly or not, sorted.
  public var dependencies: [TokenPath]
  /// The end of the alias chain: the token whose own literal supplies the value.
  public var origin: TokenPath
  public var deprecation: Deprecation?
  public var description: String?
  /// The breaking finding when the token has no value.
  public var problem: Finding?
  /// The configured forbidden value this token resolves to, as configured.
  public var forbidden: String?
  public var layer: Layer
  /// The modes the token's own `$extensions` give a value for.
  public var modeOverrides: [String] = []
  /// The token's stable identity (Spectrum's `uuid`), which pairs a renamed token with its
  /// old path.
  public var identity: String?
  /// The name the token's definition says it was renamed to (Spectrum's `renamed`).
  public var renamedTo: String?
  /// The layer the token's format declares (``Token/declaredLayer``), carried for ``Layering``.
  public var declaredLayer: Layer?
  /// Where ``layer`` came from.
  public var layerSource: LayerSource = .inferred

  public init(
    path: TokenPath,
    location: SourceLocation,
    type: TokenType? = nil,
    value: TokenValue? = nil,
    aliasOf: TokenPath? = nil,
    dependencies: [TokenPath] = [],
    origin: TokenPath? = nil,
    deprecation: Deprecation? = nil,
    description: String? = nil,
    problem: Finding? = nil,
    forbidden: String? = nil,
    layer: Layer = .raw,
    identity: String? = nil,
    renamedTo: String? = nil
  ) {
    self.path = path
    self.location = location
    self.type = type
    self.value = value
    self.aliasOf = aliasOf
    self.dependencies = dependencies
    self.origin = origin ?? path
    self.deprecation = deprecation
    self.description = description
    self.problem = problem
    self.forbidden = forbidden
    self.layer = layer
    self.identity = identity
    self.renamedTo = renamedTo
  }

  /// Whether the token could not be given a value. Pure.
  public var isBroken: Bool { value == nil }
  /// Whether the token is deprecated. Pure.
  public var isDeprecated: Bool { deprecation?.isDeprecated ?? false }
}

/// The layer of the token hierarchy a token belongs to.
public enum Layer: String, Sendable, Hashable, Codable, CaseIterable {
  case raw, semantic, component
}
