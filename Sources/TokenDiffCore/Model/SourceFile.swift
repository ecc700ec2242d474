/// The bytes of one token file at one revision. Made by the load stage.
public struct SourceFile: Sendable, Equatable {
  /// Path relative to the repository root, `/`-separated.
  public var path: String
  public var bytes: [UInt8]

  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }
}

/// Everything the load stage read for one revision: its token files (sorted by path) and the
/// files it had to skip, as findings.
public struct RevisionSnapshot: Sendable, Equatable {
  /// The revision as the user wrote it (`main`, `HEAD~2`), or a folder for `check PATH`.
  public var revision: String
  /// The full commit id, `nil` for the working tree or a folder.
  public var commit: String?
  public var files: [SourceFile]
  /// Files that match the globs but cannot be read (symlinks, submodules, LFS pointers), and
  /// discovery's notes on what it did not read.
  public var skipped: [Finding]
  /// The token sets discovery found; empty when the configuration names the files (one set).
  public var sets: [DiscoveredSet]
  /// The folders discovery left out as copies of another folder (byte for byte, or a copy
  /// since edited on one side: see ``CopiedTrees``), sorted.
  public var copiedFolders: [String] = []
  /// Files whose content decided they are no token source (a Swift file of one constant):
  /// a diff reads one in this revision too when the other revision reads it.
  public var candidatesNotRead: Set<String> = []

  public init(
    revision: String,
    commit: String?,
    files: [SourceFile],
    skipped: [Finding] = [],
    sets: [DiscoveredSet] = []
  ) {
    self.revision = revision
    self.commit = commit
    self.files = files.sorted { $0.path < $1.path }
    self.skipped = skipped
    self.sets = sets
  }
}
