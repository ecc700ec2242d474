/// A token with its aliases followed: its type, its canonical value, and what it depends on.
///
/// Copy-on-write like ``Token``: its ``Fields`` (read and written as its own properties) live in
/// one shared cell, so the same resolution handed to many modes is one reference, and two
/// tokens sharing a cell are equal at once.
@dynamicMemberLookup
public struct ResolvedToken: Sendable, Equatable {
  /// What a resolved token holds.
  public struct Fields: Sendable, Equatable {
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
    public var problem: Finding? {
      get { rare?.value.problem }
      set { updateRare { $0.problem = newValue } }
    }
    /// The configured forbidden value this token resolves to, as configured.
    public var forbidden: String? {
      get { rare?.value.forbidden }
      set { updateRare { $0.forbidden = newValue } }
    }
    public var layer: Layer
    /// The modes the token's own `$extensions` give a value for.
    public var modeOverrides: [String] = []
    /// The token's stable identity (Spectrum's `uuid`), which pairs a renamed token with its
    /// old path.
    public var identity: String?
    /// The name the token's definition says it was renamed to (Spectrum's `renamed`).
    public var renamedTo: String? {
      get { rare?.value.renamedTo }
      set { updateRare { $0.renamedTo = newValue } }
    }
    /// A broken token's `$value` as written, references kept as text
    /// (``ValueReader/writtenForm(of:)``): two broken definitions that differ are a change.
    public var written: TokenValue? {
      get { rare?.value.written }
      set { updateRare { $0.written = newValue } }
    }
    /// The layer the token's format declares (``Token/Fields/declaredLayer``), carried for
    /// ``Layering``.
    public var declaredLayer: Layer?
    /// Where ``layer`` came from.
    public var layerSource: LayerSource = .inferred
    /// The fields few resolutions have, out of line (`nil` when it has none of them): a
    /// ``Finding`` alone takes 112 bytes inline, a third of a resolution's cell.
    fileprivate var rare: OutOfLine<Rare>?

    /// ``problem``, ``forbidden``, ``renamedTo`` and ``written``.
    fileprivate struct Rare: Sendable, Equatable {
      var problem: Finding?
      var forbidden: String?
      var renamedTo: String?
      var written: TokenValue?
    }

    /// Writes the fields few resolutions have (``OutOfLine/updating(_:empty:_:)``).
    private mutating func updateRare(_ update: (inout Rare) -> Void) {
      rare = .updating(rare, empty: Rare(), update)
    }
  }

  private var fields: CopyOnWrite<Fields>

  /// A field, read and written as the resolved token's own property (`token.path`); writing copies the
  /// shared cell first when another copy holds it.
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Fields, Value>) -> Value {
    get { fields[keyPath] }
    set { fields[keyPath] = newValue }
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
    fields = CopyOnWrite(
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
        layer: layer,
        identity: identity,
        rare: .updating(nil, empty: Fields.Rare()) {
          $0.problem = problem
          $0.forbidden = forbidden
          $0.renamedTo = renamedTo
        }
      )
    )
  }

  /// Whether the two share one cell, and so are equal without comparing fields. Pure.
  func isIdentical(to other: ResolvedToken) -> Bool { storageIdentity == other.storageIdentity }

  /// The identity of the cell: equal for copies that share it (the same resolution handed to
  /// several modes). Pure.
  var storageIdentity: ObjectIdentifier { fields.identity }

  /// Whether the token could not be given a value. Pure.
  public var isBroken: Bool { self.value == nil }
  /// Whether the token is deprecated. Pure.
  public var isDeprecated: Bool { self.deprecation?.isDeprecated ?? false }
}

/// The layer of the token hierarchy a token belongs to.
public enum Layer: String, Sendable, Hashable, Codable, CaseIterable {
  case raw, semantic, component
}
