/// What `tokendiff sets` shows: each set of a revision with its root, formats, files, modes and
/// token count, the rule that found it, and every file that was looked at and not read.
public struct TokenSetListing: Sendable, Equatable, Codable {
  /// One set.
  public struct Entry: Sendable, Equatable, Codable {
    public var root: String
    public var rule: String
    public var definition: String?
    /// The dialects its tokens are read in (`dtcg`, `tokens-studio`...), sorted.
    public var formats: [String]
    public var files: [String]
    /// Its tokens, one per path (a path several files define counts once).
    public var tokens: Int
    /// How many of them its build outputs, when fewer: the rest are in Tokens Studio `source`
    /// sets or sets no theme uses, which resolve references and are checked but are not
    /// diffed (a diff's token count is this one). `nil` when every token is output.
    public var output: Int?
    /// Its modes, as resolved.
    public var modes: [String]
    /// The dimensions of its modes (`theme` → `light`, `dark`), from `name=value` mode names.
    public var dimensions: [String: [String]]
  }

  public var revision: String
  public var sets: [Entry]
  public var unread: [UnreadFile]
  /// Discovery's notes (folders not read, files of no known shape), as sentences.
  public var notes: [String]

  /// The format a token is read in: its dialect (`dtcg`, `tokens-studio`...), or `swift` and
  /// `asset-catalog` for tokens read from Swift sources and colour sets. Pure.
  static func format(of token: Token) -> String {
    swiftFormat(of: token.location.file) ?? token.dialect.rawValue
  }

  /// `swift` for a Swift source, `asset-catalog` for a colour set or a folder grouping them,
  /// else `nil`: the files `SwiftSourceSelection` finds, outside discovery's sets. Pure.
  static func swiftFormat(of file: String) -> String? {
    if file.hasSuffix(".swift") { return "swift" }
    if SwiftSourceSelection.isAssetCatalogFile(file) { return "asset-catalog" }
    return nil
  }

  /// The listing of one snapshot: `tokens` are its parsed tokens, `resolved` the revision
  /// resolved from it. Without discovered sets (configured `files:`) the snapshot is one set.
  /// Pure.
  public static func make(
    snapshot: RevisionSnapshot,
    unread: [UnreadFile],
    tokens: [Token],
    resolved: ResolvedRevision
  ) -> TokenSetListing {
    // Swift sources and colour sets are found by their own rule (`SwiftSourceSelection`), not
    // by discovery's sets.
    let isSwift = { (path: String) in swiftFormat(of: path) != nil }
    let swiftRule = "Swift sources and asset catalogs whose names or types say they hold tokens"
    // A revision with no token file has no set (not one empty set said to be Swift sources).
    var sets =
      snapshot.files.isEmpty
      ? []
      : snapshot.sets.isEmpty
        ? [
          DiscoveredSet(
            root: "",
            files: snapshot.files.map(\.path),
            rule: snapshot.files.allSatisfy({ isSwift($0.path) })
              ? swiftRule : "the configuration's files: (or --files)"
          )
        ] : snapshot.sets
    // Beside discovered JSON sets, the Swift sources and colour sets are a set of their own.
    if !snapshot.sets.isEmpty {
      let listed = Set(sets.flatMap(\.files))
      let swift = snapshot.files.map(\.path).filter { isSwift($0) && !listed.contains($0) }
      if !swift.isEmpty { sets.append(DiscoveredSet(root: "", files: swift, rule: swiftRule)) }
    }
    let tokensByFile = Dictionary(grouping: tokens) { $0.location.file }
    let plain = resolved.sets.first { $0.set.isEmpty }
    // A discovered set of alternative files resolves as a document of its own, named by the
    // place its files differ (`tokens/brands/*`): its modes are those of the files it holds.
    let definitions = Set(sets.compactMap(\.definition))
    var alternativeModes: [String: [String]] = [:]
    for modal in resolved.sets
    where !modal.set.isEmpty && !definitions.contains(modal.set) && !modal.modes.isEmpty {
      let names = modal.modes.map(\.mode)
      for token in modal.baseline.tokens { alternativeModes[token.location.file] = names }
    }
    // A file whose groups resolver sources name (`modes.json#/light`) holds those groups'
    // tokens, under the paths the resolver reads.
    let fragments = ResolverFragmentSources.tokens(
      named: snapshot.files.filter { ResolverDocumentReader.isResolverDocument($0.path) }
        .compactMap { ResolverDocumentReader.read($0).0 },
      in: tokensByFile
    )
    let fragmentTokensByFile = Dictionary(
      grouping: fragments.bySource.values.joined(),
      by: \.location.file
    )
    // Set files no theme uses are resolved apart, as drafts: their tokens are not output.
    let drafts = resolved.sets.reduce(into: Set<String>()) { $0.formUnion($1.draftFiles) }
    let entries = sets.map { set -> Entry in
      let own = set.files.flatMap { file in
        fragments.files.contains(file) ? fragmentTokensByFile[file] ?? [] : tokensByFile[file] ?? []
      }
      // A single-file document's top-level keys are set names, not part of the paths: its
      // `light` and `dark` sets define the same tokens.
      func distinct(_ tokens: [Token]) -> Int {
        set.files == [set.definition]
          ? Set(tokens.map { $0.path.segments.dropFirst() }).count : Set(tokens.map(\.path)).count
      }
      let modes: [String]
      var output: Int?
      if let definition = set.definition,
        let modal = resolved.sets.first(where: { $0.set == definition })
      {
        modes = modal.modes.map(\.mode)
        let reported = own.filter {
          modal.reports(at: $0.location) && !drafts.contains($0.location.file)
        }
        if reported.count < own.count { output = distinct(reported) }
      } else {
        modes = Set(
          set.files.flatMap { alternativeModes[$0] ?? plain?.modesByFile[$0] ?? [] }
        ).sorted()
      }
      return Entry(
        root: set.root,
        rule: set.rule,
        definition: set.definition,
        formats: Set(own.map { token in Self.format(of: token) }).sorted(),
        files: set.files,
        tokens: distinct(own),
        output: output,
        modes: modes,
        dimensions: dimensions(of: modes)
      )
    }
    return TokenSetListing(
      revision: snapshot.revision,
      sets: entries,
      unread: unread,
      notes: snapshot.skipped.map(\.message)
    )
  }

  /// `theme=dark, size=mobile` modes as `theme: [dark], size: [mobile]`, values in first-seen
  /// order; plain mode names give no dimension. Pure.
  static func dimensions(of modes: [String]) -> [String: [String]] {
    var result: [String: [String]] = [:]
    for mode in modes {
      for part in mode.split(separator: ",") {
        let pair = part.split(separator: "=", maxSplits: 1)
        guard pair.count == 2 else { continue }
        let name = trimmed(pair[0])
        let value = trimmed(pair[1])
        if !(result[name]?.contains(value) ?? false) { result[name, default: []].append(value) }
      }
    }
    return result
  }

  private static func trimmed(_ text: Substring) -> String {
    String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
