/// Reads DTCG token files (2025.10 and the older drafts) into ``Token`` values.
///
/// Pure: bytes in, tokens and findings out. A file that is not JSON becomes one `parse-error`
/// finding and contributes no tokens; every other problem (a bad name, a duplicate key, a token
/// with children) is a finding next to the tokens that could still be read.
public enum TokenParser {
  /// Parses every file of a snapshot. Pure.
  public static func parse(_ snapshot: RevisionSnapshot) -> TokenDocument {
    var document = TokenDocument(findings: snapshot.skipped)
    for file in snapshot.files {
      let parsed = parse(file)
      document.tokens += parsed.tokens
      document.findings += parsed.findings
    }
    return document
  }

  /// Parses one file. Files ending in `.json5` are read as JSON5. Pure.
  public static func parse(_ file: SourceFile) -> TokenDocument {
    let dialect: JSONDialect = file.path.lowercased().hasSuffix(".json5") ? .json5 : .json
    let root: JSONValue
    do {
      root = try JSONParser.parse(file.bytes, dialect: dialect)
    } catch {
      return TokenDocument(findings: [
        Finding(
          kind: .parseError,
          location: SourceLocation(file: file.path, position: error.position),
          message:
            "\(file.path) is not valid \(dialect == .json5 ? "JSON5" : "JSON"): \(error.message)"
        )
      ])
    }
    var walker = GroupWalker(file: file.path, style: TokenSyntax.detect(in: root))
    walker.walkGroup(root, path: TokenPath([]), context: GroupContext())
    return TokenDocument(tokens: walker.tokens, findings: walker.findings)
  }
}

/// Which key marks a token in a file: `$value` (DTCG) or `value` (the first draft, Tokens
/// Studio's legacy export, Style Dictionary 3).
enum TokenSyntax: Sendable {
  case dtcg
  case legacy

  /// DTCG when `$value` appears anywhere, else legacy; never mixed inside one file. Pure.
  static func detect(in root: JSONValue) -> TokenSyntax {
    containsKey("$value", in: root) ? .dtcg : .legacy
  }

  private static func containsKey(_ key: String, in value: JSONValue) -> Bool {
    switch value.kind {
    case .object(let members):
      members.contains { $0.key == key || containsKey(key, in: $0.value) }
    case .array(let elements): elements.contains { containsKey(key, in: $0) }
    default: false
    }
  }

  var valueKey: String { self == .dtcg ? "$value" : "value" }
  var typeKey: String { self == .dtcg ? "$type" : "type" }
  var descriptionKey: String { self == .dtcg ? "$description" : "description" }
  var deprecatedKey: String { self == .dtcg ? "$deprecated" : "deprecated" }
  var extensionsKey: String { self == .dtcg ? "$extensions" : "extensions" }
  var propertyKeys: Set<String> {
    [valueKey, typeKey, descriptionKey, deprecatedKey, extensionsKey]
  }
}

/// What a group passes down to its children.
struct GroupContext {
  var type: TokenType?
  var deprecation: Deprecation?
}
