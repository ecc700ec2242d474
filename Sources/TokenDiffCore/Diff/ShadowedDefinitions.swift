/// Definitions of a path that the build replaces with a later file's: Style Dictionary merges
/// its sources into one object, so a file that overrides what earlier files define (a theme's
/// `color.bg` over the base's) is the only definition the build outputs. The diff reports that
/// one: a new overriding file changes the token's value (it adds no token), and an edit to the
/// shadowed definition changes nothing a consumer sees. Token files only: Swift sources and
/// asset catalogs are compiled, not merged.
enum ShadowedDefinitions {
  /// The keys of a plain set's baseline that a later file of the same part (``ModalTokenSet/partOfFile``)
  /// overrides: that file defines the path too, merges later, and is an overriding file
  /// (``PathIndex/overridingFiles``: most of its paths are defined before it). Files that merely
  /// share a few names (two palettes in one folder) keep each definition. `repeated`: the paths
  /// several files of the set define; nothing is worked out without them. Linear. Pure.
  static func keys(of set: ModalTokenSet, repeated: Set<TokenPath>) -> Set<TokenKey> {
    guard set.set.isEmpty, !repeated.isEmpty else { return [] }
    let ranks = PathIndex.ranks(of: set.mergeOrder)
    var filesByPart: [Int: [TokenPath: [String]]] = [:]
    // Swift sources and asset catalogs are not merged: two modules' declarations of a path
    // (two brands' generated extensions) are two tokens, each its file's.
    for token in set.baseline.tokens
    where !token.location.file.hasSuffix(".swift")
      && !SwiftSourceSelection.isAssetCatalogFile(token.location.file)
    {
      let part = set.partOfFile[token.location.file] ?? -1
      filesByPart[part, default: [:]][token.path, default: []].append(token.location.file)
    }
    var shadowed = Set<TokenKey>()
    for (_, filesByPath) in filesByPart.sorted(by: { $0.key < $1.key }) {
      let overriding = PathIndex.overridingFiles(definedBy: filesByPath.values, ranks: ranks)
      guard !overriding.isEmpty else { continue }
      for path in repeated {
        guard let files = filesByPath[path],
          let last = files.max(by: { PathIndex.mergesBefore($0, $1, ranks: ranks) }),
          overriding.contains(last)
        else { continue }
        for file in Set(files) where file != last {
          shadowed.insert(TokenKey(path: path, file: file))
        }
      }
    }
    return shadowed
  }
}
