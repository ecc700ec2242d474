/// A reader of token files that are not JSON (Swift sources, asset catalogs), plugged in by a
/// target that links its own parser, so that the JSON path builds and runs without it.
public protocol TokenSourceReader: Sendable {
  /// A name that identifies the reader and its settings (two readers with the same name read
  /// alike).
  var identity: String { get }
  /// Whether this reader, not the JSON parser, reads the file at `path`. Pure.
  func claims(_ path: String) -> Bool
  /// Reads the claimed files of one revision into tokens and findings. `jsonTokens` are the
  /// tokens the JSON files of the same revision hold, for sources that name JSON token paths.
  /// Pure.
  func read(_ files: [SourceFile], jsonTokens: [Token]) -> TokenDocument
}

/// The non-JSON readers a run uses, compared by their identities.
public struct SourceReaders: Sendable, Equatable {
  public var readers: [any TokenSourceReader]

  public init(_ readers: [any TokenSourceReader] = []) {
    self.readers = readers
  }

  public static func == (lhs: SourceReaders, rhs: SourceReaders) -> Bool {
    lhs.readers.map(\.identity) == rhs.readers.map(\.identity)
  }

  /// Parses a snapshot: the files a reader claims by that reader, the others as JSON token
  /// files (see ``TokenParser``). Pure.
  public func parse(
    _ snapshot: RevisionSnapshot,
    policy: ResolutionPolicy,
    tokensStudioThemes: Bool = false
  ) -> TokenDocument {
    parse(snapshot, policy: policy, tokensStudioThemes: tokensStudioThemes, shared: nil)
  }

  /// The same, taking the tokens of JSON files another revision read alike from `shared`
  /// (see ``SharedFileReads``). Pure.
  func parse(
    _ snapshot: RevisionSnapshot,
    policy: ResolutionPolicy,
    tokensStudioThemes: Bool,
    shared: SharedFileReads?
  ) -> TokenDocument {
    var json = snapshot
    json.files = snapshot.files.filter { file in !readers.contains { $0.claims(file.path) } }
    var document = TokenParser.parse(
      json,
      formats: policy.formats,
      bricksAliasDepth: policy.bricksAliasDepth,
      tokensStudioThemes: tokensStudioThemes,
      shared: shared
    )
    let jsonTokens = document.tokens
    for reader in readers {
      let claimed = snapshot.files.filter { reader.claims($0.path) }
      guard !claimed.isEmpty else { continue }
      let read = reader.read(claimed, jsonTokens: jsonTokens)
      document.tokens += read.tokens
      document.findings += read.findings
    }
    return document
  }
}
