import SwiftParser
import SwiftSyntax
import TokenDiffCore

/// Reads the value of one declaration's expression: colour and number literals in the ways
/// Swift design systems write them, references to other declarations, light/dark pairs, and
/// everything else as an opaque value kept as written.
///
/// Pure. Nested expressions deeper than ``maximumDepth`` are opaque.
struct SwiftExpressionReader {
  static let maximumDepth = 32

  let index: SwiftSymbolIndex
  let settings: SwiftSourceSettings
  let declaration: SwiftDeclaration
  /// Asset-catalog colour tokens by colour-set name, for `Color("BrandMark")`.
  var assets: [String: TokenPath] = [:]
  /// The type `.member` is looked up in when not the declaration's: `Color` inside the
  /// arguments of a light/dark constructor (`DynamicColor(lightColor: .gray85, …)` names
  /// `Color.gray85`, whatever type the declaration has).
  var implicitType: [String]? = nil

  /// Platform types whose unknown members are system values (`.clear`, `UIColor.label`), not
  /// broken references.
  static let platformTypes: Set<String> = [
    "Color", "UIColor", "NSColor", "CGColor", "ShapeStyle", "CGFloat", "Double", "Float", "Int",
    "Font", "UIFont", "NSFont", "String", "SwiftUI.Color",
  ]

  /// Apple's framework types a design system extends without declaring them (`Bundle`,
  /// `Animation`, `CGSize`, `UIFont`): a member the sources do not declare is the framework's
  /// own. A type named for tokens (`ColorRawTokens`, declared in another module of the system)
  /// is none. Pure.
  static func isFrameworkType(_ path: [String]) -> Bool {
    guard path.count == 1, let name = path.first, !name.contains("Token") else { return false }
    if frameworkTypes.contains(name) { return true }
    return ["UI", "NS", "CG", "CI", "CA", "AV"].contains { prefix in
      name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
    }
  }

  static let frameworkTypes: Set<String> = [
    "Bundle", "Animation", "Color", "Font", "Image", "Text", "View", "String", "Double", "Float",
    "Int", "Date", "URL", "Data", "Angle", "Gradient", "LinearGradient", "RadialGradient",
    "EdgeInsets", "Edge", "ShapeStyle", "Material", "Locale", "TimeInterval", "ColorScheme",
    "DynamicTypeSize", "ContentSizeCategory", "UnitPoint", "Axis", "Alignment",
  ]

  /// Names SwiftUI, UIKit and AppKit give colours, text styles and values of their own: never
  /// broken.
  static let systemValues: Set<String> = [
    "clear", "black", "white", "gray", "grey", "red", "green", "blue", "orange", "yellow", "pink",
    "purple", "brown", "cyan", "indigo", "mint", "teal", "primary", "secondary", "accentColor",
    "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "separator", "opaqueSeparator",
    "link", "placeholderText", "tintColor", "windowBackgroundColor", "controlBackgroundColor",
    "textColor", "labelColor", "zero", "infinity", "greatestFiniteMagnitude",
    // SwiftUI's text styles (`static let text: Font = .body`).
    "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout",
    "footnote", "caption", "caption2",
  ]

  /// Members every type, or every enum, has without declaring them: `self`, `Type`, and what
  /// the compiler synthesizes (`CaseIterable.allCases`, `RawRepresentable.rawValue`,
  /// `Hashable.hashValue`). Never token names of the sources.
  static let compilerMembers: Set<String> = ["self", "Type", "allCases", "rawValue", "hashValue"]

  /// Whether `.name` is a platform value rather than a token. Pure.
  static func isSystemValue(_ name: String) -> Bool {
    systemValues.contains(name) || name.hasPrefix("system")
  }

  func read() -> SwiftValue {
    value(of: declaration.expression, depth: 0)
  }

  private func value(of expression: ExprSyntax, depth: Int) -> SwiftValue {
    guard depth < Self.maximumDepth else { return .opaque(expression.trimmedDescription) }
    if let string = expression.as(StringLiteralExprSyntax.self) {
      return stringValue(string)
    }
    if let number = SwiftLiterals.number(expression) { return number }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil
    {
      return value(of: only.expression, depth: depth + 1)
    }
    // `UIColor(named: "x", in: .module, compatibleWith: nil)!`: the value it unwraps.
    if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
      return value(of: unwrap.expression, depth: depth + 1)
    }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      if let faded = fadedValue(call, depth: depth) { return faded }
      if let row = switchTableRow(call) { return row }
      // `{ .mist }()`, `{ return .init(light: .a, dark: .b) }()`: the closure's one value.
      if let closure = call.calledExpression.as(ClosureExprSyntax.self), call.arguments.isEmpty,
        let only = closure.statements.singleValue
      {
        return value(of: only, depth: depth + 1)
      }
      return callValue(call, depth: depth)
    }
    // `#colorLiteral(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)`.
    if let literal = expression.as(MacroExpansionExprSyntax.self),
      literal.macroName.text == "colorLiteral",
      let color = SwiftLiterals.color(
        callee: "UIColor",
        arguments: literal.arguments.map { (label: $0.label?.text, expression: $0.expression) },
        byteOrder: settings.hexByteOrder
      )
    {
      return .color(color)
    }
    // `#colorLiteral(…).color`, `UIColor(named: "x")!.cgColor`: a conversion between the
    // platforms' colour types keeps the colour it converts (PiCK's design system writes every
    // colour so).
    if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base,
      Self.colorConversions.contains(access.declName.baseName.text),
      SwiftReferenceChain(base) == nil
    {
      switch value(of: base, depth: depth + 1) {
      case .color(let color): return .color(color)
      case .reference(let path): return .reference(path)
      case .modal(let values): return .modal(values)
      default: break
      }
    }
    if let chain = SwiftReferenceChain(expression) {
      return reference(chain, at: expression)
    }
    return .opaque(expression.trimmedDescription)
  }

  /// Members that convert a colour to another platform type of the same colour (`.color` is
  /// the extension apps write to make a SwiftUI `Color` of a `UIColor`).
  static let colorConversions: Set<String> = [
    "color", "cgColor", "uiColor", "nsColor", "ciColor", "swiftUIColor",
  ]

  private func stringValue(_ literal: StringLiteralExprSyntax) -> SwiftValue {
    guard let text = literal.representedLiteralValue else {
      return .opaque(literal.trimmedDescription)
    }
    if text == settings.sentinel { return .color(settings.forbiddenValue) }
    if SwiftLiterals.spellsHexColor(text),
      let color = SwiftLiterals.hexColor(text, byteOrder: settings.hexByteOrder)
    {
      return .color(color)
    }
    // A string written as a hex colour that is not one (`"#44444"`, `"#BZ000Z"`, both in a real
    // OUDS release) renders as nothing at run time: a finding, not an opaque text.
    if text.hasPrefix("#"), text.count > 1 {
      return broken(
        ExprSyntax(literal),
        "'\(text)' is not a hex colour (3, 6 or 8 hex digits)",
        kind: .invalidValue
      )
    }
    return .opaque(text)
  }

  /// `GlobalTokens.neutralColor(.grey14)`: a call of a function the sources declare as a
  /// switch table (each case a token, `GlobalTokens.neutralColor.grey14`) with one case is
  /// that row, so a palette change reaches what calls it; `nil` for any other call. Pure.
  private func switchTableRow(_ call: FunctionCallExprSyntax) -> SwiftValue? {
    guard call.arguments.count == 1, call.trailingClosure == nil,
      let argument = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
      argument.base == nil
    else { return nil }
    // A function, not a type: `Color(.brand)` is an initializer, whatever `Color.brand` is.
    guard let callee = SwiftReferenceChain(call.calledExpression), !callee.isImplicit,
      callee.member.first?.isLowercase == true
    else { return nil }
    var table = callee.qualifier + [callee.member]
    if table.first == "Self" { table = declaration.typePath + table.dropFirst() }
    guard
      let path = index.member(
        argument.declName.baseName.text,
        ofType: table,
        from: declaration.lookupScope
      ), path != declaration.path
    else { return nil }
    return .reference(path)
  }

  private func callValue(_ call: FunctionCallExprSyntax, depth: Int) -> SwiftValue {
    let name = Self.calledType(
      call,
      contextual: implicitType?.joined(separator: ".") ?? declaration.declaredType
    )
    let arguments = call.arguments.map { (label: $0.label?.text, expression: $0.expression) }
    let labels = arguments.map(\.label)
    // Light/dark pairs: a configured constructor, or a colour type's own `light:dark:`
    // initializer (`UIColor(light: .mist, dark: .night)`, an extension apps write).
    let isModeConstructor =
      settings.modeConstructors.contains(name)
      || settings.modeConstructors.contains(String(name.split(separator: ".").last ?? ""))
    let darkFirst = Self.isLightDarkPair(labels.reversed())
    if isModeConstructor || SwiftLiterals.isColorType(name) || Self.isColorTypeFunction(name)
      || Self.isOwnFunction(name),
      Self.isLightDarkPair(labels) || darkFirst
        || (isModeConstructor && labels == [nil, nil] && !SwiftLiterals.isColorType(name))
    {
      // `UIColor(dark: "#…", light: "#…")` takes them the other way round.
      return appearancePair(
        light: arguments[darkFirst ? 1 : 0].expression,
        dark: arguments[darkFirst ? 0 : 1].expression,
        of: name,
        depth: depth
      )
    }
    // Any type's light/dark pair (`ColorToken(light: …, dark: …)`, a generated
    // `Self(darkColor: …, lightColor: …)`), or one among other arguments (`Color("Neutral50",
    // bundle: nil, light: "#…", dark: "#…")`): a value per appearance when both sides read as
    // colours or name other tokens.
    if let (lightAt, darkAt) = Self.lightDarkArguments(labels) {
      let pair = appearancePair(
        light: arguments[lightAt].expression,
        dark: arguments[darkAt].expression,
        of: name,
        depth: depth
      )
      if case .modal(let values) = pair, values.allSatisfy({ Self.isColorOrToken($0.value) }) {
        return pair
      }
    }
    // `UIColor { $0.userInterfaceStyle == .dark ? a : b }`: the same pair, as a closure.
    if SwiftLiterals.isColorType(name), let closure = SwiftAppearanceClosure.branches(of: call) {
      return appearancePair(light: closure.light, dark: closure.dark, of: name, depth: depth)
    }
    // SwiftUI's twin of a UIKit or AppKit colour (`Color(UIColor.brand)`, `Color(uiColor:
    // .brand)`): that colour's value, an alias when it names a token. What it cannot read (a
    // trait closure; `Color(.brand)` of a generated colour resource) stays as written, and
    // `Color(0x3969EF)` is a hex integer, read below.
    if name == "Color" || name == "SwiftUI.Color", arguments.count == 1,
      let platform = Self.platformColorLabels[labels[0] ?? ""]
    {
      var colors = self
      colors.implicitType = [platform]
      switch colors.value(of: arguments[0].expression, depth: depth + 1) {
      case .opaque, .broken, .number: break
      case let wrapped: return wrapped
      }
    }
    // `Color("BrandMark")`, `Color("BrandMark", bundle: .module)`, `UIColor(named:
    // "BrandMark", in: bundle, compatibleWith: nil)`: the asset catalog's colour set.
    if SwiftLiterals.isColorType(name), let first = labels.first, first == nil || first == "named",
      labels.dropFirst().allSatisfy({ ["bundle", "in", "compatibleWith"].contains($0) }),
      let asset = arguments[0].expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    {
      if let path = assets[asset] { return .reference(path) }
      return .opaque(call.trimmedDescription)
    }
    if let color = SwiftLiterals.color(
      callee: name,
      arguments: arguments,
      byteOrder: settings.hexByteOrder
    ) {
      return .color(color)
    }
    // `Color(hex: DesignTokens.Colors.primary)`: the colour of the hex string a token holds,
    // so a change to that token reaches it (not an integer constant's, read as a number).
    if SwiftLiterals.isColorType(name), labels == ["hex"] || labels == ["hexString"],
      SwiftReferenceChain(arguments[0].expression) != nil,
      case .reference(let path) = value(of: arguments[0].expression, depth: depth + 1),
      !["Int", "UInt", "UInt32", "UInt64", "Int32", "Int64"].contains(
        index.declaredType(of: path) ?? ""
      )
    {
      return .reference(path)
    }
    // `CGFloat(16)`, `Double(RawSize.s16)`: a number conversion keeps its argument's value.
    if ["CGFloat", "Double", "Float", "Int"].contains(name), labels == [nil],
      let argument = arguments.first
    {
      return value(of: argument.expression, depth: depth + 1)
    }
    // `static let md = Self(16.0)`, `Spacing(8)` in `struct Spacing`, Style Dictionary's
    // `GdsSpacing(rawValue: 8.00)` in `struct GdsSpacing: RawRepresentable`: a scale's wrapper
    // around one number is that number; a wrapper around a string (`GdsColor(rawValue:
    // "l1Neutral01")`, an asset's name) is that string.
    if labels == [nil] || labels == ["rawValue"], let argument = arguments.first,
      name == "Self" || name == declaration.typePath.last
    {
      let wrapped = value(of: argument.expression, depth: depth + 1)
      if case .number(let number, let text) = wrapped { return .number(number, text: text) }
      if labels == ["rawValue"], argument.expression.is(StringLiteralExprSyntax.self) {
        return wrapped
      }
    }
    return .opaque(call.trimmedDescription)
  }

  /// A light/dark pair of a constructor `name`: its arguments are colours of the constructor's
  /// own colour type (`UIColor(light: .mist, …)` names `UIColor.mist`), else SwiftUI's `Color`.
  /// Pure.
  private func appearancePair(light: ExprSyntax, dark: ExprSyntax, of name: String, depth: Int)
    -> SwiftValue
  {
    var colors = self
    let base = String(name.split(separator: ".").last ?? "")
    colors.implicitType = ["UIColor", "NSColor"].contains(base) ? [base] : ["Color"]
    // `lightHex: 0x1B1B1B`: a hex integer is the colour it writes.
    func color(_ expression: ExprSyntax) -> SwiftValue {
      if let hex = SwiftLiterals.hexColor(
        integerLiteral: expression,
        byteOrder: settings.hexByteOrder
      ) {
        return .color(hex)
      }
      return colors.value(of: expression, depth: depth + 1).plain
    }
    return .modal([("light", color(light)), ("dark", color(dark))])
  }

  /// `blue.opacity(0.2)`, `uiBlue.withAlphaComponent(0.2)`: a colour literal at that opacity
  /// (SwiftUI's `opacity` multiplies the colour's, UIKit's `withAlphaComponent` sets it), or
  /// another token's colour at that opacity (set, which is what `opacity` gives for the opaque
  /// colours tokens fade; a translucent one faded again reads more opaque than SwiftUI draws
  /// it); a broken base stays broken; `nil` for anything else (a computed amount, a value that
  /// is not a colour), which stays as written. Pure.
  private func fadedValue(_ call: FunctionCallExprSyntax, depth: Int) -> SwiftValue? {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base,
      ["opacity", "withAlphaComponent"].contains(member.declName.baseName.text),
      call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
      let amount = SwiftLiterals.fraction(argument.expression), amount >= 0, amount <= 1
    else { return nil }
    switch value(of: base, depth: depth + 1) {
    case .color(let hex):
      guard var color = Color(css: hex) else { return nil }
      color.alpha = member.declName.baseName.text == "opacity" ? color.alpha * amount : amount
      return .color(color.hex)
    case .reference(let path):
      return .faded(path, alpha: amount, written: call.trimmedDescription)
    case .broken(let finding, let written):
      return .broken(finding, written: written)
    default:
      return nil
    }
  }

  /// The type a call names (`Theme.Palette(…)`, `Theme.Palette.init(…)`), or for `.init(…)`
  /// the contextual type, `""` when there is none. Pure.
  static func calledType(_ call: FunctionCallExprSyntax, contextual: String?) -> String {
    let callee = call.calledExpression.trimmedDescription
    let name = callee.hasSuffix(".init") ? String(callee.dropLast(5)) : callee
    return name.isEmpty ? contextual ?? "" : name
  }

  /// The label of SwiftUI's `Color` initializer from a platform colour (none, `uiColor:`,
  /// `nsColor:`), and the type of colour it takes.
  static let platformColorLabels = ["": "UIColor", "uiColor": "UIColor", "nsColor": "NSColor"]

  /// Labels that name a light and a dark value: `light:dark:`, `lightColor:darkColor:`,
  /// `lightMode:darkMode:`, `defaultColor:darkModeColor:` (warp-ds), `any:dark:`. Pure.
  static func isLightDarkPair(_ labels: [String?]) -> Bool {
    guard labels.count == 2, let first = labels[0]?.lowercased(),
      let dark = labels[1]?.lowercased(), dark.hasPrefix("dark"),
      let light = ["light", "default", "any"].first(where: first.hasPrefix)
    else { return false }
    func rest(_ label: String, after prefix: String) -> String {
      String(label.dropFirst(prefix.count)).replacing("appearance", with: "")
        .replacing("mode", with: "")
    }
    return rest(first, after: light) == rest(dark, after: "dark")
  }

  /// The positions of the light and the dark argument of a call whose labels hold a pair
  /// next to each other (``isLightDarkPair(_:)``, either way round), `nil` when none does.
  /// Pure.
  static func lightDarkArguments(_ labels: [String?]) -> (light: Int, dark: Int)? {
    for index in labels.indices.dropLast() {
      let pair = [labels[index], labels[index + 1]]
      if isLightDarkPair(pair) { return (index, index + 1) }
      if isLightDarkPair(pair.reversed()) { return (index + 1, index) }
    }
    return nil
  }

  /// Whether a value is a colour, or names another token (faded or not). Pure.
  static func isColorOrToken(_ value: SwiftValue) -> Bool {
    switch value {
    case .color, .reference, .faded: true
    case .number, .broken, .opaque, .modal: false
    }
  }

  /// Whether a call's callee is a static function of a colour type that takes the light and
  /// the dark colour (`Color.dynamicColor(light:dark:)`, `UIColor.dynamic(light:dark:)`), as
  /// design systems write their own. Pure.
  static func isColorTypeFunction(_ name: String) -> Bool {
    let parts = name.split(separator: ".")
    guard parts.count >= 2, let member = parts.last, member.first?.isLowercase == true
    else { return false }
    return SwiftLiterals.isColorType(parts.dropLast().joined(separator: "."))
  }

  /// Whether a callee is a function called without a type, as a type calls its own
  /// (`dynamicColor(lightHex:darkHex:)`, a private helper beside the colours it makes; which
  /// type declares it is not checked): with light and dark labels, it takes the light and the
  /// dark value. Pure.
  static func isOwnFunction(_ name: String) -> Bool {
    !name.contains(".") && name.first?.isLowercase == true
  }

  /// The system colours whose value is the same in every appearance, as CSS `#rrggbbaa`:
  /// `Color.white`, `.black`, `.clear` (SwiftUI's, UIKit's and AppKit's). The others (`.red`,
  /// `.label`) adapt to the appearance and are kept as written.
  static let fixedSystemColors = [
    "white": "#ffffffff", "black": "#000000ff", "clear": "#00000000",
  ]

  /// A written name: a member of a declared type, an unqualified member, `.member` against the
  /// declared type, or a provider property's member (`colors.x`).
  private func reference(_ chain: SwiftReferenceChain, at expression: ExprSyntax) -> SwiftValue {
    let scope = declaration.lookupScope
    let member = chain.member
    // `.white` where a colour is expected, `Color.black`: a colour, as a literal would be (a
    // `Font.Weight`'s `.black` is none), unless the sources declare that member themselves.
    if let hex = Self.fixedSystemColors[member] {
      let type =
        chain.isImplicit
        ? implicitType?.joined(separator: ".") ?? declaration.declaredType ?? ""
        : chain.qualifier.joined(separator: ".")
      let typePath = type.split(separator: ".").map(String.init)
      if SwiftLiterals.isColorType(type) || type == "some ShapeStyle",
        index.member(member, ofType: typePath, from: scope) == nil
      {
        return .color(hex)
      }
    }
    // `Palette.self`, `Skin.default` (an enum's case), `Role.allCases` (what the compiler
    // writes for a type): values, not tokens.
    if Self.compilerMembers.contains(member)
      || (!chain.isImplicit && index.isEnumCase(member, ofType: chain.qualifier, from: scope))
    {
      return .opaque(expression.trimmedDescription)
    }
    if chain.isImplicit {
      let type =
        implicitType ?? (declaration.declaredType ?? "").split(separator: ".").map(String.init)
      // Never the declaration itself: `static let x = Wrapper(.x)` names another type's `x`.
      if let path = index.member(member, ofType: type, from: scope), path != declaration.path {
        return .reference(path)
      }
      // A type the token sources do not declare (an app's enum, a platform type) may have the
      // member: nothing here says otherwise. An enum's case is a value.
      if type.isEmpty || Self.isSystemValue(member) || !index.isType(type, from: scope)
        || index.isEnumCase(member, ofType: type, from: scope)
        || isFrameworksOwn(type, from: scope)
      {
        return .opaque(expression.trimmedDescription)
      }
      return broken(expression, "'.\(member)' names no \(type.joined(separator: ".")) token")
    }
    if chain.qualifier.isEmpty {
      if let path = index.unqualified(member, from: scope) { return .reference(path) }
      // An instance's stored property (`let durationSeconds: Int?`) holds what its maker gives.
      if index.isValueless(member, from: scope) { return .opaque(expression.trimmedDescription) }
      return broken(expression, "'\(member)' names no token of \(scope.joined(separator: "."))")
    }
    if let path = index.member(member, ofType: chain.qualifier, from: scope) {
      return .reference(path)
    }
    // `colors.x` where `colors` is a property whose type is a provider.
    if let first = chain.qualifier.first,
      let property = index.provider(first, from: scope),
      let providerType = index.declaredType(of: property)
    {
      let type = providerType.split(separator: ".").map(String.init) + chain.qualifier.dropFirst()
      if let path = index.member(member, ofType: type, from: scope) { return .reference(path) }
      if index.isType(type, from: scope) {
        return broken(expression, "'\(member)' names no token of \(type.joined(separator: "."))")
      }
    }
    if index.isType(chain.qualifier, from: scope),
      !Self.platformTypes.contains(chain.qualifier.joined(separator: ".")),
      !isFrameworksOwn(chain.qualifier, from: scope)
    {
      return broken(expression, "'\(chain.text)' names no declared token")
    }
    return .opaque(expression.trimmedDescription)
  }

  /// Whether `type` is a framework's (``isFrameworkType(_:)``) that the sources only extend
  /// and that holds no token values of its own (not one of ``platformTypes``): a member they do
  /// not declare is the framework's (`Animation.linear`, `CGSize.zero` beside `extension
  /// Animation`, `Bundle`'s `.module`), not a broken reference. Pure.
  private func isFrameworksOwn(_ type: [String], from scope: [String]) -> Bool {
    !Self.platformTypes.contains(type.joined(separator: ".")) && Self.isFrameworkType(type)
      && index.isOnlyExtended(type, from: scope)
  }

  private func broken(
    _ expression: ExprSyntax,
    _ reason: String,
    kind: FindingKind = .brokenReference
  ) -> SwiftValue {
    let start = declaration.converter.location(
      for: expression.positionAfterSkippingLeadingTrivia
    )
    return .broken(
      Finding(
        kind: kind,
        token: declaration.path,
        location: TokenDiffCore.SourceLocation(
          file: declaration.location.file,
          line: start.line,
          column: start.column
        ),
        message: kind == .brokenReference
          ? "\(declaration.path) refers to \(expression.trimmedDescription): \(reason)"
          : "\(declaration.path) is \(expression.trimmedDescription): \(reason)"
      ),
      written: expression.trimmedDescription
    )
  }
}

/// A name written as `a.b.c`, `.c` or `c`.
struct SwiftReferenceChain {
  /// The written qualifier (`["RawColor"]` in `RawColor.brand500`), empty for `c` and `.c`.
  var qualifier: [String]
  var member: String
  /// `.member`, read against the declared type.
  var isImplicit: Bool

  var text: String { (qualifier + [member]).joined(separator: ".") }

  init?(_ expression: ExprSyntax) {
    var names: [String] = []
    var current: ExprSyntax? = expression
    var implicit = false
    var steps = 0
    while let node = current, steps < 32 {
      steps += 1
      if let access = node.as(MemberAccessExprSyntax.self) {
        names.insert(access.declName.baseName.text, at: 0)
        if access.base == nil { implicit = true }
        current = access.base
      } else if let name = node.as(DeclReferenceExprSyntax.self) {
        names.insert(name.baseName.text, at: 0)
        current = nil
      } else {
        return nil
      }
    }
    guard current == nil, let member = names.last else { return nil }
    qualifier = Array(names.dropLast())
    self.member = member.filter { $0 != "`" }
    isImplicit = implicit
    if let first = qualifier.first, first == "self" || first == "Self" { qualifier.removeFirst() }
  }
}
