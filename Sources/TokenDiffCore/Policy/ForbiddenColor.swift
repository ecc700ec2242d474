/// How an 8-digit hex colour is read: CSS `#RRGGBBAA` or Android `#AARRGGBB`.
public enum ByteOrder: String, Sendable, Codable {
  case rgba
  case argb
}

/// A colour no token may resolve to, such as the OUDS sentinel `#FF000000` (transparent red).
public struct ForbiddenColor: Sendable, Hashable {
  /// The value as configured, for example `#FF000000`.
  public var spelling: String
  public var color: Color

  public init(spelling: String, color: Color) {
    self.spelling = spelling
    self.color = color
  }

  /// Reads a configured value. With ``ByteOrder/rgba`` any ``Color/init(css:)`` string is accepted;
  /// with ``ByteOrder/argb`` a hex colour `#RGB`, `#ARGB`, `#RRGGBB` or `#AARRGGBB` (also with a
  /// `0x` prefix instead of `#`) is read alpha first. `nil` when the spelling is not a colour.
  public init?(spelling: String, byteOrder: ByteOrder = .rgba) {
    let color: Color?
    switch byteOrder {
    case .rgba: color = Color(css: spelling)
    case .argb: color = Self.argbColor(spelling)
    }
    guard let color else { return nil }
    self.init(spelling: spelling, color: color)
  }

  /// Whether `color` is this forbidden colour, compared in sRGB with half an 8-bit step of
  /// tolerance: both alphas below 0.5/255 or within 0.5/255 of each other, and every channel
  /// within 0.5/255 (so transparent black does not match transparent red). Pure.
  public func matches(_ color: Color) -> Bool {
    let tolerance = 0.5 / 255 + 1e-9
    let alphasMatch =
      (self.color.alpha < 0.5 / 255 && color.alpha < 0.5 / 255)
      || abs(self.color.alpha - color.alpha) <= tolerance
    guard alphasMatch else { return false }
    let forbidden = self.color.srgb
    let candidate = color.srgb
    return abs(forbidden.red - candidate.red) <= tolerance
      && abs(forbidden.green - candidate.green) <= tolerance
      && abs(forbidden.blue - candidate.blue) <= tolerance
  }

  /// The OUDS sentinel `#FF000000` read in CSS order: red with alpha 0.
  public static let sentinel = ForbiddenColor(
    spelling: "#FF000000",
    color: Color(red: 1, green: 0, blue: 0, alpha: 0)
  )

  /// `#AARRGGBB`-style hex (or `0x…`), alpha first. Pure.
  static func argbColor(_ spelling: String) -> Color? {
    let text = CSSColorSyntax.trimmed(Substring(spelling))
    let digits: Substring
    if text.hasPrefix("#") {
      digits = text.dropFirst()
    } else if text.hasPrefix("0x") || text.hasPrefix("0X") {
      digits = text.dropFirst(2)
    } else {
      return nil
    }
    guard var bytes = CSSColorSyntax.hexBytes(digits) else { return nil }
    if bytes.count == 3 { bytes.insert(255, at: 0) }
    return Color(
      red: CSSColorSyntax.byte(bytes[1]),
      green: CSSColorSyntax.byte(bytes[2]),
      blue: CSSColorSyntax.byte(bytes[3]),
      alpha: CSSColorSyntax.byte(bytes[0])
    )
  }
}
