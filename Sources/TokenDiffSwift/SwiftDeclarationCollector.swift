import SwiftParser
import SwiftSyntax
import TokenDiffCore

/// Walks one Swift file and collects the property declarations that can hold token values:
/// `static let` / `static var`, instance `let`, and computed `var`s whose body is one
/// expression (`{ x }` or `{ return x }`), in types, nested types and extensions, and constants
/// at file scope (`let fontBold = "Satoshi-Bold"`), in every branch of `#if`.
///
/// Pure. Nesting deeper than ``maximumDepth`` is not followed (bounded by the input).
struct SwiftDeclarationCollector {
  static let maximumDepth = 64
  /// The types of the values an instance is made with that make a computed property of it
  /// behaviour rather than a token (`var name: String { "\(family)-\(style)" }`).
  static let perInstanceScalars: Set = [
    "String", "Int", "Double", "Float", "CGFloat", "Bool", "Character",
  ]

  /// SwiftUI's types of views and scenes: a property of opaque type `some View` is a body.
  static let viewTypes: Set = ["View", "SwiftUI.View", "Scene", "SwiftUI.Scene"]

  let file: String
  let converter: SourceLocationConverter
  private(set) var declarations: [SwiftDeclaration] = []
  /// The names of every type declared in the file, as paths (`["SemanticTokens", "Colors"]`).
  private(set) var types: [[String]] = []
  /// The structs, classes and actors among them: the types a value can be an instance of.
  private(set) var instanceTypes: [[String]] = []
  /// The types the sources declare (`enum`, `struct`, `class`, `actor`), as opposed to those
  /// they only extend (`extension Bundle`).
  private(set) var declaredTypes: [[String]] = []
  /// Typed properties without a value (`let colors: ColorProvider`): the providers whose
  /// members `colors.x` names.
  private(set) var providers: [TokenPath: String] = [:]
  /// The cases of the file's enums, as paths (`["Skin", "default"]`): values, not tokens.
  private(set) var enumCases: [[String]] = []
  /// The protocols and classes each enum, struct and class conforms to or inherits, as
  /// written, by the type's path joined with `.` (`LightTheme` → `["Theme"]`).
  private(set) var conformances: [String: [String]] = [:]
  /// While walking an extension's members: the extended type's path.
  private var extending: [String]?
  /// Instance properties of extensions, by declaration index and extended type: kept only
  /// where the file declares the type too.
  private var extensionInstanceMembers: [(index: Int, type: [String])] = []
  /// Per type, its instance properties of text or numbers without a value of their own (`let
  /// family: String`), which each instance sets.
  private var unsetInstanceProperties: [[String]: Set<String>] = [:]
  /// The computed instance properties, with the names their value reads.
  private var computedInstanceMembers: [(index: Int, type: [String], names: Set<String>)] = []

  /// Parses `text` (never throws: swift-syntax recovers from any input).
  init(file: String, text: String) {
    self.file = file
    let tree = Parser.parse(source: text)
    converter = SourceLocationConverter(fileName: file, tree: tree)
    collect(tree.statements, typePath: [], platform: nil, depth: 0)
    // An instance property an extension adds to a framework's type (`extension UIFont { var
    // emojiSize: CGFloat { pointSize } }`, `extension Color { private var ciColor … }`) is
    // behaviour of the framework's values, not a token: only its static members are. A type
    // of the system's own (OUDS' `extension ThemeColorSemanticTokensProvider`, declared in
    // another module) keeps its instance properties: they are its tokens.
    let declaredHere = Set(declaredTypes)
    let dropped = Set(
      extensionInstanceMembers.filter {
        !declaredHere.contains($0.type) && SwiftExpressionReader.isFrameworkType($0.type)
      }.map(\.index)
    )
    // A computed instance property that reads what each instance sets (`var name: String {
    // "\(family)-\(style)" }` beside `let family: String`) is behaviour of the type's values,
    // not a token of its own.
    let perInstance = Set(
      computedInstanceMembers.filter { member in
        !(unsetInstanceProperties[member.type] ?? []).isDisjoint(with: member.names)
      }.map(\.index)
    )
    let removed = dropped.union(perInstance)
    if !removed.isEmpty {
      declarations = declarations.enumerated().filter { !removed.contains($0.offset) }.map(
        \.element
      )
    }
  }

  private mutating func collect(
    _ items: CodeBlockItemListSyntax,
    typePath: [String],
    platform: String?,
    depth: Int
  ) {
    for item in items {
      if case .decl(let decl) = item.item {
        collect(decl, typePath: typePath, platform: platform, depth: depth)
      }
    }
  }

  private mutating func collect(
    _ members: MemberBlockItemListSyntax,
    typePath: [String],
    platform: String?,
    depth: Int
  ) {
    for member in members {
      collect(member.decl, typePath: typePath, platform: platform, depth: depth)
    }
  }

  private mutating func collect(
    _ decl: DeclSyntax,
    typePath: [String],
    platform: String?,
    depth: Int
  ) {
    guard depth < Self.maximumDepth else { return }
    if let type = decl.as(EnumDeclSyntax.self) {
      conform(typePath + [type.name.text], type.inheritanceClause)
      enter(type.name.text, type.memberBlock, typePath, platform, depth)
    } else if let type = decl.as(StructDeclSyntax.self) {
      instanceTypes.append(typePath + [type.name.text])
      conform(typePath + [type.name.text], type.inheritanceClause)
      enter(type.name.text, type.memberBlock, typePath, platform, depth)
    } else if let type = decl.as(ClassDeclSyntax.self) {
      instanceTypes.append(typePath + [type.name.text])
      conform(typePath + [type.name.text], type.inheritanceClause)
      enter(type.name.text, type.memberBlock, typePath, platform, depth)
    } else if let type = decl.as(ActorDeclSyntax.self) {
      instanceTypes.append(typePath + [type.name.text])
      enter(type.name.text, type.memberBlock, typePath, platform, depth)
    } else if let ext = decl.as(ExtensionDeclSyntax.self) {
      let path = Self.extensionPath(ext)
      types.append(path)
      let outer = extending
      extending = path
      collect(ext.memberBlock.members, typePath: path, platform: platform, depth: depth + 1)
      extending = outer
    } else if let conditional = decl.as(IfConfigDeclSyntax.self) {
      for (clause, name) in SwiftPlatform.shippedClauses(of: conditional) {
        let branch = name ?? platform
        switch clause.elements {
        case .statements(let items):
          collect(items, typePath: typePath, platform: branch, depth: depth + 1)
        case .decls(let members):
          collect(members, typePath: typePath, platform: branch, depth: depth + 1)
        default: break
        }
      }
    } else if let cases = decl.as(EnumCaseDeclSyntax.self), !typePath.isEmpty {
      for element in cases.elements {
        enumCases.append(typePath + [element.name.text.filter { $0 != "`" }])
      }
    } else if let variable = decl.as(VariableDeclSyntax.self), !typePath.isEmpty {
      add(variable, typePath: typePath, platform: platform)
    } else if let variable = decl.as(VariableDeclSyntax.self),
      variable.bindingSpecifier.tokenKind == .keyword(.let),
      variable.bindings.allSatisfy({ $0.initializer != nil })
    {
      // A constant at file scope (`let fontBold = "Satoshi-Bold"`, read by the types below
      // it): a token of its own, so what reads it follows its value.
      add(variable, typePath: [], platform: platform)
    } else if let function = decl.as(FunctionDeclSyntax.self), !typePath.isEmpty,
      function.signature.parameterClause.parameters.count == 1,
      let body = function.body,
      let switchExpression = body.statements.finalSwitch
    {
      addTable(
        switchExpression,
        scope: typePath,
        typePath: typePath + [function.name.text],
        suffix: nil,
        declaredType: function.signature.returnClause?.type.trimmedDescription,
        platform: platform,
        deprecation: SwiftDeprecation.of(function.attributes),
        subjectType: Self.switchedType(
          switchExpression,
          parameter: function.signature.parameterClause.parameters.first,
          in: typePath
        )
      )
    }
  }

  private mutating func conform(_ path: [String], _ clause: InheritanceClauseSyntax?) {
    guard let clause else { return }
    conformances[path.joined(separator: ".")] = clause.inheritedTypes.map {
      $0.type.trimmedDescription
    }
  }

  private mutating func enter(
    _ name: String,
    _ block: MemberBlockSyntax,
    _ typePath: [String],
    _ platform: String?,
    _ depth: Int
  ) {
    let path = typePath + [name]
    types.append(path)
    declaredTypes.append(path)
    // A type nested in an extension declares its own members.
    let outer = extending
    extending = nil
    collect(block.members, typePath: path, platform: platform, depth: depth + 1)
    extending = outer
  }

  /// `extension ShapeStyle where Self == Color` names its members under `Color`, like
  /// `extension Color`; any other extension under the extended type's written name. Pure.
  static func extensionPath(_ ext: ExtensionDeclSyntax) -> [String] {
    let extended = ext.extendedType.trimmedDescription
    if let requirements = ext.genericWhereClause?.requirements {
      for requirement in requirements {
        if let same = requirement.requirement.as(SameTypeRequirementSyntax.self),
          same.leftType.trimmedDescription == "Self"
        {
          return same.rightType.trimmedDescription.split(separator: ".").map(String.init)
        }
      }
    }
    return extended.split(separator: ".").map(String.init)
  }

  private mutating func add(_ variable: VariableDeclSyntax, typePath: [String], platform: String?) {
    let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
    let isStatic = Self.isStatic(variable)
    for binding in variable.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      else { continue }
      // The declarations this binding makes, noted when it is computed per instance.
      let firstDeclaration = declarations.count
      var readNames: Set<String>?
      defer {
        if let readNames {
          for index in firstDeclaration..<declarations.count {
            computedInstanceMembers.append((index, typePath, readNames))
          }
        }
      }
      if !isStatic, !typePath.isEmpty, binding.initializer == nil {
        if let accessors = binding.accessorBlock {
          readNames = Set(
            accessors.tokens(viewMode: .sourceAccurate).compactMap { token in
              if case .identifier(let text) = token.tokenKind { return text }
              return nil
            }
          )
        } else if let type = binding.typeAnnotation?.type.trimmedDescription,
          Self.perInstanceScalars.contains(type)
        {
          // Text or a number each instance sets; a provider each instance is given
          // (`let colors: ColorProvider`) holds tokens, which its readers reference.
          unsetInstanceProperties[typePath, default: []].insert(name)
        }
      }
      // `var body: some View { … }`: a view, code rather than a value (`some ShapeStyle` is a
      // colour, and kept).
      if let opaque = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self),
        Self.viewTypes.contains(opaque.constraint.trimmedDescription)
      {
        continue
      }
      let expression: ExprSyntax?
      if let initializer = binding.initializer {
        // `static let`/`static var`/instance `let` with a value; an instance `var` with a
        // default value is a stored property too.
        expression = initializer.value
      } else if let accessors = binding.accessorBlock, !isLet {
        expression = Self.singleExpression(of: accessors)
      } else {
        expression = nil
      }
      // A value per platform inside the body (`var x: Color { #if os(iOS) … #else … #endif }`,
      // `let x: Color = { #if canImport(UIKit) return … #endif }()`): a declaration per branch,
      // as a `#if` around declarations gives.
      let body =
        binding.accessorBlock.flatMap { isLet ? nil : Self.getterBody(of: $0) }
        ?? Self.immediatelyCalledBody(binding.initializer?.value)
      if let body, let branches = Self.platformBranches(of: body) {
        for branch in branches {
          append(
            variable,
            name: name,
            at: binding,
            expression: branch.expression,
            typePath: typePath,
            platform: branch.platform ?? platform
          )
        }
        continue
      }
      if let expression, let switchExpression = expression.as(SwitchExprSyntax.self) {
        addTable(
          switchExpression,
          scope: typePath,
          typePath: typePath,
          suffix: name,
          declaredType: binding.typeAnnotation?.type.trimmedDescription,
          platform: platform,
          deprecation: SwiftDeprecation.of(variable.attributes),
          subjectType: Self.switchedType(switchExpression, parameter: nil, in: typePath)
        )
        continue
      }
      guard let expression else {
        if let type = binding.typeAnnotation?.type.trimmedDescription {
          providers[TokenPath(typePath + [name])] = type
        }
        continue
      }
      append(
        variable,
        name: name,
        at: binding,
        expression: expression,
        typePath: typePath,
        platform: platform
      )
    }
  }

  /// Whether a property belongs to its type (`static` or `class`), not to each instance. Pure.
  static func isStatic(_ variable: VariableDeclSyntax) -> Bool {
    variable.modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
  }

  /// Records one declaration of `variable`'s binding `name`, with this value.
  private mutating func append(
    _ variable: VariableDeclSyntax,
    name: String,
    at binding: PatternBindingSyntax,
    expression: ExprSyntax,
    typePath: [String],
    platform: String?
  ) {
    let start = converter.location(for: binding.pattern.positionAfterSkippingLeadingTrivia)
    if let extending, extending == typePath, !Self.isStatic(variable) {
      extensionInstanceMembers.append((declarations.count, extending))
    }
    declarations.append(
      SwiftDeclaration(
        typePath: typePath,
        name: name.filter { $0 != "`" },
        declaredType: binding.typeAnnotation?.type.trimmedDescription,
        expression: expression,
        platform: platform,
        location: TokenDiffCore.SourceLocation(
          file: file,
          line: start.line,
          column: start.column
        ),
        converter: converter,
        deprecation: SwiftDeprecation.of(variable.attributes)
      )
    )
  }

  /// The branches of a body that is one `#if`, each clause one value (see
  /// ``CodeBlockItemListSyntax/singleValue``): the clause's platform (``SwiftPlatform``) and
  /// value; `nil` for any other body, or a clause that is not one value. Pure.
  static func platformBranches(of body: CodeBlockItemListSyntax)
    -> [(platform: String?, expression: ExprSyntax)]?
  {
    guard body.count == 1, let only = body.first,
      let conditional = only.item.as(IfConfigDeclSyntax.self)
    else { return nil }
    var branches: [(platform: String?, expression: ExprSyntax)] = []
    for (clause, name) in SwiftPlatform.shippedClauses(of: conditional) {
      guard case .statements(let statements) = clause.elements,
        let value = statements.singleValue
      else { return nil }
      branches.append((name, value))
    }
    return branches.isEmpty ? nil : branches
  }

  /// The statements of an immediately called closure with no arguments (`{ … }()`), else
  /// `nil`. Pure.
  static func immediatelyCalledBody(_ expression: ExprSyntax?) -> CodeBlockItemListSyntax? {
    guard let call = expression?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      call.trailingClosure == nil,
      let closure = call.calledExpression.as(ClosureExprSyntax.self)
    else { return nil }
    return closure.statements
  }

  /// The rows of a switch table as declarations: `Type.case.property` for a property,
  /// `Type.function.case` for a function (see ``SwiftSwitchTable``), each deprecated as the
  /// property or function is.
  private mutating func addTable(
    _ switchExpression: SwitchExprSyntax,
    scope: [String],
    typePath: [String],
    suffix: String?,
    declaredType: String?,
    platform: String?,
    deprecation: Deprecation?,
    subjectType: [String]?
  ) {
    guard let rows = SwiftSwitchTable.rows(of: switchExpression) else { return }
    // A `default:` row of a table keyed by one enum stands for the cases it does not list,
    // which are known once every file is read (see `SwiftTokenReader`).
    let keyed = rows.filter { $0.segments != ["default"] }
    let defaultRow = subjectType.flatMap { type -> SwiftDeclaration.DefaultRow? in
      guard keyed.allSatisfy({ $0.segments.count == 1 && $0.mode == nil }) else { return nil }
      return SwiftDeclaration.DefaultRow(
        enumType: type,
        listed: Set(keyed.map { $0.segments[0] }),
        keyIndex: typePath.count
      )
    }
    for row in rows {
      let start = converter.location(for: row.position)
      let path = typePath + row.segments
      declarations.append(
        SwiftDeclaration(
          typePath: suffix == nil ? Array(path.dropLast()) : path,
          name: suffix ?? path.last ?? "",
          declaredType: declaredType,
          expression: row.expression,
          platform: row.mode ?? platform,
          location: TokenDiffCore.SourceLocation(
            file: file,
            line: start.line,
            column: start.column
          ),
          converter: converter,
          scope: scope,
          deprecation: deprecation,
          defaultRow: row.segments == ["default"] ? defaultRow : nil
        )
      )
    }
  }

  /// The type a switch table is keyed by: the enclosing type's for `switch self`, a function's
  /// parameter's (`Role` of `for role: Role?`) when the switch reads that parameter, else
  /// `nil`. Pure.
  static func switchedType(
    _ switchExpression: SwitchExprSyntax,
    parameter: FunctionParameterSyntax?,
    in typePath: [String]
  ) -> [String]? {
    let subject = switchExpression.subject.trimmedDescription
    if subject == "self" { return typePath }
    guard let parameter, (parameter.secondName ?? parameter.firstName).text == subject
    else { return nil }
    var type = parameter.type.trimmedDescription
    while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
    return type.split(separator: ".").map(String.init)
  }

  /// The expression of a getter that is one expression or one `return` (see
  /// ``CodeBlockItemListSyntax/singleValue``), or a switch after the constants it reads, else
  /// `nil`. Pure.
  static func singleExpression(of accessors: AccessorBlockSyntax) -> ExprSyntax? {
    guard let body = getterBody(of: accessors) else { return nil }
    return body.singleValue ?? body.finalSwitch.map(ExprSyntax.init)
  }

  /// The statements of a getter (a computed property's body, or its one `get`), else `nil`.
  /// Pure.
  static func getterBody(of accessors: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
    switch accessors.accessors {
    case .getter(let items): return items
    case .accessors(let list):
      guard list.count == 1, let getter = list.first,
        getter.accessorSpecifier.tokenKind == .keyword(.get)
      else { return nil }
      return getter.body?.statements
    }
  }
}
