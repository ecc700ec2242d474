/// One entry of the configuration's `sets:` list: a token set named by the user instead of
/// found by discovery.
///
/// ```yaml
/// sets:
///   - root: packages/web/tokens    # the set's folder ("." for the repository root)
///     files: ["**/*.json"]         # globs relative to the root (default: every .json,
///                                  # .json5, .tokens, .yml and .yaml file under it)
///     exclude: ["legacy/**"]       # globs relative to the root
///     format: spectrum             # read its files in this format
///     dialect: style-dictionary    # judge them by this toolchain's rules (dtcg,
///                                  # tokens-studio or style-dictionary), not the detected one
///     alternatives: false          # parallel files are layers (later wins), not alternatives
/// ```
public struct ConfiguredSet: Sendable, Equatable {
  /// The set's folder, `""` for the repository root.
  public var root: String
  /// Globs relative to ``root``.
  public var files: [String] = ConfiguredSet.defaultFiles
  public var exclude: [String] = []
  public var format: TokenFormat?
  /// The toolchain whose rules the set's files are judged by, in place of the detected one.
  public var dialect: Dialect?
  /// Whether files defining the same tokens in parallel are alternatives (`true`, the default)
  /// or layers.
  public var alternatives = true

  static let defaultFiles = ["**/*.json", "**/*.json5", "**/*.tokens", "**/*.yml", "**/*.yaml"]
  static let knownKeys = ["alternatives", "dialect", "exclude", "files", "format", "root"]
  /// The dialects a set can be given: the toolchains that read DTCG or `value` JSON. Spectrum,
  /// OUDS, Gentle and Bricks are formats (`format:`), each its own dialect.
  static let configurableDialects: [Dialect] = [.dtcg, .tokensStudio, .styleDictionary]

  public init(root: String) {
    self.root = Self.normalized(root)
  }

  /// `files` as globs from the repository root. Pure.
  public var includeGlobs: [String] { files.map(rooted) }
  /// `exclude` as globs from the repository root. Pure.
  public var excludeGlobs: [String] { exclude.map(rooted) }

  /// Whether a path of the revision belongs to this set. Compiles the globs on each call:
  /// for many paths, test them against ``members`` instead. Pure.
  public func contains(_ path: String) -> Bool {
    members.contains(path)
  }

  /// The set's globs, compiled (their braces expanded) once. Pure.
  public var members: Members {
    Members(include: includeGlobs.map(Glob.init), exclude: excludeGlobs.map(Glob.init))
  }

  /// A set's `files:` and `exclude:` as compiled globs.
  public struct Members: Sendable, Equatable {
    let include: [Glob]
    let exclude: [Glob]

    /// Whether a path of the revision belongs to the set. Pure.
    public func contains(_ path: String) -> Bool {
      include.contains { $0.matches(path) } && !exclude.contains { $0.matches(path) }
    }
  }

  private func rooted(_ glob: String) -> String {
    root.isEmpty ? glob : root + "/" + glob
  }

  /// `./a/b/` → `a/b`, `.` → `""`. Pure.
  static func normalized(_ root: String) -> String {
    var parts = root.split(separator: "/").filter { $0 != "." }
    while parts.last == "" { parts.removeLast() }
    return parts.joined(separator: "/")
  }
}

extension ConfiguredSet {
  /// The configured sets among a revision's token files: each file belongs to the first set
  /// that contains it. Sets with no file are left out. Pure.
  public static func discovered(_ sets: [ConfiguredSet], files: [String]) -> [DiscoveredSet] {
    var claimed = Set<String>()
    return sets.compactMap { set in
      let members = set.members
      let own = files.filter { members.contains($0) && claimed.insert($0).inserted }
      guard !own.isEmpty else { return nil }
      var discovered = DiscoveredSet(
        root: set.root,
        files: own,
        rule: "configured in sets: (root \(set.root.isEmpty ? "." : set.root))"
          + (set.dialect.map { ", dialect \($0.rawValue) named there" } ?? ""),
        alternatives: set.alternatives
      )
      discovered.dialect = set.dialect
      return discovered
    }
  }

  /// Reads the `sets:` list. Throws a message naming the entry and key at fault.
  static func list(_ value: JSONValue, reader: ConfigurationReader) throws(ConfigurationError)
    -> [ConfiguredSet]
  {
    guard let entries = value.arrayValue else {
      throw reader.error(at: value, "'sets' must be a list of sets, each with a 'root'")
    }
    var sets: [ConfiguredSet] = []
    for entry in entries {
      guard let members = entry.members else {
        throw reader.error(at: entry, "each of 'sets' must be a mapping with a 'root'")
      }
      for member in members where !knownKeys.contains(member.key) {
        throw reader.error(
          at: member.value,
          "unknown key 'sets.\(member.key)'; known keys: \(knownKeys.joined(separator: ", "))"
        )
      }
      guard let rootValue = entry["root"], let root = rootValue.stringValue,
        !root.hasPrefix("/"), !root.split(separator: "/").contains("..")
      else {
        throw reader.error(
          at: entry["root"] ?? entry,
          "each of 'sets' needs a 'root': a folder of the repository (\".\" for its root)"
        )
      }
      var set = ConfiguredSet(root: root)
      if let files = entry["files"] { set.files = try reader.globs(files, key: "sets.files") }
      if let exclude = entry["exclude"] {
        set.exclude = try reader.globs(exclude, key: "sets.exclude")
      }
      if let format = entry["format"] {
        guard let name = format.stringValue, let known = TokenFormat(rawValue: name) else {
          let names = TokenFormat.allCases.map(\.rawValue).joined(separator: ", ")
          throw reader.error(at: format, "'sets.format' must be one of: \(names)")
        }
        set.format = known
      }
      if let dialect = entry["dialect"] {
        guard let name = dialect.stringValue, let known = Dialect(rawValue: name),
          configurableDialects.contains(known)
        else {
          let names = configurableDialects.map(\.rawValue).joined(separator: ", ")
          throw reader.error(
            at: dialect,
            "'sets.dialect' must be one of: \(names) (Spectrum, OUDS, Gentle and Bricks are formats: use 'format')"
          )
        }
        set.dialect = known
      }
      if let alternatives = entry["alternatives"] {
        guard case .bool(let flag) = alternatives.kind else {
          throw reader.error(at: alternatives, "'sets.alternatives' must be true or false")
        }
        set.alternatives = flag
      }
      sets.append(set)
    }
    return sets
  }
}
