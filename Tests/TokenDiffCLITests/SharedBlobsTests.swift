import Foundation
import Testing
import TokenDiffGit
import TokenDiffTestSupport

@testable import TokenDiffCLI
@testable import TokenDiffCore

/// The blobs two commits read are read once each, and a revision read through them is the
/// revision read alone.
@Suite struct SharedBlobsTests {
  @Test func eachBlobOnceAndTheSnapshotsUnchanged() throws {
    let fixture = try FixtureRepository()
    let palette = ##"{"color": {"$type": "color", "brand": {"$value": "#0066cc"}}}"##
    let semantic = #"{"text": {"$type": "color", "$value": "{color.brand}"}}"#
    let first = try fixture.commit(
      [
        "tokens/palette.tokens.json": palette, "tokens/semantic.tokens.json": semantic,
        "README.md": "not read",
      ],
      message: "base",
      step: 0
    )
    let second = try fixture.commit(
      [
        "tokens/palette.tokens.json": palette.replacingOccurrences(of: "0066cc", with: "0055aa"),
        "tokens/semantic.tokens.json": semantic, "README.md": "not read",
      ],
      message: "darken",
      step: 1
    )
    let selection = FileSelection(configuration: Configuration())
    let readers = (
      base: CommitReader(repository: fixture.repository, commit: first),
      head: CommitReader(repository: try fixture.repository.reopened(), commit: second)
    )
    let listings = (try readers.base.entries(), try readers.head.entries())
    let blobs = SharedBlobs.read(
      listings.0,
      listings.1,
      selection: selection,
      readers: readers
    )
    // Two palettes and one semantic file shared by both; the README is not read.
    #expect(blobs.count == 3)
    #expect(Set(blobs.values.map { String(decoding: $0, as: UTF8.self) }).contains(semantic))
    for (reader, listed, commit) in [
      (readers.base, listings.0, first), (readers.head, listings.1, second),
    ] {
      let prefetched = PrefetchedReader(listed: listed, blobs: blobs, reader: reader)
      let shared = try prefetched.snapshot(revision: commit, commit: commit, selection: selection)
      let alone = try reader.snapshot(revision: commit, commit: commit, selection: selection)
      #expect(shared == alone)
      #expect(shared.files.count == 2)
    }
  }
}
