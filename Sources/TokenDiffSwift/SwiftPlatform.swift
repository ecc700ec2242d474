import SwiftSyntax

/// The platform a `#if` branch is for, used as a mode name: `#if canImport(UIKit)` is `UIKit`,
/// `#if os(macOS)` is `macOS`, `#else` is `other`. A condition that is neither (a `DEBUG` flag,
/// a compound condition) is written as it is.
enum SwiftPlatform {
  /// The clauses of a `#if` a shipped build may compile, each with its mode name: a clause
  /// whose condition reads the `DEBUG` flag holds debug-only code (previews, samples) and is
  /// left out, and beside one, `#else` is the shipped value itself (no mode). A clause for
  /// `SWIFT_PACKAGE` (SwiftGen's bundle lookup, in every file it generates) is how the package
  /// the tokens ship in builds: it is the value, and its `#else` (the same code built by an
  /// Xcode project) is left out, rather than each making a mode. Pure.
  static func shippedClauses(of conditional: IfConfigDeclSyntax) -> [(
    clause: IfConfigClauseSyntax, name: String?
  )] {
    if let package = conditional.clauses.first(where: {
      $0.condition?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SWIFT_PACKAGE"
    }) {
      return [(package, nil)]
    }
    let isDebug = { (clause: IfConfigClauseSyntax) in
      clause.condition?.tokens(viewMode: .sourceAccurate).contains { $0.text == "DEBUG" } ?? false
    }
    let hasDebugClause = conditional.clauses.contains(where: isDebug)
    return conditional.clauses.filter { !isDebug($0) }.map { clause in
      (clause, hasDebugClause && clause.condition == nil ? nil : name(of: clause))
    }
  }

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
