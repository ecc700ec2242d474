/// Problems of tokens that only serve references (a Tokens Studio `source` set's) which break no
/// token the set outputs, in any mode: its build writes nothing they could break, so they are
/// warnings, said so, like the problems of a set no theme uses. A source token whose problem
/// breaks an output token keeps its error: it is the cause of what breaks there.
enum SourceSetFindings {
  /// Why a lowered finding is a warning, added to its message.
  static let reason = "in a source set, and no token the build outputs reads it"

  /// `findings` with those errors lowered to warnings: findings about a token of a
  /// reference-only file, or about one of `referenceOnlyKeys` (the tokens of a single-file
  /// document's `source` sets, by path and file). Pure; reads the reported tokens' dependencies
  /// only when some error is about a reference-only token.
  static func lowered(
    _ findings: [Finding],
    in set: ModalTokenSet,
    referenceOnlyKeys: Set<TokenKey> = []
  ) -> [Finding] {
    guard !set.referenceOnlyFiles.isEmpty || !referenceOnlyKeys.isEmpty else { return findings }
    func isReferenceOnly(_ finding: Finding) -> Bool {
      guard finding.severity == .error, let token = finding.token, let location = finding.location
      else { return false }
      return set.referenceOnlyFiles.contains(location.file)
        || referenceOnlyKeys.contains(TokenKey(path: token, file: location.file))
    }
    guard findings.contains(where: isReferenceOnly) else { return findings }
    // What an output token reads and resolves anyway (a hue written into `hsla({hue}, …)` as
    // text, an invalid colour though it is typed one) breaks nothing: only a cause of a broken
    // output token keeps its error. A token broken by what it reads names the cause.
    var read = Set<TokenPath>()
    for finding in findings where !isReferenceOnly(finding) {
      if let root = finding.root, finding.token != root { read.insert(root) }
    }
    return findings.map { finding in
      guard isReferenceOnly(finding), let token = finding.token, !read.contains(token) else {
        return finding
      }
      return finding.lowered(because: reason)
    }
  }
}
