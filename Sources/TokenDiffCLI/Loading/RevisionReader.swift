import TokenDiffCore

/// One file of a revision, as listed by a ``RevisionReader``.
struct SourceEntry: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    case file, symlink, submodule
  }

  /// Relative to the repository root or checked folder, `/`-separated.
  var path: String
  var kind: Kind
  /// The blob id for git, the absolute path for a folder.
  var handle: String
}

/// Lists and reads the files of one revision: a commit, the working tree, or a plain folder.
protocol RevisionReader {
  /// Every file, sorted by path. Throws when the revision cannot be listed.
  func entries() throws(CLIError) -> [SourceEntry]
  /// The bytes of one listed file.
  func contents(of entry: SourceEntry) throws(CLIError) -> [UInt8]
}

extension RevisionReader {
  /// Whether reading a revision with `selection` reads the listed file: a regular file the
  /// selection does not ignore, or, when it sniffs for token sets, a build file that says how
  /// they are built. Pure.
  static func reads(_ entry: SourceEntry, selection: FileSelection) -> Bool {
    entry.kind == .file
      && (selection.sniffs && isBuildFile(entry.path)
        || selection.decide(entry.path) != .ignored)
  }

  /// Whether discovery reads the file to learn how the token sets are built: a package
  /// manifest, a Terrazzo configuration, a build script that may run Style Dictionary, a
  /// shell script or workflow that may run token-transformer. Pure.
  static func isBuildFile(_ path: String) -> Bool {
    PackageToolchains.isManifest(path) || TerrazzoConfig.isConfigurationName(path)
      || StyleDictionaryScript.isScriptName(path) || TransformerOutputs.isCommandFile(path)
  }

  /// The `Contents.json` of the asset-catalog folders above the colour sets in `files` (see
  /// ``SwiftSourceSelection/groupFiles(above:)``), each once, in listing order; one that
  /// cannot be read is a note in `findings`.
  func assetGroups(
    above files: [SourceFile],
    among listed: [SourceEntry],
    findings: inout [Finding]
  ) -> [SourceFile] {
    let wanted = Set(files.flatMap { SwiftSourceSelection.groupFiles(above: $0.path) })
      .subtracting(files.map(\.path))
    guard !wanted.isEmpty else { return [] }
    var groups: [SourceFile] = []
    for entry in listed where entry.kind == .file && wanted.contains(entry.path) {
      guard let bytes = contents(of: entry, orNote: &findings, isToken: false) else { continue }
      groups.append(SourceFile(path: entry.path, bytes: bytes))
    }
    return groups
  }

  /// Reads the token files chosen by `selection` into a snapshot. Symlinks, submodules and
  /// Git LFS pointers that match the selection are listed as skipped findings.
  func snapshot(revision: String, commit: String?, selection: FileSelection) throws(CLIError)
    -> RevisionSnapshot
  {
    try discover(revision: revision, commit: commit, selection: selection).snapshot
  }

  /// The snapshot, and without configured `files:` the discovery that chose its files (see
  /// ``TokenSetDiscovery``): every JSON file the default exclusions leave is read and
  /// classified.
  func discover(revision: String, commit: String?, selection: FileSelection) throws(CLIError)
    -> (snapshot: RevisionSnapshot, discovery: Discovery?)
  {
    var files: [SourceFile] = []
    var candidates: [SourceFile] = []
    var skipped: [Finding] = []
    var manifests: [SourceFile] = []
    var candidatesNotRead = Set<String>()
    let listed = try entries()
    // Each Tokens Studio project's documents, by folder: they name its hidden sets. Read
    // once: the loop below takes their bytes from `documents`.
    let documentPaths = Set(selection.tokensStudioDocuments(among: listed.map(\.path)))
    var documents: [String: [UInt8]] = [:]
    var projects: [String: [UInt8]] = [:]
    for entry in listed where entry.kind == .file && documentPaths.contains(entry.path) {
      guard let bytes = try? contents(of: entry) else { continue }
      documents[entry.path] = bytes
      projects[TokensStudioThemes.folder(of: entry.path), default: []] += bytes
    }
    for entry in listed {
      if selection.sniffs, entry.kind == .file, Self.isBuildFile(entry.path),
        let bytes = contents(of: entry, orNote: &skipped, isToken: false)
      {
        manifests.append(SourceFile(path: entry.path, bytes: bytes))
      }
      var decision = selection.decide(entry.path)
      if decision == .ignored, selection.readsHiddenSet(entry.path, projects: projects) {
        decision = .candidate
      }
      guard decision != .ignored else { continue }
      switch entry.kind {
      case .symlink where decision == .token:
        skipped.append(skip(entry, "is a symbolic link; tokendiff reads only regular files"))
        continue
      case .submodule where decision == .token:
        skipped.append(skip(entry, "is a submodule; its files belong to another repository"))
        continue
      case .symlink, .submodule: continue
      case .file: break
      }
      // A candidate is a token file until its bytes say otherwise.
      guard
        let bytes = documents[entry.path]
          ?? contents(of: entry, orNote: &skipped, isToken: true)
      else {
        continue
      }
      if FileSelection.isLFSPointer(bytes) {
        if decision == .token {
          skipped.append(
            skip(
              entry,
              "is a Git LFS pointer: its content is not in the repository (fetch it with `git lfs pull`, or keep token files out of LFS)"
            )
          )
        }
        continue
      }
      if selection.sniffs, FileSelection.isDiscoverable(entry.path) {
        candidates.append(SourceFile(path: entry.path, bytes: bytes))
        continue
      }
      if decision == .candidate, !selection.readsCandidates.contains(entry.path),
        !selection.looksLikeTokens(bytes, path: entry.path)
      {
        candidatesNotRead.insert(entry.path)
        continue
      }
      files.append(SourceFile(path: entry.path, bytes: bytes))
    }
    files += assetGroups(above: files, among: listed, findings: &skipped)
    guard selection.sniffs else {
      let sets = ConfiguredSet.discovered(selection.configuredSets, files: files.map(\.path))
      var snapshot = RevisionSnapshot(
        revision: revision,
        commit: commit,
        files: files,
        skipped: skipped,
        sets: sets
      )
      snapshot.candidatesNotRead = candidatesNotRead
      return (snapshot, nil)
    }
    var discovery = TokenSetDiscovery.discover(
      candidates,
      allPaths: listed.map(\.path),
      manifests: manifests,
      readingCopiesUnder: selection.readsCopiesUnder
    )
    files = discovery.withoutBuildOutputs(files, keeping: selection.swift.namesExplicitly)
    var snapshot = RevisionSnapshot(
      revision: revision,
      commit: commit,
      files: files + discovery.files,
      skipped: skipped + discovery.notes,
      sets: discovery.sets
    )
    snapshot.copiedFolders = discovery.copiedFolders
    snapshot.candidatesNotRead = candidatesNotRead
    return (snapshot, discovery)
  }

  /// The bytes of a listed file, or `nil` with a finding in `findings` when they cannot be read
  /// (a partial clone's missing blob, a file the process may not read): the rest of the
  /// revision is still read. A warning for a file that is or may be a token file (the report
  /// lacks its tokens), a note for a build file only looked at.
  func contents(of entry: SourceEntry, orNote findings: inout [Finding], isToken: Bool)
    -> [UInt8]?
  {
    do {
      return try contents(of: entry)
    } catch {
      var reason = error.errorDescription ?? "unreadable"
      if case .unreadableFile(_, let why) = error { reason = why }
      var finding = skip(
        entry,
        "could not be read (\(reason)); it is left out. A partial or shallow clone lacks some files' contents: fetch them (a full clone, or actions/checkout with fetch-depth: 0 and no filter) to read it"
      )
      finding.severity = isToken ? .warning : .note
      findings.append(finding)
      return nil
    }
  }

  private func skip(_ entry: SourceEntry, _ reason: String) -> Finding {
    Finding(
      kind: .skippedFile,
      location: SourceLocation(file: entry.path, line: 1, column: 1),
      message: "\(entry.path) \(reason)"
    )
  }
}
