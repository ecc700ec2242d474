import Testing
import TokenDiffCore
import TokenDiffSwift

/// What Swift token sources hold that is not a token (enum cases, metatypes, members of types
/// the sources do not declare, test expectations) is read as a value, never as a broken
/// reference; and switch tables look names up from the type that declares the switch.
@Suite struct SwiftValuesNotTokensTests {
  /// Each token's alias target by dotted path (the first token of a path).
  private static func aliasTargets(_ document: TokenDocument) -> [String: String?] {
    Dictionary(
      document.tokens.map { ($0.path.description, $0.aliasTarget?.description) },
      uniquingKeysWith: { first, _ in first }
    )
  }

  private static func brokenTokens(_ files: [String: String]) -> [String] {
    SwiftFixture.revision(files).findings
      .filter { $0.kind == .brokenReference || $0.kind == .cycle }
      .compactMap { $0.token?.description }.sorted()
  }

  /// Pixely: a constant at file scope (`let fontBold = "Satoshi-Bold"`) read by the types
  /// below it is a token of its own, not a broken reference, and what reads it follows it; a
  /// label that happens to spell hex digits (`"Add"`) is text, not the colour `#aadddd`; and
  /// SwiftGen's `#if SWIFT_PACKAGE` bundle lookup makes no modes.
  /// A computed instance property that reads what each instance sets (fuze's `var name:
  /// String { "\(family)-\(style)" }` beside `let family: String`) is no token; one that
  /// reads a member with a value of its own (a palette's `accent` from its `primary`) is.
  @Test func aComputedPropertyOfEachInstanceIsNoToken() {
    let document = SwiftFixture.document([
      "DS+Typography.swift": """
      public extension DS {
        struct Typography {
          public struct Font {
            public let family: String
            public let style: String
            public var name: String { "\\(family)-\\(style)" }
          }
          public let font: Font
          public let size: CGFloat
        }
      }
      public extension DS.Typography {
        static let heading1: Self = .init(font: .init(family: "Montserrat", style: "Regular"), size: 32)
      }
      struct LightPalette: ColorPalette {
        let primary = Color(hex: "#3366ff")
        var accent: Color { primary.opacity(0.5) }
      }
      """
    ])
    let paths = Set(document.tokens.map(\.path.description))
    #expect(!paths.contains("DS.Typography.Font.name"), "\(paths.sorted())")
    #expect(paths.contains("LightPalette.accent"), "\(paths.sorted())")
  }

  @Test func fileScopeConstantsLabelsAndPackageBuildsAreReadAsWritten() {
    let files = [
      "Fonts.swift": """
      public struct ExtendedUIFont { var name: String; var size: CGFloat }
      let fontBold: String = "Satoshi-Bold"
      public extension ExtendedUIFont {
        struct Title {
          public static let large: ExtendedUIFont = ExtendedUIFont(name: fontBold, size: 24)
        }
      }
      public enum IconAccessibility {
        public static let add = "Add"
        public static let brand = "FF5733"
        public static let word = "facade"
        public static let paper = "fafafa"
      }
      private final class BundleToken {
        static let bundle: Bundle = {
          #if SWIFT_PACKAGE
          return Bundle.module
          #else
          return Bundle(for: BundleToken.self)
          #endif
        }()
      }
      """
    ]
    #expect(Self.brokenTokens(files) == [])
    let document = SwiftFixture.document(files)
    #expect(SwiftFixture.token("fontBold", in: document)?.value.stringValue == "Satoshi-Bold")
    #expect(
      Self.aliasTargets(document)["ExtendedUIFont.Title.large.name"] == .some("fontBold"),
      "\(Self.aliasTargets(document))"
    )
    #expect(SwiftFixture.token("IconAccessibility.add", in: document)?.explicitType != .color)
    #expect(SwiftFixture.token("IconAccessibility.word", in: document)?.explicitType != .color)
    #expect(SwiftFixture.token("IconAccessibility.brand", in: document)?.explicitType == .color)
    #expect(SwiftFixture.token("IconAccessibility.paper", in: document)?.explicitType == .color)
    #expect(SwiftFixture.revision(files).sets.first?.modes.isEmpty == true)
  }

  /// id5-ios: SwiftUI's text styles (`.body`, `.title`) in a `Font` extension of the sources
  /// are the platform's, not broken references to `Font` tokens; a style the sources declare
  /// themselves is still theirs.
  @Test func textStylesAreThePlatformsUnlessDeclared() {
    #expect(
      Self.brokenTokens([
        "Fonts.swift": """
        extension Font {
          enum zenix {
            static let largeTitle: Font = .title
            static let text: Font = .body
          }
        }
        """
      ]).isEmpty
    )
    let declared = [
      "Fonts.swift": """
      extension Font {
        static let headline = Font.system(size: 20)
        static let heading: Font = .headline
        static let plain: Font = .caption
      }
      """
    ]
    #expect(Self.brokenTokens(declared).isEmpty)
    let targets = Self.aliasTargets(SwiftFixture.document(declared))
    #expect(targets["Font.heading"] == .some("Font.headline"), "\(targets)")
    #expect(targets["Font.plain"] == .some(nil), "\(targets)")
  }

  @Test func enumCasesMetatypesAndUndeclaredTypesAreValues() {
    let broken = Self.brokenTokens([
      "ThemeTokens.swift": """
      enum Skin { case `default`, night }
      enum ThemeTokens {
        static var current: Skin = .default
        static let explicit = Skin.night
        static let palette = DefaultPalette.self
        static let style: TextStyleToken = .caption
        static let missing: Skin = .noon
      }
      enum DefaultPalette { static let ink = Color(hex: "#111111") }
      """
    ])
    // Only `.noon` names nothing that `Skin`, declared here, has.
    #expect(broken == ["ThemeTokens.missing"])
  }

  /// App code beside the tokens (a helper's reduction of several iOS apps): a platform type's
  /// member through an extension (`Bundle`'s `.module`), text with slashes where no JSON token
  /// has that first name, and an instance's stored properties read by its computed ones and
  /// by a switch in a method are values, never broken references; so are the members of a
  /// platform type the sources only extend (`Animation.linear`, `CGSize.zero`), and an
  /// instance property an extension adds to one is no token. A misspelt member of a declared
  /// type still is.
  @Test func appCodeBesideTheTokensIsNotBroken() {
    let broken = Self.brokenTokens([
      "DSTokens.swift": """
      public extension Bundle {
        static var designSystem: Bundle { .module }
      }
      public enum DSTokens {
        public static let dateFormat = "dd/MM/yyyy"
        public static let iconName = "arrow/left"
        public static let ink = Color(hex: "#111111")
        public static let text: Color = DSTokens.inkk
      }
      struct Profile {
        var rank: String = "N/A"
      }
      public struct ThemedColor {
        private let lightColor: Color
        private let darkColor: Color
        public func color(for scheme: ColorScheme) -> Color {
          switch scheme {
          case .light: return lightColor
          case .dark: return darkColor
          @unknown default: return lightColor
          }
        }
      }
      struct Workout {
        let durationSeconds: Int?
        var timeInSeconds: Int? { durationSeconds }
      }
      extension Animation {
        static func spring(_ duration: Double) -> Animation { .easeIn(duration: duration) }
      }
      extension CGSize { static let badge = CGSize(width: 8, height: 8) }
      enum Motion {
        static let linear = Animation.linear
        static let none = CGSize.zero
      }
      extension UIFont {
        public var emojiSize: CGFloat { pointSize }
      }
      """
    ])
    #expect(broken == ["DSTokens.text"])
  }

  /// IceCubes `35e8cb65`: a formatter wrapped `.weight(.semibold)` onto two lines. The
  /// layout of code is no value: the token reads the same, and text inside a string keeps its
  /// spaces.
  @Test func codeWrappedOntoTwoLinesIsTheSameValue() {
    func value(_ expression: String) -> String? {
      let document = SwiftFixture.document([
        "FontTokens.swift": "enum FontTokens {\n  static let title = \(expression)\n}\n"
      ])
      return SwiftFixture.token("FontTokens.title", in: document)?.value.stringValue
    }
    let wrapped = value("Font.body.weight(\n      .semibold\n    )")
    #expect(wrapped == value("Font.body.weight(.semibold)"))
    #expect(wrapped == "Font.body.weight(.semibold)")
    #expect(
      value("Font.custom(\"Open  Sans\",   size: 12)") == "Font.custom(\"Open  Sans\", size: 12)"
    )
    #expect(value("Font.body\n    .weight(.bold)") == "Font.body.weight(.bold)")
    #expect(value("Color(uiColor:  .systemBackground)") == "Color(uiColor: .systemBackground)")
  }

  @Test func aSwitchTableReadsTheNamesOfItsType() {
    let document = SwiftFixture.document([
      "PaletteTokens.swift": """
      enum Mood { case calm, loud, other }
      enum PaletteTokens {
        static let calm = Color(hex: "#2255AA")
        static let loud = Color(hex: "#FF2200")
        static func color(for mood: Mood) -> Color {
          switch mood {
          case .calm: return calm
          case .loud: return loud
          default: return calm
          }
        }
        static func scale(for mood: Mood) -> Double {
          switch mood {
          case .calm: return 0.9
          default: fatalError("no scale")
          }
        }
      }
      """
    ])
    let targets = Self.aliasTargets(document)
    #expect(targets["PaletteTokens.color.calm"] == "PaletteTokens.calm")
    #expect(targets["PaletteTokens.color.loud"] == "PaletteTokens.loud")
    // `default:` stands for the case the table does not list (`other`).
    #expect(targets["PaletteTokens.color.other"] == "PaletteTokens.calm")
    #expect(!targets.keys.contains("PaletteTokens.color.default"))
    #expect(targets.keys.contains("PaletteTokens.scale.calm"))
    #expect(!targets.keys.contains("PaletteTokens.scale.default"))
    // Read from inside the function, `calm` was the row itself: a cycle.
    let broken = Self.brokenTokens([
      "PaletteTokens.swift": """
      enum Mood { case calm }
      enum PaletteTokens {
        static let calm = Color(hex: "#2255AA")
        static func color(for mood: Mood) -> Color { switch mood { case .calm: return calm } }
      }
      """
    ])
    #expect(broken.isEmpty)
  }

  /// `Role.allCases` is what the compiler writes for a `CaseIterable` enum, not a token the
  /// sources forgot to declare.
  @Test func compilerSynthesizedMembersAreValues() {
    let broken = Self.brokenTokens([
      "PaletteTokens.swift": """
      enum Role: String, CaseIterable { case accent, background }
      enum PaletteTokens {
        static let roles = Role.allCases
        static let first = Role.accent.rawValue
        static let missing = Role.border
      }
      """
    ])
    #expect(broken == ["PaletteTokens.missing"])
  }

  /// A case that asserts before it returns (a deprecated row), and a function that reads its
  /// parameter into a constant before the switch, are still tables: dropping them reported
  /// every row as removed.
  @Test func switchTablesKeepTheirRowsAroundStatementsForEffect() {
    let document = SwiftFixture.document([
      "ThemeTokens.swift": """
      enum Theme { case light, dark, electric }
      enum ThemeTokens {
        static let paper = Color(hex: "#FFFFFF")
        static let ink = Color(hex: "#292B2E")
        static let volt = Color(hex: "#19232B")
        static func primary(for theme: Theme? = nil) -> Color {
          let theme = theme ?? .light
          switch theme {
          case .light: return paper
          case .dark:
            assertionFailure("dark is deprecated")
            return ink
          case .electric: return volt
          }
        }
        static func fatal(for theme: Theme) -> Color {
          switch theme {
          case .light: return paper
          case .dark:
            fatalError("no dark")
          case .electric: return volt
          }
        }
      }
      """
    ])
    let targets = Self.aliasTargets(document)
    #expect(targets["ThemeTokens.primary.light"] == "ThemeTokens.paper")
    #expect(targets["ThemeTokens.primary.dark"] == "ThemeTokens.ink")
    #expect(targets["ThemeTokens.primary.electric"] == "ThemeTokens.volt")
    // A row that stops the program has no value to read.
    #expect(!targets.keys.contains("ThemeTokens.fatal.dark"))
    #expect(targets["ThemeTokens.fatal.electric"] == "ThemeTokens.volt")
  }

  /// A switch whose cases read a constant of the body (`let accent = …; return accent`) is no
  /// table of the type's tokens: read as one, `accent` named no token (a false broken
  /// reference) or another token of that name. A constant computed from something else than
  /// what it shadows would file the rows under the wrong keys.
  @Test func aSwitchReadingTheBodysConstantsIsNoTable() {
    let source = """
      enum Style { case primary, pressed }
      enum Palette {
        static let blue = Color(hex: "#3969EF")
        static let accent = Color(hex: "#FF0000")
        static func tint(_ style: Style) -> Color {
          let accent = Palette.blue
          switch style {
          case .primary: return accent
          case .pressed: return accent.opacity(0.8)
          }
        }
        static func inverted(_ style: Style) -> Color {
          let s = style.inverted
          switch s {
          case .primary: return blue
          case .pressed: return accent
          }
        }
        @available(*, deprecated, message: "use tint")
        static func shade(_ style: Style) -> Color {
          switch style {
          case .primary: return blue
          case .pressed: return accent
          }
        }
      }
      """
    #expect(Self.brokenTokens(["PaletteTokens.swift": source]).isEmpty)
    let document = SwiftFixture.document(["PaletteTokens.swift": source])
    let paths = Set(document.tokens.map(\.path.description))
    #expect(!paths.contains("Palette.tint.primary"))
    #expect(!paths.contains("Palette.inverted.primary"))
    // A deprecated function's rows are deprecated with it.
    #expect(
      SwiftFixture.token("Palette.shade.pressed", in: document)?.deprecation
        == .deprecated(reason: "use tint")
    )
  }

  /// A `default:` row is the value of every case of the switched enum the table does not
  /// list: folding two cases into `default:` changes no token. Over an enum the sources do not
  /// declare, it stays the row `default`.
  @Test func aDefaultRowStandsForTheCasesItCovers() {
    let listed = SwiftFixture.document([
      "PaletteTokens.swift": """
      enum Role { case accent, background, border }
      struct PaletteTokens {
        static let blue = Color(hex: "#3969EF")
        static let gray = Color(hex: "#F5F5F5")
        static func color(for role: Role) -> Color {
          switch role {
          case .accent: return blue
          default: return gray
          }
        }
        static func tint(for style: AppStyle) -> Color {
          switch style {
          case .plain: return blue
          default: return gray
          }
        }
      }
      enum Role2 { case a, b
        var fill: Color { switch self { case .a: return PaletteTokens.blue
          default: return PaletteTokens.gray } }
      }
      """
    ])
    let targets = Self.aliasTargets(listed)
    #expect(targets["PaletteTokens.color.accent"] == "PaletteTokens.blue")
    #expect(targets["PaletteTokens.color.background"] == "PaletteTokens.gray")
    #expect(targets["PaletteTokens.color.border"] == "PaletteTokens.gray")
    #expect(!targets.keys.contains("PaletteTokens.color.default"))
    #expect(targets["PaletteTokens.tint.default"] == "PaletteTokens.gray")
    #expect(targets["Role2.b.fill"] == "PaletteTokens.gray")
    #expect(!targets.keys.contains("Role2.default.fill"))
  }

  /// A generated module's scheme structs (Style Dictionary's Swift output): the singleton and
  /// the accessors that read it are instances, not tokens; the stored properties are.
  @Test func singletonsAndTheirAccessorsAreNotTokens() {
    let document = SwiftFixture.document([
      "ButtonTokens.swift": """
      public enum ButtonTokens {
        public protocol ButtonColorTokens { var bgColorIdle: Color { get } }
        public enum Colors {
          public static var light: Light { Light.shared }
          public static var dark: Dark { .shared }
          public static let current: Light = Light.shared
          public struct Light: ButtonColorTokens {
            public static let shared = Light()
            private init() {}
            public let bgColorIdle: Color = Color(hex: 0xDD0000)
          }
          public struct Dark: ButtonColorTokens {
            public static let shared = Self()
            public let bgColorIdle: Color = Color(hex: 0xC10000)
          }
        }
      }
      extension Color { static let brand = Color(hex: 0x0055FF) }
      enum Aliases { static let accent: Color = Color.brand }
      """
    ])
    #expect(
      Set(document.tokens.map(\.path.description)) == [
        "ButtonTokens.Colors.Light.bgColorIdle", "ButtonTokens.Colors.Dark.bgColorIdle",
        "Color.brand", "Aliases.accent",
      ]
    )
  }

  /// A view's body (`some View`) is code, not a value; a `some ShapeStyle` or `any ShapeStyle`
  /// is a colour.
  @Test func aViewsBodyIsNotATokenButAShapeStyleIs() {
    let revision = SwiftFixture.revision([
      "ColorTokens.swift": """
      enum ColorTokens {
        static let primary = Color(hex: "#0055FF")
        static var current: any ShapeStyle { primary }
        static var fill: some ShapeStyle { Color(hex: "#112233") }
      }
      struct ColorTokensPreview: View {
        var body: some View {
          if #available(iOS 16.0, *) { Text("a").foregroundStyle(ColorTokens.primary) } else { Text("a") }
        }
      }
      """
    ])
    #expect(revision.findings.isEmpty, "\(revision.findings)")
    #expect(
      SwiftFixture.baseline(revision).keys.sorted() == [
        "ColorTokens.current", "ColorTokens.fill", "ColorTokens.primary",
      ]
    )
    #expect(SwiftFixture.baseline(revision)["ColorTokens.current"]?.value?.text == "#0055ff")
  }

  /// WorldSearch: colours that moved from a platform colour, kept as written (text), to the
  /// sources' own palette are value changes: the constant is a `Color` on both sides (they were
  /// 48 breaking type changes).
  @Test func aPlatformColourReplacedByAPaletteColourIsAValueChange() {
    func revision(_ accent: String) -> ResolvedRevision {
      SwiftFixture.revision([
        "Tokens/ColorTokens.swift": """
        import SwiftUI
        public enum ColorTokens {
          public static let coral = Color(hex: "#E39783")
          public static let accent: Color = \(accent)
        }
        """
      ])
    }
    let changes = ModalDiffer.diff(revision("Color.accentColor"), revision("coral"))
    #expect(
      changes.map { "\($0.token) \($0.kind.rawValue)" } == ["ColorTokens.accent value-changed"],
      "\(changes.map { "\($0.token) \($0.kind)" })"
    )
    // A `String` constant that became a colour changed its type: breaking.
    let named = ModalDiffer.diff(revision(#""PrimaryColor""#), revision("coral"))
    #expect(named.map(\.kind) == [.typeChanged], "\(named.map { "\($0.token) \($0.kind)" })")
  }
}
