import Foundation
import Testing

@testable import TokenDiffCore

/// Equal inputs are worked on once and share the result; results come back in the inputs'
/// order whatever order the work ran in.
@Suite struct SharedWorkTests {
  @Test func equalInputsAreWorkedOnOnce() {
    let lock = NSLock()
    nonisolated(unsafe) var worked: [String] = []
    let inputs = ["b", "a", "b", "ccc", "a", "b"]
    let results = SharedWork.run(inputs, largestFirst: \.count) { input in
      lock.withLock { worked.append(input) }
      return input.uppercased() + "\(input.count)"
    }
    #expect(results == ["B1", "A1", "B1", "CCC3", "A1", "B1"])
    #expect(lock.withLock { worked.sorted() } == ["a", "b", "ccc"])
  }

  @Test func noInputsNoWork() {
    let results = SharedWork.run([Int](), largestFirst: { $0 }) { $0 * 2 }
    #expect(results.isEmpty)
  }
}
