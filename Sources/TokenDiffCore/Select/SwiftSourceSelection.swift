/// Which Swift sources and asset catalogs of a revision are token sources.
///
/// Without configuration, only files that say what they are: Swift files whose name contains
/// `Tokens` (`RawTokens.swift`, `ColorSemanticTokens.swift`), files Style Dictionary wrote (its
/// `Do not edit directly` header, whatever their name), any other Swift file that declares
/// a type named `Raw…` or `Semantic…` for design (`RawColor`, `SemanticSpacing`, not
/// `RawManifestAlert`), `Primitive…Token…` or `PrimitiveColor…` (not `PrimitiveType`),
/// `…Component…Token…`, or a design word's `…Token` (`SpacingToken`, not `AccessToken`), or
/// writes `extension ShapeStyle where
/// Self == Color`, files named for design that declare static constants
/// (``isDesignConstants(_:path:)``), and the colour sets of asset catalogs
/// (`*.xcassets/**/*.colorset/Contents.json`), with the `Contents.json` of the folders above the colour sets read (which
/// say whether a folder's name is part of its colour sets' names). Never every Swift file of an app, and never its tests: discovery skips
/// files named `…Tests.swift`, `…Test.swift` or `…Spec.swift` and folders named `Tests` or
/// `…Tests` (`DesignSystemTests/`, `UITests/`), whose constants are expectations, not tokens,
/// sample apps' files (``isSampleApp(_:)``: `Demos/`, `Example/`, `…DemoView.swift`), nor
/// files in folders discovery never reads (``NotReadFolders``: `dist/`, `build/`, `Pods/`,
/// `Carthage/`...), where asset catalogs are build output or another project's.
/// The `swift:` section adds globs (which read test files too, if they name them), excludes
/// some, or turns the discovery off.
public struct SwiftSourceSelection: Sendable, Equatable {
  public static let defaultFiles = [
    "**/*Tokens*.swift", "**/*.xcassets/**/*.colorset/Contents.json",
  ]

  let discovered: [Glob]
  let includes: [Glob]
  let excludes: [Glob]
  let discovers: Bool

  public init(settings: SwiftSourceSettings) {
    discovers = settings.discover
    discovered = (settings.discover ? Self.defaultFiles : []).map(Glob.init)
    includes = settings.files.map(Glob.init)
    excludes = settings.exclude.map(Glob.init)
  }

  /// What the selection looks for, in words for a message, or `nil` when it looks for
  /// nothing. Pure.
  var described: String? {
    let globs = (discovered + includes).map(\.description)
    guard !globs.isEmpty || discovers else { return nil }
    let rule =
      discovers
      ? [
        "Swift files declaring Raw…, Semantic…, …Component…Token… or design …Token types, named for design with static constants, or written by Style Dictionary"
      ] : []
    return (globs + rule).joined(separator: ", ")
  }

  /// Whether the `swift:` section's own globs name `path`. Pure.
  public func namesExplicitly(_ path: String) -> Bool {
    includes.contains { $0.matches(path) } && !excludes.contains { $0.matches(path) }
  }

  /// Whether `path` is a Swift token source, may be one (its content decides), or neither.
  /// Pure.
  func decide(_ path: String) -> FileSelection.Decision {
    if excludes.contains(where: { $0.matches(path) }) { return .ignored }
    if includes.contains(where: { $0.matches(path) }) { return .token }
    if Self.isTest(path) || Self.isSampleApp(path) || NotReadFolders.reason(for: path) != nil {
      return .ignored
    }
    if discovered.contains(where: { $0.matches(path) }) {
      // `AuthTokens.swift` holds credentials: its content decides, as any Swift file's does.
      return Self.namesCredentials(path) ? .candidate : .token
    }
    if discovers, Self.extendsDesignTypeWithTokens(path) { return .token }
    if discovers, path.hasSuffix(".swift") { return .candidate }
    return .ignored
  }

  /// Whether a Swift file's name says its tokens are credentials, not design tokens
  /// (`AuthTokens.swift`, `OAuthTokens+Store.swift`, `RefreshAuthTokensChecker.swift`). Pure.
  static func namesCredentials(_ path: String) -> Bool {
    guard let name = path.split(separator: "/").last, name.hasSuffix(".swift") else {
      return false
    }
    return nameWords(name.dropLast(".swift".count)).contains(where: credentialWords.contains)
  }

  /// Words of a file name that say its tokens are credentials.
  static let credentialWords: Set<String> = [
    "auth", "oauth", "refresh", "jwt", "bearer", "csrf", "fcm", "apns", "login", "credential",
    "credentials", "keychain", "authentication", "authorization",
  ]

  /// Whether a Swift file extends a design type with its tokens, by name: `CGFloat+Token.swift`,
  /// `UIFont+Token.swift` (not `URLRequest+Token.swift`, whose content decides). Pure.
  static func extendsDesignTypeWithTokens(_ path: String) -> Bool {
    guard let name = path.split(separator: "/").last, name.hasSuffix("+Token.swift") else {
      return false
    }
    return designTypes.contains(String(name.dropLast("+Token.swift".count)))
  }

  /// The types a design system extends with its tokens.
  static let designTypes: Set<String> = [
    "CGFloat", "Double", "Float", "Int", "Color", "UIColor", "NSColor", "Font", "UIFont", "NSFont",
    "ShapeStyle", "CGSize", "EdgeInsets", "UIEdgeInsets", "Animation", "TimeInterval",
  ]

  /// Whether `path` is the `Contents.json` of a folder of an asset catalog that groups assets
  /// (`Assets.xcassets/Button/Contents.json`), not of an asset (`….colorset`, `….imageset`) or
  /// of the catalog itself: it says whether the folder's name is part of its assets' names
  /// (`provides-namespace`). Pure.
  public static func isAssetGroup(_ path: String) -> Bool {
    guard path.hasSuffix("/Contents.json"), path.contains(".xcassets/") else { return false }
    let parts = path.split(separator: "/")
    guard parts.count >= 3 else { return false }
    let folder = parts[parts.count - 2]
    return !folder.contains(".") && parts.dropLast(2).contains { $0.hasSuffix(".xcassets") }
  }

  /// Whether `path` is a colour set's `Contents.json` in an asset catalog. Pure.
  public static func isColorSet(_ path: String) -> Bool {
    path.hasSuffix(".colorset/Contents.json") && path.contains(".xcassets/")
  }

  /// Whether `path` is a file of an asset catalog tokendiff reads: a colour set's
  /// `Contents.json`, or a grouping folder's (``isAssetGroup(_:)``). Pure.
  public static func isAssetCatalogFile(_ path: String) -> Bool {
    isColorSet(path) || isAssetGroup(path)
  }

  /// The `Contents.json` of each folder between a colour set and its catalog
  /// (`A.xcassets/Brand/Red.colorset/Contents.json` → `A.xcassets/Brand/Contents.json`): read
  /// with the colour sets chosen, never alone, since they say whether a folder's name leads its
  /// colour sets' names. Empty for any other path. Pure.
  public static func groupFiles(above colorSet: String) -> [String] {
    guard isColorSet(colorSet) else { return [] }
    let parts = colorSet.split(separator: "/", omittingEmptySubsequences: false)
    guard let catalog = parts.firstIndex(where: { $0.hasSuffix(".xcassets") }),
      catalog + 1 < parts.count - 2
    else { return [] }
    return ((catalog + 1)..<(parts.count - 2)).map {
      parts[...$0].joined(separator: "/") + "/Contents.json"
    }
  }

  /// Whether a file is part of a test target: in a folder named `Tests` or `…Tests`, or a
  /// Swift file named `…Tests.swift`, `…Test.swift` or `…Spec.swift`. Pure.
  static func isTest(_ path: String) -> Bool {
    let parts = path.split(separator: "/")
    guard let name = parts.last else { return false }
    // Any file of a test folder (its asset catalogs too); Swift files also by their name.
    if parts.dropLast().contains(where: { $0.hasSuffix("Tests") }) { return true }
    guard name.hasSuffix(".swift") else { return false }
    let stem = name.dropLast(".swift".count)
    return stem.hasSuffix("Tests") || stem.hasSuffix("Test") || stem.hasSuffix("Spec")
  }

  /// Whether a file belongs to a sample app rather than the library: in a folder one of whose
  /// words says so (`Demos/`, `FluentUIDemo_iOS/`, `Example/`, `SampleApp/`, `Showcase/`,
  /// `Playground/`, `PreviewApps/`, Xcode's `Preview Content/`), or a Swift file with the word
  /// `Demo` in its name (`ColorTokensDemoView.swift`; not `DemographicColors.swift`). A SwiftPM
  /// target's folder (`Sources/ExampleKit/`) is a library whatever its name. Its constants are
  /// labels and sample data, and its views' bodies code. Pure.
  static func isSampleApp(_ path: String) -> Bool {
    let parts = path.split(separator: "/")
    guard let name = parts.last else { return false }
    for (position, folder) in parts.dropLast().enumerated()
    where position == 0 || parts[position - 1] != "Sources" {
      if nameWords(folder).contains(where: sampleAppWords.contains) { return true }
    }
    return name.hasSuffix(".swift")
      && nameWords(name.dropLast(".swift".count)).contains { $0 == "demo" || $0 == "demos" }
  }

  /// The words of a name, lower-cased: split at anything but letters and digits, before an
  /// upper-case letter that follows a lower-case one, and before the last capital of a run
  /// followed by a lower-case letter (`FluentUIDemo_iOS` → `fluent`, `ui`, `demo`, `i`,
  /// `os`). Pure.
  static func nameWords(_ name: Substring) -> [String] {
    let characters = Array(name)
    var words: [String] = []
    var current = ""
    for (index, character) in characters.enumerated() {
      guard character.isLetter || character.isNumber else {
        if !current.isEmpty { words.append(current.lowercased()) }
        current = ""
        continue
      }
      if character.isUppercase, let last = current.last {
        let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
        if last.isLowercase || last.isNumber || (last.isUppercase && nextIsLower) {
          words.append(current.lowercased())
          current = ""
        }
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current.lowercased()) }
    return words
  }

  /// The words of a sample app's folder name.
  private static let sampleAppWords: Set = [
    "demo", "demos", "example", "examples", "sample", "samples", "showcase", "playground",
    "playgrounds", "preview", "previews",
  ]

  /// The declarations that make a Swift file a token source by its content.
  private static let markers =
    [shapeStyleMarker]
    + [
      "enum Raw", "struct Raw", "class Raw", "enum Semantic", "struct Semantic", "class Semantic",
      "Component", "Token", "enum Primitive", "struct Primitive", "extension Primitive",
    ].map { Array($0.utf8) }

  /// The `Primitive…` markers, which count only for a name holding `Token` or starting with a
  /// colour word (`PrimitiveToken`, `PrimitiveColors`; not a parser's `PrimitiveType`).
  private static let primitiveMarkers = Set(
    ["enum Primitive", "struct Primitive", "extension Primitive"].map { Array($0.utf8) }
  )

  /// Colours declared as SwiftUI's shape styles (`Color.textPrimary`).
  private static let shapeStyleMarker = Array("extension ShapeStyle where Self == Color".utf8)

  /// Whether a candidate Swift file declares token types, is Style Dictionary's output
  /// (``isStyleDictionaryOutput(_:)``), or is a file of design constants
  /// (``isDesignConstants(_:path:)``; only with its `path`). Pure.
  static func looksLikeTokens(_ bytes: [UInt8], path: String = "") -> Bool {
    isStyleDictionaryOutput(bytes) || declaresTokenTypes(bytes)
      || isDesignConstants(bytes, path: path) || declaresSchemeTheme(bytes)
  }

  /// Whether a Swift file declares a theme for one colour scheme: a struct or class whose name
  /// holds `Light` or `Dark` and says design otherwise (`LightColorPalette`, `DarkTheme`,
  /// `ThemeLight`, `DefaultDarkTheme`), or whose protocol does (`IceCubeDark: ColorSet`),
  /// conforming to a protocol (`: ColorPalette`; not a view's, a
  /// view controller's or a style's), as SwiftUI apps write their light and dark themes with
  /// instance members and no static constant. Pure; linear in the bytes.
  static func declaresSchemeTheme(_ bytes: [UInt8]) -> Bool {
    for keyword in ["struct ", "class "] {
      for index in ByteSearch.offsets(of: keyword, in: bytes, upTo: 4_096) {
        let start = index + keyword.utf8.count
        let end = nameEnd(from: start, in: bytes)
        guard end > start, end < bytes.count else { continue }
        var next = end
        while next < bytes.count, bytes[next] == 0x20 { next += 1 }
        guard next < bytes.count, bytes[next] == UInt8(ascii: ":") else { continue }
        // A view or a view's style (`struct DarkModeColorPicker: View`) is no theme.
        var conformance = next + 1
        while conformance < bytes.count, bytes[conformance] == 0x20 { conformance += 1 }
        let protocolEnd = nameEnd(from: conformance, in: bytes)
        let protocolName = String(decoding: bytes[conformance..<protocolEnd], as: UTF8.self)
        guard !protocolName.hasSuffix("View"), !protocolName.hasSuffix("ViewController"),
          !protocolName.hasSuffix("Style"), protocolName != "PreviewProvider"
        else { continue }
        let words = nameWords(Substring(String(decoding: bytes[start..<end], as: UTF8.self)))
        guard words.count > 1,
          let scheme = words.firstIndex(where: { ["light", "dark"].contains($0) })
        else { continue }
        let rest = words[..<scheme] + words[(scheme + 1)...]
        // The name says design (`LightColorPalette`, `DefaultDarkTheme`), or what it conforms
        // to does (`IceCubeDark: ColorSet`).
        if rest.contains(where: isDesignWord)
          || nameWords(Substring(protocolName)).contains(where: isDesignWord)
        {
          return true
        }
      }
    }
    return false
  }

  /// Whether a Swift file is named for design (every word of its name a design word of
  /// ``tokenTypeWords`` or ``fileNameWords``, or one of ``neutralFileNameWords``, or a short
  /// prefix: `Spacing.swift`, `Color+Semantic.swift`, `DSSpace.swift`, `Managers/Colors.swift`,
  /// `LightColors.swift`; or it extends a design type by name or extends `Color`, `UIColor` or
  /// `Font` (``extendsColorOrFont(_:)``), or sits in a folder of tokens or, with a neutral
  /// name, of a design word (`Color/Semantic.swift`)) and
  /// declares static constants or constants at file scope, at least two and three for each view
  /// (`var body`): the way most apps keep
  /// their design constants, with no `Tokens` in any name (`extension CGFloat { static let
  /// spacingS: CGFloat = 8 }`). Pure.
  static func isDesignConstants(_ bytes: [UInt8], path: String) -> Bool {
    guard let name = path.split(separator: "/").last, name.hasSuffix(".swift") else { return false }
    // Every word of the name says design (`BaseColors`, `Color+Semantic`, `DSSpace`), so that
    // an app's `WindowSizeObserver` or `EntityIconColorProvider` is not read; or the name
    // extends a design type (`UIColor-Habitica`, `Color+MyApp`); or the file is in a folder of
    // tokens (`Sources/Tokens/BorderWidth.swift`).
    let stem = name.dropLast(".swift".count)
    let words = nameWords(stem)
    func isDesign(_ word: String) -> Bool {
      isDesignWord(word) && !notFileNameWords.contains(word)
    }
    func saysDesign(_ words: [String]) -> Bool {
      words.contains(where: isDesign)
        && words.allSatisfy { isDesign($0) || neutralFileNameWords.contains($0) || $0.count <= 3 }
    }
    let parts = stem.split(whereSeparator: { $0 == "+" || $0 == "-" })
    // A folder whose name says tokens (`Tokens/`, `RDDesignSystemTokens/`), not an app's
    // `Tokenizer/` or `AuthToken/`.
    let inTokenFolder = path.split(separator: "/").dropLast().contains {
      nameWords($0).contains("tokens")
    }
    // A folder named for design (`Foundation/Color/Semantic.swift`), when the name's own
    // words are all neutral.
    let inDesignFolder =
      words.allSatisfy { neutralFileNameWords.contains($0) || $0.count <= 3 }
      && path.split(separator: "/").dropLast().contains { saysDesign(nameWords($0)) }
    guard
      saysDesign(words) || (parts.count > 1 && saysDesign(nameWords(parts[0]))) || inTokenFolder
        || inDesignFolder || extendsColorOrFont(bytes)
    else { return false }
    // A preview of the constants (`struct SpacingPreview: View`) beside them is no view file:
    // the constants outnumber its bodies three to one.
    let bodies = ByteSearch.count(of: "var body", in: bytes, upTo: 16)
    let needed = max(2, 3 * bodies)
    var statics = 0
    // Constants at file scope (`public let titleColor = UIColor { … }`) count too.
    for declaration in ["static let ", "static var ", "\nlet ", "\npublic let "] {
      statics += ByteSearch.count(of: declaration, in: bytes, upTo: needed - statics)
      if statics >= needed { return true }
    }
    return false
  }

  /// Whether a lower-cased word of a name says design (``tokenTypeWords``, ``fileNameWords``).
  /// Pure.
  static func isDesignWord(_ word: String) -> Bool {
    tokenTypeWords.contains(word) || fileNameWords.contains(word)
  }

  /// Words that go with design words in such a name (`BaseColors`, `Color+Semantic`,
  /// `DesignSystem`, `PrimaryColors`, `TextColors`, `GrayScale`); a prefix of three letters or
  /// fewer (`DS`, `FHK`) does too.
  static let neutralFileNameWords: Set<String> = [
    "base", "semantic", "semantics", "extension", "extensions", "system", "app", "brand",
    "core", "custom", "default", "primitive", "primitives", "global", "globals", "shared",
    "common", "token", "tokens", "standard", "main", "style", "styles", "light", "dark",
    "primary", "secondary", "tertiary", "text", "background", "surface", "accent", "gray",
    "grey", "scale", "grayscale", "greyscale", "state", "status", "neutral",
  ]

  /// Whether a Swift file extends SwiftUI's or UIKit's colour or font type with two static
  /// constants or more (`extension Color {`, `public extension UIColor {` at the start of a
  /// line, holding `static let primary = …`): its constants are colours and fonts, whatever the
  /// file is named (qvick's `Semantic.swift`, `Pallete.swift`). A `private` extension (a view's
  /// helper) or one with a single constant (element's `static let global = GlobalColors()`)
  /// does not count. Pure; linear in the bytes.
  static func extendsColorOrFont(_ bytes: [UInt8]) -> Bool {
    for type in ["Color", "UIColor", "NSColor", "Font", "UIFont", "NSFont"] {
      for prefix in ["\nextension ", "\npublic extension ", "\ninternal extension "] {
        // Where the type's name ends, at the start of a line or of the file.
        var ends = ByteSearch.offsets(of: prefix + type, in: bytes, upTo: 64).map {
          $0 + prefix.utf8.count + type.utf8.count
        }
        if bytes.starts(with: Array((prefix.dropFirst() + type).utf8)) {
          ends.append(prefix.utf8.count - 1 + type.utf8.count)
        }
        for end in ends {
          var index = end
          while index < bytes.count, bytes[index] == 0x20 { index += 1 }
          guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { continue }
          if staticConstants(inBlockAt: index, of: bytes) >= 2 { return true }
        }
      }
    }
    return false
  }

  /// How many `static let` and `static var` the braces opening at `open` hold, counting at
  /// most two. Pure; linear in the block.
  private static func staticConstants(inBlockAt open: Int, of bytes: [UInt8]) -> Int {
    let needles = [Array("static let ".utf8), Array("static var ".utf8)]
    var depth = 0
    var count = 0
    var index = open
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: "}"):
        depth -= 1
        if depth == 0 { return count }
      case UInt8(ascii: "s")
      where depth == 1 && needles.contains(where: { bytes[index...].starts(with: $0) }):
        count += 1
        if count >= 2 { return count }
      default: break
      }
      index += 1
    }
    return count
  }

  /// Design words that name an app's files as often as its design constants: icons are
  /// images (a file of thousands of symbol names), animations are views.
  static let notFileNameWords: Set<String> = ["icon", "icons", "animation", "animations"]

  /// Words a file of design constants is named with beyond ``tokenTypeWords``: their plurals
  /// and the words for a system's theme (`Fonts.swift`, `Spacings.swift`, `Theme.swift`,
  /// `DesignSystem.swift`, `Metrics.swift`).
  static let fileNameWords: Set<String> = [
    "fonts", "sizes", "spacings", "spaces", "radiuses", "corners", "borders", "shadows",
    "elevations", "gradients", "durations", "dimensions", "layouts", "paddings", "width",
    "widths", "height", "heights", "opacities", "padding", "insets", "metrics", "theme", "themes",
    "design", "typographies", "palettes", "pallete", "palletes", "pallet",
  ]

  /// Whether a Swift file starts with Style Dictionary's file header (`// Do not edit
  /// directly` in version 3, `Do not edit directly, this file was auto-generated.` since 4),
  /// within its first kilobyte, and declares static members: the tokens a build wrote, whatever
  /// the file is named (`GdsSpacing.swift`, `LightModeColors.swift`). Pure.
  static func isStyleDictionaryOutput(_ bytes: [UInt8]) -> Bool {
    ByteSearch.contains(Array(bytes.prefix(1024)), "Do not edit directly")
      && ByteSearch.contains(bytes, "static ")
  }

  /// Whether a Swift file's header (its first kilobyte) says a tool wrote it, and the file
  /// declares static members: Style Dictionary's `Do not edit directly`, or `generated` in any
  /// case (`AUTO-GENERATED by make tokens`, `@generated`); a hand-written note such as `do not
  /// edit without design review` is not one. Pure.
  static func saysGenerated(_ bytes: [UInt8]) -> Bool {
    let header = String(decoding: bytes.prefix(1024), as: UTF8.self).lowercased()
    return (header.contains("do not edit directly") || header.contains("generated"))
      && ByteSearch.contains(bytes, "static ")
  }

  /// Whether a Swift file declares a type whose name says it holds tokens (``markers``). Pure.
  private static func declaresTokenTypes(_ bytes: [UInt8]) -> Bool {
    markers.contains { marker in
      guard bytes.count >= marker.count else { return false }
      var index = 0
      // Every occurrence: `Component` in a comment or an import may come before the type.
      while index <= bytes.count - marker.count {
        if bytes[index] == marker[0], bytes[index..<(index + marker.count)].elementsEqual(marker),
          isTypeDeclaration(marker, in: bytes, at: index)
        {
          return true
        }
        index += 1
      }
      return false
    }
  }

  /// The longest type name a marker is looked for in, in bytes.
  static let maximumNameLength = 256

  /// `Component` counts only in the name of a type of tokens (`enum ButtonComponentTokens`,
  /// `extension ComponentTokens`), not in a comment, an import or an app's other types
  /// (`struct ComponentTitles`, `UIComponentsConfig`, `ComponentsContainer_Previews`). Pure.
  ///
  /// `Token` counts only at the end of a type's name named for design (`enum SpacingToken`,
  /// `struct DSColorTokens`; ``tokenTypeWords``), not in an app's `AccessToken` or a lexer's
  /// `TypeToken`.
  private static func isTypeDeclaration(_ marker: [UInt8], in bytes: [UInt8], at index: Int)
    -> Bool
  {
    let isComponent = marker == Array("Component".utf8)
    guard isComponent || marker == Array("Token".utf8) else {
      return namesDesign(marker, in: bytes, at: index)
    }
    // Back to the start of the name, at most a long name's length: every mention is looked
    // at, and walking back over a file of `ComponentComponent…` each time would be quadratic.
    var start = index
    let limit = max(0, index - maximumNameLength)
    while start > limit, bytes[start - 1] != 0x20, bytes[start - 1] != 0x0A { start -= 1 }
    guard start > limit || start == 0 else { return false }
    let before = bytes[..<start].suffix(10)
    let keyword = String(decoding: before, as: UTF8.self)
    guard
      keyword.hasSuffix("enum ") || keyword.hasSuffix("struct ") || keyword.hasSuffix("class ")
        || keyword.hasSuffix("extension ")
    else { return false }
    let end = nameEnd(from: index + marker.count, in: bytes)
    let name = String(decoding: bytes[start..<end], as: UTF8.self)
    guard !isComponent else { return name.contains("Token") }
    let words = nameWords(Substring(name))
    return ["token", "tokens"].contains(words.last ?? "")
      && words.dropLast().contains(where: tokenTypeWords.contains)
  }

  /// What a `…Token` or `…Tokens` type is named for (lower-cased words of its name): fewer
  /// than ``designWords``, which follow a `Raw`/`Semantic` prefix that already says tokens.
  static let tokenTypeWords: Set<String> = [
    "color", "colour", "colors", "colours", "palette", "size", "sizing", "spacing", "space",
    "radius", "radii", "corner", "border", "font", "typography", "shadow", "elevation",
    "opacity", "motion", "duration", "dimension", "layout", "grid", "breakpoint", "icon",
    "gradient", "animation",
  ]

  /// What a `Raw…` or `Semantic…` type of tokens is named for, after the prefix: an app's
  /// `RawManifestAlert` or `SemanticVersion` holds no tokens.
  static let designWords = [
    "Color", "Colour", "Palette", "Size", "Spacing", "Space", "Radius", "Radii", "Corner",
    "Border", "Font", "Typography", "Type", "Text", "Shadow", "Elevation", "Opacity", "Motion",
    "Duration", "Dimension", "Layout", "Grid", "Breakpoint", "Icon", "Value", "Token", "Theme",
  ]

  /// Whether the type a `Raw`/`Semantic` marker starts is named for design (``designWords``
  /// right after the prefix, or `Token` anywhere in its name). The extension marker always
  /// counts. Pure.
  private static func namesDesign(_ marker: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
    guard marker != shapeStyleMarker else { return true }
    let end = nameEnd(from: index + marker.count, in: bytes)
    let rest = String(decoding: bytes[(index + marker.count)..<end], as: UTF8.self)
    if primitiveMarkers.contains(marker) {
      return rest.contains("Token")
        || ["Color", "Colour", "Palette"].contains { rest.hasPrefix($0) }
    }
    // `RawValue` is Swift's own word: `RawValues` or `RawValueTokens` are tokens, an app's
    // `RawValueWasNil` error is not.
    if rest.hasPrefix("Value") {
      return rest == "Value" || rest == "Values" || rest.contains("Token")
    }
    return rest.isEmpty || rest.contains("Token") || designWords.contains { rest.hasPrefix($0) }
  }

  /// Where the type name that goes on at `start` ends: the first byte that is no part of a
  /// name, at most a long name's length on. Pure.
  private static func nameEnd(from start: Int, in bytes: [UInt8]) -> Int {
    var end = start
    let last = min(bytes.count, start + maximumNameLength)
    while end < last, isNameByte(bytes[end]) { end += 1 }
    return end
  }

  /// Whether a byte can be part of a Swift type name as discovery reads one (ASCII letters,
  /// digits, `_`, and `.` of a qualified name). Pure.
  private static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
      || (byte >= 0x61 && byte <= 0x7A)
      || byte == 0x5F || byte == 0x2E
  }
}
