/// Which head modes have a counterpart among the base modes, for modes matched by meaning
/// across revisions. A head dimension corresponds to the base dimensions of the same name, or
/// that share a value with it (a renamed or merged group: `Color` with `Main color` and `Support
/// color`). A head mode whose value of such a dimension no corresponding base dimension has
/// (`Color=danger`, where the base had only `accent`, `brand1` and `brand2`) is a mode added:
/// it is never compared with a different mode. A dimension with no counterpart at all is new and
/// does not count (`Density=compact` added beside `Color scheme`: light still meets light).
/// Names and values compare without case. Pure.
struct ModeCounterparts {
  private var baseValues: [String: Set<String>] = [:]
  private var headValues: [String: Set<String>] = [:]

  init(base: [String], head: [String]) {
    baseValues = Self.values(base)
    headValues = Self.values(head)
  }

  /// Whether `mode` (a head mode) has a counterpart among the base modes. Pure.
  func hasCounterpart(_ mode: String) -> Bool {
    for (dimension, value) in ModeSpace.pairs(of: mode) {
      let name = dimension.lowercased()
      let headSet = headValues[name] ?? []
      let corresponding = baseValues.filter {
        $0.key == name || !$0.value.isDisjoint(with: headSet)
      }
      guard !corresponding.isEmpty else { continue }
      if !corresponding.values.contains(where: { $0.contains(value.lowercased()) }) { return false }
    }
    return true
  }

  /// Each dimension's values over `modes`, lowercased. Pure.
  private static func values(_ modes: [String]) -> [String: Set<String>] {
    var values: [String: Set<String>] = [:]
    for mode in modes {
      for (dimension, value) in ModeSpace.pairs(of: mode) {
        values[dimension.lowercased(), default: []].insert(value.lowercased())
      }
    }
    return values
  }
}
