import SwiftSyntax
public import TokenDiffCore

/// Reads a revision's Swift token sources and asset-catalog colour sets into tokens, the same
/// model the JSON readers make, so modes, diff, impact, contrast and policies treat them alike.
///
/// - A token is named by its declaration path: `RawColor.brand500`,
///   `SemanticTokens.Colors.brandPrimary`. Members of `extension Color` and of `extension
///   ShapeStyle where Self == Color` are named under `Color` (`Color.textPrimary`); members of
///   any other extension under the extended type as written.
/// - A declaration written in several `#if` branches is one token with a value per branch
///   (the branch names are modes: `UIKit`, `AppKit`, `iOS`, `other` for `#else`); the first
///   branch's value is its value elsewhere.
/// - `xLight` / `xDark` pairs and light/dark constructors are the `light` and `dark` modes; so
///   are the members of light and dark types of one protocol (`LightTheme`, `DarkTheme`: see
///   ``SwiftSchemeTypes``).
/// - A value built by a memberwise initializer of a type the sources declare
///   (`static let mail = Theme.Palette(background: …, text: …)`) is a token per argument
///   (`Theme.Palette.mail.background`), see ``SwiftMemberwiseValues``.
///
/// Pure: bytes in, tokens and findings out.
public struct SwiftTokenReader: TokenSourceReader {
  public let settings: SwiftSourceSettings

  public init(settings: SwiftSourceSettings = SwiftSourceSettings()) {
    self.settings = settings
  }

  public var identity: String {
    "swift:\(settings.hexByteOrder.rawValue):\(settings.modeConstructors.joined(separator: ",")):\(settings.sentinel):\(settings.forbiddenValue)"
  }

  public func claims(_ path: String) -> Bool {
    path.hasSuffix(".swift") || SwiftSourceSelection.isAssetCatalogFile(path)
  }

  public func read(_ files: [SourceFile], jsonTokens: [Token]) -> TokenDocument {
    var document = TokenDocument()
    var declarations: [SwiftDeclaration] = []
    var types: [[String]] = []
    var providers: [TokenPath: String] = [:]
    var enumCases: [[String]] = []
    var instanceTypes = Set<String>()
    var declaredTypes: [[String]] = []
    var conformances: [String: [String]] = [:]
    var swiftFiles: [SourceFile] = []
    for file in files where file.path.hasSuffix(".swift") {
      guard let excess = SwiftBracketDepth.excess(in: file.bytes) else {
        swiftFiles.append(file)
        continue
      }
      document.findings.append(
        Finding(
          kind: .limitReached,
          location: SourceLocation(file: file.path, position: excess.position),
          message: SwiftBracketDepth.message(excess.kind)
        )
      )
    }
    let collected = swiftFiles.map { file in
      SwiftDeclarationCollector(file: file.path, text: String(decoding: file.bytes, as: UTF8.self))
    }
    for collector in collected {
      declarations += collector.declarations
      types += collector.types
      enumCases += collector.enumCases
      instanceTypes.formUnion(collector.instanceTypes.map { $0.joined(separator: ".") })
      declaredTypes += collector.declaredTypes
      providers.merge(collector.providers) { first, _ in first }
      conformances.merge(collector.conformances) { first, _ in first }
    }
    let assets = AssetCatalogReader.read(
      files.filter { SwiftSourceSelection.isAssetCatalogFile($0.path) }
    )
    document.tokens += assets.tokens
    document.findings += assets.findings
    // A `default:` row is the value of each case of its enum the table does not list.
    let known = SwiftSymbolIndex(declarations: [], types: types, enumCases: enumCases)
    declarations = declarations.flatMap { declaration -> [SwiftDeclaration] in
      guard let row = declaration.defaultRow,
        let cases = known.cases(ofEnum: row.enumType, from: declaration.lookupScope)
      else { return [declaration] }
      return cases.filter { !row.listed.contains($0) }.map {
        declaration.renamed($0, at: row.keyIndex)
      }
    }
    // `static let mail = Theme.Palette(background: …, text: …)`: each argument a token.
    declarations = declarations.flatMap {
      SwiftMemberwiseValues.expanded($0, types: known, providers: providers)
    }
    // `static let shared = Light()`, `static var light: Light { Light.shared }`: instances of
    // the sources' own types, whose properties are the tokens.
    declarations = SwiftInstances.removed(
      from: declarations,
      types: types,
      instanceTypes: instanceTypes
    )
    let index = SwiftSymbolIndex(
      declarations: declarations,
      types: types,
      providers: providers,
      enumCases: enumCases,
      declaredTypes: declaredTypes
    )
    let registry = SwiftRegistry(jsonTokens: jsonTokens)
    let assetNames = Dictionary(
      assets.tokens.map { ($0.path.segments.last ?? "", $0.path) },
      uniquingKeysWith: { first, _ in first }
    )
    var read: [(SwiftDeclaration, SwiftValue)] = []
    for declaration in declarations {
      var value =
        declaration.memberwiseSignature.map(SwiftValue.opaque)
        ?? SwiftExpressionReader(
          index: index,
          settings: settings,
          declaration: declaration,
          assets: assetNames
        ).read()
      // A registry entry is a string constant (`"theme/navigation/highlight"`, `"{Blue.500}"`),
      // never code that happens to be written in braces (`{ .mist }()`).
      if case .opaque(let text) = value,
        declaration.expression.is(StringLiteralExprSyntax.self),
        let entry = registry.entry(text)
      {
        value = registry.check(entry, declaration: declaration)
      }
      read.append((declaration, value))
    }
    // `LightTheme` and `DarkTheme` of one protocol: one token per member, a mode per scheme.
    let schemes = SwiftSchemeTypes.families(
      conformances: conformances,
      members: declarations.reduce(into: [:]) {
        $0[$1.typePath.joined(separator: "."), default: Set<String>()].insert($1.name)
      },
      taken: Set(types.map { $0.joined(separator: ".") }),
      references: read.map { ($0.0.typePath.joined(separator: "."), $0.1.referencedPaths) }
    )
    func unschemed(_ path: TokenPath) -> TokenPath {
      let type = path.segments.dropLast().joined(separator: ".")
      guard let family = schemes[type], let name = path.segments.last else { return path }
      return TokenPath(family.path + [name])
    }
    var order: [TokenPath] = []
    var byPath: [TokenPath: [(SwiftDeclaration, SwiftValue)]] = [:]
    // The same path declared with no platform or scheme in another file than its first is a
    // token of that file (two brands' generated `ColorToken` extensions, each in its own
    // module): Swift allows no second declaration in one module, so each file's edits are its
    // own, not lost behind the first file's.
    var firstFile: [TokenPath: String] = [:]
    var otherFiles: [(path: TokenPath, file: String)] = []
    var byOtherFile: [TokenPath: [String: [(SwiftDeclaration, SwiftValue)]]] = [:]
    // The paths some declaration gives a value of its own (not a reference to that path), and
    // the colour sets' (`static let primary = Color("primary")` in `extension Color` names
    // `Color.xcassets`' `primary`, which is `Color.primary` too: the same token, not a cycle).
    let definedElsewhere = Set(
      read.compactMap { declaration, value -> TokenPath? in
        if case .reference(declaration.path) = value { return nil }
        return declaration.path
      }
    ).union(assets.tokens.map(\.path))
    for (original, originalValue) in read {
      var declaration = original
      var value = originalValue
      if !schemes.isEmpty {
        value = value.mappingReferences(unschemed)
        if let family = schemes[declaration.typePath.joined(separator: ".")] {
          declaration.scope = declaration.lookupScope
          declaration.typePath = family.path
          declaration.platform =
            declaration.platform.map { "\(family.scheme) \($0)" } ?? family.scheme
        }
      }
      if declaration.platform == nil {
        let file = declaration.location.file
        // `extension ShapeStyle where Self == Color { static var x: Color { Color.x } }`
        // forwards to `Color.x`, the same token: it adds no other definition, whichever file
        // comes first.
        if case .reference(declaration.path) = value, definedElsewhere.contains(declaration.path) {
          continue
        }
        let first = firstFile[declaration.path] ?? file
        firstFile[declaration.path] = first
        if first != file {
          if byOtherFile[declaration.path]?[file] == nil {
            otherFiles.append((declaration.path, file))
          }
          byOtherFile[declaration.path, default: [:]][file, default: []].append(
            (declaration, value)
          )
          continue
        }
      }
      if byPath[declaration.path] == nil { order.append(declaration.path) }
      // The light theme's value is the token's own (and where it is defined), as the first
      // value of `Color(light:dark:)` is.
      if declaration.platform == "light" {
        byPath[declaration.path, default: []].insert((declaration, value), at: 0)
      } else {
        byPath[declaration.path, default: []].append((declaration, value))
      }
    }
    for path in order {
      guard let variants = byPath[path] else { continue }
      document.tokens.append(SwiftTokenBuilder.token(path: path, variants: variants))
    }
    for (path, file) in otherFiles {
      guard let variants = byOtherFile[path]?[file] else { continue }
      document.tokens.append(SwiftTokenBuilder.token(path: path, variants: variants))
    }
    // `xLight` / `xDark` pairs without an `x`: the token `x`, light and dark; not inside a
    // light or dark theme's type, whose `accentLight` and `accentDark` are two tints of each.
    let themed = Set(schemes.values.map { $0.path.joined(separator: ".") })
    for pair in SwiftAppearancePairs.pairs(in: order, declared: Set(order))
    where !themed.contains(pair.base.segments.dropLast().joined(separator: ".")) {
      guard let light = byPath[pair.light]?.first?.0 else { continue }
      document.tokens.append(SwiftTokenBuilder.pairToken(pair, lightDeclaration: light))
    }
    document.findings += Self.filesWithoutTokens(
      swiftFiles,
      declaring: Set(collected.flatMap { $0.declarations.map(\.location.file) })
    )
    return document
  }

  /// A note for each Swift file read as a token source whose values are all built by static
  /// functions (a gradient layer, a label with its font and line spacing) and that declares no
  /// constant read as a token: a change to it goes unreported, so the report says so. A file
  /// of type declarations alone says nothing. Pure.
  static func filesWithoutTokens(_ files: [SourceFile], declaring: Set<String>) -> [Finding] {
    files.filter { file in
      !declaring.contains(file.path) && ByteSearch.contains(file.bytes, "static func ")
    }.map { file in
      Finding(
        kind: .skippedFile,
        location: SourceLocation(file: file.path, line: 1, column: 1),
        message:
          "\(file.path) is read as a Swift token source but declares no constant with a value (a `static let` or a computed `static var`) that reads as a token; changes to it are not reported"
      )
    }
  }
}
