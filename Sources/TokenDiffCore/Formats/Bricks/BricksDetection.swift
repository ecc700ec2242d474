/// Tells a "Bricks" Figma export (a multi-file set read at runtime by a `ConfigParser`) from
/// plain DTCG files.
///
/// A Bricks set is one folder holding `tokens.json` (the routing layer) and at least one of
/// `colors.json` and `sizes.json` (the raw palettes), optionally `textStyles.json`. The names
/// must be exactly these. The content must fit too: every file is a JSON object, `tokens.json`
/// has no `_specVersion` (a Gentle spec) and at least one of its references names a top-level
/// family of `colors.json` or `sizes.json` (`{Accent.accent-600}`, `{button-height}`). A folder
/// that fails any of this is read as DTCG, and so is every `*.tokens.json` file.
enum BricksDetection {
  static let routing = "tokens.json"
  static let colors = "colors.json"
  static let sizes = "sizes.json"
  static let textStyles = "textStyles.json"

  /// The Bricks sets among `files` (path and parsed JSON, `nil` when not JSON), in the order
  /// their `tokens.json` is given. Pure.
  static func sets(in files: [(path: String, root: JSONValue?)]) -> [BricksSet] {
    var folders: [String: BricksSet] = [:]
    var order: [String] = []
    for file in files {
      let (folder, name) = split(file.path)
      guard [routing, colors, sizes, textStyles].contains(name) else { continue }
      if folders[folder] == nil {
        folders[folder] = BricksSet(folder: folder)
        order.append(folder)
      }
      folders[folder]?.files[name] = (file.path, file.root)
    }
    return order.compactMap { folders[$0] }.filter(isBricks)
  }

  /// Whether the files of one folder make a Bricks set (see the type's documentation). Pure.
  static func isBricks(_ set: BricksSet) -> Bool {
    guard let routingRoot = set.root(routing), routingRoot["_specVersion"] == nil,
      set.files.values.allSatisfy({ $0.root?.members != nil })
    else { return false }
    let families = Set(
      [colors, sizes].flatMap { set.root($0)?.members?.map(\.key) ?? [] }
    )
    guard !families.isEmpty else { return false }
    return references(in: routingRoot).contains { families.contains($0) }
  }

  /// The folder (with its trailing `/`, empty at the root) and the file name. Pure.
  static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return ("", path) }
    return (String(path[...slash]), String(path[path.index(after: slash)...]))
  }

  /// The first segment of every whole-string reference in `value`. Pure.
  private static func references(in value: JSONValue) -> [String] {
    switch value.kind {
    case .string(let text): aliasPath(in: text)?.segments.first.map { [$0] } ?? []
    case .object(let members): members.flatMap { references(in: $0.value) }
    case .array(let elements): elements.flatMap(references(in:))
    default: []
    }
  }
}

/// The files of one Bricks folder, by file name.
struct BricksSet {
  let folder: String
  var files: [String: (path: String, root: JSONValue?)] = [:]

  /// The parsed JSON of the file `name` of the set, if it has one. Pure.
  func root(_ name: String) -> JSONValue? { files[name]?.root }

  /// The repository path of the file `name` of the set. Pure.
  func path(_ name: String) -> String { files[name]?.path ?? folder + name }

  /// Every file path of the set.
  var paths: Set<String> { Set(files.values.map(\.path)) }
}
