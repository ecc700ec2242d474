import SwiftSyntax

extension CodeBlockItemListSyntax {
  /// The value of a body that is one expression, one expression statement or one `return`
  /// (a getter, a switch case, an immediately called closure), after any calls made for their
  /// effect (`assertionFailure("deprecated")`, `log(…)`), else `nil`. An `if #available(…)`
  /// around the value is the value its available branch gives (the `else` of an
  /// `if #unavailable(…)`), which every system that runs the code today takes. Pure; bounded by
  /// the nesting of the syntax tree.
  var singleValue: ExprSyntax? {
    guard let last = self.last, dropLast().allSatisfy(\.isCallForEffect) else { return nil }
    if case .stmt(let statement) = last.item, let returned = statement.as(ReturnStmtSyntax.self) {
      return returned.expression
    }
    if let conditional = last.expression?.as(IfExprSyntax.self),
      conditional.conditions.count == 1,
      case .availability(let availability)? = conditional.conditions.first?.condition
    {
      // `#unavailable(…)`: its body is the old systems' value, the `else` today's.
      guard availability.availabilityKeyword.tokenKind == .poundUnavailable else {
        return conditional.body.statements.singleValue
      }
      guard case .codeBlock(let otherwise)? = conditional.elseBody else { return nil }
      return otherwise.statements.singleValue
    }
    return last.expression
  }

  /// The switch of a body that is a switch, else `nil`. Before it may come calls made for
  /// their effect and one constant that takes the switch's subject from what it shadows
  /// (`let theme = theme ?? .light`), provided no case reads a constant of the body: a case
  /// reading one (`let accent = Palette.blue … return accent`) is no token of the type, and a
  /// subject computed from something else (`let s = style.inverted; switch s`) would file the
  /// rows under the wrong keys. Pure.
  var finalSwitch: SwitchExprSyntax? {
    guard let last = self.last, let switchExpression = last.expression?.as(SwitchExprSyntax.self)
    else { return nil }
    var constants: Set<String> = []
    for item in dropLast() {
      if item.isCallForEffect { continue }
      guard let bound = item.constantNames else { return nil }
      constants.formUnion(bound)
    }
    guard !constants.isEmpty else { return switchExpression }
    let subject = switchExpression.subject.trimmedDescription
    guard constants == [subject], dropLast().contains(where: { $0.shadows(subject) }) else {
      return nil
    }
    let read = switchExpression.cases.contains { element in
      element.tokens(viewMode: .sourceAccurate).contains { constants.contains($0.text) }
    }
    return read ? nil : switchExpression
  }
}

extension CodeBlockItemSyntax {
  /// Functions whose call stops the program: a body that calls one gives no value.
  static let traps: Set<String> = ["fatalError", "preconditionFailure"]

  /// The expression of an item that is one (`x`, or the statement `x`), else `nil`. Pure.
  var expression: ExprSyntax? {
    switch item {
    case .expr(let value): value
    case .stmt(let statement): statement.as(ExpressionStmtSyntax.self)?.expression
    default: nil
    }
  }

  /// Whether the item is a call made for its effect (`assert(…)`, `assertionFailure(…)`,
  /// `logger.warning(…)`), not one that stops the program. Pure.
  var isCallForEffect: Bool {
    var call = expression
    if let tried = call?.as(TryExprSyntax.self) { call = tried.expression }
    guard let function = call?.as(FunctionCallExprSyntax.self) else { return false }
    return !Self.traps.contains(function.calledExpression.trimmedDescription)
  }

  /// The names an item binds when it declares constants with their values (`let theme =
  /// theme ?? .light`), else `nil`. Pure.
  var constantNames: [String]? {
    guard case .decl(let declaration) = item,
      let variable = declaration.as(VariableDeclSyntax.self),
      variable.bindingSpecifier.tokenKind == .keyword(.let)
    else { return nil }
    var names: [String] = []
    for binding in variable.bindings {
      guard binding.initializer != nil,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      else { return nil }
      names.append(name)
    }
    return names
  }

  /// Whether the item is `let name = name …`: a constant that takes its value from the name it
  /// shadows (a parameter). Pure.
  func shadows(_ name: String) -> Bool {
    guard case .decl(let declaration) = item,
      let binding = declaration.as(VariableDeclSyntax.self)?.bindings.first,
      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
      let value = binding.initializer?.value
    else { return false }
    return value.firstToken(viewMode: .sourceAccurate)?.text == name
  }
}
