/// Reads `*.resolver.json` documents (and files named plain `resolver.json`, as Terrazzo
/// projects often name theirs). Pure: bytes in, a document and findings out; a document that
/// cannot be used at all is `nil` with findings that say why.
public enum ResolverDocumentReader {
  /// Whether a path names a resolver document. Pure.
  public static func isResolverDocument(_ path: String) -> Bool {
    let lowered = path.lowercased()
    return lowered.hasSuffix(".resolver.json") || isPlainlyNamed(lowered)
  }

  /// Whether a path's file name is `resolver.json`, which other tools' files may also be
  /// called: such a file is read as a resolver document only when its content has a
  /// `resolutionOrder` (see ``isAnotherToolsFile(_:bytes:)``). Pure.
  public static func isPlainlyNamed(_ path: String) -> Bool {
    let lowered = path.lowercased()
    return lowered == "resolver.json" || lowered.hasSuffix("/resolver.json")
  }

  /// Whether a file named like a resolver document is another tool's: one named plain
  /// `resolver.json` whose content has no `resolutionOrder`, or the JSON Schema of resolver
  /// documents (its `$schema` names json-schema.org; a validator keeps it as
  /// `schema/2025.10/resolver.json`). Pure.
  public static func isAnotherToolsFile(_ path: String, bytes: [UInt8]) -> Bool {
    anotherToolsFile(path, bytes: bytes) != nil
  }

  /// Why a file named like a resolver document is another tool's (see
  /// ``isAnotherToolsFile(_:bytes:)``), or `nil` when it is a resolver document. Pure.
  public static func anotherToolsFile(_ path: String, bytes: [UInt8]) -> String? {
    guard isResolverDocument(path) else { return nil }
    if TokenFileShape.isJSONSchema(bytes) {
      return "it is a JSON Schema (its $schema names json-schema.org), no DTCG resolver document"
    }
    guard isPlainlyNamed(path), !ByteSearch.contains(bytes, "\"resolutionOrder\"") else {
      return nil
    }
    return "it is named resolver.json but has no resolutionOrder: no DTCG resolver document"
  }

  public static func read(_ file: SourceFile) -> (ResolverDocument?, [Finding]) {
    let root: JSONValue
    do {
      root = try JSONParser.parse(file.bytes)
    } catch {
      return (
        nil,
        [
          finding(
            file.path,
            error.position,
            "\(file.path) is not valid JSON: \(error.message)",
            .parseError
          )
        ]
      )
    }
    var reader = Reader(file: file.path, root: root)
    var document = reader.document()
    let identities = document?.contextsByFiles ?? [:]
    document?.contextIdentities = identities
    return (document, reader.findings)
  }

  static func finding(
    _ file: String,
    _ position: TextPosition,
    _ message: String,
    _ kind: FindingKind
  )
    -> Finding
  {
    Finding(kind: kind, location: SourceLocation(file: file, position: position), message: message)
  }
}

/// The walk over one resolver document.
private struct Reader {
  let file: String
  let root: JSONValue
  var findings: [Finding] = []

  /// The folder the document's relative `$ref`s start from.
  var folder: [String] { Array(file.split(separator: "/").dropLast().map(String.init)) }

  mutating func document() -> ResolverDocument? {
    guard root.members != nil else {
      problem(root.position, "a resolver document must be a JSON object", .parseError)
      return nil
    }
    if let version = root["version"], version.stringValue != "2025.10" {
      problem(version.position, "resolver version must be \"2025.10\"", .invalidValue)
    }
    guard let order = root["resolutionOrder"]?.arrayValue, !order.isEmpty else {
      problem(root.position, "a resolver document needs a non-empty resolutionOrder", .invalidValue)
      return nil
    }
    var steps: [ResolverDocument.Step] = []
    var seenModifiers = Set<String>()
    for item in order {
      guard let step = self.step(item) else { continue }
      if case .modifier(let modifier) = step, !seenModifiers.insert(modifier.name).inserted {
        problem(
          item.position,
          "modifier '\(modifier.name)' appears twice in resolutionOrder",
          .invalidValue
        )
        continue
      }
      steps.append(step)
    }
    var sets: [String: [ResolverDocument.Source]] = [:]
    for member in root["sets"]?.members ?? [] {
      sets[member.key] = sources(member.value["sources"], in: "set '\(member.key)'")
    }
    return ResolverDocument(path: file, name: root["name"]?.stringValue, sets: sets, steps: steps)
  }

  private mutating func step(_ item: JSONValue) -> ResolverDocument.Step? {
    if let reference = item["$ref"]?.stringValue {
      let parts = reference.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
      let name = unescape(parts.last ?? "")
      guard parts.count == 3, parts[0] == "#" else {
        problem(
          item.position,
          "resolutionOrder may only refer to #/sets/NAME or #/modifiers/NAME, not '\(reference)'",
          .brokenReference
        )
        return nil
      }
      switch parts[1] {
      case "sets":
        guard let set = root["sets"]?[name] else { return missing(reference, item) }
        return .set(name: name, sources: sources(set["sources"], in: "set '\(name)'"))
      case "modifiers":
        guard let modifier = root["modifiers"]?[name] else { return missing(reference, item) }
        return self.modifier(modifier, named: name).map { .modifier($0) }
      default:
        problem(
          item.position,
          "resolutionOrder may only refer to sets or modifiers, not '\(reference)'",
          .brokenReference
        )
        return nil
      }
    }
    guard let name = item["name"]?.stringValue else {
      problem(item.position, "an inline resolutionOrder item needs a name", .invalidValue)
      return nil
    }
    switch item["type"]?.stringValue {
    case "set": return .set(name: name, sources: sources(item["sources"], in: "set '\(name)'"))
    case "modifier": return modifier(item, named: name).map { .modifier($0) }
    default:
      problem(
        item.position,
        "an inline resolutionOrder item needs \"type\": \"set\" or \"modifier\"",
        .invalidValue
      )
      return nil
    }
  }

  private mutating func missing(_ reference: String, _ item: JSONValue) -> ResolverDocument.Step? {
    problem(
      item.position,
      "'\(reference)' does not exist in this resolver document",
      .brokenReference
    )
    return nil
  }

  private mutating func modifier(_ value: JSONValue, named name: String) -> ResolverDocument
    .Modifier?
  {
    guard let contexts = value["contexts"]?.members, !contexts.isEmpty else {
      problem(value.position, "modifier '\(name)' needs at least one context", .invalidValue)
      return nil
    }
    let read = contexts.map { member in
      (name: member.key, sources: sources(member.value, in: "context '\(name)=\(member.key)'"))
    }
    let defaultContext = value["default"]?.stringValue
    if let defaultContext, !contexts.contains(where: { $0.key == defaultContext }) {
      problem(
        value["default"]?.position ?? value.position,
        "default context '\(defaultContext)' of modifier '\(name)' does not exist",
        .brokenReference
      )
    }
    return ResolverDocument.Modifier(name: name, contexts: read, defaultContext: defaultContext)
  }

  private mutating func sources(_ value: JSONValue?, in owner: String) -> [ResolverDocument.Source]
  {
    guard let value else { return [] }
    guard let items = value.arrayValue else {
      problem(value.position, "the sources of \(owner) must be an array", .invalidValue)
      return []
    }
    var result: [ResolverDocument.Source] = []
    for item in items {
      guard let reference = item["$ref"]?.stringValue else {
        if item.members != nil { result.append(.inline(item)) }
        continue
      }
      if reference.hasPrefix("#/sets/") {
        result.append(.set(unescape(String(reference.dropFirst(7))), position: item.position))
      } else if reference.hasPrefix("#/modifiers/") {
        problem(
          item.position,
          "a source may not refer to a modifier ('\(reference)')",
          .brokenReference
        )
      } else if reference.hasPrefix("#") {
        problem(item.position, "unsupported source reference '\(reference)'", .brokenReference)
      } else if reference.contains("://") {
        problem(
          item.position,
          "remote source '\(reference)' is not read: tokendiff never uses the network",
          .brokenReference
        )
      } else {
        // `tokens.json#/light`: the group at that JSON Pointer of the file (see
        // ``ResolverFragmentSources``); a bare `#` or none, the whole file.
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let file = normalise(String(parts[0]))
        let pointer = parts.count > 1 ? ResolverFragmentSources.pointer(parts[1]) : []
        result.append(
          .file(
            pointer.isEmpty ? file : ResolverFragmentSources.source(file, pointer: pointer),
            position: item.position
          )
        )
      }
    }
    return result
  }

  /// A path relative to the resolver document, as a path from the repository root.
  private func normalise(_ relative: String) -> String {
    var parts = relative.hasPrefix("/") ? [] : folder
    for part in relative.split(separator: "/") {
      switch part {
      case ".", "": continue
      case "..": if !parts.isEmpty { parts.removeLast() }
      default: parts.append(String(part))
      }
    }
    return parts.joined(separator: "/")
  }

  /// A JSON Pointer segment unescaped (`~1` → `/`, `~0` → `~`); kept as written when it
  /// holds another `~`.
  private func unescape(_ segment: String) -> String {
    JSONReference.unescape(segment[...]) ?? segment
  }

  private mutating func problem(_ position: TextPosition, _ message: String, _ kind: FindingKind) {
    findings.append(ResolverDocumentReader.finding(file, position, message, kind))
  }
}
