import SwiftParser
import SwiftSyntax
import TokenDiffCore

/// Colour and number literals as Swift code writes them. Pure.
enum SwiftLiterals {
  /// Integer and floating-point literals, negative ones too; `nil` for anything else.
  static func number(_ expression: ExprSyntax) -> SwiftValue? {
    if let integer = expression.as(IntegerLiteralExprSyntax.self) {
      let text = integer.literal.text
      guard let value = integerValue(text) else { return nil }
      return .number(Double(value), text: text)
    }
    if let float = expression.as(FloatLiteralExprSyntax.self) {
      let text = float.literal.text
      // `1e999` is no number a token can hold (it reads as infinity): the text stays opaque.
      guard let value = Double(text.filter { $0 != "_" }), value.isFinite else { return nil }
      return .number(value, text: text)
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
      case .number(let value, let text)? = number(prefix.expression)
    {
      return .number(-value, text: "-" + text)
    }
    return nil
  }

  /// `16`, `1_000`, `0x017CFF`, `0b101`, `0o17`.
  static func integerValue(_ text: String) -> Int? {
    let digits = text.filter { $0 != "_" }
    for (prefix, radix) in [("0x", 16), ("0b", 2), ("0o", 8)] where digits.hasPrefix(prefix) {
      return Int(digits.dropFirst(2), radix: radix)
    }
    return Int(digits)
  }

  /// Whether a string written on its own (`static let brand = "#FF5733"`) spells a hex colour
  /// rather than a word: with `#` or `0x`, or else 3, 6 or 8 hex digits of which one is a
  /// decimal digit, or all capitals, or (6 or 8) a pair repeated (`"FF5733"`, `"FFF"`,
  /// `"fafafa"`; not `"Add"`, `"Bad"` or `"facade"`, an accessibility label and a word). Pure.
  static func spellsHexColor(_ text: String) -> Bool {
    if text.hasPrefix("#") || text.hasPrefix("0x") { return true }
    guard [3, 6, 8].contains(text.count) else { return false }
    if text.contains(where: \.isNumber) || text.allSatisfy({ $0.isNumber || $0.isUppercase }) {
      return true
    }
    let characters = Array(text)
    return text.count > 3
      && characters.indices.allSatisfy { characters[$0] == characters[$0 % 2] }
  }

  /// A hex colour string (`#5856D6`, `5856D6`, `#FFFFFFFF`) as CSS `#rrggbbaa`; 8 digits are
  /// read in `byteOrder`. `nil` when the text is not a hex colour.
  static func hexColor(_ text: String, byteOrder: ByteOrder) -> String? {
    var digits = Substring(text)
    if digits.hasPrefix("#") {
      digits = digits.dropFirst()
    } else if digits.hasPrefix("0x") {
      digits = digits.dropFirst(2)
    }
    guard digits.allSatisfy(\.isHexDigit) else { return nil }
    switch digits.count {
    case 3: return "#" + digits.map { "\($0)\($0)" }.joined().lowercased() + "ff"
    case 6: return "#" + digits.lowercased() + "ff"
    case 8:
      let lowered = digits.lowercased()
      if byteOrder == .argb {
        return "#" + lowered.dropFirst(2) + lowered.prefix(2)
      }
      return "#" + lowered
    default: return nil
    }
  }

  /// Whether a callee names a colour type (whose unlabelled two-argument calls are not
  /// light/dark pairs).
  static func isColorType(_ name: String) -> Bool {
    ["Color", "UIColor", "NSColor", "SwiftUI.Color"].contains(name)
  }

  /// The colour a constructor call writes, as CSS `#rrggbbaa`: `Color(hex: "#…")`,
  /// `Color(hex: 0x…)`, `Color(hexValue: 0x…)`, `UIColor.hex(0x…)`,
  /// `Color(red:green:blue:opacity:)`, `UIColor(red:green:blue:alpha:)`,
  /// `Color(.sRGB, red:green:blue:opacity:)`, `Color(white:opacity:)`. `nil` otherwise.
  static func color(
    callee: String,
    arguments: [(label: String?, expression: ExprSyntax)],
    byteOrder: ByteOrder
  ) -> String? {
    let labels = arguments.map { $0.label ?? "_" }
    // `UIColor(rgbHex: 0xC0262E)`, `UIColor(rgbaHex: 0x0000_007A)`, `UIColor(argbHex: …)`: the
    // label says the byte order.
    if let first = labels.first,
      let order = ["rgbHex": ByteOrder.rgba, "rgbaHex": .rgba, "argbHex": .argb][first],
      labels.count == 1 || (labels.count == 2 && ["alpha", "opacity"].contains(labels[1])),
      var result = hexColor(integerLiteral: arguments[0].expression, byteOrder: order)
    {
      if arguments.count == 2 {
        guard let alpha = fraction(arguments[1].expression) else { return nil }
        result = String(result.prefix(7)) + byte(alpha)
      }
      return result
    }
    // `Color(0x3969EF)`: a colour type's own initializer from a hex integer literal.
    let hexInteger =
      isColorType(callee)
      && (arguments.first?.expression.as(IntegerLiteralExprSyntax.self)?.literal.text
        .hasPrefix("0x") ?? false)
    // `UIColor.fromHex("#000000")`, `fromHex(…)`: a colour type's own hex function, or one
    // called without a type, with the hex as its one argument.
    let member = callee.split(separator: ".").last.map(String.init) ?? callee
    let hexFunction =
      member.lowercased().contains("hex")
      && (callee == member || isColorType(String(callee.dropLast(member.count + 1))))
    let hexCallee = callee.hasSuffix(".hex") || callee == "hex" || hexInteger || hexFunction
    if labels == ["hex"] || labels == ["hexValue"] || labels == ["hexString"]
      || (hexCallee && labels == ["_"]) || labels == ["hex", "alpha"]
      || labels == ["hex", "opacity"] || labels == ["hexValue", "alpha"]
      || labels == ["hexValue", "opacity"] || (hexCallee && labels == ["_", "alpha"])
    {
      let first = arguments[0].expression
      var hex: String?
      if let string = first.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
        hex = hexColor(string, byteOrder: byteOrder)
      } else {
        hex = hexColor(integerLiteral: first, byteOrder: byteOrder)
      }
      guard var result = hex else { return nil }
      if arguments.count == 2 {
        guard let alpha = fraction(arguments[1].expression) else { return nil }
        result = String(result.prefix(7)) + byte(alpha)
      }
      return result
    }
    var components = arguments
    var namesItsSpace = false
    if let first = components.first, first.label == nil,
      [".sRGB", ".displayP3"].contains(first.expression.trimmedDescription)
    {
      guard first.expression.trimmedDescription == ".sRGB" else { return nil }
      components.removeFirst()
      namesItsSpace = true
    }
    let named = Dictionary(
      components.compactMap { argument in argument.label.map { ($0, argument.expression) } },
      uniquingKeysWith: { first, _ in first }
    )
    if Set(named.keys).isSubset(of: ["red", "green", "blue", "opacity", "alpha"]),
      let red = named["red"].flatMap(fraction), let green = named["green"].flatMap(fraction),
      let blue = named["blue"].flatMap(fraction), named.count == components.count
    {
      let alpha = (named["opacity"] ?? named["alpha"]).flatMap(fraction) ?? 1
      // Whole numbers up to 255, one of them above 1 (`Color(red: 250, green: 128, blue: 0)`),
      // are 8-bit channels: an app's own `Int` initializer takes them, which Swift prefers for
      // integer literals (SwiftUI's would clamp each to 1, white, which no one writes). Only
      // SwiftUI's takes a colour space first.
      let channels = [named["red"], named["green"], named["blue"]].compactMap { $0 }
      let scale =
        !namesItsSpace && channels.allSatisfy { $0.is(IntegerLiteralExprSyntax.self) }
          && [red, green, blue].allSatisfy { (0...255).contains($0) }
          && [red, green, blue].contains { $0 > 1 } ? 255.0 : 1
      return "#" + [red / scale, green / scale, blue / scale, alpha].map(byte).joined()
    }
    // `Color(hue: 0.5, saturation: 1, brightness: 0.5)`: HSB (HSV), each 0…1.
    if Set(named.keys).isSubset(of: ["hue", "saturation", "brightness", "opacity", "alpha"]),
      let hue = named["hue"].flatMap(fraction),
      let saturation = named["saturation"].flatMap(fraction),
      let brightness = named["brightness"].flatMap(fraction), named.count == components.count
    {
      let alpha = (named["opacity"] ?? named["alpha"]).flatMap(fraction) ?? 1
      return "#" + (hsb(hue, saturation, brightness) + [alpha]).map(byte).joined()
    }
    if Set(named.keys).isSubset(of: ["white", "opacity", "alpha"]),
      let white = named["white"].flatMap(fraction), named.count == components.count
    {
      let alpha = (named["opacity"] ?? named["alpha"]).flatMap(fraction) ?? 1
      return "#" + [white, white, white, alpha].map(byte).joined()
    }
    return nil
  }

  /// The colour a hex integer literal writes: a number, so `0xFFF` is `#000fff` (not CSS's
  /// three-digit shorthand); up to six digits are RGB, seven or eight RGBA or ARGB in
  /// `byteOrder`. `nil` for any other literal. Pure.
  static func hexColor(integerLiteral expression: ExprSyntax, byteOrder: ByteOrder) -> String? {
    guard let integer = expression.as(IntegerLiteralExprSyntax.self) else { return nil }
    let text = integer.literal.text.filter { $0 != "_" }
    guard text.hasPrefix("0x") else { return nil }
    let written = text.dropFirst(2)
    guard written.count <= 8, !written.isEmpty, written.allSatisfy(\.isHexDigit) else {
      return nil
    }
    let width = written.count > 6 ? 8 : 6
    let padded = String(repeating: "0", count: width - written.count) + written
    return hexColor(padded, byteOrder: byteOrder)
  }

  /// Red, green and blue (0…1) of a hue, saturation and brightness (each 0…1), as
  /// `Color(hue:saturation:brightness:)` converts them. Pure.
  static func hsb(_ hue: Double, _ saturation: Double, _ brightness: Double) -> [Double] {
    let sector = (hue - hue.rounded(.down)) * 6
    let fraction = sector - sector.rounded(.down)
    let p = brightness * (1 - saturation)
    let q = brightness * (1 - saturation * fraction)
    let t = brightness * (1 - saturation * (1 - fraction))
    switch Int(sector.rounded(.down)) % 6 {
    case 0: return [brightness, t, p]
    case 1: return [q, brightness, p]
    case 2: return [p, brightness, t]
    case 3: return [p, q, brightness]
    case 4: return [t, p, brightness]
    default: return [brightness, p, q]
    }
  }

  /// A 0…1 channel written as a number or a fraction (`86 / 255`, `0.5`).
  static func fraction(_ expression: ExprSyntax) -> Double? {
    guard let value = quotient(expression), value.isFinite else { return nil }
    return value
  }

  /// A number or a quotient of two numbers, as written. Pure.
  private static func quotient(_ expression: ExprSyntax) -> Double? {
    if case .number(let value, _)? = number(expression) { return value }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "/",
        case .number(let numerator, _)? = number(elements[0]),
        case .number(let denominator, _)? = number(elements[2]), denominator != 0
      {
        return numerator / denominator
      }
    }
    if let infix = expression.as(InfixOperatorExprSyntax.self),
      infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "/",
      case .number(let numerator, _)? = number(infix.leftOperand),
      case .number(let denominator, _)? = number(infix.rightOperand), denominator != 0
    {
      return numerator / denominator
    }
    return nil
  }

  /// A 0…1 channel as two lowercase hex digits.
  static func byte(_ channel: Double) -> String {
    let value = channel.isFinite ? Int((min(max(channel, 0), 1) * 255).rounded()) : 0
    let text = String(value, radix: 16)
    return text.count == 1 ? "0" + text : text
  }
}
