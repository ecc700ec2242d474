/// A token as written in one file, before aliases are followed. Made by the parse stage.
///
/// A value type whose fields live in one shared box, copied on the first write to a shared
/// copy: the resolver hands the same token to every mode and revision that did not change it,
/// so a copy costs one reference count instead of one per field, and tokens that share a box
/// compare equal without looking at their fields.
public struct Token: Sendable, Equatable {
  /// The token's fields, stored once and shared by every copy until one is written to.
  struct Fields: Equatable {
    var path: TokenPath
    var location: SourceLocation
    var explicitType: TokenType?
    var inheritedType: TokenType?
    var value: JSONValue
    var description: String?
    var deprecation: Deprecation?
    var extensions: JSONValue?
    var problem: Finding?
    var inheritedFrom: TokenPath?
    var aliasFile: String?
    var identity: String?
    var renamedTo: String?
    var declaredLayer: Layer?
    var dialect: Dialect = .dtcg
    var aliasTarget: TokenPath?
  }

  private var box: SharedBox<Fields>

  public var path: TokenPath {
    get { box.fields.path }
    set { writable.fields.path = newValue }
  }
  /// Where the token's name is written.
  public var location: SourceLocation {
    get { box.fields.location }
    set { writable.fields.location = newValue }
  }
  /// `$type` written on the token itself.
  public var explicitType: TokenType? {
    get { box.fields.explicitType }
    set { writable.fields.explicitType = newValue }
  }
  /// `$type` of the nearest group that has one.
  public var inheritedType: TokenType? {
    get { box.fields.inheritedType }
    set { writable.fields.inheritedType = newValue }
  }
  /// The `$value` as written (an alias string, a literal, or a composite).
  public var value: JSONValue {
    get { box.fields.value }
    set {
      let fields = writable
      fields.fields.value = newValue
      fields.fields.aliasTarget = Self.aliasTarget(of: newValue)
    }
  }
  public var description: String? {
    get { box.fields.description }
    set { writable.fields.description = newValue }
  }
  /// `$deprecated` on the token, or inherited from its groups.
  public var deprecation: Deprecation? {
    get { box.fields.deprecation }
    set { writable.fields.deprecation = newValue }
  }
  /// `$extensions`, kept as written.
  public var extensions: JSONValue? {
    get { box.fields.extensions }
    set { writable.fields.extensions = newValue }
  }
  /// Why the token has no value whatever its aliases say, found while parsing (a `$ref` that
  /// points at nothing or round in a circle). Resolving fails the token with this finding.
  public var problem: Finding? {
    get { box.fields.problem }
    set { writable.fields.problem = newValue }
  }
  /// For a token copied into a group by `$extends`: the path of the token it is a copy of.
  public var inheritedFrom: TokenPath? {
    get { box.fields.inheritedFrom }
    set { writable.fields.inheritedFrom = newValue }
  }
  /// For a token made an alias by a `$ref` into another file: that file, where the alias
  /// target is looked up first (instead of the token's own file).
  public var aliasFile: String? {
    get { box.fields.aliasFile }
    set { writable.fields.aliasFile = newValue }
  }
  /// A stable identity that survives renames (Spectrum's `uuid`), when the format has one.
  public var identity: String? {
    get { box.fields.identity }
    set { writable.fields.identity = newValue }
  }
  /// The name the format says this token was renamed to (Spectrum's `renamed`).
  public var renamedTo: String? {
    get { box.fields.renamedTo }
    set { writable.fields.renamedTo = newValue }
  }
  /// The layer the format declares for this token (OUDS files), which ``Layering`` uses
  /// instead of inferring one; `nil` when the format says nothing.
  public var declaredLayer: Layer? {
    get { box.fields.declaredLayer }
    set { writable.fields.declaredLayer = newValue }
  }
  /// The toolchain the token's file is written for, whose rules its value is read by.
  public var dialect: Dialect {
    get { box.fields.dialect }
    set { writable.fields.dialect = newValue }
  }
  /// The alias target when the whole `$value` is one `{a.b.c}` reference. Pure.
  public var aliasTarget: TokenPath? { box.fields.aliasTarget }

  public init(
    path: TokenPath,
    location: SourceLocation,
    explicitType: TokenType? = nil,
    inheritedType: TokenType? = nil,
    value: JSONValue,
    description: String? = nil,
    deprecation: Deprecation? = nil,
    extensions: JSONValue? = nil,
    problem: Finding? = nil,
    inheritedFrom: TokenPath? = nil,
    aliasFile: String? = nil,
    identity: String? = nil,
    renamedTo: String? = nil,
    declaredLayer: Layer? = nil
  ) {
    box = SharedBox(
      Fields(
        path: path,
        location: location,
        explicitType: explicitType,
        inheritedType: inheritedType,
        value: value,
        description: description,
        deprecation: deprecation,
        extensions: extensions,
        problem: problem,
        inheritedFrom: inheritedFrom,
        aliasFile: aliasFile,
        identity: identity,
        renamedTo: renamedTo,
        declaredLayer: declaredLayer,
        aliasTarget: Self.aliasTarget(of: value)
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

  public static func == (lhs: Token, rhs: Token) -> Bool {
    lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
  }

  private static func aliasTarget(of value: JSONValue) -> TokenPath? {
    value.stringValue.flatMap(aliasPath(in:))
  }
}

/// What `$deprecated` says about a token.
public enum Deprecation: Sendable, Hashable {
  /// Deprecated, with the reason when one was given.
  case deprecated(reason: String?)
  /// Explicitly not deprecated (`false`), which overrides a deprecated group.
  case active

  /// Whether this marks the token as deprecated. Pure.
  public var isDeprecated: Bool {
    if case .deprecated = self { return true }
    return false
  }
}

/// The path inside a string that is exactly one `{a.b.c}` reference, else `nil`. Pure.
public func aliasPath(in text: String) -> TokenPath? {
  guard text.count > 2, text.first == "{", text.last == "}" else { return nil }
  let inner = text.dropFirst().dropLast()
  guard !inner.isEmpty, !inner.contains("{"), !inner.contains("}") else { return nil }
  return TokenPath(dotted: String(inner).trimmingSpaces)
}

/// Every `{a.b}` reference written inside `text`, in order; at most one per character, so
/// bounded by the text's length. Pure.
func embeddedReferences(in text: String) -> [TokenPath] {
  var paths: [TokenPath] = []
  var rest = text[...]
  while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
    if let path = aliasPath(in: String(rest[open...close])) { paths.append(path) }
    rest = rest[rest.index(after: close)...]
  }
  return paths
}

extension String {
  /// The string without leading and trailing spaces, tabs and line breaks. Pure.
  var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let start = firstIndex(where: { !isSpace($0) }),
      let end = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[start...end])
  }
}
