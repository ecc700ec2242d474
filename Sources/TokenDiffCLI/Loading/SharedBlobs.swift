import TokenDiffCore
import TokenDiffGit

/// A revision's files, listed already, with the blobs read already (none for the working
/// tree); any other file is read through the revision's own reader. A path whose blob the
/// other revision could not read is not read here either (`leftOut`, with why): read on one
/// side only, its tokens would show as all added or all removed (a partial clone lacks the
/// base's blobs).
struct PrefetchedReader: RevisionReader {
  let listed: [SourceEntry]
  let blobs: [String: [UInt8]]
  let reader: any RevisionReader
  var leftOut: [String: String] = [:]

  func entries() -> [SourceEntry] { listed }

  func contents(of entry: SourceEntry) throws(CLIError) -> [UInt8] {
    if let reason = leftOut[entry.path] { throw .unreadableFile(path: entry.path, reason: reason) }
    if let bytes = blobs[entry.handle] { return bytes }
    return try reader.contents(of: entry)
  }
}

/// The blobs two commits of a range read (``RevisionReader/reads(_:selection:)``), each
/// distinct one read once: the files a change leaves alone are the same blobs in both, and
/// inflating them twice was most of the time spent reading a large set from git.
enum SharedBlobs {
  /// The paths one listing reads whose blob is not in `blobs` (it could not be read), each
  /// with what to tell the other revision, which leaves its copy out too. Pure.
  static func unreadable(
    _ entries: [SourceEntry],
    named revision: String,
    selection: FileSelection,
    blobs: [String: [UInt8]]
  ) -> [String: String] {
    unreadable(entries, named: revision, selection: selection) { blobs[$0.handle] == nil }
  }

  /// The paths one listing reads whose blob `lacks`, each with what to tell the other
  /// revision. Pure when `lacks` is.
  static func unreadable(
    _ entries: [SourceEntry],
    named revision: String,
    selection: FileSelection,
    lacks: (SourceEntry) -> Bool
  ) -> [String: String] {
    var reasons: [String: String] = [:]
    for entry in entries where CommitReader.reads(entry, selection: selection) && lacks(entry) {
      reasons[entry.path] =
        "its copy in \(revision) could not be read, so it is left out of both revisions"
    }
    return reasons
  }

  /// Reads the blobs of both listings, each once, half through each reader (two handles, side
  /// by side), by blob id. A blob that cannot be read is left out: reading it again through
  /// its revision reports it where it belongs.
  static func read(
    _ base: [SourceEntry],
    _ head: [SourceEntry],
    selection: FileSelection,
    readers: (base: CommitReader, head: CommitReader)
  ) -> [String: [UInt8]] {
    var seen = Set<String>()
    let wanted = (base + head).filter { entry in
      CommitReader.reads(entry, selection: selection) && seen.insert(entry.handle).inserted
    }
    let halves = HandlePair(
      base: (readers.base, stride(from: 0, to: wanted.count, by: 2).map { wanted[$0] }),
      head: (readers.head, stride(from: 1, to: wanted.count, by: 2).map { wanted[$0] })
    )
    let (first, second) = concurrently({ halves.readBase() }, { halves.readHead() })
    return first.merging(second) { one, _ in one }
  }

  /// Two readers with the entries each reads: each reader, with the repository handle it holds,
  /// is used by one thread only, which is what makes handing them over safe, though their types
  /// are not `Sendable`.
  private struct HandlePair: @unchecked Sendable {
    let base: (reader: CommitReader, entries: [SourceEntry])
    let head: (reader: CommitReader, entries: [SourceEntry])

    func readBase() -> [String: [UInt8]] { Self.read(base.entries, with: base.reader) }
    func readHead() -> [String: [UInt8]] { Self.read(head.entries, with: head.reader) }

    private static func read(_ entries: [SourceEntry], with reader: CommitReader)
      -> [String: [UInt8]]
    {
      var blobs: [String: [UInt8]] = [:]
      for entry in entries {
        guard let bytes = try? reader.contents(of: entry) else { continue }
        blobs[entry.handle] = bytes
      }
      return blobs
    }
  }
}
