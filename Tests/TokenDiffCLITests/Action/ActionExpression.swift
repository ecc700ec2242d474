import Foundation

/// The part of GitHub's expression language that action.yml uses where the local runner must
/// evaluate it (`env:`, `working-directory:`, input defaults, outputs): context paths such as
/// `inputs.base` or `steps.run.outputs.exit-status`, quoted strings, and `a || b`. Anything
/// else throws, so the Action cannot grow an expression this runner would get wrong.
struct ActionExpression {
  /// The contexts: `inputs`, `steps`, `github`, `runner`, `env`, as nested dictionaries.
  var contexts: [String: Any]

  struct Unsupported: Error, CustomStringConvertible {
    var description: String
  }

  /// `text` with every `${{ ... }}` replaced by its value.
  func substitute(_ text: String) throws -> String {
    var result = ""
    var rest = Substring(text)
    while let open = rest.range(of: "${{") {
      result += rest[..<open.lowerBound]
      guard let close = rest[open.upperBound...].range(of: "}}") else {
        throw Unsupported(description: "unclosed expression in '\(text)'")
      }
      result += try evaluate(String(rest[open.upperBound..<close.lowerBound]))
      rest = rest[close.upperBound...]
    }
    return result + rest
  }

  /// One expression: operands joined by `||`, the first non-empty one wins.
  func evaluate(_ expression: String) throws -> String {
    for operand in expression.components(separatedBy: "||") {
      let value = try self.operand(operand.trimmingCharacters(in: .whitespaces))
      if !value.isEmpty { return value }
    }
    return ""
  }

  private func operand(_ text: String) throws -> String {
    if text.hasPrefix("'"), text.hasSuffix("'"), text.count >= 2 {
      return String(text.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'")
    }
    let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "._-"))
    guard !text.isEmpty, text.unicodeScalars.allSatisfy(allowed.contains) else {
      throw Unsupported(description: "unsupported expression '\(text)'")
    }
    var current: Any? = contexts
    for key in text.split(separator: ".") {
      current = (current as? [String: Any])?[String(key)]
    }
    switch current {
    case let string as String: return string
    case let number as NSNumber: return number.stringValue
    default: return ""
    }
  }
}
