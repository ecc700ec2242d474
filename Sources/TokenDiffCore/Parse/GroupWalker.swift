/// Walks one file's JSON tree, collecting tokens and the problems met on the way.
///
/// A group is read as a stack of layers: the groups it extends (`$extends`, or a `$ref` to a
/// group), base first, then the group itself. A child name is read from the top layer that has
/// it: a token there replaces whatever the layers below have under that name; a group there
/// merges with the groups below, down to the first token. Checks of what is written (names,
/// duplicate keys, properties) only run on the file's own objects, so an inherited copy does
/// not repeat them.
struct GroupWalker {
  let file: String
  let style: TokenSyntax
  /// The file's dialect: unknown types and untyped tokens are DTCG problems only.
  var dialect: Dialect = .dtcg
  let index: ReferenceIndex
  private(set) var tokens: [Token] = []
  /// The paths of the file's tokens and of their alias targets, each kept once
  /// (``Token/sharePaths(in:)``).
  private var sharedPaths: [TokenPath: TokenPath] = [:]
  private(set) var findings: [Finding] = []

  /// A walker for a tree on its own: pointers (`#/…`) resolve inside the tree it walks.
  init(file: String, style: TokenSyntax) {
    self.init(file: file, style: style, index: ReferenceIndex())
  }

  /// A walker for one file of a revision whose files are all in `index`.
  init(file: String, style: TokenSyntax, index: ReferenceIndex) {
    self.file = file
    self.style = style
    self.index = index
  }

  /// Reads a group's own properties, then each child token or group.
  mutating func walkGroup(_ group: JSONValue, path: TokenPath, context: GroupContext) {
    guard group.members != nil else {
      if path.segments.isEmpty {
        findings.append(.topLevelNotAnObject(file: file, at: group.position))
      }
      return
    }
    if path.segments.isEmpty, !index.contains(file: file) {
      index.add(file: file, root: group, style: style)
    }
    let layer = GroupLayer(file: file, path: path.segments, node: group, outerType: nil)
    walk(expansion(of: layer), path: path, context: context)
  }

  // MARK: - Groups

  private mutating func walk(_ layers: [GroupLayer], path: TokenPath, context: GroupContext) {
    var layers = layers
    let own = layers.last.flatMap { isOwn($0, path) ? $0 : nil }
    let isInherited = own == nil || layers.count > 1
    if isInherited, index.isBudgetSpent || path.segments.count > JSONParser.maximumDepth {
      // Copies stop here; the group's own tokens are still read.
      if let top = layers.last { reportBudget(at: top, path: path) }
      guard let own else { return }
      layers = [own]
    }
    let ownMembers = own.map { checkGroup($0, path: path) }
    var inner = context
    if let type = groupType(layers, path: path, own: own) { inner.type = type }
    for layer in layers.reversed() {
      if let deprecation = readDeprecation(layer.node[style.deprecatedKey]) {
        inner.deprecation = deprecation
        break
      }
    }

    let ownOffset = own == nil ? nil : layers.count - 1
    let children = children(of: layers, ownMembers: ownMembers)
    // A `$ref` written with escapes (`\u0024ref`) is one the bytes do not show: following it
    // spends the revision's budget, so a group that holds one is read in one walk.
    if layers.count == 1, ownOffset == 0, children.count >= Self.membersWalkedApart,
      let root = index.rootIfStandingAlone(file),
      !TokenFileShape.hasKey("$ref", in: layers[0].node)
    {
      walkApart(
        children.map { $0.1[0].member },
        of: layers[0],
        path: path,
        context: inner,
        root: root
      )
      return
    }
    for (name, stack) in children {
      walkChild(name, stack, of: layers, ownOffset: ownOffset, path: path, context: inner)
    }
  }

  /// Reads one child of a group: a token, or a group walked in turn (merged with the groups of
  /// the same name in the layers below, down to the first token).
  private mutating func walkChild(
    _ name: String,
    _ stack: [(layer: Int, member: JSONMember)],
    of layers: [GroupLayer],
    ownOffset: Int?,
    path: TokenPath,
    context inner: GroupContext
  ) {
    guard let top = stack.first else { return }
    let layer = layers[top.layer]
    let childPath = path.appending(name)
    let isOwnMember = top.layer == ownOffset
    if !isOwnMember, !index.spendInheritedBudget() {
      // Copies stop here; the group's own members are still read.
      reportBudget(at: layer, path: childPath)
      return
    }
    guard top.member.value.members != nil else {
      // Style Dictionary and Tokens Studio skip a leaf that is no object (a group's
      // `docCategory: "text"`): only DTCG says it must be a token or a group.
      if isOwnMember, style == .dtcg, dialect == .dtcg {
        report(
          .invalidValue,
          at: top.member.value.position,
          token: childPath,
          "'\(childPath)' is neither a token (an object with \(style.valueKey)) nor a group"
        )
      }
      return
    }
    if isToken(top.member.value, in: layer, name: name) {
      readToken(top.member, layer: layer, path: childPath, context: inner)
      return
    }
    var childLayers: [GroupLayer] = []
    for entry in stack {
      let below = layers[entry.layer]
      guard entry.member.value.members != nil, !isToken(entry.member.value, in: below, name: name)
      else { break }
      var childLayer = GroupLayer(
        file: below.file,
        path: below.path + [name],
        node: entry.member.value,
        outerType: nil
      )
      childLayer.anchor = below.anchor
      childLayers.insert(contentsOf: expansion(of: childLayer), at: 0)
    }
    if isOwnMember { checkHalfWrittenToken(top.member, path: childPath) }
    walk(childLayers, path: childPath, context: inner)
  }

  /// The fewest members of a group that are read on all cores (see ``walkApart``): fewer cost
  /// less to read than to hand out.
  static let membersWalkedApart = 4_096

  /// The members of a large group of a file that stands alone (``ReferenceIndex/rootIfStandingAlone(_:)``),
  /// read on all cores in runs, each by a walker of its own over an index of this file alone,
  /// which answers everything such a file's reading asks as the revision's would; tokens and
  /// findings are joined in the members' order, as one walk gives them. (A semantic layer of
  /// a generated system is one group of hundreds of thousands of aliases.) Pure.
  private mutating func walkApart(
    _ members: [JSONMember],
    of layer: GroupLayer,
    path: TokenPath,
    context: GroupContext,
    root: JSONValue
  ) {
    let (file, style, dialect) = (self.file, self.style, self.dialect)
    let runs = parallelRuns(members.count, minimum: Self.membersWalkedApart / 4).parallelMap {
      run -> (tokens: [Token], findings: [Finding]) in
      let own = ReferenceIndex()
      own.add(file: file, root: root, style: style, mayRefer: false)
      var walker = GroupWalker(file: file, style: style, index: own)
      walker.dialect = dialect
      for member in members[run] {
        walker.walkChild(
          member.key,
          [(0, member)],
          of: [layer],
          ownOffset: 0,
          path: path,
          context: context
        )
      }
      return (walker.tokens, walker.findings)
    }
    for run in runs {
      tokens += run.tokens
      findings += run.findings
    }
  }

  /// Each child name with its members in the layers, top layer first; names in the order the
  /// top layer writes them, then those only found below. `ownMembers` are the last layer's
  /// members without repeats when it is the group's own (``checkGroup(_:path:)`` gave them).
  private func children(
    of layers: [GroupLayer],
    ownMembers: [JSONMember]?
  ) -> [(String, [(layer: Int, member: JSONMember)])] {
    if layers.count == 1 {
      return (ownMembers ?? lastOccurrences(layers[0].node.members ?? [])).filter {
        !isGroupProperty($0.key, $0.value)
      }
      .map { ($0.key, [(0, $0)]) }
    }
    var order: [String] = []
    var entries: [String: [(layer: Int, member: JSONMember)]] = [:]
    for (offset, layer) in layers.enumerated().reversed() {
      let members =
        offset == layers.count - 1
        ? ownMembers ?? lastOccurrences(layer.node.members ?? [])
        : lastOccurrences(layer.node.members ?? [])
      for member in members where !isGroupProperty(member.key, member.value) {
        if entries[member.key] == nil { order.append(member.key) }
        entries[member.key, default: []].append((offset, member))
      }
    }
    return order.map { ($0, entries[$0] ?? []) }
  }

  /// The type a group gives its tokens: the top layer's `$type`, else the type of the
  /// extended groups (their own, or their groups'), else the enclosing group's.
  private mutating func groupType(_ layers: [GroupLayer], path: TokenPath, own: GroupLayer?)
    -> TokenType?
  {
    for layer in layers.reversed() {
      let isOwnLayer = own != nil && layer.path == own?.path && layer.file == own?.file
      // In files without `$`, an object named `type` is a child group, not the group's type.
      let declared = layer.node[style.typeKey].flatMap { value in
        style == .legacy && value.members != nil ? nil : value
      }
      if let type = readType(declared, in: path, report: isOwnLayer) {
        return type
      }
    }
    return layers.reversed().lazy.compactMap(\.outerType).first
  }

  /// Whether an object in a group is a token: it has `$value`, or (DTCG) it is a `$ref` that
  /// does not lead to a group.
  private func isToken(_ object: JSONValue, in layer: GroupLayer, name: String) -> Bool {
    if object[style.valueKey] != nil { return true }
    guard style == .dtcg, object["$ref"] != nil, object["$extends"] == nil else { return false }
    let id = NodeID(file: layer.file, path: layer.path + [name])
    return index.declaration(of: id) == nil
  }

  /// The layers of a group, with the place in this file that brings each copied layer in: the
  /// `$extends` of the first group of this file on the way.
  private func expansion(of layer: GroupLayer) -> [GroupLayer] {
    let layers = index.expansion(of: layer)
    guard layers.count > 1 else { return layers }
    let anchor =
      layer.anchor
      ?? (layer.file == file
        ? index.declaration(of: NodeID(file: layer.file, path: layer.path))?.position : nil)
    return layers.dropLast().map { below in
      var anchored = below
      anchored.anchor = anchor
      return anchored
    } + [layer]
  }

  private func isOwn(_ layer: GroupLayer, _ path: TokenPath) -> Bool {
    layer.file == file && layer.path == path.segments
  }

  // MARK: - Tokens

  private mutating func readToken(
    _ member: JSONMember,
    layer: GroupLayer,
    path: TokenPath,
    context: GroupContext
  ) {
    let object = member.value
    guard let members = object.members else { return }
    let physical = layer.path + [member.key]
    let isOwnToken = layer.file == file && physical == path.segments
    if isOwnToken { checkToken(object, members: members, path: path) }
    // A copy from another file lives in this file, like any copy: it is placed where the
    // `$extends` that brings it in is written, and its aliases are looked up from here.
    let placement = layer.file == file ? nil : (layer.anchor ?? member.keyPosition)

    var value = object[style.valueKey] ?? object
    var problem: Finding?
    var aliasFile: String?
    var targetType: TokenType?
    if style == .dtcg {
      if let written = object[style.valueKey] {
        switch index.inlineIfNeeded(written, file: layer.file) {
        case .success(let inlined): value = inlined
        case .failure(let failure):
          problem = finding(failure.kind, failure.message, at: placement ?? failure.position, path)
        }
      } else if let ref = object["$ref"] {
        switch index.dereference(ref, file: layer.file) {
        case .success(.alias(let logical, let targetFile)):
          value = JSONValue(.string("{\(logical.joined(separator: "."))}"), at: ref.position)
          aliasFile = targetFile == file ? nil : targetFile
        case .success(.content(let content, let type)):
          value = content.relocated(to: ref.position)
          targetType = type
        case .success(.group(let target)):
          problem = finding(
            .brokenReference,
            "$ref '\(ref.stringValue ?? "")' points at the group '\(JSONReference.pointerText(target.path))'",
            at: placement ?? ref.position,
            path
          )
        case .failure(let failure):
          problem = finding(failure.kind, failure.message, at: placement ?? ref.position, path)
        }
      }
    }
    if let placement { value = value.relocated(to: placement) }

    // Tokens Studio also writes an alias as `$colors.Gray.11`, whole or inside a composite.
    if dialect == .tokensStudio { value = TokensStudioDialect.rewritingDollarAliases(value) }
    var token = Token(
      path: path,
      location: SourceLocation(file: file, position: placement ?? member.keyPosition),
      explicitType: readType(
        object[style.typeKey] ?? (style == .legacy ? object["$type"] : nil),
        in: path,
        report: isOwnToken && !Self.isFigmaExportersString(object)
      ),
      inheritedType: context.type ?? targetType,
      value: value,
      description: object[style.descriptionKey]?.stringValue,
      deprecation: readDeprecation(object[style.deprecatedKey]) ?? context.deprecation,
      extensions: object[style.extensionsKey] ?? object["$extensions"]
    )
    token.problem = problem
    token.aliasFile = aliasFile
    token.inheritsDollarType = style == .dtcg && context.type != nil
    token.inheritedFrom = isOwnToken ? nil : TokenPath(physical)
    // An empty `$type` is reported where it is written, once.
    if style == .dtcg, dialect == .dtcg, problem == nil, token.explicitType == nil,
      token.inheritedType == nil,
      token.aliasTarget == nil, object[style.typeKey]?.stringValue?.isEmpty != true
    {
      report(
        .invalidValue,
        at: placement ?? member.keyPosition,
        token: path,
        "'\(path)' has no $type, none of its groups has one, and its value is not an alias, so its type cannot be determined"
      )
    }
    if dialect == .styleDictionary {
      token = StyleDictionaryValues.normalized(token, members: members)
    }
    token.sharePaths(in: &sharedPaths)
    tokens.append(token)
    // A DTCG token with tokens inside (`color.bg` holding `color.bg.brand`): Terrazzo reads
    // them as tokens of their own, and the check above says DTCG does not allow them.
    if readsChildTokens {
      var holder = GroupLayer(file: layer.file, path: physical, node: object, outerType: nil)
      // A copy `$extends` brings in is placed where that `$extends` is written.
      holder.anchor = layer.anchor
      var inner = context
      if let type = token.explicitType { inner.type = type }
      for child in members
      where !child.key.hasPrefix("$") && child.value.members != nil
        && child.value[style.valueKey] != nil
      {
        readToken(child, layer: holder, path: path.appending(child.key), context: inner)
      }
    }
    // Style Dictionary 3 reaches a token object's own members by object path: a member that
    // is itself a token object (`{"270": {"value": 2.75, "px": {"value": "44px"}}}`, named
    // `{size.270.px.value}`) is a token of its own. Bounded by the file's nesting.
    if dialect == .styleDictionary, style.valueKey == "value" {
      let holder = GroupLayer(file: layer.file, path: physical, node: object, outerType: nil)
      for child in members
      where child.key != "value" && child.key != "original" && child.value.members != nil
        && child.value["value"] != nil
      {
        readToken(child, layer: holder, path: path.appending(child.key), context: context)
      }
    }
  }

  /// Whether tokens written inside a token are read as tokens of their own: in plain DTCG
  /// files, as Terrazzo reads them. Style Dictionary and Tokens Studio keep a token's other
  /// members as its properties.
  var readsChildTokens: Bool { style == .dtcg && dialect == .dtcg }

  private func finding(
    _ kind: FindingKind,
    _ message: String,
    at position: TextPosition,
    _ path: TokenPath
  ) -> Finding {
    Finding(
      kind: kind,
      token: path,
      location: SourceLocation(file: file, position: position),
      message: message
    )
  }

  // MARK: - Properties

  /// Whether a member of a group is one of the group's properties rather than a child. In
  /// files without `$`, a member named like a property is a child when it holds an object
  /// (`type`, `description`, `deprecated`) or a token object (`extensions`): an icon set may
  /// name an icon `extensions`, a system its text styles `type`.
  func isGroupProperty(_ key: String, _ value: JSONValue) -> Bool {
    if key == "$root" { return false }
    if key.hasPrefix("$") { return true }
    guard style == .legacy, style.propertyKeys.contains(key), key != style.valueKey else {
      return false
    }
    // `type`, `description` and `deprecated` hold scalars; an object under such a name is a
    // group or a token (Workday names a group of text styles `sys.type`).
    guard key == style.extensionsKey else { return value.members == nil }
    return value[style.valueKey] == nil
  }

  /// Reads `$type`; an unknown type (or one in the wrong case) is reported, and kept, so the
  /// token's value is still compared as JSON.
  mutating func readType(_ value: JSONValue?, in path: TokenPath, report shouldReport: Bool)
    -> TokenType?
  {
    guard let value else { return nil }
    guard let name = value.stringValue, !name.isEmpty else {
      if shouldReport {
        report(
          .invalidValue,
          at: value.position,
          token: path.segments.isEmpty ? nil : path,
          value.stringValue == nil
            ? "\(style.typeKey) must be a string" : "\(style.typeKey) is empty: name a type"
        )
      }
      return nil
    }
    let type = TokensStudioTypes.aligned(TokenType(rawValue: name))
    if shouldReport, style == .dtcg, !TokenType.dtcgTypes.contains(type),
      !TokenType.legacyTypes.contains(type),
      // Style Dictionary has no list of types: its transforms (and sd-transforms, which builds
      // Tokens Studio sets) match whatever a set names.
      dialect != .styleDictionary, dialect != .tokensStudio
    {
      let known = TokenType.dtcgTypes.first { $0.rawValue.lowercased() == name.lowercased() }
      let hint =
        known.map { " (types are case-sensitive: '\($0)')" }
        ?? "; it is not a DTCG type, so its values are compared as plain JSON"
      // Its values are still read and compared as JSON: likely a mistake, not a breakage.
      report(
        .invalidValue,
        at: value.position,
        token: path.segments.isEmpty ? nil : path,
        "unknown $type '\(name)'\(hint)",
        severity: .warning
      )
    }
    return type
  }

  /// Whether a token is a string variable as Figma's Simple Design System exporter writes it:
  /// `$type: "unknown"` beside its namespace's `figmaId` (its build writes such values as they
  /// are). Its type is kept, and not reported. Pure.
  static func isFigmaExportersString(_ object: JSONValue) -> Bool {
    guard object["$type"]?.stringValue == "unknown" else { return false }
    return (object["$extensions"]?.members ?? []).contains {
      $0.value[FigmaSafeNames.marker] != nil
    }
  }

  func readDeprecation(_ value: JSONValue?) -> Deprecation? {
    switch value?.kind {
    case .bool(true): .deprecated(reason: nil)
    case .bool(false): .active
    case .string(let reason): .deprecated(reason: reason)
    default: nil
    }
  }

  mutating func report(
    _ kind: FindingKind,
    at position: TextPosition,
    token: TokenPath? = nil,
    _ message: String,
    severity: Severity? = nil
  ) {
    findings.append(
      Finding(
        kind: kind,
        token: token,
        location: SourceLocation(file: file, position: position),
        message: message,
        severity: severity
      )
    )
  }

  private mutating func reportBudget(at layer: GroupLayer, path: TokenPath) {
    guard !index.budgetReported else { return }
    index.budgetReported = true
    report(
      .invalidValue,
      at: layer.file == file ? layer.node.position : (layer.anchor ?? layer.node.position),
      token: path,
      "$extends copies more than \(ReferenceIndex.inheritedBudget) tokens and groups, or nests them more than \(JSONParser.maximumDepth) levels deep; the rest are not read"
    )
  }
}

/// What a group passes down to its children.
struct GroupContext: Sendable {
  var type: TokenType?
  var deprecation: Deprecation?
}
