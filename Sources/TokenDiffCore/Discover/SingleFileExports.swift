/// A Tokens Studio single-file export (a `tokens.json` whose top-level keys are sets, beside its
/// `$themes`) left in the folder of a multi-file project that holds the same sets and the same
/// themes: the project was synced in the other form and the old export left behind
/// (toshi_tokens: every token counted twice, and 427 false additions in the commit that split
/// the file). It is not read, and a note says so, and whether its values still agree: read
/// while they agree and again once the project's files were edited, the next edit would add
/// its tokens back. An export of other sets or other themes is read as before.
enum SingleFileExports {
  /// How an export relates to the project it sits in.
  enum Relation: Equatable {
    /// The project's sets and themes, token for token.
    case copy
    /// The project's sets and themes, with values that differ from the project's files.
    case stale
  }

  /// Whether `file` is such an export of the project in `folder`, whose files are `byPath`
  /// (by path), and how; `nil` when it is none. Pure; parses `file`, the set files it names
  /// and the project's `$themes.json`, and compares them without recursion, in time linear in
  /// their size.
  static func relation(
    of file: SourceFile,
    folder: String,
    among byPath: [String: SourceFile]
  ) -> Relation? {
    guard TokensStudioSingleFile.mayBe(file), let root = try? JSONParser.parse(file.bytes),
      let sets = TokensStudioSingleFile.sets(of: root), !sets.isEmpty
    else { return nil }
    let prefix = folder.isEmpty ? "" : folder + "/"
    // The same themes: both written, and alike, or neither.
    let projectThemes = byPath[prefix + "$themes.json"].flatMap { try? JSONParser.parse($0.bytes) }
    switch (root["$themes"].map(withoutFigmaLinks), projectThemes.map(withoutFigmaLinks)) {
    case (nil, nil): break
    case (let own?, let project?) where sameContent(own, project): break
    default: return nil
    }
    var alike = true
    for set in sets {
      guard let setFile = byPath[prefix + set.key + ".json"],
        let parsed = try? JSONParser.parse(setFile.bytes)
      else { return nil }
      if alike, !sameContent(set.value, parsed) { alike = false }
    }
    return alike ? .copy : .stale
  }

  /// Themes without what the plugin records of Figma on each when it syncs
  /// (`$figmaVariableReferences`, `$figmaStyleReferences`, `$figmaCollectionId`,
  /// `$figmaModeId`): an export written before a sync, or after, holds the same themes. Pure.
  static func withoutFigmaLinks(_ themes: JSONValue) -> JSONValue {
    guard case .array(let elements) = themes.kind else { return themes }
    let kept = elements.map { theme -> JSONValue in
      guard case .object(let members) = theme.kind else { return theme }
      return JSONValue(.object(members.filter { !$0.key.hasPrefix("$figma") }), at: theme.position)
    }
    return JSONValue(.array(kept), at: themes.position)
  }

  /// Whether two values say the same, wherever they were written: objects by their members'
  /// keys (in any order; a key written twice on either side is no match), arrays item by item,
  /// numbers by value. Pure; iterative.
  static func sameContent(_ first: JSONValue, _ second: JSONValue) -> Bool {
    var pending = [(first, second)]
    while let (one, other) = pending.popLast() {
      switch (one.kind, other.kind) {
      case (.object(let ones), .object(let others)):
        guard ones.count == others.count else { return false }
        var byKey: [String: JSONValue] = [:]
        for member in others where byKey.updateValue(member.value, forKey: member.key) != nil {
          return false
        }
        for member in ones {
          guard let match = byKey.removeValue(forKey: member.key) else { return false }
          pending.append((member.value, match))
        }
      case (.array(let ones), .array(let others)):
        guard ones.count == others.count else { return false }
        pending += zip(ones, others).map { ($0, $1) }
      case (.number(let one, _), .number(let other, _)):
        guard one == other else { return false }
      default:
        guard one.kind == other.kind else { return false }
      }
    }
    return true
  }
}
