/// What one token's own change moved: how many tokens of each layer now look different
/// because of it, in one mode. The report leads with these instead of thousands of flat rows.
public struct BlastRadius: Sendable, Hashable {
  /// The token whose own value changed (the `via` of the changes it caused).
  public var token: TokenPath
  /// `nil` when the same in every mode.
  public var mode: String?
  public var layer: Layer
  /// How many semantic tokens changed through ``token``.
  public var semantic: Int
  /// How many component tokens changed through ``token``.
  public var component: Int
  /// How many raw tokens changed through ``token`` (raw aliases of raw tokens).
  public var raw: Int

  public init(
    token: TokenPath,
    mode: String?,
    layer: Layer,
    semantic: Int,
    component: Int,
    raw: Int = 0
  ) {
    self.token = token
    self.mode = mode
    self.layer = layer
    self.semantic = semantic
    self.component = component
    self.raw = raw
  }

  /// Every token moved. Pure.
  public var total: Int { semantic + component + raw }
}
