// Inlining value-level `$ref`s: what a reference leads to, and the JSON it stands for.

extension ReferenceIndex {
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
    case .failure(let problem):
      guard problem.kind == .brokenReference, text.hasPrefix("#"),
        let elsewhere = followInAnotherFile(reference, visiting: visiting)
      else { return .failure(problem) }
      target = elsewhere
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

  /// Where a document-local pointer its own file lacks leads in the one other file that has it
  /// (`#/color/palette/gray/$value/components/0` in a theme file, the palette in another
  /// source of the same resolver): a build that merges its sources before inlining `$ref`s
  /// (as a DTCG resolver does) reads it there. `nil` when no other file, or more than one, has
  /// it: which one a merge would take depends on the sources, so the pointer stays broken.
  func followInAnotherFile(_ reference: JSONReference, visiting: [JSONReference])
    -> PointerTarget?
  {
    guard let first = reference.segments.first else { return nil }
    var found: PointerTarget?
    for file in filesWithTopLevelMember(first) where file != reference.file {
      let moved = JSONReference(file: file, segments: reference.segments, text: reference.text)
      guard case .success(let target) = follow(moved, visiting: visiting) else { continue }
      guard found == nil else { return nil }
      found = target
    }
    return found
  }

  /// The DTCG files whose root has member `name`, in path order, indexed once. Pure but for
  /// the index it keeps.
  private func filesWithTopLevelMember(_ name: String) -> [String] {
    if topLevelIndex == nil {
      var index: [String: [String]] = [:]
      for file in roots.keys.sorted() where style(of: file) == .dtcg {
        for member in roots[file]?.members ?? [] { index[member.key, default: []].append(file) }
      }
      topLevelIndex = index
    }
    return topLevelIndex?[name] ?? []
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
}

/// What a `$ref` leads to.
enum Dereferenced {
  /// A token: referring to it makes an alias to its path.
  case alias(logical: [String], file: String)
  case group(PointerTarget)
  /// A value (or part of one), inlined, with the type of the token it is the `$value` of.
  case content(JSONValue, type: TokenType?)
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
