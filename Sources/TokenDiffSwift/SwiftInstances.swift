import SwiftSyntax
import TokenDiffCore

/// Instances of the sources' own types, which are not tokens: generated Swift token modules
/// (Style Dictionary's, for one) give each scheme a struct whose stored properties are the
/// tokens, and reach it through a singleton (`static let shared = Light()`) and accessors
/// (`static var light: Light { Light.shared }`). The struct's properties are read as tokens of
/// their own (`Colors.Light.bgColorIdle`); the instance carries no design value, so a renamed
/// struct is not a removed, an added and a retargeted "token".
///
/// A declaration is such an instance when its value calls a struct, class or actor the sources
/// declare (not one they only extend) with no arguments (`Light()`, `Self()`, `.init()`), or
/// names another such instance (`Light.shared`), at most ``maximumDepth`` names deep. A value
/// built with arguments is kept (``SwiftMemberwiseValues`` reads those).
enum SwiftInstances {
  static let maximumDepth = 8

  /// The declarations without the instances. Pure.
  static func removed(
    from declarations: [SwiftDeclaration],
    types: [[String]],
    instanceTypes: Set<String>
  ) -> [SwiftDeclaration] {
    let index = SwiftSymbolIndex(declarations: declarations, types: types)
    var instances = Set(
      declarations.filter { isConstructed($0, types: index, instanceTypes: instanceTypes) }
        .map(\.path)
    )
    guard !instances.isEmpty else { return declarations }
    // Accessors of accessors: each round takes one more step along the names.
    for _ in 0..<maximumDepth {
      let reaching = declarations.filter {
        !instances.contains($0.path)
          && namedDeclaration(of: $0, index: index).map(instances.contains) == true
      }
      guard !reaching.isEmpty else { break }
      instances.formUnion(reaching.map(\.path))
    }
    return declarations.filter { !instances.contains($0.path) }
  }

  /// Whether the value calls a type of `instanceTypes` with no arguments. Pure.
  private static func isConstructed(
    _ declaration: SwiftDeclaration,
    types: SwiftSymbolIndex,
    instanceTypes: Set<String>
  ) -> Bool {
    guard let call = declaration.expression.as(FunctionCallExprSyntax.self),
      call.arguments.isEmpty, call.trailingClosure == nil,
      call.additionalTrailingClosures.isEmpty
    else { return false }
    let written = SwiftExpressionReader.calledType(call, contextual: declaration.declaredType)
    if written == "Self" {
      return instanceTypes.contains(declaration.typePath.joined(separator: "."))
    }
    guard !written.isEmpty,
      let type = types.typePath(
        written.split(separator: ".").map(String.init),
        from: declaration.lookupScope
      )
    else { return false }
    return instanceTypes.contains(type.joined(separator: "."))
  }

  /// The declared token a value that is only a name (`Light.shared`, `shared`, `.shared`)
  /// stands for; `nil` for any other value. Pure.
  private static func namedDeclaration(of declaration: SwiftDeclaration, index: SwiftSymbolIndex)
    -> TokenPath?
  {
    guard let chain = SwiftReferenceChain(declaration.expression) else { return nil }
    let scope = declaration.lookupScope
    if chain.isImplicit {
      // `.shared` against the declared type.
      guard let declared = declaration.declaredType else { return nil }
      let type = declared.split(separator: ".").map(String.init)
      return index.member(chain.member, ofType: type, from: scope)
    }
    if chain.qualifier.isEmpty { return index.unqualified(chain.member, from: scope) }
    return index.member(chain.member, ofType: chain.qualifier, from: scope)
  }
}
