/// Problems of tokens that only serve references (a Tokens Studio `source` set's) which no
/// token the set outputs reads, in any mode: its build writes nothing they could break, so they
/// are warnings, said so, like the problems of a set no theme uses. A source token that an
/// output token reads keeps its error: it is the cause of what breaks there.
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
    var read = Set<TokenPath>()
    let tokens = set.baseline.tokens + set.modes.flatMap { $0.changed.values }
    for token in tokens where set.reports(token) {
      read.formUnion(token.dependencies)
    }
    // A token broken by what it reads records no dependencies; its finding names the cause.
    for finding in findings {
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
