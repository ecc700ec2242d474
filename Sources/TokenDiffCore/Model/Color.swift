/// A colour as a token holds it: a colour space, its components and an alpha.
///
/// Legacy strings (`#rgb`, `rgba()`, `hsl()`...) and 2025.10 colour objects are both parsed into
/// this one shape, so that two spellings of the same colour compare equal. Comparison and
/// hashing go through ``diffKey``: colours inside the sRGB gamut are equal when they round to the
/// same 8-bit `#rrggbbaa`; colours outside it also compare their space and components.
public struct Color: Sendable {
  /// The DTCG `colorSpace` key, for example `srgb`, `display-p3`, `oklch`.
  public var colorSpace: String
  /// The components in that space; `nil` stands for `"none"` (a missing component).
  public var components: [Double?]
  /// Opacity from 0 to 1.
  public var alpha: Double

  public init(colorSpace: String, components: [Double?], alpha: Double = 1) {
    self.colorSpace = colorSpace
    self.components = components
    self.alpha = alpha
  }

  /// An sRGB colour from 0...1 channels.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.init(colorSpace: "srgb", components: [red, green, blue], alpha: alpha)
  }
}

/// Gamma-encoded sRGB channels, nominally 0...1 (values outside mean out of gamut).
public struct RGB: Sendable, Hashable {
  public var red: Double
  public var green: Double
  public var blue: Double

  public init(red: Double, green: Double, blue: Double) {
    self.red = red
    self.green = green
    self.blue = blue
  }
}

extension Color {
  /// The colour clipped to the sRGB gamut, alpha apart. Pure.
  public var clippedSRGB: RGB { Self.clipped(srgb) }

  /// The channels limited to 0...1. Pure.
  static func clipped(_ rgb: RGB) -> RGB {
    RGB(red: rgb.red.clamped01, green: rgb.green.clamped01, blue: rgb.blue.clamped01)
  }

  /// Whether every sRGB channel lies in 0...1 (within one 8-bit step). Pure.
  public var isInSRGBGamut: Bool { Self.isInGamut(srgb) }

  /// Whether every channel lies in 0...1, within one 8-bit step: tools convert between spaces
  /// with matrices that differ in their last digits, and the sRGB curve magnifies that near
  /// black (`#0000ff` written in `oklch` by one tool is red -0.0036 by CSS Color 4's
  /// matrices), so a colour rewritten in another space still compares equal to itself. Pure.
  static func isInGamut(_ rgb: RGB) -> Bool {
    let tolerance = 1.0 / 255
    func inGamut(_ channel: Double) -> Bool { channel >= -tolerance && channel <= 1 + tolerance }
    return inGamut(rgb.red) && inGamut(rgb.green) && inGamut(rgb.blue)
  }

  /// Canonical hex: lowercase `#rrggbb`, or `#rrggbbaa` when alpha is below 1 after 8-bit
  /// rounding. Out-of-gamut colours are clipped. Pure.
  public var hex: String {
    let rgb = clippedSRGB
    // Written as bytes: a report spells out thousands of colours.
    var text: [UInt8] = [UInt8(ascii: "#")]
    text.reserveCapacity(9)
    Self.appendHexByte(rgb.red, to: &text)
    Self.appendHexByte(rgb.green, to: &text)
    Self.appendHexByte(rgb.blue, to: &text)
    if Self.byte(alpha.clamped01) < 255 { Self.appendHexByte(alpha.clamped01, to: &text) }
    return String(decoding: text, as: UTF8.self)
  }

  /// The key two colours are compared by. Pure.
  public var diffKey: String {
    if isInSRGBGamut { return hex }
    let parts = components.map { $0.map { formatNumber($0) } ?? "none" }.joined(separator: " ")
    return "\(colorSpace)(\(parts) / \(formatNumber(alpha)))"
  }

  private static func byte(_ channel: Double) -> Int {
    Int((channel * 255).rounded())
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  private static func appendHexByte(_ channel: Double, to text: inout [UInt8]) {
    let value = byte(channel)
    text.append(hexDigits[value / 16])
    text.append(hexDigits[value % 16])
  }
}

extension Color: Hashable {
  /// Equal when ``diffKey`` is: compared through 8-bit channels, without building the text.
  public static func == (lhs: Color, rhs: Color) -> Bool {
    // The same space, components and alpha are the same key, without converting either.
    if lhs.colorSpace == rhs.colorSpace, lhs.components == rhs.components, lhs.alpha == rhs.alpha {
      return true
    }
    let (left, right) = (lhs.comparisonKey, rhs.comparisonKey)
    switch (left, right) {
    case (.inGamut(let a), .inGamut(let b)): return a == b
    case (.outOfGamut, .outOfGamut): return lhs.diffKey == rhs.diffKey
    default: return false
    }
  }

  public func hash(into hasher: inout Hasher) {
    switch comparisonKey {
    case .inGamut(let bytes): hasher.combine(bytes)
    case .outOfGamut: hasher.combine(diffKey)
    }
  }

  private enum ComparisonKey {
    /// `0xRRGGBBAA`.
    case inGamut(UInt32)
    case outOfGamut
  }

  /// One conversion to sRGB: the gamut test and the 8-bit channels both read it.
  private var comparisonKey: ComparisonKey {
    let converted = srgb
    guard Self.isInGamut(converted) else { return .outOfGamut }
    let rgb = Self.clipped(converted)
    let red = UInt32(Self.byte(rgb.red)) << 24
    let green = UInt32(Self.byte(rgb.green)) << 16
    let blue = UInt32(Self.byte(rgb.blue)) << 8
    return .inGamut(red | green | blue | UInt32(Self.byte(alpha.clamped01)))
  }
}

extension Double {
  /// The value limited to 0...1. Pure.
  var clamped01: Double { Swift.min(1, Swift.max(0, self)) }
}
