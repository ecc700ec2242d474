extension ValueReader {
  /// A composite member: its name, the type it must have, and whether it may be left out
  /// (with the value used in its place).
  struct Member {
    var name: String
    var type: TokenType?
    var fallback: TokenValue?
    var optional: Bool

    init(_ name: String, _ type: TokenType?, default fallback: TokenValue? = nil) {
      self.name = name
      self.type = type
      self.fallback = fallback
      self.optional = fallback != nil
    }

    static func optional(_ name: String, _ type: TokenType?) -> Member {
      var member = Member(name, type)
      member.optional = true
      return member
    }
  }

  /// Reads an object whose members have known types; unknown members are kept as JSON.
  func readObject(_ value: JSONValue, as type: TokenType, members: [Member])
    -> Result<TokenValue, ValueProblem>
  {
    guard let written = value.members else { return invalid(value, type, "expected an object") }
    var result: [String: TokenValue] = [:]
    for member in members {
      // A member that may be left out and is written as "" is left out: Tokens Studio writes
      // the fields of a typography it never set that way, and builds pass them through.
      // A lenient build's own formats read CSS's spelling too (`timing-function`).
      let written =
        value[member.name] ?? (dialect.isLenientCSS ? value[Self.kebabCase(member.name)] : nil)
      guard let item = written, !(member.optional && item.stringValue == "") else {
        if let fallback = member.fallback {
          result[member.name] = fallback
        } else if !member.optional {
          return invalid(value, type, "'\(member.name)' is missing")
        }
        continue
      }
      switch read(item, as: member.type) {
      case .success(let read): result[member.name] = read
      case .failure(let problem): return .failure(problem)
      }
    }
    let known = Set(
      members.flatMap { dialect.isLenientCSS ? [$0.name, Self.kebabCase($0.name)] : [$0.name] }
    )
    for extra in written where !known.contains(extra.key) {
      switch readGeneric(extra.value) {
      case .success(let read): result[extra.key] = read
      case .failure(let problem): return .failure(problem)
      }
    }
    return .success(.object(result))
  }

  /// `timingFunction` as CSS spells it, `timing-function`. Pure.
  static func kebabCase(_ name: String) -> String {
    var result = ""
    for character in name {
      if character.isUppercase {
        result += "-" + character.lowercased()
      } else {
        result.append(character)
      }
    }
    return result
  }

  func readCubicBezier(_ value: JSONValue) -> Result<TokenValue, ValueProblem> {
    // A lenient build writes a CSS easing string as it is: `cubic-bezier(…)` and the keywords
    // are the curve they name, so a move to the array form is no change.
    if dialect.isLenientCSS, let text = value.stringValue,
      let points = CSSValueSpellings.easingPoints(text)
    {
      return .success(.array(points.map(TokenValue.number)))
    }
    guard let elements = value.arrayValue, elements.count == 4 else {
      return invalid(value, .cubicBezier, "expected an array of four numbers")
    }
    return collect(elements) { read($0, as: .number) }.flatMap { points in
      for index in [0, 2] {
        if case .number(let x) = points[index], !(0...1).contains(x) {
          return invalid(value, .cubicBezier, "x coordinates must lie in 0...1")
        }
      }
      return .success(.array(points))
    }
  }

  func readStrokeStyle(_ value: JSONValue) -> Result<TokenValue, ValueProblem> {
    if let keyword = value.stringValue {
      let keywords: Set = [
        "solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset",
      ]
      return keywords.contains(keyword) ? .success(.string(keyword)) : invalid(value, .strokeStyle)
    }
    guard let dashes = value["dashArray"]?.arrayValue else {
      return invalid(value, .strokeStyle, "expected a keyword or an object with 'dashArray'")
    }
    return collect(dashes) { read($0, as: .dimension) }.flatMap { dashArray in
      let lineCap = value["lineCap"]?.stringValue ?? "butt"
      guard ["round", "butt", "square"].contains(lineCap) else {
        return invalid(value, .strokeStyle, "lineCap must be round, butt or square")
      }
      return .success(.object(["dashArray": .array(dashArray), "lineCap": .string(lineCap)]))
    }
  }

  /// A border; in a lenient dialect any member may be left out, as its build writes the
  /// members given (sd-transforms' `transformBorder`: `{ "style": "solid" }` is `solid`).
  func readBorder(_ value: JSONValue) -> Result<TokenValue, ValueProblem> {
    let members: [Member] =
      dialect.isLenientCSS
      ? [
        .optional("color", .color), .optional("width", .dimension),
        .optional("style", .strokeStyle),
      ]
      : [Member("color", .color), Member("width", .dimension), Member("style", .strokeStyle)]
    return readObject(value, as: .border, members: members)
  }

  func readTransition(_ value: JSONValue) -> Result<TokenValue, ValueProblem> {
    readObject(
      value,
      as: .transition,
      members: [
        Member("duration", .duration),
        Member("delay", .duration, default: .duration(DurationValue(milliseconds: 0))),
        Member("timingFunction", .cubicBezier),
      ]
    )
  }

  /// One shadow or several layers; always canonical as an array, `inset` defaulting to false.
  /// Tokens Studio's `boxShadow` layers (`x`, `y`, `type: "innerShadow"`) are read as the
  /// same shadow; in a Tokens Studio set, an offset or blur left out is 0, as the plugin
  /// shows it and sd-transforms writes it (`${x ?? 0}`).
  func readShadow(_ value: JSONValue) -> Result<TokenValue, ValueProblem> {
    let zero = TokenValue.dimension(Dimension(value: 0, unit: "px"))
    let lengthsDefault = dialect == .tokensStudio ? zero : nil
    let members = [
      Member("color", .color), Member("offsetX", .dimension, default: lengthsDefault),
      Member("offsetY", .dimension, default: lengthsDefault),
      Member("blur", .dimension, default: lengthsDefault),
      Member("spread", .dimension, default: zero),
      Member("inset", .boolean, default: .bool(false)),
    ]
    return readLayers(value.arrayValue ?? [value], as: .shadow) { layer in
      readObject(Self.shadowLayer(fromTokensStudio: layer), as: .shadow, members: members)
    }
  }

  /// A Tokens Studio shadow layer renamed to the DTCG members (`x` → `offsetX`, `y` →
  /// `offsetY`, `type: "innerShadow"` → `inset: true`, `dropShadow` → `inset: false`); any
  /// other value unchanged. Pure.
  static func shadowLayer(fromTokensStudio layer: JSONValue) -> JSONValue {
    guard let members = layer.members, layer["offsetX"] == nil,
      layer["x"] != nil || layer["y"] != nil
    else { return layer }
    var renamed: [JSONMember] = []
    for member in members {
      switch member.key {
      case "x":
        renamed.append(
          JSONMember(key: "offsetX", keyPosition: member.keyPosition, value: member.value)
        )
      case "y":
        renamed.append(
          JSONMember(key: "offsetY", keyPosition: member.keyPosition, value: member.value)
        )
      case "type":
        let inset = member.value.stringValue == "innerShadow"
        renamed.append(
          JSONMember(
            key: "inset",
            keyPosition: member.keyPosition,
            value: JSONValue(.bool(inset), at: member.value.position)
          )
        )
      default: renamed.append(member)
      }
    }
    return JSONValue(.object(renamed), at: layer.position)
  }

  /// Gradient stops; positions are clamped to 0...1 as the format says.
  func readGradient(_ value: JSONValue) -> Result<TokenValue, ValueProblem> {
    guard let stops = value.arrayValue else {
      return invalid(value, .gradient, "expected an array of stops")
    }
    return readLayers(stops, as: .gradient) { stop in
      readObject(
        stop,
        as: .gradient,
        members: [Member("color", .color), Member("position", .number)]
      )
      .map { read in
        guard case .object(var members) = read, case .number(let position) = members["position"]
        else { return read }
        members["position"] = .number(min(1, max(0, position)))
        return .object(members)
      }
    }
  }

  /// The elements of a layered value (shadow layers, gradient stops). An element may alias a
  /// token of the same type; when that token holds several layers they are spliced in.
  private func readLayers(
    _ elements: [JSONValue],
    as type: TokenType,
    _ readOne: (JSONValue) -> Result<TokenValue, ValueProblem>
  ) -> Result<TokenValue, ValueProblem> {
    var result: [TokenValue] = []
    for element in elements {
      let read: Result<TokenValue, ValueProblem>
      if let text = element.stringValue, let target = aliasPath(in: text) {
        read = resolveAlias(target, type, element.position)
      } else {
        read = readOne(element)
      }
      switch read {
      case .success(.array(let nested)): result += nested
      case .success(let single): result.append(single)
      case .failure(let problem): return .failure(problem)
      }
    }
    return .success(.array(result))
  }

  /// Typography; members may be left out (real files often do), `lineHeight` may be a number,
  /// a dimension, or the keyword `auto` or `normal` (Figma's and Tokens Studio's automatic line
  /// height, which CSS writes as it is).
  func readTypography(_ value: JSONValue) -> Result<TokenValue, ValueProblem> {
    var members: [Member] = [
      .optional("fontFamily", .fontFamily), .optional("fontSize", .dimension),
      .optional("fontWeight", .fontWeight), .optional("letterSpacing", .dimension),
    ]
    if let lineHeight = value["lineHeight"] {
      let keyword = lineHeight.stringValue.map { $0.trimmingSpaces.lowercased() }
      let isMeasure =
        lineHeight.stringValue.flatMap(parseMeasure) != nil || lineHeight.members != nil
      let type: TokenType =
        keyword == "auto" || keyword == "normal" ? .string : isMeasure ? .dimension : .number
      members.append(.optional("lineHeight", type))
    }
    return readObject(value, as: .typography, members: members)
  }
}
