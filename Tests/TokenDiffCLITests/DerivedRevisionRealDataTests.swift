import Foundation
import Testing
import TokenDiffGit
import TokenDiffTestSupport

@testable import TokenDiffCLI
@testable import TokenDiffCore

/// On real ranges, a head resolver set made from the base's resolution (its first
/// permutation's unchanged tokens shared, the changed ones and their dependents resolved again;
/// ``IncrementalResolver/Baseline/derived(from:tokens:overridden:mode:policy:)``) resolves
/// exactly as the head resolved alone: same tokens in every mode, same findings.
@Suite(.enabled(if: RealData.isAvailable, "../shared/realdata is not beside this checkout"))
struct DerivedRevisionRealDataTests {
  @Test(arguments: [
    ("designsystemet", "HEAD~1", "HEAD"), ("designsystemet", "HEAD~3", "HEAD~2"),
    ("designsystemet", "HEAD~8", "HEAD~7"), ("spectrum-tokens-studio", "HEAD~1", "HEAD"),
    ("spectrum-tokens-studio", "HEAD~4", "HEAD~3"), ("spectrum-tokens-studio", "HEAD~10", "HEAD"),
  ])
  func aHeadSetMadeFromTheBaseResolvesAsTheHeadAlone(
    bundle: String,
    base: String,
    head: String
  ) throws {
    let snapshots = try RealDataSnapshots.read(bundle, at: [base, head])
    let together = RevisionResolver.resolve(snapshots, policy: ResolutionPolicy())
    let alone = RevisionResolver.resolve(snapshots[1], policy: ResolutionPolicy())
    let derived = try #require(together.last)
    #expect(derived.sets.map(\.set) == alone.sets.map(\.set))
    for (one, other) in zip(derived.sets, alone.sets) {
      #expect(one.baseline.tokens.count == other.baseline.tokens.count, "\(one.set)")
      let differing = zip(one.baseline.tokens, other.baseline.tokens).filter { $0 != $1 }
      if !differing.isEmpty {
        Issue.record(
          "\(one.set): \(differing.count) tokens differ, e.g. \(differing.prefix(2).map { describe($0, $1) })"
        )
      }
      #expect(one.baseline.findings.sorted() == other.baseline.findings.sorted(), "\(one.set)")
      #expect(one.modes.map(\.mode) == other.modes.map(\.mode), "\(one.set)")
      for (mine, theirs) in zip(one.flattenedModes, other.flattenedModes) {
        let keys = Set(mine.changed.keys).union(theirs.changed.keys).filter {
          mine.changed[$0] != theirs.changed[$0]
        }
        if !keys.isEmpty {
          Issue.record(
            "\(one.set) \(mine.mode): \(keys.count) differ, e.g. \(keys.sorted().prefix(3).map(\.path.description))"
          )
        }
        #expect(mine.missing == theirs.missing, "\(one.set) \(mine.mode)")
        #expect(
          mine.findings.sorted() == theirs.findings.sorted(),
          "\(one.set) \(mine.mode): \(mine.findings.count) against \(theirs.findings.count) findings"
        )
      }
    }
    #expect(derived.findings.sorted() == alone.findings.sorted())
  }

  /// Two resolutions of a token, told apart for a failure message.
  private func describe(_ one: ResolvedToken, _ other: ResolvedToken) -> String {
    "\(one.path): \(one.value?.text ?? "-") at \(one.location) (\(one.layer), \(one.dependencies.count) reads) "
      + "against \(other.value?.text ?? "-") at \(other.location) (\(other.layer), \(other.dependencies.count) reads)"
  }

  /// The ranges above do make head sets from the base's: a set both revisions have with other
  /// values shares the base's resolution of every token the change does not reach.
  @Test func aValueEditSharesTheUnchangedResolutions() throws {
    let snapshots = try RealDataSnapshots.read("spectrum-tokens-studio", at: ["HEAD~1", "HEAD"])
    let together = RevisionResolver.resolve(snapshots, policy: ResolutionPolicy())
    let (before, after) = (together[0], together[1])
    var derivedSets = 0
    for (old, new) in zip(before.sets, after.sets) where old.baseline != new.baseline {
      let shared = zip(old.baseline.tokens, new.baseline.tokens).filter { $0.isIdentical(to: $1) }
      if !shared.isEmpty, shared.count < new.baseline.tokens.count { derivedSets += 1 }
    }
    #expect(derivedSets > 0)
  }
}
