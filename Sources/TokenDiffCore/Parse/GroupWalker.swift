/// Walks one file's JSON tree, collecting tokens and the problems met on the way.
struct GroupWalker {
  let file: String
  let style: TokenSyntax
  private(set) var tokens: [Token] = []
  private(set) var findings: [Finding] = []

  init(file: String, style: TokenSyntax) {
    self.file = file
    self.style = style
  }

  /// Reads a group's own properties, then each child token or group.
  mutating func walkGroup(_ group: JSONValue, path: TokenPath, context: GroupContext) {
    guard let members = group.members else {
      if path.segments.isEmpty {
        report(.parseError, at: group.position, "the file's top level must be a JSON object")
      }
      return
    }
    reportDuplicateKeys(members, in: path)
    var inner = context
    if let type = readType(group[style.typeKey], in: path) { inner.type = type }
    if let deprecation = readDeprecation(group[style.deprecatedKey]) {
      inner.deprecation = deprecation
    }
    for member in lastOccurrences(members) {
      if isGroupProperty(member.key) { continue }
      let childPath = path.appending(member.key)
      guard member.key == "$root" || checkName(member.key, at: member.keyPosition, path: childPath)
      else { continue }
      guard member.value.members != nil else {
        if style == .dtcg {
          report(
            .invalidValue,
            at: member.value.position,
            token: childPath,
            "'\(childPath)' is neither a token (an object with \(style.valueKey)) nor a group"
          )
        }
        continue
      }
      if member.value[style.valueKey] != nil {
        readToken(member.value, path: childPath, keyPosition: member.keyPosition, context: inner)
      } else {
        walkGroup(member.value, path: childPath, context: inner)
      }
    }
  }

  private mutating func readToken(
    _ object: JSONValue,
    path: TokenPath,
    keyPosition: TextPosition,
    context: GroupContext
  ) {
    guard let members = object.members, let value = object[style.valueKey] else { return }
    reportDuplicateKeys(members, in: path)
    let children = members.filter { !$0.key.hasPrefix("$") && !style.propertyKeys.contains($0.key) }
    if style == .dtcg, let child = children.first {
      report(
        .invalidValue,
        at: child.keyPosition,
        token: path,
        "token '\(path)' has \(style.valueKey) and also children ('\(child.key)'); the children are ignored"
      )
    }
    tokens.append(
      Token(
        path: path,
        location: SourceLocation(file: file, position: keyPosition),
        explicitType: readType(object[style.typeKey], in: path),
        inheritedType: context.type,
        value: value,
        description: object[style.descriptionKey]?.stringValue,
        deprecation: readDeprecation(object[style.deprecatedKey]) ?? context.deprecation,
        extensions: object[style.extensionsKey]
      )
    )
  }

  // MARK: - Properties

  private func isGroupProperty(_ key: String) -> Bool {
    if key == "$root" { return false }
    if key.hasPrefix("$") { return true }
    return style == .legacy && style.propertyKeys.contains(key) && key != style.valueKey
  }

  private mutating func readType(_ value: JSONValue?, in path: TokenPath) -> TokenType? {
    guard let value else { return nil }
    guard let name = value.stringValue, !name.isEmpty else {
      report(.invalidValue, at: value.position, token: path, "\(style.typeKey) must be a string")
      return nil
    }
    return TokenType(rawValue: name)
  }

  private func readDeprecation(_ value: JSONValue?) -> Deprecation? {
    switch value?.kind {
    case .bool(true): .deprecated(reason: nil)
    case .bool(false): .active
    case .string(let reason): .deprecated(reason: reason)
    default: nil
    }
  }

  // MARK: - Checks

  /// Reports names the DTCG format forbids; returns whether the member can still be read.
  private mutating func checkName(_ name: String, at position: TextPosition, path: TokenPath)
    -> Bool
  {
    guard style == .dtcg else { return true }
    if name.hasPrefix("$") { return false }
    if name.contains(".") || name.contains("{") || name.contains("}") {
      report(
        .invalidName,
        at: position,
        token: path,
        "name '\(name)' contains '.', '{' or '}', so no alias can refer to it"
      )
    }
    return true
  }

  private mutating func reportDuplicateKeys(_ members: [JSONMember], in path: TokenPath) {
    var seen = Set<String>()
    for member in members where !seen.insert(member.key).inserted {
      report(
        .duplicateKey,
        at: member.keyPosition,
        token: path.segments.isEmpty ? nil : path,
        "key '\(member.key)' appears more than once in the same object; the last one is used"
      )
    }
  }

  /// Members with duplicates removed, keeping the last occurrence in its own place. Pure.
  private func lastOccurrences(_ members: [JSONMember]) -> [JSONMember] {
    var lastIndex: [String: Int] = [:]
    for (index, member) in members.enumerated() { lastIndex[member.key] = index }
    guard lastIndex.count != members.count else { return members }
    return members.enumerated().filter { lastIndex[$0.element.key] == $0.offset }.map(\.element)
  }

  private mutating func report(
    _ kind: FindingKind,
    at position: TextPosition,
    token: TokenPath? = nil,
    _ message: String
  ) {
    findings.append(
      Finding(
        kind: kind,
        token: token,
        location: SourceLocation(file: file, position: position),
        message: message
      )
    )
  }
}
