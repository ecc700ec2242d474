import SwiftSyntax
import TokenDiffCore

/// A `switch` that returns one value per enum case, read as a table of tokens:
///
/// ```swift
/// enum ColourType { case main, accent
///   var color: UIColor { switch self { case .main: return UIColor.hex(0x0E0E13) … } } }
/// ```
/// gives `ColourType.main.color` and `ColourType.accent.color`; a function of one enum
/// (`func neutral(_ shade: Shade) -> Color { switch shade { case .s100: … } }`) gives
/// `Type.neutral.s100`. With two keys (`switch (self, scheme) { case (.main, .dark): … }`), a
/// second key named `light` or `dark` is that mode, any other is one more path segment. A
/// `default:` branch is the row `default` (`Type.neutral.default`): the value of every case
/// not listed.
enum SwiftSwitchTable {
  /// One row: the path segments the keys add, the mode, and the value expression.
  struct Row {
    var segments: [String]
    var mode: String?
    var expression: ExprSyntax
    var position: AbsolutePosition
  }

  /// The rows of a switch whose cases each name enum members and return one expression; `nil`
  /// when the switch is not such a table. Pure.
  static func rows(of switchExpression: SwitchExprSyntax) -> [Row]? {
    var rows: [Row] = []
    for element in switchExpression.cases {
      guard let switchCase = element.as(SwitchCaseSyntax.self) else { return nil }
      let value = switchCase.statements.singleValue
      guard case .case(let label) = switchCase.label else {
        // A `default:` that is more than a value, or that stops the program, is left out.
        guard let expression = value, !isTrap(expression) else { continue }
        rows.append(
          Row(
            segments: ["default"],
            mode: nil,
            expression: expression,
            position: switchCase.positionAfterSkippingLeadingTrivia
          )
        )
        continue
      }
      guard let expression = value else { return nil }
      // A case that stops the program has no value: its rows are left out, the table stays.
      if isTrap(expression) { continue }
      for item in label.caseItems {
        guard let keys = keys(of: item.pattern) else { return nil }
        var segments = [keys[0]]
        var mode: String?
        if keys.count == 2 {
          if ["light", "dark"].contains(keys[1]) {
            mode = keys[1]
          } else {
            segments.append(keys[1])
          }
        }
        rows.append(
          Row(
            segments: segments,
            mode: mode,
            expression: expression,
            position: item.positionAfterSkippingLeadingTrivia
          )
        )
      }
    }
    // A switch of nothing but `default:` is no table.
    return rows.contains(where: { $0.segments != ["default"] }) ? rows : nil
  }

  /// `.main` → `["main"]`; `(.main, .dark)` → `["main", "dark"]`. Pure.
  private static func keys(of pattern: PatternSyntax) -> [String]? {
    guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
    if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
      return [member.declName.baseName.text]
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 2 {
      var keys: [String] = []
      for element in tuple.elements {
        guard let member = element.expression.as(MemberAccessExprSyntax.self), member.base == nil
        else { return nil }
        keys.append(member.declName.baseName.text)
      }
      return keys
    }
    return nil
  }

  /// Whether an expression stops the program (`fatalError("…")`) rather than give a value.
  /// Pure.
  private static func isTrap(_ expression: ExprSyntax) -> Bool {
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
    let callee = call.calledExpression.trimmedDescription
    return CodeBlockItemSyntax.traps.contains(callee) || callee == "assertionFailure"
  }
}
