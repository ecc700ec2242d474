/// The modes of a revision as combinations of dimensions, to say where something holds in the
/// fewest words.
///
/// A mode name `Color scheme=Dark, Size=large` is the value `Dark` of the dimension
/// `Color scheme` and `large` of `Size`; a plain name (`dark`) is a value of an unnamed
/// dimension. A set of modes is described as a union of boxes, each fixing some dimensions to one
/// value, or to one of a few (`brand=a|b`), and leaving the others free: the 24 modes of
/// `Color scheme=Dark` among 48 are one box, `Color scheme=Dark`, not 24 names; a change that
/// twelve of seventeen brands take is one box of twelve brands, not twelve entries. Pure.
public struct ModeSpace: Sendable {
  /// One box: the dimensions it fixes, in dimension order, each to one of its values. No
  /// constraint: every mode.
  public struct Box: Sendable, Equatable {
    public var constraints: [(dimension: String, values: [String])]

    /// `Color scheme=Dark, Size=large`; `brand=a|b` for either value; a value of the unnamed
    /// dimension alone (`dark`); `nil` for every mode. Pure.
    public var description: String? {
      constraints.isEmpty
        ? nil
        : constraints.map { constraint in
          let values = constraint.values.joined(separator: ModeSpace.alternatives)
          return constraint.dimension.isEmpty ? values : "\(constraint.dimension)=\(values)"
        }
        .joined(separator: ", ")
    }

    public static func == (lhs: Box, rhs: Box) -> Bool {
      lhs.constraints.map(\.dimension) == rhs.constraints.map(\.dimension)
        && lhs.constraints.map(\.values) == rhs.constraints.map(\.values)
    }
  }

  /// What separates the values a description allows for one dimension (`brand=a|b`).
  public static let alternatives = "|"

  /// The values a description's part allows: `a|b` as `a` and `b`; a mode's value as itself,
  /// and so is one `literally` a value of the modes (a brand named `a|b`: a dimension with such
  /// a value is never joined). Pure.
  public static func values(_ text: String, literally: Bool = false) -> [String] {
    guard !literally, text.contains(alternatives) else { return [text] }
    return text.split(separator: Character(alternatives)).map { String($0).trimmingSpaces }
  }

  /// A mode or a description as its dimensions, each with the values it allows (`brand=a|b`:
  /// `brand`, `a` and `b`), a value in `literal` (``literalPairs(_:)``) as written. Pure.
  public static func constraints(of description: String, literal: Set<String>)
    -> [(dimension: String, values: [String])]
  {
    pairs(of: description).map { dimension, value in
      (dimension, values(value, literally: literal.contains(pairText(dimension, value))))
    }
  }

  /// `dimension=value`, or the value alone for the unnamed dimension, as a mode names it. Pure.
  public static func pairText(_ dimension: String, _ value: String) -> String {
    dimension.isEmpty ? value : dimension + "=" + value
  }

  /// The `dimension=value` pairs that hold `|` in the given modes' names: values to read as
  /// written (see ``values(_:literally:)``). Pure.
  public static func literalPairs(_ modes: [String]) -> Set<String> {
    var literal = Set<String>()
    for mode in modes where mode.contains(alternatives) {
      for (dimension, value) in pairs(of: mode) where value.contains(alternatives) {
        literal.insert(pairText(dimension, value))
      }
    }
    return literal
  }

  public let modes: [String]
  /// Dimension names in order of first appearance (`""`: the unnamed dimension).
  public let dimensions: [String]
  /// Per mode, its value of each dimension (`nil`: the mode does not name that dimension).
  private let assignments: [[String?]]
  private let indexByMode: [String: Int]
  /// Per dimension and value, the modes that have it.
  private let withValue: [[String: Bitset]]
  /// Per dimension, each value's place in the order the modes first name it.
  private let valueOrder: [[String: Int]]

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
    var valueOrder = Array(repeating: [String: Int](), count: dimensions.count)
    for (index, pairs) in parsed.enumerated() {
      var row = [String?](repeating: nil, count: dimensions.count)
      for (dimension, value) in pairs {
        guard let at = position[dimension], row[at] == nil else { continue }
        row[at] = value
        withValue[at][value, default: Bitset(count: modes.count)].insert(index)
        if valueOrder[at][value] == nil { valueOrder[at][value] = valueOrder[at].count }
      }
      assignments.append(row)
    }
    self.modes = modes
    self.dimensions = dimensions
    self.assignments = assignments
    self.withValue = withValue
    self.valueOrder = valueOrder
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
      guard let at = dimensions.firstIndex(of: constraint.dimension),
        let value = assignments[index][at]
      else { return false }
      return constraint.values.contains(value)
    }
  }

  /// Whether every mode of `subset` is a mode of this space. Pure.
  public func contains(_ subset: some Collection<String>) -> Bool {
    subset.allSatisfy { indexByMode[$0] != nil }
  }

  /// The boxes whose union is exactly `subset` (modes outside the space are ignored), fewest
  /// first found: from each mode not yet covered, every dimension that can be left free without
  /// taking in a mode outside `subset` is freed, in dimension order. `[Box()]` with no
  /// constraint means every mode. With `joiningValues`, boxes that differ in one dimension's
  /// value alone are then one box of both values (`brand=a|b`), as long as no value of that
  /// dimension spells the separator. Work is modes × dimensions × modes / 64, and joining at
  /// most boxes² × dimensions × values. Pure.
  public func describe(_ subset: some Sequence<String>, joiningValues: Bool = true) -> [Box] {
    var wanted = Bitset(count: modes.count)
    for mode in subset { if let index = indexByMode[mode] { wanted.insert(index) } }
    var covered = Bitset(count: modes.count)
    var boxes: [[(dimension: Int, values: [String])]] = []
    for index in wanted.members where !covered.contains(index) {
      var fixed = assignments[index].enumerated().compactMap { dimension, value in
        value.map { (dimension: dimension, values: [$0]) }
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
      boxes.append(fixed)
    }
    if joiningValues { boxes = joined(boxes) }
    return boxes.map { box in
      Box(constraints: box.map { (dimensions[$0.dimension], $0.values) })
    }
  }

  /// Boxes of this space that differ in one dimension's values alone, joined (see
  /// ``describe(_:joiningValues:)``): for boxes described apart and then grouped (the rows of
  /// one file). A box naming a dimension the space lacks is kept as it is. Pure.
  public func joined(_ boxes: [Box]) -> [Box] {
    var kept: [Box] = []
    var known: [[(dimension: Int, values: [String])]] = []
    for box in boxes {
      let fixed = box.constraints.compactMap { constraint in
        dimensions.firstIndex(of: constraint.dimension).map {
          (dimension: $0, values: constraint.values)
        }
      }
      if fixed.count == box.constraints.count { known.append(fixed) } else { kept.append(box) }
    }
    return joined(known).map { box in
      Box(constraints: box.map { (dimensions[$0.dimension], $0.values) })
    } + kept
  }

  /// Boxes that fix the same dimensions to the same values but one, as one box of that
  /// dimension's values joined (a dimension then left free when the box takes in no other
  /// mode), until no two join. Each join leaves one box fewer: work is boxes² × dimensions at
  /// most. Pure.
  private func joined(_ boxes: [[(dimension: Int, values: [String])]])
    -> [[(dimension: Int, values: [String])]]
  {
    var boxes = boxes
    var joinedAny = boxes.count > 1
    while joinedAny {
      joinedAny = false
      for dimension in dimensions.indices {
        var result: [[(dimension: Int, values: [String])]] = []
        var byRest: [[[String]]: Int] = [:]
        // A dimension with a value that spells the separator is never joined.
        let joinable = !withValue[dimension].keys.contains { $0.contains(Self.alternatives) }
        for box in boxes {
          guard joinable, let at = box.firstIndex(where: { $0.dimension == dimension }),
            box[at].values.allSatisfy({ !$0.contains(Self.alternatives) })
          else {
            result.append(box)
            continue
          }
          var rest = box
          rest.remove(at: at)
          let key = rest.map { ["\($0.dimension)"] + $0.values }
          guard let into = byRest[key] else {
            byRest[key] = result.count
            result.append(box)
            continue
          }
          guard let target = result[into].firstIndex(where: { $0.dimension == dimension })
          else { continue }
          let order = valueOrder[dimension]
          let values = Set(result[into][target].values + box[at].values).sorted {
            let (left, right) = (order[$0, default: .max], order[$1, default: .max])
            return left != right ? left < right : $0 < $1
          }
          var merged = result[into]
          merged[target].values = values
          // Every value of the dimension: free, when the box then takes in no other mode.
          if values.count == withValue[dimension].count, matching(rest) == matching(merged) {
            merged.remove(at: target)
          }
          result[into] = merged
          joinedAny = true
        }
        boxes = result
      }
    }
    return boxes
  }

  /// The modes that have one of the fixed values of every fixed dimension. Pure.
  private func matching(_ fixed: [(dimension: Int, values: [String])]) -> Bitset {
    var result = Bitset(count: modes.count, filled: true)
    for (dimension, values) in fixed {
      var either = Bitset(count: modes.count)
      for value in values {
        if let modes = withValue[dimension][value] { either.formUnion(modes) }
      }
      result.formIntersection(either)
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
      pairs.contains { $0.0 == constraint.dimension && constraint.values.contains($0.1) }
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
        let known = dimensions.firstIndex(of: want.0).map { withValue[$0][want.1] != nil }
        let values = Self.values(want.1, literally: known ?? false)
        return pairs.contains { $0.0 == want.0 && values.contains($0.1) }
          || (want.0.isEmpty && pairs.contains { values.contains($0.1) })
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
