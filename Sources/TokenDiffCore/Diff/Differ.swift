/// Compares two resolved token sets of the same mode.
public enum Differ {
  /// The changes from `base` to `head`, sorted by token, then kind. Pure.
  ///
  /// Tokens are matched by path. A path defined in several files is matched file by file (then
  /// by the most similar file name), and a token that moved to another file is the same token. A
  /// token gets one main change (broken, fixed, type-changed, forbidden, alias-retargeted or
  /// value-changed), plus a deprecated or undeprecated change when that flipped too.
  ///
  /// It is the modal diff of two revisions that have one set and one mode each, so a single
  /// mode is paired and compared exactly as every mode is.
  public static func diff(_ base: ResolvedTokenSet, _ head: ResolvedTokenSet) -> [TokenChange] {
    let mode = head.mode ?? base.mode
    func revision(_ set: ResolvedTokenSet) -> ResolvedRevision {
      ResolvedRevision(
        sets: [ModalTokenSet(set: "", baseline: set, modes: [])],
        findings: set.findings
      )
    }
    return ModalDiffer.diff(revision(base), revision(head)).map { change in
      var change = change
      change.mode = change.mode ?? mode
      return change
    }
  }
}

/// What comparing one token needs to know about both revisions.
struct DiffContext {
  /// The token a path names in the base and in the head (the one `via` is looked up in).
  let base: (TokenPath) -> ResolvedToken?
  let head: (TokenPath) -> ResolvedToken?
  let mode: String?

  func compare(_ old: ResolvedToken, _ new: ResolvedToken) -> [TokenChange] {
    var changes: [TokenChange] = []
    if let kind = Self.mainChange(old, new) {
      var change = change(kind, old, new)
      if kind == .broken { change.note = new.problem?.message }
      if kind == .valueChanged, let problem = new.problem {
        change.note = "still broken: \(problem.message)"
      }
      if kind == .forbidden, let rule = new.forbidden { change.note = "resolves to \(rule)" }
      // A retargeted alias changed through its own definition: it has no `via`.
      if kind == .valueChanged || kind == .forbidden { change.via = via(for: new) }
      changes.append(change)
    }
    if old.isDeprecated != new.isDeprecated {
      var change = change(new.isDeprecated ? .deprecated : .undeprecated, old, new)
      if case .deprecated(let reason?) = new.deprecation { change.note = reason }
      changes.append(change)
    }
    return changes
  }

  /// A token only the head has, in one mode: it reads no other token, so it needs no context.
  /// Pure.
  static func addition(_ new: ResolvedToken, mode: String?) -> TokenChange {
    let kind: ChangeKind = new.isBroken ? .broken : new.forbidden != nil ? .forbidden : .added
    var change = TokenChange(
      token: new.path,
      kind: kind,
      mode: mode,
      layer: new.layer,
      location: new.location,
      after: TokenState(new)
    )
    change.note = kind == .broken ? new.problem?.message : new.forbidden.map { "resolves to \($0)" }
    change.layerSource = new.layerSource
    return change
  }

  /// A token only the base has, in one mode; like ``addition(_:mode:)``, it needs no context.
  /// Pure.
  static func removal(_ old: ResolvedToken, mode: String?) -> TokenChange {
    var change = TokenChange(
      token: old.path,
      kind: .removed,
      mode: mode,
      layer: old.layer,
      location: old.location,
      before: TokenState(old)
    )
    change.layerSource = old.layerSource
    // The migration path users were given: release notes turn `{new.token}` or "use X" in it
    // into a "use X instead" line.
    if case .deprecated(let reason?) = old.deprecation { change.note = "was deprecated: \(reason)" }
    return change
  }

  /// Whether ``compare(_:_:)`` reports anything for two resolutions of a token: it needs no
  /// context to tell, so most tokens of a large set, which did not change, are told apart
  /// without making one. Pure.
  static func differ(_ old: ResolvedToken, _ new: ResolvedToken) -> Bool {
    mainChange(old, new) != nil || old.isDeprecated != new.isDeprecated
  }

  /// The one change that best describes how the token's value moved, if it did. Pure.
  private static func mainChange(_ old: ResolvedToken, _ new: ResolvedToken) -> ChangeKind? {
    switch (old.isBroken, new.isBroken) {
    case (false, true): return .broken
    case (true, false): return .fixed
    // Broken on both sides: a definition written differently is still a change (a
    // typography whose weight stays missing while its size moves), one written alike is not.
    case (true, true):
      if let oldTarget = old.aliasOf, let newTarget = new.aliasOf {
        return oldTarget != newTarget ? .aliasRetargeted : nil
      }
      return old.written != new.written ? .valueChanged : nil
    case (false, false): break
    }
    if let oldType = old.type, let newType = new.type, oldType != newType,
      !isColorReadAsText(old, new)
    {
      return .typeChanged
    }
    if new.forbidden != nil, old.forbidden == nil { return .forbidden }
    if let oldTarget = old.aliasOf, let newTarget = new.aliasOf, oldTarget != newTarget {
      return .aliasRetargeted
    }
    if old.value != new.value, !typedAlike(old, new) {
      guard writtenAlike(old.value, new.value) else { return .valueChanged }
      // The same text read as its type on one side only: an alias inlined as an untyped
      // literal of its value (`{size.m}` → `"1rem"`, which a build writes alike), or a
      // value read as text once its target's type is one the reader does not know
      // (`radius` → `borderRadius`) is the same value.
      if old.aliasOf != new.aliasOf { return .aliasRetargeted }
      if old.type != new.type || old.type == nil { return .valueChanged }
      return nil
    }
    if old.aliasOf != new.aliasOf { return .aliasRetargeted }
    return nil
  }

  /// Whether two values spell the same text, one of them kept as text (`"1rem"`) and the
  /// other read as a value of a type (the dimension `1rem`, the colour `#ffffff` of
  /// `"#FFFFFF"`, whose hex digits compare without case): a JSON scalar (`false`, `16`) is no
  /// such value, and `"false"` is other JSON than `false`. Pure.
  static func writtenAlike(_ old: TokenValue?, _ new: TokenValue?) -> Bool {
    switch (old, new) {
    case (.string(let text)?, let typed?), (let typed?, .string(let text)?):
      switch typed {
      case .string, .bool, .number, .null: return false
      case .color: return text.trimmingSpaces.lowercased() == typed.text.lowercased()
      default: return text.trimmingSpaces == typed.text
      }
    default: return false
    }
  }

  /// Whether a Swift colour moved between a platform colour tokendiff keeps as written, text
  /// (`Color.accentColor`, `Color(.systemGroupedBackground)`), and a colour it reads: the
  /// constant is a `Color` on both sides, so its value changed, not its type (WorldSearch: 48
  /// "breaking" type changes when its tokens moved from system colours to its own palette).
  /// Pure.
  static func isColorReadAsText(_ old: ResolvedToken, _ new: ResolvedToken) -> Bool {
    guard old.location.file.hasSuffix(".swift"), new.location.file.hasSuffix(".swift"),
      Set([old.type, new.type]) == [.color, .string]
    else { return false }
    // The text must be a colour expression: a `String` constant that became a colour is a
    // breaking change.
    let text: String
    switch (old.type == .string ? old : new).value {
    case .string(let written)?: text = written
    default: return false
    }
    return ["Color.", "Color(", "UIColor.", "UIColor(", "NSColor.", "NSColor(", "."].contains {
      text.hasPrefix($0)
    }
  }

  /// Whether the base's value is text without a type and the head's the same text read as its
  /// type (`"#19B35C"`, untyped, and the colour `#19b35c` once a group gained `$type: color`):
  /// the type was added, the value did not move. Letters compare without case, as a colour's
  /// hex digits do. A move from Style Dictionary's `value` to typed `$value` also reads a
  /// family list as its names, with their case (`"Inter, 'Segoe UI', sans-serif"` and
  /// `["Inter", "Segoe UI", "sans-serif"]`), and a zero as a zero length (`"0"` and `0px`),
  /// which builds write alike. A type taken away is still a change: builds then emit the text
  /// as it is. Pure.
  static func typedAlike(_ old: ResolvedToken, _ new: ResolvedToken) -> Bool {
    guard old.type == nil, new.type != nil else { return false }
    switch (old.value, new.value) {
    case (.string?, .string?): return false
    case (.string(let text)?, .array(let names)?)
    where new.type == .fontFamily
      && familyNames(text) == names.flatMap({ familyNames($0.text) }):
      return true
    case (.string(let text)?, .dimension(let length)?)
    where length.value == 0 && Double(text.trimmingSpaces) == 0:
      return true
    case (.number(let number)?, .dimension(let length)?):
      return number == 0 && length.value == 0
    case (.string(let text)?, let typed?):
      return text.trimmingSpaces.lowercased() == typed.text.lowercased()
    default: return false
    }
  }

  /// The names of a CSS family list written as text, without their quotes. Pure.
  private static func familyNames(_ text: String) -> [String] {
    text.split(separator: ",").map { name in
      var name = String(name).trimmingSpaces
      if name.count >= 2, let first = name.first, first == "'" || first == "\"",
        name.last == first
      {
        name = String(name.dropFirst().dropLast())
      }
      return name
    }
  }

  private func change(_ kind: ChangeKind, _ old: ResolvedToken, _ new: ResolvedToken) -> TokenChange
  {
    var change = TokenChange(
      token: new.path,
      kind: kind,
      mode: mode,
      layer: new.layer,
      location: new.location,
      before: TokenState(old, keepingWritten: kind == .valueChanged),
      after: TokenState(new, keepingWritten: kind == .valueChanged)
    )
    change.layerSource = new.layerSource
    return change
  }

  /// The token whose own definition changed when a change arrives through aliases: along the
  /// alias chain, the link nearest its end whose literal changed or that was retargeted (a
  /// palette colour that changed, a semantic token pointed elsewhere); for a composite that
  /// references several tokens, the first such dependency. `nil` for a token whose own
  /// definition changed. Looked up in this context's mode on both sides. Pure.
  private func via(for new: ResolvedToken) -> TokenPath? {
    guard !new.dependencies.isEmpty else { return nil }
    var chain: [TokenPath] = []
    var next = new.aliasOf
    while let path = next, path != new.path, !chain.contains(path), chain.count < 256 {
      chain.append(path)
      next = head(path)?.aliasOf
    }
    if let nearestEnd = chain.last(where: definitionChanged) { return nearestEnd }
    // A token that computes its own value (Tokens Studio math) is not its own `via`.
    return ([new.origin] + new.dependencies).first { $0 != new.path && definitionChanged($0) }
  }

  /// Whether a token's own definition differs between the two sides: it holds a different
  /// literal, or became or stopped being an alias, or aliases another token. Pure.
  private func definitionChanged(_ path: TokenPath) -> Bool {
    guard let now = head(path), let then = base(path) else { return false }
    if now.aliasOf != then.aliasOf { return true }
    return now.aliasOf == nil && now.value != then.value && !Self.typedAlike(then, now)
  }
}
