import Foundation

/// Frees `value` on another thread and returns at once. For large structures a caller is done
/// with (two resolved revisions of a large set take tens of milliseconds of one core to free)
/// on the way to its output. `value` must hold the last references to what it should free:
/// pass it with `consume`. A process that exits meanwhile does not wait for it.
func releaseInBackground<Value>(_ value: consuming Value) {
  let handover = Handover(value)
  DispatchQueue.global(qos: .utility).async { handover.drop() }
}

/// One value, handed to the thread that drops it. Whichever of the two threads lets go of the
/// handover last frees only the handover: the value itself is taken out under `lock` and
/// released by ``drop()``.
private final class Handover<Value>: @unchecked Sendable {
  private var value: Value?
  private let lock = NSLock()

  init(_ value: consuming Value) {
    self.value = value
  }

  /// Takes the value out and lets it go here, on the calling thread.
  func drop() {
    let taken = lock.withLock { () -> Value? in
      defer { value = nil }
      return value
    }
    withExtendedLifetime(taken) {}
  }
}
