import Testing
import TokenDiffCore
import TokenDiffSwift

/// The literal forms Swift design systems write values in.
@Suite struct SwiftValueTests {
  static let source = """
    enum RawColor {
      static let hexString = Color(hex: "#5856D6")
      static let hexValue = Color(hexValue: 0x242424)
      static let uiHex = UIColor.hex(0x017CFF)
      static let components = Color(red: 1, green: 0.5, blue: 0, opacity: 0.5)
      static let uiComponents = UIColor(red: 255 / 255, green: 0, blue: 0, alpha: 1)
      static let srgb = Color(.sRGB, red: 0, green: 0, blue: 1, opacity: 1)
      static let eightBit = Color(red: 250, green: 128, blue: 0)
      static let clamped = Color(.sRGB, red: 2, green: 0, blue: 0)
      static let raw: ColorRawToken = "#FFFFFF80"
      static let sentinel: ColorRawToken = "ouds-forbidden-color-value"
      static let system = Color(uiColor: .systemBackground)
      static let asset = Color("BrandMark")
    }
    enum RawSize {
      static let s16: CGFloat = 16
      static let s24 = CGFloat(24)
      static let negative: CGFloat = -2.5
    }
    """

  @Test func colourAndNumberLiteralsAreRead() {
    let document = SwiftFixture.document(["RawColors.swift": Self.source])
    let values = Dictionary(
      uniqueKeysWithValues: document.tokens.map {
        ($0.path.description, $0.value.stringValue ?? $0.value.numberValue.map { "\($0)" } ?? "")
      }
    )
    #expect(values["RawColor.hexString"] == "#5856d6ff")
    #expect(values["RawColor.hexValue"] == "#242424ff")
    #expect(values["RawColor.uiHex"] == "#017cffff")
    #expect(values["RawColor.components"] == "#ff800080")
    #expect(values["RawColor.uiComponents"] == "#ff0000ff")
    #expect(values["RawColor.srgb"] == "#0000ffff")
    // Mindera's palette: whole numbers up to 255 are 8-bit channels (an app's `Int` init).
    #expect(values["RawColor.eightBit"] == "#fa8000ff")
    // Only SwiftUI's initializer takes a colour space: its channels are fractions.
    #expect(values["RawColor.clamped"] == "#ff0000ff")
    #expect(values["RawColor.raw"] == "#ffffff80")
    #expect(values["RawColor.sentinel"] == "#FF000000")
    #expect(values["RawColor.system"] == "Color(uiColor: .systemBackground)")
    #expect(values["RawColor.asset"] == "Color(\"BrandMark\")")
    #expect(values["RawSize.s16"] == "16.0")
    #expect(values["RawSize.s24"] == "24.0")
    #expect(values["RawSize.negative"] == "-2.5")
  }

  @Test func eightDigitHexFollowsTheConfiguredByteOrder() {
    var settings = SwiftSourceSettings()
    settings.hexByteOrder = .argb
    let document = SwiftFixture.document(
      ["Raw.swift": "enum RawColor { static let a: ColorRawToken = \"#80FF0000\" }"],
      settings: settings
    )
    #expect(SwiftFixture.token("RawColor.a", in: document)?.value.stringValue == "#ff000080")
  }

  @Test func theSentinelResolvesToTheForbiddenValue() {
    let revision = SwiftFixture.revision([
      "RawTokens.swift": """
      enum ColorRawTokens { static let bad: ColorRawToken = "ouds-forbidden-color-value" }
      """
    ])
    #expect(revision.findings.contains { $0.kind == .forbiddenValue })
  }

  /// Two strings of a real OUDS iOS release (`ColorRawTokens`, before 1.0): five hex digits and
  /// a `Z`. Each is an invalid value at its line and column; other strings stay opaque.
  @Test func aStringWrittenAsAHexColourThatIsNotOneIsAnInvalidValue() {
    let revision = SwiftFixture.revision([
      "RawTokens.swift": """
      struct ColorRawTokens {
          public static let gray480: ColorRawToken = "#44444"
          public static let scarlet700: ColorRawToken = "#BZ000Z"
          public static let scarlet800: ColorRawToken = "#800001"
          public static let label: String = "Primary"
      }
      """
    ])
    let invalid = revision.findings.filter { $0.kind == .invalidValue }
    #expect(
      invalid.map { $0.token?.description } == [
        "ColorRawTokens.gray480", "ColorRawTokens.scarlet700",
      ]
    )
    #expect(invalid.first?.location?.line == 2)
    #expect(invalid.first?.location?.column == 48)
    #expect(revision.findings.count == 2)
  }

  /// `.opacity(_:)` and `.withAlphaComponent(_:)`: a literal at that opacity, or another
  /// token's colour at it, so that a change to the colour reaches the faded token and a
  /// reformatted literal is no change.
  @Test func opacityOfAColourOrOfATokenIsRead() {
    let revision = SwiftFixture.revision([
      "BrandTokens.swift": """
      enum BrandTokens {
        static let blue = Color(hex: "#3969EF")
        static let blueFaded = blue.opacity(0.2)
        static let uiBlue = UIColor(hex: "#3969EF")
        static let uiBlueFaded = uiBlue.withAlphaComponent(0.2)
        static let veil = UIColor(hex: "#000000").withAlphaComponent(0.3)
        static let halfVeil = Color(hex: "#00000080").opacity(0.5)
        static let paired = Color(light: blue.opacity(0.2), dark: blue)
        static let black = UIColor.fromHex("#000000")
        static let blackAlpha12 = black.withAlphaComponent(0.12)
        static let gold = fromHex("#B89746").withAlphaComponent(0.5)
      }
      """
    ])
    let tokens = SwiftFixture.baseline(revision)
    #expect(tokens["BrandTokens.blueFaded"]?.value?.text == "#3969ef33")
    #expect(tokens["BrandTokens.blueFaded"]?.aliasOf?.description == "BrandTokens.blue")
    #expect(tokens["BrandTokens.uiBlueFaded"]?.value?.text == "#3969ef33")
    #expect(tokens["BrandTokens.veil"]?.value?.text == "#0000004d")
    #expect(tokens["BrandTokens.halfVeil"]?.value?.text == "#00000040")
    // In one mode of several, the opacity on a reference is kept as written.
    #expect(tokens["BrandTokens.paired"]?.value?.text == "blue.opacity(0.2)")
    // A colour type's own hex function (govuk's `UIColor.fromHex`), faded like any colour.
    #expect(tokens["BrandTokens.black"]?.value?.text == "#000000")
    #expect(tokens["BrandTokens.blackAlpha12"]?.value?.text == "#0000001f")
    #expect(tokens["BrandTokens.gold"]?.value?.text == "#b8974680")
    #expect(revision.findings.isEmpty, "\(revision.findings.map(\.message))")
  }
}

/// What Style Dictionary's Swift formats write (seb-oss/green-tokens-ios, TodayTix).
@Suite struct StyleDictionarySwiftOutputTests {
  @Test func aRawRepresentableWrapperIsTheValueItWraps() {
    let document = SwiftFixture.document([
      "GdsSpacing.swift": """
      // Do not edit directly, this file was auto-generated.
      public struct GdsSpacing: RawRepresentable {
        public let rawValue: CGFloat
        public static let spaceXs = GdsSpacing(rawValue: 8.00)
        public static let other = Other(rawValue: 4)
      }
      public struct GdsColor: RawRepresentable {
        public let rawValue: String
        public static let l1Neutral01 = GdsColor(rawValue: "l1Neutral01")
      }
      """
    ])
    let spacing = SwiftFixture.token("GdsSpacing.spaceXs", in: document)
    #expect(spacing?.value.numberValue == 8)
    #expect(
      SwiftFixture.token("GdsColor.l1Neutral01", in: document)?.value.stringValue == "l1Neutral01"
    )
    // Another type's initializer is not this scale's wrapper.
    #expect(SwiftFixture.token("GdsSpacing.other", in: document)?.value.numberValue == nil)
  }

  @Test func aFileOfStaticFunctionsOnlyIsSaidToGiveNoTokens() {
    let document = SwiftFixture.document([
      "UIKitTypographyTokens.swift": """
      public extension UILabel {
        static func h1Sm(with text: String) -> UILabel {
          let label = UILabel()
          label.font = UIFont(name: "Gellix-Bold", size: 49)
          return label
        }
      }
      """,
      "UIKitTokens.swift": """
      public enum UIKitTokens {
        public static let borderRadiusLg = CGFloat(8)
        static func helper() -> Int { 1 }
      }
      """,
      "ThemeTypes.swift": "public struct Palette { let background: Color }",
    ])
    let notes = document.findings.filter { $0.kind == .skippedFile }
    #expect(notes.map(\.location?.file) == ["UIKitTypographyTokens.swift"], "\(notes)")
    #expect(notes.first?.message.contains("changes to it are not reported") == true)
  }

  /// PiCK's design system writes `#colorLiteral(…).color` (an extension making a SwiftUI
  /// `Color` of the `UIColor`), and padel-app `Color(hex: DesignTokens.Colors.primary)` over
  /// a token holding the hex string: both are colours, so moving to a catalog colour of the
  /// same value is no type change, and a change to the hex token reaches what reads it.
  @Test func conversionsAndHexTokensKeepTheColour() {
    let revision = SwiftFixture.revision([
      "DS/Gray.swift": """
      public extension Color {
          static let gray50: Color = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1).color
          static let gray60 = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
      }
      enum DesignTokens {
          enum Colors {
              static let primary = "#1565c0"
          }
      }
      enum AppColors {
          static let brandPrimary = Color(hex: DesignTokens.Colors.primary)
      }
      """
    ])
    let tokens = SwiftFixture.baseline(revision)
    #expect(tokens["Color.gray50"]?.value?.text == "#ff0000")
    #expect(tokens["Color.gray50"]?.type == .color)
    #expect(tokens["Color.gray60"]?.value?.text == "#0000ff")
    #expect(tokens["AppColors.brandPrimary"]?.value?.text == "#1565c0")
    #expect(
      tokens["AppColors.brandPrimary"]?.aliasOf == TokenPath(dotted: "DesignTokens.Colors.primary")
    )
  }
}
