/// Which files Tokens Studio's set names stand for.
///
/// A set `brand/light` is the file `brand/light.json` next to `$themes.json`; when there is no
/// such file and `brand/light/` is a folder, the set is every JSON file under that folder, in
/// path order (Tokens Studio's multi-file sync writes a folder as one set).
///
/// Tokens Studio names a file `color.tokens.json` set `color.tokens`; a themes document written
/// by hand often names it `color`. Such a set does not exist for the plugin (the theme is
/// reported as naming a missing set), but its files are evident:
/// ``filesOrEvident(ofSet:folder:among:)`` gives them, so the themes still make the modes their
/// authors meant.
public enum TokensStudioSets {
  /// The files of set `name` among `paths`, relative to `folder` (the folder of
  /// `$themes.json`); empty when neither a file nor a folder exists. Pure.
  public static func files(ofSet name: String, folder: String, among paths: Set<String>) -> [String]
  {
    let base = (folder.isEmpty ? "" : folder + "/") + name
    for candidate in [base + ".json", base + ".json5", base + ".jsonc", base]
    where paths.contains(candidate) {
      return [candidate]
    }
    let prefix = base + "/"
    return paths.filter { path in
      let lowered = path.lowercased()
      return path.hasPrefix(prefix) && (lowered.hasSuffix(".json") || lowered.hasSuffix(".json5"))
        && !TokensStudioThemes.isDocument(path)
    }.sorted()
  }

  /// The files a set name that exists nowhere evidently means: those of the same name with
  /// DTCG's `.tokens` suffix (`color` for `color.tokens.json`); empty when there are none. The
  /// caller knows the set itself has no files. Pure.
  public static func evidentFiles(
    ofMissingSet name: String,
    folder: String,
    among paths: Set<String>
  )
    -> [String]
  {
    guard !name.hasSuffix(".tokens") else { return [] }
    return files(ofSet: name + ".tokens", folder: folder, among: paths)
  }

  /// The files of set `name`, or, when it has none, the files it evidently means (see
  /// ``evidentFiles(ofMissingSet:folder:among:)``). Pure.
  public static func filesOrEvident(ofSet name: String, folder: String, among paths: Set<String>)
    -> [String]
  {
    let named = files(ofSet: name, folder: folder, among: paths)
    return named.isEmpty ? evidentFiles(ofMissingSet: name, folder: folder, among: paths) : named
  }

  /// The set names a themes document uses (enabled or source, in any theme; with
  /// `includingDisabled`, those it names `disabled` too) and the metadata's `tokenSetOrder`
  /// names. Pure; unreadable documents name nothing.
  public static func names(
    themes: SourceFile,
    metadata: SourceFile?,
    includingDisabled: Bool = false
  ) -> [String] {
    var names: [String] = []
    if let root = try? JSONParser.parse(themes.bytes) {
      // The single-file form keeps the themes under `$themes`.
      let entries = root.arrayValue ?? root["$themes"]?.arrayValue ?? []
      for entry in entries {
        for member in entry["selectedTokenSets"]?.members ?? []
        where includingDisabled || member.value.stringValue != "disabled" {
          names.append(member.key)
        }
      }
    }
    if let metadata, let root = try? JSONParser.parse(metadata.bytes) {
      names += root["tokenSetOrder"]?.arrayValue?.compactMap(\.stringValue) ?? []
    }
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }
  }

  /// Every file the themes (and metadata) of one folder name, in first-named order. Pure.
  public static func files(
    themes: SourceFile,
    metadata: SourceFile?,
    among candidates: [String: SourceFile]
  ) -> [String] {
    let folder = TokensStudioThemes.folder(of: themes.path)
    let paths = Set(candidates.keys)
    var seen = Set<String>()
    return names(themes: themes, metadata: metadata).flatMap { name in
      filesOrEvident(ofSet: name, folder: folder, among: paths)
    }.filter { seen.insert($0).inserted }
  }
}
