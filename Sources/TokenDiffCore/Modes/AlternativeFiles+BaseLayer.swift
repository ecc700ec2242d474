// A folder of alternatives that is the base the others are layered over.

extension AlternativeFiles {
  /// The files a base folder gives every mode and the files the folders of a dimension now
  /// hold, after ``layeringBases(_:files:pathsByFile:tokensByFile:)``.
  struct BaseLayering {
    /// Files that left a context to be read in every mode: the base folders' files.
    var shared: Set<String> = []
    /// The files the folders' contexts now hold, every file under each folder (those with no
    /// counterpart in the other folders included).
    var claimed: Set<String> = []
  }

  /// `modifiers` with each folder of a dimension holding every file under it, and each base
  /// folder's files read in every mode, the other folders of its dimension layered over it.
  /// A file under one brand's folder is that brand's, whether or not the other brands have
  /// a file like it: a brand's file that only adds tokens to its sibling's, agreeing on the
  /// rest, is no layer of every brand (kickstartDS: 34 false broken references and 136
  /// additions missed). A folder is a base when the others restate some of its files and
  /// write none of their own (by their place in the folder), each at most three quarters of
  /// its paths and at least half of them its own, and the files every mode reads, or the
  /// other folders' own files, read tokens only it defines. That is how a multi-brand Style
  /// Dictionary build reads `properties/**` then `AdeoProperties/**`: a brand folder restates
  /// some of the base's files, and the base's other files read tokens only the base's version
  /// of those files defines. Read as
  /// alternatives, each brand lost the base's tokens (mozaic: 31 false broken references).
  /// The base keeps its value, with no files of its own (the build of no brand), and each
  /// overriding folder's context takes every file under it. Folders of the same files (light
  /// and dark, brands written in full) stay alternatives, whatever one of them forgot: a
  /// forgotten token stays a broken reference in it. Only dimensions named by folders are
  /// looked at. Pure.
  static func layeringBases(
    _ modifiers: inout [ResolverDocument.Modifier],
    files: [String],
    pathsByFile: [String: Set<TokenPath>],
    tokensByFile: [String: [Token]]
  ) -> BaseLayering {
    var layering = BaseLayering()
    for index in modifiers.indices {
      let contexts = modifiers[index].contexts
      guard contexts.count > 1 else { continue }
      let folders = contexts.map { folder(named: $0.name, holding: $0.sources) }
      guard folders.allSatisfy({ $0 != nil }) else { continue }
      var otherContexts = Set<String>()
      for (offset, modifier) in modifiers.enumerated() where offset != index {
        for context in modifier.contexts {
          otherContexts.formUnion(context.sources.compactMap(\.filePath))
        }
      }
      let contextFiles = folders.map { folder in
        files.filter { $0.hasPrefix(folder ?? "") && !otherContexts.contains($0) }
      }
      let defined = contextFiles.map { files in
        files.reduce(into: Set<TokenPath>()) { $0.formUnion(pathsByFile[$1] ?? []) }
      }
      guard let base = defined.indices.max(by: { defined[$0].count < defined[$1].count })
      else { continue }
      let inDimension = Set(contextFiles.joined())
      let inContexts = inDimension.union(otherContexts)
      var elsewhere = Set<TokenPath>()
      var sharedReferences = Set<TokenPath>()
      for file in files where !inDimension.contains(file) {
        elsewhere.formUnion(pathsByFile[file] ?? [])
        if !inContexts.contains(file) {
          sharedReferences.formUnion(ReferenceWalker.references(in: tokensByFile[file] ?? []))
        }
      }
      // The base's files by their place in its folder: every other folder restates some of
      // them and writes no file of its own, and the base writes files none of them has.
      func placesInFolder(_ offset: Int) -> Set<String> {
        let prefix = folders[offset] ?? ""
        return Set(contextFiles[offset].map { String($0.dropFirst(prefix.count)) })
      }
      let basePlaces = placesInFolder(base)
      var needsBase = false
      let isBase = contexts.indices.allSatisfy { other in
        guard other != base else { return true }
        let places = placesInFolder(other)
        guard places.isSubset(of: basePlaces), places.count < basePlaces.count else { return false }
        let own = defined[other]
        let restated = own.intersection(defined[base]).count
        guard !own.isEmpty, own.count * 4 <= defined[base].count * 3, restated * 2 >= own.count
        else { return false }
        let read = contextFiles[other].reduce(into: sharedReferences) { read, file in
          read.formUnion(ReferenceWalker.references(in: tokensByFile[file] ?? []))
        }
        needsBase =
          needsBase
          || read.contains {
            !isNamed($0, in: own) && !isNamed($0, in: elsewhere) && isNamed($0, in: defined[base])
          }
        return true
      }
      let layered = isBase && needsBase
      if layered { layering.shared.formUnion(contextFiles[base]) }
      for offset in contexts.indices {
        let sources = layered && offset == base ? [] : contextFiles[offset]
        layering.claimed.formUnion(sources)
        modifiers[index].contexts[offset].sources = sources.map {
          .file($0, position: TextPosition(line: 1, column: 1))
        }
      }
    }
    layering.claimed.subtract(layering.shared)
    return layering
  }

  /// The folder (a path prefix ending in `/`) named `name` that holds every one of `sources`,
  /// or `nil` when they are not all in one such folder (alternatives named by file names). Pure.
  private static func folder(named name: String, holding sources: [ResolverDocument.Source])
    -> String?
  {
    var found: String?
    for source in sources {
      guard let path = source.filePath else { return nil }
      let parts = path.split(separator: "/", omittingEmptySubsequences: false)
      // The nearest folder of that name: `packages/acme/tokens/brands/acme/` is brand acme's.
      guard let position = parts.dropLast().lastIndex(where: { $0 == name }) else { return nil }
      let prefix = parts[...position].joined(separator: "/") + "/"
      if let found, found != prefix { return nil }
      found = prefix
    }
    return found
  }

  /// Whether `paths` holds the token a reference names, written as it is or with Style
  /// Dictionary's value suffix (`{color.red.value}`), as the resolver reads it
  /// (``RootFolding/withoutValueSuffix(_:)``). Pure.
  private static func isNamed(_ reference: TokenPath, in paths: Set<TokenPath>) -> Bool {
    paths.contains(reference) || paths.contains(RootFolding.withoutValueSuffix(reference))
  }
}
