import Foundation

/// How a run lets go of the large structures it is done with.
public enum Teardown {
  /// Whether the process exits as soon as its output is written, so that what
  /// ``releaseInBackground(_:)`` is given is never freed at all: the system reclaims the whole
  /// process at exit at once, where freeing two resolved revisions of a large set object by
  /// object takes tens of milliseconds of a core and contends with the rendering for the
  /// allocator. The `tokendiff` executable sets it at startup, before any work; it is off
  /// everywhere else (tests and other users of the library, which go on running).
  nonisolated(unsafe) public static var leavesToExit = false
}

/// Frees `value` on another thread and returns at once. For large structures a caller is done
/// with (two resolved revisions of a large set take tens of milliseconds of one core to free)
/// on the way to its output. `value` must hold the last references to what it should free:
/// pass it with `consume`. A process that exits meanwhile does not wait for it. With
/// ``Teardown/leavesToExit`` set, the value is kept until the process exits instead.
func releaseInBackground<Value>(_ value: consuming Value) {
  guard !Teardown.leavesToExit else { return keepUntilExitIfLeaving(value) }
  let handover = Handover(value)
  DispatchQueue.global(qos: .utility).async { handover.drop() }
}

/// Keeps `value` alive until the process exits when ``Teardown/leavesToExit`` is set (the
/// command line's report and its renderings, at the end of a run); otherwise lets it go here.
public func keepUntilExitIfLeaving<Value>(_ value: consuming Value) {
  guard Teardown.leavesToExit else { return }
  _ = Unmanaged.passRetained(Handover(value))
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
