/// One entry of a commit's tree, as listed by ``GitRepository/treeEntries(ofCommit:)``.
public struct GitTreeEntry: Sendable, Hashable {
  /// What the entry is, from its git file mode.
  public enum Kind: Sendable, Hashable {
    /// A regular file (`100644`, or the historical `100664`).
    case file
    /// An executable file (`100755`).
    case executable
    /// A symbolic link (`120000`); its blob holds the link target.
    case symlink
    /// A submodule (gitlink, `160000`); ``GitTreeEntry/objectID`` is a commit of another
    /// repository, not an object of this one.
    case submodule
  }

  /// The path relative to the repository root, with `/` between folders.
  public var path: String
  /// The full 40-hex id of the blob (or, for a submodule, of the commit).
  public var objectID: String
  public var kind: Kind

  public init(path: String, objectID: String, kind: Kind) {
    self.path = path
    self.objectID = objectID
    self.kind = kind
  }
}
