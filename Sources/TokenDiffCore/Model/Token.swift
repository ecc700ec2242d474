/// A token as written in one file, before aliases are followed. Made by the parse stage.
///
/// Its fields (``Fields``, read and written as the token's own properties: `token.path`) live in
/// one shared copy-on-write cell: the resolver hands the same token to every mode and revision
/// that did not change it, so a copy costs one reference count, not one per field.
@dynamicMemberLookup
public struct Token: Sendable, Equatable {
  /// What a token holds.
  public struct Fields: Sendable, Equatable {
    public var path: TokenPath
    /// Where the token's name is written.
    public var location: SourceLocation
    /// `$type` written on the token itself.
    public var explicitType: TokenType?
    /// `$type` of the nearest group that has one.
    public var inheritedType: TokenType?
    /// The `$value` as written (an alias string, a literal, or a composite).
    public var value: JSONValue {
      didSet { aliasTarget = Token.aliasTarget(of: value) }
    }
    public var description: String?
    /// `$deprecated` on the token, or inherited from its groups.
    public var deprecation: Deprecation?
    /// `$extensions`, kept as written.
    public var extensions: JSONValue? {
      didSet { extensionKeys = ExtensionKeys(extensions) }
    }
    /// Why the token has no value whatever its aliases say, found while parsing (a `$ref` that
    /// points at nothing or round in a circle). Resolving fails the token with this finding.
    public var problem: Finding? {
      get { rare?.value.problem }
      set { updateRare { $0.problem = newValue } }
    }
    /// For a token copied into a group by `$extends`: the path of the token it is a copy of.
    public var inheritedFrom: TokenPath? {
      get { rare?.value.inheritedFrom }
      set { updateRare { $0.inheritedFrom = newValue } }
    }
    /// For a token made an alias by a `$ref` into another file: that file, where the alias
    /// target is looked up first (instead of the token's own file).
    public var aliasFile: String? {
      get { rare?.value.aliasFile }
      set { updateRare { $0.aliasFile = newValue } }
    }
    /// A stable identity that survives renames (Spectrum's `uuid`), when the format has one.
    public var identity: String?
    /// The name the format says this token was renamed to (Spectrum's `renamed`).
    public var renamedTo: String? {
      get { rare?.value.renamedTo }
      set { updateRare { $0.renamedTo = newValue } }
    }
    /// The fields few tokens have, out of line (`nil` when the token has none of them): a
    /// ``Finding`` alone takes 112 bytes inline, a third of a token's cell.
    private var rare: OutOfLine<Rare>?

    /// ``problem``, ``inheritedFrom``, ``aliasFile`` and ``renamedTo``.
    private struct Rare: Sendable, Equatable {
      var problem: Finding?
      var inheritedFrom: TokenPath?
      var aliasFile: String?
      var renamedTo: String?
    }

    /// Writes the fields few tokens have (``OutOfLine/updating(_:empty:_:)``).
    private mutating func updateRare(_ update: (inout Rare) -> Void) {
      rare = .updating(rare, empty: Rare(), update)
    }
    /// The layer the format declares for this token (OUDS files), which ``Layering`` uses
    /// instead of inferring one; `nil` when the format says nothing.
    public var declaredLayer: Layer?
    /// The toolchain the token's file is written for, whose rules its value is read by.
    public var dialect: Dialect = .dtcg
    /// Whether ``inheritedType`` comes from a group's `$type` (DTCG and Style Dictionary 4
    /// give it to the group's tokens), not from a legacy file's `type` no build passes down.
    public var inheritsDollarType = false
    /// The alias target when the whole `$value` is one `{a.b.c}` reference (follows from
    /// ``value``).
    public private(set) var aliasTarget: TokenPath?
    /// Which extensions later stages look for may be written (follows from ``extensions``).
    public private(set) var extensionKeys = ExtensionKeys()

    init(path: TokenPath, location: SourceLocation, value: JSONValue) {
      self.path = path
      self.location = location
      self.value = value
      self.aliasTarget = Token.aliasTarget(of: value)
    }
  }

  private var fields: CopyOnWrite<Fields>

  /// A field, read and written as the token's own property (`token.path`); writing copies the
  /// shared cell first when another copy holds it.
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Fields, Value>) -> Value {
    get { fields[keyPath] }
    set { fields[keyPath] = newValue }
  }

  /// The token's path: the field read most, often as a key path (`tokens.map(\.path)`), which
  /// through ``subscript(dynamicMember:)`` is projected at run time, twice; a property of its
  /// own is read directly.
  public var path: TokenPath {
    get { fields[\.path] }
    set { fields[\.path] = newValue }
  }

  /// Where the token's name is written (see ``path``).
  public var location: SourceLocation {
    get { fields[\.location] }
    set { fields[\.location] = newValue }
  }

  /// A field that follows from the others, read only (``Fields/aliasTarget``).
  public subscript<Value>(dynamicMember keyPath: KeyPath<Fields, Value>) -> Value {
    fields[keyPath]
  }

  /// Whether the two share one cell (the same definition, from the same file table), and so
  /// have the same location without comparing it. Pure.
  func isIdentical(to other: Token) -> Bool { fields.identity == other.fields.identity }

  /// The identity of the cell: equal for copies that share it. Comparing identities kept
  /// aside compares tokens without retaining them. Pure.
  var storageIdentity: ObjectIdentifier { fields.identity }

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
    var fields = Fields(path: path, location: location, value: value)
    fields.explicitType = explicitType
    fields.inheritedType = inheritedType
    fields.description = description
    fields.deprecation = deprecation
    fields.extensions = extensions
    fields.problem = problem
    fields.inheritedFrom = inheritedFrom
    fields.aliasFile = aliasFile
    fields.identity = identity
    fields.renamedTo = renamedTo
    fields.declaredLayer = declaredLayer
    self.fields = CopyOnWrite(fields)
  }

  fileprivate static func aliasTarget(of value: JSONValue) -> TokenPath? {
    value.stringValue.flatMap(aliasPath(in:))
  }

  /// Makes the token's path and alias target the very paths `shared` holds for them, recording
  /// the ones it does not hold yet: the tokens of a file that alias one token then hold one path
  /// between them (and the token's own), not a copy each. Equal paths either way: nothing the
  /// token says changes. Pure apart from `shared`.
  mutating func sharePaths(in shared: inout [TokenPath: TokenPath]) {
    if let known = shared[self.path] {
      self.path = known
    } else {
      shared[self.path] = self.path
    }
    guard let target = self.aliasTarget else { return }
    if let known = shared[target] {
      fields.update { $0.replaceAliasTarget(with: known) }
    } else {
      shared[target] = target
    }
  }
}

extension Token.Fields {
  /// Swaps the alias target for an equal path (``Token/sharePaths(in:)``).
  fileprivate mutating func replaceAliasTarget(with equal: TokenPath) {
    aliasTarget = equal
  }
}

/// Which `$extensions` members that later stages look up a token may have, read once when its
/// extensions are set: most tokens have none of them, and looking each up by key for every
/// token in every mode showed in profiles (about 1.5 % of a diff). A flag is set when a member
/// of that name is written anywhere in `$extensions`; readers still look the member up, so a
/// flag only spares the lookup where it would find nothing.
public struct ExtensionKeys: Sendable, Equatable {
  /// A Terrazzo `mode` map, Primer `org.primer.overrides` or a vendor's `modes` map of two
  /// modes or more (``ModeOverrides/vendorMap(_:)``).
  public private(set) var modeMaps = false
  /// A Tokens Studio `studio.tokens` member with a `modify` (``TokensStudioModify``).
  public private(set) var studioModify = false
  /// A contrast hint (``ContrastHint/extensionKey``).
  public private(set) var contrastHints = false
  /// The alias Figma's variable export writes beside a resolved value (``FigmaAliasData``).
  public private(set) var figmaAlias = false
  /// A namespace of a Figma exporter script, a `figmaId` beside a `modes` map
  /// (``FigmaSafeNames``).
  public private(set) var figmaExport = false

  public init() {}

  /// The flags of `$extensions` as written. Pure.
  public init(_ extensions: JSONValue?) {
    for member in extensions?.members ?? [] {
      switch member.key {
      case ModeOverrides.terrazzo, ModeOverrides.primer: modeMaps = true
      case "studio.tokens" where member.value["modify"] != nil: studioModify = true
      case ContrastHint.extensionKey: contrastHints = true
      case FigmaAliasData.key: figmaAlias = true
      default:
        if ModeOverrides.vendorMap(member) != nil { modeMaps = true }
        if member.value[ModeOverrides.vendorModes]?.members != nil,
          member.value[FigmaSafeNames.marker] != nil
        {
          figmaExport = true
        }
      }
    }
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
  // Most values are no reference, and their first or last byte says so without walking the
  // text's characters (which counting them would).
  guard text.utf8.first == UInt8(ascii: "{"), text.utf8.last == UInt8(ascii: "}"),
    text.first == "{", text.last == "}"
  else { return nil }
  let inner = text.dropFirst().dropLast()
  // `{@return 6rem;}` is a block of code (SCSS, CSS) kept in a value, not a reference: no token
  // name holds a `;`.
  guard !inner.isEmpty, !inner.utf8.contains(UInt8(ascii: ";")) else { return nil }
  // A brace character needs a brace byte: only text that has one is searched by character.
  if inner.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) {
    guard !inner.contains("{"), !inner.contains("}") else { return nil }
  }
  return TokenPath(dotted: String(inner).trimmingSpaces)
}

/// Walks the `{…}` of `text` in order, each from a `{` to the first `}` after it: `visit` gets
/// the text before it (since the last) and the braced text, braces included. Returns the text
/// after the last. Pure apart from `visit`.
func scanBraced(
  in text: String,
  _ visit: (_ before: Substring, _ braced: Substring) -> Void
) -> Substring {
  var rest = text[...]
  while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
    visit(rest[..<open], rest[open...close])
    rest = rest[rest.index(after: close)...]
  }
  return rest
}

/// `text` with each `{…}` in it replaced by what `replace` gives for the text between the
/// braces, or kept as written when it gives `nil`. Pure apart from `replace`.
func replacingBraced(in text: String, _ replace: (Substring) -> String?) -> String {
  var written = ""
  let rest = scanBraced(in: text) { before, braced in
    written += before
    written += replace(braced.dropFirst().dropLast()) ?? String(braced)
  }
  return written + rest
}

/// Every `{a.b}` reference written inside `text`, in order; at most one per character, so
/// bounded by the text's length. Pure.
func embeddedReferences(in text: String) -> [TokenPath] {
  var paths: [TokenPath] = []
  _ = scanBraced(in: text) { _, braced in
    if let path = aliasPath(in: String(braced)) { paths.append(path) }
  }
  return paths
}

extension String {
  /// Whether the text is ASCII, where every byte is a character (a CR LF pair aside, whose
  /// bytes are no letters, digits or marks): checks made on its bytes then say what the same
  /// checks on its characters would. Pure.
  var isASCII: Bool { utf8.allSatisfy { $0 < 0x80 } }

  /// The string without leading and trailing spaces, tabs and line breaks. Pure.
  var trimmingSpaces: String {
    // A text whose first and last bytes are no space starts and ends in no space character.
    let isSpaceByte: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    if let first = utf8.first, let last = utf8.last, !isSpaceByte(first), !isSpaceByte(last) {
      return self
    }
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let start = firstIndex(where: { !isSpace($0) }),
      let end = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[start...end])
  }
}
