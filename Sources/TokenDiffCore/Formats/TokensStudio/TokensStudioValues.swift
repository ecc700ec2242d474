/// Tokens Studio value spellings, read by ``ValueReader`` before its type-driven readers.
///
/// Hooks: ``ValueReader/read(_:as:)`` first asks ``ValueReader/readTokensStudio(_:as:)``,
/// which handles a string with math (`{space.base} * 2`), an `rgba(color, alpha)` with a
/// reference or hex inside, or a reference followed by two hex digits of alpha; every other
/// value falls through unchanged. References inside are
/// resolved first, through the reader's `resolveAlias`, so dependencies are tracked as for any
/// alias. ``ResolutionEngine`` then applies ``TokensStudioModify`` to the resolved value.
enum TokensStudioTypes {
  /// Tokens Studio types mapped to the DTCG type their values are read as (sd-transforms'
  /// `align-types`; `fontSizes` becomes `dimension`, DTCG having no `fontSize` type;
  /// `boxShadow` becomes `shadow`, whose reader takes its `x`, `y` and `type`). Types not
  /// listed are kept as written and compared as JSON. Pure.
  static func aligned(_ type: TokenType) -> TokenType {
    switch type.rawValue {
    case "sizing", "spacing", "borderRadius", "borderWidth", "letterSpacing",
      "paragraphSpacing", "paragraphIndent", "fontSizes":
      .dimension
    case "fontFamilies": .fontFamily
    case "fontWeights": .fontWeight
    case "boxShadow": .shadow
    default: type
    }
  }

  /// The types whose values may be math (`{space.base} * 2`). Made once: a set built per value
  /// read was a sixth of reading Tokens Studio values.
  static let mathTypes: Set<TokenType> = [.dimension, .number, .fontWeight, .duration]

  /// The types whose values are text, never math.
  static let textTypes: Set<TokenType> = [.string, TokenType(rawValue: "text")]
}

extension ValueReader {
  /// A Tokens Studio math expression or `rgba(ref, alpha)`, else `nil`. Pure apart from
  /// `resolveAlias`.
  func readTokensStudio(_ value: JSONValue, as type: TokenType?) -> Result<
    TokenValue, ValueProblem
  >? {
    guard let text = value.stringValue, aliasPath(in: text) == nil else { return nil }
    let trimmed = text.trimmingSpaces
    if type == nil || type == .color,
      let color = readAlphaColor(trimmed, at: value.position)
        ?? readAlphaSuffix(trimmed, at: value.position)
    {
      return color
    }
    // Tokens Studio's `number` is free text in the plugin: a number with a unit (`16px`) is one
    // its math and sd-transforms' `checkAndEvaluateMath` read as that measure, not an error.
    // Style Dictionary checks no value and writes the string as it is (baloise's `5rem`).
    if dialect == .tokensStudio || dialect == .styleDictionary, type == .number,
      let measure = parseMeasure(trimmed), measure.number.isFinite
    {
      return .success(.dimension(Dimension(value: measure.number, unit: measure.unit)))
    }
    let mathTypes = TokensStudioTypes.mathTypes
    // Text (`string`, Tokens Studio's `text`) is never math: `Hajj/Umrah … {amount} TL` is a
    // sentence with a placeholder, its slash no division.
    let numeric =
      type.map {
        mathTypes.contains($0)
          || (!TokenType.dtcgTypes.contains($0) && !TokensStudioTypes.textTypes.contains($0))
      } ?? true
    guard numeric, trimmed.contains("{") || type.map(mathTypes.contains) == true,
      MathExpression.looksLikeMath(trimmed)
    else { return nil }
    let result = MathExpression.evaluate(trimmed) { path in
      quantity(of: path, at: value.position)
    }
    switch result {
    case .failure(let failure)
    where failure.problem == nil
      && ((failure.passesThrough && dialect == .tokensStudio) || dialect == .styleDictionary):
      // The build keeps what it cannot evaluate, for its own transforms or CSS to read; its
      // references are still resolved (a missing one fails the build), and depended on.
      // Style Dictionary evaluates no math at all: any text that is not math (a shadow list,
      // `0 0 4px rgba(0, 0, 0, 0.3)`) is CSS it writes as it is.
      return cssText(trimmed, at: value.position)
    case .failure(let failure):
      return .failure(
        failure.problem
          ?? ValueProblem(
            .invalidValue,
            "cannot evaluate '\(trimmed)': \(failure.message)",
            at: value.position
          )
      )
    case .success(let quantity):
      if let unit = quantity.unit {
        if type == .duration, unit == "ms" || unit == "s" {
          return .success(
            .duration(
              DurationValue(milliseconds: unit == "s" ? quantity.value * 1000 : quantity.value)
            )
          )
        }
        return .success(
          .dimension(
            Dimension(value: quantity.value, unit: unit, unitIsImplied: quantity.unitIsImplied)
          )
        )
      }
      return .success(.number(quantity.value))
    }
  }

  /// The value of a reference inside math as a number with an optional unit.
  private func quantity(of path: TokenPath, at position: TextPosition)
    -> Result<MathExpression.Quantity, MathExpression.Failure>
  {
    switch resolveAlias(path, nil, position) {
    case .failure(let problem):
      return .failure(MathExpression.Failure(message: problem.message, problem: problem))
    case .success(.number(let number)):
      return .success(MathExpression.Quantity(value: number, unit: nil))
    case .success(.dimension(let dimension)):
      return .success(
        MathExpression.Quantity(
          value: dimension.value,
          unit: dimension.unit,
          unitIsImplied: dimension.unitIsImplied
        )
      )
    case .success(.duration(let duration)):
      return .success(MathExpression.Quantity(value: duration.milliseconds, unit: "ms"))
    case .success(.string(let text)):
      if let number = Double(text.trimmingSpaces) {
        return .success(MathExpression.Quantity(value: number, unit: nil))
      }
      if let measure = parseMeasure(text) {
        return .success(MathExpression.Quantity(value: measure.number, unit: measure.unit))
      }
      return .failure(MathExpression.Failure(message: "'{\(path)}' is not a number"))
    case .success(let other):
      // A value the build's transforms turn into a number (Deutsche Telekom's modular-scale
      // objects) is theirs to compute.
      return .failure(
        MathExpression.Failure(
          message: "'{\(path)}' is \(other.text), not a number",
          passesThrough: true
        )
      )
    }
  }

  /// `rgba({color.black}, 0.5)` or `rgba(#000000, 0.5)`: the colour with that alpha.
  private func readAlphaColor(_ text: String, at position: TextPosition)
    -> Result<TokenValue, ValueProblem>?
  {
    let lowered = text.lowercased()
    guard lowered.hasPrefix("rgba(") || lowered.hasPrefix("rgb("), text.hasSuffix(")"),
      let open = text.firstIndex(of: "(")
    else { return nil }
    let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
    let parts = inner.split(separator: ",").map { String($0).trimmingSpaces }
    guard parts.count == 2, parts[0].hasPrefix("{") || parts[0].hasPrefix("#") else { return nil }
    let alpha: Double
    switch self.alpha(parts[1], at: position) {
    case .success(let number?): alpha = number
    case .success(nil):
      return .failure(
        ValueProblem(.invalidValue, "'\(text)' has an invalid alpha '\(parts[1])'", at: position)
      )
    case .failure(let problem): return .failure(problem)
    }
    let base: Result<TokenValue, ValueProblem>
    if let path = aliasPath(in: parts[0]) {
      base = resolveAlias(path, .color, position)
    } else if let color = Color(css: parts[0]) {
      base = .success(.color(color))
    } else {
      return .failure(ValueProblem(.invalidValue, "'\(text)' is not a valid color", at: position))
    }
    return base.flatMap { value in
      guard case .color(var color) = value else {
        return .failure(
          ValueProblem(.typeMismatch, "'\(parts[0])' in '\(text)' is not a color", at: position)
        )
      }
      color.alpha = alpha
      return .success(.color(color))
    }
  }

  /// `{focus.ring}61`: a reference followed by two hex digits. Tokens Studio (and Style
  /// Dictionary) substitute the reference's text, so an opaque `#2a67ed` becomes `#2a67ed61`,
  /// the colour with that alpha (CrowdStrike's falcon-styles writes its translucent colours
  /// so); a colour that has an alpha already would become ten digits, no colour. Pure apart
  /// from `resolveAlias`.
  private func readAlphaSuffix(_ text: String, at position: TextPosition)
    -> Result<TokenValue, ValueProblem>?
  {
    guard text.hasPrefix("{"), let close = text.lastIndex(of: "}") else { return nil }
    let suffix = text[text.index(after: close)...]
    guard suffix.count == 2, suffix.allSatisfy(\.isHexDigit),
      let alpha = UInt8(suffix, radix: 16),
      let path = aliasPath(in: String(text[...close]))
    else { return nil }
    return resolveAlias(path, .color, position).flatMap { value in
      guard case .color(var color) = value, color.alpha == 1 else {
        return .failure(
          ValueProblem(
            .invalidValue,
            "'\(text)' is not a valid color: '{\(path)}' is not an opaque colour its two hex digits of alpha could follow",
            at: position
          )
        )
      }
      color.alpha = Double(alpha) / 255
      return .success(.color(color))
    }
  }

  /// An alpha written as a number or a percentage, or as a reference to a token whose value is
  /// one (`rgba({color.black}, {opacity.25})` with `opacity.25` = `25%`: Tokens Studio replaces
  /// the references in the string before it reads the colour); `nil` when it is none of these, a
  /// failure when the reference cannot be resolved. Pure apart from `resolveAlias`, which records
  /// the dependency.
  private func alpha(_ text: String, at position: TextPosition) -> Result<Double?, ValueProblem> {
    guard let path = aliasPath(in: text) else {
      return .success(Self.alpha(text))
    }
    return resolveAlias(path, nil, position).map { value in
      switch value {
      case .number(let number): Self.alpha(fraction: number)
      case .string(let written): Self.alpha(written.trimmingSpaces)
      case .dimension(let dimension) where dimension.unit == "%":
        Self.alpha(fraction: dimension.value / 100)
      default: nil
      }
    }
  }

  /// `0.5` or `50%`, within 0...1. Pure.
  private static func alpha(_ text: String) -> Double? {
    let number =
      text.hasSuffix("%") ? Double(text.dropLast()).map { $0 / 100 } : Double(text)
    return number.flatMap { alpha(fraction: $0) }
  }

  /// The fraction, if it lies within 0...1. Pure.
  private static func alpha(fraction: Double) -> Double? {
    (0...1).contains(fraction) ? fraction : nil
  }
}
