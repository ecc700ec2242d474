/// Tokens Studio colour modifiers: `$extensions["studio.tokens"].modify = { "type": "alpha" |
/// "mix" | "lighten" | "darken", "value": "0.2", "space": "srgb" | "hsl" | "lch" | "p3",
/// "color": "#fff" }`, applied to a token's resolved colour by ``ResolutionEngine``, in the
/// space the modifier names and with the arithmetic of Tokens Studio's build (see
/// ``ModifierSpace``). `alpha` sets the alpha (clamped to 0...1). A modifier without a space the
/// build knows leaves the colour as it is, as the build does, and so does `"modify": null`. Pure.
enum TokensStudioModify {
  struct Problem: Error, Sendable, Equatable {
    var message: String
  }

  /// `resolve` reads a `value` or `color` written as a `{reference}` or math (`{shading.soft}`,
  /// `{opacity.base} * 2`), as the token's own value is read; without it only literals count.
  static func modified(
    _ color: Color,
    by extensions: JSONValue?,
    resolve: (JSONValue, TokenType?) -> TokenValue? = { _, _ in nil }
  ) -> Result<Color, Problem> {
    // `"modify": null` is what Tokens Studio writes when a modifier is removed (and what a
    // theme writes to turn a default modifier off), and `{}` is one emptied: no modifier, as
    // its build reads them.
    guard let modify = extensions?["studio.tokens"]?["modify"], modify.kind != .null,
      modify.members?.isEmpty != true
    else { return .success(color) }
    guard let kind = modify["type"]?.stringValue else {
      return .failure(Problem(message: "studio.tokens modify has no 'type'"))
    }
    guard ["alpha", "mix", "lighten", "darken"].contains(kind) else {
      return .failure(Problem(message: "unknown studio.tokens modify type '\(kind)'"))
    }
    // The build reads `"{a.b} "` and `" 0.5"` as if trimmed (JavaScript's `Number` and
    // color.js's parser skip the spaces).
    let amountValue = modify["value"].map(trimmed)
    // Tokens Studio keeps amounts as `other` tokens (`"0.02"`): any number it resolves to.
    let resolvedAmount: Double? = amountValue.flatMap { value in
      switch resolve(value, nil) {
      case .number(let number)?: number
      case .string(let text)?: Double(text.trimmingSpaces)
      default: nil
      }
    }
    guard
      let amount = amountValue?.numberValue ?? amountValue?.stringValue.flatMap({ Double($0) })
        ?? resolvedAmount, amount.isFinite
    else {
      return .failure(Problem(message: "studio.tokens modify '\(kind)' has no numeric 'value'"))
    }
    guard let space = modify["space"]?.stringValue.flatMap(ModifierSpace.init(rawValue:)) else {
      return .success(color)
    }
    switch kind {
    case "alpha":
      var result = space.color(space.coordinates(of: color))
      result.alpha = min(1, max(0, amount))
      return .success(result)
    case "mix":
      let written = modify["color"].map(trimmed)
      let resolvedColor: Color? = written.flatMap { value in
        if case .color(let color)? = resolve(value, .color) { return color }
        return nil
      }
      guard let other = written?.stringValue.flatMap({ Color(css: $0) }) ?? resolvedColor else {
        guard let text = written?.stringValue else {
          return .failure(Problem(message: "studio.tokens modify 'mix' needs a 'color'"))
        }
        return .failure(
          Problem(
            message: "studio.tokens modify 'mix' has a 'color' that is not one: '\(text)'"
          )
        )
      }
      return .success(space.mix(color, with: other, by: amount))
    default:
      return .success(space.shade(color, by: amount, towardsWhite: kind == "lighten"))
    }
  }
}

extension TokensStudioModify {
  /// A string value without its surrounding spaces; any other value as it is. Pure.
  static func trimmed(_ value: JSONValue) -> JSONValue {
    guard let text = value.stringValue else { return value }
    let inner = text.trimmingSpaces
    return inner == text ? value : JSONValue(.string(inner), at: value.position)
  }

  /// A resolved token's value with its modifier applied; a problem when it cannot be.
  static func apply(
    _ token: Token,
    to result: Result<ResolutionEngine.Resolution, ValueProblem>,
    reader: ValueReader
  ) -> Result<ResolutionEngine.Resolution, ValueProblem> {
    guard case .success(var resolution) = result, case .color(let color) = resolution.value else {
      return result
    }
    let resolve: (JSONValue, TokenType?) -> TokenValue? = { value, type in
      try? reader.read(value, as: type).get()
    }
    switch modified(color, by: token.extensions, resolve: resolve) {
    case .success(let modified):
      resolution.value = .color(modified)
      return .success(resolution)
    case .failure(let problem):
      return .failure(ValueProblem(.invalidValue, problem.message, at: token.value.position))
    }
  }
}
