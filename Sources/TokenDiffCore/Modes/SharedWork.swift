/// Work over inputs of which some may be equal: each distinct input is worked on once, on all
/// cores, and equal inputs share the result.
enum SharedWork {
  /// `work` of each input, in order; the distinct inputs are handed to the cores largest first
  /// (by `size`), so that the longest job does not start last. Pure.
  static func run<Input: Equatable & Sendable, Output: Sendable>(
    _ inputs: [Input],
    largestFirst size: (Input) -> Int,
    _ work: @Sendable (Input) -> Output
  ) -> [Output] {
    var distinct: [Int] = []
    var representative: [Int] = []
    for index in inputs.indices {
      if let equal = distinct.firstIndex(where: { inputs[$0] == inputs[index] }) {
        representative.append(equal)
      } else {
        representative.append(distinct.count)
        distinct.append(index)
      }
    }
    let sizes = distinct.map { size(inputs[$0]) }
    let order = distinct.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
    let chosen = order.map { distinct[$0] }
    let done = chosen.parallelMap { work(inputs[$0]) }
    var results = [Output?](repeating: nil, count: distinct.count)
    for (position, result) in zip(order, done) { results[position] = result }
    return representative.compactMap { results[$0] }
  }
}
