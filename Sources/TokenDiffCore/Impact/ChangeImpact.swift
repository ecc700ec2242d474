/// What a change does to the people and the code that use the token set.
public enum ChangeImpact: String, Sendable, Hashable, CaseIterable {
  /// Code that names the token stops working: the token was removed, renamed, changed type or
  /// broke.
  case breaking
  /// The token looks different: its resolved value changed. Not an API break.
  case visual
  /// Something new to use or a warning to heed: an added or deprecated token.
  case additive
  /// Neither: for example an alias retargeted to a token with the same value.
  case none
}

/// The semantic-version bump a change calls for: major when anything breaks, minor for
/// additions and deprecations, patch for value changes only, none when nothing changed.
public enum SemverBump: String, Sendable, Hashable, CaseIterable, Comparable {
  case none, patch, minor, major

  public static func < (lhs: SemverBump, rhs: SemverBump) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}

/// Where a token's layer came from.
public enum LayerSource: String, Sendable, Hashable, CaseIterable {
  /// The configuration's `layers:` rules.
  case config
  /// The format's own convention (Bricks `colors.json`, OUDS raw files, set names).
  case format
  /// tokendiff's documented heuristic (see ``Layering``).
  case inferred
}
