/// The content of one path in a tree written by ``GitRepository/commit(tree:message:time:parents:updating:)``.
package enum FixtureTreeEntry: Sendable, Hashable {
  /// A regular file (mode `100644`).
  case file([UInt8])
  /// An executable file (mode `100755`).
  case executable([UInt8])
  /// A symbolic link (mode `120000`) pointing at `target`.
  case symlink(String)
  /// A submodule (gitlink, mode `160000`) at a commit of another repository; the commit need not
  /// exist here.
  case submodule(commitID: String)
}
