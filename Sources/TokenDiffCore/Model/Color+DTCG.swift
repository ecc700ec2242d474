/// Why a DTCG colour object was rejected.
public struct ColorParseError: Error, Equatable, Sendable {
  /// Lowercase words, for example `colour component 2 (1.5) is outside 0...1 for srgb`.
  public var message: String

  public init(message: String) {
    self.message = message
  }
}

extension Color {
  /// The members a DTCG 2025.10 colour object may have (`channels` is Terrazzo's legacy name for
  /// `components`).
  public static let dtcgObjectMembers: Set<String> = [
    "colorSpace", "components", "channels", "alpha", "hex",
  ]

  /// Reads a DTCG Color Module 2025.10 object: `colorSpace` (one of the 14 keys, case-sensitive),
  /// `components` (or legacy `channels`: 3 numbers, `"none"` or `null`, within the space's ranges),
  /// optional `alpha` (0...1) and optional `hex` (`#` and 6 hex digits, a fallback that is checked
  /// but not used). Components are numbered from 1 in messages. Pure.
  public static func parseDTCGObject(_ value: JSONValue) -> Result<Color, ColorParseError> {
    func failure(_ message: String) -> Result<Color, ColorParseError> {
      .failure(ColorParseError(message: message))
    }
    guard let members = value.members else { return failure("a colour value must be an object") }
    for member in members where !dtcgObjectMembers.contains(member.key) {
      return failure("unknown colour member '\(member.key)'")
    }

    guard let spaceValue = value["colorSpace"] else {
      return failure("colour is missing 'colorSpace'")
    }
    guard let spaceName = spaceValue.stringValue else {
      return failure("colour 'colorSpace' must be a string")
    }
    guard let space = ColorSpace(rawValue: spaceName) else {
      return failure("unknown colour space '\(spaceName)'")
    }

    let hasComponents = value["components"] != nil
    guard let componentsValue = value["components"] ?? value["channels"] else {
      return failure("colour is missing 'components'")
    }
    if hasComponents, value["channels"] != nil {
      return failure("colour has both 'components' and 'channels'")
    }
    guard let elements = componentsValue.arrayValue else {
      return failure("colour 'components' must be an array")
    }
    guard elements.count == 3 else {
      return failure("\(spaceName) colour needs 3 components, found \(elements.count)")
    }
    var components: [Double?] = []
    for (offset, element) in elements.enumerated() {
      let number: Double?
      switch element.kind {
      case .number(let value, _): number = value
      case .null: number = nil
      case .string("none"): number = nil
      default:
        return failure("colour component \(offset + 1) must be a number or \"none\"")
      }
      if let number, let problem = space.rangeProblem(number, component: offset) {
        return failure(
          "colour component \(offset + 1) (\(formatNumber(number))) \(problem) for \(spaceName)"
        )
      }
      components.append(number)
    }

    var alpha = 1.0
    if let alphaValue = value["alpha"] {
      guard let number = alphaValue.numberValue else {
        return failure("colour 'alpha' must be a number")
      }
      guard number >= 0, number <= 1 else {
        return failure("colour alpha (\(formatNumber(number))) is outside 0...1")
      }
      alpha = number
    }

    // The format asks for exactly 6 digits, but `hex` is only a fallback for the components,
    // which decide the colour: the shorter and longer CSS spellings real exports write
    // (`#000`, `#00000080`) are accepted. Anything that is not a hex colour is an error.
    if let hexValue = value["hex"] {
      guard let text = hexValue.stringValue, text.hasPrefix("#"),
        [4, 5, 7, 9].contains(text.utf8.count),
        text.utf8.dropFirst().allSatisfy({ CSSColorSyntax.hexDigit($0) != nil })
      else {
        return failure("colour 'hex' must be a hex colour such as \"#1a2b3c\"")
      }
    }
    return .success(Color(colorSpace: spaceName, components: components, alpha: alpha))
  }
}

extension ColorSpace {
  /// Why `value` is not allowed as component `component` (0-based) of this space, or nil. Pure.
  func rangeProblem(_ value: Double, component: Int) -> String? {
    guard value.isFinite else { return "is not a finite number" }
    enum Range { case unit, percent, hue, nonNegative, unbounded }
    let range: Range
    switch (self, component) {
    case (.hsl, 0), (.hwb, 0), (.lch, 2), (.oklch, 2): range = .hue
    case (.hsl, _), (.hwb, _), (.lab, 0), (.lch, 0): range = .percent
    case (.lab, _), (.oklab, 1), (.oklab, 2): range = .unbounded
    // The digest lists XYZ as 0...1, but D65 white is [0.9505, 1, 1.089]: any colour near white
    // would be rejected, so XYZ only has to be non-negative.
    case (.lch, 1), (.oklch, 1), (.xyzD65, _), (.xyzD50, _): range = .nonNegative
    default: range = .unit  // RGB spaces and the L of OKLab and OKLCH
    }
    switch range {
    case .unit: return (0...1).contains(value) ? nil : "is outside 0...1"
    case .percent: return (0...100).contains(value) ? nil : "is outside 0...100"
    case .hue: return (0..<360).contains(value) ? nil : "is outside 0..<360"
    case .nonNegative: return value >= 0 ? nil : "is negative"
    case .unbounded: return nil
    }
  }
}
