/// Reads one Adobe Spectrum token file into ``Token`` values.
///
/// Each top-level key is a token name, kept as one path segment (`accent-background-color-
/// default`; Spectrum names hold dashes, and `{name}` aliases name them whole). A token's
/// `sets` become modes: the preferred set (``SpectrumSets/preferred``) gives the value, and
/// every set is written into `extensions` as a `mode` map, which the mode machinery
/// (``ModeOverrides``) resolves like Terrazzo's, so aliases resolve within the same mode.
/// `uuid` becomes ``Token/Fields/identity``, `renamed` ``Token/Fields/renamedTo``, `deprecated` with
/// `deprecated_comment` the ``Token/Fields/deprecation``. Every problem is a finding; nothing stops
/// the rest of the file.
struct SpectrumReader {
  let file: String
  private(set) var tokens: [Token] = []
  private(set) var findings: [Finding] = []

  init(file: String) {
    self.file = file
  }

  /// Reads every token of the file's top-level object.
  mutating func read(_ root: JSONValue) {
    guard let members = root.members else {
      findings.append(.topLevelNotAnObject(file: file, at: root.position))
      return
    }
    var seen = Set<String>()
    for member in members.reversed() where !seen.insert(member.key).inserted {
      report(.duplicateKey, member, "'\(member.key)' is written more than once; the last is used")
    }
    var lastIndex: [String: Int] = [:]
    for (index, member) in members.enumerated() { lastIndex[member.key] = index }
    for (index, member) in members.enumerated() where lastIndex[member.key] == index {
      if let token = token(member) { tokens.append(token) }
    }
  }

  /// The token a member defines, or `nil` (with a finding) when it cannot be read.
  private mutating func token(_ member: JSONMember) -> Token? {
    let body = member.value
    guard body.members != nil else {
      report(.invalidValue, member, "token '\(member.key)' must be an object")
      return nil
    }
    var token = Token(
      path: TokenPath([member.key]),
      location: SourceLocation(file: file, position: member.keyPosition),
      value: JSONValue(.null, at: body.position),
      description: body["description"]?.stringValue,
      deprecation: Self.deprecation(of: body),
      identity: body["uuid"]?.stringValue,
      renamedTo: body["renamed"]?.stringValue,
      declaredLayer: SetNameConvention.spectrumLayer(ofFile: file)
    )
    let meaning = SpectrumSchema.meaning(of: body["$schema"])
    if let value = body["value"] {
      token.value = value
      token.explicitType = Self.type(meaning, entry: nil, value: value)
      return token
    }
    guard let setsValue = body["sets"] else {
      report(.invalidValue, member, "token '\(member.key)' has neither 'value' nor 'sets'")
      return nil
    }
    let sets = SpectrumSets(setsValue)
    for problem in sets.problems {
      findings.append(
        Finding(
          kind: .invalidValue,
          token: token.path,
          location: SourceLocation(file: file, position: problem.position),
          message: "token '\(member.key)': \(problem.message)"
        )
      )
    }
    guard let preferred = sets.defaultEntry else { return nil }
    let value = preferred.entry["value"] ?? JSONValue(.null, at: preferred.entry.position)
    token.value = value
    token.explicitType = Self.type(meaning, entry: preferred.entry, value: value)
    token.identity = token.identity ?? preferred.entry["uuid"]?.stringValue
    if token.deprecation == nil { token.deprecation = Self.deprecation(of: preferred.entry) }
    let modes = sets.entries.compactMap { entry in
      entry.entry["value"].map {
        JSONMember(key: entry.mode, keyPosition: entry.entry.position, value: $0)
      }
    }
    token.extensions = ModeOverrides.extensions(modes: modes, at: setsValue.position)
    return token
  }

  /// The token type: the set entry's own schema unless it is an alias, else the token's
  /// schema, else a guess from a literal value. Pure.
  private static func type(_ meaning: SpectrumSchema.Meaning?, entry: JSONValue?, value: JSONValue)
    -> TokenType?
  {
    if case .type(let type) = SpectrumSchema.meaning(of: entry?["$schema"]) { return type }
    switch meaning {
    case .type(let type): return type
    case .alias, .untyped: return nil
    case nil: return SpectrumSchema.guess(from: value)
    }
  }

  /// `deprecated: true`, with `deprecated_comment` as the reason. Pure.
  private static func deprecation(of body: JSONValue) -> Deprecation? {
    guard case .bool(true) = body["deprecated"]?.kind else { return nil }
    return .deprecated(reason: body["deprecated_comment"]?.stringValue)
  }

  private mutating func report(_ kind: FindingKind, _ member: JSONMember, _ message: String) {
    findings.append(
      Finding(
        kind: kind,
        token: TokenPath([member.key]),
        location: SourceLocation(file: file, position: member.keyPosition),
        message: message
      )
    )
  }
}
