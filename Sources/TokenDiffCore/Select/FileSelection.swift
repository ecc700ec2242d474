/// Decides which files of a revision are token files.
///
/// With `files:` configured, exactly the files matching those globs (minus `exclude:`).
/// Without it, the default globs below, plus any other `.json` / `.json5` file whose content
/// has a `"$value"` key (DTCG files are often named `colors.json`) or a `"_specVersion"` key (a
/// Gentle spec, such as `gentle-spec.json`, has no `$value`), and any `.yml` / `.yaml` file
/// with a `$value` key or in Theo's format (see ``TokenFileShape``), minus the default
/// exclusions (package manifests, lock files, dot-folders, `node_modules`). DTCG resolver
/// documents (`*.resolver.json`, and a `resolver.json` with a `resolutionOrder`) and Tokens
/// Studio's `$themes.json` / `$metadata.json` are read too: they define the modes of the files
/// they name.
public struct FileSelection: Sendable, Equatable {
  /// What to do with one path.
  public enum Decision: Sendable, Equatable {
    /// A token file: read it.
    case token
    /// Might be a token file: read it if its content looks like DTCG.
    case candidate
    /// Not a token file.
    case ignored
  }

  public let includes: [Glob]
  public let excludes: [Glob]
  /// Whether unmatched `.json` files are sniffed for `"$value"`.
  public let sniffs: Bool

  public static let defaultFiles = [
    "**/*.resolver.json", "**/$themes.json", "**/$metadata.json",
    "**/*.tokens.json", "**/*.tokens", "**/*.tokens.json5", "**/*.tokens.jsonc",
    "**/tokens/**/*.json",
    "**/tokens/**/*.json5", "**/tokens/**/*.jsonc",
    "**/*.tokens.yml", "**/*.tokens.yaml",
    "**/tokens/**/*.yml", "**/tokens/**/*.yaml",
  ]

  public static let defaultExcludes = [
    "**/package.json", "**/package-lock.json", "**/composer.json", "**/tsconfig*.json",
    "**/jsconfig*.json", "**/node_modules/**", "**/.*/**", "**/.*",
    "**/*.schema.json", "**/bower_components/**",
  ]

  /// The Swift token sources and asset catalogs, chosen by their own rules.
  public let swift: SwiftSourceSelection

  /// Folders discovery reads although they copy another folder byte for byte: a diff reads
  /// them in one revision because they differ in the other (a brand folder copied from
  /// another and edited later is a brand in both revisions, not a copy in one of them).
  public var readsCopiesUnder: Set<String> = []

  /// Files read whatever their content says: a diff reads them in one revision because the
  /// other revision reads them (a Swift file of one constant that gains a second is the same
  /// token source in both revisions, so its first constant is not "added").
  public var readsCandidates: Set<String> = []

  /// The sets the configuration names (`sets:`), which replace `files:` and discovery.
  public let configuredSets: [ConfiguredSet]
  /// Their globs, compiled once.
  private let configuredMembers: [ConfiguredSet.Members]

  public init(configuration: Configuration) {
    configuredSets = configuration.sets
    configuredMembers = configuration.sets.map(\.members)
    let setGlobs = configuration.sets.flatMap(\.includeGlobs)
    includes =
      (setGlobs.isEmpty ? configuration.files ?? Self.defaultFiles : setGlobs).map(Glob.init)
    excludes = (Self.defaultExcludes + configuration.exclude).map(Glob.init)
    sniffs = configuration.files == nil && configuration.sets.isEmpty
    swift = SwiftSourceSelection(settings: configuration.swift)
  }

  /// The globs a user can be told about when no file matched. Pure.
  public var describedGlobs: String {
    includes.map(\.description).joined(separator: ", ")
      + (swift.described.map { ", " + $0 } ?? "")
      + (sniffs ? ", and any other .json file containing \"$value\"" : "")
  }

  /// Whether a file's name says it holds tokens (`*.tokens.json`, `*.tokens`,
  /// `*.tokens.json5`, `*.tokens.jsonc`, `*.tokens.yml`, `*.tokens.yaml`): such a file that is
  /// not a JSON object is a parse error, where another JSON file under a token folder is only
  /// skipped. Pure.
  public static func isNamedTokenFile(_ path: String) -> Bool {
    let lowered = path.lowercased()
    return lowered.hasSuffix(".tokens.json") || lowered.hasSuffix(".tokens")
      || lowered.hasSuffix(".tokens.json5") || lowered.hasSuffix(".tokens.jsonc")
      || lowered.hasSuffix(".tokens.yml")
      || lowered.hasSuffix(".tokens.yaml")
  }

  /// Whether discovery classifies the file (JSON, JSON5, JSONC, `*.tokens`, YAML; asset
  /// catalogs are the Swift reader's) rather than this selection's sniffing. Pure.
  public static func isDiscoverable(_ path: String) -> Bool {
    let lowered = path.lowercased()
    guard !lowered.contains(".xcassets/") else { return false }
    return isJSONFile(lowered) || lowered.hasSuffix(".tokens") || lowered.hasSuffix(".yml")
      || lowered.hasSuffix(".yaml")
  }

  /// Whether a lowercased path names a JSON file of any syntax: `.json`, `.json5`, `.jsonc`.
  /// Pure.
  public static func isJSONFile(_ lowered: String) -> Bool {
    lowered.hasSuffix(".json") || lowered.hasSuffix(".json5") || lowered.hasSuffix(".jsonc")
  }

  /// The Tokens Studio project documents of `paths` (a revision's listing) this selection
  /// reads when it sniffs: each `$themes.json` and `$metadata.json`. Pure.
  public func tokensStudioDocuments(among paths: [String]) -> [String] {
    guard sniffs else { return [] }
    return paths.filter { TokensStudioThemes.isDocument($0) && decide($0) != .ignored }
  }

  /// Whether discovery reads `path`, which the default exclusions leave out as being in a
  /// folder whose name starts with a dot, as a set a Tokens Studio project names: Tokens Studio
  /// names a set after its Figma collection, and a collection hidden from publishing starts
  /// with a dot (`.primitive/default.json` beside a `$metadata.json` that lists
  /// `".primitive/default"`). `projects` holds, by folder (`""` for the root), the bytes of its
  /// `$themes.json` and `$metadata.json` (``tokensStudioDocuments(among:)``): the set's name,
  /// quoted, must be in them, so an editor's `.history/` or `.vscode/` beside a project is
  /// never read. Only when sniffing, only JSON files, and only where no other exclusion applies
  /// (`node_modules`, the configuration's `exclude:`). Pure.
  public func readsHiddenSet(_ path: String, projects: [String: [UInt8]]) -> Bool {
    guard sniffs, !projects.isEmpty, Self.isJSONFile(path.lowercased()) else { return false }
    let parts = path.split(separator: "/")
    // The nearest project above the file, and what lies between them.
    for depth in stride(from: parts.count - 1, through: 0, by: -1) {
      guard let documents = projects[parts[..<depth].joined(separator: "/")] else { continue }
      // Folders only: a file whose own name starts with a dot (`.json`, `.prettierrc.json`)
      // is no set.
      let inside = parts[depth...]
      guard let name = inside.last, !name.hasPrefix("."), let dot = name.lastIndex(of: "."),
        inside.dropLast().contains(where: { $0.hasPrefix(".") && $0 != "." && $0 != ".." })
      else {
        return false
      }
      let set = (inside.dropLast() + [name[..<dot]]).joined(separator: "/")
      guard ByteSearch.contains(documents, "\"" + set + "\"") else { return false }
      let subject = Glob.Subject(path)
      return !excludes.contains { glob in
        !Self.dotExclusions.contains(glob.description) && glob.matches(subject)
      }
    }
    return false
  }

  /// The default exclusions of dot-folders and dot-files.
  private static let dotExclusions: Set<String> = ["**/.*/**", "**/.*"]

  /// Classifies a path relative to the repository root. Pure.
  public func decide(_ path: String) -> Decision {
    let subject = Glob.Subject(path)
    if excludes.contains(where: { $0.matches(subject) }) { return .ignored }
    // A file named plain `resolver.json` is a resolver document if its content says so.
    if sniffs, ResolverDocumentReader.isPlainlyNamed(path) { return .candidate }
    if !configuredSets.isEmpty {
      if configuredMembers.contains(where: { $0.contains(path) }) { return .token }
    } else if includes.contains(where: { $0.matches(subject) }) {
      return .token
    }
    if path.hasSuffix(".swift") || path.hasSuffix("Contents.json") {
      let decision = swift.decide(path)
      if decision != .ignored { return decision }
    }
    if sniffs, Self.isDiscoverable(path) { return .candidate }
    let lowered = path.lowercased()
    if sniffs, Self.isJSONFile(lowered) { return .candidate }
    return .ignored
  }

  /// Whether a candidate file's bytes look like a DTCG token file or a Gentle spec. Pure.
  public static func looksLikeTokens(_ bytes: [UInt8]) -> Bool {
    ByteSearch.contains(bytes, "\"$value\"") || ByteSearch.contains(bytes, "\"_specVersion\"")
  }

  /// Whether a candidate file's bytes look like tokens: a Swift file by its declarations, a
  /// file named `resolver.json` by its `resolutionOrder`, any other by ``looksLikeTokens(_:)``.
  /// Pure.
  public func looksLikeTokens(_ bytes: [UInt8], path: String) -> Bool {
    if ResolverDocumentReader.isPlainlyNamed(path) {
      return !ResolverDocumentReader.isAnotherToolsFile(path, bytes: bytes)
    }
    return path.hasSuffix(".swift")
      ? SwiftSourceSelection.looksLikeTokens(bytes, path: path) : Self.looksLikeTokens(bytes)
  }

  /// Whether the bytes are a Git LFS pointer rather than the file's content. Pure.
  public static func isLFSPointer(_ bytes: [UInt8]) -> Bool {
    let prefix = Array("version https://git-lfs.github.com/spec/".utf8)
    return bytes.count < 1024 && bytes.starts(with: prefix)
  }
}
