import Foundation

/// What the user asked to compare, from the `A..B` / `A...B` / `A` / nothing argument.
public enum RevisionRange: Sendable, Equatable {
  /// `B` against `A`.
  case between(base: String, head: String)
  /// `B` against the merge base of `A` and `B` (`A...B`, what a pull request shows).
  case sinceMergeBase(base: String, head: String)
  /// The working tree against a revision (`A`, or nothing for `HEAD`).
  case workingTree(base: String)

  /// Parses the argument the way git reads ranges: an empty side means `HEAD`. Pure.
  ///
  /// Git forbids `..` inside reference names, so the first `...` or `..` always separates the
  /// two sides, even with tag names such as `@scope/pkg@1.2.3`.
  public init(parsing argument: String?) {
    guard let argument, !argument.isEmpty else {
      self = .workingTree(base: "HEAD")
      return
    }
    if let range = argument.range(of: "...") {
      self = .sinceMergeBase(
        base: Self.side(argument[..<range.lowerBound]),
        head: Self.side(argument[range.upperBound...])
      )
    } else if let range = argument.range(of: "..") {
      self = .between(
        base: Self.side(argument[..<range.lowerBound]),
        head: Self.side(argument[range.upperBound...])
      )
    } else {
      self = .workingTree(base: argument)
    }
  }

  private static func side(_ text: Substring) -> String {
    text.isEmpty ? "HEAD" : String(text)
  }
}
