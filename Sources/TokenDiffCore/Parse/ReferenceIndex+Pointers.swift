// Following JSON Pointers through `$ref` objects and `$extends`.

extension ReferenceIndex {
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
