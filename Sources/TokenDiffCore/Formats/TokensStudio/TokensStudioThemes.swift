/// Tokens Studio themes (`$themes.json` with `$metadata.json`), read as a DTCG resolver document.
///
/// Each theme `group` is a modifier and each theme a context of it; a context's sources are the
/// theme's `source` sets, then its `enabled` sets, each in `tokenSetOrder` order (later wins);
/// `disabled` and unlisted sets are not used. In a permutation, every set its themes list only
/// as `source` merges before every set one of them enables, as the plugin merges them
/// (``ResolverDocument/sourceOnlyFiles``). Sets enabled or source in every theme of every
/// group become one always-on set step first. Themes without a `group` form one modifier named
/// `theme` (`ungrouped` beside a group named `Theme`). A set `brand/light` is the file `brand/light.json` next to `$themes.json`. Pure.
public enum TokensStudioThemes {
  /// Whether a path names a Tokens Studio themes or metadata document. Pure.
  public static func isThemesDocument(_ path: String) -> Bool {
    path == "$themes.json" || path.hasSuffix("/$themes.json")
  }

  public static func isMetadataDocument(_ path: String) -> Bool {
    path == "$metadata.json" || path.hasSuffix("/$metadata.json")
  }

  /// The path of `name` in the folder of `path`. Pure.
  public static func sibling(_ name: String, of path: String) -> String {
    let folder = folder(of: path)
    return folder.isEmpty ? name : folder + "/" + name
  }

  /// The folder of a path (`a/b` for `a/b/$themes.json`, `""` at the root). Pure.
  public static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[..<slash])
  }

  /// The resolver document the themes describe; `nil` with findings when they cannot be read.
  /// `existingFiles`, when given, are the token files of the revision: a set may then be a
  /// folder of files (see ``TokensStudioSets``), and a theme naming a set with neither a file
  /// nor a folder is reported at the theme. `tokenPaths` gives the paths of a file's tokens, as
  /// the revision parsed them: themes written `[]` read colour-scheme sets by what they
  /// redefine (none known by default). Pure.
  public static func resolverDocument(
    themes: SourceFile,
    metadata: SourceFile?,
    folder: String,
    existingFiles: Set<String>? = nil,
    tokenReferences: @escaping (String) -> Set<TokenPath> = { _ in [] },
    tokenPaths: @escaping (String) -> Set<TokenPath> = { _ in [] }
  ) -> (ResolverDocument?, [Finding]) {
    var findings: [Finding] = []
    let root: JSONValue
    do {
      root = try JSONParser.parse(themes.bytes)
    } catch {
      return (
        nil,
        [
          finding(
            themes.path,
            error.position,
            "\(themes.path) is not valid JSON: \(error.message)",
            .parseError
          )
        ]
      )
    }
    guard let entries = root.arrayValue else {
      // An object (`{"sets": …, "themes": …}`) is a file of another tool's or a build's own
      // that took the name (atomus keeps one beside its resolver document): not the plugin's,
      // which is always an array, so a note, not an error. Anything else is broken.
      if root.members != nil {
        var note = finding(
          themes.path,
          root.position,
          "\(themes.path) holds an object, not Tokens Studio's list of themes (an array): not read as themes",
          .skippedFile
        )
        note.severity = .note
        return (nil, [note])
      }
      return (
        nil,
        [
          finding(
            themes.path,
            root.position,
            "$themes.json must be an array of themes",
            .parseError
          )
        ]
      )
    }
    var order: [String] = []
    if let metadata {
      do {
        let meta = try JSONParser.parse(metadata.bytes)
        order = meta["tokenSetOrder"]?.arrayValue?.compactMap(\.stringValue) ?? []
      } catch {
        findings.append(
          finding(
            metadata.path,
            error.position,
            "\(metadata.path) is not valid JSON: \(error.message)",
            .parseError
          )
        )
      }
    }
    let base = folder.isEmpty ? "" : folder + "/"
    // Themes that all select no set (`"selectedTokenSets": {}`, as the plugin writes them
    // after a sync with nothing ticked, or every set `disabled`) choose nothing: the project is read as one without
    // themes, every set enabled (donate-mate: its build reads every set; read through the
    // empty theme, 187 tokens were 0).
    let selectsNothing = entries.allSatisfy { entry in
      entry["selectedTokenSets"]?.members?.allSatisfy { $0.value.stringValue == "disabled" }
        == true
    }
    if entries.isEmpty || selectsNothing {
      let paths = existingFiles ?? Set(order.map { base + $0 + ".json" })
      let names = TokensStudioWithoutThemes.setNames(order: order, folder: folder, among: paths)
      let first = TextPosition(line: 1, column: 1)
      let sets = names.map { name in
        (
          name: name,
          sources: TokensStudioSets.filesOrEvident(ofSet: name, folder: folder, among: paths).map {
            ResolverDocument.Source.file($0, position: first)
          }
        )
      }
      let document = TokensStudioWithoutThemes.document(path: themes.path, sets: sets) { name in
        Set(
          TokensStudioSets.filesOrEvident(ofSet: name, folder: folder, among: paths).flatMap(
            tokenPaths
          )
        )
      }
      return (document, findings)
    }
    let (document, problems) = document(
      themes: entries,
      order: order,
      path: themes.path,
      sets: SetLookup(
        files: { set in
          existingFiles.map { TokensStudioSets.files(ofSet: set, folder: folder, among: $0) }
            ?? [base + set + ".json"]
        },
        missing: { set in
          let missing = "which has no file \(set).json and no folder \(set)/"
          let evident =
            existingFiles.map {
              TokensStudioSets.evidentFiles(ofMissingSet: set, folder: folder, among: $0)
            } ?? []
          guard !evident.isEmpty else { return (missing, [base + set + ".json"]) }
          let named = evident.count == 1 ? evident[0] : "the files of \(base + set).tokens/"
          return (
            missing + " (Tokens Studio names \(named) '\(set).tokens'; read as that set)",
            evident
          )
        },
        paths: tokenPaths,
        references: tokenReferences
      )
    )
    return (document, findings + problems)
  }

  /// How a themes document's set names become sources.
  struct SetLookup {
    /// The sources of a set; empty when the set does not exist.
    var files: (String) -> [String]
    /// For a set that does not exist: what the finding says after "uses set 'x', ", and the
    /// sources to use in its place (if any).
    var missing: (String) -> (message: String, fallback: [String])
    /// The paths of a file's tokens and the paths they reference, where they are known
    /// (``alternativeGroups(_:sourceOnly:paths:references:)``).
    var paths: (String) -> Set<TokenPath> = { _ in [] }
    var references: (String) -> Set<TokenPath> = { _ in [] }
  }

  /// The resolver document of parsed theme entries, whose sets `sets` turns into sources.
  /// Pure.
  static func document(
    themes entries: [JSONValue],
    order: [String],
    path: String,
    sets lookup: SetLookup
  ) -> (ResolverDocument?, [Finding]) {
    var findings: [Finding] = []
    func rank(_ set: String) -> Int { order.firstIndex(of: set) ?? Int.max }
    func sources(_ set: String, _ position: TextPosition) -> [ResolverDocument.Source] {
      let files = lookup.files(set)
      guard !files.isEmpty else {
        return lookup.missing(set).fallback.map { .file($0, position: position) }
      }
      return files.map { .file($0, position: position) }
    }

    struct Theme {
      var name: String
      var group: String
      var sets: [(name: String, status: String)]
      var position: TextPosition
      var identity: String?
      /// The Figma collection it was made from (`$figmaCollectionId`).
      var collection: String?
      var isGrouped: Bool
    }
    // Themes without a `group` form one modifier, `theme`, unless a group of that name (in any
    // case: mode names compare without it) is there: then `ungrouped`, so that `Theme=Light`
    // and an ungrouped theme are two dimensions, not one that conflicts with itself.
    let groupNames = Set(entries.compactMap { $0["group"]?.stringValue?.lowercased() })
    let ungrouped = groupNames.contains("theme") ? "ungrouped" : "theme"
    var parsed: [Theme] = []
    for entry in entries {
      guard let name = entry["name"]?.stringValue,
        let selected = entry["selectedTokenSets"]?.members
      else {
        findings.append(
          finding(
            path,
            entry.position,
            "a theme needs a 'name' and 'selectedTokenSets'",
            .invalidValue
          )
        )
        continue
      }
      let sets = selected.compactMap { member -> (name: String, status: String)? in
        guard let status = member.value.stringValue, status != "disabled" else { return nil }
        return (member.key, status)
      }
      for set in sets where lookup.files(set.name).isEmpty {
        findings.append(
          finding(
            path,
            entry.position,
            "theme '\(name)' uses set '\(set.name)', \(lookup.missing(set.name).message)",
            .brokenReference
          )
        )
      }
      let group = entry["group"]?.stringValue ?? ungrouped
      // A theme listed twice in its group (Spectrum's light, dark and wireframe each have a
      // second entry that adds the opacity sets) is one theme: its entries' sets are read
      // together, in the order they are listed.
      if let first = parsed.firstIndex(where: { $0.name == name && $0.group == group }) {
        let known = Set(parsed[first].sets.map(\.name))
        parsed[first].sets += sets.filter { !known.contains($0.name) }
        findings.append(
          Finding(
            kind: .duplicateKey,
            location: SourceLocation(file: path, position: entry.position),
            message:
              "theme '\(name)' of group '\(group)' is listed more than once; the sets of its entries are read together",
            severity: .note
          )
        )
        continue
      }
      parsed.append(
        Theme(
          name: name,
          group: group,
          sets: sets,
          position: entry.position,
          identity: entry["id"]?.stringValue,
          collection: entry["$figmaCollectionId"]?.stringValue,
          isGrouped: entry["group"]?.stringValue != nil
        )
      )
    }
    // Ungrouped themes that are each another Figma collection (`.core`, `.white`, `.black`,
    // beside a grouped `mode`) are collections of one mode, which Figma applies together: their
    // sets are always on, as the build that merges them reads them (radd-ds: read as one choice,
    // a light set's `{white.bg}` was broken beside `.black`). The plugin's own import groups
    // every collection; only another exporter writes them so.
    let loose = parsed.filter { !$0.isGrouped }
    let collections = loose.compactMap(\.collection)
    var alwaysOn: [Theme] = []
    if loose.count > 1, collections.count == loose.count,
      Set(collections).count == collections.count, parsed.contains(where: { $0.isGrouped })
    {
      alwaysOn = loose
      parsed.removeAll { !$0.isGrouped }
    }
    guard !parsed.isEmpty else { return (nil, findings) }
    // Themes that enable no set at all (each set `source`) would output nothing: a repository
    // keeps such themes for a build that names the sets it outputs itself (token-transformer's
    // set list, publy-korea's `token-transformer tokens.json out.json Mobile`), so their sets
    // are read as enabled.
    if parsed.allSatisfy({ theme in theme.sets.allSatisfy { $0.status == "source" } }) {
      for index in parsed.indices {
        parsed[index].sets = parsed[index].sets.map { (name: $0.name, status: "enabled") }
      }
    }

    // A theme that selects no set (left over from a Figma collection's mode: healthcraft's
    // six groups of them made 144 modes where its build makes 3, and its empty `Dark Mode`
    // 430 broken references) is no choice: it is left out, and a group of only such themes
    // with it.
    if parsed.contains(where: { !$0.sets.isEmpty }) { parsed.removeAll { $0.sets.isEmpty } }

    // Sets every theme uses are always on.
    let common = parsed.dropFirst().reduce(Set(parsed[0].sets.map(\.name))) {
      $0.intersection($1.sets.map(\.name))
    }
    func ordered(_ sets: [(name: String, status: String)]) -> [(name: String, status: String)] {
      sets.enumerated().sorted { lhs, rhs in
        let left = (lhs.element.status == "source" ? 0 : 1, rank(lhs.element.name), lhs.offset)
        let right = (rhs.element.status == "source" ? 0 : 1, rank(rhs.element.name), rhs.offset)
        return left < right
      }.map(\.element)
    }
    var steps: [ResolverDocument.Step] = []
    var sourceOnly: [String: [String: Set<String>]] = [:]
    func files(_ sets: [(name: String, status: String)], _ position: TextPosition) -> Set<String> {
      Set(
        sets.filter { $0.status == "source" }.flatMap { sources($0.name, position) }.compactMap(
          \.filePath
        )
      )
    }
    var always: [(name: String, status: String)] = []
    for set in alwaysOn.flatMap({ ordered($0.sets) })
      + ordered(parsed[0].sets.filter { common.contains($0.name) })
    where !always.contains(where: { $0.name == set.name }) {
      always.append(set)
    }
    sourceOnly["", default: [:]][""] = files(always, parsed[0].position)
    if !always.isEmpty {
      steps.append(
        .set(name: "always", sources: always.flatMap { sources($0.name, parsed[0].position) })
      )
    }
    var groups: [String] = []
    for theme in parsed where !groups.contains(theme.group) { groups.append(theme.group) }
    var modifiers: [ResolverDocument.Modifier] = []
    for group in groups {
      let contexts = parsed.filter { $0.group == group }.map { theme in
        sourceOnly[group, default: [:]][theme.name] = files(
          theme.sets.filter { !common.contains($0.name) },
          theme.position
        )
        return (
          name: theme.name,
          sources: ordered(theme.sets.filter { !common.contains($0.name) }).flatMap {
            sources($0.name, theme.position)
          }
        )
      }
      modifiers.append(
        ResolverDocument.Modifier(name: group, contexts: contexts, defaultContext: nil)
      )
    }
    let grouped = alternativeGroups(
      modifiers,
      sourceOnly: sourceOnly,
      paths: lookup.paths,
      references: lookup.references
    )
    sourceOnly = grouped.sourceOnly
    steps += grouped.modifiers.map { .modifier($0) }
    // A set that is `source` wherever it is used only serves references: it is resolved but not
    // reported. (A set `source` in one theme and `enabled` in another is reported.)
    let statuses = Dictionary(grouping: parsed.flatMap(\.sets), by: \.name).mapValues {
      Set($0.map(\.status))
    }
    let referenceOnly = statuses.filter { $0.value == ["source"] }.keys.flatMap { name in
      sources(name, TextPosition(line: 1, column: 1)).compactMap { source -> String? in
        if case .file(let path, _) = source { path } else { nil }
      }
    }
    var document = ResolverDocument(path: path, name: nil, sets: [:], steps: steps)
    document.keepsFirstOccurrences = true
    document.referenceOnlyFiles = Set(referenceOnly)
    // A theme without an `id` (a hand-written `$themes.json`, or one the plugin made anew) is
    // known by the sets it reads: renamed with them kept, it is the same theme.
    document.contextIdentities = document.contextsByFiles.merging(
      identities(
        of: grouped.modifiers,
        themes: parsed.map { (name: $0.name, group: $0.group, identity: $0.identity) }
      ),
      uniquingKeysWith: { _, id in id }
    )
    // Only where a source set and an enabled one can meet in a permutation does the order
    // differ from the steps'.
    if sourceOnly.values.contains(where: { $0.values.contains { !$0.isEmpty } }) {
      document.sourceOnlyFiles = sourceOnly
    }
    return (document, findings)
  }

  /// Each context's theme `id`, by `modifier=context`: the theme of that name in the group of
  /// the modifier's name, or in a group joined into it (``alternativeGroups(_:sourceOnly:paths:references:)``);
  /// left out where no theme, or more than one, is that context. Pure.
  private static func identities(
    of modifiers: [ResolverDocument.Modifier],
    themes: [(name: String, group: String, identity: String?)]
  ) -> [String: String] {
    let modifierNames = Set(modifiers.map(\.name))
    var identities: [String: String] = [:]
    for modifier in modifiers {
      for context in modifier.contexts {
        let own = themes.filter { $0.name == context.name && $0.group == modifier.name }
        let joined = themes.filter {
          $0.name == context.name && !modifierNames.contains($0.group)
        }
        let candidates = own.isEmpty ? joined : own
        guard candidates.count == 1, let identity = candidates[0].identity, !identity.isEmpty
        else { continue }
        identities["\(modifier.name)=\(context.name)"] = identity
      }
    }
    return identities
  }

  static func finding(
    _ file: String,
    _ position: TextPosition,
    _ message: String,
    _ kind: FindingKind
  ) -> Finding {
    Finding(kind: kind, location: SourceLocation(file: file, position: position), message: message)
  }
}

extension TokensStudioThemes {
  /// Whether a document's first written byte opens an object: a `$themes.json` so written is
  /// not the plugin's (whose themes are an array) but another tool's or a build's own. Reads
  /// up to that byte. Pure.
  public static func holdsObject(_ bytes: [UInt8]) -> Bool {
    let skipped: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF]
    return bytes.first { !skipped.contains($0) } == UInt8(ascii: "{")
  }

  /// Whether a path names `$themes.json` or `$metadata.json`, which hold no tokens. Pure.
  public static func isDocument(_ path: String) -> Bool {
    isThemesDocument(path) || isMetadataDocument(path)
  }

  /// The resolver document of a `$themes.json`, with the `$metadata.json` next to it among
  /// `files`; `tokenReferences` and `tokenPaths` as
  /// ``resolverDocument(themes:metadata:folder:existingFiles:tokenReferences:tokenPaths:)``
  /// takes them. Missing sets are reported by the resolver stage, at the theme. Pure.
  public static func read(
    _ themes: SourceFile,
    among files: [SourceFile],
    tokenReferences: @escaping (String) -> Set<TokenPath> = { _ in [] },
    tokenPaths: @escaping (String) -> Set<TokenPath>
  ) -> (ResolverDocument?, [Finding]) {
    let folder = folder(of: themes.path)
    let metadataPath = (folder.isEmpty ? "" : folder + "/") + "$metadata.json"
    return resolverDocument(
      themes: themes,
      metadata: files.first { $0.path == metadataPath },
      folder: folder,
      existingFiles: Set(files.map(\.path)),
      tokenReferences: tokenReferences,
      tokenPaths: tokenPaths
    )
  }

}
