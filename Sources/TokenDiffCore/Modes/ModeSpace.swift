/// The modes of a revision as combinations of dimensions, to say where something holds in the
/// fewest words.
///
/// A mode name `Color scheme=Dark, Size=large` is the value `Dark` of the dimension
/// `Color scheme` and `large` of `Size`; a plain name (`dark`) is a value of an unnamed
/// dimension. A set of modes is described as a union of boxes, each fixing some dimensions to one
/// value and leaving the others free: the 24 modes of `Color scheme=Dark` among 48 are one box,
/// `Color scheme=Dark`, not 24 names. Pure.
public struct ModeSpace: Sendable {
  /// One box: the dimensions it fixes, in dimension order. No constraint: every mode.
  public struct Box: Sendable, Equatable {
    public var constraints: [(dimension: String, value: String)]

    /// `Color scheme=Dark, Size=large`; a value of the unnamed dimension alone (`dark`); `nil`
    /// for every mode. Pure.
    public var description: String? {
      constraints.isEmpty
        ? nil
        : constraints.map { $0.dimension.isEmpty ? $0.value : "\($0.dimension)=\($0.value)" }
          .joined(separator: ", ")
    }

    public static func == (lhs: Box, rhs: Box) -> Bool {
      lhs.constraints.map(\.dimension) == rhs.constraints.map(\.dimension)
        && lhs.constraints.map(\.value) == rhs.constraints.map(\.value)
    }
  }

  public let modes: [String]
  /// Dimension names in order of first appearance (`""`: the unnamed dimension).
  public let dimensions: [String]
  /// Per mode, its value of each dimension (`nil`: the mode does not name that dimension).
  private let assignments: [[String?]]
  private let indexByMode: [String: Int]
  /// Per dimension and value, the modes that have it.
  private let withValue: [[String: Bitset]]

  public init(_ modes: [String]) {
    var dimensions: [String] = []
    var parsed: [[(String, String)]] = []
    for mode in modes {
      let pairs = Self.pairs(of: mode)
      for (dimension, _) in pairs where !dimensions.contains(dimension) {
        dimensions.append(dimension)
      }
      parsed.append(pairs)
    }
    let position = Dictionary(
      dimensions.enumerated().map { ($1, $0) },
      uniquingKeysWith: { first, _ in first }
    )
    var assignments: [[String?]] = []
    var withValue = Array(repeating: [String: Bitset](), count: dimensions.count)
    for (index, pairs) in parsed.enumerated() {
      var row = [String?](repeating: nil, count: dimensions.count)
      for (dimension, value) in pairs {
        guard let at = position[dimension], row[at] == nil else { continue }
        row[at] = value
        withValue[at][value, default: Bitset(count: modes.count)].insert(index)
      }
      assignments.append(row)
    }
    self.modes = modes
    self.dimensions = dimensions
    self.assignments = assignments
    self.withValue = withValue
    self.indexByMode = Dictionary(
      modes.enumerated().map { ($1, $0) },
      uniquingKeysWith: { first, _ in first }
    )
  }

  /// `a=b, c=d` as pairs; a part without `=` is a value of the unnamed dimension. Pure.
  public static func pairs(of mode: String) -> [(String, String)] {
    mode.split(separator: ",").map { part in
      let text = String(part).trimmingSpaces
      let halves = text.split(separator: "=", maxSplits: 1)
      guard halves.count == 2 else { return ("", text) }
      return (String(halves[0]).trimmingSpaces, String(halves[1]).trimmingSpaces)
    }
  }

  /// Whether a mode of the space has every value a box fixes, read from the modes the space
  /// split once; `nil` for a mode outside the space. Pure.
  public func holds(_ box: Box, in mode: String) -> Bool? {
    guard let index = indexByMode[mode] else { return nil }
    return box.constraints.allSatisfy { constraint in
      guard let at = dimensions.firstIndex(of: constraint.dimension) else { return false }
      return assignments[index][at] == constraint.value
    }
  }

  /// Whether every mode of `subset` is a mode of this space. Pure.
  public func contains(_ subset: some Collection<String>) -> Bool {
    subset.allSatisfy { indexByMode[$0] != nil }
  }

  /// The boxes whose union is exactly `subset` (modes outside the space are ignored), fewest
  /// first found: from each mode not yet covered, every dimension that can be left free without
  /// taking in a mode outside `subset` is freed, in dimension order. `[Box()]` with no
  /// constraint means every mode. Work is modes × dimensions × modes / 64. Pure.
  public func describe(_ subset: some Sequence<String>) -> [Box] {
    var wanted = Bitset(count: modes.count)
    for mode in subset { if let index = indexByMode[mode] { wanted.insert(index) } }
    var covered = Bitset(count: modes.count)
    var boxes: [Box] = []
    for index in wanted.members where !covered.contains(index) {
      var fixed = assignments[index].enumerated().compactMap { dimension, value in
        value.map { (dimension, $0) }
      }
      var position = 0
      while position < fixed.count {
        var trial = fixed
        trial.remove(at: position)
        if matching(trial).isSubset(of: wanted) {
          fixed = trial
        } else {
          position += 1
        }
      }
      covered.formUnion(matching(fixed))
      boxes.append(Box(constraints: fixed.map { (dimensions[$0.0], $0.1) }))
    }
    return boxes
  }

  /// The modes that have every fixed value. Pure.
  private func matching(_ fixed: [(Int, String)]) -> Bitset {
    var result = Bitset(count: modes.count, filled: true)
    for (dimension, value) in fixed {
      result.formIntersection(withValue[dimension][value] ?? Bitset(count: modes.count))
    }
    return result
  }
}

extension ModeSpace.Box {
  /// Whether a mode of the space has every value the box fixes. Pure.
  public func holds(in mode: String) -> Bool {
    holds(inModeOf: ModeSpace.pairs(of: mode))
  }

  /// The same, for a mode already split into its pairs (``ModeSpace/pairs(of:)``). Pure.
  func holds(inModeOf pairs: [(String, String)]) -> Bool {
    constraints.allSatisfy { constraint in
      pairs.contains { $0.0 == constraint.dimension && $0.1 == constraint.value }
    }
  }
}

extension ModeSpace {
  /// Whether something described as `description` (a mode name or a box's description) may
  /// hold in a mode the user named: the name is a mode, a context value of one (`dark`), or a
  /// box; they are compatible when some mode of the space satisfies both. Pure.
  public func overlaps(_ description: String, _ name: String) -> Bool {
    let described = Self.pairs(of: description)
    let named = Self.pairs(of: name)
    return modes.contains { mode in
      let pairs = Self.pairs(of: mode)
      let holds = described.allSatisfy { want in
        pairs.contains { $0 == want } || (want.0.isEmpty && pairs.contains { $0.1 == want.1 })
      }
      guard holds else { return false }
      if mode == name
        || named.count == 1 && named[0].0.isEmpty
          && pairs.contains(where: { $0.1 == named[0].1 })
      {
        return true
      }
      return named.allSatisfy { want in pairs.contains { $0 == want } }
    }
  }
}
