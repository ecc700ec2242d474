/// A broken reference that names, dot for dot, a token whose own name holds a `.`
/// (`{font.size.small}` for `size.small` under `font`): the reference is broken because the
/// name cannot be reached, not because the token is missing. The finding says so, and which
/// name to change (Den Haag's Style Dictionary tokens: the message alone sent a maintainer
/// looking for a token that exists).
enum DottedNameHints {
  /// `findings` with each broken reference that names a dotted name's token explained. Pure;
  /// linear in the findings.
  static func explained(_ findings: [Finding]) -> [Finding] {
    var dotted: [String: TokenPath] = [:]
    for finding in findings where finding.kind == .invalidName {
      guard let token = finding.token, token.segments.last?.contains(".") == true else {
        continue
      }
      dotted[token.description] = dotted[token.description] ?? token
    }
    guard !dotted.isEmpty else { return findings }
    return findings.map { finding in
      guard finding.kind == .brokenReference, let missing = finding.missing?.segments else {
        return finding
      }
      // The dotted name is the reference itself or one of the groups it passes through.
      for end in stride(from: missing.count, through: 2, by: -1) {
        let written = missing[..<end].joined(separator: ".")
        guard let token = dotted[written], let name = token.segments.last else { continue }
        let parent = TokenPath(Array(token.segments.dropLast()))
        let owner = parent.segments.isEmpty ? "the file" : "'\(parent)'"
        return finding.explained(
          "; \(owner) has a member named '\(name)', which no alias can reach: a '.' in a name"
            + " separates groups (rename it, e.g. '\(name.replacing(".", with: "-"))')"
        )
      }
      return finding
    }
  }
}
