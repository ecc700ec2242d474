import TokenDiffCore
import TokenDiffGit

/// The token files of one revision, read exactly as tokendiff reads them.
struct RevisionBlobs {
  var revision: String
  var commit: String
  /// The files kept: `.token` files, and `.candidate` files whose bytes contain `"$value"`.
  var files: [SourceFile]
  /// Every blob read, kept or not (candidates are read before they can be rejected).
  var blobsRead = 0
  var bytesRead = 0

  var bytesKept: Int { files.reduce(0) { $0 + $1.bytes.count } }
}

/// Something `tokendiff-bench` could not do, with the reason.
struct BenchError: Error {
  var message: String

  init(_ message: String) {
    self.message = message
  }
}

/// Opens the repository and reads the token blobs of both revisions.
enum TokenBlobs {
  /// Reads the base and head revisions of `arguments`.
  static func read(_ arguments: BenchArguments) throws(BenchError) -> (RevisionBlobs, RevisionBlobs)
  {
    do {
      let repository = try GitRepository(discoveringFrom: arguments.repository)
      var baseCommit = try repository.commitID(of: arguments.base)
      let headCommit = try repository.commitID(of: arguments.head)
      if arguments.sinceMergeBase {
        baseCommit = try repository.mergeBase(baseCommit, headCommit)
      }
      let selection = try FileSelection(
        configuration: configuration(arguments, repository: repository, head: headCommit)
      )
      return (
        try read(arguments.base, commit: baseCommit, in: repository, selection: selection),
        try read(arguments.head, commit: headCommit, in: repository, selection: selection)
      )
    } catch let error as GitError {
      throw BenchError(error.description)
    } catch let error as BenchError {
      throw error
    } catch {
      throw BenchError("\(error)")
    }
  }

  /// The files of one commit that tokendiff keeps: what `RevisionReader.snapshot` does in
  /// TokenDiffCLI (symlinks, submodules and Git LFS pointers are skipped).
  static func read(
    _ revision: String,
    commit: String,
    in repository: GitRepository,
    selection: FileSelection
  ) throws(GitError) -> RevisionBlobs {
    var blobs = RevisionBlobs(revision: revision, commit: commit, files: [])
    for entry in try repository.treeEntries(ofCommit: commit) {
      let decision = selection.decide(entry.path)
      guard decision != .ignored, entry.kind == .file || entry.kind == .executable else {
        continue
      }
      let bytes = try repository.blobContents(entry.objectID)
      blobs.blobsRead += 1
      blobs.bytesRead += bytes.count
      if FileSelection.isLFSPointer(bytes) { continue }
      if decision == .candidate, !selection.looksLikeTokens(bytes, path: entry.path) { continue }
      blobs.files.append(SourceFile(path: entry.path, bytes: bytes))
    }
    return blobs
  }

  /// The default configuration, `--files` applied; with `--files-from-tokendiff`, first a
  /// `.tokendiff.json` at the root of the head revision, as tokendiff reads it.
  private static func configuration(
    _ arguments: BenchArguments,
    repository: GitRepository,
    head: String
  ) throws -> Configuration {
    var configuration = Configuration()
    if arguments.filesFromTokendiff {
      let entries = try repository.treeEntries(ofCommit: head)
      if let yaml = entries.first(where: {
        [".tokendiff.yml", ".tokendiff.yaml"].contains($0.path)
      }) {
        throw BenchError(
          "\(yaml.path) is YAML, which tokendiff-bench cannot read: pass its globs with --files"
        )
      }
      if let json = entries.first(where: { $0.path == ".tokendiff.json" }) {
        let document = try JSONParser.parse(repository.blobContents(json.objectID))
        configuration = try Configuration(from: document, source: json.path)
      }
    }
    if !arguments.files.isEmpty { configuration.files = arguments.files }
    return configuration
  }
}
