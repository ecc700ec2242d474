/// The rules of the DTCG 2025.10 format module that the default reading relaxes, checked on one
/// token file as written: what `--strict` adds. Each problem is an `error` finding at the line
/// and column of what breaks the rule.
///
/// It walks the file's own objects (iteratively, so nesting costs no stack): names, `$type`
/// (a string naming one of the 13 types, case-sensitive), `$description` (a string),
/// `$deprecated` (a boolean or a string), `$extensions` (an object), a token's members, a
/// `$ref` that must point into a `$value`, and every literal `$value` against its type's shape
/// (``DTCGValueShapes``). A file written with `value` instead of `$value` is one finding. Types
/// reach tokens from enclosing groups; what `$extends` brings in is checked where it is written.
/// Pure.
enum DTCGConformance {
  /// The properties a token may have.
  static let tokenProperties: Set<String> = [
    "$value", "$type", "$description", "$extensions", "$deprecated",
  ]

  /// The problems of one file's tree (`root`) read with `syntax`. Pure.
  static func findings(file: String, root: JSONValue, syntax: TokenSyntax) -> [Finding] {
    guard root.members != nil else { return [] }
    if syntax == .legacy {
      return [
        Finding(
          kind: .invalidValue,
          location: SourceLocation(file: file, position: root.position),
          message:
            "\(file) writes tokens with 'value', not '$value': DTCG 2025.10 names every property with '$'",
          severity: .error
        )
      ]
    }
    var walk = Walk(file: file)
    walk.run(root)
    return walk.findings
  }

  /// Whether a `$ref` pointer leads into a token's `$value` (the only place 2025.10 lets a
  /// token's `$ref` point). Pure.
  static func pointsIntoValue(_ reference: String) -> Bool {
    guard let hash = reference.firstIndex(of: "#") else { return false }
    return reference[reference.index(after: hash)...].split(separator: "/").contains("$value")
  }
}

/// One file's walk: a stack of objects still to visit, each with its path and the type its
/// groups give it.
private struct Walk {
  let file: String
  var findings: [Finding] = []

  init(file: String) {
    self.file = file
  }

  mutating func run(_ root: JSONValue) {
    var pending: [(node: JSONValue, path: [String], type: TokenType?)] = [(root, [], nil)]
    while let (node, path, inherited) = pending.popLast() {
      guard let members = node.members else { continue }
      let isRoot = path.isEmpty
      let isToken = !isRoot && (node["$value"] != nil || node["$ref"] != nil)
      checkMetadata(node, path: path)
      let ownType = typeName(node["$type"], path: path)
      if isToken {
        checkToken(node, members: members, path: path, type: ownType ?? inherited)
        continue
      }
      for member in members.reversed() {
        if member.key.hasPrefix("$") && member.key != "$root" {
          checkGroupProperty(member, isRoot: isRoot, path: path)
          continue
        }
        checkName(member, path: path)
        if member.value.members != nil {
          pending.append((member.value, path + [member.key], ownType ?? inherited))
        }
      }
    }
  }

  // MARK: - Rules

  private mutating func checkName(_ member: JSONMember, path: [String]) {
    let name = member.key
    guard name != "$root" else { return }
    if name.contains(where: { $0 == "." || $0 == "{" || $0 == "}" }) {
      report(
        .invalidName,
        at: member.keyPosition,
        path + [name],
        "name '\(name)' contains '.', '{' or '}', which DTCG 2025.10 forbids"
      )
    }
  }

  private mutating func checkGroupProperty(_ member: JSONMember, isRoot: Bool, path: [String]) {
    let allowed =
      GroupWalker.groupProperties.contains(member.key)
      || (isRoot && GroupWalker.rootProperties.contains(member.key))
    if !allowed {
      report(
        .invalidName,
        at: member.keyPosition,
        path + [member.key],
        "'\(member.key)' is not a DTCG property, and names must not start with '$'"
      )
    }
  }

  private mutating func checkMetadata(_ node: JSONValue, path: [String]) {
    if let description = node["$description"], description.stringValue == nil {
      report(.invalidValue, at: description.position, path, "$description must be a string")
    }
    if let deprecated = node["$deprecated"] {
      switch deprecated.kind {
      case .bool, .string: break
      default:
        report(
          .invalidValue,
          at: deprecated.position,
          path,
          "$deprecated must be true, false or a string that says why"
        )
      }
    }
    if let extensions = node["$extensions"], extensions.members == nil {
      report(.invalidValue, at: extensions.position, path, "$extensions must be an object")
    }
  }

  /// The DTCG type `$type` names, reporting a `$type` that names none. Pure apart from the
  /// finding.
  private mutating func typeName(_ value: JSONValue?, path: [String]) -> TokenType? {
    guard let value else { return nil }
    guard let name = value.stringValue else {
      report(.invalidValue, at: value.position, path, "$type must be a string")
      return nil
    }
    let type = TokenType(rawValue: name)
    guard TokenType.dtcgTypes.contains(type) else {
      report(
        .invalidValue,
        at: value.position,
        path,
        "'\(name)' is not one of the 13 DTCG 2025.10 types (names are case-sensitive)"
      )
      return nil
    }
    return type
  }

  private mutating func checkToken(
    _ node: JSONValue,
    members: [JSONMember],
    path: [String],
    type: TokenType?
  ) {
    for member in members where !DTCGConformance.tokenProperties.contains(member.key) {
      guard member.key != "$ref" else { continue }
      let detail =
        member.key.hasPrefix("$")
        ? "'\(member.key)' is not a token property" : "a token has no children ('\(member.key)')"
      report(.invalidValue, at: member.keyPosition, path, detail)
    }
    if let reference = node["$ref"] {
      if node["$value"] != nil {
        report(.invalidValue, at: reference.position, path, "a token has $value or $ref, not both")
      } else if let pointer = reference.stringValue, !DTCGConformance.pointsIntoValue(pointer) {
        report(
          .brokenReference,
          at: reference.position,
          path,
          "a token's $ref must point into a $value ('#/…/$value…'), and '\(pointer)' does not"
        )
      }
      return
    }
    guard let value = node["$value"], let type,
      let problem = DTCGValueShapes.problem(value, as: type)
    else { return }
    report(.invalidValue, at: problem.position, path, problem.message)
  }

  private mutating func report(
    _ kind: FindingKind,
    at position: TextPosition,
    _ path: [String],
    _ message: String
  ) {
    findings.append(
      Finding(
        kind: kind,
        token: path.isEmpty ? nil : TokenPath(path),
        location: SourceLocation(file: file, position: position),
        message: message,
        severity: .error
      )
    )
  }
}
