/// A broken reference whose target another file of the revision defines: the set or mode that
/// reports it does not read that file. The finding says which file, and for a Tokens Studio set
/// no theme uses, what to do (iwm-tokens: 118 references to `primitives.json`, a set in no
/// theme, read as "does not exist" beside a note that said the set served references).
enum UnreadDefinitionHints {
  /// `findings` with each broken reference whose missing token a file of `tokens` defines
  /// explained, naming the first such file by path; `drafts` are the set files no theme uses.
  /// Pure; linear in the findings and the tokens.
  static func explained(_ findings: [Finding], tokens: [Token], drafts: Set<String>) -> [Finding] {
    let missing = Set(
      findings.lazy.filter { $0.kind == .brokenReference }.compactMap(\.missing)
    )
    guard !missing.isEmpty else { return findings }
    var definedIn: [TokenPath: String] = [:]
    for token in tokens where missing.contains(token.path) {
      let file = token.location.file
      if let earlier = definedIn[token.path], earlier <= file { continue }
      definedIn[token.path] = file
    }
    guard !definedIn.isEmpty else { return findings }
    return findings.map { finding in
      guard finding.kind == .brokenReference, let target = finding.missing,
        let file = definedIn[target], file != finding.location?.file
      else { return finding }
      return finding.explained(
        drafts.contains(file)
          ? "; it is defined in '\(file)', a set no theme uses: add that set to the theme (as a source) to resolve it"
          : "; it is defined in '\(file)', which is not read with this file (another set's file, or one this mode does not read)"
      )
    }
  }
}
