/// Figma's Simple Design System exporter (a script many teams copy with the kit) writes each
/// variable under keys made safe, `Family Sans` as `family-sans` (every run of characters other
/// than ASCII letters and digits one `-`, then lowercased), but each alias with the names Figma
/// shows, `{@typography_primitives.Family Sans}`; its build lowercases and joins the alias the
/// same way, so the alias reaches the variable. Read as written, every such alias is broken (the
/// kit's file: 168 of them). In a set written by such an export (its tokens carry the exporter's
/// namespace, a `figmaId` beside the `modes` map), an alias that names no token, but whose safe
/// spelling names one, is read as that spelling; an alias that names nothing either way stays
/// broken.
enum FigmaSafeNames {
  /// The member of an exporter's namespace that marks it.
  static let marker = "figmaId"
  /// Aliases of more segments than any group is deep are not looked at: no token has them.
  static let maximumSegments = 64

  /// `tokens` (one set's) with each alias in `$value` and in the exporter's mode maps that names
  /// no token of the set written in its safe spelling, where the set has that path. Returns
  /// whether any token changed. Pure.
  static func apply(_ tokens: inout [Token]) -> Bool {
    guard tokens.contains(where: \.extensionKeys.figmaExport) else { return false }
    let paths = Set(tokens.map(\.path))
    // Every group's path: a segment the set has as written (the collection's key the exporter
    // prefixes, `@typography_primitives`) is kept, the others are made safe.
    var groups = Set<TokenPath>()
    for path in paths where path.segments.count > 1 {
      for end in 1..<path.segments.count { groups.insert(TokenPath(Array(path.segments[..<end]))) }
    }
    func safeAlias(_ text: String) -> String? {
      guard let target = aliasPath(in: text), !paths.contains(target),
        target.segments.count <= maximumSegments
      else { return nil }
      var segments: [String] = []
      for (offset, segment) in target.segments.enumerated() {
        let kept = TokenPath(segments + [segment])
        let isLast = offset == target.segments.count - 1
        if groups.contains(kept) || (isLast && paths.contains(kept)) {
          segments.append(segment)
          continue
        }
        let safe = TokenPath(segments + [safeName(segment)])
        // A prefix that is no group either way names nothing: stop there.
        guard isLast ? paths.contains(safe) : groups.contains(safe) else { return nil }
        segments.append(safeName(segment))
      }
      let safe = TokenPath(segments)
      return safe != target && paths.contains(safe) ? "{\(safe)}" : nil
    }
    var changed = false
    for index in tokens.indices where tokens[index].extensionKeys.figmaExport {
      let token = tokens[index]
      var rewrote = false
      func rewritten(_ value: JSONValue) -> JSONValue {
        value.mappingStrings { text in
          let safe = safeAlias(text)
          if safe != nil { rewrote = true }
          return safe
        }
      }
      let value = rewritten(token.value)
      var extensions = token.extensions
      if case .object(let members)? = extensions?.kind {
        extensions?.kind = .object(
          members.map { member in
            guard member.value[marker] != nil else { return member }
            var member = member
            member.value = rewritten(member.value)
            return member
          }
        )
      }
      guard rewrote else { continue }
      tokens[index].value = value
      tokens[index].extensions = extensions
      changed = true
    }
    return changed
  }

  /// A name as the exporter writes keys: each run of characters other than ASCII letters and
  /// digits one `-`, lowercased. Pure.
  static func safeName(_ name: String) -> String {
    var result = ""
    var inRun = false
    for scalar in name.unicodeScalars {
      let isWord =
        scalar.isASCII
        && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
          || ("0"..."9").contains(scalar))
      if isWord {
        result.unicodeScalars.append(scalar)
        inRun = false
      } else if !inRun {
        result.append("-")
        inRun = true
      }
    }
    return result.lowercased()
  }
}
