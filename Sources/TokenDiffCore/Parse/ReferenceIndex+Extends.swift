// `$extends`: the group each declaration names, the layers a group reads as, and the
// declarations cut for cycles and overlong chains.

extension ReferenceIndex {
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
struct GroupLayer: Sendable {
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
