/// A token with its aliases followed: its type, its canonical value, and what it depends on.
///
/// Copy-on-write like ``Token``: the fields live in one shared box, so the same resolution
/// handed to many modes is one reference, and two tokens sharing a box are equal at once.
public struct ResolvedToken: Sendable, Equatable {
  /// The token's fields, stored once and shared by every copy until one is written to.
  struct Fields: Equatable {
    var path: TokenPath
    var location: SourceLocation
    var type: TokenType?
    var value: TokenValue?
    var aliasOf: TokenPath?
    var dependencies: [TokenPath]
    var origin: TokenPath
    var deprecation: Deprecation?
    var description: String?
    var problem: Finding?
    var forbidden: String?
    var layer: Layer
    var modeOverrides: [String] = []
    var identity: String?
    var renamedTo: String?
    var declaredLayer: Layer?
    var layerSource: LayerSource = .inferred
  }

  private var box: SharedBox<Fields>

  public var path: TokenPath {
    get { box.fields.path }
    set { writable.fields.path = newValue }
  }
  public var location: SourceLocation {
    get { box.fields.location }
    set { writable.fields.location = newValue }
  }
  public var type: TokenType? {
    get { box.fields.type }
    set { writable.fields.type = newValue }
  }
  /// The canonical value; `nil` when the token is broken (see ``problem``).
  public var value: TokenValue? {
    get { box.fields.value }
    set { writable.fields.value = newValue }
  }
  /// The token named when the whole `$value` is an alias.
  public var aliasOf: TokenPath? {
    get { box.fields.aliasOf }
    set { writable.fields.aliasOf = newValue }
  }
  /// Every token this one's value came through, directly or not, sorted.
  public var dependencies: [TokenPath] {
    get { box.fields.dependencies }
    set { writable.fields.dependencies = newValue }
  }
  /// The end of the alias chain: the token whose own literal supplies the value.
  public var origin: TokenPath {
    get { box.fields.origin }
    set { writable.fields.origin = newValue }
  }
  public var deprecation: Deprecation? {
    get { box.fields.deprecation }
    set { writable.fields.deprecation = newValue }
  }
  public var description: String? {
    get { box.fields.description }
    set { writable.fields.description = newValue }
  }
  /// The breaking finding when the token has no value.
  public var problem: Finding? {
    get { box.fields.problem }
    set { writable.fields.problem = newValue }
  }
  /// The configured forbidden value this token resolves to, as configured.
  public var forbidden: String? {
    get { box.fields.forbidden }
    set { writable.fields.forbidden = newValue }
  }
  public var layer: Layer {
    get { box.fields.layer }
    set { writable.fields.layer = newValue }
  }
  /// The modes the token's own `$extensions` give a value for.
  public var modeOverrides: [String] {
    get { box.fields.modeOverrides }
    set { writable.fields.modeOverrides = newValue }
  }
  /// The token's stable identity (Spectrum's `uuid`), which pairs a renamed token with its
  /// old path.
  public var identity: String? {
    get { box.fields.identity }
    set { writable.fields.identity = newValue }
  }
  /// The name the token's definition says it was renamed to (Spectrum's `renamed`).
  public var renamedTo: String? {
    get { box.fields.renamedTo }
    set { writable.fields.renamedTo = newValue }
  }
  /// The layer the token's format declares (``Token/declaredLayer``), carried for ``Layering``.
  public var declaredLayer: Layer? {
    get { box.fields.declaredLayer }
    set { writable.fields.declaredLayer = newValue }
  }
  /// Where ``layer`` came from.
  public var layerSource: LayerSource {
    get { box.fields.layerSource }
    set { writable.fields.layerSource = newValue }
  }

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
    box = SharedBox(
      Fields(
        path: path,
        location: location,
        type: type,
        value: value,
        aliasOf: aliasOf,
        dependencies: dependencies,
        origin: origin ?? path,
        deprecation: deprecation,
        description: description,
        problem: problem,
        forbidden: forbidden,
        layer: layer,
        identity: identity,
        renamedTo: renamedTo
      )
    )
  }

  /// The box, copied first when another token shares it, so writing to it changes this
  /// token only.
  private var writable: SharedBox<Fields> {
    mutating get {
      if !isKnownUniquelyReferenced(&box) { box = SharedBox(box.fields) }
      return box
    }
  }

  public static func == (lhs: ResolvedToken, rhs: ResolvedToken) -> Bool {
    lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
  }

  /// Whether the two share one box, and so are equal without comparing fields. Pure.
  func isIdentical(to other: ResolvedToken) -> Bool { box === other.box }

  /// The identity of the box: equal for copies that share it (the same resolution handed to
  /// several modes). Pure.
  var storageIdentity: ObjectIdentifier { ObjectIdentifier(box) }

  /// Whether the token could not be given a value. Pure.
  public var isBroken: Bool { value == nil }
  /// Whether the token is deprecated. Pure.
  public var isDeprecated: Bool { deprecation?.isDeprecated ?? false }
}

/// The layer of the token hierarchy a token belongs to.
public enum Layer: String, Sendable, Hashable, Codable, CaseIterable {
  case raw, semantic, component
}
