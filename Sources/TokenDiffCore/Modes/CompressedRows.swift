/// Values grouped by row as compressed rows: row `r` is `values[offsets[r]..<offsets[r + 1]]`,
/// each row in the order of `entries`. `count` is the number of rows; every entry's row is below
/// it. Linear, with no hashing: for tables indexed by small integers (path ids, token indices).
/// Pure.
func compressedRows<Value>(_ entries: [(row: Int, value: Value)], count: Int) -> (
  offsets: [Int], values: [Value]
) {
  var offsets = [Int](repeating: 0, count: count + 1)
  for entry in entries { offsets[entry.row + 1] += 1 }
  for row in 0..<count { offsets[row + 1] += offsets[row] }
  var next = offsets
  var slots = [Int](repeating: 0, count: entries.count)
  for (position, entry) in entries.enumerated() {
    slots[next[entry.row]] = position
    next[entry.row] += 1
  }
  return (offsets, slots.map { entries[$0].value })
}
