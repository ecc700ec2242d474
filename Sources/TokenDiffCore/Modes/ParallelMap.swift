import Dispatch

extension Array where Element: Sendable {
  /// `map` spread over the machine's cores, results in the order of the elements. For pure,
  /// independent work only (resolving the modes of a set).
  package func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result]
  {
    guard count > 1 else { return map(transform) }
    let slots = Slots<Result>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
      slots.store(transform(self[index]), at: index)
    }
    return slots.collect()
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

/// One slot per result. Each slot is written by exactly one iteration, and read only after
/// `concurrentPerform` has returned, so no two threads touch the same memory.
private final class Slots<Value>: @unchecked Sendable {
  private let buffer: UnsafeMutableBufferPointer<Value?>

  init(count: Int) {
    buffer = UnsafeMutableBufferPointer.allocate(capacity: count)
    buffer.initialize(repeating: nil)
  }

  deinit {
    buffer.deinitialize()
    buffer.deallocate()
  }

  func store(_ value: Value, at index: Int) {
    buffer[index] = value
  }

  func collect() -> [Value] {
    buffer.compactMap { $0 }
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
