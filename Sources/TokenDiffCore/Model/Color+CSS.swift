extension Color {
  /// Parses a legacy colour string into an sRGB colour, or returns `nil`.
  ///
  /// Case-insensitive, surrounding whitespace allowed. Accepts `#rgb`, `#rgba`, `#rrggbb`,
  /// `#rrggbbaa` (CSS order, each component exactly `byte / 255`); `rgb()`/`rgba()` in comma or
  /// space syntax with `/ alpha`, numbers or percentages; `hsl()`/`hsla()` (hue unitless or in
  /// `deg`, `rad`, `grad`, `turn`); `hwb()`; Tokens Studio's `rgba(#hex, alpha)`; `transparent`;
  /// and the 148 CSS named colours. A hex without `#` (`ffffff`) is not a colour. Pure.
  public init?(css text: String) {
    let lowered = String(
      decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 },
      as: UTF8.self
    )
    let source = CSSColorSyntax.trimmed(Substring(lowered))
    guard let color = CSSColorSyntax.parse(source) else { return nil }
    self = color
  }
}

/// The grammar behind ``Color/init(css:)``, on lowercased text. Every function is pure.
enum CSSColorSyntax {
  static func parse(_ text: Substring) -> Color? {
    if text.hasPrefix("#") { return hex(text.dropFirst()) }
    if text == "transparent" { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
    if let rgb = cssNamedColors[String(text)] {
      return Color(red: byte(rgb >> 16), green: byte(rgb >> 8), blue: byte(rgb), alpha: 1)
    }
    guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
    let name = text[..<open]
    let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
    guard let arguments = arguments(inside) else { return nil }
    switch name {
    case "rgb", "rgba": return rgb(arguments)
    case "hsl", "hsla": return hsl(arguments)
    case "hwb": return hwb(arguments)
    case "oklch": return polar(arguments, space: "oklch", lightness: 1, chroma: 0.4)
    case "lch": return polar(arguments, space: "lch", lightness: 100, chroma: 150)
    case "oklab": return rectangular(arguments, space: "oklab", lightness: 1, axis: 0.4)
    case "lab": return rectangular(arguments, space: "lab", lightness: 100, axis: 125)
    default: return nil
    }
  }

  /// CSS Color 4 `oklch()` / `lch()`: lightness, chroma and hue, each a number or a percentage
  /// of the given reference (100% lightness is `lightness`, 100% chroma is `chroma`), or `none`.
  static func polar(_ arguments: Arguments, space: String, lightness: Double, chroma: Double)
    -> Color?
  {
    guard arguments.values.count == 3, let alpha = alpha(arguments.alpha) else { return nil }
    let values = arguments.values
    guard let l = component(values[0], percentOf: lightness),
      let c = component(values[1], percentOf: chroma)
    else { return nil }
    let h: Double?? = values[2] == "none" ? .some(nil) : hue(values[2]).map { .some($0) }
    guard let h else { return nil }
    return Color(colorSpace: space, components: [l, c.map { max(0, $0) }, h], alpha: alpha)
  }

  /// CSS Color 4 `oklab()` / `lab()`: lightness and the two axes, each a number or a
  /// percentage of the given reference, or `none`.
  static func rectangular(_ arguments: Arguments, space: String, lightness: Double, axis: Double)
    -> Color?
  {
    guard arguments.values.count == 3, let alpha = alpha(arguments.alpha) else { return nil }
    let values = arguments.values
    guard let l = component(values[0], percentOf: lightness),
      let a = component(values[1], percentOf: axis),
      let b = component(values[2], percentOf: axis)
    else { return nil }
    return Color(colorSpace: space, components: [l, a, b], alpha: alpha)
  }

  /// A number, a percentage of `reference`, or `none` (`.some(nil)`); `nil` when invalid.
  static func component(_ text: Substring, percentOf reference: Double) -> Double?? {
    if text == "none" { return .some(nil) }
    if let percent = percentage(text) { return .some(percent / 100 * reference) }
    return number(text).map { .some($0) }
  }

  /// The bytes that 3, 4, 6 or 8 hex digits spell (a short digit counts twice: `f` is `ff`),
  /// in the order written; `nil` for any other text. Pure.
  static func hexBytes(_ digits: Substring) -> [UInt32]? {
    var values: [UInt32] = []
    for character in digits.utf8 {
      guard let value = hexDigit(character) else { return nil }
      values.append(value)
    }
    switch values.count {
    case 3, 4: return values.map { $0 * 17 }
    case 6, 8:
      return stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
    default: return nil
    }
  }

  /// The hex digits after `#`: 3, 4, 6 or 8 of them, alpha last.
  static func hex(_ digits: Substring) -> Color? {
    guard let bytes = hexBytes(digits) else { return nil }
    return Color(
      red: byte(bytes[0]),
      green: byte(bytes[1]),
      blue: byte(bytes[2]),
      alpha: bytes.count == 4 ? byte(bytes[3]) : 1
    )
  }

  static func hexDigit(_ character: UInt8) -> UInt32? {
    switch character {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(character - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(character - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(character - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  /// The low byte of `value` as a 0...1 channel.
  static func byte(_ value: UInt32) -> Double {
    Double(value & 0xFF) / 255
  }

  // MARK: Functions

  /// Function arguments: three (or four) main values and an optional alpha.
  struct Arguments {
    var values: [Substring]
    var alpha: Substring?
  }

  /// Splits the text between the parentheses: comma syntax (`1, 2, 3, 0.5`) or space syntax
  /// (`1 2 3 / 0.5`).
  static func arguments(_ inside: Substring) -> Arguments? {
    if inside.contains(",") {
      guard !inside.contains("/") else { return nil }
      let parts = inside.split(separator: ",", omittingEmptySubsequences: false).map(trimmed)
      guard parts.allSatisfy({ !$0.isEmpty && !$0.contains(where: isSpace) }) else { return nil }
      switch parts.count {
      case 2, 3: return Arguments(values: parts, alpha: nil)
      case 4: return Arguments(values: Array(parts[0..<3]), alpha: parts[3])
      default: return nil
      }
    }
    let halves = inside.split(separator: "/", omittingEmptySubsequences: false)
    guard halves.count <= 2 else { return nil }
    let values = halves[0].split(whereSeparator: isSpace)
    var alpha: Substring?
    if halves.count == 2 {
      let alphaParts = halves[1].split(whereSeparator: isSpace)
      guard alphaParts.count == 1 else { return nil }
      alpha = alphaParts[0]
    }
    guard values.count == 3 else { return nil }
    return Arguments(values: values, alpha: alpha)
  }

  static func rgb(_ arguments: Arguments) -> Color? {
    guard let alpha = alpha(arguments.alpha) else { return nil }
    // Tokens Studio: rgba(#rrggbb, alpha).
    if arguments.values.count == 2 {
      guard arguments.values[0].hasPrefix("#"), let base = hex(arguments.values[0].dropFirst()),
        let alpha = self.alpha(arguments.values[1])
      else { return nil }
      return Color(colorSpace: "srgb", components: base.components, alpha: alpha)
    }
    guard arguments.values.count == 3 else { return nil }
    var channels: [Double?] = []
    for value in arguments.values {
      if value == "none" {
        channels.append(nil)
      } else if let percent = percentage(value) {
        channels.append((percent / 100).clamped01)
      } else if let number = number(value) {
        channels.append((number / 255).clamped01)
      } else {
        return nil
      }
    }
    return Color(colorSpace: "srgb", components: channels, alpha: alpha)
  }

  static func hsl(_ arguments: Arguments) -> Color? {
    guard arguments.values.count == 3, let hue = hue(arguments.values[0]),
      let saturation = percentOrNumber(arguments.values[1]),
      let lightness = percentOrNumber(arguments.values[2]),
      let alpha = alpha(arguments.alpha)
    else { return nil }
    let rgb = ColorMath.hslToSRGB(
      hue: hue,
      saturation: max(0, saturation),
      lightness: min(100, max(0, lightness))
    )
    return Color(red: rgb.x, green: rgb.y, blue: rgb.z, alpha: alpha)
  }

  static func hwb(_ arguments: Arguments) -> Color? {
    guard arguments.values.count == 3, let hue = hue(arguments.values[0]),
      let whiteness = percentOrNumber(arguments.values[1]),
      let blackness = percentOrNumber(arguments.values[2]),
      let alpha = alpha(arguments.alpha)
    else { return nil }
    let rgb = ColorMath.hwbToSRGB(
      hue: hue,
      whiteness: min(100, max(0, whiteness)),
      blackness: min(100, max(0, blackness))
    )
    return Color(red: rgb.x, green: rgb.y, blue: rgb.z, alpha: alpha)
  }

  // MARK: Values

  /// An alpha: a number or a percentage, clamped to 0...1; absent means 1.
  static func alpha(_ text: Substring?) -> Double? {
    guard let text else { return 1 }
    if text == "none" { return 0 }
    if let percent = percentage(text) { return (percent / 100).clamped01 }
    return number(text)?.clamped01
  }

  /// A hue in degrees: a number, or an angle in `deg`, `rad`, `grad` or `turn`; `none` is 0.
  static func hue(_ text: Substring) -> Double? {
    if text == "none" { return 0 }
    let units: [(suffix: String, degrees: Double)] = [
      ("deg", 1), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360),
    ]
    for unit in units where text.hasSuffix(unit.suffix) {
      guard let degrees = number(text.dropLast(unit.suffix.count)).map({ $0 * unit.degrees }),
        degrees.isFinite
      else { return nil }
      return degrees
    }
    return number(text)
  }

  /// `50%` or `50` as 50; `none` as 0.
  static func percentOrNumber(_ text: Substring) -> Double? {
    if text == "none" { return 0 }
    return percentage(text) ?? number(text)
  }

  static func percentage(_ text: Substring) -> Double? {
    guard text.hasSuffix("%") else { return nil }
    return number(text.dropLast())
  }

  /// A CSS number: `[+-]? (digits | digits? . digits) (e [+-]? digits)?`; `nil` when it is too
  /// large for a `Double` (`1e999`), which is then no colour rather than a wrong one.
  static func number(_ text: Substring) -> Double? {
    var bytes = text.utf8[...]
    if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
      bytes = bytes.dropFirst()
    }
    let mantissa = bytes.prefix { $0 != UInt8(ascii: "e") }
    let exponent = bytes.dropFirst(mantissa.count)
    let parts = mantissa.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    guard parts.count <= 2, parts.allSatisfy({ $0.allSatisfy(isDigit) }),
      parts.last.map({ !$0.isEmpty }) ?? false
    else { return nil }
    if !exponent.isEmpty {
      var digits = exponent.dropFirst()
      if let sign = digits.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
        digits = digits.dropFirst()
      }
      guard !digits.isEmpty, digits.allSatisfy(isDigit) else { return nil }
    }
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  static func isSpace(_ character: Character) -> Bool {
    character == " " || character == "\t" || character == "\n" || character == "\r"
      || character == "\u{0C}"
  }

  static func trimmed(_ text: Substring) -> Substring {
    var text = text
    while let first = text.first, isSpace(first) { text = text.dropFirst() }
    while let last = text.last, isSpace(last) { text = text.dropLast() }
    return text
  }
}
