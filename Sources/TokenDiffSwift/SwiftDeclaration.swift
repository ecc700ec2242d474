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
  /// For the `default:` row of a switch table over an enum: what it stands for (see
  /// ``DefaultRow``).
  var defaultRow: DefaultRow? = nil
  /// For a value built by a memberwise initializer of a type the sources declare, whose
  /// arguments are tokens of their own (see ``SwiftMemberwiseValues``): the initializer's
  /// signature (`Theme.Palette(background:text:)`), which is the value itself.
  var memberwiseSignature: String? = nil

  /// A `default:` row stands for every case of the switched enum the table does not list.
  struct DefaultRow {
    /// The enum's type as written (`Role`, or the enclosing type for `switch self`).
    var enumType: [String]
    /// The cases the table lists.
    var listed: Set<String>
    /// Where the `default` segment is in the row's path.
    var keyIndex: Int
  }

  /// This declaration under another name at `index` of its path (`default` → `border`). Pure.
  func renamed(_ segment: String, at index: Int) -> SwiftDeclaration {
    var full = typePath + [name]
    guard full.indices.contains(index) else { return self }
    full[index] = segment
    var copy = self
    copy.typePath = Array(full.dropLast())
    copy.name = full.last ?? name
    copy.defaultRow = nil
    return copy
  }

  var path: TokenPath { TokenPath(typePath + [name]) }
  /// The type names in the expression are looked up from.
  var lookupScope: [String] { scope ?? typePath }
}
