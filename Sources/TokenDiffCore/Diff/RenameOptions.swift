/// How removed and added tokens are paired into renames (config `renames:`).
///
/// ```yaml
/// renames:
///   byIdentity: false              # ignore uuids and $extensions ids (default true)
///   structural: false              # no value-and-name matching (default true)
///   map:                           # explicit renames, old path: new path
///     color.brand.blue: color.brand.primary
/// ```
///
/// A mapping without `byIdentity`, `structural` or `map` is read as the map itself
/// (`renames: {color.old: color.new}`).
public struct RenameOptions: Sendable, Hashable {
  /// Whether a shared `uuid` or `$extensions` id pairs tokens (``StableIdentity``).
  public var byIdentity: Bool
  /// Whether a removed and an added token with the same type, the same value or alias target
  /// and a similar path are paired when nothing else is as close.
  public var structural: Bool
  /// Old path → new path.
  public var map: [TokenPath: TokenPath]

  public init(byIdentity: Bool = true, structural: Bool = true, map: [TokenPath: TokenPath] = [:]) {
    self.byIdentity = byIdentity
    self.structural = structural
    self.map = map
  }
}

/// Which rule paired a renamed token, given as the `renamed` change's note.
public enum RenameRule: String, Sendable, Hashable, CaseIterable {
  case identity = "same id"
  case map = "rename map in the configuration"
  case hint = "the old token names its new path"
  /// The same words in the same order, spelled with other case or separators
  /// (`color.primaryText` → `color.primary-text`); the value may have changed too.
  case spelling = "the same name spelled differently"
  case structural = "same value and most of the name"
  /// The structural rule on two aliases: their target is the same, their values may not be
  /// (the target changed too).
  case structuralAlias = "same alias target and most of the name"
  /// A group renamed (``GroupRenames``): the same value, and the path with one segment renamed
  /// as for the group's other tokens.
  case group = "same value, its group renamed"
  /// The group rule on two aliases.
  case groupAlias = "same alias target, its group renamed"
  /// The structural rule on two aliases whose target was renamed with them (the palette
  /// `slate` renamed `blue-grey`, and `accent.slate.bold` with it).
  case renamedTarget = "its alias target renamed with it, and most of the name"
}
