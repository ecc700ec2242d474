/// The memoised, cycle-aware walk behind ``Resolver``. Used by one call, on one task.
final class ResolutionEngine {
  fileprivate enum State: Sendable {
    case visiting
    case done(Result<Resolution, ValueProblem>)
  }

  /// What resolving one token produced.
  struct Resolution: Sendable {
    var value: TokenValue
    var type: TokenType?
    var dependencies: Set<TokenPath>
    var origin: TokenPath
    /// The longest chain of aliases below this token (0 for a literal without aliases).
    var depth: Int
  }

  private let tokens: TokenTable
  private let policy: ResolutionPolicy
  private let index: PathIndex
  private var indicesByPath: [TokenPath: [Int]] { index.indicesByPath }
  /// Every token's state, by index; or, for a sparse table (a mode that resolves only what its
  /// replacements affect), only those reached, so that a mode does not pay for the whole set.
  private var denseStates: [State?]
  private var sparseStates: [Int: State] = [:]
  private var stack: [Int] = []
  /// Tokens found on an alias cycle, with the cycle's text.
  private var cycles: [Int: String] = [:]
  /// Dependencies and the deepest alias chain collected for the token on top of the stack.
  private var collected: [(dependencies: Set<TokenPath>, depth: Int)] = []
  private(set) var findings: [Finding] = []
  /// Resolutions another engine made of the same tokens, taken instead of resolving again
  /// (see ``Seed``).
  private let seed: Seed?

  /// What an engine resolved, by index: a mode that shares the set's paths and most of its
  /// definitions takes the successful resolutions for the tokens it did not touch. A token
  /// whose definition is the same and whose reads are the same resolves the same; broken ones
  /// are not taken, so their messages are worked out as before.
  struct Memo: Sendable {
    /// The engine's own states, shared, not copied; never written after it is made.
    fileprivate let states: [State?]
  }

  /// A ``Memo`` and the indices it must not answer for: those whose definition, or anything
  /// their resolution read, differs in this engine's table.
  struct Seed: Sendable {
    let memo: Memo
    let renewed: Bitset
  }

  /// `index` may be given when it was built from tokens with the same paths in the same order
  /// (another mode of the same set); otherwise it is built here.
  convenience init(tokens: [Token], policy: ResolutionPolicy, index: PathIndex? = nil) {
    self.init(table: TokenTable(tokens), policy: policy, index: index ?? PathIndex(tokens))
  }

  /// `index` must describe the table's paths (a table's replacements keep their paths), and
  /// `seed` its tokens by the same indices.
  init(table: TokenTable, policy: ResolutionPolicy, index: PathIndex, seed: Seed? = nil) {
    self.tokens = table
    self.policy = policy
    self.index = index
    self.seed = seed
    self.denseStates = table.isSparse ? [] : Array(repeating: nil, count: table.count)
  }

  /// The resolutions so far, by index (of a dense table; a sparse one keeps none). Pure.
  var memo: Memo {
    Memo(states: denseStates)
  }

  private func state(_ index: Int) -> State? {
    let known = denseStates.isEmpty ? sparseStates[index] : denseStates[index]
    guard known == nil, let seed, !seed.renewed.contains(index),
      index < seed.memo.states.count,
      case .done(.success) = seed.memo.states[index]
    else { return known }
    return seed.memo.states[index]
  }

  private func setState(_ index: Int, _ state: State) {
    if denseStates.isEmpty { sparseStates[index] = state } else { denseStates[index] = state }
  }

  /// Whether some token's path starts with `path` (so `{path}` names a group).
  private func isGroup(_ path: TokenPath) -> Bool {
    index.isGroup(path)
  }

  /// The resolved form of the token at `index`, resolving it first if needed.
  func resolvedToken(at index: Int) -> ResolvedToken {
    let token = tokens[index]
    resolveChainBottomUp(from: index)
    let outcome = resolve(index)
    var resolved = ResolvedToken(
      path: token.path,
      location: token.location,
      type: token.explicitType ?? token.inheritedType,
      aliasOf: token.aliasTarget.map { namedPath($0, from: index) },
      deprecation: token.deprecation,
      description: token.description,
      identity: token.identity ?? StableIdentity.identity(in: token.extensions),
      renamedTo: token.renamedTo ?? StableIdentity.replacement(in: token.deprecation)
    )
    resolved.declaredLayer = token.declaredLayer
    switch outcome {
    case .success(let resolution):
      resolved.value = resolution.value
      resolved.type = resolution.type
      resolved.dependencies = resolution.dependencies.sorted()
      resolved.origin = resolution.origin
    case .failure(let problem):
      resolved.problem = Finding(
        kind: problem.kind,
        token: token.path,
        location: SourceLocation(file: token.location.file, position: problem.position),
        message: problem.message,
        root: problem.root
      )
      resolved.problem?.missing = problem.missing
      // A token whose reading failed before its value (a `$ref` that leads nowhere) has no
      // value as written to compare.
      if token.problem == nil { resolved.written = ValueReader.writtenForm(of: token.value) }
    }
    return resolved
  }

  /// The aliases followed from a token to its literal, the token itself first.
  func aliasChain(from path: TokenPath, file: String) -> [TokenPath] {
    var chain: [TokenPath] = []
    var current = lookUp(path, from: LookupOrigin(file: file)).flatMap { try? $0.get() }
    while let index = current, !chain.contains(tokens[index].path),
      chain.count <= policy.maximumAliasDepth
    {
      chain.append(tokens[index].path)
      guard let target = tokens[index].aliasTarget else { break }
      current = lookUp(target, from: lookupFile(of: index, tokens[index].aliasLookupFile))
        .flatMap { try? $0.get() }
    }
    return chain
  }

  // MARK: - Resolving

  /// Resolves the whole-value alias chain below a token from its far end up, so that
  /// recursion stays shallow however long the chain is and depth limits do not depend on
  /// which token a file happens to list first.
  private func resolveChainBottomUp(from index: Int) {
    var chain: [Int] = []
    var seen = Set<Int>()
    var current: Int? = index
    while let next = current, state(next) == nil, seen.insert(next).inserted {
      chain.append(next)
      let token = tokens[next]
      current = token.aliasTarget.flatMap {
        lookUp($0, from: lookupFile(of: next, token.aliasLookupFile)).flatMap { try? $0.get() }
      }
    }
    for link in chain.reversed() where state(link) == nil {
      _ = resolve(link)
    }
  }

  private func resolve(_ index: Int) -> Result<Resolution, ValueProblem> {
    switch state(index) {
    case .done(let result): return result
    case .visiting: return .failure(markCycle(closingAt: index))
    case nil: break
    }
    let token = tokens[index]
    guard stack.count <= policy.maximumAliasDepth else { return .failure(tooDeep(token)) }
    setState(index, .visiting)
    stack.append(index)
    collected.append(([], 0))
    let declared = token.explicitType ?? token.inheritedType
    var reader = ValueReader { [unowned self] target, expected, position in
      self.followAlias(to: target, expecting: expected, at: position, from: index)
    }
    reader.dialect = token.dialect
    reader.writtenScalar = { [unowned self] target in
      self.writtenScalar(of: target, from: self.lookupFile(of: index, token.location.file))
    }
    var result: Result<Resolution, ValueProblem>
    if let problem = token.problem {
      // Found while parsing (a `$ref` that leads nowhere): the token cannot have a value.
      let position =
        problem.location.map { TextPosition(line: $0.line, column: $0.column) }
        ?? token.value.position
      result = .failure(ValueProblem(problem.kind, problem.message, at: position))
    } else if let target = token.aliasTarget {
      result = followWholeAlias(to: target, at: token.value.position, from: index)
    } else {
      result = reader.read(token.value, as: declared).map { value in
        Resolution(value: value, type: declared, dependencies: [], origin: token.path, depth: 0)
      }
    }
    if token.extensionKeys.studioModify, token.extensions?["studio.tokens"]?["modify"] != nil {
      result = TokensStudioModify.apply(token, to: result, reader: reader)
    }
    let members = collected.removeLast()
    stack.removeLast()
    if case .success(var resolution) = result {
      resolution.dependencies.formUnion(members.dependencies)
      resolution.depth = max(resolution.depth, members.depth)
      result =
        resolution.depth > policy.maximumAliasDepth
        ? .failure(tooDeep(token)) : .success(resolution)
    }
    if case .failure(let problem) = result, let cycle = cycles[index] {
      result = .failure(ValueProblem(.cycle, cycle, at: problem.position))
    }
    if case .failure(let problem) = result {
      var finding = Finding(
        kind: problem.kind,
        token: token.path,
        location: SourceLocation(file: token.location.file, position: problem.position),
        message: problem.message,
        root: problem.root
      )
      finding.missing = problem.missing
      findings.append(finding)
    }
    setState(index, .done(result))
    return result
  }

  private func tooDeep(_ token: Token) -> ValueProblem {
    ValueProblem(
      .brokenReference,
      "'\(token.path)' sits on an alias chain deeper than \(policy.maximumAliasDepth) links",
      at: token.value.position
    )
  }

  /// A token whose whole value is `{target}`: it takes the target's type unless it declares one.
  private func followWholeAlias(to target: TokenPath, at position: TextPosition, from index: Int)
    -> Result<Resolution, ValueProblem>
  {
    let token = tokens[index]
    switch resolveTarget(
      target,
      at: position,
      from: index,
      in: lookupFile(of: index, token.aliasLookupFile)
    ) {
    case .failure(let problem): return .failure(problem)
    case .success(let resolution):
      if let declared = token.explicitType, let actual = resolution.type, declared != actual,
        !token.dialect.accepts(alias: actual, as: declared),
        !Dialect.fits(resolution.value, aliasedFrom: actual, as: declared)
      {
        return .failure(
          ValueProblem(
            .typeMismatch,
            "'\(token.path)' is a \(declared) but aliases '{\(target)}', which is a \(actual)",
            at: position
          )
        )
      }
      if token.explicitType == nil, let inherited = token.inheritedType {
        warnIfGroupTypeDisagrees(inherited, with: resolution, of: target, at: position, from: index)
      }
      var dependencies = resolution.dependencies
      dependencies.insert(namedPath(target, from: index))
      return .success(
        Resolution(
          value: resolution.value,
          type: token.explicitType ?? resolution.type ?? token.inheritedType,
          dependencies: dependencies,
          origin: resolution.origin,
          depth: resolution.depth + 1
        )
      )
    }
  }

  /// A warning when the `$type` a token takes from its group is not the type of the token its
  /// whole value aliases: DTCG gives the token the alias's type (§5.2.2), but Style Dictionary
  /// 4 copies the group's type onto the token and Terrazzo rejects the alias, so the two
  /// disagree on what the token is. Only for a group's `$type` (``Token/inheritsDollarType``)
  /// in DTCG and Style Dictionary files: a legacy file's `type` on a group is passed down by no
  /// build.
  private func warnIfGroupTypeDisagrees(
    _ inherited: TokenType,
    with resolution: Resolution,
    of target: TokenPath,
    at position: TextPosition,
    from index: Int
  ) {
    let token = tokens[index]
    guard token.inheritsDollarType, token.dialect == .dtcg || token.dialect == .styleDictionary,
      let actual = resolution.type, inherited != actual,
      !token.dialect.accepts(alias: actual, as: inherited),
      !Dialect.fits(resolution.value, aliasedFrom: actual, as: inherited)
    else { return }
    findings.append(
      Finding(
        kind: .typeMismatch,
        token: token.path,
        location: SourceLocation(file: token.location.file, position: position),
        message:
          "'\(token.path)' takes $type '\(inherited)' from its group but aliases '{\(target)}', which is a \(actual): DTCG reads it as a \(actual), Style Dictionary as a \(inherited)",
        severity: .warning
      )
    )
  }

  /// An alias inside a composite value: the target must have the member's type.
  private func followAlias(
    to target: TokenPath,
    expecting expected: TokenType?,
    at position: TextPosition,
    from index: Int
  ) -> Result<TokenValue, ValueProblem> {
    switch resolveTarget(
      target,
      at: position,
      from: index,
      in: lookupFile(of: index, tokens[index].location.file)
    ) {
    case .failure(let problem):
      if expected == nil, let literal = writtenLiteral(of: target, from: index) {
        return .success(literal)
      }
      return .failure(problem)
    case .success(let resolution):
      if let expected, let actual = resolution.type, expected != actual,
        !tokens[index].dialect.accepts(alias: actual, as: expected),
        !Dialect.fits(resolution.value, aliasedFrom: actual, as: expected)
      {
        return .failure(
          ValueProblem(
            .typeMismatch,
            "'{\(target)}' is a \(actual), but a \(expected) is needed here",
            at: position
          )
        )
      }
      recordRead(of: target, through: resolution, from: index)
      return .success(resolution.value)
    }
  }

  /// Records on the value being read that it read `target`, and, when `target` resolved,
  /// what `target` read and how deep its chain goes.
  private func recordRead(of target: TokenPath, through resolution: Resolution?, from index: Int) {
    guard !collected.isEmpty else { return }
    let last = collected.count - 1
    if let resolution {
      collected[last].dependencies.formUnion(resolution.dependencies)
      collected[last].depth = max(collected[last].depth, resolution.depth + 1)
    }
    collected[last].dependencies.insert(namedPath(target, from: index))
  }

  /// The text or number a token wrote that could not be read as its own type (`"5%"` typed
  /// `color`), for a reference inside a value that takes any type: an `rgba({ink}, {alpha.5})`
  /// alpha, text a build writes out with its references replaced. Tokens Studio and Style
  /// Dictionary put the written text there, so the value is what they build; the token keeps
  /// its own finding. Depended on like any reference. `nil` for every other failure (a
  /// reference that leads nowhere, a cycle, a broken alias, a composite).
  private func writtenLiteral(of target: TokenPath, from index: Int) -> TokenValue? {
    guard
      case .success(let targetIndex)? = lookUp(
        target,
        from: lookupFile(of: index, tokens[index].location.file)
      ),
      case .done(.failure(let problem))? = state(targetIndex),
      problem.kind == .invalidValue, problem.root == nil,
      tokens[targetIndex].aliasTarget == nil, tokens[targetIndex].problem == nil
    else { return nil }
    let literal: TokenValue
    switch tokens[targetIndex].value.kind {
    case .string(let text): literal = .string(text)
    case .number(let number, _): literal = .number(number)
    default: return nil
    }
    recordRead(of: target, through: nil, from: index)
    return literal
  }

  /// Resolves the token an alias of the token at `index` names, looked up from `file` first.
  private func resolveTarget(
    _ target: TokenPath,
    at position: TextPosition,
    from index: Int,
    in file: LookupOrigin
  ) -> Result<Resolution, ValueProblem> {
    let token = tokens[index]
    guard let lookup = lookUp(target, from: file) else {
      if token.dialect == .tokensStudio, let joined = self.index.path(joinedAs: target.description),
        joined != target
      {
        return resolveTarget(joined, at: position, from: index, in: file)
      }
      if let member = memberOfValue(target, at: position, from: index, in: file) {
        return member
      }
      if let variant = generatedVariant(target, in: file) { return variant }
      var problem = ValueProblem(
        .brokenReference,
        "'\(token.path)' refers to '{\(target)}', which does not exist",
        at: position
      )
      problem.missing = target
      return .failure(problem)
    }
    let targetIndex: Int
    switch lookup {
    case .success(let found): targetIndex = found
    case .failure(let problem):
      // Style Dictionary 3 lets a token's value name a whole group (its members are then
      // reached with `{token.value.member}`): the value is the group, kept as written.
      if token.dialect == .styleDictionary, isGroup(target) {
        return .success(
          Resolution(
            value: .string("{\(target)}"),
            type: nil,
            dependencies: [],
            origin: token.path,
            depth: 0
          )
        )
      }
      return .failure(ValueProblem(problem.kind, problem.message, at: position))
    }
    switch resolve(targetIndex) {
    case .success(let resolution): return .success(resolution)
    case .failure(let problem):
      if cycles[index] != nil || problem.kind == .cycle && stack.contains(targetIndex) {
        return .failure(ValueProblem(.cycle, problem.message, at: position))
      }
      return .failure(
        ValueProblem.inherited(by: token.path, through: target, from: problem, at: position)
      )
    }
  }

  /// Style Dictionary 3 references into an object value, `{light.palette.value.15}`: the
  /// member `15` of the value of `light.palette`, read like a value written there. The owner
  /// is the shortest prefix before a `value` segment that names a token, so a member path
  /// that ends in the suffix too (`{light.palette.value.15.value}`) is read the same way.
  /// `nil` when the path has no such form or names nothing. Bounded by the path's length.
  private func memberOfValue(
    _ target: TokenPath,
    at position: TextPosition,
    from index: Int,
    in file: LookupOrigin
  ) -> Result<Resolution, ValueProblem>? {
    let segments = target.segments
    let markers = segments.indices.filter {
      $0 > 0 && $0 < segments.count - 1 && segments[$0] == "value"
    }
    guard
      let (marker, owner) = markers.lazy.compactMap({ marker -> (Int, Int)? in
        guard
          case .success(let owner)? = self.lookUp(TokenPath(Array(segments[..<marker])), from: file)
        else { return nil }
        return (marker, owner)
      }).first
    else { return nil }
    // The owner's value may itself name a group (`"value": "{palette.blue}"`): the member is
    // then that group's (`palette.blue.15`).
    if let group = tokens[owner].aliasTarget {
      let redirected = TokenPath(group.segments + segments[(marker + 1)...])
      guard redirected != target, redirected.segments.count <= segments.count + 64,
        case .success(let found)? = lookUp(redirected, from: file)
      else { return nil }
      return resolve(found).map { resolution in
        var resolution = resolution
        resolution.dependencies.formUnion([tokens[owner].path, redirected])
        resolution.depth += 1
        return resolution
      }
    }
    let keys = segments[(marker + 1)...]
    let written =
      Self.member(keys, of: tokens[owner].value)
      ?? (keys.count > 1 && keys.last == "value"
        ? Self.member(keys.dropLast(), of: tokens[owner].value) : nil)
    guard let member = written else { return nil }
    var reader = ValueReader { [unowned self] target, expected, position in
      self.followAlias(to: target, expecting: expected, at: position, from: index)
    }
    reader.dialect = tokens[owner].dialect
    return reader.read(member, as: nil).map { value in
      Resolution(
        value: value,
        type: nil,
        dependencies: [tokens[owner].path],
        origin: tokens[owner].path,
        depth: 1
      )
    }
  }

  /// The member of `value` the keys name in turn (object keys, or array offsets written as
  /// numbers); `nil` when one names nothing. Pure; bounded by the keys.
  private static func member(_ keys: ArraySlice<String>, of value: JSONValue) -> JSONValue? {
    var member: JSONValue? = value
    for key in keys {
      member =
        member?[key]
        ?? Int(key).flatMap { offset in
          member?.arrayValue.flatMap { $0.indices.contains(offset) ? $0[offset] : nil }
        }
    }
    return member
  }

  /// A colour variant its base token declares (`{neutral.n5@alpha80}`, see
  /// ``GeneratedVariants``); `nil` when the path names none.
  private func generatedVariant(_ target: TokenPath, in file: LookupOrigin) -> Result<
    Resolution, ValueProblem
  >? {
    guard let (base, variant) = GeneratedVariants.split(target),
      case .success(let owner)? = lookUp(base, from: file),
      let alpha = GeneratedVariants.alpha(of: variant, in: tokens[owner].extensions)
    else { return nil }
    return resolve(owner).flatMap { resolution in
      guard case .color(var color) = resolution.value else { return .success(resolution) }
      color.alpha = alpha
      var variantResolution = resolution
      variantResolution.value = .color(color)
      variantResolution.dependencies.insert(base)
      variantResolution.depth += 1
      return .success(variantResolution)
    }
  }

  /// Finds the token an alias names; `nil` when nothing by that name exists.
  private func lookUp(_ target: TokenPath, from file: LookupOrigin) -> Result<Int, ValueProblem>? {
    // The path itself answers almost every lookup: try it before building the lenient readings.
    if let indices = indicesByPath[target] { return .success(pick(indices, from: file)) }
    for candidate in candidates(for: target).dropFirst() {
      if let indices = indicesByPath[candidate] { return .success(pick(indices, from: file)) }
    }
    if isGroup(target) {
      return .failure(
        ValueProblem(
          .brokenReference,
          "'{\(target)}' names a group, not a token",
          at: TextPosition(line: 1, column: 1)
        )
      )
    }
    return nil
  }

  /// The text the token `target` names has as its value, when it is a plain number or text
  /// with no reference in it. Pure.
  private func writtenScalar(of target: TokenPath, from file: LookupOrigin) -> String? {
    guard case .success(let found)? = lookUp(target, from: file) else { return nil }
    switch tokens[found].value.kind {
    case .number(_, let text): return text
    case .string(let text) where !text.contains("{"): return text
    default: return nil
    }
  }

  /// Of several definitions of one path: for a reference that reads what the files build
  /// (``LookupOrigin/readsBuild``), the last file's when that file overrides others (see
  /// ``PathIndex/overridingFiles``); else the one in the origin's file, else the last file's
  /// (in the order the build merges them: ``PathIndex/mergesBefore(_:_:)``).
  private func pick(_ indices: [Int], from origin: LookupOrigin) -> Int {
    if indices.count == 1 { return indices[0] }
    let last =
      indices.max { index.mergesBefore(tokens[$0].location.file, tokens[$1].location.file) }
      ?? indices[0]
    if origin.readsBuild, index.overridingFiles.contains(tokens[last].location.file) {
      return last
    }
    if let sameFile = indices.last(where: { tokens[$0].location.file == origin.file }) {
      return sameFile
    }
    return last
  }

  /// Where the references of the token at `index` are looked up from: `file` (its own, or the
  /// one its `$ref` names, which is always preferred). A token whose path another file
  /// defines too is one of several copies, each reading its own file's tokens (two files of
  /// one palette, each with its `x: {c}`). A token no other file defines is part of what the
  /// files build together and reads what they build (``LookupOrigin/readsBuild``): a later
  /// Style Dictionary source that overrides `color.primary` does so for every alias of it (a
  /// base file's `text: {color.primary}` reads the override, not its own file's primary).
  /// Pure.
  private func lookupFile(of index: Int, _ file: String) -> LookupOrigin {
    // A `$ref` into another file names that file's token.
    guard self.index.hasRepeatedPaths, file == tokens[index].location.file else {
      return LookupOrigin(file: file)
    }
    let copies = (self.index.indicesByPath[tokens[index].path]?.count ?? 0) > 1
    return LookupOrigin(file: file, readsBuild: !copies)
  }

  /// The path of the token an alias written `{target}` names: the target itself when a token
  /// has that path, else without Style Dictionary's `.value` suffix when a token has that one
  /// (`{color.red.value}` names `color.red`), else the target as written (`{group}` for
  /// `group.$root` stays as written, as the alias shows it). So an alias rewritten from one
  /// spelling to the other (`{a.value}` to `{a}`, as a move from Style Dictionary 3 to 4 does)
  /// still names the same token: no retarget in a diff, the token `explain` shows, and a
  /// dependency on a path the graph knows (a mode that changes `a` re-resolves what reads
  /// `{a.value}`). Pure.
  private func namedPath(_ target: TokenPath, from reader: Int) -> TokenPath {
    if indicesByPath[target] != nil { return target }
    let stripped = RootFolding.withoutValueSuffix(target)
    if stripped != target, indicesByPath[stripped] != nil { return stripped }
    // A name holding a dot is read so only in Tokens Studio (see `resolveTarget`).
    guard tokens[reader].dialect == .tokensStudio else { return target }
    return index.path(joinedAs: target.description) ?? target
  }

  /// The path itself, then the lenient readings: `{group}` for `{group.$root}`, and Style
  /// Dictionary's `{color.red.value}` suffix (or `{color.red.darkValue}`, see
  /// ``RootFolding/withoutValueSuffix(_:)``).
  private func candidates(for target: TokenPath) -> [TokenPath] {
    var result = [target, target.appending("$root")]
    let stripped = RootFolding.withoutValueSuffix(target)
    if stripped != target { result.append(stripped) }
    return result
  }

  /// Records every token on the stack from `index` up as part of one cycle; each member's
  /// message walks the loop starting from that member.
  private func markCycle(closingAt index: Int) -> ValueProblem {
    guard let start = stack.lastIndex(of: index) else {
      return ValueProblem(.cycle, "alias cycle", at: tokens[index].value.position)
    }
    let members = Array(stack[start...])
    for (offset, member) in members.enumerated() {
      let loop = members[offset...] + members[..<offset] + [member]
      cycles[member] =
        "aliases form a cycle: " + loop.map { tokens[$0].path.description }.joined(separator: " → ")
    }
    return ValueProblem(.cycle, cycles[index] ?? "alias cycle", at: tokens[index].value.position)
  }
}

extension Token {
  /// The file a whole-value alias is looked up in first: the file a `$ref` pointed into, else
  /// the token's own.
  var aliasLookupFile: String { self.aliasFile ?? self.location.file }
}

/// Where an alias is looked up from: the file whose definition of a path defined in several
/// files it prefers, and whether it reads what the files build together instead (see
/// ``ResolutionEngine``'s `lookupFile(of:_:)`).
struct LookupOrigin {
  var file: String
  var readsBuild = false
}
