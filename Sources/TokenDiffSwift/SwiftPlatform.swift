import SwiftSyntax

/// The platform a `#if` branch is for, used as a mode name: `#if canImport(UIKit)` is `UIKit`,
/// `#if os(macOS)` is `macOS`, `#else` is `other`. A condition that is neither (a `DEBUG` flag,
/// a compound condition) is written as it is.
enum SwiftPlatform {
  /// The mode name of one clause. Pure.
  static func name(of clause: IfConfigClauseSyntax) -> String? {
    guard let condition = clause.condition else { return "other" }
    if let call = condition.as(FunctionCallExprSyntax.self),
      let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      ["canImport", "os", "targetEnvironment"].contains(function),
      call.arguments.count == 1, let argument = call.arguments.first
    {
      return argument.expression.trimmedDescription
    }
    return condition.trimmedDescription
  }
}
