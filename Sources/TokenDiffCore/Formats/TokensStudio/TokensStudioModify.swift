/// Tokens Studio colour modifiers: `$extensions["studio.tokens"].modify = { "type": "alpha" |
/// "mix" | "lighten" | "darken", "value": "0.2", "space": "srgb", "color": "#fff" }`, applied to
/// a token's resolved colour by ``ResolutionEngine``.
///
/// `alpha` (sets the alpha) and `mix` (sRGB interpolation towards `color` by `value`) are exact
/// in sRGB. `lighten` and `darken` are approximate: the colour is mixed towards white or black by
/// `value` in sRGB, which matches Tokens Studio's srgb space closely but not its hsl, lch or p3
/// spaces. Pure.
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
    guard let modify = extensions?["studio.tokens"]?["modify"] else { return .success(color) }
    guard let kind = modify["type"]?.stringValue else {
      return .failure(Problem(message: "studio.tokens modify has no 'type'"))
    }
    let amountValue = modify["value"]
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
        ?? resolvedAmount
    else {
      return .failure(Problem(message: "studio.tokens modify '\(kind)' has no numeric 'value'"))
    }
    let rgb = color.srgb
    switch kind {
    case "alpha":
      var result = color
      result.alpha = min(1, max(0, amount))
      return .success(result)
    case "mix":
      let written = modify["color"]
      let resolvedColor: Color? = written.flatMap { value in
        if case .color(let color)? = resolve(value, .color) { return color }
        return nil
      }
      guard let other = written?.stringValue.flatMap({ Color(css: $0) }) ?? resolvedColor else {
        return .failure(Problem(message: "studio.tokens modify 'mix' needs a 'color'"))
      }
      return .success(
        mix(rgb, alpha: color.alpha, with: other.srgb, otherAlpha: other.alpha, amount)
      )
    case "lighten":
      return .success(
        mix(
          rgb,
          alpha: color.alpha,
          with: RGB(red: 1, green: 1, blue: 1),
          otherAlpha: color.alpha,
          amount
        )
      )
    case "darken":
      return .success(
        mix(
          rgb,
          alpha: color.alpha,
          with: RGB(red: 0, green: 0, blue: 0),
          otherAlpha: color.alpha,
          amount
        )
      )
    default:
      return .failure(Problem(message: "unknown studio.tokens modify type '\(kind)'"))
    }
  }

  /// Whether the modifier is only approximated. Pure.
  static func isApproximate(_ extensions: JSONValue?) -> Bool {
    let kind = extensions?["studio.tokens"]?["modify"]?["type"]?.stringValue
    return kind == "lighten" || kind == "darken"
  }

  private static func mix(
    _ rgb: RGB,
    alpha: Double,
    with other: RGB,
    otherAlpha: Double,
    _ amount: Double
  ) -> Color {
    let weight = min(1, max(0, amount))
    func blend(_ from: Double, _ to: Double) -> Double { from + (to - from) * weight }
    return Color(
      red: blend(rgb.red, other.red),
      green: blend(rgb.green, other.green),
      blue: blend(rgb.blue, other.blue),
      alpha: blend(alpha, otherAlpha)
    )
  }
}

extension TokensStudioModify {
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
