import Foundation
import TokenDiffCore
import TokenDiffGit
import TokenDiffReports
import TokenDiffSwift

/// Runs one command from options to a rendered report and an exit status. Commands and tests
/// both go through it; only ``write(_:to:)`` touches standard output or files.
struct ReportSession {
  let options: ReportOptions
  /// The folder relative paths are read from.
  let currentDirectory: String

  /// The result of a run: the rendered report and the status to exit with.
  struct Outcome {
    var report: Report
    var rendered: String
    /// The report in each `--also` format, with the file it goes to.
    var extras: [(path: String, rendered: String)] = []
    var status: ExitStatus
    /// Notes for standard error, such as an uncommitted configuration that was not used.
    var notes: [String] = []
  }

  /// `tokendiff [RANGE]`. Throws when no report can be made, and when neither revision has a
  /// token file unless `allowingNoTokenFiles`: then the report is the empty diff of two empty
  /// sets (a pull request that touches no tokens in a repository that has none yet).
  func diff(_ argument: String?, allowingNoTokenFiles: Bool = false) throws(CLIError) -> Outcome {
    let repository = try openRepository()
    let range = RevisionRange(parsing: argument)
    let (base, head) = try readers(for: range, in: repository)
    let configuration = try configuration(head: head.reader)
    let selection = FileSelection(configuration: configuration)
    let (before, after) = try snapshots(base, head, selection: selection, in: repository)
    guard !before.files.isEmpty || !after.files.isEmpty || allowingNoTokenFiles else {
      throw .noTokenFiles(
        revisions: [base.name, head.name],
        globs: selection.describedGlobs,
        notes: Self.discoveryNotes(before.skipped + after.skipped)
      )
    }
    var report = try limited(
      makeDiffReport(base: before, head: after, policy: policy(configuration))
    )
    report.failures = try failOn(configuration).failures(in: report)
    var result = outcome(report)
    // A range reads the configuration of its head commit: say so when the working tree's
    // differs, since an uncommitted edit to it is otherwise silently ignored.
    if options.source.config == nil, head.commit != nil, let folder = repository.workingDirectory,
      let note = ConfigurationDrift.note(
        workingTree: folder,
        head: head.reader,
        headName: head.name
      )
    {
      result.notes.append(note)
    }
    return result
  }

  /// `tokendiff check [REV | PATH]`. Throws when no report can be made.
  func check(_ target: String?) throws(CLIError) -> Outcome {
    let (_, snapshot, configuration) = try checkedSnapshot(target)
    var report = try limited(makeCheckReport(snapshot, policy: policy(configuration)))
    report.failures = try failOn(configuration).failures(in: report)
    return outcome(report)
  }

  // MARK: - Steps

  /// The report limited to `--mode`; a name that matches no mode of the revisions is an error.
  func limited(_ report: Report) throws(CLIError) -> Report {
    if let unknown = report.unknownModes(options.mode).first {
      throw .unknownMode(unknown, known: Array(Set(report.modes.base + report.modes.head)).sorted())
    }
    return report.limited(toModes: options.mode)
  }

  /// A revision to read: its name as the user wrote it, its commit, and a reader.
  struct Source {
    var name: String
    var commit: String?
    var reader: any RevisionReader

    /// The token files `selection` chooses, read into a snapshot.
    func snapshot(_ selection: FileSelection) throws(CLIError) -> RevisionSnapshot {
      try reader.snapshot(revision: name, commit: commit, selection: selection)
    }

    /// The same, with the error as a value (to cross threads).
    func snapshotResult(_ selection: FileSelection) -> Result<RevisionSnapshot, CLIError> {
      do {
        return .success(try snapshot(selection))
      } catch {
        return .failure(error)
      }
    }
  }

  /// Two sources read on two threads. Each reader, with the repository handle it holds, is
  /// used by one thread only, and neither is used again once both have been read: that is what
  /// makes handing them over safe, though their types are not `Sendable`.
  private struct SourcePair: @unchecked Sendable {
    var base: Source
    var head: Source
  }

  /// Both revisions' token files, read side by side: listing the trees, inflating the blobs and
  /// discovering the sets need nothing from the other revision. The base is a commit, read
  /// through a second handle on the repository (libgit2 objects must not be used from two
  /// threads at once); without one, the two are read one after the other. Throws the base's
  /// error first, as reading in order would.
  private func snapshots(
    _ base: Source,
    _ head: Source,
    selection: FileSelection,
    in repository: GitRepository
  ) throws(CLIError) -> (RevisionSnapshot, RevisionSnapshot) {
    guard let commit = base.commit, let second = try? repository.reopened() else {
      return try Self.readingCopiesBothRead(
        (try base.snapshot(selection), try head.snapshot(selection)),
        base,
        head,
        selection: selection
      )
    }
    let baseReader = CommitReader(repository: second, commit: commit)
    var pair = SourcePair(
      base: Source(name: base.name, commit: commit, reader: baseReader),
      head: head
    )
    // Two commits: the blobs both read are read once (listing errors are left to the reads
    // below, which report them as before).
    if let headReader = head.reader as? CommitReader, let baseEntries = try? baseReader.entries(),
      let headEntries = try? headReader.entries()
    {
      let blobs = SharedBlobs.read(
        baseEntries,
        headEntries,
        selection: selection,
        readers: (baseReader, headReader)
      )
      // A file one side cannot read is left out of the other too.
      let (baseLacks, headLacks) = (
        SharedBlobs.unreadable(baseEntries, named: base.name, selection: selection, blobs: blobs),
        SharedBlobs.unreadable(headEntries, named: head.name, selection: selection, blobs: blobs)
      )
      pair = SourcePair(
        base: Source(
          name: base.name,
          commit: commit,
          reader: PrefetchedReader(
            listed: baseEntries,
            blobs: blobs,
            reader: baseReader,
            leftOut: headLacks.filter { baseLacks[$0.key] == nil }
          )
        ),
        head: Source(
          name: head.name,
          commit: head.commit,
          reader: PrefetchedReader(
            listed: headEntries,
            blobs: blobs,
            reader: headReader,
            leftOut: baseLacks.filter { headLacks[$0.key] == nil }
          )
        )
      )
    }
    // A commit and the working tree (or a folder): a file whose blob the commit's clone lacks
    // is left out of the working tree too. The object database says which, inflating nothing.
    else if !(head.reader is CommitReader), let baseEntries = try? baseReader.entries() {
      pair.base.reader = PrefetchedReader(listed: baseEntries, blobs: [:], reader: baseReader)
      let read = baseEntries.filter { CommitReader.reads($0, selection: selection) }
      let missing = (try? second.missingObjects(among: read.map(\.handle))) ?? []
      if !missing.isEmpty, let headEntries = try? head.reader.entries() {
        let baseLacks = SharedBlobs.unreadable(
          baseEntries,
          named: base.name,
          selection: selection,
          lacks: { missing.contains($0.handle) }
        )
        pair.head.reader = PrefetchedReader(
          listed: headEntries,
          blobs: [:],
          reader: head.reader,
          leftOut: baseLacks
        )
      }
    }
    let sources = pair
    let (beforeResult, afterResult) = concurrently(
      { sources.base.snapshotResult(selection) },
      { sources.head.snapshotResult(selection) }
    )
    return try Self.readingCopiesBothRead(
      (try beforeResult.get(), try afterResult.get()),
      sources.base,
      sources.head,
      selection: selection
    )
  }

  /// The two snapshots; where one left a folder out as a copy of another and the other reads
  /// that folder (a brand folder copied from another, then edited), the first is read again
  /// with the folder in it: both then have the same sets, and the edit is a change of that
  /// brand, not a brand that appears. So too for a file whose content decided it is no token
  /// source in one revision and that the other reads (a Swift file of one constant, then
  /// two). Throws what reading a revision again throws.
  private static func readingCopiesBothRead(
    _ snapshots: (RevisionSnapshot, RevisionSnapshot),
    _ base: Source,
    _ head: Source,
    selection: FileSelection
  ) throws(CLIError) -> (RevisionSnapshot, RevisionSnapshot) {
    var (before, after) = snapshots
    let readByHead = copies(in: before, readBy: after)
    let readByBase = copies(in: after, readBy: before)
    let candidatesOfBase = candidates(in: before, readBy: after)
    let candidatesOfHead = candidates(in: after, readBy: before)
    if !readByHead.isEmpty || !candidatesOfBase.isEmpty {
      var reading = selection
      reading.readsCopiesUnder = readByHead
      reading.readsCandidates = candidatesOfBase
      before = try base.snapshot(reading)
    }
    if !readByBase.isEmpty || !candidatesOfHead.isEmpty {
      var reading = selection
      reading.readsCopiesUnder = readByBase
      reading.readsCandidates = candidatesOfHead
      after = try head.snapshot(reading)
    }
    return (before, after)
  }

  /// The files `snapshot` did not read for their content that `other` reads. Pure.
  static func candidates(in snapshot: RevisionSnapshot, readBy other: RevisionSnapshot) -> Set<
    String
  > {
    guard !snapshot.candidatesNotRead.isEmpty else { return [] }
    return Set(other.files.lazy.map(\.path).filter(snapshot.candidatesNotRead.contains))
  }

  /// The folders `snapshot` left out as copies that `other` reads a file under. Pure.
  static func copies(in snapshot: RevisionSnapshot, readBy other: RevisionSnapshot) -> Set<String> {
    Set(
      snapshot.copiedFolders.filter { folder in
        other.files.contains { $0.path.hasPrefix(folder + "/") }
      }
    )
  }

  private func openRepository() throws(CLIError) -> GitRepository {
    let path = options.source.repo.map(absolute) ?? currentDirectory
    do {
      return try GitRepository(discoveringFrom: path)
    } catch {
      // libgit2 refuses a repository owned by another user; say that, not "no repository".
      if let foreign = RepositoryOwnership.foreignOwner(startingAt: path) {
        throw .repositoryOwnedByAnotherUser(path: foreign.root, owner: foreign.uid)
      }
      if error.code == .notARepository { throw .notARepository(path: path) }
      throw .git(error.description)
    }
  }

  private func readers(for range: RevisionRange, in repository: GitRepository) throws(CLIError)
    -> (Source, Source)
  {
    switch range {
    case .between(let base, let head):
      return (try commitSource(base, in: repository), try commitSource(head, in: repository))
    case .sinceMergeBase(let base, let head):
      let baseCommit = try commitID(base, in: repository)
      let headCommit = try commitID(head, in: repository)
      let mergeBase: String
      do {
        mergeBase = try repository.mergeBase(baseCommit, headCommit)
      } catch {
        switch error.code {
        case .noMergeBase, .missingHistory, .revisionNotFound, .notFound:
          throw .noMergeBase(base: base, head: head, shallow: repository.isShallow)
        default: throw .git(error.description)
        }
      }
      return (
        Source(
          name: base,
          commit: mergeBase,
          reader: CommitReader(repository: repository, commit: mergeBase)
        ),
        Source(
          name: head,
          commit: headCommit,
          reader: CommitReader(repository: repository, commit: headCommit)
        )
      )
    case .workingTree(let base):
      guard let folder = repository.workingDirectory else { throw .noWorkingTree }
      let reader = FolderReader(root: folder, isIgnored: repository.workingTreeIgnores())
      return (
        try commitSource(base, in: repository),
        Source(name: "working tree", commit: nil, reader: reader)
      )
    }
  }

  private func commitSource(_ revision: String, in repository: GitRepository) throws(CLIError)
    -> Source
  {
    let commit = try commitID(revision, in: repository)
    return Source(
      name: revision,
      commit: commit,
      reader: CommitReader(repository: repository, commit: commit)
    )
  }

  private func commitID(_ revision: String, in repository: GitRepository) throws(CLIError) -> String
  {
    do {
      return try repository.commitID(of: revision)
    } catch {
      switch error.code {
      case .revisionNotFound, .notFound:
        throw .revisionNotFound(revision, shallow: repository.isShallow)
      case .ambiguous: throw .ambiguousRevision(revision)
      case .notACommit: throw .notACommit(revision)
      default: throw .git(error.description)
      }
    }
  }

  /// A folder on disk when `target` is one (no git needed), else a revision, else the working
  /// tree of the repository around the current folder (or the current folder itself).
  func checkSource(_ target: String?) throws(CLIError) -> Source {
    var isFolder: ObjCBool = false
    if let target, FileManager.default.fileExists(atPath: absolute(target), isDirectory: &isFolder),
      isFolder.boolValue
    {
      return Source(name: target, commit: nil, reader: FolderReader(root: absolute(target)))
    }
    if let target {
      let repository = try openRepository()
      return try commitSource(target, in: repository)
    }
    guard let repository = try? openRepository(), let folder = repository.workingDirectory else {
      // Outside a repository: the folder `--repo` names (checked as a folder, as
      // `tokendiff check FOLDER` would), else the current one; never the current folder when
      // `--repo` names another.
      let root = options.source.repo.map(absolute) ?? currentDirectory
      return Source(name: options.source.repo ?? ".", commit: nil, reader: FolderReader(root: root))
    }
    let reader = FolderReader(root: folder, isIgnored: repository.workingTreeIgnores())
    return Source(name: "working tree", commit: nil, reader: reader)
  }

  /// The token files of one revision or folder (see ``checkSource(_:)``) with the
  /// configuration that chose them. Throws when it cannot be read or has no token files.
  func checkedSnapshot(_ target: String?) throws(CLIError) -> (
    source: Source, snapshot: RevisionSnapshot, configuration: Configuration
  ) {
    let source = try checkSource(target)
    let configuration = try configuration(head: source.reader)
    let selection = FileSelection(configuration: configuration)
    let snapshot = try source.snapshot(selection)
    guard !snapshot.files.isEmpty else {
      throw .noTokenFiles(
        revisions: [source.name],
        globs: selection.describedGlobs,
        notes: Self.discoveryNotes(snapshot.skipped)
      )
    }
    return (source, snapshot, configuration)
  }

  /// What discovery said of files it did not read because they are code (a configuration's
  /// JavaScript sources): the reason a revision has no token files. At most three, each once.
  /// Pure.
  static func discoveryNotes(_ skipped: [Finding]) -> [String] {
    var seen = Set<String>()
    return skipped.map(\.message).filter {
      $0.contains(JavaScriptSources.notRun) && seen.insert($0).inserted
    }.prefix(3).map(\.self)
  }

  func configuration(head: any RevisionReader) throws(CLIError) -> Configuration {
    var configuration: Configuration
    if let path = options.source.config {
      configuration = try ConfigurationLoader.load(path: absolute(path))
    } else {
      configuration = try ConfigurationLoader.load(from: head)
    }
    if !options.source.files.isEmpty {
      // `--files` names one set, in place of the configuration's `files:` or `sets:`.
      configuration.files = options.source.files
      configuration.sets = []
    }
    if options.source.strict { configuration.strict = true }
    return configuration
  }

  func policy(_ configuration: Configuration) -> ResolutionPolicy {
    var policy = ResolutionPolicy(
      forbidden: configuration.forbidden,
      formats: configuration.formats,
      bricksAliasDepth: configuration.bricksAliasDepth,
      contrast: configuration.contrast
    )
    policy.layers = configuration.layers
    policy.renames = configuration.renames
    policy.visibility = configuration.visibility
    policy.rules = configuration.policies
    policy.sourceReaders = SourceReaders([SwiftTokenReader(settings: configuration.swift)])
    policy.strict = configuration.strict
    return policy
  }

  private func failOn(_ configuration: Configuration) throws(CLIError) -> FailOn {
    guard let text = options.failOn else { return configuration.failOn }
    do {
      return try FailOn(text.split(separator: ",").map(String.init))
    } catch {
      throw .invalidConfiguration(error.message)
    }
  }

  private func outcome(_ report: Report) -> Outcome {
    let renderOptions = renderOptions
    return Outcome(
      report: report,
      rendered: options.format.render(report, options: renderOptions),
      extras: options.also.map { ($0.path, $0.format.render(report, options: renderOptions)) },
      status: report.failures.isEmpty ? .success : .failOn
    )
  }

  /// Links and limits for the renderers: the options, else GitHub Actions' environment (the
  /// repository, and the workflow run whose artifacts hold the full report).
  var renderOptions: RenderOptions {
    let environment = ProcessInfo.processInfo.environment
    return RenderOptions(
      repositoryURL: options.repositoryURL ?? RenderOptions.repositoryURL(environment: environment),
      fullReportURL: options.fullReportURL ?? RenderOptions.runURL(environment: environment)
    )
  }

  private func absolute(_ path: String) -> String {
    path.hasPrefix("/")
      ? path : URL(fileURLWithPath: currentDirectory).appendingPathComponent(path).path
  }
}
