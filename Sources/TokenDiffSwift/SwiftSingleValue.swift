import SwiftSyntax

extension CodeBlockItemListSyntax {
  /// The value of a body that is one expression, one expression statement or one `return`
  /// (a getter, a switch case, an immediately called closure), else `nil`. Pure.
  var singleValue: ExprSyntax? {
    guard count == 1, let item = first else { return nil }
    switch item.item {
    case .expr(let expression): return expression
    case .stmt(let statement):
      if let returned = statement.as(ReturnStmtSyntax.self) { return returned.expression }
      return statement.as(ExpressionStmtSyntax.self)?.expression
    default: return nil
    }
  }
}
