import Foundation
import Testing
import TokenDiffGit
import TokenDiffTestSupport

@testable import TokenDiffCLI
@testable import TokenDiffCore

/// On real repositories, a resolver permutation described by the sources it swaps
/// (``PermutationOverlay``) resolves exactly as the permutation merged in full: Tokens Studio
/// themes (designsystemet's 312 combinations, Spectrum's collections) and DTCG resolver
/// documents (dtcg-examples, whose earlier commit has none), at the head and an earlier commit.
@Suite(.enabled(if: RealData.isAvailable, "../shared/realdata is not beside this checkout"))
struct PermutationOverlayRealDataTests {
  @Test(arguments: [
    ("designsystemet", "HEAD"), ("designsystemet", "HEAD~40"),
    ("spectrum-tokens-studio", "HEAD"), ("spectrum-tokens-studio", "HEAD~50"),
    ("dtcg-examples", "HEAD"),
  ])
  func sharingTheBaselineResolvesAsMergingInFull(bundle: String, revision: String) throws {
    let snapshot = try #require(RealDataSnapshots.read(bundle, at: [revision]).first)
    let shared = RevisionResolver.resolve(
      snapshot,
      policy: ResolutionPolicy(),
      sharingBaseline: true
    )
    let merged = RevisionResolver.resolve(
      snapshot,
      policy: ResolutionPolicy(),
      sharingBaseline: false
    )
    let resolverSets = shared.sets.filter { !$0.set.isEmpty && $0.modes.count > 1 }
    #expect(!resolverSets.isEmpty, "\(bundle) has no resolver set with modes")
    #expect(shared.sets.map(\.set) == merged.sets.map(\.set))
    for (one, other) in zip(shared.sets, merged.sets) {
      #expect(one.baseline == other.baseline, "\(one.set)")
      #expect(one.modes.map(\.mode) == other.modes.map(\.mode), "\(one.set)")
      // A permutation made of single swaps keeps only what they do not say (its layers):
      // spelled out, it is what merging in full gives.
      for (mine, theirs) in zip(one.flattenedModes, other.modes) where mine != theirs {
        let keys = Set(mine.changed.keys).symmetricDifference(theirs.changed.keys)
        Issue.record(
          "\(one.set) \(mine.mode): \(keys.count) keys differ, e.g. \(keys.sorted().prefix(3))"
        )
      }
    }
    #expect(shared.findings == merged.findings)
    // designsystemet's permutations swap up to four theme groups: many are made of layers (84 at
    // HEAD).
    let layered = shared.sets.flatMap(\.modes).filter { !$0.layers.isEmpty }.count
    #expect(bundle != "designsystemet" || layered > 50, "\(layered) layered modes")
  }
}
