/// Tokens Studio's single-file form: one JSON document whose top-level keys are the token sets,
/// next to `$themes` (the themes) and `$metadata` (`tokenSetOrder`).
///
/// Each set is a source of its own, named `<file>#<set>`; its tokens' paths drop the set name,
/// as Tokens Studio and its exports (`excludeParentKeys`) read them, so `{colors.red}` in one
/// set names `colors.red` of another. With themes, they are read as `$themes.json` is (groups
/// as modifiers, `source` sets resolved but not reported); without, every set is enabled, in
/// `tokenSetOrder` order, then in document order (later sets win), but for sets named for
/// colour schemes (see ``TokensStudioWithoutThemes``).
public enum TokensStudioSingleFile {
  /// The source key of set `name` of the document at `path`. Pure.
  public static func source(_ name: String, of path: String) -> String {
    path + "#" + name
  }

  /// Whether a source key names a set of the single-file document at `document`
  /// (`tokens.json#brand`, not a resolver's JSON Pointer fragment `tokens.json#/brand`). Pure.
  public static func isSetSource(_ key: String, of document: String) -> Bool {
    key.hasPrefix(document + "#") && !key.dropFirst(document.count + 1).hasPrefix("/")
  }

  /// Whether a token file may be in the single-file form (it mentions `$themes` or
  /// `$metadata`); ``read(_:)`` decides. Pure.
  public static func mayBe(_ file: SourceFile) -> Bool {
    !TokensStudioThemes.isDocument(file.path)
      && (ByteSearch.contains(file.bytes, "\"$themes\"")
        || ByteSearch.contains(file.bytes, "\"$metadata\""))
  }

  /// The sets of a document in the single-file form (its top-level objects not named with
  /// `$`), or `nil` when its root has neither a `$themes` array nor a `$metadata` with a
  /// `tokenSetOrder`: a `$metadata` of export facts (a Figma exporter's `source`, `version`)
  /// without a set order is a DTCG file's, not Tokens Studio's. Pure.
  static func sets(of root: JSONValue) -> [JSONMember]? {
    guard let members = root.members,
      root["$themes"]?.arrayValue != nil || root["$metadata"]?["tokenSetOrder"]?.arrayValue != nil
    else { return nil }
    return members.filter { !$0.key.hasPrefix("$") && $0.value.members != nil }
  }

  /// The resolver document of a single-file document, or `nil` when the file is not in that
  /// form (its root has neither a `$themes` array nor a `$metadata` with a `tokenSetOrder`) or
  /// cannot be parsed (the parser reports that). `tokenPaths` gives the paths of a set's tokens
  /// (without the set's name), as the revision parsed them: without themes, colour-scheme sets
  /// are read by what they redefine. Pure.
  public static func read(_ file: SourceFile, tokenPaths: (String) -> Set<TokenPath>)
    -> (ResolverDocument, [Finding])?
  {
    guard let root = try? JSONParser.parse(file.bytes), let sets = sets(of: root) else {
      return nil
    }
    let themes = root["$themes"]?.arrayValue
    let metadata = root["$metadata"]
    let names = Set(sets.map(\.key))
    let order = metadata?["tokenSetOrder"]?.arrayValue?.compactMap(\.stringValue) ?? []

    if let themes, !themes.isEmpty {
      let (document, findings) = TokensStudioThemes.document(
        themes: themes,
        order: order,
        path: file.path,
        sets: TokensStudioThemes.SetLookup(
          files: { names.contains($0) ? [source($0, of: file.path)] : [] },
          missing: { _ in ("which is not a set of this document", []) }
        )
      )
      guard let document else { return nil }
      return (document, findings)
    }
    // No themes: every set, in `tokenSetOrder` order, then in document order.
    let rank = Dictionary(
      order.enumerated().map { ($1, $0) },
      uniquingKeysWith: { first, _ in first }
    )
    let ordered = sets.enumerated().sorted { lhs, rhs in
      (rank[lhs.element.key] ?? Int.max, lhs.offset) < (
        rank[rhs.element.key] ?? Int.max, rhs.offset
      )
    }
    let enabled = ordered.map { entry in
      (
        name: entry.element.key,
        sources: [
          ResolverDocument.Source.file(
            source(entry.element.key, of: file.path),
            position: entry.element.value.position
          )
        ]
      )
    }
    let document = TokensStudioWithoutThemes.document(
      path: file.path,
      sets: enabled,
      paths: tokenPaths
    )
    return (document, [])
  }

  /// The tokens of the document at `path`, by set source key, each path without its set
  /// name, unless the document's references name tokens with it (see
  /// ``referencesKeepSetNames(_:)``). Tokens outside any set (at the top level) are left out.
  /// Pure.
  public static func tokensBySet(_ tokens: [Token], path: String) -> [String: [Token]] {
    let keepsNames = referencesKeepSetNames(tokens)
    var result: [String: [Token]] = [:]
    for token in tokens where token.path.segments.count > 1 {
      var token = token
      let set = token.path.segments[0]
      if !keepsNames { token.path = TokenPath(Array(token.path.segments.dropFirst())) }
      result[source(set, of: path), default: []].append(token)
    }
    return result
  }

  /// Whether a document's references name its tokens with their set's name
  /// (`{typography.fontFamilies.bc-sans}` for `fontFamilies.bc-sans` of the set `typography`),
  /// as a Style Dictionary build of the whole file reads them (sd-transforms without
  /// `excludeParentKeys`; bcgov's design tokens): at least ``setNamedReferences`` distinct
  /// references find a token only with set names kept, and none finds one only without them.
  /// The plugin itself, and most documents, name tokens without: one reference that names a
  /// set (a broken one, in the plugin's reading) does not rename every token of the document.
  /// Pure; `tokens` are the document's, as parsed (set names first).
  static func referencesKeepSetNames(_ tokens: [Token]) -> Bool {
    let inSets = tokens.filter { $0.path.segments.count > 1 }
    let named = Set(inSets.map(\.path))
    let unnamed = Set(inSets.map { TokenPath(Array($0.path.segments.dropFirst())) })
    var onlyNamed = 0
    for reference in ReferenceWalker.references(in: inSets) {
      let withName = named.contains(reference)
      let without = unnamed.contains(reference)
      if without, !withName { return false }
      if withName, !without { onlyNamed += 1 }
    }
    return onlyNamed >= setNamedReferences
  }

  /// The fewest distinct references naming tokens with their sets that make a document keep
  /// set names (see ``referencesKeepSetNames(_:)``).
  static let setNamedReferences = 3
}
