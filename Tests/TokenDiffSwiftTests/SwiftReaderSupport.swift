import TokenDiffCore
import TokenDiffSwift

/// Reads Swift sources written inline, as the CLI does, and resolves them.
enum SwiftFixture {
  static func document(
    _ files: [String: String],
    json: [Token] = [],
    settings: SwiftSourceSettings = SwiftSourceSettings()
  ) -> TokenDocument {
    let sources = files.keys.sorted().map {
      SourceFile(path: $0, bytes: Array(files[$0, default: ""].utf8))
    }
    return SwiftTokenReader(settings: settings).read(sources, jsonTokens: json)
  }

  static func token(_ path: String, in document: TokenDocument) -> Token? {
    document.tokens.first { $0.path == TokenPath(dotted: path) }
  }

  /// The first set's baseline tokens by dotted path (the first of a path).
  static func baseline(_ revision: ResolvedRevision) -> [String: ResolvedToken] {
    Dictionary(
      (revision.sets.first?.baseline.tokens ?? []).map { ($0.path.description, $0) },
      uniquingKeysWith: { first, _ in first }
    )
  }

  static func revision(_ files: [String: String]) -> ResolvedRevision {
    var policy = ResolutionPolicy()
    policy.sourceReaders = SourceReaders([SwiftTokenReader()])
    let snapshot = RevisionSnapshot(
      revision: "test",
      commit: nil,
      files: files.map { SourceFile(path: $0.key, bytes: Array($0.value.utf8)) }
    )
    return RevisionResolver.resolve(snapshot, policy: policy)
  }
}
