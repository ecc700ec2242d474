/// Resolver sources that name a group inside a token file with a JSON Pointer fragment
/// (`modes.json#/light`): the DTCG resolver allows a file and a fragment, and several contexts
/// then share one file, each taking one of its top-level groups.
///
/// Such a source is keyed `<file>#/<segment>/…` (as a Tokens Studio single-file set is keyed
/// `<file>#<set>`); its tokens are the file's tokens under the group, with the group's path
/// dropped, as a build that inlines the `$ref` reads them. The tokens keep their file, so
/// findings and changes cite where they are written.
public enum ResolverFragmentSources {
  /// The key of the group at `pointer` of the file at `path`. Pure.
  public static func source(_ path: String, pointer: [String]) -> String {
    path + JSONReference.pointerText(pointer)
  }

  /// The segments of a fragment (`/light`, or `light` as some documents write it), unescaped;
  /// empty for the whole document. Pure.
  static func pointer(_ fragment: Substring) -> [String] {
    let body = fragment.hasPrefix("/") ? fragment.dropFirst() : fragment
    guard !body.isEmpty else { return [] }
    return body.split(separator: "/", omittingEmptySubsequences: false).map { segment in
      JSONReference.unescape(segment) ?? String(segment)
    }
  }

  /// The file and pointer of a fragment source; `nil` for any other source key (a whole file,
  /// a Tokens Studio `file#set`). Pure.
  public static func parts(of source: String) -> (file: String, pointer: [String])? {
    guard let hash = source.firstIndex(of: "#"), source[hash...].hasPrefix("#/") else {
      return nil
    }
    let pointer = Self.pointer(source[source.index(after: hash)...])
    return pointer.isEmpty ? nil : (String(source[..<hash]), pointer)
  }

  /// The tokens of every fragment source the documents name that `tokensByFile` lacks, by
  /// source key, and the files they come from (which the documents then claim whole). Pure.
  static func tokens(
    named documents: [ResolverDocument],
    in tokensByFile: [String: [Token]]
  ) -> (bySource: [String: [Token]], files: Set<String>) {
    var bySource: [String: [Token]] = [:]
    var files: Set<String> = []
    for document in documents {
      for source in document.everySource {
        guard let path = source.filePath, tokensByFile[path] == nil, bySource[path] == nil,
          let (file, pointer) = parts(of: path), let tokens = tokensByFile[file]
        else { continue }
        files.insert(file)
        bySource[path] = tokens.compactMap { token in
          let segments = token.path.segments
          guard segments.count > pointer.count, segments.starts(with: pointer) else { return nil }
          var inner = token
          inner.path = TokenPath(Array(segments.dropFirst(pointer.count)))
          return inner
        }
      }
    }
    return (bySource, files)
  }
}
