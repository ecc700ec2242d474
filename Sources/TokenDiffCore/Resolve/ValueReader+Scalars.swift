extension ValueReader {
  func readColor(_ value: JSONValue) -> Result<TokenValue, ValueProblem> {
    switch value.kind {
    case .string(let text):
      guard let color = Color(css: text) else {
        if dialect.isLenientCSS, DialectValues.isCSSPaint(text) { return .success(.string(text)) }
        // Style Dictionary (and sd-transforms, for Tokens Studio sets) passes any string to the
        // set's own transforms (Equinor's `set_chroma(…)`, Workday's `oklch({ref} / {ref})`): a
        // function call is theirs to read.
        if dialect == .styleDictionary || dialect == .tokensStudio,
          DialectValues.isFunctionCall(text)
        {
          return .success(.string(text))
        }
        return invalid(value, .color)
      }
      return .success(.color(color))
    case .array(let elements) where dialect == .styleDictionary && !elements.isEmpty:
      // A list of colours is the build's own transforms' to read (Red Hat's `[light, dark]`,
      // written out as CSS `light-dark()`): each is read, references resolved, and compared.
      return collect(elements) { read($0, as: .color) }.map(TokenValue.array)
    case .object(let members):
      // Style Dictionary's colour transforms (tinycolor2) read channel objects.
      if dialect == .styleDictionary,
        let channels = ChannelObjectColor.read(value, number: readChannel)
      {
        return channels.map(TokenValue.color)
      }
      // Tokens Studio and Style Dictionary builds read the colour members and leave the rest
      // (a `description` written inside the value) alone.
      var value = value
      if dialect.isLenientCSS {
        value = JSONValue(
          .object(members.filter { Color.dtcgObjectMembers.contains($0.key) }),
          at: value.position
        )
      }
      switch Color.parseDTCGObject(value) {
      case .success(let color): return .success(.color(color))
      case .failure(let error): return invalid(value, .color, error.message)
      }
    default: return invalid(value, .color)
    }
  }

  /// One channel of a colour object: a number, a numeric string or a reference to a number.
  private func readChannel(_ value: JSONValue) -> Result<Double, ValueProblem> {
    read(value, as: .number).flatMap { read in
      guard case .number(let number) = read else {
        return .failure(
          ValueProblem(.invalidValue, "\(describe(value)) is not a number", at: value.position)
        )
      }
      return .success(number)
    }
  }

  /// The units a dimension may have: the format's `px` and `rem`, and `em`, which real files
  /// use for letter spacing and Terrazzo accepts by default.
  static let dimensionUnits: Set<String> = ["px", "rem", "em"]

  /// What Spectrum's own schema for dimensions accepts (`schemas/token-types/dimension.json`):
  /// px, rem, em and %, Android's dp, and a bare `0`.
  static let spectrumDimensionUnits: Set<String> = ["px", "rem", "em", "%", "dp"]

  func readDimension(_ value: JSONValue) -> Result<TokenValue, ValueProblem> {
    if dialect.isLenientCSS, let number = DialectValues.unitlessNumber(value) {
      return .success(.dimension(Dimension(value: number, unit: "px", unitIsImplied: true)))
    }
    if dialect == .spectrum, value.stringValue?.trimmingSpaces == "0" {
      return .success(.dimension(Dimension(value: 0, unit: "px")))
    }
    let units =
      dialect.isLenientCSS
      ? nil : dialect == .spectrum ? Self.spectrumDimensionUnits : Self.dimensionUnits
    let measure = readMeasure(value, type: .dimension, units: units)
    if case .failure = measure, dialect.isLenientCSS, let text = value.stringValue,
      DialectValues.isCSSSizeText(text)
    {
      return cssText(text, at: value.position)
    }
    return measure.map { .dimension(Dimension(value: $0.number, unit: $0.unit)) }
  }

  func readDuration(_ value: JSONValue) -> Result<TokenValue, ValueProblem> {
    if dialect.isLenientCSS, let number = DialectValues.unitlessNumber(value) {
      return .success(.duration(DurationValue(milliseconds: number)))
    }
    return readMeasure(value, type: .duration, units: ["ms", "s"]).map {
      .duration(DurationValue(milliseconds: $0.unit == "s" ? $0.number * 1000 : $0.number))
    }
  }

  /// Reads `{ "value": 16, "unit": "px" }` or the legacy `"16px"`; `units` limits the unit.
  private func readMeasure(_ value: JSONValue, type: TokenType, units: Set<String>?)
    -> Result<(number: Double, unit: String), ValueProblem>
  {
    let measure: (number: Double, unit: String)
    switch value.kind {
    case .string(let text):
      guard let parsed = parseMeasure(text) else {
        return .failure(problem(value, type, "expected a number followed by a unit"))
      }
      measure = parsed
    case .object:
      guard let number = value["value"]?.numberValue else {
        return .failure(problem(value, type, "'value' must be a number"))
      }
      guard let unit = value["unit"]?.stringValue, !unit.isEmpty else {
        return .failure(problem(value, type, "'unit' is missing"))
      }
      measure = (number, unit)
    default:
      return .failure(problem(value, type, "expected an object with 'value' and 'unit'"))
    }
    if let units, !units.contains(measure.unit) {
      let allowed = units.sorted().joined(separator: ", ")
      return .failure(problem(value, type, "unit '\(measure.unit)' is not one of \(allowed)"))
    }
    guard measure.number.isFinite else {
      return .failure(problem(value, type, "the number is not finite"))
    }
    return .success(measure)
  }

  func readNumber(_ value: JSONValue, type: TokenType) -> Result<TokenValue, ValueProblem> {
    switch value.kind {
    case .number(let number, _): return .success(.number(number))
    case .string(let text):
      guard let number = Double(text.trimmingSpaces), number.isFinite else {
        return invalid(value, type)
      }
      return .success(.number(number))
    default: return invalid(value, type)
    }
  }

  func readFontWeight(_ value: JSONValue) -> Result<TokenValue, ValueProblem> {
    let number: Double?
    switch value.kind {
    case .number(let weight, _): number = weight
    case .string(let text):
      number =
        Self.fontWeightNames[text] ?? Double(text.trimmingSpaces)
        ?? (dialect.isLenientCSS ? FontWeightNames.weight(of: text) : nil)
    default: number = nil
    }
    guard let number, (1...1000).contains(number) else {
      // CSS's relative weights and wide keywords, which a lenient build writes as they are
      // (Paragon's `lighter`, `inherit`).
      if dialect.isLenientCSS, let text = value.stringValue,
        ["lighter", "bolder"].contains(text.trimmingSpaces.lowercased())
          || DialectValues.cssWideKeywords.contains(text.trimmingSpaces.lowercased())
      {
        return .success(.string(text.trimmingSpaces.lowercased()))
      }
      return invalid(value, .fontWeight, "expected 1 to 1000 or a weight name such as 'bold'")
    }
    return .success(.number(number))
  }

  func readFontFamily(_ value: JSONValue) -> Result<TokenValue, ValueProblem> {
    switch value.kind {
    case .string(let name) where dialect.isLenientCSS && name.contains(","):
      // A CSS font stack, which a lenient build splits and writes as the array form:
      // `Helvetica, 'Open Sans', sans-serif` is the three families.
      return .success(.array(CSSValueSpellings.fontStack(name).map(TokenValue.string)))
    case .string(let name): return .success(.array([.string(name)]))
    case .array(let elements):
      return collect(elements) { element in
        element.stringValue.map { .success(.string($0)) }
          ?? invalid(element, .fontFamily, "every font name must be a string")
      }.map(TokenValue.array)
    default: return invalid(value, .fontFamily)
    }
  }

  func readString(_ value: JSONValue, type: TokenType) -> Result<TokenValue, ValueProblem> {
    guard let text = value.stringValue else { return invalid(value, type) }
    return .success(.string(text))
  }

  func readBoolean(_ value: JSONValue) -> Result<TokenValue, ValueProblem> {
    switch value.kind {
    case .bool(let flag): .success(.bool(flag))
    case .string("true"): .success(.bool(true))
    case .string("false"): .success(.bool(false))
    // A shadow's `inset` written as its CSS keyword, which a lenient build's shorthand writes.
    case .string("inset") where dialect.isLenientCSS: .success(.bool(true))
    default: invalid(value, .boolean)
    }
  }

  private func problem(_ value: JSONValue, _ type: TokenType, _ detail: String) -> ValueProblem {
    ValueProblem(
      .invalidValue,
      "\(describe(value)) is not a valid \(type): \(detail)",
      at: value.position
    )
  }

  /// The DTCG font weight names and their numbers.
  static let fontWeightNames: [String: Double] = [
    "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
    "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600,
    "demi-bold": 600, "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900,
    "heavy": 900, "extra-black": 950, "ultra-black": 950,
  ]
}

/// Splits `"16px"`, `"-0.5rem"`, `"250ms"` into a number and a unit; `nil` when the text is
/// not a single number followed by a unit made of letters or `%`. Pure.
func parseMeasure(_ text: String) -> (number: Double, unit: String)? {
  let trimmed = text.trimmingSpaces
  if trimmed.isASCII { return parseASCIIMeasure(trimmed) }
  guard let unitStart = trimmed.firstIndex(where: { $0.isLetter || $0 == "%" }) else {
    return nil
  }
  let numberText = trimmed[..<unitStart]
  let unit = String(trimmed[unitStart...])
  // An exponent ("1e3px") is not worth the ambiguity with units like "em": numbers are plain.
  guard !numberText.isEmpty, numberText.allSatisfy({ $0.isNumber || "+-.".contains($0) }),
    unit.allSatisfy({ $0.isLetter || $0 == "%" }), let number = Double(numberText)
  else { return nil }
  return (number, unit)
}

/// ``parseMeasure(_:)`` for ASCII text, read by byte: there a letter is `A`–`Z` or `a`–`z` and
/// a number character a digit, as the character reading has them. Pure.
private func parseASCIIMeasure(_ trimmed: String) -> (number: Double, unit: String)? {
  let bytes = trimmed.utf8
  let isUnitByte: (UInt8) -> Bool = {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20) || $0 == UInt8(ascii: "%")
  }
  let isNumberByte: (UInt8) -> Bool = {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "+")
      || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
  }
  guard let unitStart = bytes.firstIndex(where: isUnitByte) else { return nil }
  let numberText = trimmed[..<unitStart]
  guard !numberText.isEmpty, numberText.utf8.allSatisfy(isNumberByte),
    bytes[unitStart...].allSatisfy(isUnitByte), let number = Double(numberText)
  else { return nil }
  return (number, String(trimmed[unitStart...]))
}
