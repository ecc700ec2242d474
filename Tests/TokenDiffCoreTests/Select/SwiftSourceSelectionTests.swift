import Testing

@testable import TokenDiffCore

/// Which Swift files discovery reads without configuration.
@Suite struct SwiftSourceSelectionTests {
  @Test func testFilesAreNotTokenSourcesUnlessTheConfigurationNamesThem() {
    let selection = SwiftSourceSelection(settings: SwiftSourceSettings())
    #expect(selection.decide("Sources/Theme/ButtonTokens.swift") == .token)
    #expect(selection.decide("Tests/ThemeTests/ButtonTokensTests.swift") == .ignored)
    #expect(selection.decide("DesignSystemTests/ColorTokens.swift") == .ignored)
    #expect(selection.decide("Sources/Theme/TokensSpec.swift") == .ignored)
    #expect(selection.decide("Tests/Theme/Palette.swift") == .ignored)
    #expect(selection.decide("Sources/Theme/Palette.swift") == .candidate)
    // Build output and dependencies: another project's (or a generated) asset catalog.
    #expect(
      selection.decide("dist/ios/Assets.xcassets/Blue.colorset/Contents.json") == .ignored
    )
    #expect(selection.decide("Pods/Kit/Kit.xcassets/Red.colorset/Contents.json") == .ignored)
    #expect(selection.decide("App/Assets.xcassets/Red.colorset/Contents.json") == .token)
    // A folder grouping colour sets says whether its name is part of theirs: read with the
    // colour sets under it, never on its own (an image-only catalog holds no token file).
    #expect(selection.decide("App/Assets.xcassets/Brand/Contents.json") == .ignored)
    #expect(
      SwiftSourceSelection.groupFiles(above: "App/A.xcassets/Brand/Dark/Red.colorset/Contents.json")
        == ["App/A.xcassets/Brand/Contents.json", "App/A.xcassets/Brand/Dark/Contents.json"]
    )
    #expect(
      SwiftSourceSelection.groupFiles(above: "App/A.xcassets/Red.colorset/Contents.json") == []
    )
    #expect(SwiftSourceSelection.groupFiles(above: "App/A.xcassets/Brand/Contents.json") == [])
    var settings = SwiftSourceSettings()
    settings.files = ["Tests/Fixtures/*.swift"]
    #expect(
      SwiftSourceSelection(settings: settings).decide("Tests/Fixtures/Tokens.swift") == .token
    )
  }

  /// SseuDam's `Domain/…/OAuth/AuthTokens.swift` (an access and a refresh token) was read as
  /// design tokens by its name; RickAndMortyExplorer's `CGFloat+Token.swift` was missed.
  @Test func credentialsAreNotDesignTokensAndAnExtensionNamedTokenIs() {
    let selection = SwiftSourceSelection(settings: SwiftSourceSettings())
    #expect(selection.decide("Domain/Sources/Entity/OAuth/AuthTokens.swift") == .candidate)
    #expect(selection.decide("App/Auth/OAuthTokens+Store.swift") == .candidate)
    #expect(selection.decide("Sources/Theme/ColorTokens.swift") == .token)
    #expect(selection.decide("App/Sizes/CGFloat+Token.swift") == .token)
    #expect(selection.decide("App/Auth/AccessToken.swift") == .candidate)
    #expect(
      selection.decide("Sources/BaseNetworking/Authentication/Token/Model+Token.swift")
        == .candidate
    )
    #expect(selection.decide("App/Extensions/URLRequest+Token.swift") == .candidate)
    // Design words that also name credentials elsewhere stay design files.
    #expect(selection.decide("Components/PushButton/PushButtonTokens.swift") == .token)
    #expect(selection.decide("Features/Session/Theme/SessionColorTokens.swift") == .token)
    // The content still decides: a credentials file declares no design type.
    #expect(
      !SwiftSourceSelection.looksLikeTokens(
        Array("struct AuthTokens { let accessToken: String; let refreshToken: String }".utf8),
        path: "Domain/Sources/Entity/OAuth/AuthTokens.swift"
      )
    )
  }

  /// A sample app's files (microsoft/fluentui-apple's `Demos/`): labels and views, not tokens.
  @Test func sampleAppsAreNotTokenSourcesUnlessTheConfigurationNamesThem() {
    let selection = SwiftSourceSelection(settings: SwiftSourceSettings())
    #expect(selection.decide("Demos/FluentUIDemo_iOS/AliasColorTokensDemoView.swift") == .ignored)
    #expect(selection.decide("Example/App/ColorTokens.swift") == .ignored)
    #expect(selection.decide("SampleApp/Assets.xcassets/Red.colorset/Contents.json") == .ignored)
    #expect(selection.decide("Sources/DS/ColorTokensDemoView.swift") == .ignored)
    #expect(
      selection.decide("PreviewApps/OnboardingPreview/Assets.xcassets/A.colorset/Contents.json")
        == .ignored
    )
    #expect(selection.decide("Sources/DS/ColorTokens.swift") == .token)
    // Words, not letters: a library whose name holds one stays a library.
    #expect(selection.decide("Sources/ExampleKit/ColorTokens.swift") == .token)
    #expect(selection.decide("Packages/SamplerDesign/ColorTokens.swift") == .token)
    #expect(selection.decide("Sources/DS/DemographicColorTokens.swift") == .token)
    #expect(
      SwiftSourceSelection.nameWords("FluentUIDemo_iOS") == ["fluent", "ui", "demo", "i", "os"]
    )
    var settings = SwiftSourceSettings()
    settings.files = ["Demos/**/*.swift"]
    #expect(
      SwiftSourceSelection(settings: settings).decide("Demos/App/ColorTokens.swift") == .token
    )
  }

  @Test func aTypeNamedAfterAMentionInACommentIsStillFound() {
    let text = """
      // Component tokens for buttons.
      import SwiftUI
      enum ButtonComponentTokens { static let fill = Color.blue }
      """
    #expect(SwiftSourceSelection.looksLikeTokens(Array(text.utf8)))
    #expect(!SwiftSourceSelection.looksLikeTokens(Array("// Component only\n".utf8)))
  }

  /// A light or dark theme type of a protocol, with instance members only, is a token source;
  /// an app's `LightweightCache: Cache` is not.
  @Test func aLightOrDarkThemeTypeIsFound() {
    for text in [
      "public struct LightColorPalette: ColorPalette { var background: Color { .white } }",
      "struct DarkTheme : Theme { let primary = Color.blue }",
      "final class ThemeDark: AppTheme { let ink = UIColor.black }",
    ] {
      #expect(SwiftSourceSelection.looksLikeTokens(Array(text.utf8)), "\(text)")
    }
    #expect(
      SwiftSourceSelection.looksLikeTokens(
        Array("enum LightColors {\n  static let a = 1\n  static let b = 2\n}".utf8),
        path: "Colors/LightColors.swift"
      )
    )
    // Constants at file scope count as a file's constants.
    #expect(
      SwiftSourceSelection.looksLikeTokens(
        Array("import UIKit\npublic let title = UIColor.red\nlet body = UIColor.blue\n".utf8),
        path: "Constant/Color.swift"
      )
    )
    for text in [
      "struct LightweightCache: Cache { let size = 4 }",
      "struct DarkModeToggle: View { var body: some View { EmptyView() } }",
      "struct DarkModeColorPicker: View { var body: some View { EmptyView() } }",
      "struct LightTheme { let primary = Color.blue }",
    ] {
      #expect(!SwiftSourceSelection.looksLikeTokens(Array(text.utf8)), "\(text)")
    }
    // The scheme inside the name, or a protocol that says design (IceCubesApp's themes).
    for text in [
      "public struct IceCubeDark: ColorSet { public var tintColor: Color = .red }",
      "struct DefaultDarkTheme: AppTheme { let cardBackground = Color.black }",
    ] {
      #expect(SwiftSourceSelection.looksLikeTokens(Array(text.utf8)), "\(text)")
    }
  }

  /// An app's own types with `Component` in their names (seen in real apps) hold views and
  /// configuration, not tokens.
  @Test func componentCountsOnlyInTheNameOfATypeOfTokens() {
    for text in [
      "struct UIComponentsConfig { var enabled = true }",
      "enum ComponentTitles { static let button = \"Button\" }",
      "struct ComponentsContainer_Previews: PreviewProvider {}",
      "struct ComponentListView: View { var body: some View { Text(\"x\") } }",
    ] {
      #expect(!SwiftSourceSelection.looksLikeTokens(Array(text.utf8)), "\(text)")
    }
    for text in ["extension ComponentTokens.Button {}", "struct CardComponentToken {}"] {
      #expect(SwiftSourceSelection.looksLikeTokens(Array(text.utf8)), "\(text)")
    }
  }

  /// A type of tokens named in the singular for what it holds (vjr2005/Challenge's
  /// `public enum SpacingToken`) is found by its content; an app's tokens of other kinds are
  /// not.
  @Test func aDesignTokenTypeNamedInTheSingularIsFound() {
    for text in [
      "public enum SpacingToken {\n  public static let xs: CGFloat = 4\n}",
      "struct DSColorTokens {}", "extension RadiusToken {}",
    ] {
      #expect(SwiftSourceSelection.looksLikeTokens(Array(text.utf8)), "\(text)")
    }
    for text in [
      "struct AccessToken { let value: String }", "enum TypeToken { case name }",
      "final class CancellationToken {}", "let spacing = SpacingToken.xs",
    ] {
      #expect(!SwiftSourceSelection.looksLikeTokens(Array(text.utf8)), "\(text)")
    }
  }

  /// Style Dictionary's header marks its Swift output as tokens whatever the file's name
  /// (seb-oss/green-tokens-ios: `GdsSpacing.swift`, `LightModeColors.swift`); other
  /// generators' headers do not.
  @Test func aFileStyleDictionaryWroteIsATokenSourceWhateverItsName() {
    for text in [
      "// Do not edit directly, this file was auto-generated.\nimport Foundation\npublic extension CGFloat {\n  static let spaceXs: CGFloat = 8.0\n}",
      "//\n// Sources/GreenTokens/Colors/LightModeColors.swift\n//\n\n// Do not edit directly\n// Generated on Tue, 15 Oct 2024 15:15:52 GMT\n\nimport UIKit\npublic class LightModeColors {\n  public static let primary = UIColor(red: 1, green: 1, blue: 1, alpha: 1)\n}",
    ] {
      #expect(SwiftSourceSelection.looksLikeTokens(Array(text.utf8)), "\(text)")
    }
    for text in [
      "// DO NOT EDIT.\n// swift-format-ignore-file\nstruct Message { static let descriptor = 1 }",
      "// Do not edit directly, this file was auto-generated.\n@_exported import GdsColours",
      String(repeating: "// licence text\n", count: 100)
        + "// Do not edit directly\nenum Palette { static let red = 1 }",
    ] {
      #expect(!SwiftSourceSelection.looksLikeTokens(Array(text.utf8)), "\(text)")
    }
  }

  /// isowords: Swift's own `RawValue` word in an error type's name is no raw token type.
  @Test func aRawValueErrorIsNoRawTokenType() {
    let app = "let run = {\n  struct RawValueWasNil: Error {}\n  throw RawValueWasNil()\n}\n"
    #expect(!SwiftSourceSelection.looksLikeTokens(Array(app.utf8)))
    #expect(SwiftSourceSelection.looksLikeTokens(Array("enum RawValueTokens {}\n".utf8)))
  }

  /// `Raw…` and `Semantic…` count for types named for design (`RawColor`, `SemanticSpacing`,
  /// `RawTokens`), not an app's `RawManifestAlert` (a generated strings file) or
  /// `SemanticVersion`.
  @Test func rawAndSemanticCountOnlyForTypesNamedForDesign() {
    for text in [
      "enum RawColor {}", "struct SemanticSpacing {}", "enum Raw {}", "enum RawTokens {}",
    ] {
      #expect(SwiftSourceSelection.looksLikeTokens(Array(text.utf8)), "\(text)")
    }
    for text in ["internal enum RawManifestAlert {}", "struct SemanticVersion {}"] {
      #expect(!SwiftSourceSelection.looksLikeTokens(Array(text.utf8)), "\(text)")
    }
  }

  /// Infomaniak's `PrimitiveToken`: `Primitive…` counts for tokens and colours, not for a
  /// parser's `PrimitiveType`.
  @Test func primitiveCountsOnlyForTokensAndColours() {
    for text in [
      "public enum PrimitiveToken {}", "public extension PrimitiveToken { enum Colors {} }",
      "struct PrimitiveColors {}",
    ] {
      #expect(SwiftSourceSelection.looksLikeTokens(Array(text.utf8)), "\(text)")
    }
    for text in ["indirect enum PrimitiveType {}", "struct PrimitiveValue {}"] {
      #expect(!SwiftSourceSelection.looksLikeTokens(Array(text.utf8)), "\(text)")
    }
  }

  @Test func aFileOfRepeatedMarkersIsLookedAtWithBoundedWalks() {
    // 64 KB of `ComponentComponent…`: every mention is looked at, each walk back bounded
    // (unbounded, this input took seconds; at 720 KB, minutes).
    let text = String(repeating: "Component", count: 7_000)
    #expect(!SwiftSourceSelection.looksLikeTokens(Array(text.utf8)))
    let named = text + " enum ButtonComponentTokens {}"
    #expect(SwiftSourceSelection.looksLikeTokens(Array(named.utf8)))
  }

  /// Where most apps keep their design constants (DesignSystem-iOS' `Spacing.swift`,
  /// fintechKids' `Managers/Colors.swift`, courtiq's `Color+Semantic.swift`): a file named for
  /// design with static constants is read; a view, a file of one constant, and a file named
  /// for something else are not.
  @Test func aFileNamedForDesignWithStaticConstantsIsFound() {
    let spacing =
      "public extension CGFloat {\n  static let spacingS: CGFloat = 8\n  static let spacingM: CGFloat = 16\n}\n"
    for path in ["Sources/DS/Spacing.swift", "Colors/Color+Semantic.swift", "Space/DSSpace.swift"] {
      #expect(SwiftSourceSelection.looksLikeTokens(Array(spacing.utf8), path: path), "\(path)")
    }
    #expect(
      !SwiftSourceSelection.looksLikeTokens(Array(spacing.utf8), path: "Sources/Profile.swift")
    )
    // A view with two constants is a view: three constants for each body are needed.
    let view = spacing + "struct SpacingSwatch: View {\n  var body: some View { EmptyView() }\n}\n"
    #expect(!SwiftSourceSelection.looksLikeTokens(Array(view.utf8), path: "Spacing.swift"))
    // WayDrop's preview beside its constants; plural and theme names (IceCubes' `Fonts.swift`).
    let previewed =
      "enum Spacing {\n  static let s: CGFloat = 4\n  static let m: CGFloat = 8\n  static let l: CGFloat = 20\n}\n"
      + "struct SpacingPreview: View {\n  var body: some View { Text(\"s\") }\n}\n"
    #expect(SwiftSourceSelection.looksLikeTokens(Array(previewed.utf8), path: "Spacing.swift"))
    for path in [
      "Fonts.swift", "Theme/Themes.swift", "DesignSystem.swift", "Radiuses.swift",
      "Extensions/UIColor-Habitica.swift", "Sources/Tokens/BorderWidth.swift",
    ] {
      #expect(SwiftSourceSelection.looksLikeTokens(Array(spacing.utf8), path: path), "\(path)")
    }
    // home-assistant's app files that hold a design word, and a file of icon names.
    for path in [
      "Scenes/WindowSizeObserver.swift", "Shared/EntityIconColorProvider.swift",
      "HAIconic/MaterialDesignIcons.swift", "Sources/Tokenizer/Keywords.swift",
      "Sources/AuthToken/Session.swift",
    ] {
      #expect(!SwiftSourceSelection.looksLikeTokens(Array(spacing.utf8), path: path), "\(path)")
    }
    let one = "extension Color {\n  static let accentBlue = Color(red: 0, green: 0, blue: 1)\n}\n"
    #expect(!SwiftSourceSelection.looksLikeTokens(Array(one.utf8), path: "Theme/Palette.swift"))
  }

  /// qvick's `Pallete.swift` and `Semantic.swift`: a file that extends `Color` or `Font` with
  /// constants is read whatever it is named, and so are names of a colour's role
  /// (`PrimaryColors`, `TextColors`, `ORIGrayScaleColor`) and a neutral name in a design
  /// folder.
  @Test func aFileExtendingColorOrFontIsFoundWhateverItsName() {
    let semantic =
      "extension Color {\n  public static let primaryNormal = Color(hex: Pallete.Blue50)\n  public static let primaryStrong = Color(hex: Pallete.Blue60)\n}\n"
    for path in ["Sources/Semantic.swift", "Sources/Helpers.swift"] {
      #expect(SwiftSourceSelection.looksLikeTokens(Array(semantic.utf8), path: path), "\(path)")
    }
    let palette =
      "public struct Pallete {\n  public static let Blue50: String = \"#0389FF\"\n  public static let Blue60: String = \"#0270D0\"\n}\n"
    for path in [
      "Foundation/Color/Pallete.swift", "PrimaryColors.swift", "TextColors.swift",
      "ORIGrayScaleColor.swift", "Foundation/Color/Semantic.swift",
    ] {
      #expect(SwiftSourceSelection.looksLikeTokens(Array(palette.utf8), path: path), "\(path)")
    }
    // A neutral name outside a design folder, and an app file that extends another type.
    #expect(
      !SwiftSourceSelection.looksLikeTokens(Array(palette.utf8), path: "Sources/Semantic.swift")
    )
    // A view's private helper, and an extension of one constant (element's `static let global
    // = GlobalColors()`), say nothing of the file.
    let helper =
      "final class Editor: UIView {\n  static let font = UIFont.systemFont(ofSize: 12)\n}\nprivate extension UIFont {\n  static let a = UIFont.systemFont(ofSize: 1)\n  static let b = UIFont.systemFont(ofSize: 2)\n}\n"
    #expect(!SwiftSourceSelection.looksLikeTokens(Array(helper.utf8), path: "App/Editor.swift"))
    let one =
      "extension Color {\n  public static let global = Compound.GlobalColors()\n}\npublic struct Compound {\n  static let a = 1\n  static let b = 2\n}\n"
    #expect(!SwiftSourceSelection.looksLikeTokens(Array(one.utf8), path: "ios/Compound.swift"))
    // Helpers are no constants: `static func` does not count.
    let helpers =
      "extension Color {\n  static func hex(_ v: Int) -> Color { .red }\n  static func random() -> Color { .blue }\n}\n"
    #expect(!SwiftSourceSelection.looksLikeTokens(Array(helpers.utf8), path: "Sources/Util.swift"))
    let strings = "extension String {\n  static let a = \"a\"\n  static let b = \"b\"\n}\n"
    #expect(!SwiftSourceSelection.looksLikeTokens(Array(strings.utf8), path: "Sources/Keys.swift"))
  }

  @Test func assetCatalogsOfATestTargetAreNotRead() {
    let selection = SwiftSourceSelection(settings: SwiftSourceSettings())
    #expect(
      selection.decide("AppTests/Fixtures.xcassets/Red.colorset/Contents.json") == .ignored
    )
  }
}
