public import TokenDiffCore

extension RevisionSnapshot {
  /// A snapshot of in-memory files as a revision is read: with the sets discovery finds in
  /// them (and without the files it does not read; `package.json` files are the manifests that
  /// name a package's toolchain), for tests.
  public static func discovered(_ files: [String: String], revision: String = "test")
    -> RevisionSnapshot
  {
    let sources = files.keys.sorted().map {
      SourceFile(path: $0, bytes: Array(files[$0, default: ""].utf8))
    }
    let isManifest = { (file: SourceFile) in
      file.path == "package.json" || file.path.hasSuffix("/package.json")
        || TerrazzoConfig.isConfigurationName(file.path)
        || StyleDictionaryScript.isScriptName(file.path)
    }
    let discovery = TokenSetDiscovery.discover(
      sources.filter { !isManifest($0) },
      allPaths: sources.map(\.path),
      manifests: sources.filter(isManifest)
    )
    return RevisionSnapshot(
      revision: revision,
      commit: nil,
      files: discovery.files,
      sets: discovery.sets
    )
  }

  /// A snapshot of in-memory files, for tests: `[path: JSON text]`.
  public static func test(_ files: [String: String], revision: String = "test") -> RevisionSnapshot
  {
    RevisionSnapshot(
      revision: revision,
      commit: nil,
      files: files.map { SourceFile(path: $0.key, bytes: Array($0.value.utf8)) }
    )
  }
}

extension ResolvedTokenSet {
  /// Parses and resolves in-memory files with the default policy, for tests.
  public static func test(_ files: [String: String], policy: ResolutionPolicy = ResolutionPolicy())
    -> ResolvedTokenSet
  {
    Resolver.resolve(
      TokenParser.parse(
        .test(files),
        formats: policy.formats,
        bricksAliasDepth: policy.bricksAliasDepth
      ),
      policy: policy
    )
  }

  /// The one token at `path`, if there is exactly one.
  public func token(_ path: String) -> ResolvedToken? {
    let matches = tokens.filter { $0.path.description == path }
    return matches.count == 1 ? matches[0] : nil
  }

  /// The findings about the token at `path`.
  public func findings(for path: String) -> [Finding] {
    findings.filter { $0.token?.description == path }
  }
}
