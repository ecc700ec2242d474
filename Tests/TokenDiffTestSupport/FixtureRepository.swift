public import Foundation
public import TokenDiffGit

/// A git repository in a temporary folder, built one commit at a time with a fixed author and
/// fixed times, so the same commits give the same SHAs on every machine. The folder is removed
/// when the fixture is released.
public final class FixtureRepository {
  /// The temporary folder: the working directory, or for a bare fixture the repository itself.
  public let directory: URL
  public let repository: GitRepository

  /// Creates an empty repository whose HEAD is the unborn branch `main`.
  public init(bare: Bool = false) throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tokendiff-fixture-\(UUID().uuidString)", isDirectory: true)
    repository = try GitRepository.create(at: directory.path, bare: bare)
  }

  deinit {
    try? FileManager.default.removeItem(at: directory)
  }

  /// Commits exactly `files` (plus `symlinks`, `submodules` and `executables`) as the complete
  /// tree of a new commit on HEAD's branch, and returns its full SHA.
  ///
  /// - Parameters:
  ///   - files: `/`-separated relative paths to UTF-8 contents.
  ///   - step: the commit time is `1_700_000_000 + step * 60`, UTC.
  ///   - symlinks: paths to link targets.
  ///   - submodules: paths to commit SHAs of other repositories.
  ///   - executables: paths to contents of files with mode `100755`.
  ///
  /// For a non-bare repository the working tree is rewritten to match the new commit: files of
  /// the previous HEAD commit that are not in the new one are removed; `.git` and untracked
  /// files are left alone.
  @discardableResult
  public func commit(
    _ files: [String: String],
    message: String,
    step: Int64 = 0,
    symlinks: [String: String] = [:],
    submodules: [String: String] = [:],
    executables: [String: String] = [:]
  ) throws -> String {
    var tree = files.mapValues { FixtureTreeEntry.file(Array($0.utf8)) }
    tree.merge(symlinks.mapValues { .symlink($0) }) { _, new in new }
    tree.merge(submodules.mapValues { .submodule(commitID: $0) }) { _, new in new }
    tree.merge(executables.mapValues { .executable(Array($0.utf8)) }) { _, new in new }
    return try commit(tree: tree, message: message, step: step)
  }

  /// Commits exactly `tree` on HEAD's branch at `1_700_000_000 + step * 60`, and rewrites the
  /// working tree to match.
  @discardableResult
  package func commit(tree: [String: FixtureTreeEntry], message: String, step: Int64) throws
    -> String
  {
    let previous = try headTree()
    let sha = try repository.commit(
      tree: tree,
      message: message,
      time: 1_700_000_000 + step * 60
    )
    try updateWorkingTree(from: previous, to: tree)
    return sha
  }

  /// Creates or moves a tag.
  ///
  /// - Parameters:
  ///   - at: a commit SHA or any revision, such as `main` or `HEAD~1`.
  ///   - annotated: true for a tag object (fixed tagger and time), false for a lightweight tag.
  public func tag(_ name: String, at revision: String, annotated: Bool = false) throws {
    try repository.createTag(name, at: revision, annotated: annotated)
  }

  /// Creates or moves a branch to a commit SHA or any revision.
  public func branch(_ name: String, at revision: String) throws {
    try repository.createBranch(name, at: revision)
  }

  /// Points HEAD at an existing branch and rewrites the working tree to that commit's files.
  public func checkoutBranch(_ name: String) throws {
    let previous = try headTree()
    let target = try repository.commitID(of: "refs/heads/\(name)")
    try repository.setHead(toBranch: name)
    try updateWorkingTree(from: previous, to: tree(ofCommit: target))
  }

  // MARK: - Working tree

  /// The tree of the commit HEAD resolves to, empty when HEAD is unborn.
  private func headTree() throws -> [String: FixtureTreeEntry] {
    guard let head = try? repository.commitID(of: "HEAD") else { return [:] }
    return try tree(ofCommit: head)
  }

  private func tree(ofCommit sha: String) throws -> [String: FixtureTreeEntry] {
    var tree: [String: FixtureTreeEntry] = [:]
    for entry in try repository.treeEntries(ofCommit: sha) {
      switch entry.kind {
      case .file: tree[entry.path] = .file(try repository.blobContents(entry.objectID))
      case .executable: tree[entry.path] = .executable(try repository.blobContents(entry.objectID))
      case .symlink:
        let target = try repository.blobContents(entry.objectID)
        tree[entry.path] = .symlink(String(decoding: target, as: UTF8.self))
      case .submodule: tree[entry.path] = .submodule(commitID: entry.objectID)
      }
    }
    return tree
  }

  private func updateWorkingTree(
    from old: [String: FixtureTreeEntry],
    to new: [String: FixtureTreeEntry]
  ) throws {
    guard !repository.isBare else { return }
    let files = FileManager.default
    for path in old.keys where old[path] != new[path] {
      let url = directory.appendingPathComponent(path)
      try? files.removeItem(at: url)
      removeEmptyFolders(above: url)
    }
    for (path, entry) in new.sorted(by: { $0.key < $1.key }) where old[path] != entry {
      let url = directory.appendingPathComponent(path)
      try files.createDirectory(
        at: url.deletingLastPathComponent(),
        withIntermediateDirectories: true
      )
      try? files.removeItem(at: url)
      switch entry {
      case .file(let bytes):
        try Data(bytes).write(to: url)
      case .executable(let bytes):
        try Data(bytes).write(to: url)
        try files.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
      case .symlink(let target):
        try files.createSymbolicLink(atPath: url.path, withDestinationPath: target)
      case .submodule:
        try files.createDirectory(at: url, withIntermediateDirectories: true)
      }
    }
  }

  /// Removes the folders between `url` and ``directory`` that became empty.
  private func removeEmptyFolders(above url: URL) {
    let root = directory.standardizedFileURL.path
    var folder = url.deletingLastPathComponent().standardizedFileURL
    while folder.path.count > root.count,
      let contents = try? FileManager.default.contentsOfDirectory(atPath: folder.path),
      contents.isEmpty
    {
      try? FileManager.default.removeItem(at: folder)
      folder = folder.deletingLastPathComponent()
    }
  }
}
