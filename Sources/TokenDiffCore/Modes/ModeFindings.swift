/// Findings gathered from several modes of one set.
enum ModeFindings {
  /// A finding every mode (that concerns it) has is kept once, without a mode and at its first
  /// location; one that several modes have is kept once with those ``Finding/modes``; one that a
  /// single mode has keeps its mode. A finding about the value written (an invalid or forbidden
  /// value, a type that does not match) stays apart per file, each with the modes that read
  /// its file: the same mistake written in two themes' files is two places to fix, and fixing
  /// one leaves the other as it was (not new). A broken reference or a cycle is about what is
  /// referred to, most often one token missing for every file that names it: one finding.
  /// Pure.
  /// The kinds of finding about the value a file writes, kept apart per file.
  static let aboutTheValueWritten: Set<FindingKind> = [
    .invalidValue, .forbiddenValue, .typeMismatch,
  ]

  static func merge(_ perMode: [[Finding]], modeCount: (Finding) -> Int) -> [Finding] {
    var byIdentity: [String: [Finding]] = [:]
    var order: [String] = []
    for finding in perMode.flatMap({ $0 }) {
      var modeless = finding
      modeless.mode = nil
      // The line and column are left out: modes that read one file report one problem.
      let key =
        Self.aboutTheValueWritten.contains(finding.kind)
        ? modeless.identity + "\u{1F}" + (finding.location?.file ?? "") : modeless.identity
      if byIdentity[key] == nil { order.append(key) }
      byIdentity[key, default: []].append(finding)
    }
    return order.flatMap { key -> [Finding] in
      let group = byIdentity[key] ?? []
      guard var first = group.first else { return [] }
      var modes: [String] = []
      var seen = Set<String>()
      for mode in group.compactMap(\.mode) where seen.insert(mode).inserted { modes.append(mode) }
      guard modes.count > 1 || modes.count >= modeCount(first) else { return group }
      first.mode = nil
      first.modes = modes.count >= modeCount(first) ? [] : modes
      return [first]
    }
  }
}
