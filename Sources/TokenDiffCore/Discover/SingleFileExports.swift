/// A Tokens Studio single-file export (a `tokens.json` whose top-level keys are sets, beside its
/// `$themes`) left in the folder of a multi-file project whose set files hold the same sets,
/// token for token: the project was synced in the other form and the old export left behind
/// (toshi_tokens: every token counted twice, and 427 false additions in the commit that split
/// the file). It is not read. An export that differs from the project's files is read as
/// before: which of the two is the stale one cannot be told from one revision.
enum SingleFileExports {
  /// Whether `file` is such an export of the project in `folder`, whose files are `byPath`
  /// (by path). Pure; parses `file` and the set files it names, and compares them without
  /// recursion, in time linear in their size.
  static func copiesProject(
    _ file: SourceFile,
    folder: String,
    among byPath: [String: SourceFile]
  ) -> Bool {
    guard TokensStudioSingleFile.mayBe(file), let root = try? JSONParser.parse(file.bytes),
      let members = root.members,
      root["$themes"]?.arrayValue != nil || root["$metadata"]?.members != nil
    else { return false }
    let sets = members.filter { !$0.key.hasPrefix("$") && $0.value.members != nil }
    guard !sets.isEmpty else { return false }
    let prefix = folder.isEmpty ? "" : folder + "/"
    return sets.allSatisfy { set in
      guard let setFile = byPath[prefix + set.key + ".json"],
        let parsed = try? JSONParser.parse(setFile.bytes)
      else { return false }
      return sameContent(set.value, parsed)
    }
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
