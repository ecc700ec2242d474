import TokenDiffCore
import TokenDiffGit

/// A commit's files, listed already, with the blobs read already; any other blob is read
/// through the commit's own reader.
struct PrefetchedReader: RevisionReader {
  let listed: [SourceEntry]
  let blobs: [String: [UInt8]]
  let reader: CommitReader

  func entries() -> [SourceEntry] { listed }

  func contents(of entry: SourceEntry) throws(CLIError) -> [UInt8] {
    if let bytes = blobs[entry.handle] { return bytes }
    return try reader.contents(of: entry)
  }
}

/// The blobs two commits of a range read (``RevisionReader/reads(_:selection:)``), each
/// distinct one read once: the files a change leaves alone are the same blobs in both, and
/// inflating them twice was most of the time spent reading a large set from git.
enum SharedBlobs {
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
