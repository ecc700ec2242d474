/// The JSON of every file of one revision, and what `$ref` and `$extends` need from it:
/// following pointers, inlining value-level references, finding `$extends` targets and their
/// cycles. Made and used by one parse, on one task; memoised.
final class ReferenceIndex {
  /// The most `$ref`s followed in one chain, and detours taken for one pointer segment.
  static let maximumHops = 64
  /// The most tokens and groups `$extends` may materialise for one revision (guards against
  /// input where every copy copies more copies).
  static let inheritedBudget = 100_000

  private var roots: [String: JSONValue] = [:]
  private var styles: [String: TokenSyntax] = [:]
  /// Files whose text has `$ref` or `$extends` somewhere; only they can declare anything.
  private var referringFiles: Set<String> = []
  /// Paths of the files, sorted.
  private var files: [String] = []
  private var declarationTable: [NodeID: Declaration]?
  /// The layers below each declaring group (its target's expansion).
  private var expansions: [NodeID: [GroupLayer]] = [:]
  private var inheritedWork = 0
  /// The most JSON values `$ref` inlining may build for one revision: references that refer to
  /// arrays of references, ten to a level, would otherwise build 10^levels values.
  static let inlinedBudget = 100_000
  private var inlinedWork = 0
  /// Whether running out of ``inheritedBudget`` was reported.
  var budgetReported = false

  init() {}

  /// Adds a file. `mayRefer` false promises that the file has no `$ref` or `$extends`, which
  /// spares looking for them.
  func add(file: String, root: JSONValue, style: TokenSyntax, mayRefer: Bool = true) {
    roots[file] = root
    styles[file] = style
    if mayRefer, style == .dtcg {
      referringFiles.insert(file)
    } else {
      referringFiles.remove(file)
    }
    files = roots.keys.sorted()
    declarationTable = nil
    expansions = [:]
  }

  func contains(file: String) -> Bool { roots[file] != nil }

  /// Whether raw file bytes mention `$ref` or `$extends` (as a key must, unless written with
  /// `\u` escapes). Pure.
  static func mentionsReferences(_ bytes: [UInt8]) -> Bool {
    let dollar = UInt8(ascii: "$")
    let ref = Array("ref".utf8)
    let extends = Array("extends".utf8)
    var index = bytes.startIndex
    while let found = bytes[index...].firstIndex(of: dollar) {
      let rest = bytes[(found + 1)...]
      if rest.starts(with: ref) || rest.starts(with: extends) { return true }
      index = found + 1
    }
    return false
  }

  func style(of file: String) -> TokenSyntax { styles[file] ?? .dtcg }

  /// Counts one token or group materialised by `$extends`; false once the budget is spent.
  func spendInheritedBudget() -> Bool {
    inheritedWork += 1
    return inheritedWork <= Self.inheritedBudget
  }

  // MARK: - Pointers

  /// The node a reference leads to. A pointer may pass through a `$ref` object (it continues
  /// in the object's target) or through a group's `$extends` (it continues in the extended
  /// group, keeping the path the inherited token will have).
  func follow(_ reference: JSONReference, visiting: [JSONReference] = [])
    -> Result<PointerTarget, ReferenceProblem>
  {
    if visiting.contains(reference) {
      return .failure(cycle(visiting, closingAt: reference))
    }
    guard visiting.count < Self.maximumHops else {
      return .failure(
        ReferenceProblem(
          .brokenReference,
          "$ref '\(reference)' sits on a chain of more than \(Self.maximumHops) references"
        )
      )
    }
    guard let root = roots[reference.file] else {
      return .failure(
        ReferenceProblem(
          .brokenReference,
          "$ref '\(reference)' names '\(reference.file)', which is not a token file of this revision"
        )
      )
    }
    var current = PointerTarget(
      file: reference.file,
      path: [],
      logical: [],
      value: root,
      isContent: false
    )
    let chain = visiting + [reference]
    for segment in reference.segments {
      var seen = Set<NodeID>()
      while true {
        if let child = Self.child(of: current.value, segment) {
          if current.value.arrayValue != nil || (segment.hasPrefix("$") && segment != "$root") {
            current.isContent = true
          }
          current.value = child
          current.path.append(segment)
          current.logical.append(segment)
          break
        }
        guard seen.insert(NodeID(file: current.file, path: current.path)).inserted,
          seen.count <= Self.maximumHops
        else { return .failure(missing(reference, at: current, segment)) }
        switch detour(from: current, visiting: chain) {
        case nil: return .failure(missing(reference, at: current, segment))
        case .failure(let problem): return .failure(problem)
        case .success(let next): current = next
        }
      }
    }
    return .success(current)
  }

  /// Where a pointer continues when the node it reached lacks the next member: the target of
  /// the node's `$ref`, or the group it `$extends`.
  private func detour(from current: PointerTarget, visiting: [JSONReference])
    -> Result<PointerTarget, ReferenceProblem>?
  {
    guard current.value.members != nil, style(of: current.file) == .dtcg else { return nil }
    let isToken = current.value["$value"] != nil
    if let text = current.value["$ref"]?.stringValue, current.isContent || !isToken {
      switch JSONReference.parse(text, from: current.file) {
      case .failure(let problem): return .failure(problem)
      case .success(let inner):
        return follow(inner, visiting: visiting).map { target in
          var next = target
          next.isContent = next.isContent || current.isContent
          return next
        }
      }
    }
    if !current.isContent, !isToken, let extends = current.value["$extends"] {
      return extendsTarget(extends, file: current.file, visiting: visiting).map { group in
        var next = group
        next.logical = current.logical
        return next
      }
    }
    return nil
  }

  private func missing(_ reference: JSONReference, at current: PointerTarget, _ segment: String)
    -> ReferenceProblem
  {
    let place =
      current.path.isEmpty
      ? (current.file == reference.file ? "the document" : "'\(current.file)'")
      : "'\(JSONReference.pointerText(current.path))'"
    let what = current.value.arrayValue != nil ? "element" : "member"
    return ReferenceProblem(
      .brokenReference,
      "$ref '\(reference)' points at nothing: \(place) has no \(what) '\(segment)'"
    )
  }

  private func cycle(_ visiting: [JSONReference], closingAt reference: JSONReference)
    -> ReferenceProblem
  {
    let start = visiting.firstIndex(of: reference) ?? 0
    let loop = (visiting[start...] + [reference]).map(\.text).joined(separator: " → ")
    return ReferenceProblem(.cycle, "$ref cycle: \(loop)")
  }

  /// The member or array element a pointer segment names. Pure.
  private static func child(of node: JSONValue, _ segment: String) -> JSONValue? {
    switch node.kind {
    case .object: return node[segment]
    case .array(let elements):
      guard let first = segment.first, first != "0" || segment.count == 1,
        segment.allSatisfy({ $0.isASCII && $0.isNumber }), let index = Int(segment),
        index < elements.count
      else { return nil }
      return elements[index]
    default: return nil
    }
  }

  /// Whether a node is a token, a group, or content (inside a value, or not an object).
  func kind(of target: PointerTarget, visiting: [JSONReference] = []) -> TargetKind {
    guard !target.isContent, target.value.members != nil else { return .content }
    let syntax = style(of: target.file)
    if target.value[syntax.valueKey] != nil { return .token }
    guard syntax == .dtcg, target.value["$extends"] == nil,
      let text = target.value["$ref"]?.stringValue
    else { return .group }
    // A `$ref` object is a group when it leads to a group, else a token (an alias, a copied
    // value, or a broken reference the token will report).
    guard case .success(let reference) = JSONReference.parse(text, from: target.file),
      !visiting.contains(reference), visiting.count < Self.maximumHops,
      case .success(let next) = follow(reference, visiting: visiting)
    else { return .token }
    return kind(of: next, visiting: visiting + [reference]) == .group ? .group : .token
  }

  // MARK: - Values

  /// What a `$ref` member's value leads to: a token (which becomes an alias), a group, or
  /// content (inlined, its own references followed).
  func dereference(
    _ refValue: JSONValue,
    file: String,
    visiting: [JSONReference] = [],
    depth: Int = 0
  ) -> Result<Dereferenced, ReferenceProblem> {
    guard let text = refValue.stringValue else {
      return .failure(
        ReferenceProblem(
          .invalidValue,
          "$ref must be a string: a JSON Pointer such as '#/color/blue'"
        )
      )
    }
    let reference: JSONReference
    switch JSONReference.parse(text, from: file) {
    case .failure(let problem): return .failure(problem)
    case .success(let parsed): reference = parsed
    }
    let target: PointerTarget
    switch follow(reference, visiting: visiting) {
    case .failure(let problem): return .failure(problem)
    case .success(let found): target = found
    }
    let chain = visiting + [reference]
    switch kind(of: target, visiting: chain) {
    case .token: return .success(.alias(logical: target.logical, file: target.file))
    case .group: return .success(.group(target))
    case .content:
      switch inline(target.value, file: target.file, visiting: chain, depth: depth) {
      case .failure(let problem): return .failure(ReferenceProblem(problem.kind, problem.message))
      case .success(let value):
        return .success(.content(value, type: typeOfValue(at: target)))
      }
    }
  }

  /// ``inline(_:file:visiting:)``, without rebuilding values that have no `$ref`.
  func inlineIfNeeded(_ value: JSONValue, file: String) -> Result<JSONValue, ValueProblem> {
    guard referringFiles.contains(file), Self.containsReference(value) else {
      return .success(value)
    }
    return inline(value, file: file)
  }

  /// How deep an inlined value may nest, counting the levels the references bring in: the
  /// same limit as the JSON parser's, so later stages never meet deeper values.
  static let maximumInlinedDepth = JSONParser.maximumDepth

  private static func containsReference(_ value: JSONValue) -> Bool {
    switch value.kind {
    case .object(let members):
      members.contains { $0.key == "$ref" || containsReference($0.value) }
    case .array(let elements): elements.contains(where: containsReference)
    default: false
    }
  }

  /// `value` with every `{ "$ref": … }` object replaced by what it points at; members beside
  /// `$ref` override the members of the object it points at. Inlined JSON takes the position of
  /// the `$ref` object, so problems inside it are reported where the reference is written.
  func inline(
    _ value: JSONValue,
    file: String,
    visiting: [JSONReference] = [],
    depth: Int = 0
  ) -> Result<JSONValue, ValueProblem> {
    inlinedWork += 1
    guard inlinedWork <= Self.inlinedBudget else {
      return .failure(
        ValueProblem(
          .limitReached,
          "$ref inlining stopped: the references of this revision bring in more than \(Self.inlinedBudget) values",
          at: value.position
        )
      )
    }
    guard depth < Self.maximumInlinedDepth else {
      return .failure(
        ValueProblem(
          .brokenReference,
          "$ref brings in a value nested more than \(Self.maximumInlinedDepth) levels deep",
          at: value.position
        )
      )
    }
    switch value.kind {
    case .array(let elements):
      var result: [JSONValue] = []
      result.reserveCapacity(elements.count)
      for element in elements {
        switch inline(element, file: file, visiting: visiting, depth: depth + 1) {
        case .failure(let problem): return .failure(problem)
        case .success(let inlined): result.append(inlined)
        }
      }
      return .success(JSONValue(.array(result), at: value.position))
    case .object(let members):
      guard let ref = members.last(where: { $0.key == "$ref" }) else {
        return inlineMembers(members, file: file, visiting: visiting, depth: depth + 1).map {
          JSONValue(.object($0), at: value.position)
        }
      }
      let position = ref.value.position
      let resolved: JSONValue
      switch dereference(ref.value, file: file, visiting: visiting, depth: depth) {
      case .failure(let problem):
        return .failure(ValueProblem(problem.kind, problem.message, at: position))
      case .success(.alias(let logical, _)):
        resolved = JSONValue(.string("{\(logical.joined(separator: "."))}"), at: value.position)
      case .success(.group(let target)):
        return .failure(
          ValueProblem(
            .brokenReference,
            "$ref '\(ref.value.stringValue ?? "")' points at the group '\(JSONReference.pointerText(target.path))', not at a token or a value",
            at: position
          )
        )
      case .success(.content(let content, _)):
        resolved = content.relocated(to: value.position)
      }
      let siblings = members.filter { $0.key != "$ref" }
      guard !siblings.isEmpty else { return .success(resolved) }
      guard let targetMembers = resolved.members else {
        return .failure(
          ValueProblem(
            .invalidValue,
            "$ref '\(ref.value.stringValue ?? "")' has members beside it, but points at something that is not an object",
            at: position
          )
        )
      }
      let keys = Set(siblings.map(\.key))
      return inlineMembers(siblings, file: file, visiting: visiting, depth: depth + 1).map {
        JSONValue(.object(targetMembers.filter { !keys.contains($0.key) } + $0), at: value.position)
      }
    default:
      return .success(value)
    }
  }

  private func inlineMembers(
    _ members: [JSONMember],
    file: String,
    visiting: [JSONReference],
    depth: Int
  ) -> Result<[JSONMember], ValueProblem> {
    var result: [JSONMember] = []
    result.reserveCapacity(members.count)
    for member in members {
      switch inline(member.value, file: file, visiting: visiting, depth: depth) {
      case .failure(let problem): return .failure(problem)
      case .success(let inlined):
        result.append(JSONMember(key: member.key, keyPosition: member.keyPosition, value: inlined))
      }
    }
    return .success(result)
  }

  /// The `$type` of the token whose whole `$value` a pointer names (`#/a/b/$value`): the
  /// token's own, else its nearest group's. `nil` for any other place.
  private func typeOfValue(at target: PointerTarget) -> TokenType? {
    let syntax = style(of: target.file)
    guard target.path.last == syntax.valueKey else { return nil }
    return declaredType(file: target.file, along: target.path.dropLast(), includingLast: true)
  }

  /// The nearest `$type` written on the objects from the root along `path`: all of them when
  /// `includingLast`, else all but the last.
  func declaredType(file: String, along path: ArraySlice<String>, includingLast: Bool)
    -> TokenType?
  {
    guard var node = roots[file] else { return nil }
    let typeKey = style(of: file).typeKey
    var found = node[typeKey]?.stringValue
    let steps = includingLast ? path : path.dropLast()
    for segment in steps {
      guard let child = node[segment] else { break }
      node = child
      if let type = node[typeKey]?.stringValue { found = type }
    }
    return found.flatMap { $0.isEmpty ? nil : TokenType(rawValue: $0) }
  }

  // MARK: - $extends

  /// The group a `$extends` value names: `{group.path}` (this file first, then the others,
  /// the last by path first) or a JSON Pointer.
  func extendsTarget(_ value: JSONValue, file: String, visiting: [JSONReference] = [])
    -> Result<PointerTarget, ReferenceProblem>
  {
    guard let text = value.stringValue else {
      return .failure(
        ReferenceProblem(
          .invalidValue,
          "$extends must be a string: a '{group}' reference or a JSON Pointer such as '#/group'"
        )
      )
    }
    if let path = aliasPath(in: text) {
      var nonGroup: TargetKind?
      for candidate in [file] + files.reversed().filter({ $0 != file }) {
        let reference = JSONReference(file: candidate, segments: path.segments, text: text)
        guard case .success(let target) = follow(reference, visiting: visiting) else { continue }
        let kind = kind(of: target, visiting: visiting + [reference])
        if kind == .group { return .success(target) }
        nonGroup = nonGroup ?? kind
      }
      if nonGroup != nil {
        return .failure(
          ReferenceProblem(
            .brokenReference,
            "$extends '\(text)' names a token, but only a group can be extended"
          )
        )
      }
      return .failure(
        ReferenceProblem(.brokenReference, "$extends '\(text)' names no group of this revision")
      )
    }
    guard text.contains("#") || text.hasSuffix(".json") else {
      return .failure(
        ReferenceProblem(
          .invalidValue,
          "$extends '\(text)' is neither a '{group}' reference nor a JSON Pointer such as '#/group'"
        )
      )
    }
    switch JSONReference.parse(text, from: file) {
    case .failure(let problem):
      return .failure(
        ReferenceProblem(problem.kind, problem.message.replacing("$ref", with: "$extends"))
      )
    case .success(let reference):
      switch follow(reference, visiting: visiting) {
      case .failure(let problem):
        return .failure(
          ReferenceProblem(problem.kind, problem.message.replacing("$ref '", with: "$extends '"))
        )
      case .success(let target):
        switch kind(of: target, visiting: visiting + [reference]) {
        case .group: return .success(target)
        case .token:
          return .failure(
            ReferenceProblem(
              .brokenReference,
              "$extends '\(text)' names a token, but only a group can be extended"
            )
          )
        case .content:
          return .failure(
            ReferenceProblem(
              .brokenReference,
              "$extends '\(text)' points inside a value, but only a group can be extended"
            )
          )
        }
      }
    }
  }

  /// The `$extends` (or group-level `$ref`) of a group as written in its file, `nil` when it
  /// has none.
  func declaration(of id: NodeID) -> Declaration? {
    declarations()[id]
  }

  /// The layers a group reads as, base first: what it extends (expanded in turn), then itself.
  /// A group whose declaration is broken or on a cycle is only itself. Iterative, so a long
  /// chain of `$extends` cannot exhaust the stack.
  func expansion(of layer: GroupLayer) -> [GroupLayer] {
    // Most groups declare nothing: no need to look them up.
    guard referringFiles.contains(layer.file),
      layer.node["$extends"] != nil || layer.node["$ref"] != nil
    else { return [layer] }
    let table = declarations()
    var pending: [(id: NodeID, layer: GroupLayer)] = []
    var current = layer
    var expanded: [GroupLayer]
    while true {
      let id = NodeID(file: current.file, path: current.path)
      if let below = expansions[id] {
        expanded = below + [current]
        break
      }
      guard pending.count <= table.count, let declaration = table[id], declaration.cycle == nil,
        case .success(let target) = declaration.target
      else {
        expanded = [current]
        break
      }
      pending.append((id, current))
      current = GroupLayer(
        file: target.file,
        path: target.path,
        node: target.value,
        outerType: declaredType(file: target.file, along: target.path[...], includingLast: false)
      )
    }
    for (id, declaring) in pending.reversed() {
      expansions[id] = expanded
      expanded.append(declaring)
    }
    return expanded
  }

  /// Whether ``inheritedBudget`` is spent.
  var isBudgetSpent: Bool { inheritedWork > Self.inheritedBudget }

  private func declarations() -> [NodeID: Declaration] {
    if let declarationTable { return declarationTable }
    var found: [NodeID: Declaration] = [:]
    for file in files where referringFiles.contains(file) {
      if let root = roots[file] { scan(root, file: file, path: [], into: &found) }
    }
    markCycles(&found)
    cutOverlongChains(&found)
    declarationTable = found
    return found
  }

  private func scan(
    _ node: JSONValue,
    file: String,
    path: [String],
    into found: inout [NodeID: Declaration]
  ) {
    guard let members = node.members, node["$value"] == nil else { return }
    let id = NodeID(file: file, path: path)
    if let extends = members.last(where: { $0.key == "$extends" }) {
      found[id] = Declaration(
        key: "$extends",
        position: extends.value.position,
        target: extendsTarget(extends.value, file: file)
      )
    } else if let ref = node["$ref"], let text = ref.stringValue,
      kind(of: PointerTarget(file: file, path: path, logical: path, value: node, isContent: false))
        == .group,
      case .success(let reference) = JSONReference.parse(text, from: file)
    {
      found[id] = Declaration(key: "$ref", position: ref.position, target: follow(reference))
    }
    for member in lastOccurrences(members) where member.key == "$root" || !member.key.hasPrefix("$")
    {
      scan(member.value, file: file, path: path + [member.key], into: &found)
    }
  }

  /// The most groups one chain of `$extends` may stack under a group.
  static let maximumChain = 64

  /// Cuts chains of `$extends` that would stack more than ``maximumChain`` groups: the link
  /// that would go over is not applied, and says so. Depends only on the chain below each
  /// link, so the result does not depend on the order of the files.
  private func cutOverlongChains(_ found: inout [NodeID: Declaration]) {
    var layerCounts: [NodeID: Int] = [:]
    for start in found.keys.sorted() {
      var chain: [NodeID] = []
      var current = start
      var base = 1
      while chain.count <= found.count {
        if let known = layerCounts[current] {
          base = known
          break
        }
        guard let declaration = found[current], declaration.cycle == nil,
          case .success(let target) = declaration.target
        else { break }
        chain.append(current)
        current = NodeID(file: target.file, path: target.path)
      }
      for id in chain.reversed() {
        var count = base + 1
        if count > Self.maximumChain + 1 {
          found[id]?.target = .failure(
            ReferenceProblem(
              .brokenReference,
              "$extends chain stacks more than \(Self.maximumChain) groups; this link is not applied"
            )
          )
          count = 1
        }
        layerCounts[id] = count
        base = count
      }
    }
  }

  /// Finds the declarations whose copying would never end: a group that extends a group
  /// containing a declaration that leads back to it (`a → b → c → a`, or a group extending its
  /// own ancestor). Each gets the cycle's text.
  private func markCycles(_ found: inout [NodeID: Declaration]) {
    let ids = found.keys.sorted()
    var within: [NodeID: [NodeID]] = [:]
    for id in ids {
      for length in 0...id.path.count {
        within[NodeID(file: id.file, path: Array(id.path.prefix(length))), default: []].append(id)
      }
    }
    let table = found
    func successors(_ id: NodeID) -> [NodeID] {
      guard case .success(let target) = table[id]?.target else { return [] }
      return within[NodeID(file: target.file, path: target.path)] ?? []
    }
    for component in StronglyConnected.components(of: ids, successors: successors) {
      let members = Set(component)
      guard members.count > 1 || component.contains(where: { successors($0).contains($0) }) else {
        continue
      }
      for id in component {
        var target: NodeID?
        if case .success(let found)? = table[id]?.target {
          target = NodeID(file: found.file, path: found.path)
        }
        found[id]?.cycle = cycleMessage(
          from: id,
          within: members,
          target: target,
          successors: successors
        )
      }
    }
  }

  private func cycleMessage(
    from start: NodeID,
    within members: Set<NodeID>,
    target: NodeID?,
    successors: (NodeID) -> [NodeID]
  ) -> String {
    let name = { (id: NodeID) in
      id.path.isEmpty ? "the root of \(id.file)" : id.path.joined(separator: ".")
    }
    if successors(start).contains(start), let target {
      return target == start
        ? "'\(name(start))' extends itself"
        : "'\(name(start))' extends '\(name(target))', which contains it, so the copy would never end"
    }
    // Breadth-first from the start back to the start, inside the component.
    var parent: [NodeID: NodeID] = [:]
    var queue = [start]
    var cursor = 0
    var closing: NodeID?
    search: while cursor < queue.count {
      let node = queue[cursor]
      cursor += 1
      for next in successors(node) where members.contains(next) {
        if next == start {
          closing = node
          break search
        }
        if parent[next] == nil {
          parent[next] = node
          queue.append(next)
        }
      }
    }
    var loop: [NodeID] = []
    var node = closing
    while let step = node, step != start, loop.count <= members.count {
      loop.append(step)
      node = parent[step]
    }
    let names = ([start] + loop.reversed() + [start]).map(name)
    return "$extends forms a cycle: " + names.joined(separator: " → ")
  }
}

/// A place in a file: the member names (and array indices) from the root.
struct NodeID: Hashable, Comparable {
  var file: String
  var path: [String]

  static func < (lhs: NodeID, rhs: NodeID) -> Bool {
    if lhs.file != rhs.file { return lhs.file < rhs.file }
    return lhs.path.lexicographicallyPrecedes(rhs.path)
  }
}

/// A node a pointer led to.
struct PointerTarget {
  var file: String
  /// Where the node is written in `file`.
  var path: [String]
  /// The path a token there is known by; differs from `path` past an `$extends`.
  var logical: [String]
  var value: JSONValue
  /// Inside a value (past `$value` or another property, or in an array): neither token nor group.
  var isContent: Bool
}

enum TargetKind {
  case token, group, content
}

/// What a `$ref` leads to.
enum Dereferenced {
  /// A token: referring to it makes an alias to its path.
  case alias(logical: [String], file: String)
  case group(PointerTarget)
  /// A value (or part of one), inlined, with the type of the token it is the `$value` of.
  case content(JSONValue, type: TokenType?)
}

/// A group's `$extends` (or `$ref` to a group), as written.
struct Declaration {
  /// `$extends` or `$ref`.
  var key: String
  /// Where the reference's value is written.
  var position: TextPosition
  var target: Result<PointerTarget, ReferenceProblem>
  /// The cycle's text when copying would never end.
  var cycle: String?
}

/// One object a group is read from: the group itself, or (below it) a group it extends.
struct GroupLayer {
  var file: String
  /// Where the object is written in `file`.
  var path: [String]
  var node: JSONValue
  /// For an extended group: the `$type` of its own groups, which its tokens keep.
  var outerType: TokenType?
  /// For a layer copied in: where, in the file being read, the `$extends` that brings it in
  /// is written.
  var anchor: TextPosition?
}

/// Tarjan's strongly connected components, iterative so deep graphs cannot exhaust the stack.
enum StronglyConnected {
  static func components<Node: Hashable>(of nodes: [Node], successors: (Node) -> [Node])
    -> [[Node]]
  {
    var index: [Node: Int] = [:]
    var low: [Node: Int] = [:]
    var onStack = Set<Node>()
    var stack: [Node] = []
    var counter = 0
    var result: [[Node]] = []
    for start in nodes where index[start] == nil {
      var work: [(node: Node, next: Int, successors: [Node])] = []
      func enter(_ node: Node) {
        index[node] = counter
        low[node] = counter
        counter += 1
        stack.append(node)
        onStack.insert(node)
        work.append((node, 0, successors(node)))
      }
      enter(start)
      while var frame = work.popLast() {
        if frame.next < frame.successors.count {
          let next = frame.successors[frame.next]
          frame.next += 1
          work.append(frame)
          if index[next] == nil {
            enter(next)
          } else if onStack.contains(next), let nextIndex = index[next] {
            low[frame.node] = min(low[frame.node] ?? nextIndex, nextIndex)
          }
          continue
        }
        let nodeLow = low[frame.node] ?? 0
        if nodeLow == index[frame.node] {
          var component: [Node] = []
          while let member = stack.popLast() {
            onStack.remove(member)
            component.append(member)
            if member == frame.node { break }
          }
          result.append(component.reversed())
        }
        if let parent = work.last {
          low[parent.node] = min(low[parent.node] ?? nodeLow, nodeLow)
        }
      }
    }
    return result
  }
}

extension JSONValue {
  /// The same JSON with every value and key placed at `position`. Pure.
  func relocated(to position: TextPosition) -> JSONValue {
    switch kind {
    case .array(let elements):
      JSONValue(.array(elements.map { $0.relocated(to: position) }), at: position)
    case .object(let members):
      JSONValue(
        .object(
          members.map {
            JSONMember(key: $0.key, keyPosition: position, value: $0.value.relocated(to: position))
          }
        ),
        at: position
      )
    default: JSONValue(kind, at: position)
    }
  }
}

/// Members with duplicates removed, keeping the last occurrence in its own place. Pure.
func lastOccurrences(_ members: [JSONMember]) -> [JSONMember] {
  // Small objects (nearly all of them) are checked pairwise, without a dictionary.
  if members.count <= 16 {
    var hasDuplicate = false
    search: for index in members.indices.dropFirst() {
      for earlier in members.indices[..<index] where members[earlier].key == members[index].key {
        hasDuplicate = true
        break search
      }
    }
    if !hasDuplicate { return members }
  }
  var lastIndex: [String: Int] = [:]
  for (index, member) in members.enumerated() { lastIndex[member.key] = index }
  guard lastIndex.count != members.count else { return members }
  return members.enumerated().filter { lastIndex[$0.element.key] == $0.offset }.map(\.element)
}
