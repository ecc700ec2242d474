import Dispatch
import Foundation

extension Array where Element: Sendable {
  /// `map` spread over the machine's cores, results in the order of the elements. For pure,
  /// independent work only (resolving the modes of a set).
  ///
  /// Calls may nest (a set's modes inside the pool of sets, a diff's slices beside a
  /// revision's checks): the calling thread works through the elements itself and asks idle
  /// threads to help (``SharedMap``), so a nested call uses a core the outer work left free.
  /// (`DispatchQueue.concurrentPerform` inside another gets one thread per core the outer
  /// one does not use: on two cores, none, and a diff nested beside the checks ran on one
  /// core after the checks were done.)
  package func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result]
  {
    guard count > 1 else { return map(transform) }
    let helpers = Swift.min(count, ProcessInfo.processInfo.activeProcessorCount) - 1
    guard helpers > 0 else { return map(transform) }
    return withoutActuallyEscaping(transform) { transform in
      let shared = SharedMap(self, transform: transform)
      for _ in 0..<helpers {
        DispatchQueue.global().async { shared.help() }
      }
      return shared.finish()
    }
  }

  /// The same for cheap work on many elements: handed to the cores in runs of at least
  /// `minimumRun` elements (see ``parallelRuns(_:minimum:)``).
  package func parallelMap<Result: Sendable>(
    runsOf minimumRun: Int,
    _ transform: @Sendable (Element) -> Result
  ) -> [Result] {
    let runs = parallelRuns(count, minimum: minimumRun)
    guard runs.count > 1 else { return map(transform) }
    return runs.parallelMap { self[$0].map(transform) }.flatMap(\.self)
  }
}

/// `0..<count` cut into consecutive runs for the cores: each of at least `minimum` elements, so
/// that a task outweighs handing it to another core, and at most about 16 of them, enough to
/// share the work out. Empty when `count` is 0. Pure.
package func parallelRuns(_ count: Int, minimum: Int) -> [Range<Int>] {
  let run = max(minimum, (count + 15) / 16)
  return stride(from: 0, to: count, by: run).map { $0..<min($0 + run, count) }
}

/// One `parallelMap` in progress: elements are claimed one at a time, under a lock, by the
/// calling thread and by helpers on Dispatch's threads; each result goes to its element's slot.
///
/// The caller returns once every element is done, never waiting for a helper that has not
/// started (one that starts later finds nothing to claim and ends), so nested calls cannot
/// wait on each other. `transform` is let go before the caller returns: a helper reads it
/// only under the lock, only with an element claimed, and the caller clears it after the last
/// element is done.
private final class SharedMap<Element: Sendable, Result: Sendable>: @unchecked Sendable {
  private let elements: [Element]
  /// Read and written only under `condition`'s lock.
  private var transform: (@Sendable (Element) -> Result)?
  private var next = 0
  private var done = 0
  private let condition = NSCondition()
  private let slots: UnsafeMutableBufferPointer<Result?>

  init(_ elements: [Element], transform: @escaping @Sendable (Element) -> Result) {
    self.elements = elements
    self.transform = transform
    slots = UnsafeMutableBufferPointer.allocate(capacity: elements.count)
    slots.initialize(repeating: nil)
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  /// Works through unclaimed elements until none is left. Safe from any thread.
  func help() {
    while runClaimed() {
      condition.withLock {
        done += 1
        if done == elements.count { condition.broadcast() }
      }
    }
  }

  /// Claims an element and stores its result; `false` when none was left. The reference to
  /// `transform` it takes is let go when it returns, before the element counts as done.
  private func runClaimed() -> Bool {
    guard let (index, transform) = claim() else { return false }
    // Each slot is written by the one thread that claimed its element, and read by the
    // caller only after every element is done (the lock orders the two).
    slots[index] = transform(elements[index])
    return true
  }

  /// Helps until every element is claimed, waits until every element is done, and gives the
  /// results in order. For the calling thread only.
  func finish() -> [Result] {
    help()
    condition.withLock {
      while done < elements.count { condition.wait() }
      transform = nil
    }
    return slots.compactMap { $0 }
  }

  private func claim() -> (Int, @Sendable (Element) -> Result)? {
    condition.withLock {
      guard next < elements.count, let transform else { return nil }
      defer { next += 1 }
      return (next, transform)
    }
  }
}

/// Runs two pieces of pure, independent work at the same time (on two cores when the machine
/// has them) and returns both results.
package func concurrently<First: Sendable, Second: Sendable>(
  _ first: @Sendable () -> First,
  _ second: @Sendable () -> Second
) -> (First, Second) {
  let results = [false, true].parallelMap { isSecond -> Either<First, Second> in
    isSecond ? .second(second()) : .first(first())
  }
  guard results.count == 2, case .first(let one) = results[0], case .second(let two) = results[1]
  else {
    return (first(), second())
  }
  return (one, two)
}

private enum Either<First: Sendable, Second: Sendable>: Sendable {
  case first(First)
  case second(Second)
}
