/// What a JSON file holds, as far as deciding whether it is a token file goes.
///
/// Decided from the bytes first (cheap) and, for files that use the legacy `value` key, from
/// the parsed tree: a token object is one with `$value`, or with `value` next to `type`, or with
/// `value` and only the keys Style Dictionary and Figma Tokens write beside it.
public enum TokenFileShape: Sendable, Equatable {
  /// Tokens with `$value` (DTCG, Tokens Studio), or a Gentle spec.
  case dtcg
  /// Tokens with `value` (Style Dictionary, Tokens Studio legacy, Figma Tokens, Spectrum).
  case legacy
  /// A JSON array: generated data, never tokens.
  case array
  /// A JSON Schema (its `$schema` names json-schema.org): describes tokens, holds none.
  case jsonSchema
  /// A JSON object with no token object in it; the payload describes its top-level keys.
  case other(String)
  /// Not JSON at all.
  case unreadable

  /// Whether the shape holds tokens. Pure.
  public var holdsTokens: Bool {
    switch self {
    case .dtcg, .legacy: true
    case .array, .jsonSchema, .other, .unreadable: false
    }
  }

  /// The shape in a few words, for notes. Pure.
  public var description: String {
    switch self {
    case .dtcg: "tokens with $value"
    case .legacy: "tokens with value"
    case .array: "a JSON array"
    case .jsonSchema: "a JSON Schema"
    case .other(let keys): "a JSON object without token objects (\(keys))"
    case .unreadable: "not valid JSON"
    }
  }

  /// ``description`` in the words of the file's syntax: a YAML file holds mappings and
  /// sequences. Pure.
  public func description(of path: String) -> String {
    guard JSONDialect(path: path) == .yaml else { return description }
    switch self {
    case .array: return "a YAML sequence"
    case .other(Self.notAMapping): return "a YAML document that is not a mapping"
    case .other(let keys): return "a YAML mapping without token objects (\(keys))"
    case .unreadable: return "not valid YAML"
    case .dtcg, .legacy, .jsonSchema: return description
    }
  }

  /// Whether some object of the tree has `key`; iterative, so nesting depth is no limit. Pure.
  static func hasKey(_ key: String, in root: JSONValue) -> Bool {
    var pending = [root]
    while let node = pending.popLast() {
      switch node.kind {
      case .object(let members):
        if members.contains(where: { $0.key == key }) { return true }
        pending += members.map(\.value)
      case .array(let elements): pending += elements
      default: continue
      }
    }
    return false
  }

  /// Whether the bytes are a JSON Schema: their top-level `$schema` names json-schema.org (not
  /// a description that mentions it). Pure; parsed only when both words are there.
  static func isJSONSchema(_ bytes: [UInt8]) -> Bool {
    guard ByteSearch.contains(bytes, "json-schema.org"), ByteSearch.contains(bytes, "\"$schema\"")
    else { return false }
    // Unreadable, it is no token file either way: a schema, as the words say.
    guard let root = try? JSONParser.parse(bytes, dialect: .json5) else { return true }
    return root["$schema"]?.stringValue?.contains("json-schema.org") ?? false
  }

  /// The shape of a file's bytes. Pure; the bytes are parsed only when markers are ambiguous.
  public static func classify(_ bytes: [UInt8], path: String) -> TokenFileShape {
    guard let first = bytes.first(where: { !isSpace($0) }) else { return .other("empty") }
    if first == UInt8(ascii: "[") { return .array }
    if isJSONSchema(bytes) { return .jsonSchema }
    if ByteSearch.contains(bytes, "\"$value\"") || ByteSearch.contains(bytes, "\"_specVersion\"") {
      return .dtcg
    }
    let dialect = JSONDialect(path: path)
    if dialect == .yaml { return classifyYAML(bytes, path: path) }
    guard let root = try? JSONParser.parse(bytes, dialect: dialect) else { return .unreadable }
    guard case .object(let members) = root.kind else {
      return first == UInt8(ascii: "[") ? .array : .other("not an object")
    }
    // Theo files hold props and aliases, or only the imports that gather them.
    if TheoDetection.isTheo(root) { return .legacy }
    // JSON5 writes keys without quotes (`$value: '#fff'`, as Primer does).
    if dialect == .json5, ByteSearch.contains(bytes, "$value"), hasKey("$value", in: root) {
      return .dtcg
    }
    // A file of groups that inherit another group's tokens (DTCG 2025.10 `$extends`) holds
    // those tokens, though it writes no `$value`.
    if ByteSearch.contains(bytes, "$extends"), hasKey("$extends", in: root) { return .dtcg }
    guard ByteSearch.contains(bytes, "\"value\"") || dialect == .json5 else {
      return .other(keysSummary(members))
    }
    return legacyCensus(root, members)
  }

  /// A YAML file's shape. With `$value` (in a token place, else as a key) it is a token file,
  /// in a token place even when broken (read, its syntax error is a `parse-error` as a JSON
  /// one's is), and so is a broken file with Theo's keys (outside a token place, unless it
  /// holds several YAML documents) or, under a token folder, with `value`; a Theo file is one; and under a token folder, or named `*.tokens.yml`, a Style
  /// Dictionary tree of `value` tokens is one. Other YAML is configuration (workflows, Helm
  /// values, an Action's metadata), holds no token and, without Theo's keys, is not parsed.
  /// Pure.
  private static func classifyYAML(_ bytes: [UInt8], path: String) -> TokenFileShape {
    let tokenPlace = TokenSetDiscovery.isTokenPlace(path)
    // Elsewhere, `$value` must be a key: a CI workflow's script may mention `token.$value`.
    if ByteSearch.contains(bytes, "$value"),
      tokenPlace
        || (try? JSONParser.parse(bytes, dialect: .yaml)).map({ hasKey("$value", in: $0) }) ?? false
    {
      return .dtcg
    }
    let mayBeTheo = ["props:", "aliases:", "imports:"].contains { ByteSearch.contains(bytes, $0) }
    guard tokenPlace || mayBeTheo else { return .other("no token keys") }
    // Broken, but a token file by its place or its keys: read, so that its syntax error is a
    // `parse-error`, rather than its tokens vanishing from the revision as if deleted.
    guard let root = try? JSONParser.parse(bytes, dialect: .yaml) else {
      // Outside a token place, a file of several YAML documents is no token file (a plan's
      // `props: { intent, size }` in one of them): token files hold one document.
      guard tokenPlace || !hasSeveralDocuments(bytes) else { return .unreadable }
      return !ByteSearch.contains(bytes, "value") && !mayBeTheo ? .unreadable : .dtcg
    }
    guard case .object(let members) = root.kind else { return .other(notAMapping) }
    if TheoDetection.isTheo(root) { return .legacy }
    guard tokenPlace, ByteSearch.contains(bytes, "value") else {
      return .other(keysSummary(members))
    }
    return legacyCensus(root, members)
  }

  /// Whether YAML bytes start a second document: a `---` line after a line of content (not
  /// after only comments, directives such as `%YAML` and blank lines, which a single document
  /// may open with). Pure.
  static func hasSeveralDocuments(_ bytes: [UInt8]) -> Bool {
    var contentSeen = false
    var lineStart = 0
    while lineStart < bytes.count {
      var lineEnd = lineStart
      while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
      let line = bytes[lineStart..<lineEnd]
      let text = line.drop { $0 == 0x20 || $0 == 0x09 }
      if line.starts(with: Array("---".utf8)),
        line.count == 3 || [0x0D, 0x20].contains(line[line.startIndex + 3])
      {
        if contentSeen { return true }
      } else if let first = text.first, first != UInt8(ascii: "#"), first != UInt8(ascii: "%"),
        first != 0x0D
      {
        contentSeen = true
      }
      lineStart = lineEnd + 1
    }
    return false
  }

  /// What a YAML document that is a sequence or a scalar is said to hold.
  private static let notAMapping = "not a mapping"

  /// A legacy token tree, or what the object holds instead. Pure.
  private static func legacyCensus(_ root: JSONValue, _ members: [JSONMember]) -> TokenFileShape {
    var census = LegacyCensus()
    census.visit(root, depth: 0)
    return census.isTokenTree ? .legacy : .other(keysSummary(members))
  }

  /// The first few top-level keys, for a note. Pure.
  private static func keysSummary(_ members: [JSONMember]) -> String {
    guard !members.isEmpty else { return "no keys" }
    let shown = members.prefix(3).map { "'\($0.key)'" }.joined(separator: ", ")
    return "keys " + shown + (members.count > 3 ? ", …" : "")
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0xEF || byte == 0xBB
      || byte == 0xBF
  }
}

/// Counts legacy token objects and other leaf objects of a parsed tree.
private struct LegacyCensus {
  /// Keys Style Dictionary, Tokens Studio and Figma Tokens write next to `value`.
  static let tokenKeys: Set<String> = [
    "value", "type", "description", "comment", "attributes", "name", "themeable", "deprecated",
    "deprecated_comment", "extensions", "$extensions", "uuid", "renamed", "filePath", "isSource",
    "original", "path", "private", "docs", "meta", "category", "item", "group", "$schema",
    "sets", "metadata", "tags", "usage", "notes", "example", "$type", "$description",
  ]
  var tokens = 0
  var typed = 0
  var otherLeaves = 0

  /// At least one token object, typed or outnumbering the plain objects that hold no token.
  var isTokenTree: Bool { tokens > 0 && (typed > 0 || tokens >= otherLeaves) }

  mutating func visit(_ value: JSONValue, depth: Int) {
    guard depth < 64, case .object(let members) = value.kind else { return }
    // A Spectrum token with values per set: `{"uuid": …, "sets": {"light": {"value": …}}}`.
    if members.contains(where: { $0.key == "sets" }), members.contains(where: { $0.key == "uuid" })
    {
      tokens += 1
      typed += 1
      return
    }
    // A `type` that is not a string is no token's type: a table of component properties
    // (react-docgen's `{"type": {"type": "InputBoxTypes"}, "value": {"type": "string"}}`)
    // names its properties `type` and `value`.
    // Style Dictionary reads `{"value": …, "$type": …}` too (kamishino's files).
    let typeMember = members.first { $0.key == "type" || $0.key == "$type" }?.value
    if members.contains(where: { $0.key == "value" }),
      typeMember.map({ $0.stringValue != nil }) ?? true
    {
      let keys = members.map(\.key)
      if typeMember != nil || keys.contains("uuid") {
        tokens += 1
        typed += 1
        return
      }
      if keys.allSatisfy({
        Self.tokenKeys.contains($0) || StyleDictionaryValues.modeName(ofValueKey: $0) != nil
      }) {
        tokens += 1
        return
      }
    }
    var hasObjectChild = false
    for member in members {
      if case .object = member.value.kind {
        hasObjectChild = true
        visit(member.value, depth: depth + 1)
      }
    }
    if !hasObjectChild { otherLeaves += 1 }
  }
}
