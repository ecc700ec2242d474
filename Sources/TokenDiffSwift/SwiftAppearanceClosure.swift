import SwiftSyntax

/// A UIKit or AppKit dynamic colour written as a closure over the appearance:
/// `UIColor { $0.userInterfaceStyle == .dark ? a : b }`, `UIColor(dynamicProvider: { trait in
/// if trait.userInterfaceStyle == .dark { return a } else { return b } })`,
/// `NSColor(name: nil, dynamicProvider: { … })`, or a `switch` over the style with a dark
/// case. Its two values are a light/dark pair.
enum SwiftAppearanceClosure {
  /// The dark and light value expressions of a call's appearance closure (its trailing closure,
  /// or its `dynamicProvider:` argument), when the closure is one comparison of the appearance
  /// with `.dark` or `.light` choosing between two values; else `nil`. Pure.
  static func branches(of call: FunctionCallExprSyntax) -> (dark: ExprSyntax, light: ExprSyntax)? {
    let provider = call.arguments.first { $0.label?.text == "dynamicProvider" }?.expression
      .as(ClosureExprSyntax.self)
    guard let closure = call.trailingClosure ?? provider,
      call.trailingClosure == nil || call.arguments.isEmpty,
      let body = closure.statements.singleValue
    else { return nil }
    if let sequence = body.as(SequenceExprSyntax.self) {
      // `condition ? a : b`, unfolded: [lhs, op, rhs, ? a :, b].
      let elements = Array(sequence.elements)
      guard elements.count == 5,
        let ternary = elements[3].as(UnresolvedTernaryExprSyntax.self),
        let isDark = darkWhenTrue(elements[0], elements[1], elements[2])
      else { return nil }
      return isDark
        ? (ternary.thenExpression, elements[4]) : (elements[4], ternary.thenExpression)
    }
    if let conditional = body.as(IfExprSyntax.self), conditional.conditions.count == 1,
      let condition = conditional.conditions.first?.condition.as(SequenceExprSyntax.self),
      case .codeBlock(let otherwise)? = conditional.elseBody,
      let then = conditional.body.statements.singleValue,
      let other = otherwise.statements.singleValue
    {
      let elements = Array(condition.elements)
      guard elements.count == 3, let isDark = darkWhenTrue(elements[0], elements[1], elements[2])
      else { return nil }
      return isDark ? (then, other) : (other, then)
    }
    if let switchExpression = body.as(SwitchExprSyntax.self) {
      return switchBranches(switchExpression)
    }
    return nil
  }

  /// `switch trait.userInterfaceStyle { case .dark: return a; default: return b }`: the dark
  /// case's value and the light one's (`.light`, `.unspecified` or `default`), each case one
  /// value; `nil` for any other switch. Pure.
  private static func switchBranches(_ switchExpression: SwitchExprSyntax)
    -> (dark: ExprSyntax, light: ExprSyntax)?
  {
    guard switchExpression.subject.trimmedDescription.hasSuffix("userInterfaceStyle") else {
      return nil
    }
    var dark: ExprSyntax?
    var light: ExprSyntax?
    for element in switchExpression.cases {
      guard let switchCase = element.as(SwitchCaseSyntax.self),
        let value = switchCase.statements.singleValue
      else { return nil }
      switch switchCase.label {
      case .default:
        if light == nil { light = value }
      case .case(let label):
        let names = label.caseItems.map { $0.pattern.trimmedDescription.lowercased() }
        if names.contains(".dark") {
          dark = value
        } else if names.allSatisfy({ [".light", ".unspecified"].contains($0) }) {
          light = value
        }
      }
    }
    guard let dark, let light else { return nil }
    return (dark, light)
  }

  /// Whether `lhs op rhs` holds in the dark appearance (`style == .dark`, `style != .light`),
  /// or in the light one; `nil` when it compares no appearance. Pure.
  private static func darkWhenTrue(_ lhs: ExprSyntax, _ operation: ExprSyntax, _ rhs: ExprSyntax)
    -> Bool?
  {
    guard
      lhs.trimmedDescription.hasSuffix("userInterfaceStyle")
        || lhs.trimmedDescription.hasSuffix("name"),
      let symbol = operation.as(BinaryOperatorExprSyntax.self)?.operator.text,
      symbol == "==" || symbol == "!="
    else { return nil }
    let side = rhs.trimmedDescription.lowercased()
    let names: (dark: Bool, light: Bool) = (
      side.hasSuffix(".dark") || side.hasSuffix("darkaqua"),
      side.hasSuffix(".light") || side.hasSuffix(".unspecified") || side.hasSuffix(".aqua")
    )
    guard names.dark != names.light else { return nil }
    return (symbol == "==") == names.dark
  }
}
