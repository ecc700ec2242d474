import SwiftSyntax
import TokenDiffCore

/// One property declaration of a Swift token source, before its value is read: where it is,
/// the type it belongs to, and the expression that gives its value.
struct SwiftDeclaration {
  /// The enclosing types, outermost first (`["SemanticTokens", "Colors"]`); members of
  /// `extension Color` and `extension ShapeStyle where Self == Color` are under `Color`.
  var typePath: [String]
  var name: String
  /// The written type annotation (`Color`, `ColorRawToken`), `nil` when inferred.
  var declaredType: String?
  /// The value expression: the initializer, or the single expression of a computed `var`.
  var expression: ExprSyntax
  /// The platform branch it is written in (`UIKit`, `macOS`), `nil` outside `#if`.
  var platform: String?
  var location: TokenDiffCore.SourceLocation
  /// Where the expression starts, for findings about it.
  var converter: SourceLocationConverter
  /// Where names in the expression are looked up from, when not `typePath`: a switch table's
  /// rows (`Palette.color.calm`) read the names of the type that declares the switch
  /// (`Palette`), as Swift does.
  var scope: [String]? = nil
  /// `@available(…, deprecated…)` on the declaration (see ``SwiftDeprecation``).
  var deprecation: Deprecation? = nil

  var path: TokenPath { TokenPath(typePath + [name]) }
  /// The type names in the expression are looked up from.
  var lookupScope: [String] { scope ?? typePath }
}
