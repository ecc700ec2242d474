/// Figma's own variable export (`*.tokens.json`, one file per collection and mode) writes an
/// alias as its resolved value, with the variable it aliases beside it:
/// `"$extensions": {"com.figma.aliasData": {"targetVariableName": "grey/100", …}}`. Read as
/// written, a semantic colour is a raw one: retargeting it to another variable of the same
/// colour is no change, and a change to the variable reaches nothing. Where the set defines the
/// variable (a name's `/`s are the export's groups), the token is read as the alias Figma
/// shows, so the value comes from the variable in each mode and the diff sees the retarget.
enum FigmaAliasData {
  static let key = "com.figma.aliasData"

  /// `tokens` (one set's) with each Figma alias whose target the set defines written as that
  /// alias; targets the set lacks (a collection not exported) keep the value as written.
  /// Returns whether any token changed. Pure.
  static func apply(_ tokens: inout [Token]) -> Bool {
    guard tokens.contains(where: \.extensionKeys.figmaAlias) else { return false }
    let paths = Set(tokens.map(\.path))
    var changed = false
    for index in tokens.indices where tokens[index].extensionKeys.figmaAlias {
      let token = tokens[index]
      guard token.aliasTarget == nil,
        let name = token.extensions?[key]?["targetVariableName"]?.stringValue
      else { continue }
      let segments = name.split(separator: "/").map(String.init)
      guard !segments.isEmpty, segments.allSatisfy({ !$0.contains(".") && !$0.contains("{") })
      else { continue }
      let target = TokenPath(segments)
      guard target != token.path, paths.contains(target) else { continue }
      tokens[index].value = JSONValue(.string("{\(target)}"), at: token.value.position)
      changed = true
    }
    return changed
  }
}
