import Foundation
import Testing
import TokenDiffGit
import TokenDiffTestSupport

@testable import TokenDiffCLI
@testable import TokenDiffCore

/// Two revisions resolved together are each what resolving it alone gives, and a set whose
/// files did not change between them is resolved once: spectrum-tokens-studio's three sets that
/// `HEAD~50..HEAD` leaves alone, and designsystemet and dtcg-examples ranges that change sets.
@Suite(.enabled(if: RealData.isAvailable, "../shared/realdata is not beside this checkout"))
struct SharedResolutionRealDataTests {
  @Test(arguments: [
    ("spectrum-tokens-studio", "HEAD~50", "HEAD", 3), ("designsystemet", "HEAD~40", "HEAD", 0),
    ("dtcg-examples", "HEAD~1", "HEAD", 0),
  ])
  func togetherIsAsAlone(bundle: String, base: String, head: String, unchanged: Int) throws {
    let snapshots = try RealDataSnapshots.read(bundle, at: [base, head])
    let policy = ResolutionPolicy()
    let together = RevisionResolver.resolve(snapshots, policy: policy)
    let alone = snapshots.map { RevisionResolver.resolve($0, policy: policy) }
    #expect(together == alone)
    // A set resolved once for both revisions holds the same token cells in both.
    let shared = together[0].sets.filter { set in
      together[1].sets.contains { other in
        other.set == set.set && !set.baseline.tokens.isEmpty
          && other.baseline.tokens.count == set.baseline.tokens.count
          && zip(other.baseline.tokens, set.baseline.tokens).allSatisfy { $0.isIdentical(to: $1) }
      }
    }
    #expect(shared.count >= unchanged, "\(shared.map(\.set))")
    // Resolved apart, no two revisions share a cell.
    let apart = alone[0].sets.flatMap(\.baseline.tokens).prefix(1)
    #expect(
      !apart.contains { token in
        alone[1].sets.flatMap(\.baseline.tokens).contains { $0.isIdentical(to: token) }
      }
    )
  }
}
