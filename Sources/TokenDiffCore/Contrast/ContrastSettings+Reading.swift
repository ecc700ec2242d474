extension ContrastSettings {
  /// Reads the `contrast:` section of a configuration document. Throws a message with the
  /// line of the value at fault; unknown keys are errors that list the known ones.
  public init(from value: JSONValue, source: String) throws(ConfigurationError) {
    let reader = ConfigurationReader(source: source)
    guard let members = value.members else {
      throw reader.error(at: value, "'contrast' must be a mapping (pairs, canvas, margin, ...)")
    }
    for member in members where !Self.knownKeys.contains(member.key) {
      throw ConfigurationError(
        "\(source):\(member.keyPosition.line):\(member.keyPosition.column): unknown key 'contrast.\(member.key)'; known keys: \(Self.knownKeys.joined(separator: ", "))"
      )
    }
    self.init()
    if let pairs = value["pairs"] { rules = try reader.rules(pairs) }
    if let canvas = value["canvas"] { self.canvas = try reader.canvas(canvas) }
    if let margin = value["margin"] { self.margin = try reader.margin(margin) }
    if let algorithms = value["algorithms"] { self.algorithms = try reader.algorithms(algorithms) }
    if let hints = value["hints"] { readsHints = try reader.flag(hints, key: "hints") }
    if let conventions = value["conventions"] {
      usesConventions = try reader.flag(conventions, key: "conventions")
    }
  }
}

/// Reads the values of the `contrast:` section, with messages that say where.
extension ConfigurationReader {
  func rules(_ value: JSONValue) throws(ConfigurationError) -> [ContrastPairRule] {
    guard let entries = value.arrayValue else {
      throw error(at: value, "'contrast.pairs' must be a list of {foreground, background} rules")
    }
    var rules: [ContrastPairRule] = []
    let known = ["background", "canvas", "foreground", "requirement"]
    for entry in entries {
      guard let members = entry.members else {
        throw error(at: entry, "each 'contrast.pairs' rule must be a mapping")
      }
      for member in members where !known.contains(member.key) {
        throw ConfigurationError(
          "\(source):\(member.keyPosition.line):\(member.keyPosition.column): unknown key '\(member.key)' in a 'contrast.pairs' rule; known keys: \(known.joined(separator: ", "))"
        )
      }
      guard let foreground = entry["foreground"], let background = entry["background"] else {
        throw error(at: entry, "a 'contrast.pairs' rule needs 'foreground' and 'background'")
      }
      var rule = ContrastPairRule(
        foreground: try patterns(foreground, key: "foreground"),
        background: try patterns(background, key: "background")
      )
      if let requirement = entry["requirement"] {
        rule.requirement = try self.requirement(requirement)
      }
      if let canvas = entry["canvas"] { rule.canvas = try self.canvas(canvas) }
      rules.append(rule)
    }
    return rules
  }

  func patterns(_ value: JSONValue, key: String) throws(ConfigurationError) -> [TokenNamePattern] {
    let texts = value.arrayValue?.map(\.stringValue) ?? [value.stringValue]
    var patterns: [TokenNamePattern] = []
    for text in texts {
      guard let text, !text.trimmingSpaces.isEmpty else {
        throw error(at: value, "'\(key)' must be a token-name pattern or a list of them")
      }
      switch TokenNamePattern.parse(text.trimmingSpaces) {
      case .success(let pattern): patterns.append(pattern)
      case .failure(let problem): throw error(at: value, "'\(key)': \(problem.message)")
      }
    }
    guard !patterns.isEmpty else { throw error(at: value, "'\(key)' names no pattern") }
    return patterns
  }

  func requirement(_ value: JSONValue) throws(ConfigurationError) -> ContrastRequirement {
    if let number = value.numberValue, let requirement = ContrastRequirement(minimumRatio: number) {
      return requirement
    }
    guard let text = value.stringValue, let requirement = ContrastRequirement(named: text) else {
      throw error(at: value, "'requirement' must be \(ContrastRequirement.knownNames)")
    }
    return requirement
  }

  func canvas(_ value: JSONValue) throws(ConfigurationError) -> CanvasChoice {
    if let text = value.stringValue {
      return CanvasChoice(byMode: ["*": try canvasSource(text, at: value)])
    }
    guard let members = value.members else {
      throw error(at: value, "'canvas' must be a token, a colour, or a mapping of modes to them")
    }
    var byMode: [String: CanvasSource] = [:]
    for member in members {
      guard let text = member.value.stringValue else {
        throw error(
          at: member.value,
          "the canvas of mode '\(member.key)' must be a token or a colour"
        )
      }
      byMode[member.key] = try canvasSource(text, at: member.value)
    }
    return CanvasChoice(byMode: byMode)
  }

  /// A canvas token or colour; text written as a colour (`#…`, `rgb(…)`) that is none is an
  /// error rather than the name of a token that cannot exist.
  private func canvasSource(_ text: String, at value: JSONValue) throws(ConfigurationError)
    -> CanvasSource
  {
    let source = CanvasSource(parsing: text)
    let trimmed = text.trimmingSpaces
    if case .token = source, trimmed.hasPrefix("#") || trimmed.hasSuffix(")") {
      throw error(at: value, "the canvas '\(trimmed)' is not a colour such as \"#ffffff\"")
    }
    return source
  }

  func margin(_ value: JSONValue) throws(ConfigurationError) -> ContrastMargin {
    if let number = value.numberValue, number >= 0, number.isFinite { return .ratio(number) }
    if let text = value.stringValue?.trimmingSpaces, text.hasSuffix("%"),
      let percent = Double(String(text.dropLast()).trimmingSpaces), percent >= 0, percent <= 100
    {
      return .fraction(percent / 100)
    }
    throw error(
      at: value,
      "'margin' must be a number of ratio points (0.5) or a percentage (\"10%\")"
    )
  }

  func algorithms(_ value: JSONValue) throws(ConfigurationError) -> Set<ContrastAlgorithm> {
    let texts = value.arrayValue?.map(\.stringValue) ?? [value.stringValue]
    var result: Set<ContrastAlgorithm> = [.wcag2]
    for text in texts {
      guard let text, let algorithm = ContrastAlgorithm(rawValue: text.lowercased()) else {
        throw error(at: value, "'algorithms' must list wcag2 and/or apca")
      }
      result.insert(algorithm)
    }
    return result
  }
}
