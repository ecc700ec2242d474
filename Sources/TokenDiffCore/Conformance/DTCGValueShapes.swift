/// The value shapes of the DTCG 2025.10 format module, exactly as the specification writes
/// them: what `--strict` holds every literal `$value` to. The default reading is wider (legacy
/// strings such as `"16px"` and `"#fff"`, `em`, optional composite members), so these rules
/// only add problems to what resolution already reports.
///
/// A reference (`"{a.b}"` or `{ "$ref": … }`) stands for a value of the right type wherever it
/// appears: resolution checks its target, so it is never a shape problem here.
enum DTCGValueShapes {
  /// A problem with a literal value: where it is and what the specification wants instead.
  struct Problem: Equatable {
    var position: TextPosition
    var message: String
  }

  /// The first way `value` departs from the shape of `type`, or `nil` when it conforms (or is
  /// a reference, or `type` is not a DTCG type). Pure.
  static func problem(_ value: JSONValue, as type: TokenType) -> Problem? {
    if isReference(value) { return nil }
    switch type {
    case .color: return color(value)
    case .dimension: return measure(value, type: "dimension", units: ["px", "rem"])
    case .duration: return measure(value, type: "duration", units: ["ms", "s"])
    case .number:
      return value.numberValue == nil ? Problem(value, "a number must be a JSON number") : nil
    case .fontWeight: return fontWeight(value)
    case .fontFamily: return fontFamily(value)
    case .cubicBezier: return cubicBezier(value)
    case .strokeStyle: return strokeStyle(value)
    case .border:
      return composite(
        value,
        "border",
        [("color", .color), ("width", .dimension), ("style", .strokeStyle)]
      )
    case .transition:
      return composite(
        value,
        "transition",
        [("duration", .duration), ("delay", .duration), ("timingFunction", .cubicBezier)]
      )
    case .shadow: return shadow(value)
    case .gradient: return gradient(value)
    case .typography: return typography(value)
    default: return nil
    }
  }

  /// `"{a.b}"` or an object holding `$ref`. Pure.
  static func isReference(_ value: JSONValue) -> Bool {
    if let text = value.stringValue { return aliasPath(in: text) != nil }
    return value["$ref"] != nil
  }

  // MARK: - Types

  private static let colorSpaces: Set<String> = [
    "srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3", "a98-rgb",
    "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50",
  ]

  private static func color(_ value: JSONValue) -> Problem? {
    guard let members = value.members else {
      return Problem(
        value,
        "a colour is an object with colorSpace and components; \(shown(value)) is a legacy form"
      )
    }
    if let extra = members.first(where: {
      !["colorSpace", "components", "alpha", "hex"].contains($0.key)
    }) {
      return Problem(extra.keyPosition, "a colour has no member '\(extra.key)'")
    }
    if let space = value["colorSpace"], !isReference(space),
      !(space.stringValue.map(colorSpaces.contains) ?? false)
    {
      return Problem(space, "colorSpace must be one of the 14 colour space names")
    }
    if let hex = value["hex"], !isReference(hex) {
      let digits = hex.stringValue.map { $0.dropFirst() } ?? ""
      guard hex.stringValue?.first == "#", digits.count == 6,
        digits.allSatisfy(\.isHexDigit)
      else {
        return Problem(
          hex,
          "hex must be '#' and exactly 6 hexadecimal digits (alpha lives in 'alpha')"
        )
      }
    }
    return nil
  }

  private static func measure(_ value: JSONValue, type: String, units: Set<String>) -> Problem? {
    guard let members = value.members else {
      return Problem(
        value,
        "a \(type) is an object with 'value' and 'unit'; \(shown(value)) is a legacy form"
      )
    }
    if let extra = members.first(where: { $0.key != "value" && $0.key != "unit" }) {
      return Problem(extra.keyPosition, "a \(type) has no member '\(extra.key)'")
    }
    if let number = value["value"], !isReference(number), number.numberValue == nil {
      return Problem(number, "a \(type)'s 'value' must be a JSON number")
    }
    if let unit = value["unit"], !isReference(unit),
      !(unit.stringValue.map(units.contains) ?? false)
    {
      let allowed = units.sorted().map { "'\($0)'" }.joined(separator: " or ")
      return Problem(unit, "a \(type)'s unit must be \(allowed), not \(shown(unit))")
    }
    return nil
  }

  /// The names 2025.10 gives font weights, case-sensitive.
  private static let fontWeightNames: Set<String> = [
    "thin", "hairline", "extra-light", "ultra-light", "light", "normal", "regular", "book",
    "medium", "semi-bold", "demi-bold", "bold", "extra-bold", "ultra-bold", "black", "heavy",
    "extra-black", "ultra-black",
  ]

  private static func fontWeight(_ value: JSONValue) -> Problem? {
    if let number = value.numberValue, (1...1000).contains(number) { return nil }
    if let name = value.stringValue, fontWeightNames.contains(name) { return nil }
    return Problem(
      value,
      "a font weight is a number from 1 to 1000 or a name such as 'bold', not \(shown(value))"
    )
  }

  private static func fontFamily(_ value: JSONValue) -> Problem? {
    if value.stringValue != nil { return nil }
    guard let names = value.arrayValue else {
      return Problem(value, "a font family is a string or an array of strings")
    }
    if let bad = names.first(where: { $0.stringValue == nil && !isReference($0) }) {
      return Problem(bad, "every font family name must be a string")
    }
    return nil
  }

  private static func cubicBezier(_ value: JSONValue) -> Problem? {
    guard let points = value.arrayValue, points.count == 4 else {
      return Problem(value, "a cubic Bézier is an array of four numbers")
    }
    if let bad = points.first(where: { $0.numberValue == nil && !isReference($0) }) {
      return Problem(bad, "a cubic Bézier's points must be JSON numbers, not \(shown(bad))")
    }
    return nil
  }

  private static let strokeKeywords: Set<String> = [
    "solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset",
  ]

  private static func strokeStyle(_ value: JSONValue) -> Problem? {
    if let keyword = value.stringValue {
      return strokeKeywords.contains(keyword)
        ? nil : Problem(value, "\(shown(value)) is not a stroke style keyword")
    }
    guard value.members != nil else {
      return Problem(value, "a stroke style is a keyword or an object with dashArray and lineCap")
    }
    if let problem = missingMember(value, "strokeStyle", ["dashArray", "lineCap"]) {
      return problem
    }
    if let dashes = value["dashArray"], !isReference(dashes) {
      guard let elements = dashes.arrayValue, !elements.isEmpty else {
        return Problem(dashes, "dashArray must be a non-empty array of dimensions")
      }
      for element in elements {
        if let problem = Self.problem(element, as: .dimension) { return problem }
      }
    }
    if let cap = value["lineCap"], !isReference(cap),
      !["round", "butt", "square"].contains(cap.stringValue ?? "")
    {
      return Problem(cap, "lineCap must be 'round', 'butt' or 'square'")
    }
    return nil
  }

  private static func shadow(_ value: JSONValue) -> Problem? {
    let layers = value.arrayValue ?? [value]
    if value.arrayValue?.isEmpty == true {
      return Problem(value, "a shadow is an object or a non-empty array of them")
    }
    for layer in layers where !isReference(layer) {
      let members: [(String, TokenType)] = [
        ("color", .color), ("offsetX", .dimension), ("offsetY", .dimension), ("blur", .dimension),
        ("spread", .dimension),
      ]
      if let problem = composite(layer, "shadow", members, optional: ["inset"]) { return problem }
      if let inset = layer["inset"], !isReference(inset), !isBoolean(inset) {
        return Problem(inset, "a shadow's inset must be true or false, not \(shown(inset))")
      }
    }
    return nil
  }

  private static func gradient(_ value: JSONValue) -> Problem? {
    guard let stops = value.arrayValue, !stops.isEmpty else {
      return Problem(value, "a gradient is a non-empty array of stops")
    }
    for stop in stops where !isReference(stop) {
      if let problem = composite(stop, "gradient stop", [("color", .color), ("position", .number)])
      {
        return problem
      }
    }
    return nil
  }

  private static func typography(_ value: JSONValue) -> Problem? {
    composite(
      value,
      "typography",
      [
        ("fontFamily", .fontFamily), ("fontSize", .dimension), ("fontWeight", .fontWeight),
        ("letterSpacing", .dimension), ("lineHeight", .number),
      ]
    )
  }

  /// An object with exactly these members (plus `optional` ones), each of its type. Pure.
  private static func composite(
    _ value: JSONValue,
    _ name: String,
    _ members: [(String, TokenType)],
    optional: Set<String> = []
  ) -> Problem? {
    guard let written = value.members else { return Problem(value, "a \(name) is an object") }
    if let problem = missingMember(value, name, members.map(\.0)) { return problem }
    let known = Set(members.map(\.0)).union(optional)
    if let extra = written.first(where: { !known.contains($0.key) }) {
      return Problem(extra.keyPosition, "a \(name) has no member '\(extra.key)'")
    }
    for (member, type) in members {
      if let item = value[member], let problem = problem(item, as: type) {
        return Problem(problem.position, "\(name) \(member): \(problem.message)")
      }
    }
    return nil
  }

  private static func missingMember(_ value: JSONValue, _ name: String, _ required: [String])
    -> Problem?
  {
    guard let missing = required.first(where: { value[$0] == nil }) else { return nil }
    return Problem(value, "a \(name) needs '\(missing)'")
  }

  private static func isBoolean(_ value: JSONValue) -> Bool {
    if case .bool = value.kind { return true }
    return false
  }

  private static func shown(_ value: JSONValue) -> String {
    value.brief(limit: 40)
  }
}

extension DTCGValueShapes.Problem {
  init(_ value: JSONValue, _ message: String) {
    self.init(position: value.position, message: message)
  }

  init(_ position: TextPosition, _ message: String) {
    self.init(position: position, message: message)
  }
}
