import Foundation
import Testing

@testable import TokenDiffCore

/// What a report run hands over to be freed must be freed, and not on the thread that handed it
/// over (that thread goes on to render the report); in a process that leaves it to the exit,
/// never. Serialized: one test sets the process-wide ``Teardown/leavesToExit``.
@Suite(.serialized) struct ReleaseInBackgroundTests {
  /// Calls `onFree` from its deinit.
  final class Witness: @unchecked Sendable {
    let onFree: () -> Void

    init(onFree: @escaping () -> Void) {
      self.onFree = onFree
    }

    deinit { onFree() }
  }

  @Test func theValueIsFreedOnAnotherThread() {
    let freed = DispatchSemaphore(value: 0)
    let caller = Thread.current
    let lock = NSLock()
    var freedOnCaller: Bool?
    func handOver() {
      let witness = Witness {
        lock.withLock { freedOnCaller = Thread.current == caller }
        freed.signal()
      }
      releaseInBackground(consume witness)
    }
    handOver()
    #expect(freed.wait(timeout: .now() + 10) == .success)
    #expect(lock.withLock { freedOnCaller } == false)
  }

  @Test func leftToTheExitTheValueIsNeverFreed() {
    let freed = DispatchSemaphore(value: 0)
    Teardown.leavesToExit = true
    defer { Teardown.leavesToExit = false }
    func handOver() {
      let witness = Witness { freed.signal() }
      releaseInBackground(consume witness)
      let kept = Witness { freed.signal() }
      keepUntilExitIfLeaving(consume kept)
    }
    handOver()
    #expect(freed.wait(timeout: .now() + 1) == .timedOut)
  }
}
