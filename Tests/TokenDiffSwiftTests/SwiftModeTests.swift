import Testing
import TokenDiffCore
import TokenDiffSwift

/// Light/dark pairs and platform branches become modes.
@Suite struct SwiftModeTests {
  @Test func lightDarkConstructorsAndPairsGiveModes() {
    let revision = SwiftFixture.revision([
      "SemanticTokens.swift": """
      enum RawColor {
        static let white = Color(hex: "#FFFFFF")
        static let black = Color(hex: "#000000")
      }
      enum SemanticColors {
        static let surface = Color(light: RawColor.white, dark: RawColor.black)
        static let multiple = MultipleColorSemanticToken(light: RawColor.black, dark: RawColor.white)
        static let borderLight = RawColor.black
        static let borderDark = RawColor.white
      }
      """
    ])
    #expect(Set(revision.modeNames).isSuperset(of: ["dark", "light"]))
    let set = revision.sets[0]
    let dark = set.modes.first { $0.mode == "dark" }
    let changed = Set(dark?.changed.keys.map(\.path.description) ?? [])
    #expect(changed.contains("SemanticColors.surface"))
    #expect(changed.contains("SemanticColors.multiple"))
    #expect(changed.contains("SemanticColors.border"))
  }

  /// SwiftUI's usual theming (no-problem-dev's design system, E-com): a protocol with a light
  /// and a dark type (`LightColorPalette`, `DarkColorPalette`; `LightTheme`, `DarkTheme`) whose
  /// instance members are the semantic colours. Each member is one token with a light and a
  /// dark value; `.white` there is the colour `#ffffff`, and a member that reads a sibling
  /// member reads it in the same scheme.
  @Test func lightAndDarkTypesOfOneProtocolAreModes() {
    let revision = SwiftFixture.revision([
      "Tokens/PrimitiveColors.swift": """
      public enum PrimitiveColors {
        public static let gray100 = Color(hex: "#F3F4F6")
        public static let gray900 = Color(hex: "#111827")
      }
      """,
      "Themes/LightColorPalette.swift": """
      public struct LightColorPalette: ColorPalette {
        public var background: Color { PrimitiveColors.gray100 }
        public var surface: Color { background }
        public var card: Color { .white }
      }
      """,
      "Themes/DarkColorPalette.swift": """
      public struct DarkColorPalette: ColorPalette {
        public var background: Color { PrimitiveColors.gray900 }
        public var surface: Color { background }
        public var card: Color { .black }
      }
      """,
      "Themes/Colors.swift": """
      public struct SystemColors { public static let white: Color = .white }
      enum Weights { static let heavy: Font.Weight = .black }
      """,
      "Themes/LightColors.swift": """
      enum LightColors {
        static let primary = Color(hex: "#007AFF")
        static let accentLight = Color(hex: "#66AAFF")
        static let accentDark = Color(hex: "#0055CC")
      }
      """,
      "Themes/DarkColors.swift": """
      enum DarkColors {
        static let primary = Color(hex: "#0A84FF")
        static let accentLight = Color(hex: "#88BBFF")
        static let accentDark = Color(hex: "#003399")
      }
      """,
    ])
    #expect(revision.findings.filter { $0.severity == .error }.isEmpty, "\(revision.findings)")
    let base = SwiftFixture.baseline(revision)
    #expect(base["ColorPalette.background"]?.value?.text == "#f3f4f6", "\(base.keys.sorted())")
    #expect(base["ColorPalette.surface"]?.value?.text == "#f3f4f6")
    #expect(base["ColorPalette.card"]?.value?.text == "#ffffff")
    #expect(base["LightColorPalette.background"] == nil)
    #expect(base["SystemColors.white"]?.value?.text == "#ffffff")
    #expect(base["Weights.heavy"]?.value?.text == ".black")
    // Enums of one scheme each with the same members are a pair too; their `accentLight` and
    // `accentDark` are two tints, not the light and dark of an `accent`.
    #expect(base["Colors.primary"]?.value?.text == "#007aff", "\(base.keys.sorted())")
    #expect(base["Colors.accentLight"] != nil && base["Colors.accent"] == nil)
    let dark = revision.sets[0].modes.first { $0.mode == "dark" }
    #expect(
      dark?.changed.keys.map(\.path.description).sorted() == [
        "ColorPalette.background", "ColorPalette.card", "ColorPalette.surface",
        "Colors.accentDark", "Colors.accentLight", "Colors.primary",
      ],
      "\(dark?.changed.keys.map(\.path.description) ?? [])"
    )
    #expect(
      dark?.changed.first { $0.key.path.description == "ColorPalette.surface" }?.value.value?.text
        == "#111827"
    )
  }

  /// Theme types named with their scheme inside the name (`DefaultLightTheme`), or named by
  /// their theme with a protocol that says design (IceCubesApp's `IceCubeDark: ColorSet`), are
  /// light and dark of one token per member (their files are found:
  /// `SwiftSourceSelectionTests`).
  @Test func schemeWordsInsideNamesAndDesignProtocolsArePairs() {
    let files = [
      "Packages/DesignSystem/ColorSet.swift": """
      public protocol ColorSet {
        var tintColor: Color { get set }
      }
      public struct IceCubeDark: ColorSet {
        public var tintColor: Color = .init(red: 187 / 255, green: 59 / 255, blue: 226 / 255)
      }
      public struct IceCubeLight: ColorSet {
        public var tintColor: Color = .init(red: 1, green: 1, blue: 1)
      }
      """,
      "App/Theme.swift": """
      struct DefaultLightTheme: AppTheme { let cardBackground = Color(hex: "#FFFFFF") }
      struct DefaultDarkTheme: AppTheme { let cardBackground = Color(hex: "#1C1C1E") }
      """,
      // gabelul/swift-design-system: the high-contrast word first.
      "App/Contrast.swift": """
      struct HighContrastLightPalette: ColorPalette { var ink: Color { Color(hex: "#000000") } }
      struct HighContrastDarkPalette: ColorPalette { var ink: Color { Color(hex: "#FFFFFF") } }
      """,
    ]
    let revision = SwiftFixture.revision(files)
    let base = SwiftFixture.baseline(revision)
    #expect(base["IceCube.tintColor"]?.value?.text == "#ffffff", "\(base.keys.sorted())")
    #expect(base["DefaultTheme.cardBackground"]?.value?.text == "#ffffff", "\(base.keys.sorted())")
    #expect(base["Palette.ink"] != nil, "\(base.keys.sorted())")
    #expect(
      revision.modeNames.contains("dark-high-contrast")
        && revision.modeNames.contains("light-high-contrast"),
      "\(revision.modeNames)"
    )
    let dark = revision.sets[0].modes.first { $0.mode == "dark" }
    #expect(
      dark?.changed.keys.map(\.path.description).sorted() == [
        "DefaultTheme.cardBackground", "IceCube.tintColor",
      ],
      "\(dark?.changed.keys.map(\.path.description) ?? [])"
    )
  }

  /// Types of one scheme that share no protocol, or a type named only by its scheme, are not
  /// such a pair: their members keep their names.
  @Test func onlySchemeTypesOfOneProtocolArePaired() {
    let revision = SwiftFixture.revision([
      "Theme.swift": """
      public struct LightTheme: Theme { public let primary = Color(hex: "#0066E6") }
      public struct DarkTheme: Palette { public let primary = Color(hex: "#0A85FF") }
      enum Colors {
        struct Light: Scheme { static let ink = Color(hex: "#111111") }
        struct Dark: Scheme { static let ink = Color(hex: "#EEEEEE") }
      }
      """
    ])
    let base = SwiftFixture.baseline(revision)
    #expect(base["LightTheme.primary"] != nil && base["DarkTheme.primary"] != nil, "\(base.keys)")
    #expect(base["Colors.Light.ink"] != nil && base["Colors.Dark.ink"] != nil, "\(base.keys)")
    // A type already named as the pair would be (the adaptive `Palette` made of them), or a
    // member read across schemes (dark reusing light's), leaves the pair as written.
    let clash = SwiftFixture.baseline(
      SwiftFixture.revision([
        "Palette.swift": """
        enum LightPalette { static let ink = Color(hex: "#111111"); static let bg = Color(hex: "#FFFFFF") }
        enum DarkPalette { static let ink = Color(hex: "#EEEEEE"); static let bg = Color(hex: "#000000") }
        enum Palette { static let ink = Color(light: LightPalette.ink, dark: DarkPalette.ink) }
        enum LightSkin { static let ink = Color(hex: "#222222"); static let bg = Color(hex: "#FAFAFA") }
        enum DarkSkin { static let ink = LightSkin.ink; static let bg = Color(hex: "#101010") }
        """
      ])
    )
    #expect(clash["LightPalette.ink"] != nil && clash["Palette.ink"]?.value?.text == "#111111")
    #expect(clash["DarkSkin.ink"]?.aliasOf?.description == "LightSkin.ink", "\(clash.keys)")
  }

  /// A design system's own static helper on a colour type (warp-ds:
  /// `Color.dynamicColor(defaultColor:darkModeColor:)`; Vitamin:
  /// `UIColor.dynamicColor(light:dark:)`) gives a value per appearance.
  @Test func aColourTypesOwnLightDarkFunctionGivesModes() {
    let revision = SwiftFixture.revision([
      "SeaTokens.swift": """
      enum SeaPalette {
        static let ink = Color(hex: "#111111")
        static let foam = Color(hex: "#FAFAFF")
      }
      enum SeaTokens {
        static let text = Color.dynamicColor(defaultColor: SeaPalette.ink, darkModeColor: SeaPalette.foam)
        static let border = UIColor.dynamicColor(light: SeaPalette.ink, dark: SeaPalette.foam)
        static let other = Color.blend(first: SeaPalette.ink, second: SeaPalette.foam)
      }
      """
    ])
    let base = SwiftFixture.baseline(revision)
    #expect(base["SeaTokens.text"]?.value?.text == "#111111")
    let dark = revision.sets[0].modes.first { $0.mode == "dark" }
    let changed = Set(dark?.changed.keys.map(\.path.description) ?? [])
    #expect(changed == ["SeaTokens.border", "SeaTokens.text"], "\(changed)")
  }

  /// WorldSearch: a private helper of the colour enum called without its type
  /// (`dynamicColor(lightHex: 0x1B1B1B, darkHex: 0xF3ECE1)`) and `Color(lightHex:darkHex:)` of
  /// hex integers give a colour per appearance: they were text the same in both, and numbers.
  @Test func anOwnHelperAndHexIntegerPairsGiveModes() {
    let revision = SwiftFixture.revision([
      "Tokens/ColorTokens.swift": """
      import SwiftUI
      public enum ColorTokens {
        public static let inkPrimary = dynamicColor(lightHex: 0x1B1B1B, darkHex: 0xF3ECE1)
        public static let scrim = inkPrimary.opacity(0.5)
        public static let accent = Color(lightHex: 0xE39783, darkHex: 0xF2AC98)
        private static func dynamicColor(lightHex: UInt32, darkHex: UInt32) -> Color { .red }
      }
      """
    ])
    let base = SwiftFixture.baseline(revision)
    #expect(base["ColorTokens.inkPrimary"]?.value?.text == "#1b1b1b")
    #expect(base["ColorTokens.accent"]?.value?.text == "#e39783")
    #expect(base["ColorTokens.scrim"]?.value?.text == "#1b1b1b80")
    let dark = revision.sets[0].modes.first { $0.mode == "dark" }
    func darkValue(_ path: String) -> String? {
      dark?.changed.first { $0.key.path.description == path }?.value.value?.text
    }
    #expect(darkValue("ColorTokens.inkPrimary") == "#f3ece1")
    #expect(darkValue("ColorTokens.accent") == "#f2ac98")
    #expect(darkValue("ColorTokens.scrim") == "#f3ece180")
  }

  /// Light/dark pairs of any type, or among other arguments, or called as a member of the
  /// declared type (plasma-ios' generated `Self(darkColor:lightColor:)`, toprakdeviren's
  /// `Color("Neutral50", bundle: nil, light:dark:)`, AppFoundation's `.dynamic(light:dark:)`).
  @Test func aPairOfAnyTypeOrAmongOtherArgumentsGivesModes() {
    let revision = SwiftFixture.revision([
      "Tokens/ColorTokens.swift": """
      import SwiftUI
      public extension ColorToken {
        static var textPrimary: Self {
          Self(darkColor: Color(UIColor(hex: "#FF0000F5")), lightColor: Color(UIColor(hex: "#080808F5")))
        }
        static let neutral50 = Color("Neutral50", bundle: nil, light: "#fafafa", dark: "#0a0a0a")
        static let accent = ColorToken(light: ColorToken.neutral50, dark: "#123456")
        static let spacing = Spacing(light: 4, dark: 8)
      }
      public struct DesignSystemColors {
        public static var brandPrimary: UIColor { .dynamic(light: "#007AFF", dark: "#0A84FF") }
      }
      """
    ])
    let base = SwiftFixture.baseline(revision)
    let dark = revision.sets[0].modes.first { $0.mode == "dark" }
    func darkValue(_ path: String) -> String? {
      dark?.changed.first { $0.key.path.description == path }?.value.value?.text
    }
    #expect(base["ColorToken.textPrimary"]?.value?.text == "#080808f5")
    #expect(darkValue("ColorToken.textPrimary") == "#ff0000f5")
    #expect(base["ColorToken.neutral50"]?.value?.text == "#fafafa")
    #expect(darkValue("ColorToken.neutral50") == "#0a0a0a")
    #expect(base["ColorToken.accent"]?.value?.text == "#fafafa")
    #expect(darkValue("ColorToken.accent") == "#123456")
    #expect(base["DesignSystemColors.brandPrimary"]?.value?.text == "#007aff")
    #expect(darkValue("DesignSystemColors.brandPrimary") == "#0a84ff")
    // Numbers are no colours: the call stays as written, in every mode.
    #expect(darkValue("ColorToken.spacing") == nil)
  }

  /// The same path declared in two modules' files (two brands' generated extensions): a token
  /// of each file, so an edit to the second is not lost behind the first.
  @Test func aPathTwoFilesDeclareIsATokenOfEachFile() {
    let brand = { (color: String) in
      "public extension ColorToken {\n  static var textPrimary: Color { Color(hex: \"\(color)\") }\n  static var textSecondary: Color { Color(hex: \"#777777\") }\n}\n"
    }
    let revision = SwiftFixture.revision([
      "Themes/BrandA/Tokens/ColorToken+Generated.swift": brand("#00ff00"),
      "Themes/BrandB/Tokens/ColorToken+Generated.swift": brand("#ff0000"),
    ])
    let definitions = revision.sets[0].baseline.tokens
      .filter { $0.path.description == "ColorToken.textPrimary" }
      .map { "\($0.location.file) \($0.value?.text ?? "-")" }
    #expect(
      definitions.sorted() == [
        "Themes/BrandA/Tokens/ColorToken+Generated.swift #00ff00",
        "Themes/BrandB/Tokens/ColorToken+Generated.swift #ff0000",
      ],
      "\(definitions)"
    )
    // A member that forwards to the same token (`ShapeStyle where Self == Color` members are
    // named under `Color`) adds no definition, and no cycle.
    // Whichever file comes first: `Color+ShapeStyle.swift` sorts before `Colors.swift`.
    for (definitions, forwarder) in [
      ("Color+Brand.swift", "ShapeStyle+Brand.swift"), ("Colors.swift", "Color+ShapeStyle.swift"),
    ] {
      let forwarded = SwiftFixture.revision([
        definitions:
          "extension Color {\n  static var brand: Color { Color(hex: \"#123456\") }\n  static var ink: Color { Color(hex: \"#000000\") }\n}\n",
        forwarder:
          "extension ShapeStyle where Self == Color {\n  static var brand: Color { Color.brand }\n}\n",
      ])
      #expect(forwarded.findings.isEmpty, "\(forwarded.findings.map(\.message))")
      let brands = forwarded.sets[0].baseline.tokens.filter { $0.path.description == "Color.brand" }
      #expect(brands.map(\.location.file) == [definitions])
    }
    // Compiled, not merged: an edit to the first brand's file is its change, whichever file
    // comes last.
    func snapshot(_ first: String) -> RevisionSnapshot {
      RevisionSnapshot(
        revision: "t",
        commit: nil,
        files: [
          SourceFile(
            path: "Themes/BrandA/Tokens/ColorToken+Generated.swift",
            bytes: Array(brand(first).utf8)
          ),
          SourceFile(
            path: "Themes/BrandB/Tokens/ColorToken+Generated.swift",
            bytes: Array(brand("#ff0000").utf8)
          ),
        ]
      )
    }
    var policy = ResolutionPolicy()
    policy.sourceReaders = SourceReaders([SwiftTokenReader()])
    let report = makeDiffReport(
      base: snapshot("#00ff00"),
      head: snapshot("#0000ff"),
      policy: policy
    )
    let rows = report.changes.map { "\($0.token) \($0.location.file)" }
    #expect(
      rows == ["ColorToken.textPrimary Themes/BrandA/Tokens/ColorToken+Generated.swift"],
      "\(rows)"
    )
  }

  @Test func labelledLightDarkInitializersAndHexIntegersAreRead() {
    let revision = SwiftFixture.revision([
      "PaletteTokens.swift": """
      enum PaletteTokens {
        static let blue = Color(0x3969EF)
        static let black = Color(0x000000)
        static let count = Color(12)
        static let background = DynamicColor(lightColor: blue, darkColor: black)
        static let mismatched = DynamicColor(lightColor: blue, darkMode: black)
      }
      """
    ])
    let set = revision.sets[0]
    let base = SwiftFixture.baseline(revision)
    #expect(base["PaletteTokens.blue"]?.value?.text == "#3969ef")
    #expect(base["PaletteTokens.count"]?.value?.text == "Color(12)")
    #expect(base["PaletteTokens.background"]?.value?.text == "#3969ef")
    let dark = set.modes.first { $0.mode == "dark" }
    let background = dark?.changed.first { $0.key.path.description == "PaletteTokens.background" }
    #expect(background?.value.value?.text == "#000000")
    // Labels that are no light/dark pair: one value, written as it is.
    #expect(base["PaletteTokens.mismatched"]?.value?.text.hasPrefix("DynamicColor(") == true)
  }

  @Test func aPairOfALiteralAndAReferenceIsAColourAndHexIntegersAreNumbers() {
    let revision = SwiftFixture.revision([
      "PairTokens.swift": """
      extension Color { static let gray90 = Color(hex: "#222222") }
      enum PairTokens {
        static let surface = Color(light: Color(hex: "#FFFFFF"), dark: .gray90)
        static let short = Color(0xFFF)
        static let labelled = UIColor(rgbHex: 0x00FF, alpha: 0.5)
      }
      """
    ])
    let base = SwiftFixture.baseline(revision)
    #expect(base["PairTokens.surface"]?.type == .color)
    #expect(base["PairTokens.surface"]?.value?.text == "#ffffff")
    #expect(base["PairTokens.short"]?.value?.text == "#000fff")
    #expect(base["PairTokens.labelled"]?.value?.text == "#0000ff80")
  }

  @Test func theArgumentsOfALightDarkConstructorNameColours() {
    let revision = SwiftFixture.revision([
      "Palette.swift": """
      extension Color {
        static let alertGreen = Color(0x21C000)
        static let gray90 = Color(0x222222)
      }
      enum DefaultPalette {
        static let alertGreen = DynamicColor(lightColor: .alertGreen, darkColor: .alertGreen)
        static let sheet = DynamicColor(lightColor: .white, darkColor: .gray90)
        static func color(for kind: Kind) -> DynamicColor {
          switch kind { case .panel: return DynamicColor(lightColor: .white, darkColor: .gray90) }
        }
      }
      """
    ])
    // `.alertGreen` is Color's, not the declaration itself (a cycle); `.white` beside a colour
    // is no type mismatch; `.gray90` is no `DynamicColor` member that does not exist.
    #expect(revision.findings.isEmpty, "\(revision.findings.map(\.message))")
    let base = revision.sets[0].baseline.tokens
    let alert = base.first { $0.path.description == "DefaultPalette.alertGreen" }
    #expect(alert?.aliasOf?.description == "Color.alertGreen")
  }

  @Test func uiKitShapesAreReadAsTheirValues() {
    let revision = SwiftFixture.revision([
      "SurfaceTokens.swift": """
      extension UIColor {
        static let mist = UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)
        static let night = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
        static let sea: UIColor = #colorLiteral(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
      }
      enum SurfaceTokens {
        static let card: UIColor = { .mist }()
        static let glass: UIColor = { .clear }()
        static let page: UIColor = { return .init(light: .mist, dark: .night) }()
        static let pair = UIColor(light: .mist, dark: .night)
        static let error = UIColor(rgbHex: 0xC0262E)
        static let overlay = UIColor(rgbaHex: 0x0000_007A)
        static let teal = Color(hue: 0.5, saturation: 1, brightness: 0.5)
        static let unwrapped = UIColor(named: "Missing", in: .main, compatibleWith: nil)!
      }
      """
    ])
    #expect(revision.findings.isEmpty, "\(revision.findings.map(\.message))")
    let set = revision.sets[0]
    let base = SwiftFixture.baseline(revision)
    #expect(base["UIColor.sea"]?.value?.text == "#3366cc")
    #expect(base["SurfaceTokens.card"]?.aliasOf?.description == "UIColor.mist")
    #expect(base["SurfaceTokens.glass"]?.value?.text == "#00000000")
    #expect(base["SurfaceTokens.page"]?.aliasOf?.description == "UIColor.mist")
    #expect(base["SurfaceTokens.pair"]?.aliasOf?.description == "UIColor.mist")
    #expect(base["SurfaceTokens.error"]?.value?.text == "#c0262e")
    #expect(base["SurfaceTokens.overlay"]?.value?.text == "#0000007a")
    #expect(base["SurfaceTokens.teal"]?.value?.text == "#008080")
    let dark = set.modes.first { $0.mode == "dark" }
    let darkPage = dark?.changed.first { $0.key.path.description == "SurfaceTokens.page" }
    #expect(darkPage?.value.aliasOf?.description == "UIColor.night")
  }

  @Test func everyPlatformBranchIsAMode() {
    let revision = SwiftFixture.revision([
      "SemanticTokens.swift": """
      enum SemanticTokens {
        enum Colors {
          #if canImport(UIKit)
          public static let surfacePrimary = Color(uiColor: .systemBackground)
          #elseif canImport(AppKit)
          public static let surfacePrimary = Color(nsColor: .windowBackgroundColor)
          #endif
        }
      }
      """
    ])
    #expect(Set(revision.modeNames) == ["UIKit", "AppKit"])
  }

  /// A whole file inside `#if canImport(SwiftUI)`, with no other branch (shared-kit's shape):
  /// no `SwiftUI` mode that repeats every light value, and wrapping a file in it changes
  /// nothing.
  @Test func aGuardWithoutAnotherBranchIsNoMode() {
    let revision = SwiftFixture.revision([
      "ColorPalette.swift": """
      #if canImport(SwiftUI)
      import SwiftUI
      enum ColorPalette {
        static let gray50 = Color(red: 0.98, green: 0.98, blue: 0.98)
        static let surface = Color(light: ColorPalette.gray50, dark: Color(red: 0.07, green: 0.07, blue: 0.07))
      }
      #endif
      """
    ])
    #expect(Set(revision.modeNames) == ["dark", "light"], "\(revision.modeNames)")
    #expect(SwiftFixture.baseline(revision)["ColorPalette.gray50"]?.value?.text == "#fafafa")
    // A name each of two such guards declares has a value per platform: both are modes.
    let split = SwiftFixture.revision([
      "Spacing.swift": """
      enum Spacing {
        #if os(iOS)
        static let gutter: CGFloat = 16
        #endif
        #if os(macOS)
        static let gutter: CGFloat = 12
        #endif
        static let inset: CGFloat = 4
      }
      """
    ])
    #expect(Set(split.modeNames) == ["iOS", "macOS"], "\(split.modeNames)")
    let macOS = split.sets[0].modes.first { $0.mode == "macOS" }
    #expect(
      macOS?.changed.first { $0.key.path.description == "Spacing.gutter" }?.value.value?.text
        == "12"
    )
  }

  /// UIKit's and AppKit's dynamic colours: a closure over the appearance is a light/dark pair.
  @Test func anAppearanceClosureIsALightDarkPair() {
    let revision = SwiftFixture.revision([
      "Color+Dynamic.swift": """
      extension UIColor {
        static let ink = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
        static let paper = UIColor { $0.userInterfaceStyle == .dark ? .ink : .white }
        static let pink = UIColor { trait in
          trait.userInterfaceStyle != .light
            ? UIColor(red: 0.96, green: 0.51, blue: 0.68, alpha: 1)
            : UIColor(red: 0.92, green: 0.35, blue: 0.56, alpha: 1)
        }
        static let line = UIColor(dynamicProvider: { trait in
          if trait.userInterfaceStyle == .dark { return UIColor(white: 0.3, alpha: 1) } else { return .ink }
        })
        static let compact = UIColor { $0.horizontalSizeClass == .compact ? .ink : .white }
        static let wash = UIColor { traits in
          switch traits.userInterfaceStyle {
          case .dark: return UIColor(red: 0.2, green: 0.1, blue: 0.1, alpha: 1)
          default: return UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)
          }
        }
        static let tint: UIColor = {
          if #available(iOS 13.0, *) {
            return UIColor { $0.userInterfaceStyle == .dark ? .white : .ink }
          } else {
            return .ink
          }
        }()
        static let label2: UIColor = {
          if #unavailable(iOS 13) {
            return UIColor(red: 0, green: 0, blue: 0, alpha: 1)
          } else {
            return UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
          }
        }()
      }
      extension NSColor {
        static let rule = NSColor(name: nil, dynamicProvider: { appearance in
          appearance.name == .darkAqua ? NSColor(white: 0.3, alpha: 1) : NSColor(white: 0.9, alpha: 1)
        })
      }
      """
    ])
    let set = revision.sets[0]
    let base = SwiftFixture.baseline(revision)
    let dark = set.modes.first { $0.mode == "dark" }
    func darkValue(_ path: String) -> ResolvedToken? {
      dark?.changed.first { $0.key.path.description == path }?.value ?? base[path]
    }
    #expect(base["UIColor.paper"]?.value?.text == "#ffffff")
    #expect(darkValue("UIColor.paper")?.aliasOf?.description == "UIColor.ink")
    #expect(base["UIColor.pink"]?.value?.text == "#eb598f")
    #expect(darkValue("UIColor.pink")?.value?.text == "#f582ad")
    #expect(base["UIColor.line"]?.aliasOf?.description == "UIColor.ink")
    #expect(darkValue("UIColor.line")?.type == .color)
    #expect(base["NSColor.rule"]?.type == .color)
    #expect(darkValue("NSColor.rule")?.value?.text != base["NSColor.rule"]?.value?.text)
    // A closure over something else than the appearance stays as written.
    #expect(base["UIColor.compact"]?.value?.text.hasPrefix("UIColor {") == true)
    // A switch over the style, and a closure behind `if #available` (helper-found shapes).
    #expect(base["UIColor.wash"]?.value?.text == "#e6e6e6")
    #expect(darkValue("UIColor.wash")?.value?.text == "#331a1a")
    #expect(base["UIColor.tint"]?.aliasOf?.description == "UIColor.ink")
    #expect(darkValue("UIColor.tint")?.value?.text == "#ffffff")
    // `#unavailable`: the old systems' value is its body, today's the `else` (the review's case).
    #expect(base["UIColor.label2"]?.value?.text == "#333333")
  }

  /// dealicious' shape: a `DEBUG` block holds previews, not tokens nor a mode; beside one, the
  /// `#else` value is the shipped value.
  @Test func debugOnlyCodeIsNoTokenNorMode() {
    let revision = SwiftFixture.revision([
      "DealiColor.swift": """
      extension Color {
        static let primary01 = Color(red: 1, green: 0.2, blue: 0.3)
        static var accent: Color {
          #if DEBUG
          Color(red: 1, green: 0, blue: 1)
          #else
          Color(red: 0, green: 0, blue: 1)
          #endif
        }
      }
      #if canImport(SwiftUI) && DEBUG
      struct ColorPreview: PreviewProvider {
        static var sample = "Aa"
        static var previews: some View { Text(sample) }
      }
      #endif
      """
    ])
    #expect(revision.modeNames.isEmpty)
    let base = SwiftFixture.baseline(revision)
    #expect(base["ColorPreview.sample"] == nil)
    #expect(base["Color.accent"]?.value?.text == "#0000ff")
  }

  /// FastNails' shape: the `#if` is inside the value (a computed property's body, a closure
  /// called at once); each branch is that platform's value, as a `#if` around declarations.
  @Test func aPlatformBranchInsideAValueIsAMode() {
    let revision = SwiftFixture.revision([
      "Color+Brand.swift": """
      extension Color {
        static var surface: Color {
          #if canImport(UIKit)
          Color(red: 1, green: 1, blue: 1)
          #else
          Color(red: 0.9, green: 0.9, blue: 0.9)
          #endif
        }
        static let pink: Color = {
          #if canImport(UIKit)
          return Color(red: 0.9, green: 0.35, blue: 0.55)
          #else
          return Color(red: 1, green: 0, blue: 0)
          #endif
        }()
        static var mixed: Color {
          #if os(iOS)
          let tint = Color.red
          return tint
          #else
          Color.blue
          #endif
        }
      }
      """
    ])
    #expect(Set(revision.modeNames) == ["UIKit", "other"])
    let set = revision.sets[0]
    let base = SwiftFixture.baseline(revision)
    #expect(base["Color.surface"]?.type == .color)
    let other = set.modes.first { $0.mode == "other" }
    let surface = other?.changed.first { $0.key.path.description == "Color.surface" }
    #expect(surface?.value.value?.text == "#e6e6e6")
    let pink = other?.changed.first { $0.key.path.description == "Color.pink" }
    #expect(pink?.value.value?.text == "#ff0000")
    // A branch that is not one value: the property is no token, as before.
    #expect(base["Color.mixed"] == nil)
  }
}

/// Swift sources beside a JSON set with modes of its own.
@Suite struct SwiftBesideJSONTests {
  @Test func aSwiftTokenIsExplainedInItsOwnModesOnly() throws {
    let revision = SwiftFixture.revision([
      "tokens/$themes.json": ##"""
      [{"id": "l", "name": "Light", "selectedTokenSets": {"color": "enabled"}},
       {"id": "d", "name": "Dark", "selectedTokenSets": {"color": "enabled"}}]
      """##,
      "tokens/color.json": ##"{"color": {"ink": {"$type": "color", "$value": "#101010"}}}"##,
      "ios/InkTokens.swift": """
      enum InkTokens {
        static let ink = Color(light: Color(hex: "#101010"), dark: Color(hex: "#E0E0E0"))
      }
      """,
    ])
    #expect(revision.modeNames.contains("theme=Dark"))
    let explanation = try #require(
      TokenExplanation.explain(TokenPath(dotted: "InkTokens.ink"), in: revision)
    )
    #expect(explanation.modes.map(\.mode) == ["dark", "light"])
  }
}

/// Shapes a generated Swift token package writes (Globeracer's): a project's own
/// `UIColor(dark:light:)` of hex strings, SwiftUI twins of UIKit colours, and scale wrappers.
@Suite struct SwiftGeneratedPackageTests {
  static let source = """
    import SwiftUI
    import UIKit
    extension UIColor {
      public static var brand: UIColor { UIColor(dark: "#f4fc61", light: "#7a7e31") }
      public static let line = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    }
    extension Color {
      public static let brand = Color(UIColor.brand)
      public static let line = Color(uiColor: .line)
      public static let custom = Color(UIColor { $0.userInterfaceStyle == .dark ? .black : .white })
      public static let resource = Color(.brandMark)
    }
    public enum Design {
      public struct Spacing: Hashable, Sendable {
        public let value: CGFloat
        private init(_ value: CGFloat) { self.value = value }
        public static let sm = Spacing(8)
        public static let md = Self(16.0)
        public static let named = Spacing(value: 4)
      }
    }
    """

  @Test func aDarkFirstPairOfHexStringsIsAColourInEachMode() {
    let revision = SwiftFixture.revision(["DesignTokens.swift": Self.source])
    let base = SwiftFixture.baseline(revision)
    #expect(base["UIColor.brand"]?.type == .color)
    #expect(base["UIColor.brand"]?.value?.text == "#7a7e31")
    let dark = revision.sets[0].modes.first { $0.mode == "dark" }
    let brand = dark?.changed.first { $0.key.path.description == "UIColor.brand" }
    #expect(brand?.value.value?.text == "#f4fc61")
  }

  @Test func aSwiftUITwinOfAUIKitColourIsAnAliasOfIt() {
    let base = SwiftFixture.baseline(SwiftFixture.revision(["DesignTokens.swift": Self.source]))
    #expect(base["Color.brand"]?.aliasOf?.description == "UIColor.brand")
    #expect(base["Color.line"]?.aliasOf?.description == "UIColor.line")
    #expect(base["Color.line"]?.value?.text == "#0000ff")
    // The twin of an appearance closure is its light/dark pair.
    #expect(base["Color.custom"]?.value?.text == "#ffffff")
    // A generated colour resource (`Color(.brandMark)`) is no UIKit colour nor a broken one.
    #expect(base["Color.resource"]?.value?.text == "Color(.brandMark)")
  }

  @Test func aScalesWrapperAroundOneNumberIsThatNumber() {
    let base = SwiftFixture.baseline(SwiftFixture.revision(["DesignTokens.swift": Self.source]))
    #expect(base["Design.Spacing.sm"]?.value?.text == "8")
    #expect(base["Design.Spacing.md"]?.value?.text == "16")
    #expect(base["Design.Spacing.named"]?.value?.text == "Spacing(value: 4)")
  }
}

/// Infomaniak's shape: one theme per brand, built by a memberwise initializer of a struct the
/// sources declare; each argument is a token of its own, light and dark.
@Suite struct SwiftMemberwiseThemeTests {
  static let source = """
    public enum PrimitiveToken {
      enum Colors {
        static let gray100 = Color(hex: "#EEEEEE")
        static let gray900 = Color(hex: "#111111")
      }
    }
    public struct Theme {
      struct Palette {
        public let background: Color
        public let text: Color
        var isDark = false
      }
    }
    extension Theme.Palette {
      static let mail = Theme.Palette(
        background: Color(light: PrimitiveToken.Colors.gray100, dark: PrimitiveToken.Colors.gray900),
        text: Color(light: PrimitiveToken.Colors.gray900, dark: PrimitiveToken.Colors.gray100)
      )
      static let drive = Palette(background: PrimitiveToken.Colors.gray100, isDark: true)
      static let current: Theme.Palette = .mail
    }
    """

  @Test func eachArgumentIsATokenWithItsModes() {
    let revision = SwiftFixture.revision(["Palette.swift": Self.source])
    #expect(revision.findings.filter { $0.severity != .note }.isEmpty, "\(revision.findings)")
    let base = SwiftFixture.baseline(revision)
    #expect(
      base["Theme.Palette.mail.background"]?.aliasOf?.description == "PrimitiveToken.Colors.gray100"
    )
    let dark = revision.sets[0].modes.first { $0.mode == "dark" }
    let background = dark?.changed.first {
      $0.key.path.description == "Theme.Palette.mail.background"
    }
    #expect(background?.value.aliasOf?.description == "PrimitiveToken.Colors.gray900")
    // The theme itself stays a token references resolve to, its value the signature.
    #expect(base["Theme.Palette.mail"]?.value?.text == "Theme.Palette(background:text:)")
    #expect(base["Theme.Palette.current"]?.aliasOf?.description == "Theme.Palette.mail")
    // `isDark` has a default value: no memberwise argument of tokens, one value as written.
    #expect(base["Theme.Palette.drive.background"] == nil)
    #expect(base["Theme.Palette.drive"]?.value?.text.hasPrefix("Palette(background:") == true)
  }

  @Test func aChangeToOneBrandsColourIsThatTokensChange() {
    let head = Self.source.replacing(
      "background: Color(light: PrimitiveToken.Colors.gray100, dark: PrimitiveToken.Colors.gray900)",
      with:
        "background: Color(light: PrimitiveToken.Colors.gray100, dark: PrimitiveToken.Colors.gray100)"
    )
    func snapshot(_ text: String) -> RevisionSnapshot {
      RevisionSnapshot(
        revision: "t",
        commit: nil,
        files: [SourceFile(path: "Palette.swift", bytes: Array(text.utf8))]
      )
    }
    var policy = ResolutionPolicy()
    policy.sourceReaders = SourceReaders([SwiftTokenReader()])
    let report = makeDiffReport(base: snapshot(Self.source), head: snapshot(head), policy: policy)
    let rows = report.changes.map { "\($0.token) \($0.mode ?? "-")" }
    #expect(rows == ["Theme.Palette.mail.background dark"], "\(rows)")
  }
}
