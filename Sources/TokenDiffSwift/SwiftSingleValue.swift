import SwiftSyntax

extension CodeBlockItemListSyntax {
  /// The value of a body that is one expression, one expression statement or one `return`
  /// (a getter, a switch case, an immediately called closure), after any calls made for their
  /// effect (`assertionFailure("deprecated")`, `log(…)`), else `nil`. Pure.
  var singleValue: ExprSyntax? {
    guard let last = self.last, dropLast().allSatisfy(\.isCallForEffect) else { return nil }
    switch last.item {
    case .expr(let expression): return expression
    case .stmt(let statement):
      if let returned = statement.as(ReturnStmtSyntax.self) { return returned.expression }
      return statement.as(ExpressionStmtSyntax.self)?.expression
    default: return nil
    }
  }

  /// The switch of a body that is a switch, after any constants it reads (`let theme = theme ??
  /// .light`) and calls made for their effect, else `nil`. Pure.
  var finalSwitch: SwitchExprSyntax? {
    guard let last = self.last,
      dropLast().allSatisfy({ $0.isCallForEffect || $0.isConstant })
    else { return nil }
    switch last.item {
    case .expr(let expression): return expression.as(SwitchExprSyntax.self)
    case .stmt(let statement):
      return statement.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
    default: return nil
    }
  }
}

extension CodeBlockItemSyntax {
  /// Functions whose call stops the program: a body that calls one gives no value.
  static let traps: Set<String> = ["fatalError", "preconditionFailure"]

  /// Whether the item is a call made for its effect (`assert(…)`, `assertionFailure(…)`,
  /// `logger.warning(…)`), not one that stops the program. Pure.
  var isCallForEffect: Bool {
    let expression: ExprSyntax?
    switch item {
    case .expr(let value): expression = value
    case .stmt(let statement): expression = statement.as(ExpressionStmtSyntax.self)?.expression
    default: expression = nil
    }
    var call = expression
    if let tried = call?.as(TryExprSyntax.self) { call = tried.expression }
    guard let function = call?.as(FunctionCallExprSyntax.self) else { return false }
    return !Self.traps.contains(function.calledExpression.trimmedDescription)
  }

  /// Whether the item declares constants with their values (`let theme = theme ?? .light`).
  /// Pure.
  var isConstant: Bool {
    guard case .decl(let declaration) = item,
      let variable = declaration.as(VariableDeclSyntax.self)
    else { return false }
    return variable.bindingSpecifier.tokenKind == .keyword(.let)
      && variable.bindings.allSatisfy { $0.initializer != nil }
  }
}
