/// How many pairs have one status in one mode: the counts behind a report's contrast summary,
/// including the pairs a diff does not list (those whose colours did not change).
public struct ContrastTally: Sendable, Hashable, Comparable {
  /// `nil` when the set has no modes.
  public var mode: String?
  public var status: ContrastStatus
  public var count: Int

  public init(mode: String?, status: ContrastStatus, count: Int) {
    self.mode = mode
    self.status = status
    self.count = count
  }

  public static func < (lhs: ContrastTally, rhs: ContrastTally) -> Bool {
    if lhs.mode != rhs.mode { return (lhs.mode ?? "") < (rhs.mode ?? "") }
    return lhs.status.rawValue < rhs.status.rawValue
  }

  /// Counts per status over every mode. Pure.
  public static func counts(_ tallies: [ContrastTally]) -> [ContrastStatus: Int] {
    tallies.reduce(into: [:]) { $0[$1.status, default: 0] += $1.count }
  }
}
