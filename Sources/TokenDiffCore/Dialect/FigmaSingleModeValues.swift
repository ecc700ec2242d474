/// Figma's Simple Design System exporter writes each variable's value twice: as `$value` and
/// in its namespace's `modes` map, which is what its build reads. A collection of one mode has
/// a map of one entry, which makes no mode (``ModeOverrides``); where it says another value
/// than `$value` (a sync tool that edits the map only, wearesection/figma-sds), the map's value
/// is the token's, as the build has it, so the change is seen.
enum FigmaSingleModeValues {
  /// `tokens` with each exported token whose one-mode map disagrees with `$value` given the
  /// map's value. Returns whether any token changed. Pure.
  static func apply(_ tokens: inout [Token]) -> Bool {
    var changed = false
    for index in tokens.indices where tokens[index].extensionKeys.figmaExport {
      let token = tokens[index]
      for member in token.extensions?.members ?? [] {
        guard member.value[FigmaSafeNames.marker] != nil,
          let map = member.value[ModeOverrides.vendorModes]?.members, map.count == 1
        else { continue }
        if !map[0].value.isWrittenAlike(token.value) {
          tokens[index].value = map[0].value
          changed = true
        }
        break
      }
    }
    return changed
  }
}
