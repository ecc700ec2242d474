import TokenDiffCore
import TokenDiffGit

/// Reads a commit's files straight from the object database: no checkout.
struct CommitReader: RevisionReader {
  let repository: GitRepository
  let commit: String

  func entries() throws(CLIError) -> [SourceEntry] {
    do {
      return try repository.treeEntries(ofCommit: commit).map { entry in
        let kind: SourceEntry.Kind
        switch entry.kind {
        case .file, .executable: kind = .file
        case .symlink: kind = .symlink
        case .submodule: kind = .submodule
        }
        return SourceEntry(path: entry.path, kind: kind, handle: entry.objectID)
      }
    } catch {
      throw .git(error.description)
    }
  }

  func contents(of entry: SourceEntry) throws(CLIError) -> [UInt8] {
    do {
      return try repository.blobContents(entry.handle)
    } catch {
      throw .unreadableFile(path: entry.path, reason: error.description)
    }
  }
}
