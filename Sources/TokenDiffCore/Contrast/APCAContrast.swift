#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

/// APCA lightness contrast (Lc), version 0.0.98G-4g (the W3 constants of apca-w3 0.1.9): an
/// advisory second metric next to WCAG 2, which alone decides pass or fail. Lc is signed:
/// positive for dark text on a light background, negative for light text on a dark one; its
/// magnitude depends on which colour is the text, so the text always comes first. Pure.
public enum APCAContrast {
  /// Lc of `text` on `background`, both opaque gamma-encoded sRGB (0...1 floats; inputs are not
  /// rounded to 8 bits, unlike apca-w3's own alpha blending). Pure.
  public static func lightnessContrast(text: RGB, background: RGB) -> Double {
    lightnessContrast(textY: screenLuminance(text), backgroundY: screenLuminance(background))
  }

  /// APCA's estimated screen luminance: a plain 2.4 power curve, no piecewise sRGB segment. Pure.
  public static func screenLuminance(_ rgb: RGB) -> Double {
    func channel(_ value: Double) -> Double { pow(max(0, value), 2.4) }
    return 0.2126729 * channel(rgb.red) + 0.7151522 * channel(rgb.green) + 0.0721750
      * channel(rgb.blue)
  }

  /// Lc from the two screen luminances, text first. Pure.
  public static func lightnessContrast(textY: Double, backgroundY: Double) -> Double {
    guard textY.isFinite, backgroundY.isFinite, textY >= 0, backgroundY >= 0, textY <= 1.1,
      backgroundY <= 1.1
    else { return 0 }
    func softClamp(_ y: Double) -> Double { y > 0.022 ? y : y + pow(0.022 - y, 1.414) }
    let text = softClamp(textY)
    let background = softClamp(backgroundY)
    guard abs(background - text) >= 0.0005 else { return 0 }
    if background > text {
      // Dark text on a light background.
      let contrast = (pow(background, 0.56) - pow(text, 0.57)) * 1.14
      return contrast < 0.1 ? 0 : (contrast - 0.027) * 100
    }
    let contrast = (pow(background, 0.65) - pow(text, 0.62)) * 1.14
    return contrast > -0.1 ? 0 : (contrast + 0.027) * 100
  }
}

/// The APCA "bronze simple mode" use levels, compared on |Lc|.
public enum APCALevel: String, Sendable, CaseIterable {
  /// |Lc| ≥ 90: preferred for body text.
  case preferredBodyText = "preferred-body-text"
  /// ≥ 75: the minimum for body text.
  case bodyText = "body-text"
  /// ≥ 60: other content text (about WCAG 4.5:1).
  case contentText = "content-text"
  /// ≥ 45: large or bold headlines, fine pictograms.
  case largeText = "large-text"
  /// ≥ 30: the minimum for any text (placeholder, disabled), solid icons.
  case spotText = "spot-text"
  /// ≥ 15: non-text only.
  case nonText = "non-text"
  /// Below 15: treat as invisible.
  case invisible

  /// The least |Lc| of the level.
  public var minimum: Double {
    switch self {
    case .preferredBodyText: 90
    case .bodyText: 75
    case .contentText: 60
    case .largeText: 45
    case .spotText: 30
    case .nonText: 15
    case .invisible: 0
    }
  }

  /// The highest level an Lc reaches. Pure.
  public init(lightnessContrast: Double) {
    let magnitude = abs(lightnessContrast)
    self = Self.allCases.first { magnitude >= $0.minimum } ?? .invisible
  }
}
