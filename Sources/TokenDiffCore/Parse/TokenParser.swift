/// Reads token files into ``Token`` values: DTCG (2025.10 and the older drafts), Adobe Spectrum,
/// Orange OUDS and Gentle files, each detected per file (see ``TokenFormat``), and Bricks sets
/// (see ``BricksDetection``).
///
/// Pure: bytes in, tokens and findings out. A file that is not JSON becomes one `parse-error`
/// finding and contributes no tokens; every other problem (a bad name, a duplicate key, a token
/// with children) is a finding next to the tokens that could still be read.
public enum TokenParser {
  /// Parses every file of a snapshot, each in its detected format unless a rule names one.
  /// Pure.
  ///
  /// All files are read first, so that a `$ref` or `$extends` can point into any file of the
  /// revision (`other.tokens.json#/a/b`, relative to the referring file).
  public static func parse(
    _ snapshot: RevisionSnapshot,
    formats: [FormatRule] = [],
    bricksAliasDepth: Int = 3,
    tokensStudioThemes: Bool = false
  ) -> TokenDocument {
    parse(
      snapshot,
      formats: formats,
      bricksAliasDepth: bricksAliasDepth,
      tokensStudioThemes: tokensStudioThemes,
      shared: nil
    )
  }

  /// The same, taking the tokens of files another revision read alike from `shared` (see
  /// ``SharedFileReads``). Pure.
  static func parse(
    _ snapshot: RevisionSnapshot,
    formats: [FormatRule],
    bricksAliasDepth: Int,
    tokensStudioThemes: Bool,
    shared: SharedFileReads?
  ) -> TokenDocument {
    var toolchains: [String: Dialect] = [:]
    var configured: [String: Dialect] = [:]
    for set in snapshot.sets {
      for file in set.files {
        if let toolchain = set.toolchain { toolchains[file] = toolchain }
        if let dialect = set.dialect { configured[file] = dialect }
      }
    }
    var document = parse(
      files: snapshot.files,
      formats: formats,
      bricksAliasDepth: bricksAliasDepth,
      tokensStudioThemes: tokensStudioThemes,
      toolchains: toolchains,
      dialects: configured,
      shared: shared
    )
    document.findings = snapshot.skipped + document.findings
    return document
  }

  /// Parses one file. Files ending in `.json5` are read as JSON5, in `.yml` or `.yaml` as YAML.
  /// Pure.
  public static func parse(_ file: SourceFile) -> TokenDocument {
    parse(files: [file])
  }

  /// Parses files that may refer to one another, in the order given. `dialects` are those the
  /// configuration names per file, which replace detection for DTCG and `value` files. Pure.
  static func parse(
    files: [SourceFile],
    formats: [FormatRule] = [],
    bricksAliasDepth: Int = 3,
    tokensStudioThemes: Bool = false,
    toolchains: [String: Dialect] = [:],
    dialects: [String: Dialect] = [:],
    shared: SharedFileReads? = nil
  ) -> TokenDocument {
    var document = TokenDocument()
    let index = ReferenceIndex()
    var trees: [Tree] = []
    // Parsing the JSON of each file is independent of the others: do it on all cores. A file
    // the other revision has alike is parsed once (see ``SharedFileReads``); the revisions go
    // through their files from opposite ends, so they seldom parse one at the same time.
    let forward = shared?.nextReadsForward() ?? true
    let order = forward ? Array(files.indices) : files.indices.reversed()
    let parsedInOrder = order.parallelMap { position -> Result<JSONValue, ParseFailure> in
      guard let shared else { return read(files[position]) }
      return shared.json(files[position], parse: read)
    }
    let parsed = forward ? parsedInOrder : parsedInOrder.reversed()
    let bricks = BricksDetection.sets(in: zip(files, parsed).map { ($0.path, try? $1.get()) })
    let bricksFiles = bricks.reduce(into: Set<String>()) { $0.formUnion($1.paths) }
    for (file, result) in zip(files, parsed) {
      switch result {
      case .success(let root):
        if bricksFiles.contains(file.path) { continue }  // read per set below
        if case .array = root.kind, !FileSelection.isNamedTokenFile(file.path) {
          // Generated data (documentation tables, test lists) under a token folder: every
          // token format is a JSON object, so an array is no token file.
          document.findings.append(
            Finding(
              kind: .skippedFile,
              location: SourceLocation(file: file.path, position: root.position),
              message:
                "\(file.path) is a JSON array, not a token file (token files are JSON objects); it is not read"
            )
          )
          continue
        }
        let style = TokenSyntax.detect(in: root)
        let format =
          FormatRule.format(of: file.path, in: formats)
          ?? TokenFormat.detect(root, file: file.path, syntax: style)
        // Only a DTCG file can refer to another; one that mentions no reference reads alike
        // whatever the other files hold.
        let refers = format == .dtcg && ReferenceIndex.mentionsReferences(file.bytes)
        if format == .dtcg {
          index.add(file: file.path, root: root, style: style, mayRefer: refers)
        }
        let named = format == .dtcg ? dialects[file.path] : nil
        let dialect =
          named
          ?? Dialect.detect(
            format: format,
            syntax: style,
            root: root,
            revisionHasTokensStudioThemes: tokensStudioThemes
              || root["$themes"] != nil || root["$metadata"]?["tokenSetOrder"] != nil,
            toolchain: toolchains[file.path]
          )
        trees.append(
          Tree(
            path: file.path,
            root: root,
            style: style,
            format: format,
            dialect: dialect,
            standsAlone: !refers,
            bytes: file.bytes
          )
        )
      case .failure(let failure):
        document.findings.append(failure.finding)
      }
    }
    for read in reads(trees, index: index, shared: shared, forward: forward) {
      document.tokens += read.tokens
      document.findings += read.findings
    }
    document.tokens += StyleDictionaryPlainValues.tokens(
      referencedBy: document.tokens,
      in: trees.filter { $0.dialect == .styleDictionary && $0.format == .dtcg }.map {
        StyleDictionaryPlainValues.Source(path: $0.path, root: $0.root)
      }
    )
    for set in bricks {
      var reader = BricksReader(set, aliasDepthLimit: bricksAliasDepth)
      reader.read()
      document.tokens += reader.tokens.map { token in
        var token = token
        token.dialect = .bricks
        return token
      }
      document.findings += reader.findings
    }
    return document
  }

  /// A file parsed into JSON, with what its reading depends on.
  private struct Tree: Sendable {
    var path: String
    var root: JSONValue
    var style: TokenSyntax
    var format: TokenFormat
    var dialect: Dialect
    /// Whether reading it consults no other file: no `$ref` or `$extends` in it, or a format
    /// that has neither. Such a file reads alike in any revision that has it, and beside the
    /// others.
    var standsAlone: Bool
    var bytes: [UInt8]

    /// What its reading depends on, for ``SharedFileReads``.
    var key: SharedFileReads.Key {
      SharedFileReads.Key(path: path, bytes: bytes, syntax: style, format: format, dialect: dialect)
    }
  }

  /// Each file's tokens (dialect set) and findings, in the order of `trees`. Files whose
  /// reading consults the reference index are read first, one after the other in their order
  /// (the index is shared and spends its budgets in that order). The files that stand alone
  /// are then read on all cores, each against an index of its own file only, which answers
  /// everything its reading asks alike; taken from `shared` where another revision read them
  /// alike, and listed from the end when `shared` says so (see ``SharedFileReads``). Pure.
  private static func reads(
    _ trees: [Tree],
    index: ReferenceIndex,
    shared: SharedFileReads?,
    forward: Bool
  ) -> [SharedFileReads.Read] {
    var results = [SharedFileReads.Read?](repeating: nil, count: trees.count)
    for position in trees.indices where !trees[position].standsAlone {
      results[position] = read(trees[position], index: index)
    }
    let alone = trees.indices.filter { trees[$0].standsAlone }
    let order = forward ? alone : alone.reversed()
    let done = order.parallelMap { position -> SharedFileReads.Read in
      let tree = trees[position]
      let readOwn = {
        let own = ReferenceIndex()
        if tree.format == .dtcg {
          own.add(file: tree.path, root: tree.root, style: tree.style, mayRefer: false)
        }
        return read(tree, index: own)
      }
      guard let shared else { return readOwn() }
      // With the file's layer declared here, as the revision would after parsing: a token both
      // revisions hold is then never written to, so never copied (see ``SharedFileReads``).
      let readDeclared = {
        var made = readOwn()
        SetNameConvention.declareLayers(&made.tokens)
        return made
      }
      switch shared.claim(tree.key) {
      case .done(let known): return known
      case .read:
        let made = readDeclared()
        shared.store(tree.key, made)
        return made
      case .readAlone: return readDeclared()
      }
    }
    for (position, read) in zip(order, done) { results[position] = read }
    return results.map { $0 ?? ([], []) }
  }

  /// A file's tokens, dialect set, and findings. Pure.
  private static func read(_ tree: Tree, index: ReferenceIndex) -> SharedFileReads.Read {
    var (tokens, findings) = tokens(
      of: tree.root,
      file: tree.path,
      style: tree.style,
      format: tree.format,
      dialect: tree.dialect,
      index: index
    )
    // Written in place: each token's cell is this array's alone. (Mapping the tokens into a new
    // array while the reader's still held them copied every cell.)
    for position in tokens.indices where tokens[position].dialect != tree.dialect {
      tokens[position].dialect = tree.dialect
    }
    return (tokens, findings)
  }

  /// One file's tokens, read in its format.
  private static func tokens(
    of root: JSONValue,
    file: String,
    style: TokenSyntax,
    format: TokenFormat,
    dialect: Dialect,
    index: ReferenceIndex
  ) -> (tokens: [Token], findings: [Finding]) {
    switch format {
    case .ouds:
      var reader = OUDSReader(file: file, isRaw: OUDSDetection.isRawFile(root, file: file))
      reader.read(root)
      return (reader.tokens, reader.findings)
    case .gentle:
      var reader = GentleReader(file: file)
      reader.read(root)
      return (reader.tokens, reader.findings)
    case .theo:
      var reader = TheoReader(file: file)
      reader.read(root)
      return (reader.tokens, reader.findings)
    case .spectrum:
      var reader = SpectrumReader(file: file)
      reader.read(root)
      return (reader.tokens, reader.findings)
    case .dtcg:
      var walker = GroupWalker(file: file, style: style, index: index)
      walker.dialect = dialect
      walker.walkGroup(root, path: TokenPath([]), context: GroupContext())
      return (walker.tokens, walker.findings)
    }
  }

  /// The JSON of one file, or its `parse-error` finding.
  private static func read(_ file: SourceFile) -> Result<JSONValue, ParseFailure> {
    let dialect = JSONDialect(path: file.path)
    do {
      return .success(try JSONParser.parse(file.bytes, dialect: dialect))
    } catch {
      return .failure(
        ParseFailure(
          finding: Finding(
            kind: .parseError,
            location: SourceLocation(file: file.path, position: error.position),
            message:
              "\(file.path) is not valid \(dialect.name): \(error.message)"
          )
        )
      )
    }
  }
}

/// A file that is not JSON.
struct ParseFailure: Error {
  var finding: Finding
}

/// Which key marks a token in a file: `$value` (DTCG) or `value` (the first draft, Tokens
/// Studio's legacy export, Style Dictionary 3).
enum TokenSyntax: Sendable {
  case dtcg
  case legacy

  /// DTCG when `$value` or `$type` (or `$ref`, `$extends`) appears anywhere, else legacy;
  /// never mixed inside one file. A file whose tokens are written `{"value": …, "$type": …}`
  /// (no `$value` anywhere: kamishino's Style Dictionary files) is legacy, its `$type` read
  /// as the type. Pure.
  static func detect(in root: JSONValue) -> TokenSyntax {
    guard containsMarker(in: root) else { return .legacy }
    return !TokenFileShape.hasKey("$value", in: root) && containsValueTypedWithDollar(root)
      ? .legacy : .dtcg
  }

  /// Whether some object holds both `value` and `$type`; iterative, as
  /// ``TokenFileShape/hasKey(_:in:)``. Pure.
  private static func containsValueTypedWithDollar(_ root: JSONValue) -> Bool {
    var pending = [root]
    while let node = pending.popLast() {
      switch node.kind {
      case .object(let members):
        if node["value"] != nil, node["$type"] != nil { return true }
        pending += members.map(\.value)
      case .array(let elements): pending += elements
      default: continue
      }
    }
    return false
  }

  private static let markers: Set<String> = ["$value", "$type", "$ref", "$extends"]

  private static func containsMarker(in value: JSONValue) -> Bool {
    switch value.kind {
    case .object(let members):
      // Every marker starts with `$`: most keys are turned away by their first byte, unhashed.
      members.contains {
        ($0.key.utf8.first == UInt8(ascii: "$") && markers.contains($0.key))
          || containsMarker(in: $0.value)
      }
    case .array(let elements): elements.contains { containsMarker(in: $0) }
    default: false
    }
  }

  var valueKey: String { self == .dtcg ? "$value" : "value" }
  var typeKey: String { self == .dtcg ? "$type" : "type" }
  var descriptionKey: String { self == .dtcg ? "$description" : "description" }
  var deprecatedKey: String { self == .dtcg ? "$deprecated" : "deprecated" }
  var extensionsKey: String { self == .dtcg ? "$extensions" : "extensions" }
  /// The keys of a token's properties. Made once per syntax: walking a group asks for every
  /// member, and a set built per call was a tenth of reading a legacy file's tokens.
  var propertyKeys: Set<String> { self == .dtcg ? Self.dtcgPropertyKeys : Self.legacyPropertyKeys }

  private static let dtcgPropertyKeys = propertyKeys(of: .dtcg)
  private static let legacyPropertyKeys = propertyKeys(of: .legacy)

  private static func propertyKeys(of syntax: TokenSyntax) -> Set<String> {
    [
      syntax.valueKey, syntax.typeKey, syntax.descriptionKey, syntax.deprecatedKey,
      syntax.extensionsKey,
    ]
  }
}
