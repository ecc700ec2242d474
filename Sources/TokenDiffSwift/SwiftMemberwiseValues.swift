import SwiftSyntax
import TokenDiffCore

/// Values built by a memberwise initializer of a struct the sources declare:
/// `static let mail = Theme.Palette(background: Color(light: .gray100, dark: .gray900), text: …)`,
/// how Swift design systems write one theme per brand. Each labelled argument is a token of its
/// own, `Theme.Palette.mail.background`, read like any declaration (its light/dark pair, its
/// references), so a change to one colour of one brand is that token's change. The value
/// itself (`Theme.Palette.mail`) stays a token that references resolve to; its value is the
/// initializer's signature (`Theme.Palette(background:text:)`), which changes only when the
/// arguments it is given do.
///
/// Only when every argument is labelled and names a stored property the type declares without a
/// value (`let background: Color`); anything else stays one value, as written. Nested
/// initializers (`Theme(colors: Palette(…))`) are expanded too, at most ``maximumDepth`` deep.
enum SwiftMemberwiseValues {
  static let maximumDepth = 4

  /// The declaration, then one per argument when its value is a memberwise initializer. Pure.
  static func expanded(
    _ declaration: SwiftDeclaration,
    types: SwiftSymbolIndex,
    providers: [TokenPath: String],
    depth: Int = 0
  ) -> [SwiftDeclaration] {
    guard depth < maximumDepth,
      let call = declaration.expression.as(FunctionCallExprSyntax.self),
      call.trailingClosure == nil, call.arguments.count >= 2,
      call.arguments.allSatisfy({ $0.label != nil })
    else { return [declaration] }
    let written = SwiftExpressionReader.calledType(call, contextual: declaration.declaredType)
    guard !written.isEmpty,
      let type = types.typePath(
        written.split(separator: ".").map(String.init),
        from: declaration.lookupScope
      )
    else { return [declaration] }
    let labels = call.arguments.compactMap { $0.label?.text }
    guard labels.allSatisfy({ providers[TokenPath(type + [$0])] != nil }) else {
      return [declaration]
    }
    var parent = declaration
    parent.memberwiseSignature = written + "(" + labels.map { $0 + ":" }.joined() + ")"
    var result = [parent]
    for argument in call.arguments {
      guard let label = argument.label?.text else { continue }
      let start = declaration.converter.location(
        for: argument.positionAfterSkippingLeadingTrivia
      )
      var child = declaration
      child.typePath = declaration.typePath + [declaration.name]
      child.name = label
      child.declaredType = providers[TokenPath(type + [label])]
      child.expression = argument.expression
      child.location = TokenDiffCore.SourceLocation(
        file: declaration.location.file,
        line: start.line,
        column: start.column
      )
      child.scope = declaration.lookupScope
      child.defaultRow = nil
      result += expanded(child, types: types, providers: providers, depth: depth + 1)
    }
    return result
  }
}
