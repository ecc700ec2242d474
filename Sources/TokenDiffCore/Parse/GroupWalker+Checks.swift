/// The checks of what a file writes: names, duplicate keys, properties where they do not
/// belong. They run on the file's own objects only, never on inherited copies.
extension GroupWalker {
  /// The `$` names a group may have (`$root` is a child token).
  static let groupProperties: Set<String> = [
    "$type", "$description", "$extensions", "$deprecated", "$extends", "$ref", "$root",
  ]
  /// The `$` names the top level of a file may also have: the schema, a resolver's `$defs`,
  /// and Tokens Studio's single-file export.
  static let rootProperties: Set<String> = ["$schema", "$defs", "$themes", "$metadata"]

  /// Checks the group's own object; returns its members with repeated keys dropped (see
  /// ``lastOccurrences(_:)``), which the walk reads next.
  @discardableResult
  mutating func checkGroup(_ layer: GroupLayer, path: TokenPath) -> [JSONMember] {
    guard let members = layer.node.members else { return [] }
    let repeated = repeatedKeys(members)
    reportDuplicateKeys(members, repeated: repeated, in: path)
    reportInvisibleCharacters(members, in: path)
    let distinct = lastOccurrences(members, repeated: repeated)
    guard style == .dtcg else { return distinct }
    // Names that are lowercase ASCII are their own folding, and distinct once repeats are
    // dropped: two names can differ only by case when one of them is not such a name.
    let mayDifferByCase = members.contains { !Self.isFolded($0.key) }
    var spellings: [String: String] = [:]
    for member in distinct {
      // The member's path is made only for a report: most members have none.
      let childPath = { path.appending(member.key) }
      if member.key.hasPrefix("$") {
        let allowed =
          Self.groupProperties.contains(member.key)
          || (path.segments.isEmpty && Self.rootProperties.contains(member.key))
        if !allowed {
          report(
            .invalidName,
            at: member.keyPosition,
            token: childPath(),
            "'\(member.key)' is not a DTCG property, and names must not start with '$'; it is ignored"
          )
        }
        continue
      }
      checkName(member.key, at: member.keyPosition, path: childPath)
      guard mayDifferByCase else { continue }
      // Lowercasing allocates; names that are already lowercase ASCII are their own folding.
      let folded = Self.isFolded(member.key) ? member.key : member.key.lowercased()
      if let earlier = spellings[folded] {
        report(
          .invalidName,
          at: member.keyPosition,
          token: childPath(),
          "'\(member.key)' differs from '\(earlier)' only by case; platforms that ignore case cannot tell them apart"
        )
      } else {
        spellings[folded] = member.key
      }
    }
    if let declaration = index.declaration(of: NodeID(file: layer.file, path: layer.path)) {
      let token = path.segments.isEmpty ? nil : path
      if let cycle = declaration.cycle {
        report(.cycle, at: declaration.position, token: token, "\(cycle); it is not applied")
      } else if case .failure(let problem) = declaration.target {
        report(problem.kind, at: declaration.position, token: token, problem.message)
      }
    }
    return distinct
  }

  mutating func checkToken(_ object: JSONValue, members: [JSONMember], path: TokenPath) {
    reportDuplicateKeys(members, in: path)
    guard style == .dtcg else { return }
    let hasValue = object[style.valueKey] != nil
    // Style Dictionary and Tokens Studio keep a token's other members as its properties
    // (Style Dictionary's `attributes`, `comment`): only a token written inside it is lost.
    let lenient = dialect.isLenientCSS
    let written = hasValue ? style.valueKey : "$ref"
    // A token inside is read (DTCG files, as Terrazzo reads them): the finding names one.
    if readsChildTokens,
      let child = members.first(where: {
        !$0.key.hasPrefix("$") && TokenFileShape.hasKey("$value", in: $0.value)
      })
    {
      report(
        .invalidValue,
        at: child.keyPosition,
        token: path,
        "token '\(path)' has \(written) and also children ('\(child.key)'), which DTCG does not allow; they are read as tokens of their own, as Terrazzo reads them (Style Dictionary leaves them out)",
        severity: .warning
      )
    } else {
      let candidates = members.filter {
        !$0.key.hasPrefix("$") && (!lenient || TokenFileShape.hasKey("$value", in: $0.value))
      }
      // A member that is no object (`"description": "…"`) is no child but a property written
      // without its `$`: the value is whole, and the build reads it (a warning, not an error
      // that fails the run). An object beside it is still a child that is lost.
      if let property = candidates.first(where: { $0.value.members == nil }) {
        let dollar = "$" + property.key
        let advice =
          DTCGConformance.tokenProperties.contains(dollar)
          ? "DTCG names it '\(dollar)'" : "DTCG defines no such property (a tool's own)"
        report(
          .invalidName,
          at: property.keyPosition,
          token: path,
          "token '\(path)' has a member '\(property.key)' without a '$'; \(advice), so it is ignored",
          severity: .warning
        )
      }
      if let child = candidates.first(where: { $0.value.members != nil }) {
        report(
          .invalidValue,
          at: child.keyPosition,
          token: path,
          "token '\(path)' has \(written) and also children ('\(child.key)'); the children are ignored"
        )
      }
    }
    if hasValue, let ref = members.last(where: { $0.key == "$ref" }) {
      report(
        .invalidValue,
        at: ref.keyPosition,
        token: path,
        "token '\(path)' has both $value and $ref; a token has one or the other, and $ref is ignored"
      )
    }
    if let extends = members.last(where: { $0.key == "$extends" }) {
      report(
        .invalidValue,
        at: extends.keyPosition,
        token: path,
        "token '\(path)' has $extends, which only a group may have; it is ignored"
      )
    }
  }

  /// `{ "$type": "color" }` with nothing else reads as an empty group; inside a group it is
  /// most likely a token whose `$value` was forgotten. At a file's top level, with nothing but
  /// its `$type`, it is a group waiting for its tokens (launchpad-ui's `color-primitives.dark.json`, `{"color": {"$type":
  /// "color"}}`: a dark theme that overrides no primitive yet), which DTCG allows.
  mutating func checkHalfWrittenToken(_ member: JSONMember, path: TokenPath) {
    guard style == .dtcg, let members = member.value.members,
      path.segments.count > 1 || members.contains(where: { $0.key != style.typeKey }),
      member.value[style.typeKey] != nil,
      member.value["$extends"] == nil, member.value["$ref"] == nil,
      !members.contains(where: { $0.key == "$root" || !$0.key.hasPrefix("$") })
    else { return }
    report(
      .invalidValue,
      at: member.keyPosition,
      token: path,
      "'\(path)' has $type but no $value, so it is read as an empty group; a token needs a $value"
    )
  }

  /// Reports names the DTCG format forbids.
  private mutating func checkName(
    _ name: String,
    at position: TextPosition,
    path: () -> TokenPath
  ) {
    let forbidden: (UInt8) -> Bool = {
      $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}")
    }
    if name.utf8.contains(where: forbidden) {
      report(
        .invalidName,
        at: position,
        token: path(),
        "name '\(name)' contains '.', '{' or '}', so no alias can refer to it"
      )
    }
  }

  /// Reports names with controls, bidirectional overrides or zero-width characters, in every
  /// format: such a name looks like another one, or hides text, wherever it is shown.
  mutating func reportInvisibleCharacters(_ members: [JSONMember], in path: TokenPath) {
    for member in members where InvisibleCharacters.occur(in: member.key) {
      report(
        .invalidName,
        at: member.keyPosition,
        token: path.appending(member.key),
        "name '\(InvisibleCharacters.escaped(member.key))' holds a control, bidirectional or zero-width character, which readers cannot see"
      )
    }
  }

  /// Whether a name is lowercase ASCII, its own case folding. Pure.
  private static func isFolded(_ name: String) -> Bool {
    name.utf8.allSatisfy { $0 < 0x80 && !(0x41...0x5A).contains($0) }
  }

  /// Reports the members whose key an earlier member has (`repeated`: their
  /// ``repeatedKeys(_:)``, when the caller has them).
  private mutating func reportDuplicateKeys(
    _ members: [JSONMember],
    repeated: [Int]? = nil,
    in path: TokenPath
  ) {
    for index in repeated ?? repeatedKeys(members) {
      let member = members[index]
      report(
        .duplicateKey,
        at: member.keyPosition,
        token: path.segments.isEmpty ? nil : path,
        "key '\(member.key)' appears more than once in the same object; the last one is used"
      )
    }
  }
}
