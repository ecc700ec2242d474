/// Summaries of timed runs, shared by the benchmark modes.
enum BenchTiming {
  /// The middle run (the upper middle of an even count); zero for no runs. Pure.
  static func median(_ durations: [Swift.Duration]) -> Swift.Duration {
    let sorted = durations.sorted()
    return sorted.isEmpty ? .zero : sorted[sorted.count / 2]
  }

  /// Milliseconds with one decimal, `221.9`. Pure.
  static func milliseconds(_ duration: Swift.Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let tenths = Int(((Double(seconds) * 1000 + Double(attoseconds) / 1e15) * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}
