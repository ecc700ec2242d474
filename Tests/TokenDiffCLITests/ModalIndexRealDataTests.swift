import Foundation
import Testing
import TokenDiffGit
import TokenDiffTestSupport

@testable import TokenDiffCLI
@testable import TokenDiffCore

/// On real repositories, the diff index's flat per-token overrides (what the diff reads a
/// token's modes from) give in every mode the token that looking the mode's delta up gives
/// (what `via`, contrast and impact read): resolver sets whose permutations are made of layers
/// (designsystemet, Spectrum's Tokens Studio collections), DTCG resolver documents, and
/// Spectrum's plain set, whose paths are written in several files.
@Suite(.enabled(if: RealData.isAvailable, "../shared/realdata is not beside this checkout"))
struct ModalIndexRealDataTests {
  @Test(arguments: [
    ("designsystemet", "HEAD~40"), ("spectrum-tokens-studio", "HEAD"),
    ("dtcg-examples", "HEAD"), ("dtcg-examples", "HEAD~5"), ("spectrum-tokens", "HEAD"),
  ])
  func aTokensModesReadAlikeFromTheIndexAndFromTheDeltas(bundle: String, revision: String)
    throws
  {
    let snapshot = try #require(RealDataSnapshots.read(bundle, at: [revision]).first)
    let resolved = RevisionResolver.resolve(snapshot, policy: ResolutionPolicy())
    let index = ModalIndex(resolved)
    var entries = 0
    var varying = 0
    var compared = 0
    for path in index.reportedPaths {
      let found = index.reportedEntries(path)
      #expect(!found.isEmpty, "\(path) is listed with no entry")
      #expect(Set(found.map { $0.origin }).count == found.count, "\(path): two entries, one origin")
      for entry in found {
        entries += 1
        #expect(entry.key.path == path)
        let set = resolved.sets[entry.setIndex]
        let baseline = index.baselineToken(entry)
        let written = entry.baselinePosition.map { set.baseline.tokens[Int($0)] }
        #expect(baseline?.storageIdentity == written?.storageIdentity, "\(path)")
        guard entry.varies else {
          #expect(set.modes.isEmpty || set.set.isEmpty || entry.overrides.isEmpty, "\(path)")
          continue
        }
        varying += 1
        let deltas = Array(set.modes.indices)
        let fromIndex = index.tokens(entry, deltas: deltas, baseline: baseline)
        for (position, delta) in set.modes.enumerated() {
          // By position: two modes of a set may share a name (a mode's lookup by name takes
          // the first).
          let fromDelta = index.token(
            entry.key,
            set: entry.setIndex,
            delta: position,
            baseline: baseline
          )
          let same =
            switch (fromIndex[position], fromDelta) {
            case (nil, nil): true
            case (let one?, let other?): one.isIdentical(to: other)
            default: false
            }
          #expect(same, "\(set.set) \(path.description) in \(delta.mode)")
          compared += 1
        }
      }
    }
    #expect(entries > 500, "\(entries) entries")
    #expect(varying > 50, "\(varying) entries vary")
    #expect(compared > 1_000, "\(compared) modes compared")
  }
}
