/// One difference between the base and the head revision for one token in one mode.
public struct TokenChange: Sendable, Hashable {
  public var token: TokenPath
  public var kind: ChangeKind
  public var mode: String?
  public var layer: Layer
  /// Where the token is written in the head revision (the base for removed tokens).
  public var location: SourceLocation
  public var before: TokenState?
  public var after: TokenState?
  /// For a change that arrives through an alias: the token whose own literal changed.
  public var via: TokenPath?
  /// A short explanation: why the token broke, the deprecation reason.
  public var note: String?
  /// For a `renamed` change: the token's path in the base revision.
  public var from: TokenPath?
  /// Breaking, visual, additive or none (see ``ChangeImpact``); `nil` until classified.
  public var impact: ChangeImpact?
  /// How large a value change is (ΔE2000, delta, percentage).
  public var magnitude: ChangeMagnitude?
  /// The tokens this token's own change moved (that alias it, directly or not), sorted.
  public var reaches: [TokenPath] = []
  /// Where ``layer`` came from.
  public var layerSource: LayerSource = .inferred

  public init(
    token: TokenPath,
    kind: ChangeKind,
    mode: String? = nil,
    layer: Layer,
    location: SourceLocation,
    before: TokenState? = nil,
    after: TokenState? = nil,
    via: TokenPath? = nil,
    note: String? = nil,
    from: TokenPath? = nil
  ) {
    self.token = token
    self.kind = kind
    self.mode = mode
    self.layer = layer
    self.location = location
    self.before = before
    self.after = after
    self.via = via
    self.note = note
    self.from = from
  }
}

/// A token's type, canonical value and alias target on one side of a change.
public struct TokenState: Sendable, Hashable {
  public var type: TokenType?
  /// `nil` when the token is broken on that side.
  public var value: TokenValue?
  public var aliasOf: TokenPath?
  /// For a token broken on both sides whose definition changed (a `value-changed` change
  /// between two broken sides), its `$value` as written, references kept as `{path}` text
  /// (``ResolvedToken/Fields/written``); `nil` otherwise, and for a whole alias, which
  /// ``aliasOf`` says.
  public var written: TokenValue?

  public init(type: TokenType?, value: TokenValue?, aliasOf: TokenPath?, written: TokenValue? = nil)
  {
    self.type = type
    self.value = value
    self.aliasOf = aliasOf
    self.written = value == nil && aliasOf == nil ? written : nil
  }

  /// The side a resolution is; `keepingWritten` keeps a broken token's written value.
  public init(_ token: ResolvedToken, keepingWritten: Bool = false) {
    self.init(
      type: token.type,
      value: token.value,
      aliasOf: token.aliasOf,
      written: keepingWritten ? token.written : nil
    )
  }
}

/// The kinds of change, as they appear in the JSON report.
public enum ChangeKind: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
  case added
  case removed
  case renamed
  case valueChanged = "value-changed"
  case aliasRetargeted = "alias-retargeted"
  case typeChanged = "type-changed"
  case deprecated
  case undeprecated
  case broken
  case fixed
  case forbidden

  /// Report order: what needs attention first.
  public static func < (lhs: ChangeKind, rhs: ChangeKind) -> Bool {
    lhs.rank < rhs.rank
  }

  private var rank: Int {
    let order: [ChangeKind] = [
      .broken, .forbidden, .removed, .renamed, .typeChanged, .valueChanged, .aliasRetargeted,
      .added, .deprecated, .undeprecated, .fixed,
    ]
    return order.firstIndex(of: self) ?? order.count
  }
}

extension TokenChange {
  /// The order of a report's changes: by token, mode (none first), kind and location. Sorting
  /// with it is stable, so changes that tie (one token's) keep the order they were made in.
  /// Field by field rather than as tuples, and on the two changes where they lie (see
  /// ``Swift/Array/sortedByIndex(by:)``): a sort of thousands copied every field of both for
  /// each comparison. Pure.
  static func isOrderedBefore(
    _ lhs: UnsafePointer<TokenChange>,
    _ rhs: UnsafePointer<TokenChange>
  ) -> Bool {
    if lhs.pointee.token != rhs.pointee.token { return lhs.pointee.token < rhs.pointee.token }
    let (leftMode, rightMode) = (lhs.pointee.mode ?? "", rhs.pointee.mode ?? "")
    if leftMode != rightMode { return leftMode < rightMode }
    if lhs.pointee.kind != rhs.pointee.kind { return lhs.pointee.kind < rhs.pointee.kind }
    return lhs.pointee.location < rhs.pointee.location
  }
}
