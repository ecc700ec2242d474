/// Turns a `$value` as written into its canonical ``TokenValue``, guided by the token's type.
///
/// Legacy spellings (`"16px"`, `"200ms"`, `"#fff"`, `rgba()`, a single shadow object, a font
/// family string, named font weights) become the same canonical values as their 2025.10 forms,
/// so a format migration does not read as a change. Aliases met anywhere in the value are handed
/// to `resolveAlias`, which returns the target's canonical value. Pure apart from what
/// `resolveAlias` does.
struct ValueReader {
  /// Looks up `{path}` expecting a value of the given type (`nil`: any type).
  var resolveAlias: (TokenPath, TokenType?, TextPosition) -> Result<TokenValue, ValueProblem>
  /// The dialect whose toolchain the value is written for: what it accepts is never an error.
  var dialect: Dialect = .dtcg
  /// The text a referenced token's value is written as, when it is a plain number or text
  /// with no reference in it (`"4"`); `nil` otherwise. Text around a reference
  /// (`{size.base.value}px`) takes it as written, as Style Dictionary and Tokens Studio fill
  /// it in, not its canonical form (`4px`, which would read `4pxpx`).
  var writtenScalar: ((TokenPath) -> String?)?

  /// Reads `value` as a value of `type`; an unknown or missing type keeps the JSON as it is.
  func read(_ value: JSONValue, as type: TokenType?) -> Result<TokenValue, ValueProblem> {
    if let text = value.stringValue, let target = aliasPath(in: text) {
      return resolveAlias(target, type, value.position)
    }
    if let computed = readTokensStudio(value, as: type) { return computed }
    if dialect.isLenientCSS, type == nil || type == .color, let text = value.stringValue,
      let color = colorFunctionWithReferences(text, at: value.position)
    {
      return color
    }
    // Style Dictionary and Tokens Studio write the references inside a string's text with
    // their values (`1px solid {color.border}`, `8{px}`), for untyped values and types of the
    // build's own. In Tokens Studio text, braces that name no token (`{position: 'top'}` in a
    // description-like text: synergy) stay text, as before.
    if dialect == .styleDictionary || dialect == .tokensStudio, let text = value.stringValue,
      text.contains("{"),
      type.map({ !TokenType.dtcgTypes.contains($0) }) ?? true,
      !embeddedReferences(in: text).isEmpty
    {
      let written = cssText(text, at: value.position, asWritten: dialect == .tokensStudio)
      if dialect == .styleDictionary { return written }
      if case .success = written { return written }
    }
    guard let type else {
      // Style Dictionary sources carry no type: its build finds colours by their value.
      if dialect == .styleDictionary, let text = value.stringValue,
        DialectValues.looksLikeColor(text), let color = Color(css: text)
      {
        return .success(.color(color))
      }
      // It writes `"1.5"` and `1.5` alike.
      if dialect == .styleDictionary, let text = value.stringValue,
        let number = CSSValueSpellings.plainNumber(text)
      {
        return .success(.number(number))
      }
      return readGeneric(value)
    }
    var read = readTyped(value, as: type)
    // A value whose text becomes one of its type once its references are written in
    // (`{size.base.value}px` of a dimension: `4px`) is what those builds write.
    if case .failure = read, dialect.isLenientCSS, let text = value.stringValue, text.contains("{"),
      !embeddedReferences(in: text).isEmpty
    {
      switch cssText(text, at: value.position, asWritten: true) {
      case .failure(let problem): return .failure(problem)
      case .success(.string(let written)) where written != text.trimmingSpaces:
        let filled = readTyped(JSONValue(.string(written), at: value.position), as: type)
        if case .success = filled { read = filled }
      case .success: break
      }
    }
    // What a lenient build writes to CSS as it is (`unset` as a border) is no error; nor is
    // a composite's CSS shorthand, which Style Dictionary's and sd-transforms' transforms copy
    // as they find it (`400 {font.size.m}/1.4 {font.sans}`), references written as values.
    if case .failure = read, dialect.isLenientCSS, DialectValues.cssCompositeTypes.contains(type),
      let text = value.stringValue
    {
      if DialectValues.isPassThroughCSS(text, in: dialect, type: type) {
        return .success(.string(text))
      }
      if DialectValues.copiesCompositeText(text, in: dialect, type: type),
        !embeddedReferences(in: text).isEmpty
      {
        return cssText(text, at: value.position)
      }
    }
    return read
  }

  /// Reads `value` by its type's own rules. Pure apart from what `resolveAlias` does.
  private func readTyped(_ value: JSONValue, as type: TokenType) -> Result<TokenValue, ValueProblem>
  {
    switch type {
    case .color: return readColor(value)
    case .dimension: return readDimension(value)
    case .duration: return readDuration(value)
    case .number: return readNumber(value, type: type)
    case .fontWeight: return readFontWeight(value)
    case .fontFamily: return readFontFamily(value)
    case .cubicBezier: return readCubicBezier(value)
    case .strokeStyle: return readStrokeStyle(value)
    case .border: return readBorder(value)
    case .transition: return readTransition(value)
    case .shadow: return readShadow(value)
    case .gradient: return readGradient(value)
    case .typography: return readTypography(value)
    case .string: return readString(value, type: type)
    case .boolean: return readBoolean(value)
    default: return readGeneric(value)
    }
  }

  /// A problem saying that `value` is not a valid `type`. Pure.
  func invalid(_ value: JSONValue, _ type: TokenType, _ detail: String = "")
    -> Result<TokenValue, ValueProblem>
  {
    let shown = describe(value)
    let suffix = detail.isEmpty ? "" : ": \(detail)"
    return .failure(
      ValueProblem(.invalidValue, "\(shown) is not a valid \(type)\(suffix)", at: value.position)
    )
  }

  /// Short text for a JSON value in messages. Pure.
  func describe(_ value: JSONValue) -> String {
    value.brief()
  }

  /// Reads JSON of an unknown type as it is, following any aliases inside it.
  func readGeneric(_ value: JSONValue) -> Result<TokenValue, ValueProblem> {
    switch value.kind {
    case .null: return .success(.null)
    case .bool(let flag): return .success(.bool(flag))
    case .number(let number, _): return .success(.number(number))
    case .string(let text):
      if let target = aliasPath(in: text) { return resolveAlias(target, nil, value.position) }
      return .success(.string(text))
    case .array(let elements):
      return collect(elements) { readGeneric($0) }.map(TokenValue.array)
    case .object(let members):
      var result: [String: TokenValue] = [:]
      for member in members {
        switch readGeneric(member.value) {
        case .success(let item): result[member.key] = item
        case .failure(let problem): return .failure(problem)
        }
      }
      return .success(.object(result))
    }
  }

  /// Reads every element, stopping at the first problem. Pure apart from `read`.
  func collect(
    _ elements: [JSONValue],
    _ read: (JSONValue) -> Result<TokenValue, ValueProblem>
  ) -> Result<[TokenValue], ValueProblem> {
    var result: [TokenValue] = []
    result.reserveCapacity(elements.count)
    for element in elements {
      switch read(element) {
      case .success(let item): result.append(item)
      case .failure(let problem): return .failure(problem)
      }
    }
    return .success(result)
  }
}
