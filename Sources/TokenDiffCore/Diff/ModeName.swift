/// Mode names: `dark`, or a permutation such as `theme=dark, size=mobile`.
enum ModeName {
  /// The context values a mode name stands for: `[dark, mobile]`. Pure.
  static func contexts(_ mode: String) -> [String] {
    mode.split(separator: ",").map { part in
      let text = String(part).trimmingSpaces
      return text.split(separator: "=", maxSplits: 1).last.map(String.init) ?? text
    }
  }

  /// The base mode to compare a head mode with (see ``ModeMatcher``). Pure.
  static func match(
    _ mode: String?,
    in candidates: [String?],
    preferring overrides: [String],
    unmatchedIsBaseline: Bool = false
  ) -> String? {
    ModeMatcher(candidates: candidates).match(
      mode,
      preferring: overrides,
      unmatchedIsBaseline: unmatchedIsBaseline
    )
  }
}
