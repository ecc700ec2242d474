import Foundation
import TokenDiffGit
import TokenDiffTestSupport

@testable import TokenDiffCLI
@testable import TokenDiffCore

/// Revisions of a realdata bundle read as tokendiff reads them at default settings (a fresh
/// clone, discovery with no configuration file). Throws when the bundle or a revision is
/// missing.
enum RealDataSnapshots {
  static func read(_ bundle: String, at revisions: [String]) throws -> [RevisionSnapshot] {
    let folder = try RealData.clone(bundle)
    let repository = try GitRepository(discoveringFrom: folder.path)
    return try revisions.map { revision in
      let commit = try repository.commitID(of: revision)
      return try CommitReader(repository: repository, commit: commit).snapshot(
        revision: revision,
        commit: commit,
        selection: FileSelection(configuration: Configuration())
      )
    }
  }
}
