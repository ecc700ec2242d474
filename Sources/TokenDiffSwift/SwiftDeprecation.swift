import SwiftSyntax
import TokenDiffCore

/// What `@available(…, deprecated…)` says about a declaration: Swift's way of deprecating a
/// token, read as DTCG's `$deprecated` (its `message:` or `renamed:` as the reason).
enum SwiftDeprecation {
  /// The deprecation of a declaration with these attributes, `nil` when none deprecates it
  /// (`@available(iOS 15, *)` only says where it exists). Pure.
  static func of(_ attributes: AttributeListSyntax) -> Deprecation? {
    for element in attributes {
      guard let attribute = element.as(AttributeSyntax.self),
        attribute.attributeName.trimmedDescription == "available",
        case .availability(let arguments)? = attribute.arguments
      else { continue }
      var deprecated = false
      var reasons: [String] = []
      for argument in arguments {
        switch argument.argument {
        case .token(let token):
          if token.text == "deprecated" { deprecated = true }
        case .availabilityLabeledArgument(let labeled):
          let label = labeled.label.text
          if label == "deprecated" { deprecated = true }
          guard case .string(let text) = labeled.value else { continue }
          let said = text.segments.map(\.content.text).joined()
          if label == "message", !said.isEmpty { reasons.append(said) }
          if label == "renamed", !said.isEmpty { reasons.append("renamed to \(said)") }
        case .availabilityVersionRestriction:
          continue
        }
      }
      if deprecated {
        return .deprecated(reason: reasons.isEmpty ? nil : reasons.joined(separator: "; "))
      }
    }
    return nil
  }
}
