import Foundation
import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// Tokens Studio colour modifiers against the results of its own build: the expected values are
/// those `@tokens-studio/sd-transforms` asserts in its test suite
/// (`test/spec/color-modifiers/transformColorModifiers.spec.ts`), printed by color.js to three
/// significant digits, or as hex.
struct TokensStudioModifierVectorTests {
  static func modified(_ css: String, _ modify: String) throws -> Color {
    let color = try #require(Color(css: css))
    let extensions = try JSONParser.parse(
      Array(##"{"studio.tokens": {"modify": \##(modify)}}"##.utf8)
    )
    return try TokensStudioModify.modified(color, by: extensions).get()
  }

  /// Whether `value` prints as `expected` to three significant digits (color.js's precision;
  /// its `color(display-p3 …)` strings in those tests carry two decimals).
  /// A missing hue (a grey's) prints as 0.
  static func matches(_ value: Double?, _ expected: Double, decimals: Int? = nil) -> Bool {
    guard let value else { return expected == 0 }
    if let decimals { return abs(value - expected) <= 0.5 * pow(10, -Double(decimals)) + 1e-9 }
    guard expected != 0 else { return abs(value) < 0.005 }
    let step = pow(10, floor(log10(abs(expected))) - 2)
    return abs(value - expected) <= step / 2 + 1e-9
  }

  /// `color` in `space`, compared coordinate by coordinate with the printed vector.
  static func expect(
    _ color: Color,
    in space: ModifierSpace,
    _ expected: [Double],
    alpha: Double = 1,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let coordinates = space.coordinates(of: color)
    // color.js prints percentages for sRGB: 80.5% is 0.805.
    let scale: Double = space == .srgb ? 100 : 1
    for (value, wanted) in zip(coordinates.values, expected) {
      #expect(
        matches(value.map { $0 * scale }, wanted, decimals: space == .p3 ? 2 : nil),
        "\(coordinates.values) in \(space) is not \(expected)",
        sourceLocation: sourceLocation
      )
    }
    #expect(abs(coordinates.alpha - alpha) < 1e-9, sourceLocation: sourceLocation)
  }

  static func shade(_ type: String, _ space: String) -> String {
    ##"{"type": "\##(type)", "value": "0.2", "space": "\##(space)"}"##
  }

  /// The modified colour's coordinates in each space, as the build prints them.
  static let shades: [(type: String, space: ModifierSpace, expected: [Double])] = [
    ("lighten", .hsl, [0, 50.6, 60.6]), ("lighten", .lch, [57.7, 47.5, 29.7]),
    ("lighten", .p3, [0.76, 0.44, 0.42]), ("lighten", .srgb, [80.5, 40.7, 40.7]),
    ("darken", .hsl, [0, 50.6, 40.6]), ("darken", .lch, [37.7, 47.5, 29.7]),
    ("darken", .p3, [0.56, 0.24, 0.22]), ("darken", .srgb, [60.5, 20.7, 20.7]),
  ]

  @Test func lightenAndDarkenInEachSpace() throws {
    for shade in Self.shades {
      let modified = try Self.modified("#C14242", Self.shade(shade.type, shade.space.rawValue))
      Self.expect(modified, in: shade.space, shade.expected)
    }
    // The darkened colours written as hex, as the build writes them with `format: hex`.
    let hex = try ["hsl", "lch", "p3", "srgb"].map {
      try Self.modified("#C14242", Self.shade("darken", $0)).hex
    }
    #expect(hex == ["#9c3333", "#983735", "#9b3535", "#9a3535"])
  }

  @Test func mixInEachSpace() throws {
    let grey = { (space: String) in
      ##"{"type": "mix", "value": "0.5", "color": "#FFFFFF", "space": "\##(space)"}"##
    }
    Self.expect(try Self.modified("#000000", grey("hsl")), in: .hsl, [0, 0, 50])
    Self.expect(try Self.modified("#000000", grey("lch")), in: .lch, [50, 0])
    Self.expect(try Self.modified("#000000", grey("p3")), in: .p3, [0.5, 0.5, 0.5])
    Self.expect(try Self.modified("#000000", grey("srgb")), in: .srgb, [50, 50, 50])

    // 0.5 + 6 * 0.04 = 0.74 of the way from white to #4477DD; white has no hue.
    let blue = { (space: String) in
      ##"{"type": "mix", "value": 0.74, "color": "#4477DD", "space": "\##(space)"}"##
    }
    Self.expect(try Self.modified("#FFFFFF", blue("hsl")), in: .hsl, [220, 51.2, 67.9])
    Self.expect(try Self.modified("#FFFFFF", blue("lch")), in: .lch, [63.4, 43.7, 279])
    Self.expect(try Self.modified("#FFFFFF", blue("p3")), in: .p3, [0.49, 0.6, 0.88])
    Self.expect(try Self.modified("#FFFFFF", blue("srgb")), in: .srgb, [45.7, 60.5, 90.1])
    #expect(try Self.modified("#FFFFFF", blue("srgb")).hex == "#759ae6")
  }

  @Test func alphaInEachSpace() throws {
    let expected: [(ModifierSpace, [Double])] = [
      (.hsl, [0, 50.6, 50.8]), (.lch, [47.1, 59.4, 29.7]), (.p3, [0.7, 0.29, 0.28]),
      (.srgb, [75.7, 25.9, 25.9]),
    ]
    for (space, coordinates) in expected {
      let modified = try Self.modified("#C14242", Self.shade("alpha", space.rawValue))
      Self.expect(modified, in: space, coordinates, alpha: 0.2)
    }
  }

  /// Without a space the build returns the colour unchanged.
  @Test func withoutASpaceTheColourIsKept() throws {
    let kept = try Self.modified("#C14242", ##"{"type": "darken", "value": "0.2"}"##)
    #expect(kept.hex == "#c14242")
  }

  /// `"modify": null`, which Tokens Studio writes when a modifier is removed, is no modifier:
  /// no finding, and the colour as written (it was an error that failed the run).
  @Test func aNullModifierIsNone() throws {
    #expect(try Self.modified("#C14242", "null").hex == "#c14242")
    let report = makeCheckReport(
      .discovered([
        "tokens.json":
          ##"{"brand": {"type": "color", "value": "#C14242", "$extensions": {"studio.tokens": {"modify": null}}}}"##
      ]),
      policy: ResolutionPolicy()
    )
    #expect(report.findings.isEmpty, "\(report.findings.map(\.finding.message))")
  }

  /// An emptied modifier (`"modify": {}`) is none either.
  @Test func anEmptyModifierIsNone() throws {
    #expect(try Self.modified("#C14242", "{}").hex == "#c14242")
  }
}
