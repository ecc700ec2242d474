import ArgumentParser
import TokenDiffCore

/// The positional arguments of `tokendiff [diff]`, read the way git users write them, with a
/// "did you mean" for a mistyped command (`tokendiff dif main..feature`).
enum RangeArguments {
  /// The commands a first argument may be a typo of.
  static let commands = [
    "diff", "check", "explain", "notes", "render", "comment", "counts", "init", "help",
  ]

  /// The range to compare: nothing, `A..B`, `A...B` or `A`; `A B` (as `git diff A B` takes
  /// them) is `A..B`. Throws a usage error that suggests the command a first argument is a
  /// typo of, or the range form two arguments meant. Pure.
  static func range(_ arguments: [String]) throws(ValidationError) -> String? {
    guard let first = arguments.first else { return nil }
    if arguments.count > 1, let command = nearestCommand(first) {
      let rest = arguments.dropFirst().joined(separator: " ")
      throw ValidationError(
        "'\(first)' is not a tokendiff command. Did you mean `tokendiff \(command) \(rest)`?"
      )
    }
    switch arguments.count {
    case 1: return first
    case 2 where !first.contains("..") && !arguments[1].contains(".."):
      return first + ".." + arguments[1]
    default:
      throw ValidationError(
        "give one range: A..B (B against A), A...B (what a pull request shows) or A (the working tree against A); got \(arguments.count) arguments"
      )
    }
  }

  /// The command `word` is a typo of (one or two edits away), `nil` when none is. Pure.
  static func nearestCommand(_ word: String) -> String? {
    guard !commands.contains(word), !word.contains("."), !word.contains("/") else { return nil }
    return EditDistance.nearest(to: word.lowercased(), in: commands, count: 1).first
  }
}
