/// Classifies changes as breaking, visual, additive or none, and the semantic-version bump a
/// report calls for.
///
/// | change | impact |
/// |---|---|
/// | removed, renamed, type-changed, broken | breaking (code that names the token stops working) |
/// | value-changed, forbidden, fixed | visual (the token looks different; `fixed` gives a broken token a value again); a value change between two broken sides (its definition moved, it still has no value) none |
/// | alias-retargeted | visual when the resolved value changed, else none |
/// | added, deprecated, undeprecated | additive (something new to use, or a warning to heed or lifted) |
public enum ImpactClassifier {
  /// Pure.
  public static func impact(of change: TokenChange) -> ChangeImpact {
    switch change.kind {
    case .removed, .renamed, .typeChanged, .broken: .breaking
    case .valueChanged where change.before?.value == nil && change.after?.value == nil: .none
    case .valueChanged, .forbidden, .fixed: .visual
    case .aliasRetargeted: change.before?.value != change.after?.value ? .visual : .none
    case .added, .deprecated, .undeprecated: .additive
    }
  }

  /// Major when anything breaks, minor for additions and deprecations, patch for visual changes
  /// only, none when nothing changed. Pure.
  public static func suggestedBump(for changes: [TokenChange]) -> SemverBump {
    var bump = SemverBump.none
    for change in changes {
      let impact = change.impact ?? impact(of: change)
      let needed: SemverBump =
        switch impact {
        case .breaking: .major
        case .additive: .minor
        case .visual: .patch
        case .none: .none
        }
      bump = max(bump, needed)
      if bump == .major { break }
    }
    return bump
  }
}
