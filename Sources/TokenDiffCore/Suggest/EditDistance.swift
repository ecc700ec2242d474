/// How many single-character edits (insert, delete, replace, swap two neighbours) turn one
/// name into another: what "did you mean" hints are made of.
public enum EditDistance {
  /// The distance between `first` and `second`, or `nil` when it is more than `limit` (the
  /// work stops as soon as that is certain, so a long list of candidates stays cheap). Pure.
  public static func distance(_ first: String, _ second: String, limit: Int) -> Int? {
    let a = Array(first.unicodeScalars)
    let b = Array(second.unicodeScalars)
    guard abs(a.count - b.count) <= limit else { return nil }
    guard !a.isEmpty, !b.isEmpty else {
      return max(a.count, b.count) <= limit ? max(a.count, b.count) : nil
    }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = current[0]
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previousPrevious[j - 2] + 1)
        }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      guard rowMinimum <= limit else { return nil }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count] <= limit ? previous[b.count] : nil
  }

  /// The candidates closest to `name`, nearest first (then alphabetically), at most `count`,
  /// each within a distance that grows with the name's length: 1 for up to 4 characters, 2
  /// up to 12, then a sixth of the length. Pure.
  public static func nearest(to name: String, in candidates: some Sequence<String>, count: Int = 3)
    -> [String]
  {
    let limit = name.count <= 4 ? 1 : name.count <= 12 ? 2 : name.count / 6
    var found: [(distance: Int, name: String)] = []
    for candidate in candidates where candidate != name {
      if let distance = distance(name, candidate, limit: limit) {
        found.append((distance, candidate))
      }
    }
    found.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
    var seen = Set<String>()
    return Array(found.map(\.name).filter { seen.insert($0).inserted }.prefix(count))
  }
}
