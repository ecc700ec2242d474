/// Finds the token sets of one revision the way its own build does, before anything is parsed.
///
/// In this order, each file recording the rule that chose it:
/// 1. Build configuration: every file a Tokens Studio `$themes.json` / `$metadata.json` names
///    (a set name is a file `name.json` or a folder `name/`), every file a DTCG resolver
///    document names, every file a Style Dictionary JSON configuration's `source` or `include`
///    globs match. These are token files whatever their keys.
/// 2. Names: `*.tokens.json`, `*.tokens`, `*.tokens.json5`, `*.tokens.jsonc`.
/// 3. Content: JSON or JSON5 whose objects are tokens (see ``TokenFileShape``).
///
/// Not read, with a note: files under test, fixture, dependency and build folders (see
/// ``NotReadFolders``), folders that copy another folder byte for byte (see ``CopiedTrees``),
/// and JSON under a folder named like `tokens` that holds no token object (the note names the
/// shape it has). JSON Schemas and arrays are never token files. Pure.
public enum TokenSetDiscovery {
  /// Discovers the sets among `candidates` (every JSON file of the revision the default
  /// exclusions leave). `allPaths` lists every file of the revision, to find package roots.
  /// `manifests` are the revision's `package.json` files, which say which toolchain builds a
  /// package's sets, and its Terrazzo configurations, which name their token files. Folders in
  /// `readingCopiesUnder` are read even where they copy another folder byte for byte.
  public static func discover(
    _ candidates: [SourceFile],
    allPaths: [String],
    manifests: [SourceFile] = [],
    readingCopiesUnder: Set<String> = []
  ) -> Discovery {
    var unread: [UnreadFile] = []
    // A file named plain `resolver.json` is another tool's unless it has a `resolutionOrder`;
    // the JSON Schema of resolver documents is none either.
    let candidates = candidates.filter { file in
      guard let reason = ResolverDocumentReader.anotherToolsFile(file.path, bytes: file.bytes)
      else { return true }
      unread.append(UnreadFile(path: file.path, reason: reason))
      return false
    }
    let byPath = Dictionary(
      candidates.map { ($0.path, $0) },
      uniquingKeysWith: { first, _ in first }
    )
    var named: [String: String] = [:]  // path → rule
    // Each definition's toolchain: a Style Dictionary configuration's sources are read by its
    // rules, `$value` or not.
    var definitions:
      [(document: String, root: String, files: [String], rule: String, toolchain: Dialect?)] = []
    var notes: [Finding] = []

    // A file named like a Style Dictionary configuration that is none (mirror-tokens'
    // `tokens/config.json`, a group of palette tokens) is read like any other file.
    let tokensNamedLikeConfigurations = Set(
      candidates.filter {
        StyleDictionaryConfig.isConfigurationName($0.path)
          && !StyleDictionaryConfig.isConfiguration($0)
      }.map(\.path)
    )
    func isDefinition(_ path: String) -> Bool {
      Self.isDefinition(path) && !tokensNamedLikeConfigurations.contains(path)
    }
    // Definitions under test or build folders define nothing the repository builds.
    let definitionCandidates = candidates.filter { NotReadFolders.reason(for: $0.path) == nil }
    // A resolver document beside a Tokens Studio project, and the files it names, are its own
    // set (with its own modes), even when the project's metadata lists them.
    let resolvers = definitionCandidates.filter {
      ResolverDocumentReader.isResolverDocument($0.path)
    }.map { file in
      (file: file, names: ResolverDocumentReader.read(file).0.map(Self.files(of:)) ?? [])
    }
    let resolverFiles = Set(resolvers.flatMap { [$0.file.path] + $0.names })
    var staleExports = Set<String>()
    // A `$themes.json` that holds an object is no Tokens Studio project's (see
    // ``TokensStudioThemes/holdsObject(_:)``): it defines no set.
    for file in definitionCandidates
    where TokensStudioThemes.isThemesDocument(file.path)
      && !TokensStudioThemes.holdsObject(file.bytes)
    {
      let folder = TokensStudioThemes.folder(of: file.path)
      let metadata = byPath[TokensStudioThemes.sibling("$metadata.json", of: file.path)]
      let listed = TokensStudioSets.files(themes: file, metadata: metadata, among: byPath)
      // Tokens Studio reads every set file of its folder; one neither a theme nor the
      // metadata names is a set no theme uses (a draft), resolved against the themed sets.
      let prefix = folder.isEmpty ? "" : folder + "/"
      let listedPaths = Set(listed)
      var drafts = byPath.keys.filter { path in
        let lowered = path.lowercased()
        return path.hasPrefix(prefix) && !listedPaths.contains(path)
          && FileSelection.isJSONFile(lowered)
          && !TokensStudioThemes.isDocument(path) && NotReadFolders.reason(for: path) == nil
      }.sorted()
      drafts.removeAll { path in
        guard let draft = byPath[path],
          let relation = SingleFileExports.relation(of: draft, folder: folder, among: byPath)
        else { return false }
        let what = "a single-file export of the sets and themes \(file.path) lists"
        let detail =
          relation == .copy ? "token for token" : "with values the set files have since changed"
        unread.append(UnreadFile(path: path, reason: "it is \(what), \(detail)"))
        staleExports.insert(path)
        notes.append(
          note(path, "\(path) is \(what), \(detail); it is not read (the set files are)")
        )
        return true
      }
      let files = (listed + drafts).filter { !resolverFiles.contains($0) }
      for path in files { named[path] = named[path] ?? "named by \(file.path)" }
      definitions.append(
        (
          file.path, folder, files + [file.path] + (metadata.map { [$0.path] } ?? []),
          "named by \(file.path)", nil
        )
      )
    }
    for (file, files) in resolvers {
      for path in files where byPath[path] != nil {
        named[path] = named[path] ?? "named by \(file.path)"
      }
      definitions.append(
        (
          file.path, TokensStudioThemes.folder(of: file.path), files + [file.path],
          "named by \(file.path)", nil
        )
      )
    }
    // A Terrazzo configuration's `tokens` are its build's token files, in any folder.
    let packageFolders = Set(
      allPaths.filter(PackageToolchains.isManifest).map(TokensStudioThemes.folder(of:))
    )
    let packages = WorkspacePackages(manifests)
    let terrazzo = manifests.filter { TerrazzoConfig.isConfigurationName($0.path) }
      .sorted { $0.path < $1.path }
      .compactMap { TerrazzoConfig.read($0, packageFolders: packageFolders) }
    // They are read whatever their folder (`output/`), and resolve with the package's other
    // token files: such a configuration often names only some of them (one kept for linting),
    // so it makes no set of its own that would split them from their neighbours. So are the
    // sources a Style Dictionary build script spells out: a script often passes several
    // configurations (one per theme), each naming some of the files.
    var namedByBuild: [String: String] = [:]
    let terrazzoPaths = Set(terrazzo.map(\.path))
    let present = terrazzo.isEmpty ? [] : Set(allPaths)
    for config in terrazzo {
      for path in config.tokens where !isDefinition(path) {
        guard byPath[path] != nil else {
          if !present.contains(path) {
            notes.append(
              note(config.path, "\(config.path) names \(path), which this revision does not have")
            )
          }
          continue
        }
        named[path] = named[path] ?? "named by \(config.path)"
        namedByBuild[path] = namedByBuild[path] ?? config.path
      }
    }
    let scripts = manifests.sorted { $0.path < $1.path }.compactMap {
      StyleDictionaryScript.read($0, packageFolders: packageFolders, packages: packages)
    }
    for script in scripts {
      for path in candidates.map(\.path) where script.names(path) && !isDefinition(path) {
        named[path] = named[path] ?? "a source of \(script.path)"
        namedByBuild[path] = namedByBuild[path] ?? script.path
      }
    }
    // In path order, whatever order the files came in: a configuration that shares another's
    // sources takes its own files on top of them, so which comes first must not vary.
    let candidatePaths = candidates.map(\.path).filter { !isDefinition($0) }
    let configurations = definitionCandidates.sorted { $0.path < $1.path }
      .compactMap {
        StyleDictionaryConfig.read(
          $0,
          among: candidatePaths,
          packageFolders: packageFolders,
          packages: packages
        )
      }
    let builds = configurations + scripts
    // Sources a configuration names that are code (`tokens/*.js`, `module.exports = {…}`):
    // the build runs them, tokendiff does not; listed, so that "no token files" says why.
    let codeSources = allPaths.compactMap { path -> (path: String, build: String)? in
      guard JavaScriptSources.isCode(path), NotReadFolders.reason(for: path) == nil,
        let build = builds.first(where: { $0.names(path) })
      else { return nil }
      return (path, build.path)
    }
    for source in codeSources {
      unread.append(
        UnreadFile(
          path: source.path,
          reason:
            "\(source.build) names it as a source, but it is code, which tokendiff does not run"
        )
      )
    }
    if let first = codeSources.first {
      let count = codeSources.count
      notes.append(
        note(
          first.path,
          "\(first.build) builds tokens from \(count) JavaScript or TypeScript \(count == 1 ? "file" : "files") (\(first.path)\(count > 1 ? ", …" : "")); \(JavaScriptSources.notRun), so their tokens are not read"
        )
      )
    }
    for config in configurations {
      let files = candidates.map(\.path).filter { config.names($0) && !isDefinition($0) }
      guard !files.isEmpty else { continue }
      for path in files { named[path] = named[path] ?? "a source of \(config.path)" }
      definitions.append(
        (
          config.path, TokensStudioThemes.folder(of: config.path), files,
          "the sources of \(config.path)", .styleDictionary
        )
      )
    }

    var tokenFiles: [SourceFile] = []
    var sourcesOfConversions = 0
    var builtByConfiguration: [String: Int] = [:]
    let transformed = TransformerOutputs(manifests)
    var templates = 0
    var writtenByScripts: [String: (input: String, count: Int)] = [:]
    // What token-transformer writes from a file that is here, committed or not: a build
    // whose sources they are builds from files that are read.
    // A multi-file project's folder is an input too (`token-transformer tokens --theme
    // --themeOutputPath out`).
    let candidateFolders = Set(
      candidates.flatMap { file in
        let parts = file.path.split(separator: "/").dropLast()
        return parts.indices.map { parts[...$0].joined(separator: "/") }
      }
    )
    func isReadInput(_ input: String) -> Bool {
      byPath[input] != nil || candidateFolders.contains(input)
    }
    func isSingleFileDocument(_ input: String) -> Bool {
      guard let file = byPath[input] else { return false }
      return TokensStudioSingleFile.read(file, tokenPaths: { _ in [] }) != nil
    }
    var writtenFromRead = Set(transformed.outputs.filter { isReadInput($0.input) }.map(\.path))
    var excludedFolders: [String: (reason: String, count: Int)] = [:]
    // The props of the revision's Theo sources that are read, worked out when a Theo output
    // is met.
    var theoSourceProps: Set<String>?
    // The first names references use, worked out when a file of plain values is met.
    var plainValueRoots: Set<String>?
    for file in candidates where !staleExports.contains(file.path) {
      if isDefinition(file.path) {
        let defines =
          TokensStudioThemes.isDocument(file.path)
          || ResolverDocumentReader.isResolverDocument(file.path)
        guard defines, NotReadFolders.reason(for: file.path) == nil else { continue }
        if TokensStudioThemes.isThemesDocument(file.path),
          TokensStudioThemes.holdsObject(file.bytes)
        {
          let reason = "it holds an object, not Tokens Studio's list of themes (an array)"
          unread.append(UnreadFile(path: file.path, reason: reason))
          notes.append(note(file.path, "\(file.path): \(reason); it is not read as themes"))
          continue
        }
        tokenFiles.append(file)
        continue
      }
      // What token-transformer writes from a file that is here is that file's tokens again,
      // whatever configuration then builds it.
      // A command that picks sets writes a mode its input has only where the input is read
      // with its sets (a Tokens Studio document): otherwise the output is read (hexagoncircle's
      // `global,dark` written from a file of sets without themes).
      if let output = transformed.output(containing: file.path), isReadInput(output.input),
        !file.path.hasPrefix(output.input + "/"),
        NotReadFolders.reason(for: output.input) == nil,
        !output.picksSets || isSingleFileDocument(output.input)
      {
        unread.append(
          UnreadFile(
            path: file.path,
            reason:
              "\(output.script) writes it with token-transformer from \(output.input), which is read"
          )
        )
        writtenByScripts[output.script, default: (output.input, 0)].count += 1
        writtenFromRead.insert(file.path)
        continue
      }
      if named[file.path] != nil {
        tokenFiles.append(file)
        continue
      }
      // What a Style Dictionary build writes (its `buildPath`) is output, not a source.
      // (A script's output in a folder never read, `output/`, goes unmentioned, as before.)
      if let config = configurations.first(where: { $0.writes(file.path) })
        ?? (NotReadFolders.reason(for: file.path) == nil
          ? scripts.first(where: { $0.writes(file.path) }) : nil)
      {
        unread.append(
          UnreadFile(path: file.path, reason: "the build of \(config.path) writes it")
        )
        builtByConfiguration[config.path, default: 0] += 1
        continue
      }
      // What Theo's `raw.json` format wrote from the Theo sources beside it (a template's
      // `docs/docs.tokens.json`, a stale copy under `static/`) is those tokens again, often
      // older: read, it took the place of the sources' values.
      if let props = TheoDetection.rawOutputPropNames(file) {
        if theoSourceProps == nil {
          theoSourceProps = Set(
            candidates.filter { NotReadFolders.reason(for: $0.path) == nil }
              .flatMap { TheoDetection.sourcePropNames($0) ?? [] }
          )
        }
        // Written from these sources: every prop it holds is one of theirs.
        if props.allSatisfy({ theoSourceProps?.contains($0) == true }) {
          unread.append(
            UnreadFile(
              path: file.path,
              reason:
                "it is what Theo's raw.json format writes (each prop keeps its originalValue), and the Theo sources it is built from are read"
            )
          )
          continue
        }
      }
      if let converted = convertedFrom(file.path, among: byPath) {
        unread.append(
          UnreadFile(
            path: file.path,
            reason: "\(converted) beside it holds its tokens converted to DTCG JSON, and is read"
          )
        )
        sourcesOfConversions += 1
        continue
      }
      let shape: TokenFileShape =
        FileSelection.isNamedTokenFile(file.path)
        ? .dtcg : TokenFileShape.classify(file.bytes, path: file.path)
      guard shape.holdsTokens else {
        let underTokenFolder = isTokenPlace(file.path)
        // A file of plain values other files' references read (`{hue.red}`): a source.
        if case .other = shape, underTokenFolder, NotReadFolders.reason(for: file.path) == nil {
          if plainValueRoots == nil {
            plainValueRoots = PlainValueFiles.referencedRoots(in: candidates)
          }
          if PlainValueFiles.isReferenced(file, roots: plainValueRoots ?? [], among: candidates) {
            tokenFiles.append(file)
            continue
          }
        }
        // YAML elsewhere is configuration (workflows, site and lint settings): not worth a line.
        if JSONDialect(path: file.path) == .yaml, !underTokenFolder { continue }
        let holds = shape.description(of: file.path)
        unread.append(UnreadFile(path: file.path, reason: "it holds \(holds)"))
        if underTokenFolder {
          notes.append(
            note(
              file.path,
              "\(file.path) is under a token folder but holds \(holds); it is not read"
            )
          )
        }
        continue
      }
      // Templates are files, not folders: their folder's other files are read.
      if NotReadFolders.isTemplate(file.path) {
        unread.append(
          UnreadFile(path: file.path, reason: "it is a generator's template (named *.template.*)")
        )
        templates += 1
        continue
      }
      if let (folder, reason) = NotReadFolders.reason(for: file.path) {
        unread.append(UnreadFile(path: file.path, reason: "it is under \(folder)/, \(reason)"))
        let known = excludedFolders[folder]
        excludedFolders[folder] = (reason, (known?.count ?? 0) + 1)
        continue
      }
      tokenFiles.append(file)
    }
    for (config, count) in builtByConfiguration.sorted(by: { $0.key < $1.key }) {
      notes.append(
        folderNote(
          "\(count) token-shaped \(count == 1 ? "file is" : "files are") written by the build of \(config) (its buildPath); not read"
        )
      )
    }
    if templates > 0 {
      notes.append(
        folderNote(
          "\(templates) token-shaped \(templates == 1 ? "file is a template" : "files are templates") a generator fills in (named *.template.*); not read"
        )
      )
    }
    for (script, entry) in writtenByScripts.sorted(by: { $0.key < $1.key }) {
      notes.append(
        folderNote(
          "\(entry.count) token-shaped \(entry.count == 1 ? "file is" : "files are") written by token-transformer in \(script) from \(entry.input), which is read; not read"
        )
      )
    }
    if sourcesOfConversions > 0 {
      notes.append(
        folderNote(
          "\(sourcesOfConversions) JSON5 \(sourcesOfConversions == 1 ? "file is" : "files are") the source of a *.tokens.json beside \(sourcesOfConversions == 1 ? "it" : "them"), which \(sourcesOfConversions == 1 ? "is" : "are") read instead (tokendiff sets lists them)"
        )
      )
    }
    for (folder, entry) in excludedFolders.sorted(by: { $0.key < $1.key }) {
      notes.append(
        folderNote(
          "\(folder)/ holds \(entry.count) token \(entry.count == 1 ? "file" : "files") but is \(entry.reason); it is not read (name it in `files:` to read it)"
        )
      )
    }

    // Copies of another folder's files are not read; build-configuration files never are copies.
    let copies = CopiedTrees.copies(
      tokenFiles.filter { !isDefinition($0.path) },
      preferred: Set(named.keys)
    )
    .filter { copy in
      !named.keys.contains { $0.hasPrefix(copy.copy + "/") }
        && !readingCopiesUnder.contains(copy.copy)
    }
    if !copies.isEmpty {
      let copied = Set(copies.map(\.copy))
      tokenFiles.removeAll { file in
        guard let folder = copied.first(where: { file.path.hasPrefix($0 + "/") }) else {
          return false
        }
        let copy = copies.first { $0.copy == folder }
        let how = copy.map(Self.howCopied) ?? ""
        unread.append(
          UnreadFile(path: file.path, reason: "\(folder)/ copies \(copy?.original ?? "")/ \(how)")
        )
        return true
      }
      for copy in copies {
        notes.append(
          folderNote(
            "\(copy.copy)/ copies the token files of \(copy.original)/ \(Self.howCopied(copy)); it is not read"
          )
        )
      }
    }

    // A file with the same bytes as another in its folder is a duplicate, not a second definition.
    // Files a build configuration names are never dropped.
    for duplicate in DuplicateFiles.duplicates(
      tokenFiles.filter { !isDefinition($0.path) && named[$0.path] == nil }
    ) {
      tokenFiles.removeAll { $0.path == duplicate.copy }
      unread.append(
        UnreadFile(path: duplicate.copy, reason: "it copies \(duplicate.original) byte for byte")
      )
      notes.append(
        note(
          duplicate.copy,
          "\(duplicate.copy) copies \(duplicate.original) byte for byte; it is not read"
        )
      )
    }

    // Packages whose build script hands Tokens Studio themes to Style Dictionary through
    // sd-transforms' `permutateThemes`: their `source` sets are output. A script that filters
    // what its files write (`filter:`, often by category) may leave them out: read as the
    // plugin reads them.
    let permuting = manifests.filter {
      StyleDictionaryScript.isScriptName($0.path)
        && ByteSearch.contains($0.bytes, "permutateThemes")
        && !ByteSearch.contains($0.bytes, "filter:")
    }.sorted { $0.path < $1.path }.map {
      (folder: PackageToolchains.buildFolder(of: $0.path, packageFolders: packageFolders), $0.path)
    }
    /// The script that outputs the `source` sets of the Tokens Studio document at `document`.
    func sourceSetsBuilder(_ document: String) -> String? {
      guard !permuting.isEmpty else { return nil }
      let package = PackageToolchains.buildFolder(of: document, packageFolders: packageFolders)
      return permuting.first { folder, _ in
        folder == package
          || packageFolders.isEmpty && (folder.isEmpty || document.hasPrefix(folder + "/"))
      }?.1
    }
    func outputsSourceSets(_ set: inout DiscoveredSet, _ document: String) {
      guard let script = sourceSetsBuilder(document) else { return }
      set.outputsSourceSets = true
      set.rule += ", its source sets output: \(script) uses permutateThemes"
    }
    let read = Set(tokenFiles.map(\.path))
    var sets: [DiscoveredSet] = []
    var claimed = Set<String>()
    for definition in definitions {
      let files = definition.files.filter { read.contains($0) && !claimed.contains($0) }
      guard !files.isEmpty else { continue }
      let shared = definition.files.filter { read.contains($0) && claimed.contains($0) }
      claimed.formUnion(files)
      var set = DiscoveredSet(
        root: definition.root,
        files: files,
        rule: definition.rule,
        definition: definition.document
      )
      set.shared = shared
      set.toolchain = definition.toolchain
      if let config = configurations.first(where: { $0.path == definition.document }) {
        // Style Dictionary's `include` is the base `source` overrides: one output, no modes.
        if config.layersIncludes { set.alternatives = false }
        // Every file it names, those an earlier configuration owns too (they are references
        // here, and still merged in the configuration's order).
        let named = definition.files.filter(read.contains)
        let order = config.mergeOrder(named)
        if order != named.sorted() { set.mergeOrder = order }
      }
      if TokensStudioThemes.isThemesDocument(definition.document) {
        outputsSourceSets(&set, definition.document)
      }
      sets.append(set)
    }
    // A Tokens Studio document in the single-file form is a set of its own.
    for file in tokenFiles
    where !claimed.contains(file.path) && TokensStudioSingleFile.mayBe(file)
      // Only whether it is in the form: no set's tokens are needed to know that.
      && TokensStudioSingleFile.read(file, tokenPaths: { _ in [] }) != nil
    {
      claimed.insert(file.path)
      var set = DiscoveredSet(
        root: TokensStudioThemes.folder(of: file.path),
        files: [file.path],
        rule: "a Tokens Studio single-file document (its top-level keys are sets)",
        definition: file.path
      )
      outputsSourceSets(&set, file.path)
      sets.append(set)
    }
    let roots = PackageRoots(allPaths)
    // A build that names files of two packages or more (a root `sd.config.ts` whose sources
    // span workspace packages) merges them in one build: their packages are read together, in
    // the folder the build runs in, where grouping them by package would split aliases from
    // what they name. A build within one package leaves it as it is.
    let unclaimed = tokenFiles.map(\.path).filter { !claimed.contains($0) }
    var packagesByBuild: [String: Set<String>] = [:]
    for path in unclaimed {
      guard let build = namedByBuild[path] else { continue }
      packagesByBuild[build, default: []].insert(roots.root(of: path))
    }
    var readWith: [String: String] = [:]
    for (build, packages) in packagesByBuild.sorted(by: { $0.key < $1.key })
    where packages.count > 1 {
      let folder = PackageToolchains.buildFolder(of: build, packageFolders: packageFolders)
      for package in packages where readWith[package] == nil { readWith[package] = folder }
    }
    let rest = Dictionary(grouping: unclaimed) { path in
      let package = roots.root(of: path)
      return readWith[package] ?? package
    }
    let toolchains = PackageToolchains(
      manifests.filter { PackageToolchains.isManifest($0.path) }
    )
    for (root, files) in rest.sorted(by: { $0.key < $1.key }) {
      var rule =
        root.isEmpty
        ? "found by content under the repository root"
        : "found by content under the package \(root)/"
      let configurations = Set(files.compactMap { namedByBuild[$0] }).sorted()
      if !configurations.isEmpty {
        rule = "named by \(configurations.joined(separator: ", ")) or " + rule
      }
      var set = DiscoveredSet(root: root, files: files, rule: rule)
      // Terrazzo's configurations name their files first, so a file one names keeps it.
      if files.contains(where: { namedByBuild[$0].map(terrazzoPaths.contains) == true }) {
        set.unbuilt = files.filter { namedByBuild[$0] == nil }
      }
      if let (toolchain, manifest) = toolchains.toolchain(of: root) {
        rule += ", built with Style Dictionary (\(manifest))"
        set.rule = rule
        set.toolchain = toolchain
      }
      sets.append(set)
    }
    // Only sets whose build configuration is not read (JavaScript): a JSON configuration's
    // globs say which files its build reads.
    for index in sets.indices
    where sets[index].toolchain == .styleDictionary && sets[index].definition == nil {
      sets[index].scriptModules = ScriptTokenModules.modules(
        of: sets[index].files,
        among: allPaths
      )
    }
    return Discovery(
      files: tokenFiles.sorted { $0.path < $1.path },
      sets: sets.sorted { ($0.root, $0.files.first ?? "") < ($1.root, $1.files.first ?? "") },
      notes: notes.sorted(),
      unread: unread.sorted { $0.path < $1.path },
      copiedFolders: copies.map(\.copy).sorted(),
      builds: builds,
      writtenFromRead: writtenFromRead
    )
  }

  /// For a JSON5 file `a/b.json5`, the `a/b.tokens.json` beside it (the same tokens converted
  /// to DTCG JSON, as a repository that keeps a design system's JSON5 sources next to their
  /// conversion has), if any. Pure.
  static func convertedFrom(_ path: String, among files: [String: SourceFile]) -> String? {
    guard path.lowercased().hasSuffix(".json5") else { return nil }
    let converted = String(path.dropLast(".json5".count)) + ".tokens.json"
    return files[converted] == nil ? nil : converted
  }

  /// How a folder copies another: `byte for byte`, or how many of its files have changed on
  /// one side since. Pure.
  private static func howCopied(_ copy: (copy: String, original: String, differing: Int))
    -> String
  {
    copy.differing == 0
      ? "byte for byte"
      : "but for \(copy.differing) \(copy.differing == 1 ? "file" : "files") edited on one side"
  }

  /// Whether the file defines sets rather than holding tokens. Pure.
  static func isDefinition(_ path: String) -> Bool {
    TokensStudioThemes.isDocument(path) || ResolverDocumentReader.isResolverDocument(path)
      || StyleDictionaryConfig.isConfigurationName(path)
  }

  /// Whether a folder of the path is named like a token folder (`tokens`, `design-tokens`,
  /// `tokens-studio`, `figma-tokens`). Pure.
  static func isUnderTokenFolder(_ path: String) -> Bool {
    path.split(separator: "/").dropLast().contains { $0.lowercased().contains("token") }
  }

  /// Whether a file is where token files are kept: under a token folder, or named as one
  /// (``FileSelection/isNamedTokenFile(_:)``). Pure.
  static func isTokenPlace(_ path: String) -> Bool {
    isUnderTokenFolder(path) || FileSelection.isNamedTokenFile(path)
  }

  /// Every file a resolver document names (the file of a source that names a group in it),
  /// each once, in the order first named. Pure.
  static func files(of document: ResolverDocument) -> [String] {
    var seen = Set<String>()
    return document.everySource.compactMap { source in
      guard case .file(let path, _) = source else { return nil }
      let file = ResolverFragmentSources.parts(of: path)?.file ?? path
      return seen.insert(file).inserted ? file : nil
    }
  }

  /// A note about a whole folder: no file location, the message names the folder.
  private static func folderNote(_ message: String) -> Finding {
    Finding(kind: .skippedFile, message: message)
  }

  private static func note(_ path: String, _ message: String) -> Finding {
    Finding(
      kind: .skippedFile,
      location: SourceLocation(file: path, line: 1, column: 1),
      message: message
    )
  }
}

/// The package roots of a revision: folders with a `package.json` (or other package manifest),
/// where a monorepo's build runs per package.
struct PackageRoots {
  private let roots: Set<String>

  init(_ paths: [String]) {
    var roots = Set<String>()
    for path in paths {
      let name = path.split(separator: "/").last ?? ""
      if name == "package.json" || name == "Package.swift" || name == "build.gradle"
        || name == "build.gradle.kts" || name == "pubspec.yaml"
      {
        roots.insert(TokensStudioThemes.folder(of: path))
      }
    }
    self.roots = roots
  }

  /// The nearest package root above `path`, or `""`. Pure.
  func root(of path: String) -> String {
    var folder = TokensStudioThemes.folder(of: path)
    while !folder.isEmpty {
      if roots.contains(folder) { return folder }
      folder = TokensStudioThemes.folder(of: folder)
    }
    return ""
  }
}
